// How many work-groups of a kernel can run at the same time on a device. The coordinator groups
// spin until every requesting group has finished, so all the groups of a launch must be
// co-resident: the runtime launches at most this many and runs further groups as virtual groups
// of those.
#ifndef SWATOMIC_OCCUPANCY_HPP
#define SWATOMIC_OCCUPANCY_HPP

#include <cstddef>
#include <string>

#include "swatomic/device.hpp"

namespace swatomic {

struct OccupancyReport {
    std::size_t max_groups = 0;     // co-resident work-groups on the whole device
    std::size_t groups_per_unit = 0;  // co-resident work-groups on one unit
    std::size_t units = 0;          // SMs, CUs or PoCL threads
    std::string limiter;            // the resource that binds, e.g. "registers"
    std::string explanation;        // one line a user can act on
};

// Per-kernel resources the calculators use.
struct KernelResources {
    std::size_t local_size = 0;          // work-items per group
    std::size_t local_mem_bytes = 0;     // static + dynamic local memory per group
    std::size_t registers_per_item = 0;  // 0 when unknown
};

// NVIDIA: the CUDA occupancy rules of the compute capability (threads, blocks, registers,
// shared memory per SM, allocation granularities).
OccupancyReport nvidia_occupancy(int cc_major, int cc_minor, std::size_t sm_count,
                                 const KernelResources &kernel);

// NVIDIA: the most registers per work-item at which registers never bind before the SM's thread
// limit does (registers per SM / threads per SM, down to the allocation granularity of 8): 32 on
// compute capability 9.0, 40 on 8.6 and 8.9.
std::size_t nvidia_free_registers(int cc_major, int cc_minor);

// NVIDIA: the most registers per work-item a kernel can use whose CL_KERNEL_WORK_GROUP_SIZE is
// `kernel_work_group_size` (a work-group's registers fit one SM: 64 for 1024, 255 for 256), for
// when the compiler reported no count: an occupancy from it may be low, never too high.
std::size_t nvidia_register_bound(int cc_major, int cc_minor, std::size_t kernel_work_group_size);

// AMD (GCN/CDNA/RDNA, and Evergreen as in the paper): waves per SIMD, LDS per CU, work-groups
// per CU. "CU" is what the device counts as a compute unit (on RDNA in WGP mode, ROCm's
// default, a WGP of 4 SIMD32), with its SIMDs and LDS as the device reports them.
struct AmdLimits {
    std::size_t compute_units = 0;
    std::size_t simd_per_cu = 4;
    std::size_t wave_width = 64;
    std::size_t max_waves_per_simd = 10;
    std::size_t max_groups_per_cu = 16;  // barrier resources; groups of one wave need none
    std::size_t lds_per_cu = 65536;
};
OccupancyReport amd_occupancy(const AmdLimits &device, const KernelResources &kernel);

// Wavefront slots per SIMD of a gfx target ("gfx900", "gfx90a", "gfx1030", ...), as LLVM's
// AMDGPU backend has them (AMDGPUBaseInfo.cpp, getMaxWavesPerEU): GCN and CDNA1 (gfx6-gfx9,
// gfx908) 10; CDNA2/CDNA3 (gfx90a, gfx94x) 8; RDNA1 (gfx101x) 20; RDNA2/RDNA3 (gfx103x, gfx11xx)
// and later 16. Unknown or empty names: 10.
std::size_t amd_max_waves_per_simd(const std::string &gfx_target);
// Work-groups per CU that use barriers (LLVM getMaxWorkGroupsPerCU): 16 before gfx10, 32 on
// gfx10+ in WGP mode.
std::size_t amd_max_groups_per_cu(const std::string &gfx_target);
// The limits of an AMD device from its traits: the gfx target's waves per SIMD and groups per
// CU, SIMDs per CU, LDS per CU and wavefront width from the device's own queries (defaults
// above where it did not answer).
AmdLimits amd_limits(const DeviceTraits &traits);

// PoCL: each of its threads runs one work-group at a time, to the end.
OccupancyReport pocl_occupancy(std::size_t threads);

// Any device: the calculator for its family, or one group per compute unit when unknown.
OccupancyReport device_occupancy(const DeviceTraits &traits, const KernelResources &kernel);

}  // namespace swatomic

#endif  // SWATOMIC_OCCUPANCY_HPP
