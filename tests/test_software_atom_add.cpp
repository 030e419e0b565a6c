// software_atom_add through the coordinator: final values against a host reference, and the
// atomicity oracle (each variable's returned old values chain from start to final) for every
// caller, over sizes, work-group sizes, variable counts, key layouts, divergence and group counts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <numeric>

#include "support.hpp"

using swatomic::test::AtomicOp;

namespace {

struct Workload {
    std::vector<cl_int> start;       // initial variable values
    std::vector<cl_uint> targets;    // item -> variable
    std::vector<cl_int> increments;  // item -> increment
    std::vector<cl_uchar> active;    // empty: all items call
};

struct Fixture {
    swatomic::Runtime &rt = swatomic::test::runtime();
    swatomic::Coordinator coordinator{rt};
    swatomic::IndexedAdd add{rt};
};

Fixture &fixture()
{
    static Fixture f;  // one program build for the whole binary
    return f;
}

// Runs the workload and checks values and atomicity; returns the launch statistics.
swatomic::LaunchStats run_and_check(const Workload &w, std::size_t worker_groups, std::size_t local_size)
{
    auto &f = fixture();
    const std::size_t n = w.targets.size();
    cl::Buffer variables = swatomic::test::to_device(w.start);
    cl::Buffer olds = swatomic::test::to_device(std::vector<cl_int>(std::max<std::size_t>(n, 1), 0));
    swatomic::IndexedAddArgs args;
    args.variables = variables;
    args.variable_count = w.start.size();
    args.targets = swatomic::test::to_device(w.targets);
    args.increments = swatomic::test::to_device(w.increments);
    args.old_values = olds;
    if (!w.active.empty()) args.active = swatomic::test::to_device(w.active);
    args.count = n;
    swatomic::IndexedAddLaunch launch;
    launch.worker_groups = worker_groups;
    launch.local_size = local_size;
    const auto stats = f.add.run(f.coordinator, args, launch);

    const auto final_values = swatomic::test::to_host<cl_int>(variables, w.start.size());
    const auto old_values = swatomic::test::to_host<cl_int>(olds, n);
    std::vector<std::uint32_t> expected(w.start.begin(), w.start.end());
    std::vector<std::vector<AtomicOp>> ops(w.start.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (!w.active.empty() && !w.active[i]) continue;
        expected[w.targets[i]] += static_cast<std::uint32_t>(w.increments[i]);
        ops[w.targets[i]].push_back({static_cast<std::uint32_t>(old_values[i]), static_cast<std::uint32_t>(w.increments[i])});
    }
    for (std::size_t v = 0; v < w.start.size(); ++v) {
        CAPTURE(v);
        REQUIRE(static_cast<std::uint32_t>(final_values[v]) == expected[v]);
        REQUIRE(swatomic::test::check_atomic_chain(static_cast<std::uint32_t>(w.start[v]),
                                                   static_cast<std::uint32_t>(final_values[v]), ops[v]) == "");
    }
    return stats;
}

Workload one_variable(std::size_t n, cl_int start)
{
    Workload w;
    w.start = {start};
    w.targets.assign(n, 0);
    w.increments.resize(n);
    for (std::size_t i = 0; i < n; ++i) w.increments[i] = static_cast<cl_int>(i);
    return w;
}

std::size_t limit_groups(std::size_t local_size)
{
    auto &f = fixture();
    return f.coordinator.max_worker_groups(f.add.program(), f.add.kernel(), local_size);
}

}  // namespace

TEST_CASE("one work-item", "[atom_add]")
{
    Workload w = one_variable(1, 41);
    w.increments[0] = 1;
    const auto stats = run_and_check(w, 1, 1);
    CHECK(stats.requests == 1);
    CHECK(stats.passes >= 1);
}

TEST_CASE("every work-item adds its id to one variable", "[atom_add]")
{
    const std::size_t n = GENERATE(1, 7, 93, 1000);
    const std::size_t local_size = GENERATE(1, 7, 64, 128);
    CAPTURE(n, local_size);
    const std::size_t groups = std::min(limit_groups(local_size), (n + local_size - 1) / local_size);
    run_and_check(one_variable(n, 0), groups, local_size);
}

TEST_CASE("large start values and increments that wrap around", "[atom_add]")
{
    const cl_int start = GENERATE(0x7ffffff0, -5, static_cast<cl_int>(0x80000000u));
    CAPTURE(start);
    Workload w = one_variable(300, start);
    for (std::size_t i = 0; i < w.increments.size(); ++i)
        w.increments[i] = static_cast<cl_int>(static_cast<std::uint32_t>(i + 3) << 24);  // (tid+3)<<24
    run_and_check(w, 3, 64);
}

TEST_CASE("negative and zero increments", "[atom_add]")
{
    Workload w = one_variable(200, 1000);
    for (std::size_t i = 0; i < w.increments.size(); ++i) w.increments[i] = static_cast<cl_int>(i % 5) - 2;
    run_and_check(w, 2, 32);
}

