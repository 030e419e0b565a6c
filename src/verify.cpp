#include "swatomic/verify.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

namespace swatomic {

std::string check_atomic_chain(std::uint32_t start, std::uint32_t final, std::vector<AtomicOp> ops)
{
    std::ostringstream why;
    std::uint64_t total = 0;
    bool positive = true;
    for (const auto &op : ops) {
        total += op.increment;
        positive = positive && op.increment > 0 && static_cast<std::int32_t>(op.increment) > 0;
    }
    if (static_cast<std::uint32_t>(start + total) != final) {
        why << "final value " << final << " != start " << start << " + sum of increments (" << total << ")";
        return why.str();
    }
    if (positive && start + total <= 0xffffffffull) {
        std::sort(ops.begin(), ops.end(), [](const AtomicOp &a, const AtomicOp &b) { return a.old_value < b.old_value; });
        std::uint32_t expected = start;
        for (std::size_t k = 0; k < ops.size(); ++k) {
            if (ops[k].old_value != expected) {
                why << "sorted old values break the chain at position " << k << ": got " << ops[k].old_value
                    << ", expected " << expected;
                return why.str();
            }
            expected += ops[k].increment;
        }
        return "";
    }
    // General case: an order exists iff the multigraph old -> old + increment has an Euler
    // trail from start to final (degree balance + every edge reachable from start).
    std::map<std::uint32_t, long> balance;
    std::map<std::uint32_t, std::vector<std::uint32_t>> adjacent;
    for (const auto &op : ops) {
        const std::uint32_t to = op.old_value + op.increment;
        ++balance[op.old_value];
        --balance[to];
        adjacent[op.old_value].push_back(to);
        adjacent[to].push_back(op.old_value);
    }
    if (start != final) {
        --balance[start];
        ++balance[final];
    }
    for (const auto &[value, b] : balance)
        if (b != 0) {
            why << "value " << value << " is left " << b << " more times than reached: no serial order explains the old values";
            return why.str();
        }
    if (ops.empty()) return "";
    std::set<std::uint32_t> seen{start};
    std::vector<std::uint32_t> stack{start};
    while (!stack.empty()) {
        const std::uint32_t v = stack.back();
        stack.pop_back();
        for (std::uint32_t w : adjacent[v])
            if (seen.insert(w).second) stack.push_back(w);
    }
    for (const auto &op : ops)
        if (!seen.count(op.old_value)) {
            why << "old value " << op.old_value << " is not reachable from the start value " << start;
            return why.str();
        }
    return "";
}

}  // namespace swatomic
