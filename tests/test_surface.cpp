// The host API around launches: programs the user built (Runtime::adopt_program), lifetimes
// independent of the Runtime object, launches from several threads, and asynchronous launches
// (Coordinator::launch_async / PendingLaunch). Every value is checked against a host reference
// and the returned old values against the atomicity oracle.
#include <catch2/catch.hpp>

#include <atomic>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "program_text.hpp"
#include "support.hpp"

namespace {

using namespace swatomic::test;

const char *const kKeyedAdd = kKeyedAddSource;

const char *const kNullAdd = R"CL(
__kernel void null_add(__global int *out, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        __global int *nowhere = 0;
        if (swatomic_global_id() == 3) out[0] = software_atom_add(nowhere, 1);
    );
}
)CL";

template <typename T>
cl::Buffer make_buffer(const cl::Context &context, const std::vector<T> &host)
{
    cl_int error = CL_SUCCESS;
    cl::Buffer b(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, host.size() * sizeof(T), const_cast<T *>(host.data()),
                 &error);
    REQUIRE(error == CL_SUCCESS);
    return b;
}

template <typename T>
std::vector<T> read_buffer(const cl::CommandQueue &queue, const cl::Buffer &buffer, std::size_t count)
{
    std::vector<T> host(count);
    REQUIRE(queue.enqueueReadBuffer(buffer, CL_TRUE, 0, count * sizeof(T), host.data()) == CL_SUCCESS);
    return host;
}

// Random keyed adds on a few counters; launches append to `launches`, check() verifies all of
// them together: final = start + sum of increments per key, and every launch's old values fit
// one serial order per key (so launches queued back to back must chain exactly).
struct KeyedAdd {
    std::size_t keys_n;
    std::vector<cl_int> start;
    cl::Buffer counters;
    struct Launch {
        std::vector<cl_uint> keys;
        std::vector<cl_int> increments;
        cl::Buffer d_keys, d_increments, d_old;
    };
    std::vector<Launch> launches;

    KeyedAdd(const cl::Context &context, std::size_t key_count, std::uint32_t salt) : keys_n(key_count)
    {
        auto gen = rng(salt);
        for (std::size_t k = 0; k < key_count; ++k) start.push_back(static_cast<cl_int>(gen() % 1000));
        counters = make_buffer(context, start);
    }
    // Builds the inputs of one more launch of `n` items (nothing is plain-Catch here, so that
    // threads may call it).
    Launch &add_launch(const cl::Context &context, std::size_t n, std::uint32_t salt)
    {
        auto gen = rng(salt);
        Launch l;
        for (std::size_t i = 0; i < n; ++i) {
            l.keys.push_back(static_cast<cl_uint>(gen() % keys_n));
            l.increments.push_back(static_cast<cl_int>(1 + gen() % 9));
        }
        cl_int e1 = CL_SUCCESS, e2 = CL_SUCCESS, e3 = CL_SUCCESS;
        l.d_keys = cl::Buffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * sizeof(cl_uint), l.keys.data(), &e1);
        l.d_increments =
            cl::Buffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * sizeof(cl_int), l.increments.data(), &e2);
        std::vector<cl_int> minus(n, -1);
        l.d_old = cl::Buffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, n * sizeof(cl_int), minus.data(), &e3);
        if (e1 != CL_SUCCESS || e2 != CL_SUCCESS || e3 != CL_SUCCESS) throw swatomic::OpenClError(e1 | e2 | e3, "clCreateBuffer");
        launches.push_back(std::move(l));
        return launches.back();
    }
    void set_args(cl::Kernel &kernel, const Launch &l) const
    {
        const cl_uint n = static_cast<cl_uint>(l.keys.size());
        if (kernel.setArg(0, counters) != CL_SUCCESS || kernel.setArg(1, l.d_keys) != CL_SUCCESS ||
            kernel.setArg(2, l.d_increments) != CL_SUCCESS || kernel.setArg(3, l.d_old) != CL_SUCCESS ||
            kernel.setArg(4, n) != CL_SUCCESS)
            throw swatomic::OpenClError(CL_INVALID_ARG_VALUE, "clSetKernelArg");
    }
    // "" when the device's results match the host reference and the oracle, else why not.
    std::string verify(const cl::CommandQueue &queue) const
    {
        std::vector<cl_int> final(keys_n);
        if (queue.enqueueReadBuffer(counters, CL_TRUE, 0, keys_n * sizeof(cl_int), final.data()) != CL_SUCCESS)
            return "read failed";
        std::vector<std::int64_t> expected(start.begin(), start.end());
        std::vector<std::vector<swatomic::ValueTransition>> ops(keys_n);
        for (const Launch &l : launches) {
            std::vector<cl_int> old(l.keys.size());
            if (queue.enqueueReadBuffer(l.d_old, CL_TRUE, 0, old.size() * sizeof(cl_int), old.data()) != CL_SUCCESS)
                return "read failed";
            for (std::size_t i = 0; i < old.size(); ++i) {
                expected[l.keys[i]] += l.increments[i];
                const auto o = static_cast<std::uint32_t>(old[i]);
                ops[l.keys[i]].push_back({o, static_cast<std::uint32_t>(o + static_cast<std::uint32_t>(l.increments[i]))});
            }
        }
        for (std::size_t k = 0; k < keys_n; ++k) {
            if (final[k] != expected[k])
                return "key " + std::to_string(k) + ": " + std::to_string(final[k]) + ", host reference " +
                       std::to_string(expected[k]);
            const std::string why = swatomic::check_serial_order(static_cast<std::uint32_t>(start[k]),
                                                                 static_cast<std::uint32_t>(final[k]), ops[k]);
            if (!why.empty()) return "key " + std::to_string(k) + ": " + why;
        }
        return "";
    }
};

