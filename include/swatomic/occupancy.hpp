// How many work-groups of a kernel can run at the same time on a device. The coordinator
// work-group spins until every other group has finished, so a launch only makes progress if all
// its groups are co-resident; the runtime refuses launches beyond this limit.
#ifndef SWATOMIC_OCCUPANCY_HPP
#define SWATOMIC_OCCUPANCY_HPP

#include <cstddef>
#include <string>

#include "swatomic/device.hpp"

namespace swatomic {

struct OccupancyReport {
    std::size_t max_groups = 0;     // co-resident work-groups on the whole device
    std::size_t groups_per_unit = 0;
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

// AMD (GCN/RDNA, and Evergreen as in the paper): waves per SIMD, LDS per CU, work-groups per CU.
struct AmdLimits {
    std::size_t compute_units = 0;
    std::size_t simd_per_cu = 4;
    std::size_t wave_width = 64;
    std::size_t max_waves_per_simd = 10;
    std::size_t max_groups_per_cu = 16;
    std::size_t lds_per_cu = 65536;
};
OccupancyReport amd_occupancy(const AmdLimits &device, const KernelResources &kernel);

// PoCL: each of its threads runs one work-group at a time, to the end.
OccupancyReport pocl_occupancy(std::size_t threads);

// Any device: the calculator for its family, or one group per compute unit when unknown.
OccupancyReport device_occupancy(const DeviceTraits &traits, const KernelResources &kernel);

}  // namespace swatomic

#endif  // SWATOMIC_OCCUPANCY_HPP
