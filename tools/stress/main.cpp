// swatomic-stress: launches of one kernel whose callers are divergent (a random share of the
// work-items call, in a loop of several calls each) and all name one variable, through the
// coordinator, again and again. Every launch is checked (the final value and the serial-order
// oracle over the returned old values); progress is printed after every launch batch and flushed,
// so a launch that never ends leaves the number of the last one that did. See --help.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "swatomic/swatomic.hpp"
#include "swatomic/version.hpp"

namespace {

const char *kUsage = R"(usage: swatomic-stress [options]
Launches a kernel whose work-items call software_atom_add_uint or software_atom_min_uint (by
launch) on one variable, in a loop of 16 calls each with a random share of callers, launch after
launch; checks every launch and prints progress as it goes (a hang shows as a silent stop).

  --launches N       launches (default 200)
  --groups N         requesting work-groups (default: the co-resident limit, at most 256)
  --local-size N     work-group size (default 64)
  --active P         percent of the calls made (default 50: divergent callers)
  --coordinators N   coordinator work-groups (default 3; 0: the library's choice)
  --define OPTS      extra OpenCL compiler options (e.g. -cl-opt-disable)
  --device SPEC      device (default: SWATOMIC_DEVICE, else the first GPU, else PoCL)
  --seed N           random inputs' seed (default 1234)
  --every N          progress line every N launches (default 10)
  --version          the swatomic version, then exit
  --help             this text

Exit status: 0 all launches exact, 1 a wrong value, 2 an error (a typed swatomic exception).
)";

const char *kKernel = R"CL(
__kernel void hot_divergent(__global uint *variable, __global const uchar *active, __global uint *olds,
                            __global const uint *operands, uint n, uint use_min, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) {
            if (active[i] == 0) continue;
            olds[i] = use_min ? software_atom_min_uint(variable, operands[i])
                              : software_atom_add_uint(variable, operands[i]);
        }
    );
}
)CL";

// One launch: a fresh variable, a random share of callers and operands (min on odd launches,
// add on even ones); returns why the result is wrong, empty when the final value and every old
// value are exact.
std::string launch_and_check(swatomic::Runtime &rt, const swatomic::Program &program, cl::Kernel &kernel,
                             swatomic::Coordinator &coordinator, std::size_t groups, std::size_t local_size,
                             unsigned coordinators, unsigned active_percent, bool use_min, std::mt19937 &rng)
{
    const std::size_t n = 16 * groups * local_size;
    std::vector<cl_uchar> active(n);
    std::vector<cl_uint> operands(n);
    for (std::size_t i = 0; i < n; ++i) {
        active[i] = static_cast<cl_uchar>(rng() % 100 < active_percent);
        operands[i] = use_min ? static_cast<cl_uint>(rng()) : static_cast<cl_uint>(rng() % 1000);
    }
    const cl_uint start = use_min ? 0xffffffffu : static_cast<cl_uint>(rng());
    cl_uint start_copy = start;
    cl::Buffer variable(rt.context(), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof start_copy, &start_copy);
    cl::Buffer active_buffer(rt.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n, active.data());
    cl::Buffer operand_buffer(rt.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, operands.data());
    cl::Buffer olds(rt.context(), CL_MEM_READ_WRITE, n * 4);
    kernel.setArg(0, variable);
    kernel.setArg(1, active_buffer);
    kernel.setArg(2, olds);
    kernel.setArg(3, operand_buffer);
    kernel.setArg(4, static_cast<cl_uint>(n));
    kernel.setArg(5, static_cast<cl_uint>(use_min));
    swatomic::LaunchOptions options;
    options.coordinator_groups = coordinators;
    coordinator.launch(program, kernel, groups, local_size, options);
    cl_uint final_value = 0;
    std::vector<cl_uint> got(n);
    rt.queue().enqueueReadBuffer(variable, CL_TRUE, 0, sizeof final_value, &final_value);
    rt.queue().enqueueReadBuffer(olds, CL_TRUE, 0, n * 4, got.data());
    std::vector<swatomic::ValueTransition> transitions;
    cl_uint expected = start;
    for (std::size_t i = 0; i < n; ++i) {
        if (!active[i]) continue;
        const cl_uint next = use_min ? std::min(got[i], operands[i]) : got[i] + operands[i];
        transitions.push_back({got[i], next});
        expected = use_min ? std::min(expected, operands[i]) : expected + operands[i];
    }
    if (final_value != expected) return "final value " + std::to_string(final_value) + " != " + std::to_string(expected);
    return swatomic::check_serial_order(start, final_value, transitions);
}

}  // namespace

