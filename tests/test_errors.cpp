// Bad input gets a typed error before anything runs, and user buffers stay untouched; kernels that
// cannot make progress end with CoordinatorTimeout, never a hang.
#include <catch2/catch.hpp>

#include "support.hpp"

namespace {

struct Fixture {
    swatomic::Runtime &rt = swatomic::test::runtime();
    swatomic::Coordinator coordinator{rt};
    swatomic::IndexedAdd add{rt};
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

struct Inputs {
    std::vector<cl_int> start{11, 22, 33};
    cl::Buffer variables = swatomic::test::to_device(start);
    cl::Buffer targets = swatomic::test::to_device(std::vector<cl_uint>{0, 1, 2, 0});
    cl::Buffer increments = swatomic::test::to_device(std::vector<cl_int>{1, 2, 3, 4});
    cl::Buffer olds = swatomic::test::to_device(std::vector<cl_int>{-1, -1, -1, -1});

    swatomic::IndexedAddArgs args()
    {
        swatomic::IndexedAddArgs a;
        a.variables = variables;
        a.variable_count = 3;
        a.targets = targets;
        a.increments = increments;
        a.old_values = olds;
        a.count = 4;
        return a;
    }
    // After one run: 16, 24, 36, and the four old values in one serial order per variable.
    void require_served()
    {
        CHECK(swatomic::test::to_host<cl_int>(variables, 3) == std::vector<cl_int>{16, 24, 36});
        const auto old = swatomic::test::to_host<cl_int>(olds, 4);
        const cl_uint target[4] = {0, 1, 2, 0};
        const cl_int increment[4] = {1, 2, 3, 4}, final_value[3] = {16, 24, 36};
        for (cl_uint v = 0; v < 3; ++v) {
            std::vector<swatomic::AtomicOp> ops;
            for (int i = 0; i < 4; ++i)
                if (target[i] == v) ops.push_back({static_cast<std::uint32_t>(old[i]), static_cast<std::uint32_t>(increment[i])});
            CAPTURE(v, old);
            CHECK(swatomic::check_atomic_chain(static_cast<std::uint32_t>(start[v]), static_cast<std::uint32_t>(final_value[v]), ops) == "");
        }
    }
    void require_untouched()
    {
        CHECK(swatomic::test::to_host<cl_int>(variables, 3) == start);
        CHECK(swatomic::test::to_host<cl_int>(olds, 4) == std::vector<cl_int>{-1, -1, -1, -1});
    }
};

}  // namespace

TEST_CASE("null and short buffers are refused before enqueue", "[errors]")
{
    auto &f = fixture();
    Inputs in;
    SECTION("null variables")
    {
        auto a = in.args();
        a.variables = cl::Buffer();
        CHECK_THROWS_AS(f.add.run(f.coordinator, a), swatomic::InvalidArgument);
    }
    SECTION("short targets")
    {
        auto a = in.args();
        a.count = 5;
        CHECK_THROWS_WITH(f.add.run(f.coordinator, a), Catch::Contains("targets buffer holds 16 bytes"));
    }
    SECTION("short variables")
    {
        auto a = in.args();
        a.variable_count = 4;
        CHECK_THROWS_AS(f.add.run(f.coordinator, a), swatomic::InvalidArgument);
    }
    SECTION("target out of range")
    {
        auto a = in.args();
        a.variable_count = 2;  // targets[2] = 2 is then out of range
        CHECK_THROWS_WITH(f.add.run(f.coordinator, a), Catch::Contains("targets[2] = 2"));
    }
    SECTION("a variable count whose size overflows (it would pass a short buffer and its targets)")
    {
        auto a = in.args();
        a.variable_count = (std::size_t{1} << 62) + 4;  // x 4 bytes wraps to 16
        CHECK_THROWS_WITH(f.add.run(f.coordinator, a), Catch::Contains("more than memory can hold"));
    }
    SECTION("a buffer of another context")
    {
        cl_int error = CL_SUCCESS;
        cl::Context other(f.rt.device(), nullptr, nullptr, nullptr, &error);
        REQUIRE(error == CL_SUCCESS);
        cl::Buffer foreign(other, CL_MEM_READ_WRITE, 64, nullptr, &error);
        REQUIRE(error == CL_SUCCESS);
        auto a = in.args();
        a.variables = foreign;
        CHECK_THROWS_WITH(f.add.run(f.coordinator, a), Catch::Contains("another OpenCL context"));
        a = in.args();
        a.old_values = foreign;
        CHECK_THROWS_AS(f.add.run(f.coordinator, a), swatomic::InvalidArgument);
    }
    in.require_untouched();
}

TEST_CASE("kernels of another program or context, and queries, are refused like launches", "[errors]")
{
    auto &f = fixture();
    Inputs in;
    const swatomic::Program other = f.rt.build_program("__kernel void other(SWATOMIC_KERNEL_PARAMS) { }");
    cl::Kernel foreign_kernel = other.kernel("other");
    SECTION("a kernel launched with another program")
    {
        CHECK_THROWS_WITH(f.coordinator.launch(f.add.program(), foreign_kernel, 1, 8),
                          Catch::Contains("not a kernel of the program"));
        CHECK_THROWS_AS(f.coordinator.max_worker_groups(f.add.program(), foreign_kernel, 8), swatomic::InvalidArgument);
    }
    SECTION("an empty kernel in the queries")
    {
        cl::Kernel empty;
        CHECK_THROWS_AS(f.coordinator.occupancy(f.add.program(), empty, 8), swatomic::InvalidArgument);
        CHECK_THROWS_AS(f.coordinator.max_worker_groups(f.add.program(), empty, 8), swatomic::InvalidArgument);
        CHECK_THROWS_AS(f.coordinator.scratch_bytes(f.add.program(), empty, 8), swatomic::InvalidArgument);
    }
    SECTION("a work-group size beyond the kernel's limit in the queries")
    {
        const std::size_t too_large = f.rt.traits().max_work_group_size + 1;
        CHECK_THROWS_AS(f.coordinator.occupancy(f.add.program(), f.add.kernel(), too_large), swatomic::LaunchLimitExceeded);
        CHECK_THROWS_AS(f.coordinator.max_worker_groups(f.add.program(), f.add.kernel(), too_large),
                        swatomic::LaunchLimitExceeded);
    }
    SECTION("a kernel of another context")
    {
        cl_int error = CL_SUCCESS;
        cl::Context context(f.rt.device(), nullptr, nullptr, nullptr, &error);
        REQUIRE(error == CL_SUCCESS);
        cl::CommandQueue queue(context, f.rt.device(), 0, &error);
        REQUIRE(error == CL_SUCCESS);
        swatomic::Runtime elsewhere(context, f.rt.device(), queue);
        const swatomic::Program program = elsewhere.build_program("__kernel void k(SWATOMIC_KERNEL_PARAMS) { }");
        cl::Kernel kernel = program.kernel("k");
        CHECK_THROWS_WITH(f.coordinator.launch(program, kernel, 1, 8), Catch::Contains("another OpenCL context"));
    }
    in.require_untouched();
}

TEST_CASE("a runtime from parts that do not belong together is refused", "[errors]")
{
    auto &rt = fixture().rt;
    cl_int error = CL_SUCCESS;
    cl::Context other(rt.device(), nullptr, nullptr, nullptr, &error);
    REQUIRE(error == CL_SUCCESS);
    CHECK_THROWS_WITH(swatomic::Runtime(other, rt.device(), rt.queue()), Catch::Contains("command queue of the given context"));
}

TEST_CASE("the residency check refuses sizes the device cannot launch", "[errors][occupancy]")
{
    auto &rt = fixture().rt;
    CHECK_THROWS_AS(swatomic::groups_are_co_resident(rt, 1, 8, rt.traits().local_mem_size + 1, 100),
                    swatomic::LaunchLimitExceeded);
    CHECK_THROWS_AS(swatomic::groups_are_co_resident(rt, 1, rt.traits().max_work_group_size + 1, 0, 100),
                    swatomic::LaunchLimitExceeded);
    CHECK_THROWS_AS(swatomic::groups_are_co_resident(rt, std::size_t{1} << 40, 64, 0, 100), swatomic::LaunchLimitExceeded);
}

TEST_CASE("launch limits: work-group size, group count, arguments", "[errors][occupancy]")
{
    auto &f = fixture();
    Inputs in;
    SECTION("work-group size beyond the device")
    {
        swatomic::IndexedAddLaunch launch;
        launch.local_size = f.rt.traits().max_work_group_size + 1;
        launch.worker_groups = 1;
        CHECK_THROWS_AS(f.add.run(f.coordinator, in.args(), launch), swatomic::LaunchLimitExceeded);
    }
    SECTION("more groups than can be co-resident run as virtual groups, with the same results; few get few coordinators")
    {
        const std::size_t limit = f.coordinator.occupancy(f.add.program(), f.add.kernel(), 64).max_groups;
        swatomic::IndexedAddLaunch launch;
        launch.local_size = 64;
        for (std::size_t groups : {std::size_t{1}, std::size_t{2}, limit - 1, limit, 3 * limit + 1}) {
            CAPTURE(groups);
            Inputs fresh;
            launch.worker_groups = groups;
            const swatomic::LaunchStats stats = f.add.run(f.coordinator, fresh.args(), launch);
            CHECK(stats.worker_groups == groups);
            if (groups < limit / 2) CHECK(stats.coordinator_groups <= groups);  // one per requesting group at most
            CHECK(stats.physical_groups == std::min(groups, limit - stats.coordinator_groups));
            CHECK(stats.physical_groups == std::min(groups, f.coordinator.max_worker_groups(f.add.program(), f.add.kernel(), 64)));
            fresh.require_served();
        }
        return;  // this section ran the kernel on purpose
    }
    SECTION("zero groups")
    {
        swatomic::IndexedAddLaunch launch;
        launch.local_size = 8;
        launch.worker_groups = 0;
        cl::Kernel &k = f.add.kernel();
        CHECK_THROWS_AS(f.coordinator.launch(f.add.program(), k, 0, 8), swatomic::InvalidArgument);
        CHECK_THROWS_AS(f.coordinator.launch(f.add.program(), k, 1, 0), swatomic::InvalidArgument);
    }
    in.require_untouched();
}

TEST_CASE("a kernel without SWATOMIC_KERNEL_PARAMS is refused", "[errors]")
{
    auto &f = fixture();
    const auto program = f.rt.build_program(
        "__kernel void plain(__global int *a, __global int *b, __global int *c, __global int *d, __global int *e,"
        " __global int *g, __global int *h) { a[0] = 1; }");
    cl::Kernel kernel = program.kernel("plain");
    CHECK_THROWS_WITH(f.coordinator.launch(program, kernel, 1, 8), Catch::Contains("SWATOMIC_KERNEL_PARAMS"));
    const auto tiny = f.rt.build_program("__kernel void tiny(__global int *a) { a[0] = 1; }");
    cl::Kernel tiny_kernel = tiny.kernel("tiny");
    CHECK_THROWS_AS(f.coordinator.launch(tiny, tiny_kernel, 1, 8), swatomic::InvalidArgument);
}

TEST_CASE("unknown device specs raise DeviceNotFound listing the devices", "[errors]")
{
    CHECK_THROWS_AS(swatomic::Runtime("no-such-device-anywhere"), swatomic::DeviceNotFound);
    CHECK_THROWS_WITH(swatomic::Runtime("97:3"), Catch::Contains("devices:"));
    CHECK_THROWS_AS(swatomic::Runtime("99999999999999999999999:0"), swatomic::DeviceNotFound);
}

TEST_CASE("software_atom_add on a null pointer is reported, not a hang", "[errors]")
{
    auto &f = fixture();
    const auto program = f.rt.build_program(R"CL(
__kernel void null_add(__global int *out, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        __global int *nowhere = 0;
        if (swatomic_global_id() == 5) out[0] = software_atom_add(nowhere, 1);
    );
}
)CL");
    cl::Kernel kernel = program.kernel("null_add");
    cl::Buffer out = swatomic::test::to_device(std::vector<cl_int>{0});
    kernel.setArg(0, out);
    CHECK_THROWS_AS(f.coordinator.launch(program, kernel, 1, 8), swatomic::NullAddressError);
    // The coordinator recovers: the next launch on the same state works.
    Inputs in;
    CHECK_NOTHROW(f.add.run(f.coordinator, in.args()));
    in.require_served();
}

