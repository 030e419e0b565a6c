#include "swatomic/runtime.hpp"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <regex>
#include <sstream>

#include "cl_check.hpp"
#include "embedded_kernels.hpp"
#include "program_text.hpp"
#include "run_body_check.hpp"
#include "swatomic/errors.hpp"
#include "swatomic/occupancy.hpp"
#include "swatomic/program_cache.hpp"

namespace swatomic {
namespace {

// Library files pasted in front of user source, in dependency order (the parts that
// swatomic/software_atom_add.cl includes in #include mode).
constexpr const char *kLibraryFiles[] = {"swatomic/protocol.h",   "swatomic/platform.cl",    "swatomic/wave.cl",
                                         "swatomic/ops.cl",         "swatomic/requester.cl", "swatomic/coordinator.cl", "swatomic/software_atom.cl"};

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

// " -I <dir>", quoted only where needed: PoCL keeps quotes as part of the path.
std::string include_flag(const std::string &dir)
{
    return dir.find_first_of(" \t") == std::string::npos ? " -I " + dir : " -I \"" + dir + "\"";
}

using DefineMap = std::map<std::string, std::string>;

std::string trim(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r");
    return std::string(text.substr(first, last - first + 1));
}

// "#define NAME VALUE" (VALUE "" when absent) into `out`; false when `line` is no #define.
bool parse_define_line(std::string_view line, DefineMap &out)
{
    std::string rest = trim(line);
    if (rest.empty() || rest[0] != '#') return false;
    rest = trim(std::string_view(rest).substr(1));
    if (rest.compare(0, 6, "define") != 0 || rest.size() < 7 || (rest[6] != ' ' && rest[6] != '\t')) return false;
    rest = trim(std::string_view(rest).substr(6));
    const auto end = rest.find_first_of(" \t(");
    const std::string name = rest.substr(0, end);
    out[name] = end == std::string::npos ? std::string() : trim(std::string_view(rest).substr(end));
    return true;
}

// The #define lines at the very start of a program's source (before its first other line,
// blank lines and comments skipped): where the defines go when pasted in front. Later
// lines are not read: the library's own files define defaults under #ifndef, which would read
// as if the user had set them.
DefineMap leading_defines(std::string_view source)
{
    DefineMap defines;
    bool in_comment = false;
    std::size_t pos = 0;
    while (pos < source.size()) {
        const std::size_t eol = std::min(source.find('\n', pos), source.size());
        const std::string line = trim(source.substr(pos, eol - pos));
        pos = eol + 1;
        if (in_comment) {
            in_comment = line.find("*/") == std::string::npos;
            continue;
        }
        if (line.empty() || line.compare(0, 2, "//") == 0) continue;
        if (line.compare(0, 2, "/*") == 0) {
            in_comment = line.find("*/", 2) == std::string::npos;
            continue;
        }
        if (!parse_define_line(line, defines)) break;
    }
    return defines;
}

// -D NAME[=VALUE] and -U NAME from compiler options, in order.
void apply_option_defines(const std::string &options, DefineMap &defines)
{
    std::vector<std::string> tokens;
    std::string token;
    bool quoted = false, any = false;
    for (const char c : options) {
        if (c == '"') {
            quoted = !quoted;
            any = true;
        } else if (!quoted && (c == ' ' || c == '\t' || c == '\n')) {
            if (any) tokens.push_back(token);
            token.clear();
            any = false;
        } else {
            token += c;
            any = true;
        }
    }
    if (any) tokens.push_back(token);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const std::string &t = tokens[i];
        if (t.size() < 2 || t[0] != '-' || (t[1] != 'D' && t[1] != 'U')) continue;
        std::string body = t.size() > 2 ? t.substr(2) : (i + 1 < tokens.size() ? tokens[++i] : std::string());
        const auto eq = body.find('=');
        const std::string name = body.substr(0, eq);
        if (t[1] == 'U') defines.erase(name);
        else defines[name] = eq == std::string::npos ? std::string("1") : body.substr(eq + 1);
    }
}

std::string program_info_string(cl_program program, cl_program_info what)
{
    std::size_t size = 0;
    detail::cl_check(clGetProgramInfo(program, what, 0, nullptr, &size), "clGetProgramInfo");
    std::string text(size, '\0');
    if (size > 0) detail::cl_check(clGetProgramInfo(program, what, size, text.data(), nullptr), "clGetProgramInfo");
    while (!text.empty() && text.back() == '\0') text.pop_back();
    return text;
}

std::string program_build_string(cl_program program, cl_device_id device, cl_program_build_info what)
{
    std::size_t size = 0;
    detail::cl_check(clGetProgramBuildInfo(program, device, what, 0, nullptr, &size), "clGetProgramBuildInfo");
    std::string text(size, '\0');
    if (size > 0)
        detail::cl_check(clGetProgramBuildInfo(program, device, what, size, text.data(), nullptr), "clGetProgramBuildInfo");
    while (!text.empty() && (text.back() == '\0' || text.back() == '\n')) text.pop_back();
    return text;
}

// SWATOMIC_PORTABLE=1 selects the one-work-item-per-slot path on any device.
DeviceTraits with_environment(DeviceTraits traits)
{
    if (const char *env = std::getenv("SWATOMIC_PORTABLE"); env != nullptr && std::string(env) == "1") traits.slot_width = 1;
    return traits;
}

// The library source pasted in front of user source (injection).
std::string software_atom_add_source()
{
    std::string text = "#define SWATOMIC_INJECTED 1\n";  // software_atom_add.cl then includes nothing
    for (const char *name : kLibraryFiles) {
        text += find_file(name)->text;
        text += '\n';
    }
    return text;
}

}  // namespace