cl::Program build_by_hand(const swatomic::Runtime &rt, const std::string &source, const std::string &options)
{
    cl_int error = CL_SUCCESS;
    cl::Program program(rt.context(), source, false, &error);
    REQUIRE(error == CL_SUCCESS);
    const cl_int status = program.build(std::vector<cl::Device>{rt.device()}, options.c_str());
    std::string log;
    program.getBuildInfo(rt.device(), CL_PROGRAM_BUILD_LOG, &log);
    INFO(log);
    REQUIRE(status == CL_SUCCESS);
    return program;
}

const std::string kInclude = "#include \"swatomic/software_atom_add.cl\"\n";

}  // namespace

TEST_CASE("a program the user built with the library's defines is adopted and launches exactly", "[surface][adopt]")
{
    swatomic::Runtime &rt = runtime();
    const bool defines_in_source = GENERATE(false, true);
    CAPTURE(defines_in_source, seed());
    // Either the options carry everything (build_flags), or the source starts with the #define
    // block and the options only give the include directory.
    const cl::Program built =
        defines_in_source
            ? build_by_hand(rt, swatomic::build_defines_for(rt.traits()) + kInclude + kKeyedAdd,
                            "-cl-kernel-arg-info -I " + swatomic::kernel_include_directory())
            : build_by_hand(rt, kInclude + kKeyedAdd, rt.build_flags());
    const swatomic::Program program = rt.adopt_program(built);
    CHECK(program.program()() == built());
    CHECK(program.slot_width() == rt.traits().slot_width);
    CHECK(program.source().find("keyed_add") != std::string::npos);

    cl::Kernel kernel = program.kernel("keyed_add");
    swatomic::Coordinator coordinator(rt);
    KeyedAdd add(rt.context(), 5, 11);
    add.set_args(kernel, add.add_launch(rt.context(), 1200, 12));
    const std::size_t groups = coordinator.max_worker_groups(program, kernel, 16) + 1;  // some virtual groups
    const swatomic::LaunchStats stats = coordinator.launch(program, kernel, groups, 16);
    CHECK(stats.worker_groups == groups);
    CHECK(stats.requests >= 1);
    CHECK(add.verify(rt.queue()) == "");
}

