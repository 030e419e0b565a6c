// Host side of the coordinator protocol (kernel side: kernels/swatomic/requester.cl and
// coordinator.cl; constants: protocol.h).
#include "swatomic/coordinator.hpp"

#include <algorithm>
#include <array>
#include <exception>
#include <mutex>
#include <sstream>
#include <utility>
#include <vector>

#include "cl_check.hpp"
#include "coordinator_policy.hpp"
#include "coordinator_protocol.hpp"
#include "kernel_limits.hpp"
#include "swatomic/errors.hpp"

namespace swatomic {
namespace detail {

// One set of the protocol's buffers. A launch owns its set from enqueue until it is checked (or
// its PendingLaunch destroyed). The words carry sequence numbers that live from launch to
// launch, so a set is zero-filled only when it is new, when the layout changes, or after a
// failed launch (which may leave a message unanswered).
struct ProtocolBuffers {
    std::size_t request_capacity = 0;   // ulong words
    std::size_t response_capacity = 0;  // ulong words
    bool consistent = false;            // every message of `layout` is answered
    protocol::Layout layout;            // the last launch's
    cl::Buffer requests;
    cl::Buffer responses;
    cl::Buffer control;
};

// Shared by a Coordinator (and its copies) and its launches in flight, so either may go first.
struct CoordinatorPool {
    std::mutex mutex;
    std::vector<std::unique_ptr<ProtocolBuffers>> idle;  // sets no launch holds
    cl::Event last_event;                                // kernel event of the last launch
    // Held from a launch's first command to its last (taken before `mutex`, never after): the
    // launches of one Coordinator and its copies reach the queue whole and in the order of
    // last_event.
    std::mutex enqueue;

    std::unique_ptr<ProtocolBuffers> take()
    {
        std::lock_guard<std::mutex> lock(mutex);
        if (idle.empty()) return std::make_unique<ProtocolBuffers>();
        std::unique_ptr<ProtocolBuffers> set = std::move(idle.back());
        idle.pop_back();
        return set;
    }
    void give_back(std::unique_ptr<ProtocolBuffers> set) noexcept
    {
        try {
            std::lock_guard<std::mutex> lock(mutex);
            idle.push_back(std::move(set));
        } catch (...) {
            // Out of memory: the set is released instead; a later launch allocates a new one.
        }
    }
};

// One launch: its buffers, events, the host copies of its control block, and what its report
// needs. Heap-allocated and never moved, since non-blocking transfers point into it.
struct LaunchRecord {
    std::shared_ptr<CoordinatorPool> pool;
    std::unique_ptr<ProtocolBuffers> buffers;  // null once given back
    cl::CommandQueue queue;
    cl::Event kernel_event;
    cl::Event read_event;     // the control block's read-back
    cl::Event last_enqueued;  // the last command that uses this record's host memory
    std::array<cl_uint, SWATOMIC_CTL_WORDS> control_in{};
    std::array<cl_uint, SWATOMIC_CTL_WORDS> control_out{};
    std::string name;
    std::size_t local_size = 0;
    LaunchStats stats;
    std::size_t slots_per_group = 1;
    std::uint32_t budget_ms = 0;
    std::uint32_t deadline_ms = 0;
    bool have_clock = false;
    bool checked = false;
    std::exception_ptr error;  // what check() throws, once checked

    LaunchRecord() = default;
    LaunchRecord(const LaunchRecord &) = delete;
    LaunchRecord &operator=(const LaunchRecord &) = delete;

