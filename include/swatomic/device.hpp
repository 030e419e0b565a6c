// Choosing an OpenCL device. A device spec is one of
//   ""            the default: SWATOMIC_DEVICE if set, else the first GPU, else the first device
//   "P:D"         platform index P, device index D within it (as `swatomic-probe --list` shows)
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
};

DeviceTraits query_traits(const cl::Device &device);
const char *family_name(DeviceFamily family) noexcept;

}  // namespace swatomic

#endif  // SWATOMIC_DEVICE_HPP
