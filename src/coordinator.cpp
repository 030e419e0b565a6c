// Host side of the coordinator protocol (kernel side: kernels/swatomic/requester.cl and
// coordinator.cl; constants: protocol.h).
#include "swatomic/coordinator.hpp"

#include <algorithm>
#include <array>
#include <exception>
#include <limits>
#include <mutex>
#include <sstream>
#include <utility>
#include <vector>

#include "cl_check.hpp"
#include "coordinator_protocol.hpp"
#include "swatomic/errors.hpp"

namespace swatomic {
namespace detail {

// One set of the protocol's buffers. A launch owns its set from enqueue until it is checked (or
// its PendingLaunch destroyed), so a launch queued behind it never resets or overwrites what its
// report is read from.
struct ProtocolBuffers {
    std::size_t entries = 0;        // requests the request arrays hold (SWATOMIC_ENTRY_COUNT)
    std::size_t pending_words = 0;  // WavefrontsPending's capacity (protocol::PendingLayout::words)
    bool clean = false;        // every pending word of `layout` is idle
    bool clear_hints = false;  // the last checked launch's spreading did not pay (LaunchStats::spread_forwarded)
    protocol::PendingLayout layout;  // the last launch's
    cl::Buffer pending;
    cl::Buffer addresses;
    cl::Buffer ops;
    cl::Buffer sums;
    cl::Buffer prefixsums;
    cl::Buffer control;
};

// Shared by a Coordinator (and its copies) and its launches in flight, so either may go first.
struct CoordinatorPool {
    std::mutex mutex;
    std::vector<std::unique_ptr<ProtocolBuffers>> idle;  // sets no launch holds
    cl::Event last_event;                                // kernel event of the last launch

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
    cl::Event read_event;      // the control block's read-back
    cl::Event last_enqueued;   // the last command that uses this record's host memory
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
    void release_buffers(bool clean) noexcept
    {
        if (buffers == nullptr) return;
        buffers->clean = clean;
        pool->give_back(std::move(buffers));
    }
    // Not checked: waits until the device no longer writes into this record (the kernel ends
    // within its budgets), then returns the buffers, clean only if the run finished cleanly.
    ~LaunchRecord()
    {
        if (buffers == nullptr) return;
        if (last_enqueued() == nullptr) {
            release_buffers(buffers->clean);  // nothing was enqueued: the set is as it was
            return;
        }
        const bool read_ok = last_enqueued.wait() == CL_SUCCESS && read_event() != nullptr;
        release_buffers(read_ok && succeeded());
    }
};

}  // namespace detail

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

// Coordinator sweeps without progress: an idle sweep reads its row's chunk flags, its share of
// the finished words and the other coordinators' counts, and scans no slot (measured on PoCL 3.1
// on 2 busy cores: 20-200 ns a word; a GPU reads a local size's worth of words in about 1 us),
// plus a few barriers. The low end is taken so that a live launch is never cut short; a stuck
// one then ends within a few budgets.
std::uint32_t default_idle_sweeps(const DeviceTraits &t, std::uint32_t budget_ms, const protocol::PendingLayout &layout,
                                  std::size_t local_size)
{
    const double words = static_cast<double>(SWATOMIC_CHUNKS(layout.stride, layout.chunk_shift) +
                                             SWATOMIC_SHARE_SIZE(layout.slots, layout.coordinators) + layout.coordinators);
    const double sweep_ns = (t.type & CL_DEVICE_TYPE_CPU) ? 2000.0 + 50.0 * words + 100.0 * static_cast<double>(local_size)
                                                          : 2000.0 + 1000.0 * words / static_cast<double>(local_size);
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

namespace {

// Strong guarantee: the new buffers replace the old ones only once all exist. Grows by at least
// 2x. A new control block starts zeroed: its hot-variable hints (SWATOMIC_CTL_HOT) are kept from
// launch to launch, the words before them are written at every launch.
void ensure_capacity(detail::ProtocolBuffers &set, const cl::Context &context, const cl::CommandQueue &queue,
                     const protocol::PendingLayout &layout, std::size_t width)
{
    const std::size_t pending_words = layout.words();
    const std::size_t entries = SWATOMIC_ENTRY_COUNT(layout.slots, width, layout.coordinators);
    if (entries <= set.entries && pending_words <= set.pending_words && set.control() != nullptr) return;
    auto make = [&](std::size_t bytes) {
        cl_int error = CL_SUCCESS;
        cl::Buffer buffer(context, CL_MEM_READ_WRITE, bytes, nullptr, &error);
        cl_check(error, "clCreateBuffer");
        return buffer;
    };
    const std::size_t entry_capacity = std::max<std::size_t>({entries, 2 * set.entries, 256});
    const std::size_t pending_capacity = std::max<std::size_t>({pending_words, 2 * set.pending_words, 256});
    cl::Buffer pending = make(pending_capacity * sizeof(cl_uint));
    cl::Buffer addresses = make(entry_capacity * sizeof(cl_ulong));
    cl::Buffer ops = make(entry_capacity * sizeof(cl_uint));
    cl::Buffer sums = make(entry_capacity * sizeof(cl_ulong));
    cl::Buffer prefixsums = make(entry_capacity * sizeof(cl_ulong));
    cl::Buffer control = set.control;
    if (control() == nullptr) {
        control = make(SWATOMIC_CTL_WORDS * sizeof(cl_uint));
        cl_check(queue.enqueueFillBuffer(control, cl_uint{0}, 0, SWATOMIC_CTL_WORDS * sizeof(cl_uint)), "clEnqueueFillBuffer");
    }
    set.pending = std::move(pending);
    set.addresses = std::move(addresses);
    set.ops = std::move(ops);
    set.sums = std::move(sums);
    set.prefixsums = std::move(prefixsums);
    set.control = std::move(control);
    set.entries = entry_capacity;
    set.pending_words = pending_capacity;
    set.clean = false;
}

// The report of a failed run, as the exception launch() throws. The kernel has ended and its
// buffers are still the launch's own, so the pending words say exactly which slots were left
// waiting (a request count, or a delegated request) and which did not complete (no finished word).
std::exception_ptr failure_report(detail::LaunchRecord &r)
{
    const std::size_t slots = r.stats.slots;
    const protocol::PendingLayout &layout = r.buffers->layout;
    std::vector<cl_uint> pending(layout.words());
    cl_check(r.queue.enqueueReadBuffer(r.buffers->pending, CL_TRUE, 0, pending.size() * sizeof(cl_uint), pending.data()),
             "clEnqueueReadBuffer");
    // A slot is unserved if a post of it waits in any coordinator's row.
    std::vector<std::uint32_t> unserved, unfinished;
    for (std::size_t s = 0; s < slots; ++s) {
        bool waiting = false;
        for (std::size_t row = 0; row < layout.coordinators; ++row)
            waiting = waiting || pending[row * layout.stride + s] != SWATOMIC_SLOT_IDLE;
        if (waiting) unserved.push_back(static_cast<std::uint32_t>(s));
        if (pending[layout.finished_offset() + s] != SWATOMIC_SLOT_FINISHED) unfinished.push_back(static_cast<std::uint32_t>(s));
    }
    const auto &control = r.control_out;
    const std::uint32_t code = control[SWATOMIC_CTL_ERROR];
    std::ostringstream what;
    what << "software atomic launch of \"" << r.name << "\" (" << r.stats.worker_groups << " requesting groups of "
         << r.local_size;
    if (r.stats.physical_groups != r.stats.worker_groups) what << " on " << r.stats.physical_groups << " physical groups";
    what << ", " << slots << " slots) failed: ";
    const std::uint32_t error_slot = control[SWATOMIC_CTL_ERROR_SLOT];
    const std::string budget = r.have_clock ? std::to_string(r.budget_ms) + " ms"
                                            : "its budget (about " + std::to_string(r.budget_ms) + " ms)";
    switch (code) {
    case SWATOMIC_ERR_WORKER_STALLED:
        what << "slot " << error_slot << " waited " << budget
             << " while the coordinator made no progress (coordinator not running?)";
        break;
    case SWATOMIC_ERR_REQUEST_DEADLINE:
        what << "slot " << error_slot << " waited past its deadline (" << (r.have_clock ? "" : "about ")
             << r.deadline_ms << " ms) while the coordinators kept sweeping: a request they did not serve (a protocol defect; please "
                "report it with this message)";
        break;
    case SWATOMIC_ERR_COORDINATOR_STALLED:
        what << "the coordinators served no request and saw no finished slot for " << budget
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
    what << "; unserved: " << (unserved.empty() ? std::string("none") : describe_slots(unserved, r.slots_per_group))
         << "; unfinished: " << (unfinished.empty() ? std::string("none") : describe_slots(unfinished, r.slots_per_group));
    if (code == SWATOMIC_ERR_NULL_ADDRESS) return std::make_exception_ptr(NullAddressError(what.str(), unserved, unfinished));
    if (code == SWATOMIC_ERR_MIXED_WIDTH) return std::make_exception_ptr(MixedWidthError(what.str(), unserved, unfinished));
    return std::make_exception_ptr(CoordinatorTimeout(code == SWATOMIC_ERR_WORKER_STALLED || code == SWATOMIC_ERR_REQUEST_DEADLINE
                                                          ? CoordinatorTimeout::Side::Requester
                                                          : CoordinatorTimeout::Side::Coordinator,
                                                      what.str(), unserved, unfinished));
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
    resources.registers_per_item = program.registers(kernel_name(kernel));
    return device_occupancy(traits_, resources);
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
        static_local_bytes(kernel, device_(), protocol_argument_index(kernel, kernel_name(kernel)) + SWATOMIC_PARAM_SCRATCH);
    Window w;
    for (std::size_t per_item = protocol::kMaxWindowPerItem; per_item >= 1; --per_item) {
        w.per_item = per_item;
        w.scratch = protocol::scratch_bytes(local_size, width, per_item);
        if (local_size * per_item > SWATOMIC_COORD_MAX_WINDOW) continue;
        if (per_item > 1 && static_local + w.scratch > traits_.local_mem_size) continue;
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

// Measured on the H100 (docs/PERFORMANCE.md, "Several coordinators" and session 8): with about
// 8440 slots at once, 16 coordinators served 64 data-dependent variables 3.9x (64 per group)
// and 2.7x (256 per group) faster than one; 32 (with the full-window hint) were faster again on
// every row at the limit (datadep K = 64 0.123 -> 0.111 ms at 64 per group, K = 4096 0.126 ->
// 0.106, hist256 16 MB 31.2 -> 21.2 ms). On a CPU every coordinator is a thread that polls and
// takes a core from the requesting groups, so one.
std::size_t Coordinator::default_coordinator_groups(std::size_t co_resident_slots) const
{
    if (traits_.type & CL_DEVICE_TYPE_CPU) return 1;
    return std::clamp<std::size_t>(co_resident_slots / kSlotsPerCoordinator, 1, kMaxDefaultCoordinators);
}

std::size_t Coordinator::max_worker_groups(const Program &program, const cl::Kernel &kernel, std::size_t local_size) const
{
    const std::size_t groups = occupancy(program, kernel, local_size).max_groups;
    const std::size_t coordinators =
        default_coordinator_groups(groups * protocol::slots_per_group(local_size, program.slot_width()));
    return groups > coordinators ? groups - coordinators : 0;
}

cl::Event Coordinator::last_kernel_event() const
{
    std::lock_guard<std::mutex> lock(pool_->mutex);
    return pool_->last_event;
}

LaunchStats Coordinator::launch(const Program &program, cl::Kernel &kernel, std::size_t worker_groups,
                                std::size_t local_size, const LaunchOptions &options)
{
    return launch_async(program, kernel, worker_groups, local_size, options).check();
}

PendingLaunch Coordinator::launch_async(const Program &program, cl::Kernel &kernel, std::size_t worker_groups,
                                        std::size_t local_size, const LaunchOptions &options)
{
    const DeviceTraits &traits = traits_;
    if (kernel() == nullptr) throw InvalidArgument("launch: the kernel is empty");
    const std::string name = kernel_name(kernel);
    if (worker_groups == 0) throw InvalidArgument("launch of \"" + name + "\": worker_groups must be at least 1");
    if (local_size == 0) throw InvalidArgument("launch of \"" + name + "\": local_size must be at least 1");
    if (worker_groups > 0xffffffffull / local_size)
        throw LaunchLimitExceeded("launch of \"" + name + "\": more than 2^32 work-items", worker_groups, 0);

    std::size_t kernel_max = 0;
    cl_check(clGetKernelWorkGroupInfo(kernel(), device_(), CL_KERNEL_WORK_GROUP_SIZE, sizeof kernel_max,
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
    const std::size_t local_used = static_local_bytes(kernel, device_(), first_arg + SWATOMIC_PARAM_SCRATCH) + window.scratch;
    if (local_used > traits.local_mem_size)
        throw LaunchLimitExceeded("launch of \"" + name + "\": needs " + std::to_string(local_used) +
                                      " B of local memory per work-group, the device has " +
                                      std::to_string(traits.local_mem_size),
                                  local_used, traits.local_mem_size);

    if (options.coordinator_groups > SWATOMIC_MAX_COORDINATORS)
        throw InvalidArgument("launch of \"" + name + "\": LaunchOptions::coordinator_groups is " +
                              std::to_string(options.coordinator_groups) + ", at most " +
                              std::to_string(SWATOMIC_MAX_COORDINATORS));
    // Physical groups: as many as can be co-resident beside the coordinators; the rest of the
    // requested groups run as virtual groups on them.
    const OccupancyReport occ = occupancy_with(program, kernel, local_size, window.scratch);
    const std::size_t coordinators =
        options.coordinator_groups != 0
            ? options.coordinator_groups
            : default_coordinator_groups(occ.max_groups * protocol::slots_per_group(local_size, width));
    std::size_t physical = worker_groups;
    if (options.enforce_occupancy_limit) {
        if (occ.max_groups < coordinators + 1)
            throw LaunchLimitExceeded("launch of \"" + name + "\": not even one requesting work-group of " +
                                          std::to_string(local_size) + " fits beside " + std::to_string(coordinators) +
                                          " coordinator group" + (coordinators > 1 ? "s" : "") + " (" +
                                          occ.explanation + ")",
                                      coordinators + 1, occ.max_groups);
        physical = std::min(worker_groups, occ.max_groups - coordinators);
    }
    const std::size_t slots_per_group = protocol::slots_per_group(local_size, width);
    const std::size_t slots = physical * slots_per_group;
    // Request entries stay below 2^30 (the coordinator keeps two flags above them).
    if (SWATOMIC_ENTRY_COUNT(slots, width, coordinators) >= (std::size_t{1} << 30))
        throw LaunchLimitExceeded("launch of \"" + name + "\": too many request slots", slots, (std::size_t{1} << 30) / width);

    // From here on the record owns a buffer set; if anything below throws, its destructor waits
    // for what was enqueued and gives the set back.
    auto record = std::make_unique<detail::LaunchRecord>();
    detail::LaunchRecord &r = *record;
    r.pool = pool_;
    r.queue = queue_;
    r.buffers = pool_->take();
    r.name = name;
    r.local_size = local_size;
    r.slots_per_group = slots_per_group;
    r.have_clock = kernels_have_clock(traits);
    r.budget_ms = options.budget_ms ? options.budget_ms : kDefaultBudgetMs;
    r.deadline_ms = options.deadline_ms ? options.deadline_ms : clamp_u32(4.0 * r.budget_ms, 1, 4e9);
    r.stats.worker_groups = worker_groups;
    r.stats.physical_groups = physical;
    r.stats.slots = slots;
    r.stats.window = local_size * window.per_item;
    r.stats.coordinator_groups = coordinators;

    detail::ProtocolBuffers &set = *r.buffers;
    const protocol::PendingLayout layout = protocol::pending_layout(slots, coordinators);
    ensure_capacity(set, context_, queue_, layout, width);
    auto &control = r.control_in;
    if (r.have_clock) {
        control[SWATOMIC_CTL_STALL_BUDGET] = clamp_u32(r.budget_ms * 1000.0, 1, 4e9);
        control[SWATOMIC_CTL_IDLE_BUDGET] = control[SWATOMIC_CTL_STALL_BUDGET];
        control[SWATOMIC_CTL_WAIT_DEADLINE] = clamp_u32(r.deadline_ms * 1000.0, 1, 4e9);
    } else {
        control[SWATOMIC_CTL_STALL_BUDGET] = options.stall_polls ? options.stall_polls : default_stall_polls(traits, r.budget_ms);
        // (a poll count; an explicit stall_polls scales the default deadline with it)
        control[SWATOMIC_CTL_WAIT_DEADLINE] =
            options.deadline_ms ? default_stall_polls(traits, r.deadline_ms)
                                : clamp_u32(4.0 * control[SWATOMIC_CTL_STALL_BUDGET], 64, 4e9);
        control[SWATOMIC_CTL_IDLE_BUDGET] =
            options.idle_sweeps ? options.idle_sweeps : default_idle_sweeps(traits, r.budget_ms, layout, local_size);
    }
    control[SWATOMIC_CTL_GROUPS] = static_cast<cl_uint>(worker_groups);
    control[SWATOMIC_CTL_CHUNK_SHIFT] = layout.chunk_shift;  // (the SWATOMIC_CTL_FINISHED counts stay zero)
    control[SWATOMIC_CTL_COORDINATORS] = static_cast<cl_uint>(coordinators);
    control[SWATOMIC_CTL_WINDOW] = static_cast<cl_uint>(local_size * window.per_item);
    // A CPU device runs a group's work-items one after another, so each group has one request
    // in flight and a window seldom holds two: there every window decides (CPUs default to one
    // coordinator, so this matters where a test or user asks for more; it also makes the
    // spreading path run in every PoCL test with several coordinators).
    // On GPUs a full window decides: spreading pays where the owner has more requests for one
    // variable than a window serves; a variable with fewer, split over the coordinators, only
    // waits twice (measured with a bound of 32 requests: datadep K = 64 on 32 coordinators took
    // twice as long as unspread).
    control[SWATOMIC_CTL_HOT_MIN] = !options.spread_hot_variables ? 0xffffffffu
                                    : (traits.type & CL_DEVICE_TYPE_CPU) ? 1u
                                                                         : static_cast<cl_uint>(local_size * window.per_item);
    // ... and on GPUs only two full windows in a row of one sweep that agree: with one, a variable
    // whose requests one window serves whole was hinted (datadep K = 64: ~130 requests per variable
    // against a 128-request window) and spreading it took twice the sweeps (H100: 0.209 / 0.152 /
    // 0.121 ms at 64 / 128 / 256 per group, 0.108 / 0.077 / 0.061 with two); clearing needs two as
    // well, so that one mixed window does not drop a spread variable.
    control[SWATOMIC_CTL_HOT_WINDOWS] = (traits.type & CL_DEVICE_TYPE_CPU) ? 1u : 2u;
    const cl::Buffer *buffers[] = {&set.pending, &set.addresses, &set.ops, &set.sums, &set.prefixsums, &set.control};
    for (cl_uint i = 0; i < 6; ++i) cl_check(kernel.setArg(first_arg + i, *buffers[i]), "clSetKernelArg");
    cl_check(kernel.setArg(first_arg + SWATOMIC_PARAM_SCRATCH, cl::Local(window.scratch)), "clSetKernelArg");

    // Nothing blocks below: on the in-order queue each command waits for the ones before it.
    // A clean end leaves the launch's layout idle, except perhaps a flag set after its post was
    // served, which in another layout could land on a row word: a new layout starts from a fill.
    if (!set.clean || set.layout != layout) {
        const cl_uint idle = SWATOMIC_SLOT_IDLE;
        cl_check(queue_.enqueueFillBuffer(set.pending, idle, 0, set.pending_words * sizeof(cl_uint)), "clEnqueueFillBuffer");
        set.clean = true;
    }
    set.layout = layout;
    cl::Event written;
    // Up to the hints, which stay as the last launch left them (protocol.h); without spreading,
    // or after a launch whose spreading did not pay, all of it (the hints zero).
    const bool keep_hints = options.spread_hot_variables && !set.clear_hints;
    const std::size_t control_bytes = (keep_hints ? SWATOMIC_CTL_HOT : SWATOMIC_CTL_WORDS) * sizeof(cl_uint);
    set.clear_hints = false;
    cl_check(queue_.enqueueWriteBuffer(set.control, CL_FALSE, 0, control_bytes, control.data(), nullptr, &written),
             "clEnqueueWriteBuffer");
    r.last_enqueued = written;
    set.clean = false;  // until the kernel reports a clean finish
    cl_check(queue_.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange((physical + coordinators) * local_size),
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
                stats.sweeps = std::max(stats.sweeps, r.control_out[SWATOMIC_CTL_STATS + 2 * c]);
                stats.requests += r.control_out[SWATOMIC_CTL_STATS + 2 * c + 1];
                stats.spread_requests += r.control_out[SWATOMIC_CTL_SPREAD + c];
                stats.spread_forwarded += r.control_out[SWATOMIC_CTL_FORWARDED + c];
            }
            const std::size_t marks = std::min<std::size_t>(r.control_out[SWATOMIC_CTL_TIMELINE], SWATOMIC_TIMELINE_SWEEPS);
            for (std::size_t k = 0; k < marks; ++k) {
                const cl_uint *mark = &r.control_out[SWATOMIC_CTL_TIMELINE + SWATOMIC_TIMELINE_MARKS + 3 * k];
                stats.timeline.push_back({mark[0] * 1e-3, mark[1], mark[2]});
            }
            cl_ulong started = 0, ended = 0;
            if (r.kernel_event.getProfilingInfo(CL_PROFILING_COMMAND_START, &started) == CL_SUCCESS &&
                r.kernel_event.getProfilingInfo(CL_PROFILING_COMMAND_END, &ended) == CL_SUCCESS && ended >= started) {
                stats.kernel_ms = static_cast<double>(ended - started) * 1e-6;
                // Only where the kernels' clock is the profiling clock (it lands inside the kernel).
                const cl_ulong coordinator_started = (cl_ulong{r.control_out[SWATOMIC_CTL_TIMELINE + 2]} << 32) |
                                                     r.control_out[SWATOMIC_CTL_TIMELINE + 1];
                if (marks != 0 && coordinator_started >= started && coordinator_started <= ended)
                    stats.coordinator_start_us = static_cast<double>(coordinator_started - started) * 1e-3;
            }
            // Spreading that combined fewer than SWATOMIC_SPREAD_MIN_GAIN requests per forwarded one
            // cost more trips than it saved (a variable that is no longer hot, say a stale hint on
            // an address that a new buffer reuses): the next launch on these buffers starts without hints.
            r.buffers->clear_hints = stats.spread_forwarded != 0 &&
                                     stats.spread_requests < std::uint64_t{SWATOMIC_SPREAD_MIN_GAIN} * stats.spread_forwarded;
            if (r.succeeded()) {
                r.release_buffers(true);  // the coordinator left every slot idle
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