TEST_CASE("a program built without the library's defines, or for another context, is refused", "[surface][adopt]")
{
    swatomic::Runtime &rt = runtime();
    KeyedAdd add(rt.context(), 3, 21);
    const KeyedAdd::Launch &inputs = add.add_launch(rt.context(), 64, 22);
    auto require_untouched = [&] {
        CHECK(read_buffer<cl_int>(rt.queue(), add.counters, 3) == add.start);
        CHECK(read_buffer<cl_int>(rt.queue(), inputs.d_old, 64) == std::vector<cl_int>(64, -1));
    };

    SECTION("no defines at all (the library's own default width is not enough)")
    {
        const cl::Program built = build_by_hand(rt, kInclude + kKeyedAdd, "-I " + swatomic::kernel_include_directory());
        CHECK_THROWS_AS(rt.adopt_program(built), swatomic::InvalidArgument);
        CHECK_THROWS_WITH(rt.adopt_program(built), Catch::Matchers::Contains("SWATOMIC_WAVE_WIDTH is not defined") &&
                                 Catch::Matchers::Contains("build_flags"));
    }
    SECTION("another slot width")
    {
        const std::string wrong = std::to_string(rt.traits().slot_width + 1);
        const cl::Program built = build_by_hand(rt, "__kernel void k(__global int *x) { x[0] = 1; }",
                                                "-D SWATOMIC_WAVE_WIDTH=" + wrong);
        CHECK_THROWS_AS(rt.adopt_program(built), swatomic::InvalidArgument);
        CHECK_THROWS_WITH(rt.adopt_program(built), Catch::Matchers::Contains("SWATOMIC_WAVE_WIDTH is " + wrong));
    }
    SECTION("a backend define this device does not take")
    {
        const bool nvidia = swatomic::build_defines_for(rt.traits()).find("SWATOMIC_NVIDIA") != std::string::npos;
        const std::string extra = nvidia ? "" : " -DSWATOMIC_NVIDIA";
        const std::string missing = nvidia ? " -USWATOMIC_NVIDIA -USWATOMIC_NV_PTX" : "";
        const cl::Program built = build_by_hand(rt, "__kernel void k(__global int *x) { x[0] = 1; }",
                                                rt.build_flags() + extra + missing);
        CHECK_THROWS_AS(rt.adopt_program(built), swatomic::InvalidArgument);
        CHECK_THROWS_WITH(rt.adopt_program(built), Catch::Matchers::Contains("SWATOMIC_NVIDIA"));
    }
    SECTION("the clock define where the device has it, or where it does not")
    {
        // SWATOMIC_LINUX_SYSCALLS gives the kernels their clock: without it the budgets the host
        // passes in microseconds would be counted as polls.
        // The defines in the source, that one line dropped or added (PoCL takes no -U option).
        const std::string name = "#define SWATOMIC_LINUX_SYSCALLS 1\n";
        std::string defines = swatomic::build_defines_for(rt.traits());
        const std::size_t at = defines.find(name);
        if (at != std::string::npos) defines.erase(at, name.size());
        else defines += name;
        const cl::Program built = build_by_hand(rt, defines + "__kernel void k(__global int *x) { x[0] = 1; }", "");
        CHECK_THROWS_AS(rt.adopt_program(built), swatomic::InvalidArgument);
        CHECK_THROWS_WITH(rt.adopt_program(built), Catch::Matchers::Contains("SWATOMIC_LINUX_SYSCALLS"));
    }
    SECTION("not built")
    {
        cl_int error = CL_SUCCESS;
        cl::Program unbuilt(rt.context(), std::string(kKeyedAdd), false, &error);
        REQUIRE(error == CL_SUCCESS);
        CHECK_THROWS_AS(rt.adopt_program(unbuilt), swatomic::InvalidArgument);
        CHECK_THROWS_WITH(rt.adopt_program(unbuilt), Catch::Matchers::Contains("not built"));
        CHECK_THROWS_AS(rt.adopt_program(cl::Program()), swatomic::InvalidArgument);
    }
    SECTION("another context on the same device")
    {
        cl_int error = CL_SUCCESS;
        cl::Context other(rt.device(), nullptr, nullptr, nullptr, &error);
        REQUIRE(error == CL_SUCCESS);
        cl::Program foreign(other, kInclude + kKeyedAdd, false, &error);
        REQUIRE(error == CL_SUCCESS);
        REQUIRE(foreign.build(std::vector<cl::Device>{rt.device()}, rt.build_flags().c_str()) == CL_SUCCESS);
        CHECK_THROWS_AS(rt.adopt_program(foreign), swatomic::InvalidArgument);
        CHECK_THROWS_WITH(rt.adopt_program(foreign), Catch::Matchers::Contains("another OpenCL context"));
    }
    require_untouched();
}

