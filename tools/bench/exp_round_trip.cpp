// round-trip: what one software atomic costs a wave that waits for it. One wave makes 1000
// requests in a row (each operand depends on the last answer), timed by the device clock around
// its loop (NVIDIA %globaltimer, PoCL CLOCK_MONOTONIC; elsewhere the kernel time), once alone
// ("idle": one requesting group) and once while every other co-resident group runs a dependent
// chain of global loads and stores ("busy"). The native row is atomic_add on the same variable.
#include <sstream>

#include "bench.hpp"

namespace bench {
namespace {

constexpr std::size_t kWave = 32;  // RT_WAVE in kernels/bench/micro.cl

// Repetitions of one launch: the device-clock loop time (ms) of each as event_ms, where there
// is a clock; else the kernel's event time.
Timing time_loop(Bench &b, const std::function<void()> &reset, const std::function<cl::Event()> &launch,
                 const cl::Buffer &elapsed, const std::function<void()> &verify)
{
    Timing t;
    std::vector<double> loop_ms;
    for (int r = -1; r < b.reps(); ++r) {
        reset();
        Bench::check(b.queue().finish(), "clFinish");
        const auto t0 = std::chrono::steady_clock::now();
        cl::Event ev = launch();
        Bench::check(b.queue().finish(), "clFinish");
        const auto t1 = std::chrono::steady_clock::now();
        if (r == -1 || r == b.reps() - 1) verify();
        if (r < 0) continue;
        t.host_ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        const cl_ulong ns = b.download<cl_ulong>(elapsed, 1)[0];
        cl_ulong start = 0, end = 0;
        if (ns != 0) loop_ms.push_back(static_cast<double>(ns) * 1e-6);
        else if (ev() != nullptr && ev.getProfilingInfo(CL_PROFILING_COMMAND_START, &start) == CL_SUCCESS &&
                 ev.getProfilingInfo(CL_PROFILING_COMMAND_END, &end) == CL_SUCCESS)
            loop_ms.push_back(static_cast<double>(end - start) * 1e-6);
    }
    if (loop_ms.size() == t.host_ms.size()) t.event_ms = loop_ms;
    return t;
}

void run_round_trip(Bench &b, const Experiment &e)
{
    const std::size_t local = 64;
    const cl_uint reps = b.scale() == Scale::Full ? 1000 : 100;
    const std::size_t max_groups = b.coordinator_groups("micro", "rt_coordinator", local);
    if (max_groups == 0) return;
    for (const bool busy : {false, true}) {
        const std::size_t groups = busy ? max_groups : 1;
        const std::size_t n = groups * local;
        const cl_uint busy_steps = busy ? 20 * reps : 0;
        cl::Buffer variable = b.buffer(sizeof(cl_uint));
        cl::Buffer scratch = b.buffer(n * sizeof(cl_uint));
        cl::Buffer elapsed = b.buffer(sizeof(cl_ulong));
        auto reset = [&] {
            b.fill(variable, cl_uint(0), 1);
            b.fill(scratch, cl_uint(0), n);
            b.fill(elapsed, cl_ulong(0), 1);
        };
        auto verify = [&] {
            const auto v = b.download<cl_uint>(variable, 1)[0];
            if (v != kWave * reps) throw WrongResult("variable = " + std::to_string(v) + ", expected " + std::to_string(kWave * reps));
            const auto last = b.download<cl_uint>(scratch, kWave);  // each lane's last old value
            for (std::size_t i = 0; i < kWave; ++i)
                if (last[i] >= kWave * reps) throw WrongResult("lane " + std::to_string(i) + " got " + std::to_string(last[i]));
        };
        auto set_args = [&](cl::Kernel &k) {
            k.setArg(0, variable);
            k.setArg(1, scratch);
            k.setArg(2, elapsed);
            k.setArg(3, reps);
            k.setArg(4, busy_steps);
        };
        Case c;
        c.label = std::string(busy ? "busy" : "idle") + " groups=" + std::to_string(groups) + " local=" + std::to_string(local);
        c.x = busy ? 1 : 0;
        c.x_name = "busy";
        c.items = reps;
        const std::string per = "; device clock around " + std::to_string(reps) + " requests of one wave (items/s: requests/s)";
        std::vector<Variant> variants;
        variants.push_back({"native", "", [&] {
            cl::Kernel k = b.kernel("micro", "rt_native");
            set_args(k);
            return time_loop(b, reset, [&] { return b.enqueue(k, n, local); }, elapsed, verify);
        }, "atomic_add" + per});
        variants.push_back({"coordinator", "", [&] {
            const swatomic::Program &p = b.program("micro");
            cl::Kernel k = p.kernel("rt_coordinator");
            set_args(k);
            swatomic::LaunchStats stats;
            Timing t = time_loop(b, reset, [&] {
                stats = b.launch_coordinator(p, k, groups, local);
                return b.coordinator().last_kernel_event();
            }, elapsed, verify);
            std::ostringstream note;
            note.precision(3);
            note << stats.coordinator_groups << " coordinators, " << stats.passes << " passes of the busiest ("
                 << static_cast<double>(stats.passes) / reps << " a request)";
            t.note = note.str();
            return t;
        }, "software_atom_add" + per});
        b.run_case(e, c, std::move(variants));
    }
}

Registrar round_trip{{"round-trip", "seed 002 Fig. 8, one wave",
                      "one wave's 1000 dependent requests: time per request, idle and beside busy groups",
                      run_round_trip, false, 15}};

}  // namespace
}  // namespace bench
