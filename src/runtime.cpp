#include "swatomic/runtime.hpp"

#include <cstdlib>
#include <regex>
#include <sstream>

#include "cl_check.hpp"
#include "embedded_kernels.hpp"
#include "swatomic/errors.hpp"
#include "swatomic/program_cache.hpp"

namespace swatomic {
namespace {

// Library files pasted in front of user source, in dependency order (the parts that
// swatomic/software_atom_add.cl includes in #include mode).
constexpr const char *kLibraryFiles[] = {"swatomic/protocol.h",   "swatomic/platform.cl",    "swatomic/wave.cl",
                                         "swatomic/requester.cl", "swatomic/coordinator.cl", "swatomic/software_atom.cl"};

const detail::EmbeddedKernelFile *find_file(std::string_view name) { return detail::kEmbeddedKernels.find(name); }

// ptxas lines of -cl-nv-verbose: "Compiling entry function 'k' ..." then "Used N registers".
std::map<std::string, std::size_t> parse_nv_registers(const std::string &log)
{
    std::map<std::string, std::size_t> result;
    static const std::regex entry(R"(Compiling entry function '([A-Za-z_0-9]+)')");
    static const std::regex used(R"(Used ([0-9]+) registers)");
    std::istringstream lines(log);
    std::string line, current;
    std::smatch m;
    while (std::getline(lines, line)) {
        if (std::regex_search(line, m, entry)) current = m[1];
        else if (!current.empty() && std::regex_search(line, m, used)) result[current] = std::stoul(m[1].str());
    }
    return result;
}

// NVIDIA's compiler ignores #line and reports "<kernel>:LINE:COL" in the assembled text. Map such
// positions back through the #line markers to "file:line:COL", so every device's log names
// the real file and line (PoCL's clang already does).
std::string map_log_positions(const std::string &source, const std::string &log)
{
    static const std::regex marker(R"re(^#line ([0-9]+) "([^"]*)")re");
    static const std::regex position(R"(<kernel>:([0-9]+))");
    if (log.find("<kernel>:") == std::string::npos) return log;
    std::vector<std::pair<std::string, long>> origin{{"<kernel>", 0}};  // index = physical line
    std::string name = "<kernel>";
    long next = 1;
    std::istringstream lines(source);
    std::string line;
    std::smatch m;
    while (std::getline(lines, line)) {
        origin.emplace_back(name, next++);
        if (std::regex_search(line, m, marker)) {
            next = std::stol(m[1]);
            name = m[2];
        }
    }
    std::string mapped;
    auto begin = log.cbegin();
    for (std::sregex_iterator it(log.begin(), log.end(), position), end; it != end; ++it) {
        const std::size_t physical = std::stoul((*it)[1]);
        mapped.append(begin, log.cbegin() + it->position());
        mapped += physical < origin.size() ? origin[physical].first + ":" + std::to_string(origin[physical].second)
                                           : it->str();
        begin = log.cbegin() + it->position() + it->length();
    }
    mapped.append(begin, log.cend());
    return mapped;
}

// SWATOMIC_PORTABLE=1 selects the one-work-item-per-slot path on any device.
DeviceTraits with_environment(DeviceTraits traits)
{
    if (const char *env = std::getenv("SWATOMIC_PORTABLE"); env != nullptr && std::string(env) == "1") traits.slot_width = 1;
    return traits;
}

}  // namespace

std::string software_atom_add_source()
{
    std::string text = "#define SWATOMIC_INJECTED 1\n";  // software_atom_add.cl then includes nothing
    for (const char *name : kLibraryFiles) {
        text += find_file(name)->text;
        text += '\n';
    }
    return text;
}

std::string kernel_file_source(std::string_view include_name)
{
    const auto *file = find_file(include_name);
    if (file == nullptr) throw InvalidArgument("no embedded kernel file named \"" + std::string(include_name) + "\"");
    return file->text;
}

std::size_t Program::registers(const std::string &kernel_name) const
{
    const auto it = registers_.find(kernel_name);
    return it == registers_.end() ? 0 : it->second;
}

cl::Kernel Program::kernel(const std::string &name) const
{
    cl_int error = CL_SUCCESS;
    cl::Kernel k(program_, name.c_str(), &error);
    if (error == CL_INVALID_KERNEL_NAME) throw InvalidArgument("the program has no kernel named \"" + name + "\"");
    detail::cl_check(error, "clCreateKernel");
    return k;
}

Runtime::Runtime(std::string_view device_spec)
{
    const DeviceEntry entry = select_device(device_spec);
    device_ = entry.device;
    cl_int error = CL_SUCCESS;
    context_ = cl::Context(device_, nullptr, nullptr, nullptr, &error);
    detail::cl_check(error, "clCreateContext");
    queue_ = cl::CommandQueue(context_, device_, CL_QUEUE_PROFILING_ENABLE, &error);  // LaunchStats::kernel_ms
    detail::cl_check(error, "clCreateCommandQueue");
    traits_ = query_traits(device_);
    traits_ = with_environment(traits_);
    cache_ = std::make_shared<ProgramCache>();
}

Runtime::Runtime(cl::Context context, cl::Device device, cl::CommandQueue queue)
    : context_(std::move(context)), device_(std::move(device)), queue_(std::move(queue))
{
    if (context_() == nullptr || device_() == nullptr || queue_() == nullptr)
        throw InvalidArgument("Runtime needs a valid context, device and queue");
    cl_command_queue_properties properties = 0;
    detail::cl_check(clGetCommandQueueInfo(queue_(), CL_QUEUE_PROPERTIES, sizeof properties, &properties, nullptr),
                     "clGetCommandQueueInfo");
    if (properties & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)
        throw InvalidArgument("Runtime needs an in-order command queue");
    traits_ = query_traits(device_);
    traits_ = with_environment(traits_);
    cache_ = std::make_shared<ProgramCache>();
}

std::string build_defines_for(const DeviceTraits &traits)
{
    std::ostringstream d;
    d << "#define SWATOMIC_WAVE_WIDTH " << traits.slot_width << "\n";
    if (traits.family == DeviceFamily::Nvidia) d << "#define SWATOMIC_NVIDIA 1\n";  // membar.gl, %globaltimer
    if (traits.family == DeviceFamily::Nvidia && traits.nv_compute_capability_major >= 7)
        d << "#define SWATOMIC_HAVE_NANOSLEEP 1\n";  // PTX nanosleep: polite spinning (platform.cl)
    if (traits.family == DeviceFamily::Nvidia && traits.slot_width > 1) d << "#define SWATOMIC_NV_PTX 1\n";
    if (traits.family == DeviceFamily::Amd && traits.slot_width > 1) d << "#define SWATOMIC_AMDGCN 1\n";
    if (kernels_use_linux_syscalls(traits)) d << "#define SWATOMIC_LINUX_SYSCALLS 1\n";  // clock, sleep (platform.cl)
    return d.str();
}

std::string build_flags_for(const DeviceTraits &traits, const std::string &compiler_options)
{
    std::string flags = "-cl-kernel-arg-info";
    if (traits.family == DeviceFamily::Nvidia) flags += " -cl-nv-verbose";
    // OpenCL C 2.0 where the device has it: device-scope acquire/release (platform.cl). The
    // user's own -cl-std wins.
    if (builds_as_opencl_c_20(traits) && compiler_options.find("-cl-std=") == std::string::npos)
        flags += " -cl-std=CL2.0";
    return flags;
}

std::string assemble_program_source(const std::string &defines, std::string_view user_source,
                                    const BuildOptions &options, const detail::ProgramPrelude &prelude)
{
    if (options.source_name.find('"') != std::string::npos || options.source_name.find('\n') != std::string::npos)
        throw InvalidArgument("BuildOptions::source_name must not contain quotes or newlines");
    std::string text = "// swatomic build: defines, library source, then " + options.source_name + "\n";
    text += defines;
    text += prelude.defines;
    if (options.inject_library_source) text += software_atom_add_source();
    text += prelude.source;
    text += "#line 1 \"" + options.source_name + "\"\n";
    text += user_source;
    text += '\n';
    return text;
}

std::string Runtime::build_defines() const { return build_defines_for(traits_); }

std::string Runtime::assemble_source(std::string_view user_source, const BuildOptions &options) const
{
    return assemble_program_source(build_defines(), user_source, options);
}

Program Runtime::build_program(std::string_view user_source, const BuildOptions &options) const
{
    return build_program(user_source, options, detail::ProgramPrelude{});
}

Program Runtime::build_program(std::string_view user_source, const BuildOptions &options,
                               const detail::ProgramPrelude &prelude) const
{
    Program result;
    result.slot_width_ = traits_.slot_width;
    result.source_ = assemble_program_source(build_defines(), user_source, options, prelude);

    std::string flags = build_flags_for(traits_, options.compiler_options);
    if (!options.inject_library_source) {
        // PoCL keeps quotes as part of the path: quote only a directory that needs it.
        const std::string dir = kernel_include_directory();
        flags += dir.find_first_of(" \t") == std::string::npos ? " -I " + dir : " -I \"" + dir + "\"";
    }
    if (!options.compiler_options.empty()) flags += " " + options.compiler_options;

    cl_int error = CL_SUCCESS;
    result.program_ = cl::Program(context_, result.source_, false, &error);
    detail::cl_check(error, "clCreateProgramWithSource");
    const cl_int build_status = result.program_.build(std::vector<cl::Device>{device_}, flags.c_str());
    result.program_.getBuildInfo(device_, CL_PROGRAM_BUILD_LOG, &result.build_log_);
    while (!result.build_log_.empty() && (result.build_log_.back() == '\0' || result.build_log_.back() == '\n'))
        result.build_log_.pop_back();
    result.build_log_ = map_log_positions(result.source_, result.build_log_);
    if (build_status == CL_BUILD_PROGRAM_FAILURE || build_status == CL_INVALID_BUILD_OPTIONS) {
        throw BuildError("OpenCL build of " + options.source_name + " failed on " + traits_.name +
                             (build_status == CL_INVALID_BUILD_OPTIONS ? " (invalid options: " + flags + ")" : "") +
                             ":\n" + result.build_log_,
                         result.build_log_);
    }
    detail::cl_check(build_status, "clBuildProgram");
    if (traits_.family == DeviceFamily::Nvidia) result.registers_ = parse_nv_registers(result.build_log_);
    return result;
}

}  // namespace swatomic