int main(int argc, char **argv)
{
    std::size_t launches = 200, groups = 0, local_size = 64, every = 10;
    unsigned active_percent = 50, coordinators = 3, seed = 1234;
    std::string defines, device;
    bool help = false, version = false;
    CLI::App app{"swatomic-stress"};
    app.set_help_flag();
    app.add_flag("-h,--help", help);
    app.add_flag("--version", version);
    // Bounds a user can read in the message (CLI11's PositiveNumber prints the largest double).
    const std::size_t most = std::size_t{1} << 32;
    app.add_option("--launches", launches)->check(CLI::Range(std::size_t{1}, most));
    app.add_option("--groups", groups)->check(CLI::Range(std::size_t{1}, most));
    app.add_option("--local-size", local_size)->check(CLI::Range(std::size_t{1}, std::size_t{1} << 16));
    app.add_option("--active", active_percent)->check(CLI::Range(0u, 100u));
    app.add_option("--coordinators", coordinators)->check(CLI::Range(0u, swatomic::kMaxCoordinatorGroups));
    app.add_option("--define", defines);
    app.add_option("--device", device);
    app.add_option("--seed", seed);
    app.add_option("--every", every)->check(CLI::Range(std::size_t{1}, most));
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError &e) {
        std::cerr << "swatomic-stress: " << e.what() << " (see --help)\n";
        return 2;
    }
    if (help) {
        std::cout << kUsage;
        return 0;
    }
    if (version) {
        std::cout << "swatomic-stress " SWATOMIC_VERSION_STRING "\n";
        return 0;
    }
    try {
        swatomic::Runtime rt(device);
        swatomic::BuildOptions build;
        build.source_name = "swatomic_stress.cl";
        build.compiler_options = defines;
        const swatomic::Program program = rt.build_program(kKernel, build);
        cl::Kernel kernel = program.kernel("hot_divergent");
        swatomic::Coordinator coordinator(rt);
        const std::size_t limit = coordinator.max_worker_groups(program, kernel, local_size);
        if (groups == 0) groups = std::min<std::size_t>(256, limit > coordinators ? limit - coordinators : 1);
        const std::size_t n = 16 * groups * local_size;
        std::cout << "swatomic-stress: " << rt.device().getInfo<CL_DEVICE_NAME>().c_str() << ", " << launches << " launches of " << groups << " groups of "
                  << local_size << ", " << active_percent << "% callers, " << n << " calls at most, seed " << seed
                  << (defines.empty() ? "" : ", " + defines) << std::endl;
        std::mt19937 rng(seed);
        const auto t0 = std::chrono::steady_clock::now();
        for (std::size_t l = 0; l < launches; ++l) {
            const bool use_min = l % 2 == 1;
            const std::string why =
                launch_and_check(rt, program, kernel, coordinator, groups, local_size, coordinators, active_percent, use_min, rng);
            if (!why.empty()) {
                std::cout << "launch " << l << " (" << (use_min ? "min" : "add") << "): WRONG: " << why << std::endl;
                return 1;
            }
            if ((l + 1) % every == 0 || l + 1 == launches)
                std::cout << "launch " << l + 1 << "/" << launches << " exact, "
                          << std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() << " s" << std::endl;
        }
    } catch (const std::exception &e) {
        std::cerr << "swatomic-stress: " << e.what() << std::endl;
        return 2;
    }
    return 0;
}
