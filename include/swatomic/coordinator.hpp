// Launching kernels that use software_atom_add and the other software_atom_* operations
// (docs/COORDINATOR_OPS.md). The Coordinator owns the protocol's buffers (request records,
// answers and done words, a control block), sizes them from the launch, binds them to the
// kernel's trailing SWATOMIC_KERNEL_PARAMS, adds the coordinator work-groups, runs more groups
// than can be co-resident as virtual groups on the co-resident ones, and turns kernel-reported
// failures into exceptions. Kernel side: kernels/swatomic/software_atom_add.cl and its parts.
#ifndef SWATOMIC_COORDINATOR_HPP
#define SWATOMIC_COORDINATOR_HPP

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "swatomic/occupancy.hpp"
#include "swatomic/runtime.hpp"

namespace swatomic {

// The most coordinator work-groups a launch takes (LaunchOptions::coordinator_groups).
inline constexpr std::uint32_t kMaxCoordinatorGroups = 128;

// What a user chooses for a launch.
struct LaunchOptions {
    // How long a wait may last without progress before the launch fails with
    // CoordinatorTimeout (0 = 4000 ms): a requester waiting while no coordinator makes a pass,
    // the coordinators while no request is served and no slot finishes. Exact where the kernels
    // can read a clock (NVIDIA, PoCL on Linux); elsewhere the host turns it into poll and pass
    // counts from the launch's size (an estimate: within a few times the figure).
    std::uint32_t budget_ms = 0;
    // The longest one request may wait for its answer in all, even while the coordinators make
    // progress (0 = 4 x budget_ms): a request that live coordinators do not serve in that time
    // fails the launch with CoordinatorTimeout (Side::Requester) instead of hanging it.
    std::uint32_t deadline_ms = 0;
    // Coordinator work-groups (1 .. kMaxCoordinatorGroups = 128). Each polls a share of the
    // request slots and owns the variables that hash to it; 0: default_coordinator_groups(),
    // and no more than the requesting groups of a launch below the co-resident limit.
    std::uint32_t coordinator_groups = 0;
    // The most software-atomic requests one requesting (virtual) work-group makes (a request:
    // one wave's call, one per variable it names), where the kernel's only requests are a few
    // per group, or none (the accumulators' rows merged by a SWATOMIC_RUN_THEN epilogue: give
    // 1); 0: no bound. With a bound the default coordinator count is smaller (at least 16 on a
    // GPU, or the unbounded count where that is less; default_coordinator_groups), so the
    // coordinators take fewer groups from the user's loop. Only the launch's size follows from
    // it: a group that makes more requests is served all the same, more slowly.
    std::uint32_t requests_per_group = 0;
};

// What a launch reports.
struct LaunchStats {
    std::size_t worker_groups = 0;       // requesting (virtual) work-groups asked for
    std::size_t physical_groups = 0;     // requesting work-groups launched (<= worker_groups)
    std::size_t slots = 0;               // request slots (waves) of the physical groups
    std::size_t coordinator_groups = 0;  // coordinator work-groups launched beside them
    std::uint32_t requests = 0;          // records served (a wave's round: one per variable and op)
    std::uint32_t passes = 0;            // the busiest coordinator's passes
    // Kernel time from OpenCL profiling events (the coordinators included), or -1 when the
    // queue was created without CL_QUEUE_PROFILING_ENABLE.
    double kernel_ms = -1;
};

// For tests and tools that break a launch on purpose; applications leave it alone.
struct LaunchDiagnostics {
    // Launch every requesting group physically, even beyond the co-resident limit (the
    // coordinators may then wait for groups that cannot start: the budgets end the launch).
    bool oversubscribe = false;
};

namespace detail {
struct CoordinatorPool;
struct LaunchRecord;
}  // namespace detail

// A launch in flight (Coordinator::launch_async): its kernel event, and check() for its report.
// It owns the protocol buffers its launch runs on until it is checked or destroyed, so further
// launches on the same Coordinator, queued behind it, never touch its state or its report.
// Move-only. Independent of the Coordinator's lifetime: it may be checked after the
// Coordinator (and the Runtime) are gone, and on another thread than the one that launched.
class PendingLaunch {
public:
    PendingLaunch() noexcept;  // empty: valid() is false
    PendingLaunch(PendingLaunch &&other) noexcept;
    PendingLaunch &operator=(PendingLaunch &&other) noexcept;
    // Unchecked, it waits for the launch to end (bounded: every wait in the protocol has a
    // budget, LaunchOptions::budget_ms), discards the report and returns the buffers to the
    // Coordinator; it never throws. The waiting is what keeps the buffers and the host copy of
    // the report alive while the device still writes them.
    ~PendingLaunch();

    bool valid() const noexcept { return record_ != nullptr; }
    // The launch's kernel event (for profiling, or as a wait-list entry of later commands on
    // other queues). Commands enqueued later on the runtime's in-order queue already run after it.
    const cl::Event &kernel_event() const;
    // True when the kernel and the read-back of its report have completed (check() then does
    // not wait). Never throws for a launch that failed; check() says how it ended.
    bool done() const;
    // Waits for the launch (if not done), then returns its statistics or throws what launch()
    // throws after a failed run (CoordinatorTimeout, NullAddressError, MixedWidthError, a plain
    // KernelError with Status::InvalidArgument for an address at or above 2^50 or a 64-bit form
    // the device cannot serve; OpenClError if the device reported an execution error). Calling
    // it again gives the same result (the same stats, or the same exception again).
    // InvalidArgument on an empty one.
    LaunchStats check();

private:
    friend class Coordinator;
    explicit PendingLaunch(std::unique_ptr<detail::LaunchRecord> record) noexcept;
    std::unique_ptr<detail::LaunchRecord> record_;
};

// Lifetimes: a Coordinator keeps its own references to the runtime's context, device and queue
// (OpenCL objects are reference-counted) and a copy of its device traits, so it stays valid
// after the Runtime object it was made from is destroyed. Copies share one pool of buffers.
//
// Threads: every member function may be called from several threads at once (the Coordinator
// locks its own state; launches of distinct Coordinators, or of one, go in the order of their
// calls onto the runtime's one in-order queue). What the Coordinator cannot lock is the
// caller's cl::Kernel: launch(), launch_async(), occupancy(), max_worker_groups() and
// scratch_bytes() set its arguments (the trailing SWATOMIC_KERNEL_PARAMS), and OpenCL's
// clSetKernelArg is not thread-safe on one kernel: give each thread its own cl::Kernel
// (Program::kernel() makes one per call). A kernel's arguments are captured when the launch is
// enqueued, so the caller may set new ones as soon as launch_async() returns.
class Coordinator {
public:
    explicit Coordinator(const Runtime &runtime);