TEST_CASE("a Coordinator and an IndexedAdd outlive the Runtime they were made from", "[surface][lifetime]")
{
    // The Runtime lives in an optional; after reset() a new Runtime (with its own context and
    // queue) takes the same storage, so anything still pointing at the old object would now
    // launch into the wrong context and fail instead of passing by luck.
    std::optional<swatomic::Runtime> rt;
    rt.emplace();
    const cl::Context context = rt->context();
    const cl::CommandQueue queue = rt->queue();
    const swatomic::Program program = rt->build_program(kKeyedAdd);
    swatomic::Coordinator coordinator(*rt);
    swatomic::IndexedAdd indexed(*rt);
    KeyedAdd add(context, 4, 31);
    add.add_launch(context, 500, 32);
    std::vector<cl_int> variables{5, 6, 7};
    std::vector<cl_uint> targets{0, 2, 2, 1, 0, 2};
    std::vector<cl_int> increments{1, 2, 3, 4, 5, 6};
    swatomic::IndexedAddArgs args;
    args.variables = make_buffer(context, variables);
    args.variable_count = variables.size();
    args.targets = make_buffer(context, targets);
    args.increments = make_buffer(context, increments);
    args.old_values = make_buffer(context, std::vector<cl_int>(targets.size(), -1));
    args.count = targets.size();

    rt.reset();
    rt.emplace();  // a different context at the same address

    cl::Kernel kernel = program.kernel("keyed_add");
    add.set_args(kernel, add.launches[0]);
    CHECK_NOTHROW(coordinator.launch(program, kernel, 2, 16));
    CHECK(add.verify(queue) == "");
    swatomic::IndexedAddLaunch small;
    small.worker_groups = 1;
    small.local_size = 8;
    CHECK_NOTHROW(indexed.run(coordinator, args, small));
    CHECK(read_buffer<cl_int>(queue, args.variables, 3) == std::vector<cl_int>{11, 10, 18});
    std::vector<std::vector<swatomic::ValueTransition>> ops(3);
    const auto old = read_buffer<cl_int>(queue, *args.old_values, targets.size());
    for (std::size_t i = 0; i < targets.size(); ++i)
        ops[targets[i]].push_back({static_cast<std::uint64_t>(old[i]), static_cast<std::uint64_t>(old[i] + increments[i])});
    CHECK(swatomic::check_serial_order(5, 11, ops[0]) == "");
    CHECK(swatomic::check_serial_order(6, 10, ops[1]) == "");
    CHECK(swatomic::check_serial_order(7, 18, ops[2]) == "");

    // A pending launch outlives its Coordinator as well.
    std::optional<swatomic::Coordinator> scoped(std::in_place, swatomic::Coordinator(swatomic::test::runtime()));
    swatomic::Runtime &test_rt = swatomic::test::runtime();
    const swatomic::Program p2 = test_rt.build_program(kKeyedAdd);
    cl::Kernel k2 = p2.kernel("keyed_add");
    KeyedAdd add2(test_rt.context(), 2, 33);
    add2.set_args(k2, add2.add_launch(test_rt.context(), 300, 34));
    swatomic::PendingLaunch pending = scoped->launch_async(p2, k2, 2, 16);
    scoped.reset();
    CHECK(pending.check().worker_groups == 2);
    CHECK(add2.verify(test_rt.queue()) == "");
}

