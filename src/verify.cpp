#include "swatomic/verify.hpp"

#include "swatomic/errors.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <sstream>

namespace swatomic {

namespace {

constexpr std::size_t kMaxTransitions = (std::size_t(1) << 31) - 2;  // every end numbered in 32 bits

// Union-find over value numbers (path halving): connected components of the transitions.
std::uint32_t find_root(std::vector<std::uint32_t> &parent, std::uint32_t v)
{
    while (parent[v] != v) v = parent[v] = parent[parent[v]];
    return v;
}

}  // namespace

std::string check_serial_order(std::uint64_t start, std::uint64_t final, const std::vector<ValueTransition> &transitions)
{
    // An order exists iff the multigraph old -> new has an Euler trail from start to final:
    // every value is left as often as it is reached (start and final excepted) and every
    // transition is connected to start. The values are numbered in sorted order (one sort of
    // every end, so millions of transitions take a fraction of a second and the messages name the
    // smallest value at fault), then one pass counts the balance and joins each transition's ends.
    const std::size_t n = transitions.size();
    if (n > kMaxTransitions) throw InvalidArgument("check_serial_order: more than 2^31 - 2 transitions");
    std::vector<std::pair<std::uint64_t, std::uint32_t>> ends;  // (value, 2 * transition + end)
    ends.reserve(2 * n + 2);
    for (std::size_t k = 0; k < n; ++k) {
        ends.push_back({transitions[k].old_value, static_cast<std::uint32_t>(2 * k)});
        ends.push_back({transitions[k].new_value, static_cast<std::uint32_t>(2 * k + 1)});
    }
    ends.push_back({start, static_cast<std::uint32_t>(2 * n)});
    ends.push_back({final, static_cast<std::uint32_t>(2 * n + 1)});
    std::sort(ends.begin(), ends.end());
    std::vector<std::uint64_t> values;           // value of each number, ascending
    std::vector<std::uint32_t> number(2 * n + 2);  // number of each end
    for (const auto &e : ends) {
        if (values.empty() || values.back() != e.first) values.push_back(e.first);
        number[e.second] = static_cast<std::uint32_t>(values.size() - 1);
    }
    std::vector<long> balance(values.size(), 0);
    std::vector<std::uint32_t> parent(values.size());  // each value its own set at first
    std::iota(parent.begin(), parent.end(), 0u);
    for (std::size_t k = 0; k < n; ++k) {
        ++balance[number[2 * k]];
        --balance[number[2 * k + 1]];
        parent[find_root(parent, number[2 * k])] = find_root(parent, number[2 * k + 1]);
    }
    --balance[number[2 * n]];
    ++balance[number[2 * n + 1]];
    std::ostringstream why;
    for (std::size_t v = 0; v < values.size(); ++v)
        if (balance[v] != 0) {
            why << "value " << values[v] << " is left " << balance[v] << " more times than reached (start " << start
                << ", final " << final << ", " << n << " operations): no serial order explains the old values";
            return why.str();
        }
    const std::uint32_t root = find_root(parent, number[2 * n]);
    for (std::size_t k = 0; k < n; ++k)
        if (find_root(parent, number[2 * k]) != root) {
            why << "old value " << transitions[k].old_value << " is not reachable from the start value " << start;
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
    if (!(tolerance >= 0)) throw InvalidArgument("check_float_add_chain: tolerance must be a number >= 0");
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