    // Launches `kernel` (its user arguments already set) with `worker_groups` requesting groups
    // of `local_size` work-items plus the coordinator groups, waits for it and checks the
    // protocol's status. Any number of requesting groups: beyond what can be co-resident they
    // run as virtual groups (SWATOMIC_RUN in kernels/swatomic/software_atom.cl says what a
    // kernel may do then). `local_size` may be at most the kernel's own limit
    // (CL_KERNEL_WORK_GROUP_SIZE), which can be below the device's (256 against 1024 for the
    // accumulator test kernels on an H100). Throws InvalidArgument / LaunchLimitExceeded before
    // enqueueing anything, KernelError (CoordinatorTimeout, NullAddressError, MixedWidthError)
    // after a failed run. On any exception the Coordinator stays usable. Same as
    // launch_async(...).check().
    LaunchStats launch(const Program &program, cl::Kernel &kernel, std::size_t worker_groups,
                       std::size_t local_size, const LaunchOptions &options = {},
                       const LaunchDiagnostics &diagnostics = {});

    // The same launch without waiting: checks the arguments (throwing what launch() throws
    // before enqueueing), enqueues the kernel and the read-back of its report, flushes the queue
    // and returns. The kernel's failures surface at PendingLaunch::check(). Each launch in flight
    // runs on its own set of protocol buffers (the Coordinator allocates another set when every
    // set it has is in flight, and keeps it for later launches), so back-to-back launches are
    // independent; they run one after the other on the in-order queue.
    PendingLaunch launch_async(const Program &program, cl::Kernel &kernel, std::size_t worker_groups,
                               std::size_t local_size, const LaunchOptions &options = {},
                               const LaunchDiagnostics &diagnostics = {});

    // Co-resident groups for this kernel and work-group size (coordinators included). Throws
    // InvalidArgument for a local size of 0.
    OccupancyReport occupancy(const Program &program, const cl::Kernel &kernel,
                              std::size_t local_size) const;
    // The most requesting groups that run at once beside the coordinator groups that `options`
    // gives a launch at the co-resident limit (launch() runs any more as virtual groups). Throws
    // InvalidArgument for a local size of 0 or more than SWATOMIC_MAX_COORDINATORS coordinators,
    // LaunchLimitExceeded where the protocol's scratch does not fit beside the kernel's own local
    // memory (its __local arguments as set), as launch() would.
    std::size_t max_worker_groups(const Program &program, const cl::Kernel &kernel, std::size_t local_size,
                                  const LaunchOptions &options = {}) const;
    // Coordinator groups a launch gets unless LaunchOptions::coordinator_groups says otherwise,
    // for a kernel of which `co_resident_slots` request slots fit on the device at once, whose
    // co-resident groups make at most `co_resident_requests` requests (0: no bound; the groups
    // times LaunchOptions::requests_per_group): 1 on CPU devices (each coordinator is a thread
    // that polls), elsewhere one per 64 slots, at most 128, and with a bound no more than one
    // per 512 requests, but at least 16 or the count without a bound, whichever is less
    // (src/coordinator_policy.hpp has the measurements). A launch below the co-resident limit
    // gets no more than its requesting groups.
    std::size_t default_coordinator_groups(std::size_t co_resident_slots, std::size_t co_resident_requests = 0) const;

    // The kernel event of the last launch enqueued (for profiling by the caller); empty before
    // the first.
    cl::Event last_kernel_event() const;

    // Local memory (bytes) the protocol adds to each work-group of `local_size` of `kernel` in a
    // launch at the co-resident limit with `options` (with the default coordinators sized so
    // that it does not lower the co-resident group count; with a few, a coordinator's word per
    // slot can, and the launch then runs fewer requesting groups: max_worker_groups). Throws as
    // max_worker_groups, except where the scratch does not fit beside the kernel's own local
    // memory: it returns the scratch all the same (max_worker_groups and launch() throw then).
    std::size_t scratch_bytes(const Program &program, const cl::Kernel &kernel, std::size_t local_size,
                              const LaunchOptions &options = {}) const;

private:
    struct Plan;
    Plan plan(const Program &program, const cl::Kernel &kernel, std::size_t worker_groups, std::size_t local_size,
              const LaunchOptions &options, const LaunchDiagnostics &diagnostics) const;
    OccupancyReport occupancy_with(const Program &program, const cl::Kernel &kernel, std::size_t local_size,
                                   std::size_t scratch) const;

    cl::Context context_;
    cl::Device device_;
    cl::CommandQueue queue_;
    DeviceTraits traits_;
    std::shared_ptr<detail::CoordinatorPool> pool_;  // buffer sets not in flight, last event
};

}  // namespace swatomic

#endif  // SWATOMIC_COORDINATOR_HPP
