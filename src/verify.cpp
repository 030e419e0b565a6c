#include "swatomic/verify.hpp"

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <unordered_set>
#include <sstream>

namespace swatomic {

std::string check_serial_order(std::uint64_t start, std::uint64_t final, const std::vector<ValueTransition> &transitions)
{
    // An order exists iff the multigraph old -> new has an Euler trail from start to final:
    // every value is left as often as it is reached (start and final excepted) and every
    // transition is reachable from start.
    std::ostringstream why;
    std::unordered_map<std::uint64_t, long> balance;
    std::unordered_map<std::uint64_t, std::vector<std::uint64_t>> adjacent;
    balance.reserve(2 * transitions.size() + 2);
    adjacent.reserve(2 * transitions.size() + 2);
    for (const auto &t : transitions) {
        ++balance[t.old_value];
        --balance[t.new_value];
        adjacent[t.old_value].push_back(t.new_value);
        adjacent[t.new_value].push_back(t.old_value);
    }
    if (start != final) {
        --balance[start];
        ++balance[final];
    }
    // The smallest unbalanced value, so that the message does not depend on the hash order.
    const std::pair<const std::uint64_t, long> *worst = nullptr;
    for (const auto &entry : balance)
        if (entry.second != 0 && (worst == nullptr || entry.first < worst->first)) worst = &entry;
    if (worst != nullptr) {
        why << "value " << worst->first << " is left " << worst->second << " more times than reached (start " << start
            << ", final " << final << ", " << transitions.size() << " operations): no serial order explains the old values";
        return why.str();
    }
    std::unordered_set<std::uint64_t> seen{start};
    std::vector<std::uint64_t> stack{start};
    while (!stack.empty()) {
        const std::uint64_t v = stack.back();
        stack.pop_back();
        const auto next = adjacent.find(v);
        if (next == adjacent.end()) continue;
        for (const std::uint64_t w : next->second)
            if (seen.insert(w).second) stack.push_back(w);
    }
    for (const auto &t : transitions)
        if (!seen.count(t.old_value)) {
            why << "old value " << t.old_value << " is not reachable from the start value " << start;
            return why.str();
        }
    return "";
}

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
    // General case (wrap-around, zero or negative increments): the serial-order condition.
    std::vector<ValueTransition> transitions;
    transitions.reserve(ops.size());
    for (const auto &op : ops) transitions.push_back({op.old_value, static_cast<std::uint32_t>(op.old_value + op.increment)});
    return check_serial_order(start, final, transitions);
}

std::string check_float_add_chain(double start, double final, const std::vector<FloatAddOp> &ops, double tolerance)
{
    // Each serial step takes the value one op left to the next op's old value: every value
    // produced ({start} and each old + operand) is consumed once ({each old} and final).
    std::vector<long double> produced{start}, consumed{final};
    for (const auto &op : ops) {
        produced.push_back(static_cast<long double>(op.old_value) + op.operand);
        consumed.push_back(op.old_value);
    }
    std::sort(produced.begin(), produced.end());
    std::sort(consumed.begin(), consumed.end());
    for (std::size_t k = 0; k < produced.size(); ++k) {
        if (std::fabs(produced[k] - consumed[k]) > tolerance) {
            std::ostringstream why;
            why.precision(17);
            why << "no serial order within " << tolerance << ": the " << k << "-th smallest value left by an op (or the start) is "
                << static_cast<double>(produced[k]) << ", but the " << k << "-th smallest old value (or the final value) is "
                << static_cast<double>(consumed[k]);
            return why.str();
        }
    }
    return "";
}

}  // namespace swatomic
