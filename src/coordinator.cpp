// Host side of the coordinator protocol (kernel side: kernels/swatomic/software_atom_add.cl).
#include "swatomic/coordinator.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <sstream>
#include <vector>

#include "cl_check.hpp"
#include "coordinator_protocol.hpp"
#include "swatomic/errors.hpp"

namespace swatomic {
namespace {

using detail::cl_check;

constexpr std::uint32_t kDefaultBudgetMs = 4000;

// The kernels read a clock on NVIDIA (%globaltimer) and on PoCL's CPU devices on Linux x86-64
// (clock_gettime, kernels/swatomic/platform.cl): budgets are microseconds there. Elsewhere they
// are counts, estimated from the budget and the launch.
bool kernels_have_clock(const DeviceTraits &t)
{
    return t.family == DeviceFamily::Nvidia || kernels_use_linux_syscalls(t);
}

std::uint32_t clamp_u32(double value, double low, double high)
{
    return static_cast<std::uint32_t>(std::min(std::max(value, low), high));
}

// Polls of a requester while the heartbeat stands still: a CPU poll costs a few nanoseconds,
// a GPU poll of global memory about a microsecond.
std::uint32_t default_stall_polls(const DeviceTraits &t, std::uint32_t budget_ms)
{
    const double polls_per_ms = (t.type & CL_DEVICE_TYPE_CPU) ? 1e5 : 1e3;
    return clamp_u32(budget_ms * polls_per_ms, 1 << 12, 4e9);
}

// Coordinator sweeps without progress: a sweep's cost grows with the slots it scans (measured
// on PoCL 3.1 on 2 busy cores: 20-200 ns a slot; on a GPU about 1 us per 16 x local size
// slots) plus barriers per window. The low end is taken so that a live launch is never cut
// short; a stuck one then ends within a few budgets.
std::uint32_t default_idle_sweeps(const DeviceTraits &t, std::uint32_t budget_ms, std::size_t slots,
                                  std::size_t local_size)
{
    const double sweep_ns = (t.type & CL_DEVICE_TYPE_CPU)
                                ? 2000.0 + 50.0 * static_cast<double>(slots) + 100.0 * static_cast<double>(local_size)
                                : 2000.0 + 1000.0 * static_cast<double>(slots) / (16.0 * static_cast<double>(local_size));
    return clamp_u32(budget_ms * 1e6 / sweep_ns, 64, 1u << 30);
}

std::string kernel_name(const cl::Kernel &kernel)
{
    std::string name;
    kernel.getInfo(CL_KERNEL_FUNCTION_NAME, &name);
    while (!name.empty() && name.back() == '\0') name.pop_back();
    return name;
}

std::string describe_slots(const std::vector<std::uint32_t> &slots, std::size_t slots_per_group)
{
    std::ostringstream out;
    const std::size_t shown = std::min<std::size_t>(slots.size(), 8);
    for (std::size_t i = 0; i < shown; ++i) {
        out << (i ? ", " : "") << "slot " << slots[i] << " (group " << slots[i] / slots_per_group << ", wavefront "
            << slots[i] % slots_per_group << ")";
    }
    if (slots.size() > shown) out << " and " << slots.size() - shown << " more";
    return out.str();
}

// The trailing kernel arguments must be SWATOMIC_KERNEL_PARAMS; returns the first one's index.
cl_uint protocol_argument_index(const cl::Kernel &kernel, const std::string &name)
{
    cl_uint count = 0;
    cl_check(clGetKernelInfo(kernel(), CL_KERNEL_NUM_ARGS, sizeof count, &count, nullptr), "clGetKernelInfo");
    if (count < SWATOMIC_PARAM_COUNT)
        throw InvalidArgument("kernel \"" + name + "\" has " + std::to_string(count) +
                              " arguments; its parameter list must end with SWATOMIC_KERNEL_PARAMS");
    const cl_uint first = count - static_cast<cl_uint>(SWATOMIC_PARAM_COUNT);
    for (cl_uint i = 0; i < SWATOMIC_PARAM_COUNT; ++i) {
        // Argument names need -cl-kernel-arg-info (Runtime::build_program passes it); a program
        // built without it has none (CL_KERNEL_ARG_INFO_NOT_AVAILABLE): the check is skipped.
        std::size_t size = 0;
        if (clGetKernelArgInfo(kernel(), first + i, CL_KERNEL_ARG_NAME, 0, nullptr, &size) != CL_SUCCESS) return first;
        std::string arg(size, '\0');
        cl_check(clGetKernelArgInfo(kernel(), first + i, CL_KERNEL_ARG_NAME, size, arg.data(), nullptr),
                 "clGetKernelArgInfo");
        while (!arg.empty() && arg.back() == '\0') arg.pop_back();
        if (arg != protocol::kKernelParamNames[i])
            throw InvalidArgument("kernel \"" + name + "\": argument " + std::to_string(first + i) + " is \"" + arg +
                                  "\", expected \"" + protocol::kKernelParamNames[i] +
                                  "\"; the parameter list must end with SWATOMIC_KERNEL_PARAMS");
    }
    return first;
}

// Local memory the kernel uses besides the protocol's scratch. CL_KERNEL_LOCAL_MEM_SIZE
// includes __local arguments on some implementations and not on others: set the scratch
// argument to two sizes and see.
std::size_t static_local_bytes(const cl::Kernel &kernel, cl_device_id device, cl_uint scratch_arg)
{
    auto local_with = [&](std::size_t bytes) {
        cl_check(clSetKernelArg(kernel(), scratch_arg, bytes, nullptr), "clSetKernelArg");
        cl_ulong used = 0;
        cl_check(clGetKernelWorkGroupInfo(kernel(), device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof used, &used, nullptr),
                 "clGetKernelWorkGroupInfo");
        return static_cast<std::size_t>(used);
    };
    const std::size_t small = local_with(1024);
    const std::size_t large = local_with(2048);
    return large - small == 1024 && small >= 1024 ? small - 1024 : small;
}

}  // namespace

Coordinator::Coordinator(const Runtime &runtime) : runtime_(&runtime) {}

OccupancyReport Coordinator::occupancy_with(const Program &program, const cl::Kernel &kernel, std::size_t local_size,
                                            std::size_t scratch) const
{
    const cl_uint scratch_arg = protocol_argument_index(kernel, kernel_name(kernel)) + SWATOMIC_PARAM_SCRATCH;
    KernelResources resources;
    resources.local_size = local_size;
    resources.local_mem_bytes = static_local_bytes(kernel, runtime_->device()(), scratch_arg) + scratch;
    resources.registers_per_item = program.registers(kernel_name(kernel));
    return device_occupancy(runtime_->traits(), resources);
}

// The coordinator's window: the largest (up to kMaxWindowPerItem requests per work-item) whose
// scratch leaves the kernel's co-resident group count where the requesters alone put it.
Coordinator::Window Coordinator::choose_window(const Program &program, const cl::Kernel &kernel,
                                               std::size_t local_size, std::size_t fixed_per_item) const
{
    if (fixed_per_item != 0) {
        if (local_size * fixed_per_item > SWATOMIC_COORD_MAX_WINDOW)
            throw InvalidArgument("LaunchOptions::window_per_item: local size x " + std::to_string(fixed_per_item) +
                                  " exceeds the coordinator's largest window, " +
                                  std::to_string(SWATOMIC_COORD_MAX_WINDOW));
        return {fixed_per_item, protocol::scratch_bytes(local_size, program.slot_width(), fixed_per_item)};
    }
    const std::size_t width = program.slot_width();
    const std::size_t requester = protocol::requester_scratch_bytes(local_size, width);
    const std::size_t target = occupancy_with(program, kernel, local_size, requester).max_groups;
    const std::size_t static_local =
        static_local_bytes(kernel, runtime_->device()(), protocol_argument_index(kernel, kernel_name(kernel)) + SWATOMIC_PARAM_SCRATCH);
    Window w;
    for (std::size_t per_item = protocol::kMaxWindowPerItem; per_item >= 1; --per_item) {
        w.per_item = per_item;
        w.scratch = protocol::scratch_bytes(local_size, width, per_item);
        if (local_size * per_item > SWATOMIC_COORD_MAX_WINDOW) continue;
        if (per_item > 1 && static_local + w.scratch > runtime_->traits().local_mem_size) continue;
        if (per_item == 1 || occupancy_with(program, kernel, local_size, w.scratch).max_groups >= target) break;
    }
    return w;
}

std::size_t Coordinator::scratch_bytes(const Program &program, const cl::Kernel &kernel, std::size_t local_size) const
{
    return choose_window(program, kernel, local_size).scratch;
}

OccupancyReport Coordinator::occupancy(const Program &program, const cl::Kernel &kernel, std::size_t local_size) const
{
    return occupancy_with(program, kernel, local_size, scratch_bytes(program, kernel, local_size));
}

std::size_t Coordinator::max_worker_groups(const Program &program, const cl::Kernel &kernel, std::size_t local_size) const
{
    const std::size_t groups = occupancy(program, kernel, local_size).max_groups;
    return groups > 1 ? groups - 1 : 0;
}

// Strong guarantee: the new buffers replace the old ones only once all exist.
void Coordinator::ensure_capacity(std::size_t slots, std::size_t width)
{
    if (slots <= capacity_ && width <= width_ && control_() != nullptr) return;
    std::size_t capacity = std::max<std::size_t>({slots, 2 * capacity_, 64});
    capacity = (capacity + 3) / 4 * 4;
    const std::size_t entries = capacity * std::max(width, width_);
    const cl::Context &context = runtime_->context();
    auto make = [&](std::size_t bytes) {
        cl_int error = CL_SUCCESS;
        cl::Buffer buffer(context, CL_MEM_READ_WRITE, bytes, nullptr, &error);
        cl_check(error, "clCreateBuffer");
        return buffer;
    };
    cl::Buffer pending = make(capacity * sizeof(cl_uint));
    cl::Buffer addresses = make(entries * sizeof(cl_ulong));
    cl::Buffer ops = make(entries * sizeof(cl_uint));
    cl::Buffer sums = make(entries * sizeof(cl_ulong));
    cl::Buffer prefixsums = make(entries * sizeof(cl_ulong));
    cl::Buffer control = control_() != nullptr ? control_ : make(SWATOMIC_CTL_WORDS * sizeof(cl_uint));
    pending_ = std::move(pending);
    addresses_ = std::move(addresses);
    ops_ = std::move(ops);
    sums_ = std::move(sums);
    prefixsums_ = std::move(prefixsums);
    control_ = std::move(control);
    capacity_ = capacity;
    width_ = std::max(width, width_);
    clean_ = false;
}

void Coordinator::reset_all()
{
    const cl_uint idle = SWATOMIC_SLOT_IDLE;
    cl_check(runtime_->queue().enqueueFillBuffer(pending_, idle, 0, capacity_ * sizeof(cl_uint)), "clEnqueueFillBuffer");
    clean_ = true;
}

LaunchStats Coordinator::launch(const Program &program, cl::Kernel &kernel, std::size_t worker_groups,
                                std::size_t local_size, const LaunchOptions &options)
{
    const DeviceTraits &traits = runtime_->traits();
    if (kernel() == nullptr) throw InvalidArgument("launch: the kernel is empty");
    const std::string name = kernel_name(kernel);
    if (worker_groups == 0) throw InvalidArgument("launch of \"" + name + "\": worker_groups must be at least 1");
    if (local_size == 0) throw InvalidArgument("launch of \"" + name + "\": local_size must be at least 1");
    if (worker_groups > 0xffffffffull / local_size)
        throw LaunchLimitExceeded("launch of \"" + name + "\": more than 2^32 work-items", worker_groups, 0);

    std::size_t kernel_max = 0;
    cl_check(clGetKernelWorkGroupInfo(kernel(), runtime_->device()(), CL_KERNEL_WORK_GROUP_SIZE, sizeof kernel_max,
                                      &kernel_max, nullptr),
             "clGetKernelWorkGroupInfo");
    const std::size_t size_limit = std::min(kernel_max, traits.max_work_group_size);
    if (local_size > size_limit)
        throw LaunchLimitExceeded("launch of \"" + name + "\": work-group size " + std::to_string(local_size) +
                                      " exceeds the limit " + std::to_string(size_limit) + " of this kernel on " + traits.name,
                                  local_size, size_limit);

    const cl_uint first_arg = protocol_argument_index(kernel, name);
    const std::size_t width = program.slot_width();
    const Window window = choose_window(program, kernel, local_size, options.window_per_item);
    const std::size_t local_used =
        static_local_bytes(kernel, runtime_->device()(), first_arg + SWATOMIC_PARAM_SCRATCH) + window.scratch;
    if (local_used > traits.local_mem_size)
        throw LaunchLimitExceeded("launch of \"" + name + "\": needs " + std::to_string(local_used) +
                                      " B of local memory per work-group, the device has " +
                                      std::to_string(traits.local_mem_size),
                                  local_used, traits.local_mem_size);

    // Physical groups: as many as can be co-resident beside the coordinator; the rest of the
    // requested groups run as virtual groups on them.
    std::size_t physical = worker_groups;
    if (options.enforce_occupancy_limit) {
        const OccupancyReport occ = occupancy_with(program, kernel, local_size, window.scratch);
        if (occ.max_groups < 2)
            throw LaunchLimitExceeded("launch of \"" + name + "\": not even one requesting work-group of " +
                                          std::to_string(local_size) + " fits beside the coordinator group (" +
                                          occ.explanation + ")",
                                      2, occ.max_groups);
        physical = std::min(worker_groups, occ.max_groups - 1);
    }
    const std::size_t slots_per_group = protocol::slots_per_group(local_size, width);
    const std::size_t slots = physical * slots_per_group;
    if (slots * width >= (std::size_t{1} << 31))
        throw LaunchLimitExceeded("launch of \"" + name + "\": too many request slots", slots, (std::size_t{1} << 31) / width);

    ensure_capacity(slots, width);
    if (!clean_) reset_all();
    const cl::CommandQueue &queue = runtime_->queue();
    const std::uint32_t budget_ms = options.budget_ms ? options.budget_ms : kDefaultBudgetMs;
    std::array<cl_uint, SWATOMIC_CTL_WORDS> control{};
    if (kernels_have_clock(traits)) {
        control[SWATOMIC_CTL_STALL_BUDGET] = clamp_u32(budget_ms * 1000.0, 1, 4e9);
        control[SWATOMIC_CTL_IDLE_BUDGET] = control[SWATOMIC_CTL_STALL_BUDGET];
    } else {
        control[SWATOMIC_CTL_STALL_BUDGET] = options.stall_polls ? options.stall_polls : default_stall_polls(traits, budget_ms);
        control[SWATOMIC_CTL_IDLE_BUDGET] =
            options.idle_sweeps ? options.idle_sweeps : default_idle_sweeps(traits, budget_ms, slots, local_size);
    }
    control[SWATOMIC_CTL_GROUPS] = static_cast<cl_uint>(worker_groups);
    control[SWATOMIC_CTL_WINDOW] = static_cast<cl_uint>(local_size * window.per_item);
    cl_check(queue.enqueueWriteBuffer(control_, CL_TRUE, 0, sizeof control, control.data()), "clEnqueueWriteBuffer");

    const cl::Buffer *buffers[] = {&pending_, &addresses_, &ops_, &sums_, &prefixsums_, &control_};
    for (cl_uint i = 0; i < 6; ++i) cl_check(kernel.setArg(first_arg + i, *buffers[i]), "clSetKernelArg");
    cl_check(kernel.setArg(first_arg + SWATOMIC_PARAM_SCRATCH, cl::Local(window.scratch)), "clSetKernelArg");
    clean_ = false;  // until the kernel reports a clean finish
    cl_check(queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange((physical + 1) * local_size),
                                        cl::NDRange(local_size), nullptr, &last_event_),
             "clEnqueueNDRangeKernel");
    cl_check(queue.enqueueReadBuffer(control_, CL_TRUE, 0, sizeof control, control.data()), "clEnqueueReadBuffer");