TEST_CASE("many variables, several per wavefront", "[atom_add]")
{
    const std::size_t variables = GENERATE(2, 3, 17, 1000);
    const std::string layout = GENERATE(as<std::string>{}, "round-robin", "random", "blocks-of-5", "all-distinct");
    CAPTURE(variables, layout);
    const std::size_t n = layout == "all-distinct" ? variables : 777;
    auto rng = swatomic::test::rng(static_cast<std::uint32_t>(variables));
    Workload w;
    w.start.resize(variables);
    for (auto &s : w.start) s = static_cast<cl_int>(rng() % 1000);
    w.targets.resize(n);
    w.increments.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        if (layout == "round-robin") w.targets[i] = static_cast<cl_uint>(i % variables);
        else if (layout == "random") w.targets[i] = static_cast<cl_uint>(rng() % variables);
        else if (layout == "blocks-of-5") w.targets[i] = static_cast<cl_uint>((i / 5) % variables);
        else w.targets[i] = static_cast<cl_uint>(i);
        w.increments[i] = static_cast<cl_int>(rng() % 100000) + 1;
    }
    run_and_check(w, std::min<std::size_t>(limit_groups(64), 4), 64);
}

TEST_CASE("random divergence masks: only some work-items call", "[atom_add][divergence]")
{
    const int percent = GENERATE(0, 3, 50, 97, 100);
    const std::size_t variables = GENERATE(1, 4);
    CAPTURE(percent, variables);
    auto rng = swatomic::test::rng(static_cast<std::uint32_t>(percent * 10 + variables));
    Workload w = one_variable(1000, 7);
    w.start.assign(variables, 7);
    w.active.resize(w.targets.size());
    for (std::size_t i = 0; i < w.targets.size(); ++i) {
        w.active[i] = static_cast<cl_uchar>(static_cast<int>(rng() % 100) < percent);
        w.targets[i] = static_cast<cl_uint>(rng() % variables);
        w.increments[i] = static_cast<cl_int>(i) + 1;
    }
    run_and_check(w, 3, 64);
}

TEST_CASE("group counts from 1 to the co-residency limit", "[atom_add][occupancy]")
{
    const std::size_t local_size = 64;
    const std::size_t limit = limit_groups(local_size);
    REQUIRE(limit >= 1);
    // Every count on small devices (PoCL: 7); on a GPU (thousands) powers of two, limit-1, limit.
    std::vector<std::size_t> counts;
    for (std::size_t g = 1; g <= limit; g = limit <= 16 ? g + 1 : 2 * g) counts.push_back(g);
    if (limit > 16) counts.insert(counts.end(), {limit - 1, limit});
    for (const std::size_t groups : counts) {
        CAPTURE(groups, limit);
        Workload w = one_variable(groups * local_size * 2, 0);
        const auto stats = run_and_check(w, groups, local_size);
        CHECK(stats.worker_groups == groups);
    }
}

TEST_CASE("1000 launches in a row reuse the coordinator's state", "[atom_add][reuse]")
{
    auto &f = fixture();
    const std::size_t n = 64;
    cl::Buffer variables = swatomic::test::to_device(std::vector<cl_int>{0, 0});
    cl::Buffer olds = swatomic::test::to_device(std::vector<cl_int>(n, 0));
    std::vector<cl_uint> targets(n);
    for (std::size_t i = 0; i < n; ++i) targets[i] = static_cast<cl_uint>(i % 2);
    swatomic::IndexedAddArgs args;
    args.variables = variables;
    args.variable_count = 2;
    args.targets = swatomic::test::to_device(targets);
    args.increments = swatomic::test::to_device(std::vector<cl_int>(n, 1));
    args.old_values = olds;
    args.count = n;
    swatomic::IndexedAddLaunch launch;
    launch.worker_groups = 2;
    launch.local_size = 16;
    std::size_t broken = 0;  // rounds whose old values do not continue a variable's chain
    for (int round = 0; round < 1000; ++round) {
        f.add.run(f.coordinator, args, launch);
        const auto old = swatomic::test::to_host<cl_int>(olds, n);
        for (std::size_t v = 0; v < 2; ++v) {
            std::vector<AtomicOp> ops;
            for (std::size_t i = v; i < n; i += 2) ops.push_back({static_cast<std::uint32_t>(old[i]), 1u});
            const std::string why = swatomic::test::check_atomic_chain(static_cast<std::uint32_t>(round * n / 2),
                                                                       static_cast<std::uint32_t>((round + 1) * n / 2), ops);
            if (!why.empty() && broken++ == 0) UNSCOPED_INFO("round " << round << ", variable " << v << ": " << why);
        }
    }
    CHECK(broken == 0);
    CHECK(swatomic::test::to_host<cl_int>(variables, 2) == std::vector<cl_int>{32000, 32000});
}

