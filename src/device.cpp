#include "swatomic/device.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <limits>
#include <sstream>
#include <stdexcept>

#include "cl_check.hpp"
#include "swatomic/errors.hpp"

namespace swatomic {
namespace {

// Vendor queries, by value (cl_nv_device_attribute_query, cl_amd_device_attribute_query).
constexpr cl_device_info kNvComputeCapabilityMajor = 0x4000;
constexpr cl_device_info kNvComputeCapabilityMinor = 0x4001;
constexpr cl_device_info kNvWarpSize = 0x4003;
constexpr cl_device_info kAmdSimdPerComputeUnit = 0x4040;
constexpr cl_device_info kAmdWavefrontWidth = 0x4043;
constexpr cl_device_info kAmdLocalMemPerComputeUnit = 0x4047;

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
}

std::string trim(std::string s)
{
    while (!s.empty() && (s.back() == '\0' || std::isspace(static_cast<unsigned char>(s.back())))) s.pop_back();
    return s;
}

template <typename T>
bool optional_info(const cl::Device &device, cl_device_info name, T &out)
{
    T value{};
    if (clGetDeviceInfo(device(), name, sizeof(T), &value, nullptr) != CL_SUCCESS) return false;
    out = value;
    return true;
}

std::string device_string(const cl::Device &device, cl_device_info name)
{
    std::size_t size = 0;
    detail::cl_check(clGetDeviceInfo(device(), name, 0, nullptr, &size), "clGetDeviceInfo");
    std::string text(size, '\0');
    detail::cl_check(clGetDeviceInfo(device(), name, size, text.data(), nullptr), "clGetDeviceInfo");
    return trim(text);
}

std::string platform_string(const cl::Platform &platform, cl_platform_info name)
{
    std::size_t size = 0;
    detail::cl_check(clGetPlatformInfo(platform(), name, 0, nullptr, &size), "clGetPlatformInfo");
    std::string text(size, '\0');
    detail::cl_check(clGetPlatformInfo(platform(), name, size, text.data(), nullptr), "clGetPlatformInfo");
    return trim(text);
}

std::string describe_all(const std::vector<DeviceEntry> &entries)
{
    std::ostringstream out;
    if (entries.empty()) out << " (no OpenCL devices are visible: is an ICD installed, e.g. pocl-opencl-icd?)";
    for (const auto &e : entries) out << "\n  " << e.label();
    return out.str();
}

// "OpenCL C 2.0 ..." -> 20; 0 when unparsable.
int parse_opencl_c_version(const std::string &text)
{
    const std::string prefix = "OpenCL C ";
    const auto at = text.find(prefix);
    if (at == std::string::npos) return 0;
    const std::size_t p = at + prefix.size();
    if (p + 2 < text.size() && std::isdigit(static_cast<unsigned char>(text[p])) && text[p + 1] == '.' &&
        std::isdigit(static_cast<unsigned char>(text[p + 2])))
        return (text[p] - '0') * 10 + (text[p + 2] - '0');
    return 0;
}

std::vector<int> opencl_c_versions(const cl::Device &device)
{
    std::vector<int> versions;
    std::string text;
    try { text = device_string(device, CL_DEVICE_OPENCL_C_VERSION); } catch (const Error &) {}
    if (const int v = parse_opencl_c_version(text); v != 0) versions.push_back(v);
    // OpenCL 3.0: CL_DEVICE_OPENCL_C_ALL_VERSIONS (0x1066), an array of cl_name_version.
    constexpr cl_device_info kAllVersions = 0x1066;
    struct NameVersion {
        cl_uint version;
        char name[64];
    };
    std::size_t size = 0;
    if (clGetDeviceInfo(device(), kAllVersions, 0, nullptr, &size) == CL_SUCCESS && size >= sizeof(NameVersion)) {
        std::vector<NameVersion> all(size / sizeof(NameVersion));
        if (clGetDeviceInfo(device(), kAllVersions, all.size() * sizeof(NameVersion), all.data(), nullptr) == CL_SUCCESS) {
            for (const auto &nv : all) {
                const int v = static_cast<int>((nv.version >> 22) * 10 + ((nv.version >> 12) & 0x3ff));
                if (std::find(versions.begin(), versions.end(), v) == versions.end()) versions.push_back(v);
            }
        }
    }
    return versions;
}

}  // namespace

std::string DeviceEntry::label() const
{
    return std::to_string(platform_index) + ":" + std::to_string(device_index) + " " + platform_name +
           " / " + device_name;
}