    bool succeeded() const noexcept
    {
        return control_out[SWATOMIC_CTL_ERROR] == SWATOMIC_ERR_NONE && control_out[SWATOMIC_CTL_ABORT] == 0;
    }
    void release_buffers(bool consistent) noexcept
    {
        if (buffers == nullptr) return;
        buffers->consistent = consistent;
        pool->give_back(std::move(buffers));
    }
    // Not checked: waits until the device no longer writes into this record (the kernel ends
    // within its budgets), then returns the buffers.
    ~LaunchRecord()
    {
        if (buffers == nullptr) return;
        if (last_enqueued() == nullptr) {
            release_buffers(buffers->consistent);  // nothing was enqueued: the set is as it was
            return;
        }
        const bool read_ok = last_enqueued.wait() == CL_SUCCESS && read_event() != nullptr;
        release_buffers(read_ok && succeeded());
    }
};

}  // namespace detail

// What launch_async decided before enqueueing anything.
struct Coordinator::Plan {
    std::size_t coordinators = 0;
    std::size_t physical = 0;  // requesting groups launched
    std::size_t per_item = 1;  // R
    std::size_t scratch = 0;   // bytes of the __local argument
    protocol::Layout layout;
};

static_assert(kMaxCoordinatorGroups == SWATOMIC_MAX_COORDINATORS, "the public limit is the protocol's");

namespace {

using detail::cl_check;
using detail::kernel_name;

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

// Polls of a requester while the heartbeat stands still: a CPU poll costs a few nanoseconds, a
// GPU poll of global memory about a microsecond.
std::uint32_t default_stall_polls(const DeviceTraits &t, std::uint32_t budget_ms)
{
    const double polls_per_ms = (t.type & CL_DEVICE_TYPE_CPU) ? 1e5 : 1e3;
    return clamp_u32(budget_ms * polls_per_ms, 1 << 12, 4e9);
}

// Coordinator passes without progress: an idle pass polls the channels and the share's slots
// and meets at seven barriers (a few microseconds on a GPU; on a CPU a thread per work-item).
// The low end is taken, so that a live launch is never cut short.
std::uint32_t default_idle_passes(const DeviceTraits &t, std::uint32_t budget_ms, const protocol::Layout &layout,
                                  std::size_t local_size)
{
    const double share = static_cast<double>(SWATOMIC_SHARE_SIZE(layout.slots, layout.coordinators));
    const double pass_ns = (t.type & CL_DEVICE_TYPE_CPU)
                               ? 2000.0 + 50.0 * share + 200.0 * static_cast<double>(local_size)
                               : 2000.0 + 1000.0 * share / static_cast<double>(local_size);
    return clamp_u32(budget_ms * 1e6 / pass_ns, 64, 1u << 30);
}

// The budget words of launch `r`'s control block: microseconds where the kernels read a clock,
// else counts.
void set_budgets(detail::LaunchRecord &r, const DeviceTraits &traits, const protocol::Layout &layout)
{
    auto &control = r.control_in;
    if (r.have_clock) {
        control[SWATOMIC_CTL_STALL_BUDGET] = clamp_u32(r.budget_ms * 1000.0, 1, 4e9);
        control[SWATOMIC_CTL_IDLE_BUDGET] = control[SWATOMIC_CTL_STALL_BUDGET];
        control[SWATOMIC_CTL_WAIT_DEADLINE] = clamp_u32(r.deadline_ms * 1000.0, 1, 4e9);
    } else {
        control[SWATOMIC_CTL_STALL_BUDGET] = default_stall_polls(traits, r.budget_ms);
        control[SWATOMIC_CTL_WAIT_DEADLINE] = default_stall_polls(traits, r.deadline_ms);
        control[SWATOMIC_CTL_IDLE_BUDGET] = default_idle_passes(traits, r.budget_ms, layout, r.local_size);
    }
}

// LaunchOptions::coordinator_groups within the protocol's limit; `what` starts the message.
void check_coordinator_count(const std::string &what, const LaunchOptions &options)
{
    if (options.coordinator_groups > SWATOMIC_MAX_COORDINATORS)
        throw InvalidArgument(what + ": LaunchOptions::coordinator_groups is " + std::to_string(options.coordinator_groups) +
                              ", at most " + std::to_string(SWATOMIC_MAX_COORDINATORS));
}

// The typed errors of a kernel and a work-group size that need no plan: a kernel of `program` in
// `context`, and a local size within the work-group limit of the kernel (of its registers; its
// local memory is the plan's to check) on the device. `what` names the call in messages.
// Returns the kernel's name.
std::string check_kernel_and_size(const std::string &what, const Program &program, const cl::Kernel &kernel,
                           const cl::Context &context, const cl::Device &device, const DeviceTraits &traits,
                           std::size_t local_size)
{
    if (kernel() == nullptr) throw InvalidArgument(what + ": the kernel is empty");
    cl_context kernel_context = nullptr;
    cl_program kernel_program = nullptr;
    cl_check(clGetKernelInfo(kernel(), CL_KERNEL_CONTEXT, sizeof kernel_context, &kernel_context, nullptr), "clGetKernelInfo");
    cl_check(clGetKernelInfo(kernel(), CL_KERNEL_PROGRAM, sizeof kernel_program, &kernel_program, nullptr), "clGetKernelInfo");
    const std::string name = kernel_name(kernel);
    if (kernel_context != context())
        throw InvalidArgument(what + ": kernel \"" + name + "\" belongs to another OpenCL context than the runtime's");
    if (kernel_program != program.program()())
        throw InvalidArgument(what + ": kernel \"" + name + "\" is not a kernel of the program given with it");
    if (local_size == 0) throw InvalidArgument(what + ": local_size must be at least 1");
    const std::size_t size_limit = detail::kernel_local_size_limit(kernel, device, traits, program.registers(name), 0);
    if (local_size > size_limit)
        throw LaunchLimitExceeded(what + ": work-group size " + std::to_string(local_size) + " exceeds the limit " +
                                      std::to_string(size_limit) + " of kernel \"" + name + "\" on " + traits.name,
                                  local_size, size_limit);
    return name;
}

// The arguments of a query that plans a launch at the co-resident limit without making one;
// returns the kernel's name.
std::string check_plan_arguments(const char *query, const Program &program, const cl::Kernel &kernel,
                                 const cl::Context &context, const cl::Device &device, const DeviceTraits &traits,
                                 std::size_t local_size, const LaunchOptions &options)
{
    std::string name = check_kernel_and_size(query, program, kernel, context, device, traits, local_size);
    check_coordinator_count(query, options);
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

// The typed error of a plan whose protocol scratch does not fit beside the kernel's own local
// memory (its __local arguments as set); `what` starts the message.
void check_local_memory(const std::string &what, const cl::Kernel &kernel, cl_device_id device, const DeviceTraits &traits,
                        cl_uint first_arg, std::size_t scratch)
{
    const std::size_t used = static_local_bytes(kernel, device, first_arg + SWATOMIC_PARAM_SCRATCH) + scratch;
    if (used > traits.local_mem_size)
        throw LaunchLimitExceeded(what + ": needs " + std::to_string(used) + " B of local memory per work-group, the device has " +
                                      std::to_string(traits.local_mem_size),
                                  used, traits.local_mem_size);
}

cl::Buffer make_buffer(const cl::Context &context, std::size_t bytes)
{
    cl_int error = CL_SUCCESS;
    cl::Buffer buffer(context, CL_MEM_READ_WRITE, bytes, nullptr, &error);
    cl_check(error, "clCreateBuffer");
    return buffer;
}

// Buffers large enough for `layout`, zero-filled where a launch could otherwise read words of
// another layout or an unanswered message. Strong guarantee: new buffers replace the old ones
// only once all exist; they grow by at least 2x.
void prepare_buffers(detail::ProtocolBuffers &set, const cl::Context &context, const cl::CommandQueue &queue,
                     const protocol::Layout &layout)
{
    const std::size_t request_words = layout.request_words(), response_words = layout.response_words();
    if (request_words > set.request_capacity || response_words > set.response_capacity || set.control() == nullptr) {
        const std::size_t requests = std::max<std::size_t>({request_words, 2 * set.request_capacity, 1024});
        const std::size_t responses = std::max<std::size_t>({response_words, 2 * set.response_capacity, 256});
        cl::Buffer request_buffer = make_buffer(context, requests * sizeof(cl_ulong));
        cl::Buffer response_buffer = make_buffer(context, responses * sizeof(cl_ulong));
        cl::Buffer control = set.control() != nullptr ? set.control : make_buffer(context, SWATOMIC_CTL_WORDS * sizeof(cl_uint));
        set.requests = std::move(request_buffer);
        set.responses = std::move(response_buffer);
        set.control = std::move(control);
        set.request_capacity = requests;
        set.response_capacity = responses;
        set.consistent = false;
    }
    if (!set.consistent || set.layout != layout) {
        const cl_ulong zero = 0;
        cl_check(queue.enqueueFillBuffer(set.requests, zero, 0, set.request_capacity * sizeof(cl_ulong)), "clEnqueueFillBuffer");
        cl_check(queue.enqueueFillBuffer(set.responses, zero, 0, set.response_capacity * sizeof(cl_ulong)), "clEnqueueFillBuffer");
    }
    set.layout = layout;
    set.consistent = false;  // until the kernel reports a clean finish
}

// The report of a failed run, as the exception check() throws. The kernel has ended and its
// buffers are still the launch's own: a slot whose last request has no done word was left
// waiting; one whose last message is not FINISH did not complete.
std::exception_ptr failure_report(detail::LaunchRecord &r)
{
    const protocol::Layout &layout = r.buffers->layout;
    std::vector<cl_ulong> requests(layout.request_words()), responses(layout.response_words());
    cl_check(r.queue.enqueueReadBuffer(r.buffers->requests, CL_TRUE, 0, requests.size() * sizeof(cl_ulong), requests.data()),
             "clEnqueueReadBuffer");
    cl_check(r.queue.enqueueReadBuffer(r.buffers->responses, CL_TRUE, 0, responses.size() * sizeof(cl_ulong),
                                       responses.data()),
             "clEnqueueReadBuffer");
    std::vector<std::uint32_t> unserved, unfinished;
    for (std::size_t s = 0; s < layout.slots; ++s) {
        const cl_ulong *record = &requests[layout.slot_record(s) * SWATOMIC_REQUEST_WORDS];
        const bool answered = SWATOMIC_SEQ_OF(record[0]) == SWATOMIC_SEQ_OF(responses[layout.slot_done(s)]);
        // A posted FINISH counts even where the coordinators stopped before they read it.
        const bool finished = SWATOMIC_OP_OF(record[1]) == SWATOMIC_OP_FINISH && SWATOMIC_SEQ_OF(record[1]) == SWATOMIC_SEQ_OF(record[0]);
        if (!answered && !finished) unserved.push_back(static_cast<std::uint32_t>(s));
        if (!finished) unfinished.push_back(static_cast<std::uint32_t>(s));
    }
    const auto &control = r.control_out;
    const std::uint32_t code = control[SWATOMIC_CTL_ERROR];
    std::ostringstream what;
    what << "software atomic launch of \"" << r.name << "\" (" << r.stats.worker_groups << " requesting groups of "
         << r.local_size;
    if (r.stats.physical_groups != r.stats.worker_groups) what << " on " << r.stats.physical_groups << " physical groups";
    what << ", " << layout.slots << " slots) failed: ";
    const std::uint32_t error_slot = control[SWATOMIC_CTL_ERROR_SLOT];
    const std::string budget = r.have_clock ? std::to_string(r.budget_ms) + " ms"
                                            : "its budget (about " + std::to_string(r.budget_ms) + " ms)";
    switch (code) {
    case SWATOMIC_ERR_WORKER_STALLED:
        what << "slot " << error_slot << " waited " << budget << " while no coordinator made a pass (coordinators not running?)";
        break;
    case SWATOMIC_ERR_REQUEST_DEADLINE:
        what << "slot " << error_slot << " waited past its deadline (" << (r.have_clock ? "" : "about ") << r.deadline_ms
             << " ms) while the coordinators kept running: a request they did not answer";
        break;
    case SWATOMIC_ERR_COORDINATOR_STALLED:
        what << "the coordinators served no request and saw no slot finish for " << budget
             << ": requesting groups did not run or did not reach SWATOMIC_RUN's end (more groups than can be co-resident?)";
        break;
    case SWATOMIC_ERR_NULL_ADDRESS:
        what << "slot " << error_slot << " called a software_atom_* operation with a null pointer";
        break;
    case SWATOMIC_ERR_ADDRESS_RANGE:
        what << "slot " << error_slot << " called a software_atom_* operation on an address at or above 2^"
             << SWATOMIC_ADDRESS_LIMIT_BITS;
        break;
    case SWATOMIC_ERR_MIXED_WIDTH:
        what << "one variable was used by 32-bit and 64-bit software_atom_* operations in one launch; give each variable one width";
        break;
    case SWATOMIC_ERR_UNSUPPORTED:
        what << "a 64-bit software_atom_* operation ran on a device without 64-bit local atomics (cl_khr_int64_base_atomics "
                "and cl_khr_int64_extended_atomics)";
        break;
    default: what << "kernel error code " << code; break;
    }
    what << "; unserved: " << (unserved.empty() ? std::string("none") : describe_slots(unserved, r.slots_per_group))
         << "; unfinished: " << (unfinished.empty() ? std::string("none") : describe_slots(unfinished, r.slots_per_group));
    if (control[SWATOMIC_CTL_FAULT] != 0) what << "; an injected fault fired";
    if (code == SWATOMIC_ERR_NULL_ADDRESS) return std::make_exception_ptr(NullAddressError(what.str(), unserved, unfinished));
    if (code == SWATOMIC_ERR_MIXED_WIDTH) return std::make_exception_ptr(MixedWidthError(what.str(), unserved, unfinished));
    if (code == SWATOMIC_ERR_ADDRESS_RANGE || code == SWATOMIC_ERR_UNSUPPORTED)
        return std::make_exception_ptr(KernelError(Status::InvalidArgument, what.str(), unserved, unfinished));
    const bool requester = code == SWATOMIC_ERR_WORKER_STALLED || code == SWATOMIC_ERR_REQUEST_DEADLINE;
    return std::make_exception_ptr(CoordinatorTimeout(
        requester ? CoordinatorTimeout::Side::Requester : CoordinatorTimeout::Side::Coordinator, what.str(), unserved, unfinished));
}

}  // namespace

Coordinator::Coordinator(const Runtime &runtime)
    : context_(runtime.context()),
      device_(runtime.device()),
      queue_(runtime.queue()),
      traits_(runtime.traits()),
      pool_(std::make_shared<detail::CoordinatorPool>())
{
}

OccupancyReport Coordinator::occupancy_with(const Program &program, const cl::Kernel &kernel, std::size_t local_size,
                                            std::size_t scratch) const
{
    const cl_uint scratch_arg = protocol_argument_index(kernel, kernel_name(kernel)) + SWATOMIC_PARAM_SCRATCH;
    KernelResources resources;
    resources.local_size = local_size;
    resources.local_mem_bytes = static_local_bytes(kernel, device_(), scratch_arg) + scratch;
    resources.registers_per_item =
        detail::registers_or_bound(kernel, device_, traits_, program.registers(kernel_name(kernel)));
    return device_occupancy(traits_, resources);
}

// Physical groups, coordinators and the records a coordinator work-item holds (R): the largest R
// up to the policy's max_records_per_item whose scratch leaves the kernel's co-resident group
// count where the requesters alone put it, and never more requesting groups than are co-resident
// beside the coordinators.
Coordinator::Plan Coordinator::plan(const Program &program, const cl::Kernel &kernel, std::size_t worker_groups,
                                    std::size_t local_size, const LaunchOptions &options,
                                    const LaunchDiagnostics &diagnostics) const
{
    const std::size_t width = program.slot_width();
    const std::size_t per_group = protocol::slots_per_group(local_size, width);
    const std::size_t target =
        occupancy_with(program, kernel, local_size, SWATOMIC_REQUESTER_SCRATCH_BYTES(local_size, width)).max_groups;
    Plan p;
    p.coordinators = options.coordinator_groups != 0 ? options.coordinator_groups
                     : diagnostics.oversubscribe   ? SWATOMIC_MAX_COORDINATORS  // many slots: small shares
                                                   : default_coordinator_groups(target * per_group,
                                                                                target * options.requests_per_group);
    // A launch below the co-resident limit gets at most one coordinator per requesting group: one
    // coordinator's pass is just its slots round; each further one adds a channel exchange to
    // every pass and sends more requests to another owner.
    if (options.coordinator_groups == 0 && !diagnostics.oversubscribe && worker_groups + p.coordinators < target)
        p.coordinators = std::min(p.coordinators, std::max<std::size_t>(worker_groups, 1));
    const auto beside = [&](std::size_t groups) { return groups > p.coordinators ? groups - p.coordinators : 0; };
    p.physical = diagnostics.oversubscribe ? worker_groups : std::min(worker_groups, beside(target));
    const std::size_t static_local =
        static_local_bytes(kernel, device_(), protocol_argument_index(kernel, kernel_name(kernel)) + SWATOMIC_PARAM_SCRATCH);
    const auto scratch_for = [&](std::size_t groups) {
        return protocol::scratch_bytes(local_size, width, p.per_item, std::max<std::size_t>(groups, 1) * per_group, p.coordinators);
    };
    bool co_resident = false;  // the scratch leaves the co-resident count where the requesters put it
    for (p.per_item = policy::max_records_per_item(local_size, SWATOMIC_MAX_PER_ITEM); p.per_item >= 1; --p.per_item) {
        p.scratch = scratch_for(p.physical);
        if (p.per_item == 1) break;
        co_resident = static_local + p.scratch <= traits_.local_mem_size &&
                      occupancy_with(program, kernel, local_size, p.scratch).max_groups >= target;
        if (co_resident) break;
    }
    // A coordinator's share grows with the slots: with few coordinators its word per slot can
    // leave fewer groups co-resident than the requesters alone (one coordinator at 256 per group
    // on an H200: 743 requesting groups where 1055 would be without it). Then launch the most
    // requesting groups that are co-resident with the scratch their slots need.
    const auto fits = [&](std::size_t groups) {
        return beside(occupancy_with(program, kernel, local_size, scratch_for(groups)).max_groups) >= groups;
    };
    if (!co_resident && !diagnostics.oversubscribe && !fits(p.physical)) {
        std::size_t lo = 0, hi = p.physical;  // fits(lo), !fits(hi)
        while (hi - lo > 1) {
            const std::size_t mid = lo + (hi - lo) / 2;
            (fits(mid) ? lo : hi) = mid;
        }
        p.physical = lo;
        p.scratch = scratch_for(lo);
    }
    p.layout = {p.physical * per_group, width, p.coordinators, SWATOMIC_CHANNEL_RECORDS(local_size, p.per_item)};
    return p;
}

std::size_t Coordinator::scratch_bytes(const Program &program, const cl::Kernel &kernel, std::size_t local_size,
                                      const LaunchOptions &options) const
{
    check_plan_arguments("scratch_bytes", program, kernel, context_, device_, traits_, local_size, options);
    return plan(program, kernel, ~std::size_t{0} / 2, local_size, options, {}).scratch;
}

OccupancyReport Coordinator::occupancy(const Program &program, const cl::Kernel &kernel, std::size_t local_size) const
{
    check_plan_arguments("occupancy", program, kernel, context_, device_, traits_, local_size, {});
    return occupancy_with(program, kernel, local_size, scratch_bytes(program, kernel, local_size));
}

// On a CPU every coordinator is a thread that polls and takes a core from the requesting groups,
// so one; on a GPU the policy (coordinator_policy.hpp).
std::size_t Coordinator::default_coordinator_groups(std::size_t co_resident_slots, std::size_t co_resident_requests) const
{
    if (traits_.type & CL_DEVICE_TYPE_CPU) return 1;
    return policy::gpu_coordinator_groups(co_resident_slots, co_resident_requests);
}

std::size_t Coordinator::max_worker_groups(const Program &program, const cl::Kernel &kernel, std::size_t local_size,
                                           const LaunchOptions &options) const
{
    const std::string name =
        check_plan_arguments("max_worker_groups", program, kernel, context_, device_, traits_, local_size, options);
    const Plan p = plan(program, kernel, ~std::size_t{0} / 2, local_size, options, {});
    check_local_memory("max_worker_groups of \"" + name + "\"", kernel, device_(), traits_,
                       protocol_argument_index(kernel, name), p.scratch);
    return p.physical;
}

cl::Event Coordinator::last_kernel_event() const
{
    std::lock_guard<std::mutex> lock(pool_->mutex);
    return pool_->last_event;
}

LaunchStats Coordinator::launch(const Program &program, cl::Kernel &kernel, std::size_t worker_groups,
                                std::size_t local_size, const LaunchOptions &options, const LaunchDiagnostics &diagnostics)
{
    return launch_async(program, kernel, worker_groups, local_size, options, diagnostics).check();
}

PendingLaunch Coordinator::launch_async(const Program &program, cl::Kernel &kernel, std::size_t worker_groups,
                                        std::size_t local_size, const LaunchOptions &options,
                                        const LaunchDiagnostics &diagnostics)
{
    const DeviceTraits &traits = traits_;
    const std::string name = check_kernel_and_size("launch", program, kernel, context_, device_, traits, local_size);
    if (worker_groups == 0) throw InvalidArgument("launch of \"" + name + "\": worker_groups must be at least 1");
    if (worker_groups > 0xffffffffull / local_size)
        throw LaunchLimitExceeded("launch of \"" + name + "\": more than 2^32 work-items", worker_groups, 0);
    check_coordinator_count("launch of \"" + name + "\"", options);
    const cl_uint first_arg = protocol_argument_index(kernel, name);
    const Plan p = plan(program, kernel, worker_groups, local_size, options, diagnostics);
    check_local_memory("launch of \"" + name + "\"", kernel, device_(), traits, first_arg, p.scratch);
    if (p.physical == 0)
        throw LaunchLimitExceeded("launch of \"" + name + "\": not even one requesting work-group of " +
                                      std::to_string(local_size) + " fits beside " + std::to_string(p.coordinators) +
                                      " coordinator group" + (p.coordinators > 1 ? "s" : ""),
                                  p.coordinators + 1, p.coordinators);
    if (p.layout.response_words() >= (std::size_t{1} << 31) / SWATOMIC_REQUEST_WORDS)
        throw LaunchLimitExceeded("launch of \"" + name + "\": too many request slots", p.layout.slots, 0);

    // From here on the record owns a buffer set; if anything below throws, its destructor waits
    // for what was enqueued and gives the set back.
    auto record = std::make_unique<detail::LaunchRecord>();
    detail::LaunchRecord &r = *record;
    r.pool = pool_;
    r.queue = queue_;
    r.buffers = pool_->take();
    r.name = name;
    r.local_size = local_size;
    r.slots_per_group = protocol::slots_per_group(local_size, program.slot_width());
    r.have_clock = kernels_have_clock(traits);
    r.budget_ms = options.budget_ms ? options.budget_ms : kDefaultBudgetMs;
    r.deadline_ms = options.deadline_ms ? options.deadline_ms : clamp_u32(4.0 * r.budget_ms, 1, 4e9);
    r.stats.worker_groups = worker_groups;
    r.stats.physical_groups = p.physical;
    r.stats.slots = p.layout.slots;
    r.stats.coordinator_groups = p.coordinators;

    detail::ProtocolBuffers &set = *r.buffers;
    std::lock_guard<std::mutex> in_order(pool_->enqueue);  // (after the record: released before it waits)
    prepare_buffers(set, context_, queue_, p.layout);
    set_budgets(r, traits, p.layout);
    auto &control = r.control_in;
    control[SWATOMIC_CTL_COORDINATORS] = static_cast<cl_uint>(p.coordinators);
    control[SWATOMIC_CTL_GROUPS] = static_cast<cl_uint>(worker_groups);
    control[SWATOMIC_CTL_PER_ITEM] = static_cast<cl_uint>(p.per_item);
    control[SWATOMIC_CTL_CHANNEL] = static_cast<cl_uint>(p.layout.channel);
    control[SWATOMIC_CTL_FAULT_SLOT] = static_cast<cl_uint>(p.layout.slots);  // the fault hooks' slot: the last
    const cl::Buffer *buffers[] = {&set.requests, &set.responses, &set.control};
    for (cl_uint i = 0; i < 3; ++i) cl_check(kernel.setArg(first_arg + i, *buffers[i]), "clSetKernelArg");
    cl_check(kernel.setArg(first_arg + SWATOMIC_PARAM_SCRATCH, cl::Local(p.scratch)), "clSetKernelArg");

    // Nothing blocks below: on the in-order queue each command waits for the ones before it.
    cl::Event written;
    cl_check(queue_.enqueueWriteBuffer(set.control, CL_FALSE, 0, sizeof control, control.data(), nullptr, &written),
             "clEnqueueWriteBuffer");
    r.last_enqueued = written;
    cl_check(queue_.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange((p.physical + p.coordinators) * local_size),
                                         cl::NDRange(local_size), nullptr, &r.kernel_event),
             "clEnqueueNDRangeKernel");
    r.last_enqueued = r.kernel_event;
    cl_check(queue_.enqueueReadBuffer(set.control, CL_FALSE, 0, sizeof r.control_out, r.control_out.data(), nullptr,
                                      &r.read_event),
             "clEnqueueReadBuffer");
    r.last_enqueued = r.read_event;
    cl_check(queue_.flush(), "clFlush");  // start it now, not at the caller's next blocking call
    {
        std::lock_guard<std::mutex> lock(pool_->mutex);
        pool_->last_event = r.kernel_event;
    }
    return PendingLaunch(std::move(record));
}

PendingLaunch::PendingLaunch() noexcept = default;
PendingLaunch::PendingLaunch(std::unique_ptr<detail::LaunchRecord> record) noexcept : record_(std::move(record)) {}
PendingLaunch::PendingLaunch(PendingLaunch &&other) noexcept = default;
PendingLaunch &PendingLaunch::operator=(PendingLaunch &&other) noexcept = default;
PendingLaunch::~PendingLaunch() = default;

const cl::Event &PendingLaunch::kernel_event() const
{
    if (record_ == nullptr) throw InvalidArgument("PendingLaunch::kernel_event: empty PendingLaunch");
    return record_->kernel_event;
}

bool PendingLaunch::done() const
{
    if (record_ == nullptr) return false;
    if (record_->checked) return true;
    cl_int status = CL_QUEUED;
    cl_check(record_->read_event.getInfo(CL_EVENT_COMMAND_EXECUTION_STATUS, &status), "clGetEventInfo");
    return status == CL_COMPLETE || status < 0;
}

LaunchStats PendingLaunch::check()
{
    if (record_ == nullptr) throw InvalidArgument("PendingLaunch::check: empty PendingLaunch (moved from or default)");
    detail::LaunchRecord &r = *record_;
    if (!r.checked) {
        r.checked = true;  // whatever happens below is the result, given again on later calls
        try {
            cl_check(r.read_event.wait(), "clWaitForEvents");
            LaunchStats &stats = r.stats;
            for (std::size_t c = 0; c < stats.coordinator_groups; ++c) {
                stats.requests += r.control_out[SWATOMIC_CTL_SERVED + c];
                stats.passes = std::max(stats.passes, r.control_out[SWATOMIC_CTL_PASSES + c] & ~SWATOMIC_PASSES_STOPPED);
            }
            cl_ulong started = 0, ended = 0;
            if (r.kernel_event.getProfilingInfo(CL_PROFILING_COMMAND_START, &started) == CL_SUCCESS &&
                r.kernel_event.getProfilingInfo(CL_PROFILING_COMMAND_END, &ended) == CL_SUCCESS && ended >= started)
                stats.kernel_ms = static_cast<double>(ended - started) * 1e-6;
            if (r.succeeded()) {
                r.release_buffers(true);
            } else {
                r.error = failure_report(r);
                r.release_buffers(false);
            }
        } catch (...) {
            r.error = std::current_exception();
            // The read-back failed or was never read: wait for the device to be done with the
            // record's memory before the set may serve another launch.
            if (r.last_enqueued() != nullptr) r.last_enqueued.wait();
            r.release_buffers(false);
        }
    }
    if (r.error) std::rethrow_exception(r.error);
    return r.stats;
}

}  // namespace swatomic
