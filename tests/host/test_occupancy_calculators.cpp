// The occupancy calculators' arithmetic and the traits derived from recorded device descriptions
// (src/occupancy.cpp, src/device.cpp): no device needed.
#include <catch2/catch.hpp>

#include "program_text.hpp"
#include "swatomic/device.hpp"
#include "swatomic/occupancy.hpp"
#include "swatomic/runtime.hpp"

#if defined(__linux__) && defined(__x86_64__)
#define SWATOMIC_TEST_LINUX_X86_64 1
#else
#define SWATOMIC_TEST_LINUX_X86_64 0
#endif

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
    SECTION("registers per sub-partition: 40 per work-item, 64-wide groups -> 16384 / 1280 = 12 warps in "
            "each of 4 -> 24 groups (not 65536 / 2560 = 25)")
    {
        const auto r = swatomic::nvidia_occupancy(9, 0, 132, KernelResources{64, 0, 40});
        CHECK(r.groups_per_unit == 24);
        CHECK(r.limiter == "registers");
        // GP100 (6.0) splits its file in two: 32768 / 1280 = 25 warps in each -> 25 groups.
        CHECK(swatomic::nvidia_occupancy(6, 0, 56, KernelResources{64, 0, 40}).groups_per_unit == 25);
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
    // One-wave groups use no barrier resource (LLVM getMaxWorkGroupsPerCU): 4 x 10 waves.
    CHECK(swatomic::amd_occupancy(gcn, KernelResources{64, 0, 0}).groups_per_unit == 40);
    CHECK(swatomic::amd_occupancy(gcn, KernelResources{128, 0, 0}).groups_per_unit == 16);
    CHECK(swatomic::amd_occupancy(gcn, KernelResources{128, 0, 0}).limiter == "work-groups per CU");
    CHECK(swatomic::amd_occupancy(gcn, KernelResources{256, 0, 0}).groups_per_unit == 10);
    const auto lds = swatomic::amd_occupancy(gcn, KernelResources{64, 20000, 0});
    CHECK(lds.groups_per_unit == 3);
    CHECK(lds.limiter == "LDS per CU");
    CHECK(lds.max_groups == 3 * 64);
}

namespace {

// Recorded device descriptions, as query_traits reads them from the queries (before
// derive_traits). Names as ROCm reports CL_DEVICE_NAME; wavefront width
// CL_DEVICE_WAVEFRONT_WIDTH_AMD; SIMDs and LDS per CU from cl_amd_device_attribute_query.
swatomic::DeviceTraits amd_device(const char *name, std::size_t cus, std::size_t wave, std::size_t lds_per_cu,
                                  cl_device_type type = CL_DEVICE_TYPE_GPU)
{
    swatomic::DeviceTraits t;
    t.family = swatomic::DeviceFamily::Amd;
    t.type = type;
    t.name = name;
    t.platform_name = "AMD Accelerated Parallel Processing";
    t.compute_units = cus;
    t.max_work_group_size = 256;
    t.local_mem_size = 65536;
    t.hardware_wave_width = wave;
    t.amd_simd_per_cu = 4;
    t.amd_local_mem_per_cu = lds_per_cu;
    t.opencl_c_versions = {20};  // "OpenCL C 2.0 "
    return swatomic::derive_traits(t);
}

}  // namespace

TEST_CASE("AMD waves per SIMD by gfx family (LLVM getMaxWavesPerEU)", "[occupancy][amd]")
{
    CHECK(swatomic::amd_max_waves_per_simd("gfx803") == 10);   // GCN3 (Fiji, Polaris)
    CHECK(swatomic::amd_max_waves_per_simd("gfx900") == 10);   // GCN5 (Vega)
    CHECK(swatomic::amd_max_waves_per_simd("gfx906") == 10);   // Vega 20, MI50
    CHECK(swatomic::amd_max_waves_per_simd("gfx908") == 10);   // CDNA1, MI100
    CHECK(swatomic::amd_max_waves_per_simd("gfx90a") == 8);    // CDNA2, MI200
    CHECK(swatomic::amd_max_waves_per_simd("gfx942") == 8);    // CDNA3, MI300
    CHECK(swatomic::amd_max_waves_per_simd("gfx1010") == 20);  // RDNA1
    CHECK(swatomic::amd_max_waves_per_simd("gfx1030") == 16);  // RDNA2
    CHECK(swatomic::amd_max_waves_per_simd("gfx1100") == 16);  // RDNA3
    CHECK(swatomic::amd_max_waves_per_simd("") == 10);
    CHECK(swatomic::amd_max_groups_per_cu("gfx90a") == 16);
    CHECK(swatomic::amd_max_groups_per_cu("gfx1030") == 32);
}