TEST_CASE("launches from several threads at once give exact results", "[surface][threads]")
{
    // What swatomic documents as safe, all at once: distinct Coordinators on one Runtime, one
    // Coordinator shared by two threads (each with its own kernel), one IndexedAdd shared by two
    // threads, and the runtime's ProgramCache. Launches meet on the runtime's in-order queue,
    // so groups stay small and within the co-resident limit.
    swatomic::Runtime &rt = runtime();
    swatomic::BuildOptions options;
    options.source_name = "threads_keyed_add.cl";
    std::vector<swatomic::Coordinator> coordinators{swatomic::Coordinator(rt), swatomic::Coordinator(rt)};
    swatomic::IndexedAdd shared_add(rt);
    const std::uint64_t builds_before = rt.program_cache().builds();
    swatomic::Coordinator add_coordinator(rt);

    constexpr int kKeyedThreads = 3, kAddThreads = 2, kRounds = 3;
    std::vector<std::optional<KeyedAdd>> keyed(kKeyedThreads);
    for (int t = 0; t < kKeyedThreads; ++t) keyed[t].emplace(rt.context(), 3, 40 + t);
    std::vector<std::string> failures(kKeyedThreads + kAddThreads);
    std::vector<std::vector<cl_int>> add_olds(kAddThreads);
    cl::Buffer add_variable = make_buffer(rt.context(), std::vector<cl_int>{100});
    constexpr std::size_t kAddItems = 200;

    std::vector<std::thread> threads;
    for (int t = 0; t < kKeyedThreads; ++t) {
        threads.emplace_back([&, t] {
            try {
                const swatomic::Program program = rt.program_cache().get_or_build(rt, kKeyedAdd, options);
                cl::Kernel kernel = program.kernel("keyed_add");  // this thread's own
                swatomic::Coordinator &coordinator = coordinators[t % 2];  // threads 0 and 2 share one
                for (int round = 0; round < kRounds; ++round) {
                    const auto &l = keyed[t]->add_launch(rt.context(), 300, 100 * t + round);
                    keyed[t]->set_args(kernel, l);
                    const swatomic::LaunchStats s = coordinator.launch(program, kernel, 2, 8);
                    if (s.worker_groups != 2) failures[t] = "stats: " + std::to_string(s.worker_groups) + " groups";
                }
            } catch (const std::exception &e) {
                failures[t] = e.what();
            }
        });
    }
    for (int t = 0; t < kAddThreads; ++t) {
        threads.emplace_back([&, t] {
            try {
                swatomic::IndexedAddArgs a;
                a.variables = add_variable;
                a.variable_count = 1;
                a.targets = make_buffer(rt.context(), std::vector<cl_uint>(kAddItems, 0));
                a.increments = make_buffer(rt.context(), std::vector<cl_int>(kAddItems, t + 1));
                a.old_values = make_buffer(rt.context(), std::vector<cl_int>(kAddItems, -1));
                a.count = kAddItems;
                swatomic::IndexedAddLaunch launch;
                launch.worker_groups = 2;
                launch.local_size = 8;
                shared_add.run(add_coordinator, a, launch);
                add_olds[t].resize(kAddItems);
                if (rt.queue().enqueueReadBuffer(*a.old_values, CL_TRUE, 0, kAddItems * sizeof(cl_int),
                                                 add_olds[t].data()) != CL_SUCCESS)
                    failures[kKeyedThreads + t] = "read failed";
            } catch (const std::exception &e) {
                failures[kKeyedThreads + t] = e.what();
            }
        });
    }
    for (auto &thread : threads) thread.join();

    for (std::size_t t = 0; t < failures.size(); ++t) {
        CAPTURE(t, seed());
        CHECK(failures[t] == "");
    }
    for (int t = 0; t < kKeyedThreads; ++t) {
        CAPTURE(t, seed());
        CHECK(keyed[t]->verify(rt.queue()) == "");
    }
    // Both IndexedAdd runs hit one variable: one serial order from 100 to 100 + 200 * (1 + 2).
    const cl_int final = read_buffer<cl_int>(rt.queue(), add_variable, 1)[0];
    CHECK(final == 100 + static_cast<cl_int>(kAddItems) * 3);
    std::vector<swatomic::ValueTransition> ops;
    for (int t = 0; t < kAddThreads; ++t)
        for (const cl_int old : add_olds[t])
            ops.push_back({static_cast<std::uint64_t>(old), static_cast<std::uint64_t>(old + t + 1)});
    CHECK(swatomic::check_serial_order(100, static_cast<std::uint64_t>(final), ops) == "");
    CHECK(rt.program_cache().builds() <= builds_before + 1);  // the threads shared one build
}

