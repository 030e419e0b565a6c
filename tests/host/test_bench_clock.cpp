// swatomic-bench's seed 004 experiments (latency, latency-delay, adjacent): the arithmetic that
// turns the kernel's clock readings into ns per operation (tools/bench/latency_clock.hpp).
#include <catch2/catch.hpp>

#include <cmath>

#include "latency_clock.hpp"

using bench::latency::ClockKind;
using bench::latency::Reading;

TEST_CASE("bench clock: cycles and an ns clock give ns per round", "[bench]")
{
    // Two work-items of 10 rounds at 2 ticks per ns: 400 ticks inside the windows = 200 ns = 20 ns per round.
    const std::vector<Reading> readings{{400, 1000, 500}, {200, 1000, 500}};
    CHECK(bench::latency::ns_per_tick(ClockKind::TicksNs, readings, 0) == Approx(0.5));
    const auto samples = bench::latency::round_samples(ClockKind::TicksNs, readings, 10, 1e9);
    REQUIRE(samples.size() == 2);
    CHECK(samples[0] == Approx(20.0));
    CHECK(samples[1] == Approx(10.0));
}

TEST_CASE("bench clock: a coarse ns clock averages over every work-item", "[bench]")
{
    // %globaltimer ticks in 1 us steps: one loop reads 0 ns, the other 2000; the sum is right.
    const std::vector<Reading> readings{{1500, 1500, 0}, {1500, 1500, 2000}};
    CHECK(bench::latency::ns_per_tick(ClockKind::TicksNs, readings, 0) == Approx(2000.0 / 3000.0));
    CHECK(bench::latency::round_ns(readings[0], 100, 2000.0 / 3000.0) == Approx(10.0));
}

TEST_CASE("bench clock: cycles only are scaled by the kernel time over the longest loop", "[bench]")
{
    const std::vector<Reading> readings{{300, 800, 0}, {600, 1000, 0}};
    // 1000 ticks in a 4000 ns kernel: 4 ns per tick.
    CHECK(bench::latency::ns_per_tick(ClockKind::Ticks, readings, 4000) == Approx(4.0));
    const auto samples = bench::latency::round_samples(ClockKind::Ticks, readings, 3, 4000);
    REQUIRE(samples.size() == 2);
    CHECK(samples[0] == Approx(400.0));
    CHECK(samples[1] == Approx(800.0));
}

TEST_CASE("bench clock: without a counter, the kernel time per round", "[bench]")
{
    const auto samples = bench::latency::round_samples(ClockKind::None, {{0, 0, 0}}, 8, 2000);
    REQUIRE(samples.size() == 1);
    CHECK(samples[0] == Approx(250.0));
    CHECK(std::isnan(bench::latency::ns_per_tick(ClockKind::TicksNs, {{5, 0, 0}}, 100)));  // nothing counted
    CHECK(std::isnan(bench::latency::kernel_round_ns(100, 0)));
    CHECK(bench::latency::clock_name(ClockKind::TicksNs, "clock64") == "clock64");
    CHECK(bench::latency::clock_name(ClockKind::Ticks, "s_memtime") == "s_memtime/kernel");
    CHECK(bench::latency::clock_name(ClockKind::None, "clock64") == "kernel/rounds");
}
