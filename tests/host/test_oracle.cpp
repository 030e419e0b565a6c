// The serial-order oracle (src/verify.cpp) on hand-made histories: what it must accept and what
// it must reject. No device needed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>

#include "swatomic/errors.hpp"
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

TEST_CASE("float add oracle: rounded serial orders pass, wrong old values fail", "[oracle]")
{
    using swatomic::check_float_add_chain;
    using swatomic::FloatAddOp;
    // A serial order computed in float (each step rounded), listed out of order.
    const std::vector<float> operands{0.1f, -0.7f, 0.33f, 0.9f, -0.25f, 0.61f};
    std::vector<FloatAddOp> ops;
    float value = 1.5f;
    for (float v : operands) {
        ops.push_back({value, v});
        value += v;
    }
    std::reverse(ops.begin(), ops.end());
    const double tolerance = 4 * std::numeric_limits<float>::epsilon() * 4.0;
    CHECK(check_float_add_chain(1.5, value, ops, tolerance).empty());
    CHECK(check_float_add_chain(1.5, 1.5, {}, tolerance).empty());
    // A tolerance that is not a number >= 0 would pass anything (NaN) or nothing.
    CHECK_THROWS_AS(check_float_add_chain(1.5, 999.0, ops, std::numeric_limits<double>::quiet_NaN()),
                    swatomic::InvalidArgument);
    CHECK_THROWS_AS(check_float_add_chain(1.5, value, ops, -1.0), swatomic::InvalidArgument);

    // The implementation that returns 0 for every old value (final value right).
    std::vector<FloatAddOp> zeros = ops;
    for (auto &op : zeros) op.old_value = 0;
    CHECK_FALSE(check_float_add_chain(1.5, value, zeros, tolerance).empty());
    // ... or the final value for every old value.
    std::vector<FloatAddOp> finals = ops;
    for (auto &op : finals) op.old_value = value;
    CHECK_FALSE(check_float_add_chain(1.5, value, finals, tolerance).empty());
    // A lost update: two callers saw the same old value.
    std::vector<FloatAddOp> lost = ops;
    lost[1].old_value = lost[0].old_value;
    CHECK_FALSE(check_float_add_chain(1.5, value, lost, tolerance).empty());
    // Right old values, wrong final value.
    CHECK_FALSE(check_float_add_chain(1.5, value + 0.5, ops, tolerance).empty());
}

TEST_CASE("serial-order oracle: sums over several turns of 2^32, where old values repeat", "[oracle][wrap]")
{
    // 12 adds of 2^30 + 3 from 5: about three turns of the modulus. Any listing order passes;
    // a lost update, a duplicated value and a wrong final value fail.
    const std::uint32_t step = (1u << 30) + 3u;
    std::vector<AtomicOp> ops;
    std::uint32_t value = 5;
    for (int k = 0; k < 12; ++k) {
        ops.push_back({value, step});
        value += step;
    }
    std::reverse(ops.begin(), ops.end());
    CHECK(check_atomic_chain(5, value, ops).empty());
    std::vector<AtomicOp> lost = ops;
    lost[3].old_value = lost[4].old_value;
    CHECK_FALSE(check_atomic_chain(5, value, lost).empty());
    CHECK_FALSE(check_atomic_chain(5, value + 1, ops).empty());

    // Adds of 2^31 from 0: the old values are 0, 2^31, 0, 2^31, ... (each repeated); a history
    // with one 2^31 seen as 0 (two callers saw 0 after the same turn) has no serial order.
    const std::uint32_t half = 1u << 31;
    std::vector<AtomicOp> repeated{{0, half}, {half, half}, {0, half}, {half, half}, {0, half}, {half, half}};
    CHECK(check_atomic_chain(0, 0, repeated).empty());
    repeated[3].old_value = 0;
    CHECK_FALSE(check_atomic_chain(0, 0, repeated).empty());

    // start + total == 2^32 exactly: the final value is 0, the sorted chain does not apply.
    std::vector<AtomicOp> to_zero;
    for (std::uint32_t v = 0xfffffff0u; v != 0; ++v) to_zero.push_back({v, 1});
    CHECK(check_atomic_chain(0xfffffff0u, 0, to_zero).empty());
    to_zero[7].old_value = to_zero[6].old_value;
    CHECK_FALSE(check_atomic_chain(0xfffffff0u, 0, to_zero).empty());
}
