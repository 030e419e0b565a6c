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

// Default budgets: long enough for any live protocol (they count only time without progress),
// short enough that a stuck launch ends in seconds. One GPU poll of global memory costs about
// a microsecond, one CPU poll a few nanoseconds.
std::uint32_t default_stall_polls(const DeviceTraits &t) { return (t.type & CL_DEVICE_TYPE_CPU) ? (1u << 29) : (1u << 22); }
std::uint32_t default_idle_sweeps(const DeviceTraits &t) { return (t.type & CL_DEVICE_TYPE_CPU) ? (1u << 23) : (1u << 20); }

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
    if (count < protocol::kKernelParamCount)
        throw InvalidArgument("kernel \"" + name + "\" has " + std::to_string(count) +
                              " arguments; its parameter list must end with SWATOMIC_KERNEL_PARAMS");
    const cl_uint first = count - static_cast<cl_uint>(protocol::kKernelParamCount);
    for (std::size_t i = 0; i < protocol::kKernelParamCount; ++i) {
        char arg[128] = {};
        // Argument names need -cl-kernel-arg-info (Runtime::build_program passes it); without
        // them the check is skipped.
        if (clGetKernelArgInfo(kernel(), first + static_cast<cl_uint>(i), CL_KERNEL_ARG_NAME, sizeof arg, arg, nullptr) !=
            CL_SUCCESS)
            return first;
        if (std::string(arg) != protocol::kKernelParamNames[i])
            throw InvalidArgument("kernel \"" + name + "\": argument " + std::to_string(first + i) + " is \"" + arg +
                                  "\", expected \"" + protocol::kKernelParamNames[i] +
                                  "\"; the parameter list must end with SWATOMIC_KERNEL_PARAMS");
    }
    return first;
}

}  // namespace

Coordinator::Coordinator(const Runtime &runtime) : runtime_(&runtime) {}

std::size_t Coordinator::scratch_bytes(const Program &program, std::size_t local_size) const
{
    return protocol::scratch_bytes(local_size, program.slot_width());
}

OccupancyReport Coordinator::occupancy(const Program &program, const cl::Kernel &kernel, std::size_t local_size) const
{
    const std::size_t scratch = scratch_bytes(program, local_size);
    cl_ulong reported = 0;
    cl_check(clGetKernelWorkGroupInfo(kernel(), runtime_->device()(), CL_KERNEL_LOCAL_MEM_SIZE, sizeof reported,
                                      &reported, nullptr),
             "clGetKernelWorkGroupInfo");
    KernelResources resources;
    resources.local_size = local_size;
    // CL_KERNEL_LOCAL_MEM_SIZE counts __local arguments only once they are set; count the
    // protocol's scratch on top of the static part when it is not in the figure yet.
    resources.local_mem_bytes = reported >= scratch ? static_cast<std::size_t>(reported)
                                                    : static_cast<std::size_t>(reported) + scratch;
    resources.registers_per_item = program.registers(kernel_name(kernel));
    return device_occupancy(runtime_->traits(), resources);
}

std::size_t Coordinator::max_worker_groups(const Program &program, const cl::Kernel &kernel, std::size_t local_size) const
{
    const std::size_t groups = occupancy(program, kernel, local_size).max_groups;
    return groups > 1 ? groups - 1 : 0;
}

void Coordinator::ensure_capacity(std::size_t slots)
{
    if (slots <= capacity_ && control_() != nullptr) return;
    const std::size_t capacity = std::max<std::size_t>({slots, 2 * capacity_, 64});
    const cl::Context &context = runtime_->context();
    cl_int error = CL_SUCCESS;
    addresses_ = cl::Buffer(context, CL_MEM_READ_WRITE, capacity * sizeof(cl_ulong), nullptr, &error);
    cl_check(error, "clCreateBuffer");
    ops_ = cl::Buffer(context, CL_MEM_READ_WRITE, capacity * sizeof(cl_uint), nullptr, &error);
    cl_check(error, "clCreateBuffer");
    sums_ = cl::Buffer(context, CL_MEM_READ_WRITE, capacity * sizeof(cl_ulong), nullptr, &error);
    cl_check(error, "clCreateBuffer");
    prefixsums_ = cl::Buffer(context, CL_MEM_READ_WRITE, capacity * sizeof(cl_ulong), nullptr, &error);
    cl_check(error, "clCreateBuffer");
    finished_ = cl::Buffer(context, CL_MEM_READ_WRITE, capacity * sizeof(cl_uint), nullptr, &error);
    cl_check(error, "clCreateBuffer");
    control_ = cl::Buffer(context, CL_MEM_READ_WRITE, protocol::kControlWords * sizeof(cl_uint), nullptr, &error);
    cl_check(error, "clCreateBuffer");
    capacity_ = capacity;
    clean_ = false;
}