TEST_CASE("recorded AMD devices: slot width, defines, OpenCL C 2.0 and occupancy", "[occupancy][amd]")
{
    SECTION("MI250X GCD (gfx90a, CDNA2): wave64, 8 waves per SIMD")
    {
        const auto t = amd_device("gfx90a:sramecc+:xnack-", 110, 64, 65536);
        CHECK(t.amd_gfx_target == "gfx90a");
        CHECK(t.slot_width == 64);
        const std::string defines = swatomic::build_defines_for(t);
        CHECK(defines.find("#define SWATOMIC_WAVE_WIDTH 64\n") != std::string::npos);
        CHECK(defines.find("#define SWATOMIC_AMDGCN 1\n") != std::string::npos);
        CHECK(defines.find("SWATOMIC_NV_PTX") == std::string::npos);
        CHECK(swatomic::build_flags_for(t).find("-cl-std=CL2.0") != std::string::npos);
        CHECK(swatomic::build_flags_for(t, "-cl-std=CL1.2").find("-cl-std=CL2.0") == std::string::npos);
        const auto four_waves = swatomic::device_occupancy(t, KernelResources{256, 4096, 0});
        CHECK(four_waves.groups_per_unit == 8);  // 4 SIMDs x 8 waves / 4 waves per group
        CHECK(four_waves.limiter == "wavefronts per CU");
        CHECK(four_waves.max_groups == 8 * 110);
        CHECK(swatomic::device_occupancy(t, KernelResources{64, 0, 0}).groups_per_unit == 32);
        const auto lds = swatomic::device_occupancy(t, KernelResources{128, 24 * 1024, 0});
        CHECK(lds.groups_per_unit == 2);
        CHECK(lds.limiter == "LDS per CU");
    }
    SECTION("Radeon VII / MI50 (gfx906, GCN5): wave64, 10 waves per SIMD")
    {
        const auto t = amd_device("gfx906:sramecc-:xnack-", 60, 64, 65536);
        CHECK(t.slot_width == 64);
        CHECK(swatomic::device_occupancy(t, KernelResources{256, 0, 0}).groups_per_unit == 10);
        CHECK(swatomic::device_occupancy(t, KernelResources{128, 0, 0}).groups_per_unit == 16);
    }
    SECTION("RX 6800 XT (gfx1030, RDNA2): wave32 by default, 16 waves per SIMD32")
    {
        const auto t = amd_device("gfx1030", 36, 32, 65536);
        CHECK(t.slot_width == 32);
        CHECK(swatomic::build_defines_for(t).find("#define SWATOMIC_WAVE_WIDTH 32\n") != std::string::npos);
        const auto r = swatomic::device_occupancy(t, KernelResources{256, 0, 0});  // 8 waves of 32
        CHECK(r.groups_per_unit == 8);
        CHECK(r.max_groups == 8 * 36);
        CHECK(swatomic::device_occupancy(t, KernelResources{64, 0, 0}).groups_per_unit == 32);  // 2 waves: barriers
    }
    SECTION("RDNA run in wave64 (GPU_ENABLE_WAVE32_MODE=0): the slot follows the device")
    {
        const auto t = amd_device("gfx1100", 48, 64, 65536);
        CHECK(t.slot_width == 64);
        CHECK(swatomic::device_occupancy(t, KernelResources{256, 0, 0}).groups_per_unit == 16);
    }
    SECTION("devices without the amdgcn path keep slot width 1")
    {
        CHECK(amd_device("Tahiti", 32, 64, 65536).slot_width == 1);  // pre-ROCm APP SDK naming
        CHECK(amd_device("gfx900", 64, 64, 65536, CL_DEVICE_TYPE_CPU).slot_width == 1);
        CHECK(amd_device("gfx900", 64, 16, 65536).slot_width == 1);  // no backend for this width
        const auto legacy = amd_device("Tahiti", 32, 64, 65536);
        CHECK(swatomic::build_defines_for(legacy).find("SWATOMIC_AMDGCN") == std::string::npos);
    }
    SECTION("OpenCL C 2.0 only where the device has it")
    {
        swatomic::DeviceTraits pocl;
        pocl.family = swatomic::DeviceFamily::Pocl;
        pocl.opencl_c_versions = {12, 10, 11, 30};  // PoCL 3.1: OpenCL C 1.2, 3.0 (without 2.0)
        CHECK(swatomic::build_flags_for(swatomic::derive_traits(pocl)).find("-cl-std") == std::string::npos);
        swatomic::DeviceTraits nv;
        nv.family = swatomic::DeviceFamily::Nvidia;
        nv.hardware_wave_width = 32;
        nv.nv_compute_capability_major = 9;
        nv.opencl_c_versions = {12, 10, 11, 30};
        const auto nvt = swatomic::derive_traits(nv);
        CHECK(nvt.slot_width == 32);
        CHECK(swatomic::build_flags_for(nvt) == "-cl-kernel-arg-info -cl-nv-verbose");
    }
    SECTION("system calls (clock, sleep) only for PoCL's CPU devices on Linux x86-64")
    {
        swatomic::DeviceTraits cpu;
        cpu.family = swatomic::DeviceFamily::Pocl;
        cpu.type = CL_DEVICE_TYPE_CPU;
        const bool here = (SWATOMIC_TEST_LINUX_X86_64) != 0;
        CHECK(swatomic::kernels_use_linux_syscalls(cpu) == here);
        CHECK((swatomic::build_defines_for(cpu).find("#define SWATOMIC_LINUX_SYSCALLS 1\n") != std::string::npos) == here);
        swatomic::DeviceTraits pocl_gpu = cpu;  // PoCL's CUDA or remote devices: not this process's threads
        pocl_gpu.type = CL_DEVICE_TYPE_GPU;
        CHECK_FALSE(swatomic::kernels_use_linux_syscalls(pocl_gpu));
        swatomic::DeviceTraits other_cpu = cpu;
        other_cpu.family = swatomic::DeviceFamily::Other;
        CHECK_FALSE(swatomic::kernels_use_linux_syscalls(other_cpu));
        CHECK(swatomic::build_defines_for(other_cpu).find("SWATOMIC_LINUX_SYSCALLS") == std::string::npos);
    }
}

