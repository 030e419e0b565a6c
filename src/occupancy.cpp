#include "swatomic/occupancy.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace swatomic {
namespace {

std::size_t round_up(std::size_t value, std::size_t unit) { return unit == 0 ? value : (value + unit - 1) / unit * unit; }
std::size_t ceil_div(std::size_t a, std::size_t b) { return (a + b - 1) / b; }

struct NvidiaSm {
    std::size_t threads;
    std::size_t blocks;
    std::size_t registers;
    std::size_t shared_bytes;           // largest configurable shared memory per SM
    std::size_t reserved_per_block;     // shared memory the driver reserves per block
};

// CUDA C Programming Guide, "Compute Capabilities" table.
NvidiaSm nvidia_sm(int major, int minor)
{
    const int cc = major * 10 + minor;
    if (cc >= 120) return {1536, 32, 65536, 100 * 1024, 1024};
    if (cc >= 100) return {2048, 32, 65536, 228 * 1024, 1024};
    if (cc == 90) return {2048, 32, 65536, 228 * 1024, 1024};
    if (cc == 89) return {1536, 24, 65536, 100 * 1024, 1024};
    if (cc == 87 || cc == 80) return {2048, 32, 65536, 164 * 1024, 1024};
    if (cc >= 86) return {1536, 16, 65536, 100 * 1024, 1024};
    if (cc == 75) return {1024, 16, 65536, 64 * 1024, 0};
    if (cc >= 70) return {2048, 32, 65536, 96 * 1024, 0};
    if (cc >= 60) return {2048, 32, 65536, 64 * 1024, 0};
    return {2048, 32, 65536, 48 * 1024, 0};
}

// An SM's register file is split evenly over its sub-partitions (schedulers), and each warp's
// registers come from one of them: 2 on GP100 (6.0), 4 on the others from Kepler on (CUDA's
// occupancy calculator, cuda_occupancy.h).
std::size_t nvidia_register_partitions(int major, int minor) { return major == 6 && minor == 0 ? 2 : 4; }

void pick(OccupancyReport &r, std::size_t candidate, const std::string &name)
{
    if (r.limiter.empty() || candidate < r.groups_per_unit) {
        r.groups_per_unit = candidate;
        r.limiter = name;
    }
}

}  // namespace

std::size_t nvidia_free_registers(int cc_major, int cc_minor)
{
    const NvidiaSm sm = nvidia_sm(cc_major, cc_minor);
    return std::min<std::size_t>(255, sm.registers / sm.threads / 8 * 8);
}

std::size_t nvidia_register_bound(int cc_major, int cc_minor, std::size_t kernel_work_group_size)
{
    const NvidiaSm sm = nvidia_sm(cc_major, cc_minor);
    return std::min<std::size_t>(255, sm.registers / std::max<std::size_t>(kernel_work_group_size, 1));
}

OccupancyReport nvidia_occupancy(int cc_major, int cc_minor, std::size_t sm_count, const KernelResources &k)
{
    const NvidiaSm sm = nvidia_sm(cc_major, cc_minor);
    const std::size_t warps = ceil_div(std::max<std::size_t>(k.local_size, 1), 32);
    OccupancyReport r;
    r.units = sm_count;
    pick(r, sm.blocks, "work-groups per SM");
    pick(r, sm.threads / 32 / warps, "warps per SM");
    if (k.registers_per_item > 0) {
        // Warps fit per sub-partition: the whole file divided by a warp's share would count the
        // sub-partitions' remainders as room for more warps (one group too many per SM at 40
        // registers and 64 per group).
        const std::size_t per_warp = round_up(k.registers_per_item * 32, 256);
        const std::size_t partitions = nvidia_register_partitions(cc_major, cc_minor);
        pick(r, sm.registers / partitions / per_warp * partitions / warps, "registers");
    }
    const std::size_t shared = round_up(k.local_mem_bytes + sm.reserved_per_block, 128);
    if (shared > 0) pick(r, sm.shared_bytes / shared, "local memory");
    r.max_groups = r.groups_per_unit * sm_count;
    std::ostringstream e;
    e << "NVIDIA compute capability " << cc_major << "." << cc_minor << ": " << r.groups_per_unit
      << " work-groups of " << k.local_size << " per SM (limited by " << r.limiter << "; "
      << (k.registers_per_item ? std::to_string(k.registers_per_item) + " registers" : std::string("registers unknown"))
      << ", " << k.local_mem_bytes << " B local memory per group) x " << sm_count << " SMs";
    r.explanation = e.str();
    return r;
}