    LaunchStats stats;
    stats.worker_groups = worker_groups;
    stats.physical_groups = physical;
    stats.slots = slots;
    stats.window = local_size * window.per_item;
    stats.sweeps = control[SWATOMIC_CTL_SWEEPS];
    stats.requests = control[SWATOMIC_CTL_REQUESTS];
    cl_ulong started = 0, ended = 0;
    if (last_event_.getProfilingInfo(CL_PROFILING_COMMAND_START, &started) == CL_SUCCESS &&
        last_event_.getProfilingInfo(CL_PROFILING_COMMAND_END, &ended) == CL_SUCCESS && ended >= started)
        stats.kernel_ms = static_cast<double>(ended - started) * 1e-6;
    const std::uint32_t code = control[SWATOMIC_CTL_ERROR];
    if (code == SWATOMIC_ERR_NONE && control[SWATOMIC_CTL_ABORT] == 0) {
        clean_ = true;  // the coordinator left every slot idle
        return stats;
    }

    // Failure: the kernel has ended, so the pending words say exactly which slots were left
    // waiting (a request count) and which did not complete (anything but finished).
    std::vector<cl_uint> pending(slots);
    cl_check(queue.enqueueReadBuffer(pending_, CL_TRUE, 0, slots * sizeof(cl_uint), pending.data()), "clEnqueueReadBuffer");
    std::vector<std::uint32_t> unserved, unfinished;
    for (std::size_t s = 0; s < slots; ++s) {
        if (pending[s] != SWATOMIC_SLOT_IDLE && pending[s] != SWATOMIC_SLOT_FINISHED)
            unserved.push_back(static_cast<std::uint32_t>(s));
        if (pending[s] != SWATOMIC_SLOT_FINISHED) unfinished.push_back(static_cast<std::uint32_t>(s));
    }
    std::ostringstream what;
    what << "software atomic launch of \"" << name << "\" (" << worker_groups << " requesting groups of " << local_size;
    if (physical != worker_groups) what << " on " << physical << " physical groups";
    what << ", " << slots << " slots) failed: ";
    const std::uint32_t error_slot = control[SWATOMIC_CTL_ERROR_SLOT];
    const std::string budget = kernels_have_clock(traits) ? std::to_string(budget_ms) + " ms"
                                                          : "its budget (about " + std::to_string(budget_ms) + " ms)";
    switch (code) {
    case SWATOMIC_ERR_WORKER_STALLED:
        what << "slot " << error_slot << " waited " << budget
             << " while the coordinator made no progress (coordinator not running?)";
        break;
    case SWATOMIC_ERR_COORDINATOR_STALLED:
        what << "the coordinator saw no request and no finished slot for " << budget
             << ": requesting groups did not run or did not reach SWATOMIC_RUN's end (an early return? more groups "
                "than can be co-resident?)";
        break;
    case SWATOMIC_ERR_NULL_ADDRESS:
        what << "slot " << error_slot << " called a software_atom_* operation with a null pointer";
        break;
    case SWATOMIC_ERR_MIXED_WIDTH:
        what << "one variable was used by 32-bit and 64-bit software_atom_* operations in one launch "
                "(found at the request of slot "
             << error_slot << "); give each variable one width";
        break;
    default: what << "kernel error code " << code; break;
    }
    what << "; unserved: " << (unserved.empty() ? std::string("none") : describe_slots(unserved, slots_per_group))
         << "; unfinished: " << (unfinished.empty() ? std::string("none") : describe_slots(unfinished, slots_per_group));
    if (code == SWATOMIC_ERR_NULL_ADDRESS) throw NullAddressError(what.str(), unserved, unfinished);
    if (code == SWATOMIC_ERR_MIXED_WIDTH) throw MixedWidthError(what.str(), unserved, unfinished);
    throw CoordinatorTimeout(code == SWATOMIC_ERR_WORKER_STALLED ? CoordinatorTimeout::Side::Requester
                                                                 : CoordinatorTimeout::Side::Coordinator,
                             what.str(), unserved, unfinished);
}

}  // namespace swatomic
