// The C API (swatomic.h) on the test device: statuses, messages, build logs, launch, occupancy.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "support.hpp"
#include "swatomic/probe.hpp"
#include "swatomic/probe.h"
#include "swatomic/swatomic.h"

namespace {

using namespace swatomic::test;

const char *const kAddKernel = kKeyedAddSource;

// A runtime handle over the test process's own context, device and queue.
swatomic_runtime adopt_test_runtime()
{
    swatomic_runtime rt = nullptr;
    auto &r = runtime();
    REQUIRE(swatomic_runtime_create_from(r.context()(), r.device()(), r.queue()(), &rt) == SWATOMIC_SUCCESS);
    REQUIRE(rt != nullptr);
    return rt;
}

swatomic_program build_add(swatomic_runtime rt)
{
    swatomic_program program = nullptr;
    swatomic_build_options options;
    swatomic_build_options_init(&options);
    options.source_name = "keyed_add.cl";
    const int status = swatomic_program_build(rt, kAddKernel, &options, &program, nullptr, 0, nullptr);
    INFO(swatomic_last_error());
    REQUIRE(status == SWATOMIC_SUCCESS);
    return program;
}

}  // namespace

TEST_CASE("C API: status names and per-thread messages", "[c_api]")
{
    CHECK(std::string(swatomic_status_name(SWATOMIC_SUCCESS)) == "Success");
    CHECK(std::string(swatomic_status_name(SWATOMIC_ERROR_BUILD_FAILED)) == "BuildFailed");
    CHECK(std::string(swatomic_status_name(CL_OUT_OF_RESOURCES)) == "OpenCLError");
    CHECK(std::string(swatomic_status_name(SWATOMIC_ERROR_SPIN_BUDGET_EXCEEDED)) == "SpinBudgetExceeded");
    CHECK(std::string(swatomic_version()) == SWATOMIC_VERSION_STRING);

    // Bad input on NULL handles and outputs: typed status, never a crash or an exception.
    CHECK(swatomic_runtime_create("pocl", nullptr) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(std::string(swatomic_last_error()).find("out is NULL") != std::string::npos);
    cl_kernel kernel = reinterpret_cast<cl_kernel>(1);
    CHECK(swatomic_kernel_create(nullptr, "k", &kernel) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(kernel == nullptr);
    CHECK(swatomic_launch(nullptr, nullptr, nullptr, 1, 1, nullptr, nullptr) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    swatomic_runtime_release(nullptr);
    swatomic_program_release(nullptr);
    swatomic_coordinator_release(nullptr);

    swatomic_runtime rt = reinterpret_cast<swatomic_runtime>(1);
    CHECK(swatomic_runtime_create("no such device anywhere", &rt) == SWATOMIC_ERROR_DEVICE_NOT_FOUND);
    CHECK(rt == nullptr);
    CHECK(std::string(swatomic_last_error()).find("no such device anywhere") != std::string::npos);

    // Each thread sees its own last message; a success clears it.
    std::string seen_a, seen_b;
    std::thread a([&] {
        swatomic_runtime_create("device-a-missing", &rt);
        seen_a = swatomic_last_error();
    });
    std::thread b([&] {
        swatomic_kernel_create(nullptr, "k", nullptr);
        seen_b = swatomic_last_error();
    });
    a.join();
    b.join();
    CHECK(seen_a.find("device-a-missing") != std::string::npos);
    CHECK(seen_b.find("swatomic_kernel_create") != std::string::npos);
    CHECK(std::string(swatomic_last_error()).find("no such device anywhere") != std::string::npos);
    char dir[4096];
    CHECK(swatomic_kernel_include_directory(dir, sizeof dir, nullptr) == SWATOMIC_SUCCESS);
    CHECK(std::string(swatomic_last_error()).empty());
    CHECK(std::string(dir) == swatomic::kernel_include_directory());
}

TEST_CASE("C API: build failure returns the log with the user's file and line", "[c_api]")
{
    swatomic_runtime rt = adopt_test_runtime();
    const bool inject = GENERATE(true, false);
    CAPTURE(inject);
    // Without injection the user's source includes the library itself, with the runtime's -I.
    std::string source = inject ? "" : "#include \"swatomic/platform.cl\"\n#include \"swatomic/software_atom_add.cl\"\n";
    const int error_line = inject ? 3 : 5;
    source += "__kernel void broken(__global int *x, SWATOMIC_KERNEL_PARAMS)\n{\n";
    source += "    SWATOMIC_RUN(software_atom_add(x, undeclared_name));\n}\n";
    swatomic_build_options options;
    swatomic_build_options_init(&options);
    options.source_name = "broken.cl";
    options.inject_library_source = inject ? 1 : 0;

    swatomic_program program = reinterpret_cast<swatomic_program>(1);
    std::vector<char> log(1 << 16);
    std::size_t needed = 0;
    const int status = swatomic_program_build(rt, source.c_str(), &options, &program, log.data(), log.size(), &needed);
    CHECK(status == SWATOMIC_ERROR_BUILD_FAILED);
    CHECK(program == nullptr);
    const std::string text(log.data());
    INFO(text);
    CHECK(needed == text.size() + 1);
    CHECK(text.find("broken.cl:" + std::to_string(error_line)) != std::string::npos);
    CHECK(text.find("undeclared_name") != std::string::npos);
    CHECK(std::string(swatomic_last_error()).find("broken.cl") != std::string::npos);

    // A short buffer gets a truncated, terminated log and the full size.
    char small[8];
    std::memset(small, 'x', sizeof small);
    CHECK(swatomic_program_build(rt, source.c_str(), &options, &program, small, sizeof small, &needed) ==
          SWATOMIC_ERROR_BUILD_FAILED);
    CHECK(std::strlen(small) == sizeof small - 1);
    CHECK(needed == text.size() + 1);
    swatomic_runtime_release(rt);
}

TEST_CASE("C API: launch with the coordinator matches the host reference", "[c_api]")
{
    swatomic_runtime rt = adopt_test_runtime();
    swatomic_program program = build_add(rt);
    cl_kernel kernel = nullptr;
    REQUIRE(swatomic_kernel_create(program, "keyed_add", &kernel) == SWATOMIC_SUCCESS);
    cl_kernel missing = nullptr;
    CHECK(swatomic_kernel_create(program, "no_such_kernel", &missing) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    swatomic_coordinator coordinator = nullptr;
    REQUIRE(swatomic_coordinator_create(rt, &coordinator) == SWATOMIC_SUCCESS);

    const std::size_t local_size = 16;
    swatomic_occupancy_report occupancy;
    occupancy.struct_size = 0;  // a caller that does not say which struct it has is refused
    CHECK(swatomic_occupancy(coordinator, program, kernel, local_size, &occupancy) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    occupancy.struct_size = sizeof occupancy;
    REQUIRE(swatomic_occupancy(coordinator, program, kernel, local_size, &occupancy) == SWATOMIC_SUCCESS);
    REQUIRE(occupancy.max_worker_groups >= 1);
    CHECK(occupancy.max_worker_groups < occupancy.max_groups);  // the coordinator groups take the rest
    CHECK(std::strlen(occupancy.explanation) > 0);
    // The requesting groups beside a coordinator count of the caller's choice.
    std::size_t beside = 1;
    REQUIRE(swatomic_max_worker_groups(coordinator, program, kernel, local_size, nullptr, &beside) == SWATOMIC_SUCCESS);
    CHECK(beside == occupancy.max_worker_groups);
    swatomic_launch_options two;
    swatomic_launch_options_init(&two);
    two.coordinator_groups = 2;
    REQUIRE(swatomic_max_worker_groups(coordinator, program, kernel, local_size, &two, &beside) == SWATOMIC_SUCCESS);
    CHECK(beside >= 1);
    CHECK(beside + 2 <= occupancy.max_groups);
    two.coordinator_groups = 129;  // at most 128: what a launch refuses, refused
    CHECK(swatomic_max_worker_groups(coordinator, program, kernel, local_size, &two, &beside) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(beside == 0);
    CHECK(swatomic_max_worker_groups(coordinator, program, kernel, local_size, nullptr, nullptr) == SWATOMIC_ERROR_INVALID_ARGUMENT);

    const std::size_t key_count = GENERATE(1, 3, 64);  // 1: every item on one key
    const std::size_t n = 1500;
    CAPTURE(key_count, seed());
    auto gen = rng(static_cast<std::uint32_t>(key_count));
    std::vector<cl_uint> keys(n);
    std::vector<cl_int> increments(n);
    for (std::size_t i = 0; i < n; ++i) {
        keys[i] = static_cast<cl_uint>(gen() % key_count);
        increments[i] = static_cast<cl_int>(1 + gen() % 9);
    }
    std::vector<cl_int> counters(key_count);
    for (auto &c : counters) c = static_cast<cl_int>(gen() % 100);
    cl::Buffer d_counters = to_device(counters), d_keys = to_device(keys), d_inc = to_device(increments);
    cl::Buffer d_old = to_device(std::vector<cl_int>(n, -1));
    const cl_uint count = static_cast<cl_uint>(n);
    REQUIRE(clSetKernelArg(kernel, 0, sizeof(cl_mem), &d_counters()) == CL_SUCCESS);
    REQUIRE(clSetKernelArg(kernel, 1, sizeof(cl_mem), &d_keys()) == CL_SUCCESS);
    REQUIRE(clSetKernelArg(kernel, 2, sizeof(cl_mem), &d_inc()) == CL_SUCCESS);
    REQUIRE(clSetKernelArg(kernel, 3, sizeof(cl_mem), &d_old()) == CL_SUCCESS);
    REQUIRE(clSetKernelArg(kernel, 4, sizeof count, &count) == CL_SUCCESS);

    // Refused before enqueueing: zero groups.
    CHECK(swatomic_launch(coordinator, program, kernel, 0, local_size, nullptr, nullptr) ==
          SWATOMIC_ERROR_INVALID_ARGUMENT);
    // ... and a stats struct whose size is not set: refused before the launch runs, not after.
    swatomic_launch_stats unset;
    std::memset(&unset, 0, sizeof unset);
    CHECK(swatomic_launch(coordinator, program, kernel, 1, local_size, nullptr, &unset) ==
          SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(to_host<cl_int>(d_counters, key_count) == counters);
    CHECK(to_host<cl_int>(d_old, n) == std::vector<cl_int>(n, -1));
    // A query that fails fills in nothing.
    swatomic_occupancy_report failed;
    failed.struct_size = sizeof failed;
    CHECK(swatomic_occupancy(coordinator, program, kernel, ~std::size_t{0} / 4, &failed) ==
          SWATOMIC_ERROR_LAUNCH_LIMIT_EXCEEDED);
    CHECK(failed.max_groups == 0);
    CHECK(failed.max_worker_groups == 0);

    swatomic_launch_options options;
    swatomic_launch_options_init(&options);
    CHECK(options.struct_size == sizeof options);
    CHECK(options.coordinator_groups == 0);
    CHECK(options.requests_per_group == 0);
    swatomic_launch_stats stats;
    swatomic_launch_stats_init(&stats);
    // One group more than can be co-resident: the rest run as virtual groups.
    const std::size_t groups = occupancy.max_worker_groups + 1;
    const int status = swatomic_launch(coordinator, program, kernel, groups, local_size, &options, &stats);
    INFO(swatomic_last_error());
    REQUIRE(status == SWATOMIC_SUCCESS);
    CHECK(stats.worker_groups == groups);
    CHECK(stats.physical_groups == occupancy.max_worker_groups);
    CHECK(stats.requests >= 1);

    const auto final_counters = to_host<cl_int>(d_counters, key_count);
    const auto old_values = to_host<cl_int>(d_old, n);
    std::vector<std::vector<AtomicOp>> ops(key_count);
    for (std::size_t i = 0; i < n; ++i)
        ops[keys[i]].push_back({static_cast<std::uint32_t>(old_values[i]), static_cast<std::uint32_t>(increments[i])});
    for (std::size_t k = 0; k < key_count; ++k) {
        CAPTURE(k);
        CHECK(check_atomic_chain(static_cast<std::uint32_t>(counters[k]), static_cast<std::uint32_t>(final_counters[k]),
                                 ops[k]) == "");
    }

    // The software atomic leaves no hardware read-modify-write on global memory in the kernel.
    swatomic_probe_counts counts;
    counts.struct_size = sizeof counts;
    counts.global_atomics = 7;
    const int probe_status = swatomic_probe_counts_get(program, "keyed_add", &counts);
    INFO(swatomic_last_error());
    CHECK(probe_status == SWATOMIC_SUCCESS);
    CHECK(counts.global_atomics == 0);
    CHECK(counts.global_stores > 0);

    clReleaseKernel(kernel);
    swatomic_coordinator_release(coordinator);
    swatomic_program_release(program);
    swatomic_runtime_release(rt);
}

TEST_CASE("C API: probe counts of the program built for the device", "[c_api][probe]")
{
    // hw_add has one hardware global atomic, plain_copy none; local_add one atomic on local memory.
    const char *const source = R"CL(
__kernel void hw_add(__global int *counters, __global const uint *keys)
{
    atomic_add(&counters[keys[get_global_id(0)]], 1);
}
__kernel void plain_copy(__global int *out, __global const int *in)
{
    out[get_global_id(0)] = in[get_global_id(0)];
}
__kernel void local_add(__global int *out, __local int *scratch)
{
    if (get_local_id(0) == 0) scratch[0] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_inc(&scratch[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == 0) out[get_group_id(0)] = scratch[0];
}
)CL";
    swatomic_runtime rt = adopt_test_runtime();
    swatomic_program program = nullptr;
    swatomic_build_options options;
    swatomic_build_options_init(&options);
    options.source_name = "probe_kernels.cl";
    options.inject_library_source = 0;
    int status = swatomic_program_build(rt, source, &options, &program, nullptr, 0, nullptr);
    INFO(swatomic_last_error());
    REQUIRE(status == SWATOMIC_SUCCESS);

    const std::string kernel = GENERATE(as<std::string>{}, "hw_add", "plain_copy", "local_add");
    CAPTURE(kernel);
    swatomic_probe_counts counts;
    std::memset(&counts, 0xff, sizeof counts);
    counts.struct_size = sizeof counts;
    status = swatomic_probe_counts_get(program, kernel.c_str(), &counts);
    INFO(swatomic_last_error());
    REQUIRE(status == SWATOMIC_SUCCESS);
    CHECK(counts.global_atomics == (kernel == "hw_add" ? 1u : 0u));
    CHECK(counts.local_atomics == (kernel == "local_add" ? 1u : 0u));
    CHECK(counts.global_loads >= (kernel == "local_add" ? 0u : 1u));
    CHECK(counts.global_stores >= (kernel == "hw_add" ? 0u : 1u));
    CHECK(counts.narrow_stores == 0);
    CHECK(counts.narrow_stores <= counts.global_stores);
    CHECK(counts.family <= SWATOMIC_PROBE_FAMILY_LLVM_IR);
    if (counts.family != SWATOMIC_PROBE_FAMILY_R600) {
        CHECK(counts.fast_path == 0);
        CHECK(counts.complete_path == 0);
    }

    // The C++ entry point, on the same source built through the C++ API, gives the same numbers.
    swatomic::BuildOptions cpp_options;
    cpp_options.source_name = "probe_kernels.cl";
    cpp_options.inject_library_source = false;
    const auto cpp = swatomic::probe_counts(runtime().build_program(source, cpp_options), kernel);
    CHECK(cpp.global_loads == counts.global_loads);
    CHECK(cpp.global_stores == counts.global_stores);
    CHECK(cpp.global_atomics == counts.global_atomics);
    CHECK(cpp.local_atomics == counts.local_atomics);
    CHECK(cpp.fences == counts.fences);
    CHECK_FALSE(cpp.binary_format.empty());

    swatomic_program_release(program);
    swatomic_runtime_release(rt);
}

TEST_CASE("C API: probe counts reject bad input with a typed status", "[c_api][probe]")
{
    swatomic_runtime rt = adopt_test_runtime();
    swatomic_program program = build_add(rt);
    swatomic_probe_counts counts;

    counts.struct_size = 0;
    CHECK(swatomic_probe_counts_get(program, "keyed_add", &counts) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    std::memset(&counts, 0xff, sizeof counts);
    counts.struct_size = sizeof counts;
    CHECK(swatomic_probe_counts_get(program, "no_such_kernel", &counts) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(std::string(swatomic_last_error()).find("no_such_kernel") != std::string::npos);
    CHECK(std::string(swatomic_last_error()).find("keyed_add") != std::string::npos);  // names what exists
    CHECK(counts.global_atomics == 0);
    CHECK(counts.global_loads == 0);
    CHECK(counts.family == 0);

    CHECK(swatomic_probe_counts_get(program, "", &counts) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_probe_counts_get(program, nullptr, &counts) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_probe_counts_get(nullptr, "keyed_add", &counts) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_probe_counts_get(program, "keyed_add", nullptr) == SWATOMIC_ERROR_INVALID_ARGUMENT);

    CHECK_THROWS_AS(swatomic::probe_counts(swatomic::Program{}, "keyed_add"), swatomic::InvalidArgument);

    swatomic_program_release(program);
    swatomic_runtime_release(rt);
}

TEST_CASE("C API: a program the caller built is adopted and asynchronous launches are checked later", "[c_api][async]")
{
    swatomic_runtime rt = adopt_test_runtime();
    cl_context context = swatomic_runtime_context(rt);
    cl_device_id device = swatomic_runtime_device(rt);
    cl_command_queue queue = swatomic_runtime_queue(rt);
    clRetainCommandQueue(queue);  // used after the runtime is released below

    // Built with plain OpenCL calls: the source includes the library, the options come from the runtime.
    std::size_t needed = 0;
    REQUIRE(swatomic_runtime_build_flags(rt, nullptr, 0, &needed) == SWATOMIC_SUCCESS);
    std::vector<char> flags(needed);
    REQUIRE(swatomic_runtime_build_flags(rt, flags.data(), flags.size(), nullptr) == SWATOMIC_SUCCESS);
    const std::string source = std::string("#include \"swatomic/software_atom_add.cl\"\n") + kAddKernel;
    auto build = [&](const char *options) {
        const char *text = source.c_str();
        cl_int error = CL_SUCCESS;
        cl_program p = clCreateProgramWithSource(context, 1, &text, nullptr, &error);
        REQUIRE(error == CL_SUCCESS);
        REQUIRE(clBuildProgram(p, 1, &device, options, nullptr, nullptr) == CL_SUCCESS);
        return p;
    };
    cl_program mine = build(flags.data());
    const std::string include_only = "-I " + swatomic::kernel_include_directory();
    cl_program no_defines = build(include_only.c_str());

    swatomic_program refused = reinterpret_cast<swatomic_program>(1);
    CHECK(swatomic_program_adopt(rt, no_defines, &refused) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(refused == nullptr);
    CHECK(std::string(swatomic_last_error()).find("SWATOMIC_WAVE_WIDTH") != std::string::npos);
    CHECK(swatomic_program_adopt(rt, nullptr, &refused) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    swatomic_program program = nullptr;
    REQUIRE(swatomic_program_adopt(rt, mine, &program) == SWATOMIC_SUCCESS);
    clReleaseProgram(mine);  // the handle holds its own reference
    clReleaseProgram(no_defines);
    cl_kernel kernel = nullptr;
    REQUIRE(swatomic_kernel_create(program, "keyed_add", &kernel) == SWATOMIC_SUCCESS);
    swatomic_coordinator coordinator = nullptr;
    REQUIRE(swatomic_coordinator_create(rt, &coordinator) == SWATOMIC_SUCCESS);
    swatomic_runtime_release(rt);  // the coordinator and program keep what they need

    // Two launches on the same counters, queued back to back, checked in reverse order.
    const std::size_t key_count = 3, n = 600;
    CAPTURE(seed());
    auto gen = rng(81);
    std::vector<cl_int> counters{7, 8, 9};
    struct Inputs {
        std::vector<cl_uint> keys;
        std::vector<cl_int> increments;
        cl::Buffer d_keys, d_inc, d_old;
    };
    Inputs in[2];
    cl::Buffer d_counters = to_device(counters);
    for (auto &i : in) {
        for (std::size_t k = 0; k < n; ++k) {
            i.keys.push_back(static_cast<cl_uint>(gen() % key_count));
            i.increments.push_back(static_cast<cl_int>(1 + gen() % 9));
        }
        i.d_keys = to_device(i.keys);
        i.d_inc = to_device(i.increments);
        i.d_old = to_device(std::vector<cl_int>(n, -1));
    }
    swatomic_pending_launch pending[2] = {nullptr, nullptr};
    for (int l = 0; l < 2; ++l) {
        const cl_uint count = static_cast<cl_uint>(n);
        REQUIRE(clSetKernelArg(kernel, 0, sizeof(cl_mem), &d_counters()) == CL_SUCCESS);
        REQUIRE(clSetKernelArg(kernel, 1, sizeof(cl_mem), &in[l].d_keys()) == CL_SUCCESS);
        REQUIRE(clSetKernelArg(kernel, 2, sizeof(cl_mem), &in[l].d_inc()) == CL_SUCCESS);
        REQUIRE(clSetKernelArg(kernel, 3, sizeof(cl_mem), &in[l].d_old()) == CL_SUCCESS);
        REQUIRE(clSetKernelArg(kernel, 4, sizeof count, &count) == CL_SUCCESS);
        const int status = swatomic_launch_async(coordinator, program, kernel, 2, 8, nullptr, &pending[l]);
        INFO(swatomic_last_error());
        REQUIRE(status == SWATOMIC_SUCCESS);
        CHECK(swatomic_launch_event(pending[l]) != nullptr);
    }
    swatomic_launch_stats stats[2];
    swatomic_launch_stats_init(&stats[0]);
    swatomic_launch_stats_init(&stats[1]);
    CHECK(swatomic_launch_check(pending[1], &stats[1]) == SWATOMIC_SUCCESS);
    CHECK(swatomic_launch_check(pending[0], &stats[0]) == SWATOMIC_SUCCESS);
    CHECK(stats[0].worker_groups == 2);
    CHECK(stats[1].requests >= 1);
    swatomic_launch_release(pending[0]);
    swatomic_launch_release(pending[1]);

    const auto final_counters = to_host<cl_int>(d_counters, key_count);
    std::vector<std::vector<swatomic::ValueTransition>> ops(key_count);
    std::vector<cl_int> expected = counters;
    for (auto &i : in) {
        const auto old = to_host<cl_int>(i.d_old, n);
        for (std::size_t k = 0; k < n; ++k) {
            expected[i.keys[k]] += i.increments[k];
            ops[i.keys[k]].push_back({static_cast<std::uint32_t>(old[k]),
                                      static_cast<std::uint32_t>(old[k] + i.increments[k])});
        }
    }
    CHECK(final_counters == expected);
    for (std::size_t k = 0; k < key_count; ++k)
        CHECK(swatomic::check_serial_order(static_cast<std::uint32_t>(counters[k]),
                                           static_cast<std::uint32_t>(final_counters[k]), ops[k]) == "");

    // A faulty launch: enqueued fine, its status comes from the check; released unchecked: no hang.
    swatomic_runtime rt2 = adopt_test_runtime();
    swatomic_program faulty = nullptr;
    REQUIRE(swatomic_program_build(rt2, R"CL(
__kernel void null_add(__global int *out, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(__global int *nowhere = 0; if (swatomic_global_id() == 1) out[0] = software_atom_add(nowhere, 1););
}
)CL", nullptr, &faulty, nullptr, 0, nullptr) == SWATOMIC_SUCCESS);
    cl_kernel null_kernel = nullptr;
    REQUIRE(swatomic_kernel_create(faulty, "null_add", &null_kernel) == SWATOMIC_SUCCESS);
    REQUIRE(clSetKernelArg(null_kernel, 0, sizeof(cl_mem), &d_counters()) == CL_SUCCESS);
    swatomic_pending_launch bad = nullptr;
    REQUIRE(swatomic_launch_async(coordinator, faulty, null_kernel, 1, 8, nullptr, &bad) == SWATOMIC_SUCCESS);
    CHECK(swatomic_launch_check(bad, nullptr) == SWATOMIC_ERROR_NULL_ADDRESS);
    CHECK(swatomic_launch_check(bad, nullptr) == SWATOMIC_ERROR_NULL_ADDRESS);
    swatomic_launch_release(bad);
    REQUIRE(swatomic_launch_async(coordinator, faulty, null_kernel, 1, 8, nullptr, &bad) == SWATOMIC_SUCCESS);
    swatomic_launch_release(bad);  // unchecked
    CHECK(swatomic_launch_check(nullptr, nullptr) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_launch_async(coordinator, program, kernel, 0, 8, nullptr, &bad) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(bad == nullptr);
    swatomic_launch_release(nullptr);

    clReleaseKernel(null_kernel);
    clReleaseKernel(kernel);
    swatomic_program_release(faulty);
    swatomic_coordinator_release(coordinator);
    swatomic_program_release(program);
    swatomic_runtime_release(rt2);
    clReleaseCommandQueue(queue);
}