TEST_CASE("launches of one Coordinator from two threads reach the queue whole; last_kernel_event ran last",
          "[surface][threads][async]")
{
    // Each launch enqueues a write, its kernel and a read; two threads launching at once on one
    // Coordinator (and its copy) must not interleave them, and last_kernel_event() must be the
    // kernel that started last on the in-order queue.
    swatomic::Runtime &rt = runtime();
    const swatomic::Program program = rt.build_program(kKeyedAdd);
    swatomic::Coordinator coordinator(rt);
    const swatomic::Coordinator copy = coordinator;
    KeyedAdd adds[2] = {KeyedAdd(rt.context(), 3, 61), KeyedAdd(rt.context(), 3, 62)};
    cl::Kernel kernels[2] = {program.kernel("keyed_add"), program.kernel("keyed_add")};
    int wrong_last = 0;
    constexpr int kRounds = 40;
    for (int round = 0; round < kRounds; ++round) {
        swatomic::PendingLaunch pending[2];
        std::string failures[2];
        for (int t = 0; t < 2; ++t) adds[t].set_args(kernels[t], adds[t].add_launch(rt.context(), 16, 1000 * t + round));
        std::thread first([&] {
            try {
                pending[0] = coordinator.launch_async(program, kernels[0], 1, 8);
            } catch (const std::exception &e) {
                failures[0] = e.what();
            }
        });
        std::thread second([&] {
            try {
                pending[1] = swatomic::Coordinator(copy).launch_async(program, kernels[1], 1, 8);
            } catch (const std::exception &e) {
                failures[1] = e.what();
            }
        });
        first.join();
        second.join();
        REQUIRE(failures[0] == "");
        REQUIRE(failures[1] == "");
        pending[0].check();
        pending[1].check();
        cl_ulong started[2] = {0, 0};
        for (int t = 0; t < 2; ++t)
            REQUIRE(pending[t].kernel_event().getProfilingInfo(CL_PROFILING_COMMAND_START, &started[t]) == CL_SUCCESS);
        const cl::Event &last = started[0] > started[1] ? pending[0].kernel_event() : pending[1].kernel_event();
        if (coordinator.last_kernel_event()() != last()) ++wrong_last;
    }
    CHECK(wrong_last == 0);
    for (auto &add : adds) CHECK(add.verify(rt.queue()) == "");
}

TEST_CASE("two asynchronous launches queued back to back are both exact", "[surface][async]")
{
    swatomic::Runtime &rt = runtime();
    const swatomic::Program program = rt.build_program(kKeyedAdd);
    cl::Kernel kernel = program.kernel("keyed_add");
    swatomic::Coordinator coordinator(rt);
    KeyedAdd add(rt.context(), 4, 51);
    const std::size_t n1 = 900, n2 = 700;
    add.add_launch(rt.context(), n1, 52);
    add.add_launch(rt.context(), n2, 53);

    // The same kernel for both: its arguments are captured at enqueue, so the second launch's
    // arguments may be set while the first is in flight.
    add.set_args(kernel, add.launches[0]);
    swatomic::PendingLaunch first = coordinator.launch_async(program, kernel, 3, 8);
    add.set_args(kernel, add.launches[1]);
    swatomic::PendingLaunch second = coordinator.launch_async(program, kernel, 2, 16);
    CHECK(coordinator.last_kernel_event()() == second.kernel_event()());
    // Work queued behind both, before either is checked: a copy of the counters.
    cl_int error = CL_SUCCESS;
    cl::Buffer copy(rt.context(), CL_MEM_READ_WRITE, 4 * sizeof(cl_int), nullptr, &error);
    REQUIRE(error == CL_SUCCESS);
    REQUIRE(rt.queue().enqueueCopyBuffer(add.counters, copy, 0, 0, 4 * sizeof(cl_int)) == CL_SUCCESS);

    // Checked in the opposite order: each report is the launch's own.
    const swatomic::LaunchStats s2 = second.check();
    CHECK(first.done());
    const swatomic::LaunchStats s1 = first.check();
    CHECK(s1.worker_groups == 3);
    CHECK(s2.worker_groups == 2);
    CHECK(s1.slots == s1.physical_groups * ((8 + rt.traits().slot_width - 1) / rt.traits().slot_width));
    CHECK(s2.slots == s2.physical_groups * ((16 + rt.traits().slot_width - 1) / rt.traits().slot_width));
    CHECK(s1.requests >= 1);
    CHECK(s2.requests >= 1);
    CHECK(first.check().requests == s1.requests);  // a second check() gives the same report
    CHECK(add.verify(rt.queue()) == "");
    CHECK(read_buffer<cl_int>(rt.queue(), copy, 4) == read_buffer<cl_int>(rt.queue(), add.counters, 4));

    // The sets of buffers went back to the Coordinator: a synchronous launch after them is exact too.
    add.set_args(kernel, add.add_launch(rt.context(), 400, 54));
    CHECK_NOTHROW(coordinator.launch(program, kernel, 2, 8));
    CHECK(add.verify(rt.queue()) == "");
}

