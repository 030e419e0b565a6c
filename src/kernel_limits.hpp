// The largest work-group a kernel runs with on a device, for the launches that size groups
// themselves (Coordinator::launch, plan_bins_launch), and the registers their occupancy counts.
#ifndef SWATOMIC_SRC_KERNEL_LIMITS_HPP
#define SWATOMIC_SRC_KERNEL_LIMITS_HPP

#include <algorithm>
#include <cstddef>

#include "cl_check.hpp"
#include "swatomic/device.hpp"
#include "swatomic/occupancy.hpp"

namespace swatomic::detail {

// CL_KERNEL_WORK_GROUP_SIZE, at most the device's maximum; on NVIDIA, with the kernel's register
// count known, the largest multiple of 32 whose registers and `local_mem_bytes` fit one SM. The
// NVIDIA driver reports 256 for kernels that run groups of 1024 (driver 580 on an H200, a one-line
// kernel included: docs/PERFORMANCE.md, "Packed bins: the launch").
inline std::size_t kernel_local_size_limit(const cl::Kernel &kernel, const cl::Device &device, const DeviceTraits &traits,
                                           std::size_t registers, std::size_t local_mem_bytes)
{
    const std::size_t reported = std::min(kernel_work_group_limit(kernel, device), traits.max_work_group_size);
    if (traits.family != DeviceFamily::Nvidia || registers == 0) return reported;
    constexpr std::size_t warp = 32;
    for (std::size_t size = traits.max_work_group_size / warp * warp; size > reported; size -= warp) {
        KernelResources one_group;
        one_group.local_size = size;
        one_group.local_mem_bytes = local_mem_bytes;
        one_group.registers_per_item = registers;
        if (nvidia_occupancy(traits.nv_compute_capability_major, traits.nv_compute_capability_minor, traits.compute_units,
                             one_group)
                .groups_per_unit >= 1)
            return size;
    }
    return reported;
}

// The registers a work-item of `kernel` takes for an occupancy estimate: the build's `reported`
// count; without one on NVIDIA (a program adopted from a build NVIDIA's compute cache served) a
// bound, since a launch sized by an unknown count could exceed the co-resident limit.
inline std::size_t registers_or_bound(const cl::Kernel &kernel, const cl::Device &device, const DeviceTraits &traits,
                                      std::size_t reported)
{
    if (reported != 0 || traits.family != DeviceFamily::Nvidia) return reported;
    return nvidia_register_bound(traits.nv_compute_capability_major, traits.nv_compute_capability_minor,
                                 kernel_work_group_limit(kernel, device));
}

}  // namespace swatomic::detail

#endif
