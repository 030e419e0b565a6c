// The C API (include/swatomic/swatomic.h): opaque handles over the C++ classes. Every entry point
// catches everything, so no exception crosses into C; the message goes to a thread_local string.
#include "swatomic/swatomic.h"

#include <cstddef>
#include <cstring>
#include <exception>
#include <memory>
#include <new>
#include <string>

#include "c_api_internal.hpp"

namespace {

using swatomic::Status;

static_assert(SWATOMIC_ERROR_INVALID_ARGUMENT == static_cast<int>(Status::InvalidArgument));
static_assert(SWATOMIC_ERROR_DEVICE_NOT_FOUND == static_cast<int>(Status::DeviceNotFound));
static_assert(SWATOMIC_ERROR_BUILD_FAILED == static_cast<int>(Status::BuildFailed));
static_assert(SWATOMIC_ERROR_LAUNCH_LIMIT_EXCEEDED == static_cast<int>(Status::LaunchLimitExceeded));
static_assert(SWATOMIC_ERROR_COORDINATOR_TIMEOUT == static_cast<int>(Status::CoordinatorTimeout));
static_assert(SWATOMIC_ERROR_NULL_ADDRESS == static_cast<int>(Status::NullAddress));
static_assert(SWATOMIC_ERROR_MIXED_WIDTH == static_cast<int>(Status::MixedWidth));
static_assert(SWATOMIC_ERROR_PROBE_INPUT == static_cast<int>(Status::ProbeInputError));
static_assert(SWATOMIC_ERROR_TOOLCHAIN_MISSING == static_cast<int>(Status::ToolchainMissing));
static_assert(SWATOMIC_ERROR_SPIN_BUDGET_EXCEEDED == static_cast<int>(Status::SpinBudgetExceeded));
static_assert(SWATOMIC_ERROR_INTERNAL == static_cast<int>(Status::Internal));

using swatomic::detail::guarded;
using swatomic::detail::require;

// Copies `text` into a caller's buffer: truncated, NUL-terminated when size > 0.
void copy_out(const std::string &text, char *buffer, std::size_t size, std::size_t *needed)
{
    if (needed != nullptr) *needed = text.size() + 1;
    if (buffer == nullptr || size == 0) return;
    const std::size_t n = std::min(text.size(), size - 1);
    std::memcpy(buffer, text.data(), n);
    buffer[n] = '\0';
}

// A cl_kernel the caller owns, as a C++ wrapper holding its own reference.
cl::Kernel wrap(cl_kernel kernel) { return cl::Kernel(kernel, true); }

// Whether a versioned struct of `size` bytes holds `member` (one that ends within it).
#define SWATOMIC_HAS_FIELD(type, size, member) ((size) >= offsetof(type, member) + sizeof(((type *)nullptr)->member))

swatomic::LaunchOptions to_cpp(const swatomic_launch_options *options)
{
    swatomic::LaunchOptions cpp_options;
    if (options == nullptr) return cpp_options;
    if (options->struct_size < offsetof(swatomic_launch_options, budget_ms))
        throw swatomic::InvalidArgument("swatomic_launch_options: struct_size is not set (call swatomic_launch_options_init)");
    const std::size_t size = options->struct_size;
    if (SWATOMIC_HAS_FIELD(swatomic_launch_options, size, budget_ms)) cpp_options.budget_ms = options->budget_ms;
    if (SWATOMIC_HAS_FIELD(swatomic_launch_options, size, deadline_ms)) cpp_options.deadline_ms = options->deadline_ms;
    if (SWATOMIC_HAS_FIELD(swatomic_launch_options, size, coordinator_groups))
        cpp_options.coordinator_groups = options->coordinator_groups;
    if (SWATOMIC_HAS_FIELD(swatomic_launch_options, size, requests_per_group))
        cpp_options.requests_per_group = options->requests_per_group;
    return cpp_options;
}

// Checked before the launch or the wait, so that a bad stats struct is refused with nothing run.
void require_stats(const swatomic_launch_stats *stats)
{
    if (stats != nullptr && stats->struct_size < offsetof(swatomic_launch_stats, worker_groups))
        throw swatomic::InvalidArgument("swatomic_launch_stats: struct_size is not set (call swatomic_launch_stats_init)");
}

void to_c(const swatomic::LaunchStats &s, swatomic_launch_stats *stats)
{
    if (stats == nullptr) return;
    const std::size_t size = stats->struct_size;
    if (SWATOMIC_HAS_FIELD(swatomic_launch_stats, size, worker_groups)) stats->worker_groups = s.worker_groups;
    if (SWATOMIC_HAS_FIELD(swatomic_launch_stats, size, physical_groups)) stats->physical_groups = s.physical_groups;
    if (SWATOMIC_HAS_FIELD(swatomic_launch_stats, size, slots)) stats->slots = s.slots;
    if (SWATOMIC_HAS_FIELD(swatomic_launch_stats, size, coordinator_groups)) stats->coordinator_groups = s.coordinator_groups;
    if (SWATOMIC_HAS_FIELD(swatomic_launch_stats, size, requests)) stats->requests = s.requests;
    if (SWATOMIC_HAS_FIELD(swatomic_launch_stats, size, passes)) stats->passes = s.passes;
}

// The handles swatomic_launch and swatomic_launch_async need (InvalidArgument naming the call).
void require_launch_handles(const char *call, swatomic_coordinator coordinator, swatomic_program program,
                            cl_kernel kernel)
{
    require(coordinator != nullptr, (std::string(call) + ": coordinator is NULL").c_str());
    require(program != nullptr, (std::string(call) + ": program is NULL").c_str());
    require(kernel != nullptr, (std::string(call) + ": kernel is NULL").c_str());
}

}  // namespace