// What the two asynchronous-failure cases share: a kernel that fails (null_add, a null
// pointer) and a good keyed-add launch beside it on one Coordinator.
struct FaultyAndGood {
    swatomic::Runtime &rt;
    swatomic::Program faulty;
    cl::Kernel null_kernel;
    cl::Buffer out;
    swatomic::Program program;
    cl::Kernel kernel;
    swatomic::Coordinator coordinator;
    KeyedAdd add;

    explicit FaultyAndGood(std::uint32_t seed)
        : rt(runtime()),
          faulty(rt.build_program(kNullAdd)),
          null_kernel(faulty.kernel("null_add")),
          out(make_buffer(rt.context(), std::vector<cl_int>{0})),
          program(rt.build_program(kKeyedAdd)),
          kernel(program.kernel("keyed_add")),
          coordinator(rt),
          add(rt.context(), 3, seed)
    {
        REQUIRE(null_kernel.setArg(0, out) == CL_SUCCESS);
    }
};

TEST_CASE("an asynchronous launch of a faulty kernel raises the typed error at check()", "[surface][async][errors]")
{
    FaultyAndGood f(61);
    f.add.set_args(f.kernel, f.add.add_launch(f.rt.context(), 500, 62));

    // Bad input is still refused at once, before anything is enqueued.
    CHECK_THROWS_AS(f.coordinator.launch_async(f.program, f.kernel, 0, 8), swatomic::InvalidArgument);

    swatomic::PendingLaunch bad;
    CHECK_NOTHROW(bad = f.coordinator.launch_async(f.faulty, f.null_kernel, 1, 8));
    swatomic::PendingLaunch good = f.coordinator.launch_async(f.program, f.kernel, 2, 8);  // queued behind it
    CHECK_NOTHROW(good.check());
    CHECK(f.add.verify(f.rt.queue()) == "");
    CHECK_THROWS_AS(bad.check(), swatomic::NullAddressError);
    CHECK_THROWS_WITH(bad.check(), Catch::Matchers::Contains("null pointer"));
    CHECK_THROWS_AS(bad.check(), swatomic::NullAddressError);  // the same result again

    swatomic::PendingLaunch empty;
    CHECK_FALSE(empty.valid());
    CHECK_THROWS_AS(empty.check(), swatomic::InvalidArgument);
    swatomic::PendingLaunch moved = std::move(good);
    CHECK(moved.valid());
    CHECK_FALSE(good.valid());  // NOLINT: checking the moved-from state on purpose
}

TEST_CASE("destroying a PendingLaunch without check() neither crashes nor hangs", "[surface][async]")
{
    FaultyAndGood f(71);
    f.add.set_args(f.kernel, f.add.add_launch(f.rt.context(), 400, 72));
    { swatomic::PendingLaunch dropped = f.coordinator.launch_async(f.program, f.kernel, 2, 8); }  // ran, unchecked
    { swatomic::PendingLaunch dropped = f.coordinator.launch_async(f.faulty, f.null_kernel, 1, 8); }  // failed, unchecked
    // Its buffers went back dirty: the next launches on them are reset first and exact.
    for (std::uint32_t round = 0; round < 2; ++round) {
        f.add.set_args(f.kernel, f.add.add_launch(f.rt.context(), 300, 73 + round));
        CHECK_NOTHROW(f.coordinator.launch(f.program, f.kernel, 2, 8));
    }
    CHECK(f.add.verify(f.rt.queue()) == "");
}