void Coordinator::reset_all()
{
    const cl::CommandQueue &queue = runtime_->queue();
    const cl_uint zero = 0;
    const cl_ulong zero64 = 0;
    cl_check(queue.enqueueFillBuffer(addresses_, zero64, 0, capacity_ * sizeof(cl_ulong)), "clEnqueueFillBuffer");
    cl_check(queue.enqueueFillBuffer(finished_, zero, 0, capacity_ * sizeof(cl_uint)), "clEnqueueFillBuffer");
    const cl_uint add32 = protocol::kOpAdd32;  // requesters assume it and write only other ops
    cl_check(queue.enqueueFillBuffer(ops_, add32, 0, capacity_ * sizeof(cl_uint)), "clEnqueueFillBuffer");
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
    const std::size_t slots_per_group = protocol::slots_per_group(local_size, program.slot_width());
    const std::size_t slots = worker_groups * slots_per_group;
    if (worker_groups > std::numeric_limits<cl_uint>::max() / 2 / slots_per_group)
        throw LaunchLimitExceeded("launch of \"" + name + "\": too many work-groups", worker_groups, 0);

    // Scratch first: the local-memory figure and occupancy below include it.
    const std::size_t scratch = scratch_bytes(program, local_size);
    cl_check(kernel.setArg(first_arg + protocol::kParamScratch, cl::Local(scratch)), "clSetKernelArg");
    cl_ulong local_used = 0;
    cl_check(clGetKernelWorkGroupInfo(kernel(), runtime_->device()(), CL_KERNEL_LOCAL_MEM_SIZE, sizeof local_used,
                                      &local_used, nullptr),
             "clGetKernelWorkGroupInfo");
    if (std::max<std::size_t>(local_used, scratch) > traits.local_mem_size)
        throw LaunchLimitExceeded("launch of \"" + name + "\": needs " + std::to_string(std::max<std::size_t>(local_used, scratch)) +
                                      " B of local memory per work-group, the device has " +
                                      std::to_string(traits.local_mem_size),
                                  local_used, traits.local_mem_size);

    if (options.enforce_occupancy_limit) {
        const OccupancyReport occ = occupancy(program, kernel, local_size);
        if (worker_groups + 1 > occ.max_groups)
            throw LaunchLimitExceeded("launch of \"" + name + "\": " + std::to_string(worker_groups) +
                                          " requesting work-groups + 1 coordinator exceed the " +
                                          std::to_string(occ.max_groups) +
                                          " work-groups that can run at once, and the coordinator would wait "
                                          "forever for groups that cannot start (" + occ.explanation +
                                          "); use at most " + std::to_string(occ.max_groups > 0 ? occ.max_groups - 1 : 0) +
                                          " requesting groups, with more work per work-item",
                                      worker_groups + 1, occ.max_groups);
    }

    ensure_capacity(slots);
    if (!clean_) reset_all();
    const cl::CommandQueue &queue = runtime_->queue();
    std::array<cl_uint, protocol::kControlWords> control{};
    control[protocol::kStallPolls] = options.stall_polls ? options.stall_polls : default_stall_polls(traits);
    control[protocol::kIdleSweeps] = options.idle_sweeps ? options.idle_sweeps : default_idle_sweeps(traits);
    cl_check(queue.enqueueWriteBuffer(control_, CL_TRUE, 0, sizeof control, control.data()), "clEnqueueWriteBuffer");

    cl_check(kernel.setArg(first_arg + protocol::kParamAddresses, addresses_), "clSetKernelArg");
    cl_check(kernel.setArg(first_arg + protocol::kParamOps, ops_), "clSetKernelArg");
    cl_check(kernel.setArg(first_arg + protocol::kParamSums, sums_), "clSetKernelArg");
    cl_check(kernel.setArg(first_arg + protocol::kParamPrefixsums, prefixsums_), "clSetKernelArg");
    cl_check(kernel.setArg(first_arg + protocol::kParamFinished, finished_), "clSetKernelArg");
    cl_check(kernel.setArg(first_arg + protocol::kParamControl, control_), "clSetKernelArg");
    clean_ = false;  // until the kernel reports a clean finish
    cl_check(queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange((worker_groups + 1) * local_size),
                                        cl::NDRange(local_size), nullptr, &last_event_),
             "clEnqueueNDRangeKernel");
    cl_check(queue.enqueueReadBuffer(control_, CL_TRUE, 0, sizeof control, control.data()), "clEnqueueReadBuffer");

    LaunchStats stats;
    stats.worker_groups = worker_groups;
    stats.slots = slots;
    stats.sweeps = control[protocol::kSweeps];
    stats.requests = control[protocol::kRequests];
    cl_ulong started = 0, ended = 0;
    if (last_event_.getProfilingInfo(CL_PROFILING_COMMAND_START, &started) == CL_SUCCESS &&
        last_event_.getProfilingInfo(CL_PROFILING_COMMAND_END, &ended) == CL_SUCCESS && ended >= started)
        stats.kernel_ms = static_cast<double>(ended - started) * 1e-6;
    const std::uint32_t code = control[protocol::kError];
    if (code == protocol::kErrNone && control[protocol::kAbort] == 0) {
        clean_ = true;  // the coordinator left every slot idle and un-finished
        return stats;
    }

    // Failure: name the slots that were left waiting or never finished.
    std::vector<cl_ulong> addresses(slots);
    std::vector<cl_uint> finished(slots);
    cl_check(queue.enqueueReadBuffer(addresses_, CL_FALSE, 0, slots * sizeof(cl_ulong), addresses.data()), "clEnqueueReadBuffer");
    cl_check(queue.enqueueReadBuffer(finished_, CL_TRUE, 0, slots * sizeof(cl_uint), finished.data()), "clEnqueueReadBuffer");
    std::vector<std::uint32_t> unserved, unfinished;
    for (std::size_t s = 0; s < slots; ++s) {
        if (addresses[s] != 0) unserved.push_back(static_cast<std::uint32_t>(s));
        if (finished[s] == 0) unfinished.push_back(static_cast<std::uint32_t>(s));
    }
    std::ostringstream what;
    what << "software atomic launch of \"" << name << "\" (" << worker_groups << " requesting groups of " << local_size
         << ", " << slots << " slots) failed: ";
    const std::uint32_t error_slot = control[protocol::kErrorSlot];
    switch (code) {
    case protocol::kErrWorkerStalled:
        what << "slot " << error_slot << " waited " << control[protocol::kStallPolls]
             << " polls while the coordinator made no progress (coordinator not running?)";
        break;
    case protocol::kErrCoordinatorStalled:
        what << "the coordinator saw no progress for " << control[protocol::kIdleSweeps]
             << " sweeps: requesting groups did not run (more groups than can be co-resident?)";
        break;
    case protocol::kErrNullAddress:
        what << "slot " << error_slot << " called a software_atom_* operation with a null pointer";
        break;
    case protocol::kErrMixedWidth:
        what << "one variable was used by 32-bit and 64-bit software_atom_* operations in one launch "
                "(found at the request of slot "
             << error_slot << "); give each variable one width";
        break;
    default: what << "kernel error code " << code; break;
    }
    what << "; unserved: " << (unserved.empty() ? std::string("none") : describe_slots(unserved, slots_per_group))
         << "; unfinished: " << (unfinished.empty() ? std::string("none") : describe_slots(unfinished, slots_per_group));
    if (code == protocol::kErrNullAddress) throw NullAddressError(what.str(), unserved, unfinished);
    if (code == protocol::kErrMixedWidth) throw MixedWidthError(what.str(), unserved, unfinished);
    throw CoordinatorTimeout(code == protocol::kErrWorkerStalled ? CoordinatorTimeout::Side::Requester
                                                                  : CoordinatorTimeout::Side::Coordinator,
                             what.str(), unserved, unfinished);
}

}  // namespace swatomic
