// swatomic-bench, experiments latency / latency-delay / adjacent: turning the kernel's clock
// readings (kernels/bench/latency.cl) into ns per operation. Header-only so that test_host
// checks the arithmetic without a device.
#ifndef SWATOMIC_BENCH_LATENCY_CLOCK_HPP
#define SWATOMIC_BENCH_LATENCY_CLOCK_HPP

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace bench::latency {

// LAT_CLOCK_* in latency.cl: what the device counted.
enum class ClockKind : std::uint64_t {
    None = 0,     // no counter: kernel time / rounds
    TicksNs = 1,  // a cycle counter and an ns clock read at the start and end of each loop
    Ticks = 2,    // a cycle counter only: the kernel's own time converts it
};

// One work-item's readings: cycles inside its timed windows, cycles and ns of its whole loop.
struct Reading {
    std::uint64_t op_ticks = 0, span_ticks = 0, span_ns = 0;
};

inline std::string clock_name(ClockKind kind, const std::string &counter)
{
    switch (kind) {
    case ClockKind::TicksNs: return counter;
    case ClockKind::Ticks: return counter + "/kernel";
    case ClockKind::None: break;
    }
    return "kernel/rounds";
}

// ns per tick of the launch: the ns clock over the cycle counter, summed over every work-item
// (a coarse ns clock, e.g. NVIDIA's %globaltimer, averages out over many loops); with no ns
// clock, the kernel's time over the longest loop. NaN when nothing was counted.
inline double ns_per_tick(ClockKind kind, const std::vector<Reading> &readings, double kernel_ns)
{
    double ticks = 0, ns = 0, longest = 0;
    for (const Reading &r : readings) {
        ticks += double(r.span_ticks);
        ns += double(r.span_ns);
        longest = std::max(longest, double(r.span_ticks));
    }
    if (kind == ClockKind::TicksNs && ticks > 0 && ns > 0) return ns / ticks;
    if (kind == ClockKind::Ticks && longest > 0 && kernel_ns > 0) return kernel_ns / longest;
    return NAN;
}

// One work-item's time per round, in ns.
inline double round_ns(const Reading &r, std::uint32_t rounds, double ns_per_tick)
{
    return rounds == 0 ? NAN : double(r.op_ticks) / rounds * ns_per_tick;
}

// Without a counter: the kernel's time per round (every work-item that shares a compute unit,
// and the launch, included).
inline double kernel_round_ns(double kernel_ns, std::uint32_t rounds) { return rounds == 0 ? NAN : kernel_ns / rounds; }

// The samples of one launch: one per active work-item (rounds > 0 for every reading passed),
// or the kernel's time per round when the device has no counter.
inline std::vector<double> round_samples(ClockKind kind, const std::vector<Reading> &readings, std::uint32_t rounds,
                                         double kernel_ns)
{
    std::vector<double> out;
    const double scale = ns_per_tick(kind, readings, kernel_ns);
    if (kind == ClockKind::None || std::isnan(scale)) {
        out.push_back(kernel_round_ns(kernel_ns, rounds));
        return out;
    }
    out.reserve(readings.size());
    for (const Reading &r : readings) out.push_back(round_ns(r, rounds, scale));
    return out;
}

}  // namespace bench::latency

#endif  // SWATOMIC_BENCH_LATENCY_CLOCK_HPP