std::vector<DeviceEntry> list_devices()
{
    cl_uint platform_count = 0;
    const cl_int status = clGetPlatformIDs(0, nullptr, &platform_count);
    if (status == CL_PLATFORM_NOT_FOUND_KHR || platform_count == 0) return {};
    detail::cl_check(status, "clGetPlatformIDs");
    std::vector<cl_platform_id> platforms(platform_count);
    detail::cl_check(clGetPlatformIDs(platform_count, platforms.data(), nullptr), "clGetPlatformIDs");

    std::vector<DeviceEntry> entries;
    for (std::size_t p = 0; p < platforms.size(); ++p) {
        cl::Platform platform(platforms[p], true);
        cl_uint device_count = 0;
        if (clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, 0, nullptr, &device_count) != CL_SUCCESS) continue;
        std::vector<cl_device_id> devices(device_count);
        detail::cl_check(clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, device_count, devices.data(), nullptr),
                         "clGetDeviceIDs");
        const std::string platform_name = platform_string(platform, CL_PLATFORM_NAME);
        for (std::size_t d = 0; d < devices.size(); ++d) {
            DeviceEntry e;
            e.platform = platform;
            e.device = cl::Device(devices[d], true);
            e.platform_index = p;
            e.device_index = d;
            e.platform_name = platform_name;
            e.device_name = device_string(e.device, CL_DEVICE_NAME);
            optional_info(e.device, CL_DEVICE_TYPE, e.type);
            entries.push_back(std::move(e));
        }
    }
    return entries;
}

DeviceEntry select_device(std::string_view spec_view)
{
    std::string spec(spec_view);
    std::string origin = "device spec";
    if (spec.empty()) {
        if (const char *env = std::getenv(kDeviceEnvironmentVariable); env != nullptr && *env != '\0') {
            spec = env;
            origin = kDeviceEnvironmentVariable;
        }
    }
    const std::vector<DeviceEntry> entries = list_devices();
    if (entries.empty()) throw DeviceNotFound("no OpenCL device found" + describe_all(entries));

    if (spec.empty()) {
        for (const auto &e : entries)
            if (e.type & CL_DEVICE_TYPE_GPU) return e;
        return entries.front();
    }

    const std::string wanted = lower(spec);
    const auto colon = spec.find(':');
    if (colon != std::string::npos && colon > 0 && colon + 1 < spec.size() &&
        std::all_of(spec.begin(), spec.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == ':'; })) {
        // An index too large for an unsigned long names no device (DeviceNotFound below).
        auto index = [](const std::string &digits) {
            try {
                return static_cast<std::size_t>(std::stoul(digits));
            } catch (const std::out_of_range &) {
                return std::numeric_limits<std::size_t>::max();
            }
        };
        const std::size_t p = index(spec.substr(0, colon));
        const std::size_t d = index(spec.substr(colon + 1));
        for (const auto &e : entries)
            if (e.platform_index == p && e.device_index == d) return e;
    } else {
        const cl_device_type type = wanted == "gpu" ? CL_DEVICE_TYPE_GPU
                                    : wanted == "cpu" ? CL_DEVICE_TYPE_CPU
                                    : wanted == "accelerator" ? CL_DEVICE_TYPE_ACCELERATOR
                                                              : 0;
        for (const auto &e : entries) {
            if (type != 0 ? (e.type & type) != 0 : lower(e.platform_name + " / " + e.device_name).find(wanted) != std::string::npos)
                return e;
        }
        if (type == 0) {
            for (const auto &e : entries) {
                std::string vendor;
                try { vendor = device_string(e.device, CL_DEVICE_VENDOR); } catch (const Error &) {}
                if (lower(vendor).find(wanted) != std::string::npos) return e;
            }
        }
    }
    throw DeviceNotFound("no OpenCL device matches " + origin + " \"" + spec + "\"; devices:" + describe_all(entries));
}

const char *family_name(DeviceFamily family) noexcept
{
    switch (family) {
    case DeviceFamily::Nvidia: return "nvidia";
    case DeviceFamily::Amd: return "amd";
    case DeviceFamily::Pocl: return "pocl";
    case DeviceFamily::Other: return "other";
    }
    return "other";
}

