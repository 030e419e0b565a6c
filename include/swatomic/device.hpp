// Choosing an OpenCL device. A device spec is one of
//   ""            the default: SWATOMIC_DEVICE if set, else the first GPU, else the first device
//   "P:D"         platform index P, device index D within it (DeviceNotFound's message lists them)
//   "gpu" "cpu" "accelerator"   the first device of that type
//   any other     case-insensitive substring of "platform name / vendor / device name",
//                 e.g. "nvidia", "pocl", "H100"
#ifndef SWATOMIC_DEVICE_HPP
#define SWATOMIC_DEVICE_HPP

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "swatomic/opencl.hpp"

namespace swatomic {

// Environment variable read by select_device("") and by the tools.
inline constexpr const char *kDeviceEnvironmentVariable = "SWATOMIC_DEVICE";

// One OpenCL device as the library names it: "P:D" indices, platform and device names.
struct DeviceEntry {
    cl::Platform platform;
    cl::Device device;
    std::size_t platform_index = 0;
    std::size_t device_index = 0;
    std::string platform_name;
    std::string device_name;
    cl_device_type type = 0;
    std::string label() const;  // "P:D platform / device"
};

// Every device of every platform, in platform then device order (the indices of a "P:D" spec).
std::vector<DeviceEntry> list_devices();

// Throws DeviceNotFound (listing what exists) when nothing matches.
DeviceEntry select_device(std::string_view spec = {});

// What the protocol needs to know about a device, read once from its queries.
enum class DeviceFamily { Nvidia, Amd, Pocl, Other };

struct DeviceTraits {
    DeviceFamily family = DeviceFamily::Other;
    std::string name;
    std::string platform_name;
    std::string driver_version;
    cl_device_type type = 0;
    std::size_t compute_units = 1;
    std::size_t max_work_group_size = 1;
    std::size_t local_mem_size = 0;
    std::size_t address_bits = 64;
    std::size_t hardware_wave_width = 1;  // warp / wavefront size the hardware reports
    std::size_t slot_width = 1;           // work-items per request slot the kernels use
    int nv_compute_capability_major = 0;  // NVIDIA only
    int nv_compute_capability_minor = 0;
    std::size_t amd_simd_per_cu = 0;  // AMD only (cl_amd_device_attribute_query)
    std::size_t amd_local_mem_per_cu = 0;
    std::string amd_gfx_target;       // AMD only: "gfx90a" from CL_DEVICE_NAME ("gfx90a:sramecc+:xnack-")
    // OpenCL C versions the device compiles, as major * 10 + minor (12, 20, 30), from
    // CL_DEVICE_OPENCL_C_VERSION and, on OpenCL 3.0, CL_DEVICE_OPENCL_C_ALL_VERSIONS.
    std::vector<int> opencl_c_versions;
};

// Reads a device's queries into its DeviceTraits (derive_traits applied).
DeviceTraits query_traits(const cl::Device &device);

// The part of query_traits that needs no device: from the raw fields (family, type, name,
// hardware_wave_width, NVIDIA compute capability) derives slot_width and amd_gfx_target. Tests
// and swatomic-probe apply it to recorded device descriptions.
//   NVIDIA sm_70+ with 32-wide warps: slot width 32 (PTX .sync forms need sm_70).
//   AMD GPUs named by a gfx id (ROCm): slot width = the wavefront width the device reports (64 on GCN/CDNA, 32 on RDNA
//     by default; wave64 on RDNA only when the runtime runs it so), which ROCm's compiler
//     (clang, amdgcn target) builds for; the amdgcn builtins give the explicit-mask primitives.
//   Everything else: 1.
DeviceTraits derive_traits(DeviceTraits raw);

// Whether programs for this device are built as OpenCL C 2.0 (-cl-std=CL2.0): the device
// compiles OpenCL C 2.0 (CL_DEVICE_OPENCL_C_VERSION >= 2.0, or 2.0 listed by OpenCL 3.0's
// CL_DEVICE_OPENCL_C_ALL_VERSIONS). OpenCL C 3.0 alone does not count: its 2.0 features are
// optional there.
bool builds_as_opencl_c_20(const DeviceTraits &traits) noexcept;

// True where kernels run as native code in threads of this process on Linux x86-64 (PoCL's CPU
// devices, with a runtime built for Linux x86-64): the kernels may then make system calls, to
// read the clock (time budgets) and to sleep while they wait (kernels/swatomic/platform.cl).
bool kernels_use_linux_syscalls(const DeviceTraits &traits) noexcept;

// "gfx90a" from an AMD device name such as "gfx90a:sramecc+:xnack-"; "" when it is not one.
std::string amd_gfx_target_of(const std::string &device_name);
// "nvidia", "amd", "pocl" or "other".
const char *family_name(DeviceFamily family) noexcept;

}  // namespace swatomic

#endif  // SWATOMIC_DEVICE_HPP
