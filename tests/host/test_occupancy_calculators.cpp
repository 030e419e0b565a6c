// The occupancy calculators' arithmetic (src/occupancy.cpp): no device needed.
#include <catch2/catch.hpp>

#include "swatomic/occupancy.hpp"

using swatomic::KernelResources;

TEST_CASE("NVIDIA calculator follows the compute capability limits", "[occupancy]")
{
    SECTION("H100 (9.0): small groups are bound by blocks per SM")
    {
        const auto r = swatomic::nvidia_occupancy(9, 0, 132, KernelResources{64, 1024, 32});
        CHECK(r.groups_per_unit == 32);
        CHECK(r.max_groups == 32 * 132);
        CHECK(r.limiter == "work-groups per SM");
    }
    SECTION("H100: 1024-wide groups are bound by warps per SM")
    {
        const auto r = swatomic::nvidia_occupancy(9, 0, 132, KernelResources{1024, 0, 16});
        CHECK(r.groups_per_unit == 2);
        CHECK(r.limiter == "warps per SM");
    }
    SECTION("registers: 128 per work-item, 256-wide groups -> 65536 / (4096 * 8) = 2")
    {
        const auto r = swatomic::nvidia_occupancy(9, 0, 132, KernelResources{256, 0, 128});
        CHECK(r.groups_per_unit == 2);
        CHECK(r.limiter == "registers");
    }
    SECTION("local memory: 100 KB per group + 1 KB reserved -> 2 per 228 KB SM")
    {
        const auto r = swatomic::nvidia_occupancy(9, 0, 132, KernelResources{64, 100 * 1024, 32});
        CHECK(r.groups_per_unit == 2);
        CHECK(r.limiter == "local memory");
    }
    SECTION("Turing (7.5) has 1024 threads and 16 blocks per SM")
    {
        CHECK(swatomic::nvidia_occupancy(7, 5, 40, KernelResources{32, 0, 0}).groups_per_unit == 16);
        CHECK(swatomic::nvidia_occupancy(7, 5, 40, KernelResources{256, 0, 0}).groups_per_unit == 4);
    }
}

TEST_CASE("AMD calculator: wavefronts per CU and LDS", "[occupancy]")
{
    swatomic::AmdLimits gcn;  // 4 SIMDs x 10 waves, 64 KB LDS, 16 groups per CU
    gcn.compute_units = 64;
    CHECK(swatomic::amd_occupancy(gcn, KernelResources{64, 0, 0}).groups_per_unit == 16);
    CHECK(swatomic::amd_occupancy(gcn, KernelResources{256, 0, 0}).groups_per_unit == 10);
    const auto lds = swatomic::amd_occupancy(gcn, KernelResources{64, 20000, 0});
    CHECK(lds.groups_per_unit == 3);
    CHECK(lds.limiter == "LDS per CU");
    CHECK(lds.max_groups == 3 * 64);
}

TEST_CASE("PoCL calculator: one group per thread", "[occupancy]")
{
    const auto r = swatomic::pocl_occupancy(8);
    CHECK(r.max_groups == 8);
    CHECK(r.explanation.find("POCL_MAX_PTHREAD_COUNT") != std::string::npos);
}