std::string kernel_file_source(std::string_view include_name)
{
    const auto *file = find_file(include_name);
    if (file == nullptr) throw InvalidArgument("no embedded kernel file named \"" + std::string(include_name) + "\"");
    return file->text;
}

std::size_t Program::registers(const std::string &kernel_name) const
{
    // No ptxas lines (a compute-cache hit): the cap, when there is one, bounds the count.
    const auto it = registers_.find(kernel_name);
    return it == registers_.end() ? register_cap_ : it->second;
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
    cl_context queue_context = nullptr;
    cl_device_id queue_device = nullptr;
    detail::cl_check(clGetCommandQueueInfo(queue_(), CL_QUEUE_CONTEXT, sizeof queue_context, &queue_context, nullptr),
                     "clGetCommandQueueInfo");
    detail::cl_check(clGetCommandQueueInfo(queue_(), CL_QUEUE_DEVICE, sizeof queue_device, &queue_device, nullptr),
                     "clGetCommandQueueInfo");
    if (queue_context != context_() || queue_device != device_())
        throw InvalidArgument("Runtime needs a command queue of the given context and device");
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
                                    const BuildOptions &options, const ProgramPrelude &prelude)
{
    if (options.source_name.find('"') != std::string::npos || options.source_name.find('\n') != std::string::npos)
        throw InvalidArgument("BuildOptions::source_name must not contain quotes or newlines");
    check_run_bodies(user_source, options.source_name);
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

std::string Runtime::build_flags() const
{
    DefineMap defines;
    std::istringstream lines(build_defines_for(traits_));
    for (std::string line; std::getline(lines, line);) parse_define_line(line, defines);
    std::string flags;
    for (const auto &[name, value] : defines) flags += "-D" + name + (value.empty() ? "" : "=" + value) + " ";
    flags += build_flags_for(traits_);
    flags += include_flag(kernel_include_directory());
    return flags;
}

namespace {

// Throws InvalidArgument unless `program` was built successfully, in `context`, for `device`.
void require_built_for(const cl::Program &program, const cl::Context &context, const cl::Device &device,
                       const std::string &device_name)
{
    if (program() == nullptr) throw InvalidArgument("adopt_program: the program is empty");
    cl_context owner = nullptr;
    detail::cl_check(clGetProgramInfo(program(), CL_PROGRAM_CONTEXT, sizeof owner, &owner, nullptr), "clGetProgramInfo");
    if (owner != context())
        throw InvalidArgument("adopt_program: the program belongs to another OpenCL context than this runtime's "
                              "(create it in Runtime::context())");
    cl_uint device_count = 0;
    detail::cl_check(clGetProgramInfo(program(), CL_PROGRAM_NUM_DEVICES, sizeof device_count, &device_count, nullptr),
                     "clGetProgramInfo");
    std::vector<cl_device_id> devices(device_count);
    if (device_count > 0)
        detail::cl_check(clGetProgramInfo(program(), CL_PROGRAM_DEVICES, device_count * sizeof(cl_device_id),
                                          devices.data(), nullptr),
                         "clGetProgramInfo");
    if (std::find(devices.begin(), devices.end(), device()) == devices.end())
        throw InvalidArgument("adopt_program: the program is not for this runtime's device, " + device_name);
    cl_build_status status = CL_BUILD_NONE;
    detail::cl_check(clGetProgramBuildInfo(program(), device(), CL_PROGRAM_BUILD_STATUS, sizeof status, &status, nullptr),
                     "clGetProgramBuildInfo");
    cl_program_binary_type binary_type = CL_PROGRAM_BINARY_TYPE_NONE;
    detail::cl_check(clGetProgramBuildInfo(program(), device(), CL_PROGRAM_BINARY_TYPE, sizeof binary_type,
                                           &binary_type, nullptr),
                     "clGetProgramBuildInfo");
    if (status != CL_BUILD_SUCCESS || binary_type != CL_PROGRAM_BINARY_TYPE_EXECUTABLE)
        throw InvalidArgument("adopt_program: the program is not built (linked into an executable) for " + device_name +
                              (status == CL_BUILD_ERROR ? "; its build failed" : ""));
}

// How the defines a program was built with (`found`) differ from the ones the device needs
// (build_defines_for): "" when they agree where it matters.
std::string define_differences(const DefineMap &found, const DeviceTraits &traits)
{
    DefineMap expected;
    std::istringstream lines(build_defines_for(traits));
    for (std::string line; std::getline(lines, line);) parse_define_line(line, expected);
    std::string problems;
    auto differs = [&](const std::string &what) { problems += (problems.empty() ? "" : "; ") + what; };
    const std::string width = std::to_string(traits.slot_width);
    const auto w = found.find("SWATOMIC_WAVE_WIDTH");
    if (w == found.end()) differs("SWATOMIC_WAVE_WIDTH is not defined (this device needs " + width + ")");
    else if (trim(w->second) != width && trim(w->second) != "(" + width + ")")
        differs("SWATOMIC_WAVE_WIDTH is " + w->second + ", this device needs " + width);
    // The wave backend and the kernels' clock (the units of the budgets the host passes).
    for (const char *name : {"SWATOMIC_NVIDIA", "SWATOMIC_NV_PTX", "SWATOMIC_AMDGCN", "SWATOMIC_LINUX_SYSCALLS"}) {
        const bool want = expected.count(name) != 0, have = found.count(name) != 0;
        if (want && !have) differs(std::string(name) + " is not defined (this device needs it)");
        if (!want && have) differs(std::string(name) + " is defined (not for this device)");
    }
    return problems;
}

}  // namespace

Program Runtime::adopt_program(const cl::Program &program) const
{
    require_built_for(program, context_, device_, traits_.name);
    // What the program was built with: its -D / -U options, then the #defines its source starts
    // with (which the preprocessor sees after the options).
    DefineMap found;
    apply_option_defines(program_build_string(program(), device_(), CL_PROGRAM_BUILD_OPTIONS), found);
    const std::string source = program_info_string(program(), CL_PROGRAM_SOURCE);
    for (auto &[name, value] : leading_defines(source)) found[name] = value;
    if (found.count("SWATOMIC_NV_PTX") && !found.count("SWATOMIC_NVIDIA")) found["SWATOMIC_NVIDIA"] = "1";  // platform.cl
    const std::string problems = define_differences(found, traits_);
    if (!problems.empty())
        throw InvalidArgument("adopt_program: the program was not built with swatomic's defines for " + traits_.name +
                              ": " + problems +
                              ". Build it with Runtime::build_flags() (C: swatomic_runtime_build_flags)");

    Program result;
    result.program_ = program;
    result.slot_width_ = traits_.slot_width;
    result.source_ = source;
    result.build_log_ = program_build_string(program(), device_(), CL_PROGRAM_BUILD_LOG);
    if (traits_.family == DeviceFamily::Nvidia) result.registers_ = parse_nv_registers(result.build_log_);
    return result;
}

Program Runtime::build_program(std::string_view user_source, const BuildOptions &options) const
{
    return build_program_with_prelude(*this, user_source, options, ProgramPrelude{});
}

Program build_program_with_prelude(const Runtime &runtime, std::string_view user_source, const BuildOptions &options,
                                   const ProgramPrelude &prelude)
{
    const DeviceTraits &traits_ = runtime.traits();
    const cl::Context &context_ = runtime.context();
    const cl::Device &device_ = runtime.device();
    Program result;
    result.slot_width_ = traits_.slot_width;
    result.source_ = assemble_program_source(build_defines_for(traits_), user_source, options, prelude);

    std::string flags = build_flags_for(traits_, options.compiler_options);
    if (!options.inject_library_source) flags += include_flag(kernel_include_directory());
    if (!options.compiler_options.empty()) flags += " " + options.compiler_options;

    // One compile of the assembled text; returns the build status and fills the mapped log.
    const auto compile = [&](cl::Program &program, const std::string &build_flags, std::string &log) {
        cl_int error = CL_SUCCESS;
        program = cl::Program(context_, result.source_, false, &error);
        detail::cl_check(error, "clCreateProgramWithSource");
        const cl_int status = program.build(std::vector<cl::Device>{device_}, build_flags.c_str());
        program.getBuildInfo(device_, CL_PROGRAM_BUILD_LOG, &log);
        while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
        log = map_log_positions(result.source_, log);
        if (status == CL_BUILD_PROGRAM_FAILURE || status == CL_INVALID_BUILD_OPTIONS) {
            throw BuildError("OpenCL build of " + options.source_name + " failed on " + traits_.name +
                                 (status == CL_INVALID_BUILD_OPTIONS ? " (invalid options: " + build_flags + ")" : "") +
                                 ":\n" + log,
                             log);
        }
        detail::cl_check(status, "clBuildProgram");
    };

    // The coordinator is one work-group of the user's kernel and the requester part of every
    // caller, so their registers would be charged to every group: on NVIDIA, cap the build at
    // what the kernel needs with requests that cost what native atomics cost (see
    // BuildOptions::cap_registers_without_coordinator), but never below the registers that are
    // free anyway (the cap then costs no occupancy and spills less).
    // A build whose register counts are read is made new by a number (software_atom.cl stores
    // it): NVIDIA's compute cache prints no ptxas lines for code it has compiled before, and the
    // cap, the kernel's occupancy and the launch's coordinator count would then differ between a
    // first build and later ones.
    const auto nonce = [] { return " -DSWATOMIC_BUILD_NONCE=" + std::to_string(std::random_device{}()) + "u"; };
    const bool coordinated =
        traits_.family == DeviceFamily::Nvidia && user_source.find("SWATOMIC_RUN") != std::string_view::npos;
    if (coordinated && options.cap_registers_without_coordinator &&
        options.compiler_options.find("-cl-nv-maxrregcount") == std::string::npos) {
        cl::Program without;
        std::string log;
        compile(without, flags + " -DSWATOMIC_WITHOUT_COORDINATOR=1" + nonce(), log);
        std::size_t needed = 0;
        for (const auto &entry : parse_nv_registers(log)) needed = std::max(needed, entry.second);
        const std::size_t free = nvidia_free_registers(traits_.nv_compute_capability_major, traits_.nv_compute_capability_minor);
        result.register_cap_ = std::max(free, (needed + 7) / 8 * 8);
        flags += " -cl-nv-maxrregcount=" + std::to_string(result.register_cap_);
    } else if (coordinated) {
        flags += nonce();  // no cap bounds the counts: the real build must report them
    }
    compile(result.program_, flags, result.build_log_);
    if (traits_.family == DeviceFamily::Nvidia) result.registers_ = parse_nv_registers(result.build_log_);
    return result;
}

}  // namespace swatomic