TEST_CASE("over-subscription on purpose ends in CoordinatorTimeout, not a hang", "[errors][occupancy]")
{
    auto &f = fixture();
    const std::size_t limit = f.coordinator.occupancy(f.add.program(), f.add.kernel(), 8).max_groups;
    const std::size_t n = 8 * 8 * limit;
    cl::Buffer variables = swatomic::test::to_device(std::vector<cl_int>{0});
    swatomic::IndexedAddArgs args;
    args.variables = variables;
    args.variable_count = 1;
    args.targets = swatomic::test::to_device(std::vector<cl_uint>(n, 0));
    args.increments = swatomic::test::to_device(std::vector<cl_int>(n, 1));
    args.count = n;
    swatomic::IndexedAddLaunch launch;
    launch.local_size = 8;
    launch.worker_groups = 8 * limit;  // far beyond what can run at once
    launch.diagnostics.oversubscribe = true;
    launch.options.budget_ms = 500;  // a small budget: the failure is reported quickly
    bool timed_out = false;
    try {
        f.add.run(f.coordinator, args, launch);
    } catch (const swatomic::CoordinatorTimeout &e) {
        timed_out = true;
        INFO(e.what());
        CHECK(e.status() == swatomic::Status::CoordinatorTimeout);
        CHECK_FALSE(e.unfinished_slots().empty());
        CHECK_THAT(e.what(), Catch::Contains("unfinished: slot"));
    }
    // A device whose scheduler happens to cope (groups finish and make room) may complete;
    // then the values must be right. What it must never do is hang (ctest TIMEOUT).
    if (!timed_out) CHECK(swatomic::test::to_host<cl_int>(variables, 1)[0] == static_cast<cl_int>(n));
    WARN("over-subscribed IndexedAdd (" << 8 * limit << " groups of 8, budget 500 ms): "
                                       << (timed_out ? "CoordinatorTimeout" : "completed"));
    // State is reset after the failure.
    Inputs in;
    CHECK_NOTHROW(f.add.run(f.coordinator, in.args()));
    in.require_served();
}
