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

}  // namespace swatomic

#endif  // SWATOMIC_VERIFY_HPP