TEST_CASE("PoCL calculator: one group per thread", "[occupancy]")
{
    const auto r = swatomic::pocl_occupancy(8);
    CHECK(r.max_groups == 8);
    CHECK(r.explanation.find("POCL_MAX_PTHREAD_COUNT") != std::string::npos);
}

TEST_CASE("NVIDIA registers that never limit occupancy", "[occupancy]")
{
    CHECK(swatomic::nvidia_free_registers(9, 0) == 32);  // 65536 / 2048
    CHECK(swatomic::nvidia_free_registers(8, 6) == 40);  // 65536 / 1536 = 42, granularity 8
    CHECK(swatomic::nvidia_free_registers(7, 5) == 64);  // 65536 / 1024
    // At the free count a full SM of 64-wide groups is limited by groups or warps, not registers.
    swatomic::KernelResources k;
    k.local_size = 64;
    k.registers_per_item = swatomic::nvidia_free_registers(9, 0);
    CHECK(swatomic::nvidia_occupancy(9, 0, 132, k).limiter != "registers");
    k.registers_per_item += 8;
    CHECK(swatomic::nvidia_occupancy(9, 0, 132, k).limiter == "registers");
}

TEST_CASE("NVIDIA registers bounded by a kernel's work-group limit, when no count is reported", "[occupancy]")
{
    CHECK(swatomic::nvidia_register_bound(9, 0, 1024) == 64);
    CHECK(swatomic::nvidia_register_bound(9, 0, 512) == 128);
    CHECK(swatomic::nvidia_register_bound(9, 0, 256) == 255);
    CHECK(swatomic::nvidia_register_bound(9, 0, 0) == 255);
    // Sized by the bound, a launch never gets more groups than the kernel's real count allows.
    swatomic::KernelResources bound, real;
    bound.local_size = real.local_size = 256;
    bound.registers_per_item = swatomic::nvidia_register_bound(9, 0, 1024);
    for (std::size_t r = 8; r <= bound.registers_per_item; r += 8) {
        real.registers_per_item = r;
        CHECK(swatomic::nvidia_occupancy(9, 0, 132, bound).max_groups <= swatomic::nvidia_occupancy(9, 0, 132, real).max_groups);
    }
}