namespace {
// "gfx1030" -> {10, 3, 0}: major from the digits before the last two, then minor and stepping
// (hex digits, as in gfx90a). {0, 0, 0} when not a gfx name.
struct GfxVersion {
    int major = 0, minor = 0, stepping = 0;
};
GfxVersion gfx_version(const std::string &gfx)
{
    if (gfx.rfind("gfx", 0) != 0 || gfx.size() < 6) return {};
    const std::string digits = gfx.substr(3);
    const auto hex = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::tolower(c) - 'a' + 10; };
    GfxVersion v;
    try {
        v.major = std::stoi(digits.substr(0, digits.size() - 2));
    } catch (const std::exception &) {
        return {};
    }
    v.minor = hex(digits[digits.size() - 2]);
    v.stepping = hex(digits.back());
    return v;
}
}  // namespace

std::size_t amd_max_waves_per_simd(const std::string &gfx_target)
{
    // LLVM AMDGPUBaseInfo.cpp getMaxWavesPerEU: isGFX90A (gfx90a, gfx940-942) 8; !isGFX10Plus 10;
    // hasGFX10_3Insts (gfx1030+, gfx11) 16; else (gfx101x) 20.
    const GfxVersion v = gfx_version(gfx_target);
    if (v.major == 9 && v.minor >= 4) return 8;                     // gfx94x (CDNA3)
    if (v.major == 9 && v.minor == 0 && v.stepping == 0xa) return 8;  // gfx90a (CDNA2)
    if (v.major < 10) return 10;
    if (v.major == 10 && v.minor < 3) return 20;
    return 16;
}

std::size_t amd_max_groups_per_cu(const std::string &gfx_target)
{
    // LLVM getMaxWorkGroupsPerCU: MaxBarriers 16, 32 on gfx10+ unless in CU mode.
    return gfx_version(gfx_target).major >= 10 ? 32 : 16;
}

AmdLimits amd_limits(const DeviceTraits &t)
{
    AmdLimits d;
    d.compute_units = t.compute_units;
    if (t.amd_simd_per_cu) d.simd_per_cu = t.amd_simd_per_cu;
    if (t.hardware_wave_width) d.wave_width = t.hardware_wave_width;
    if (t.amd_local_mem_per_cu) d.lds_per_cu = t.amd_local_mem_per_cu;
    else if (t.local_mem_size) d.lds_per_cu = t.local_mem_size;
    d.max_waves_per_simd = amd_max_waves_per_simd(t.amd_gfx_target);
    d.max_groups_per_cu = amd_max_groups_per_cu(t.amd_gfx_target);
    return d;
}

OccupancyReport amd_occupancy(const AmdLimits &d, const KernelResources &k)
{
    const std::size_t waves = ceil_div(std::max<std::size_t>(k.local_size, 1), std::max<std::size_t>(d.wave_width, 1));
    OccupancyReport r;
    r.units = d.compute_units;
    // One-wave groups use no barrier resource (LLVM getMaxWorkGroupsPerCU): only waves bind them.
    if (waves > 1) pick(r, d.max_groups_per_cu, "work-groups per CU");
    pick(r, d.simd_per_cu * d.max_waves_per_simd / waves, "wavefronts per CU");
    if (k.local_mem_bytes > 0) pick(r, d.lds_per_cu / k.local_mem_bytes, "LDS per CU");
    r.max_groups = r.groups_per_unit * d.compute_units;
    std::ostringstream e;
    e << "AMD: " << r.groups_per_unit << " work-groups of " << k.local_size << " (" << waves << " wave"
      << (waves == 1 ? "" : "s") << " of " << d.wave_width << ") per CU (limited by " << r.limiter << "; "
      << d.simd_per_cu << " SIMDs x " << d.max_waves_per_simd << " waves, " << d.lds_per_cu
      << " B LDS; vector registers not known to OpenCL, assumed not binding) x " << d.compute_units << " CUs";
    r.explanation = e.str();
    return r;
}

OccupancyReport pocl_occupancy(std::size_t threads)
{
    OccupancyReport r;
    r.units = threads;
    r.groups_per_unit = 1;
    r.max_groups = threads;
    r.limiter = "PoCL threads";
    r.explanation = "PoCL runs each work-group to its end on one of its " + std::to_string(threads) +
                    " threads; raise POCL_MAX_PTHREAD_COUNT for more co-resident groups";
    return r;
}

OccupancyReport device_occupancy(const DeviceTraits &t, const KernelResources &k)
{
    switch (t.family) {
    case DeviceFamily::Nvidia:
        return nvidia_occupancy(t.nv_compute_capability_major, t.nv_compute_capability_minor, t.compute_units, k);
    case DeviceFamily::Amd: return amd_occupancy(amd_limits(t), k);
    case DeviceFamily::Pocl: return pocl_occupancy(t.compute_units);
    case DeviceFamily::Other: break;
    }
    OccupancyReport r;
    r.units = t.compute_units;
    r.groups_per_unit = 1;
    r.max_groups = t.compute_units;
    r.limiter = "compute units";
    r.explanation = "no occupancy rules known for this device: one work-group per compute unit (" +
                    std::to_string(t.compute_units) + ") is assumed";
    return r;
}

}  // namespace swatomic