namespace {

// Several calls per work-item, to different addresses, in divergent branches, with early exit.
const char *const kMixedKernel = R"CL(
void mixed_calls(SWATOMIC_CTX_PARAM, __global int *a, __global uint *b, __global int *olds, uint n)
{
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) {
    if (i % 3 == 0) {
        olds[3 * i] = software_atom_add(&a[i % 5], 1);
    } else {
        olds[3 * i] = (int)software_atom_add_uint(&b[i % 2], 2u);
    }
    olds[3 * i + 1] = software_atom_add(&a[0], (int)i);
    if ((i & 4) != 0) olds[3 * i + 2] = (int)software_atom_add_uint(&b[1], i + 1);
    }
}

__kernel void mixed(__global int *a, __global uint *b, __global int *olds, uint n, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(mixed_calls(SWATOMIC_CTX, a, b, olds, n));
}
)CL";

}  // namespace

TEST_CASE("several calls per work-item, divergent branches, mixed int/uint variables", "[atom_add][divergence]")
{
    auto &f = fixture();
    const cl_uint n = GENERATE(31u, 500u);
    const std::size_t local_size = GENERATE(32, 96);
    CAPTURE(n, local_size);
    static const swatomic::Program program = f.rt.build_program(kMixedKernel, [] {
        swatomic::BuildOptions o;
        o.source_name = "mixed_calls.cl";
        return o;
    }());
    cl::Kernel kernel = program.kernel("mixed");
    cl::Buffer a = swatomic::test::to_device(std::vector<cl_int>(5, 100));
    cl::Buffer b = swatomic::test::to_device(std::vector<cl_uint>(2, 0xfffffff0u));
    cl::Buffer olds = swatomic::test::to_device(std::vector<cl_int>(3 * n, 0));
    kernel.setArg(0, a);
    kernel.setArg(1, b);
    kernel.setArg(2, olds);
    kernel.setArg(3, n);
    const std::size_t groups = std::min(limit_groups(local_size), std::size_t{3});
    f.coordinator.launch(program, kernel, groups, local_size);

    const auto ra = swatomic::test::to_host<cl_int>(a, 5);
    const auto rb = swatomic::test::to_host<cl_uint>(b, 2);
    const auto old = swatomic::test::to_host<cl_int>(olds, 3 * n);
    std::vector<std::uint32_t> ea(5, 100), eb(2, 0xfffffff0u);
    std::vector<std::vector<AtomicOp>> oa(5), ob(2);
    for (cl_uint i = 0; i < n; ++i) {
        if (i % 3 == 0) { ea[i % 5] += 1; oa[i % 5].push_back({static_cast<std::uint32_t>(old[3 * i]), 1}); }
        else { eb[i % 2] += 2; ob[i % 2].push_back({static_cast<std::uint32_t>(old[3 * i]), 2}); }
        ea[0] += i;
        oa[0].push_back({static_cast<std::uint32_t>(old[3 * i + 1]), i});
        if (i & 4) { eb[1] += i + 1; ob[1].push_back({static_cast<std::uint32_t>(old[3 * i + 2]), i + 1}); }
    }
    for (int v = 0; v < 5; ++v) {
        CHECK(static_cast<std::uint32_t>(ra[v]) == ea[v]);
        CHECK(swatomic::test::check_atomic_chain(100, static_cast<std::uint32_t>(ra[v]), oa[v]) == "");
    }
    for (int v = 0; v < 2; ++v) {
        CHECK(rb[v] == eb[v]);
        CHECK(swatomic::test::check_atomic_chain(0xfffffff0u, rb[v], ob[v]) == "");
    }
}

TEST_CASE("the atomicity oracle rejects impossible old values", "[oracle]")
{
    using swatomic::test::check_atomic_chain;
    CHECK(check_atomic_chain(0, 6, {{0, 1}, {1, 2}, {3, 3}}) == "");
    CHECK(check_atomic_chain(0, 6, {{0, 1}, {0, 2}, {3, 3}}) != "");  // two callers saw 0
    CHECK(check_atomic_chain(0, 7, {{0, 1}, {1, 2}, {3, 3}}) != "");  // final disagrees
    // wrap-around: 0xff000000 + 0x02000000 wraps to 0x01000000
    CHECK(check_atomic_chain(0xff000000u, 0x02000000u, {{0xff000000u, 0x02000000u}, {0x01000000u, 0x01000000u}}) == "");
    CHECK(check_atomic_chain(5, 5, {{5, 0}, {5, 0}}) == "");
    // Any transitions: the smallest value at fault is named, and a cycle apart from the start
    // value is balanced but not reachable.
    using swatomic::check_serial_order;
    CHECK(check_serial_order(7, 7, {}) == "");
    CHECK(check_serial_order(3, 9, {{3, 5}, {5, 3}, {3, 9}}) == "");
    CHECK(check_serial_order(3, 9, {}).find("value 3 is left -1 more times") == 0);
    CHECK(check_serial_order(0, 2, {{0, 1}, {0, 2}, {1, 2}}).find("value 0 is left 1 more times") == 0);
    CHECK(check_serial_order(0, 1, {{0, 1}, {6, 5}, {5, 6}}) == "old value 6 is not reachable from the start value 0");
}
