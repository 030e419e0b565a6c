// Checking atomic results on the host: the atomicity oracle the tests and swatomic-bench use,
// for users who want to verify their own kernels the same way.
#ifndef SWATOMIC_VERIFY_HPP
#define SWATOMIC_VERIFY_HPP

#include <cstdint>
#include <string>
#include <vector>

namespace swatomic {

// One atomic add as its caller saw it: the old value returned, and the increment.
struct AtomicOp {
    std::uint32_t old_value;
    std::uint32_t increment;
};

// Returns "" when the adds on one variable can be put in an order in which each op's old value
// is the value before it, starting at `start` and ending at `final` (32-bit wrap-around), else
// why not. With positive increments that do not wrap, that order is the sorted old values and
// the check is literally "the sorted old values form an exact chain from start to final";
// otherwise it is the Euler-trail condition on the multigraph value -> value + increment.
std::string check_atomic_chain(std::uint32_t start, std::uint32_t final, std::vector<AtomicOp> ops);

// Any atomic operation as a value transition: the old value its caller got, and the value it
// left (old + increment, min(old, operand), the new value of a successful cmpxchg, ...).
struct ValueTransition {
    std::uint64_t old_value;
    std::uint64_t new_value;
};

// Returns "" when the transitions on one variable can be put in one serial order from `start`
// to `final` (each op's old value is the value the previous op left), else why not: the
// Euler-trail condition on the multigraph old -> new. Works for 32- and 64-bit variables. One sort
// of the values: 2M transitions take about half a second. Throws InvalidArgument above 2^31 - 2
// transitions.
std::string check_serial_order(std::uint64_t start, std::uint64_t final,
                               const std::vector<ValueTransition> &transitions);

// One floating-point add as its caller saw it: the old value returned, and the operand.
struct FloatAddOp {
    double old_value;
    double operand;
};

// Returns "" when the float or double adds on one variable are consistent, within `tolerance`,
// with one serial order from `start` to `final`, else why not. Rounding makes an exact chain
// impossible to demand, so the check is the chain's balance condition: the multiset
// {start} + {old + operand} must match {old} + {final} element by element once both are sorted
// (sorted pairing is the best pairing on a line, so a true serial order whose every step errs by
// at most `tolerance` always passes). Fails, for example, an implementation returning 0 or the
// final value as every old value. Choose `tolerance` as the error of one step: a few units in
// the last place of the largest partial sum, plus the error of any pre-aggregation (a scan of
// the operands of one wavefront or group) the implementation performs; a tolerance that is not a
// number >= 0 is InvalidArgument.
std::string check_float_add_chain(double start, double final, const std::vector<FloatAddOp> &ops, double tolerance);

}  // namespace swatomic

#endif  // SWATOMIC_VERIFY_HPP