DeviceTraits query_traits(const cl::Device &device)
{
    DeviceTraits t;
    t.name = device_string(device, CL_DEVICE_NAME);
    cl_platform_id platform = nullptr;
    detail::cl_check(clGetDeviceInfo(device(), CL_DEVICE_PLATFORM, sizeof platform, &platform, nullptr),
                     "clGetDeviceInfo");
    t.platform_name = platform_string(cl::Platform(platform, true), CL_PLATFORM_NAME);
    t.driver_version = device_string(device, CL_DRIVER_VERSION);
    const std::string vendor = lower(device_string(device, CL_DEVICE_VENDOR));
    const std::string extensions = device_string(device, CL_DEVICE_EXTENSIONS);
    optional_info(device, CL_DEVICE_TYPE, t.type);
    cl_uint units = 1, address_bits = 64;
    optional_info(device, CL_DEVICE_MAX_COMPUTE_UNITS, units);
    optional_info(device, CL_DEVICE_ADDRESS_BITS, address_bits);
    t.compute_units = units;
    t.address_bits = address_bits;
    optional_info(device, CL_DEVICE_MAX_WORK_GROUP_SIZE, t.max_work_group_size);
    cl_ulong local_mem = 0;
    optional_info(device, CL_DEVICE_LOCAL_MEM_SIZE, local_mem);
    t.local_mem_size = static_cast<std::size_t>(local_mem);

    if (extensions.find("cl_nv_device_attribute_query") != std::string::npos || vendor.find("nvidia") != std::string::npos) {
        t.family = DeviceFamily::Nvidia;
        cl_uint major = 0, minor = 0, warp = 32;
        optional_info(device, kNvComputeCapabilityMajor, major);
        optional_info(device, kNvComputeCapabilityMinor, minor);
        optional_info(device, kNvWarpSize, warp);
        t.nv_compute_capability_major = static_cast<int>(major);
        t.nv_compute_capability_minor = static_cast<int>(minor);
        t.hardware_wave_width = warp;
    } else if (extensions.find("cl_amd_device_attribute_query") != std::string::npos ||
               vendor.find("advanced micro devices") != std::string::npos) {
        t.family = DeviceFamily::Amd;
        cl_uint simd = 0, wave = 64;
        cl_ulong lds = 0;
        optional_info(device, kAmdSimdPerComputeUnit, simd);
        optional_info(device, kAmdWavefrontWidth, wave);
        optional_info(device, kAmdLocalMemPerComputeUnit, lds);
        t.amd_simd_per_cu = simd;
        t.amd_local_mem_per_cu = static_cast<std::size_t>(lds);
        t.hardware_wave_width = wave;
    } else if (lower(t.platform_name).find("portable computing language") != std::string::npos) {
        t.family = DeviceFamily::Pocl;
        t.hardware_wave_width = 1;  // work-items of a group run one after another between barriers
    }
    t.opencl_c_versions = opencl_c_versions(device);
    return derive_traits(std::move(t));
}

std::string amd_gfx_target_of(const std::string &device_name)
{
    // ROCm names the device by its target id: "gfx90a:sramecc+:xnack-", "gfx1030".
    const std::string name = lower(device_name);
    if (name.rfind("gfx", 0) != 0) return {};
    std::size_t end = 3;
    while (end < name.size() && std::isalnum(static_cast<unsigned char>(name[end]))) ++end;
    return end > 3 ? name.substr(0, end) : std::string();
}

DeviceTraits derive_traits(DeviceTraits t)
{
    t.slot_width = 1;
    switch (t.family) {
    case DeviceFamily::Nvidia:
        // The width-32 path uses PTX .sync forms (activemask, vote, shfl, bar.warp.sync): sm_70+.
        if (t.hardware_wave_width == 32 && t.nv_compute_capability_major >= 7) t.slot_width = 32;
        break;
    case DeviceFamily::Amd:
        t.amd_gfx_target = amd_gfx_target_of(t.name);
        // GPUs only (AMD's old CPU runtime also reports cl_amd_device_attribute_query), named by
        // their gfx id (ROCm and AMD's LLVM-based drivers; the pre-LLVM APP SDK named them
        // "Cypress", "Tahiti", ... and its compiler has no amdgcn builtins), and only the two
        // widths the amdgcn backend of wave.cl has.
        if ((t.type & CL_DEVICE_TYPE_GPU) != 0 && !t.amd_gfx_target.empty() &&
            (t.hardware_wave_width == 64 || t.hardware_wave_width == 32))
            t.slot_width = t.hardware_wave_width;
        break;
    case DeviceFamily::Pocl:
    case DeviceFamily::Other: break;
    }
    return t;
}

bool builds_as_opencl_c_20(const DeviceTraits &traits) noexcept
{
    for (const int v : traits.opencl_c_versions)
        if (v == 20 || v == 21 || v == 22) return true;
    return false;
}

bool kernels_use_linux_syscalls(const DeviceTraits &traits) noexcept
{
#if defined(__linux__) && defined(__x86_64__)
    return traits.family == DeviceFamily::Pocl && (traits.type & CL_DEVICE_TYPE_CPU) != 0;
#else
    (void)traits;
    return false;
#endif
}

}  // namespace swatomic
