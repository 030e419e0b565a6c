// Occupancy on the device under test: the empirical check that the computed number of groups is
// co-resident and one more is not. (The calculators' arithmetic is in tests/host, device-free.)
#include <catch2/catch.hpp>

#include "support.hpp"

using swatomic::KernelResources;

TEST_CASE("the computed limit is co-resident on this device and one more group is not", "[occupancy][device]")
{
    auto &rt = swatomic::test::runtime();
    swatomic::IndexedAdd add(rt);  // its program also holds the residency check kernel
    swatomic::Coordinator coordinator(rt);
    const std::size_t local_size = GENERATE(64, 256);
    CAPTURE(local_size);
    // Give the check kernel the footprint of the software-atomic kernel: same local memory.
    const std::size_t local_mem = coordinator.scratch_bytes(add.program(), add.kernel(), local_size);
    KernelResources resources{local_size, local_mem, add.program().registers("swatomic_residency_check")};
    const auto report = swatomic::device_occupancy(rt.traits(), resources);
    INFO(report.explanation);
    REQUIRE(report.max_groups >= 2);
    const std::uint32_t budget = (rt.traits().type & CL_DEVICE_TYPE_CPU) ? (1u << 26) : (1u << 12);
    CHECK(swatomic::groups_are_co_resident(rt, report.max_groups, local_size, local_mem, budget));
    CHECK_FALSE(swatomic::groups_are_co_resident(rt, report.max_groups + 1, local_size, local_mem, budget));
}

// A coordinator keeps a word per slot of its share, so with few coordinators the scratch can
// lower the co-resident count below what the requesters alone allow: the launch must then run
// fewer requesting groups, never more than fit beside the coordinators.
TEST_CASE("with few coordinators the requesting groups launched stay co-resident", "[occupancy][device]")
{
    auto &rt = swatomic::test::runtime();
    swatomic::IndexedAdd add(rt);
    swatomic::Coordinator coordinator(rt);
    const std::size_t local_size = GENERATE(64, 256);
    const std::uint32_t coordinators = GENERATE(1u, 2u);
    CAPTURE(local_size, coordinators);
    swatomic::LaunchOptions options;
    options.coordinator_groups = coordinators;
    const std::size_t groups = coordinator.max_worker_groups(add.program(), add.kernel(), local_size, options);
    const std::size_t local_mem = coordinator.scratch_bytes(add.program(), add.kernel(), local_size, options);
    CAPTURE(groups, local_mem);
    REQUIRE(groups >= 1);
    const std::uint32_t budget = (rt.traits().type & CL_DEVICE_TYPE_CPU) ? (1u << 26) : (1u << 12);
    CHECK(swatomic::groups_are_co_resident(rt, groups + coordinators, local_size, local_mem, budget));
}

TEST_CASE("the launch-planning queries refuse what a launch would refuse", "[occupancy][device]")
{
    auto &rt = swatomic::test::runtime();
    swatomic::IndexedAdd add(rt);
    swatomic::Coordinator coordinator(rt);
    swatomic::LaunchOptions too_many;
    too_many.coordinator_groups = 129;  // at most 128
    CHECK_THROWS_AS(coordinator.max_worker_groups(add.program(), add.kernel(), 64, too_many), swatomic::InvalidArgument);
    CHECK_THROWS_AS(coordinator.scratch_bytes(add.program(), add.kernel(), 64, too_many), swatomic::InvalidArgument);
    CHECK_THROWS_AS(coordinator.max_worker_groups(add.program(), add.kernel(), 0), swatomic::InvalidArgument);
    CHECK_THROWS_AS(coordinator.scratch_bytes(add.program(), add.kernel(), 0), swatomic::InvalidArgument);
    CHECK_THROWS_AS(coordinator.occupancy(add.program(), add.kernel(), 0), swatomic::InvalidArgument);
}
