// The serial-order oracle (src/verify.cpp) on hand-made histories: what it must accept and what
// it must reject. No device needed.
#include <catch2/catch.hpp>

#include "swatomic/verify.hpp"

using swatomic::AtomicOp;
using swatomic::check_atomic_chain;
using swatomic::check_serial_order;
using swatomic::ValueTransition;

TEST_CASE("serial-order oracle: possible histories pass", "[oracle]")
{
    CHECK(check_serial_order(5, 5, {}).empty());
    CHECK(check_serial_order(0, 3, {{1, 3}, {0, 1}}).empty());  // any listing order
    CHECK(check_serial_order(5, 5, {{5, 7}, {7, 5}}).empty());   // xchg back and forth
    CHECK(check_serial_order(2, 2, {{2, 2}, {2, 2}}).empty());   // failed cmpxchg / min no-ops
    const std::uint64_t big = 0x1'0000'0000ull;                  // 64-bit values above 2^32
    CHECK(check_serial_order(big, big + 3, {{big + 1, big + 3}, {big, big + 1}}).empty());
    CHECK(check_atomic_chain(10, 16, {{12, 4}, {10, 2}}).empty());
    CHECK(check_atomic_chain(0xffffffffu, 1, {{0xffffffffu, 1}, {0, 1}}).empty());  // wraps
    CHECK(check_atomic_chain(7, 7, {{7, 0}, {7, 0}}).empty());                        // zero increments
    CHECK(check_atomic_chain(7, 5, {{7, static_cast<std::uint32_t>(-2)}}).empty());    // negative
}

TEST_CASE("serial-order oracle: impossible histories fail", "[oracle]")
{
    CHECK_FALSE(check_serial_order(5, 6, {}).empty());                   // final without an op
    CHECK_FALSE(check_serial_order(0, 2, {{0, 1}, {0, 1}}).empty());     // one old value twice
    CHECK_FALSE(check_serial_order(0, 1, {{0, 1}, {3, 4}}).empty());     // unbalanced
    // Balanced but disconnected: the 10 <-> 11 cycle is never reached from the start.
    CHECK_FALSE(check_serial_order(0, 2, {{0, 1}, {1, 2}, {10, 11}, {11, 10}}).empty());
    CHECK_FALSE(check_atomic_chain(0, 3, {{0, 1}, {0, 2}}).empty());      // lost update
    CHECK_FALSE(check_atomic_chain(0, 4, {{0, 1}, {1, 2}}).empty());      // final != start + sum
    // The implementation that returns 0 for every old value.
    CHECK_FALSE(check_atomic_chain(0, 3, {{0, 1}, {0, 1}, {0, 1}}).empty());
}