// Per thread, so concurrent callers never see each other's messages.
std::string &swatomic::detail::c_api_last_error() noexcept
{
    thread_local std::string text;
    return text;
}

extern "C" {

const char *swatomic_status_name(int status) { return swatomic::status_name(static_cast<Status>(status)); }

const char *swatomic_last_error(void) { return swatomic::detail::c_api_last_error().c_str(); }

const char *swatomic_version(void) { return SWATOMIC_VERSION_STRING; }

int swatomic_runtime_create(const char *device_spec, swatomic_runtime *out)
{
    return guarded([&] {
        require(out != nullptr, "swatomic_runtime_create: out is NULL");
        *out = nullptr;
        *out = new swatomic_runtime_s{swatomic::Runtime(device_spec != nullptr ? device_spec : "")};
    });
}

int swatomic_runtime_create_from(cl_context context, cl_device_id device, cl_command_queue queue,
                                 swatomic_runtime *out)
{
    return guarded([&] {
        require(out != nullptr, "swatomic_runtime_create_from: out is NULL");
        *out = nullptr;
        require(context != nullptr && device != nullptr && queue != nullptr,
                "swatomic_runtime_create_from: context, device and queue must not be NULL");
        *out = new swatomic_runtime_s{
            swatomic::Runtime(cl::Context(context, true), cl::Device(device, true), cl::CommandQueue(queue, true))};
    });
}

void swatomic_runtime_release(swatomic_runtime runtime) { delete runtime; }

cl_context swatomic_runtime_context(swatomic_runtime runtime)
{
    return runtime != nullptr ? runtime->runtime.context()() : nullptr;
}

cl_device_id swatomic_runtime_device(swatomic_runtime runtime)
{
    return runtime != nullptr ? runtime->runtime.device()() : nullptr;
}

cl_command_queue swatomic_runtime_queue(swatomic_runtime runtime)
{
    return runtime != nullptr ? runtime->runtime.queue()() : nullptr;
}

int swatomic_runtime_device_name(swatomic_runtime runtime, char *buffer, size_t size, size_t *needed)
{
    return guarded([&] {
        require(runtime != nullptr, "swatomic_runtime_device_name: runtime is NULL");
        copy_out(runtime->runtime.traits().name, buffer, size, needed);
    });
}

int swatomic_runtime_build_flags(swatomic_runtime runtime, char *buffer, size_t size, size_t *needed)
{
    return guarded([&] {
        require(runtime != nullptr, "swatomic_runtime_build_flags: runtime is NULL");
        copy_out(runtime->runtime.build_flags(), buffer, size, needed);
    });
}

int swatomic_kernel_include_directory(char *buffer, size_t size, size_t *needed)
{
    return guarded([&] { copy_out(swatomic::kernel_include_directory(), buffer, size, needed); });
}

void swatomic_build_options_init(swatomic_build_options *options)
{
    if (options == nullptr) return;
    options->struct_size = sizeof *options;
    options->source_name = nullptr;
    options->compiler_options = nullptr;
    options->inject_library_source = 1;
    options->library = SWATOMIC_LIBRARY_SOFTWARE_ATOMIC;
}

int swatomic_program_build(swatomic_runtime runtime, const char *source, const swatomic_build_options *options,
                           swatomic_program *out, char *log, size_t log_size, size_t *log_needed)
{
    if (log != nullptr && log_size > 0) log[0] = '\0';
    if (log_needed != nullptr) *log_needed = 1;
    return guarded([&] {
        require(out != nullptr, "swatomic_program_build: out is NULL");
        *out = nullptr;
        require(runtime != nullptr, "swatomic_program_build: runtime is NULL");
        require(source != nullptr, "swatomic_program_build: source is NULL");
        swatomic::BuildOptions cpp_options;
        int library = SWATOMIC_LIBRARY_SOFTWARE_ATOMIC;
        if (options != nullptr) {
            // A struct from before `library` (struct_size ends there): the software atomic alone.
            require(options->struct_size >= offsetof(swatomic_build_options, library),
                    "swatomic_program_build: options->struct_size is too small (call swatomic_build_options_init)");
            if (options->source_name != nullptr) cpp_options.source_name = options->source_name;
            if (options->compiler_options != nullptr) cpp_options.compiler_options = options->compiler_options;
            cpp_options.inject_library_source = options->inject_library_source != 0;
            if (options->struct_size >= sizeof *options) library = options->library;
        }
        require(library >= SWATOMIC_LIBRARY_SOFTWARE_ATOMIC && library <= SWATOMIC_LIBRARY_ACCUMULATORS,
                "swatomic_program_build: options->library must be one of SWATOMIC_LIBRARY_*");
        try {
            auto program = std::make_unique<swatomic_program_s>(swatomic_program_s{
                library == SWATOMIC_LIBRARY_ACCUMULATORS ? swatomic::build_accumulator_program(runtime->runtime, source, cpp_options)
                : library == SWATOMIC_LIBRARY_VARIANTS   ? swatomic::build_variant_program(runtime->runtime, source, cpp_options)
                                                         : runtime->runtime.build_program(source, cpp_options)});
            copy_out(program->program.build_log(), log, log_size, log_needed);
            *out = program.release();
        } catch (const swatomic::BuildError &e) {
            copy_out(e.build_log(), log, log_size, log_needed);
            throw;
        }
    });
}

void swatomic_program_release(swatomic_program program) { delete program; }

int swatomic_program_adopt(swatomic_runtime runtime, cl_program program, swatomic_program *out)
{
    return guarded([&] {
        require(out != nullptr, "swatomic_program_adopt: out is NULL");
        *out = nullptr;
        require(runtime != nullptr, "swatomic_program_adopt: runtime is NULL");
        require(program != nullptr, "swatomic_program_adopt: program is NULL");
        *out = new swatomic_program_s{runtime->runtime.adopt_program(cl::Program(program, true))};
    });
}

cl_program swatomic_program_handle(swatomic_program program)
{
    return program != nullptr ? program->program.program()() : nullptr;
}

int swatomic_kernel_create(swatomic_program program, const char *name, cl_kernel *out)
{
    return guarded([&] {
        require(out != nullptr, "swatomic_kernel_create: out is NULL");
        *out = nullptr;
        require(program != nullptr, "swatomic_kernel_create: program is NULL");
        require(name != nullptr, "swatomic_kernel_create: name is NULL");
        const cl::Kernel kernel = program->program.kernel(name);
        // One extra reference for the caller; the wrapper drops its own on return.
        cl_kernel handle = kernel();
        if (const cl_int error = clRetainKernel(handle); error != CL_SUCCESS) throw swatomic::OpenClError(error, "clRetainKernel");
        *out = handle;
    });
}

void swatomic_launch_options_init(swatomic_launch_options *options)
{
    if (options == nullptr) return;
    const swatomic::LaunchOptions defaults;
    std::memset(options, 0, sizeof *options);
    options->struct_size = sizeof *options;
    options->budget_ms = defaults.budget_ms;
    options->deadline_ms = defaults.deadline_ms;
    options->coordinator_groups = defaults.coordinator_groups;
    options->requests_per_group = defaults.requests_per_group;
}

void swatomic_launch_stats_init(swatomic_launch_stats *stats)
{
    if (stats == nullptr) return;
    std::memset(stats, 0, sizeof *stats);
    stats->struct_size = sizeof *stats;
}

int swatomic_coordinator_create(swatomic_runtime runtime, swatomic_coordinator *out)
{
    return guarded([&] {
        require(out != nullptr, "swatomic_coordinator_create: out is NULL");
        *out = nullptr;
        require(runtime != nullptr, "swatomic_coordinator_create: runtime is NULL");
        *out = new swatomic_coordinator_s{swatomic::Coordinator(runtime->runtime)};
    });
}

void swatomic_coordinator_release(swatomic_coordinator coordinator) { delete coordinator; }

int swatomic_launch(swatomic_coordinator coordinator, swatomic_program program, cl_kernel kernel,
                    size_t worker_groups, size_t local_size, const swatomic_launch_options *options,
                    swatomic_launch_stats *stats)
{
    return guarded([&] {
        require_launch_handles("swatomic_launch", coordinator, program, kernel);
        require_stats(stats);
        cl::Kernel k = wrap(kernel);
        to_c(coordinator->coordinator.launch(program->program, k, worker_groups, local_size, to_cpp(options)), stats);
    });
}

int swatomic_launch_async(swatomic_coordinator coordinator, swatomic_program program, cl_kernel kernel,
                          size_t worker_groups, size_t local_size, const swatomic_launch_options *options,
                          swatomic_pending_launch *out)
{
    return guarded([&] {
        require(out != nullptr, "swatomic_launch_async: out is NULL");
        *out = nullptr;
        require_launch_handles("swatomic_launch_async", coordinator, program, kernel);
        auto handle = std::make_unique<swatomic_pending_launch_s>();
        cl::Kernel k = wrap(kernel);
        handle->pending =
            coordinator->coordinator.launch_async(program->program, k, worker_groups, local_size, to_cpp(options));
        *out = handle.release();
    });
}

int swatomic_launch_check(swatomic_pending_launch pending, swatomic_launch_stats *stats)
{
    return guarded([&] {
        require(pending != nullptr, "swatomic_launch_check: pending is NULL");
        require_stats(stats);
        to_c(pending->pending.check(), stats);
    });
}

cl_event swatomic_launch_event(swatomic_pending_launch pending)
{
    return pending != nullptr && pending->pending.valid() ? pending->pending.kernel_event()() : nullptr;
}

void swatomic_launch_release(swatomic_pending_launch pending) { delete pending; }

int swatomic_occupancy(swatomic_coordinator coordinator, swatomic_program program, cl_kernel kernel,
                       size_t local_size, swatomic_occupancy_report *out)
{
    return guarded([&] {
        require(out != nullptr, "swatomic_occupancy: out is NULL");
        require(out->struct_size >= sizeof *out,
                "swatomic_occupancy: out->struct_size must be sizeof(swatomic_occupancy_report)");
        std::memset(out, 0, sizeof *out);
        out->struct_size = sizeof *out;
        require(coordinator != nullptr, "swatomic_occupancy: coordinator is NULL");
        require(program != nullptr, "swatomic_occupancy: program is NULL");
        require(kernel != nullptr, "swatomic_occupancy: kernel is NULL");
        require(local_size > 0, "swatomic_occupancy: local_size must be at least 1");
        const cl::Kernel k = wrap(kernel);
        const swatomic::OccupancyReport r = coordinator->coordinator.occupancy(program->program, k, local_size);
        const std::size_t max_worker_groups = coordinator->coordinator.max_worker_groups(program->program, k, local_size);
        out->max_groups = r.max_groups;  // (nothing filled in before both calls succeeded)
        out->max_worker_groups = max_worker_groups;
        out->groups_per_unit = r.groups_per_unit;
        out->units = r.units;
        copy_out(r.limiter, out->limiter, sizeof out->limiter, nullptr);
        copy_out(r.explanation, out->explanation, sizeof out->explanation, nullptr);
    });
}

int swatomic_max_worker_groups(swatomic_coordinator coordinator, swatomic_program program, cl_kernel kernel,
                               size_t local_size, const swatomic_launch_options *options, size_t *out)
{
    return guarded([&] {
        require(out != nullptr, "swatomic_max_worker_groups: out is NULL");
        *out = 0;
        require(coordinator != nullptr, "swatomic_max_worker_groups: coordinator is NULL");
        require(program != nullptr, "swatomic_max_worker_groups: program is NULL");
        require(kernel != nullptr, "swatomic_max_worker_groups: kernel is NULL");
        require(local_size > 0, "swatomic_max_worker_groups: local_size must be at least 1");
        *out = coordinator->coordinator.max_worker_groups(program->program, wrap(kernel), local_size, to_cpp(options));
    });
}

}  // extern "C"
