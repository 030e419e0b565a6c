// Launching kernels that use software_atom_add and the other software_atom_* operations
// (docs/COORDINATOR_OPS.md). The Coordinator owns the protocol's buffers (WavefrontsPending,
// WavefrontsAddresses, WavefrontsOps, WavefrontsSums, WavefrontsPrefixsums and a control
// block), sizes them from the launch, keeps them clean between launches, binds them to the
// kernel's trailing SWATOMIC_KERNEL_PARAMS, adds the coordinator work-group, runs more groups
// than can be co-resident as virtual groups on the co-resident ones, and turns kernel-reported
// failures into exceptions. Kernel side: kernels/swatomic/software_atom_add.cl and its parts.
#ifndef SWATOMIC_COORDINATOR_HPP
#define SWATOMIC_COORDINATOR_HPP

#include <cstddef>
#include <cstdint>

#include "swatomic/occupancy.hpp"
#include "swatomic/runtime.hpp"

namespace swatomic {

struct LaunchOptions {
    // How long a wait may last without progress before the launch fails with
    // CoordinatorTimeout (0 = 4000 ms): a requester waiting while the coordinator's heartbeat
    // stands still, the coordinator while no request comes and no slot finishes. Exact where
    // the kernels can read a clock (NVIDIA); elsewhere the host turns it into poll and sweep
    // counts from the launch's size (an estimate: within a few times the figure).
    std::uint32_t budget_ms = 0;
    // Count budgets for devices without a kernel clock (0 = derived from budget_ms): polls a
    // requester makes while the heartbeat stands still; sweeps the coordinator makes with no
    // progress. Ignored where the kernels have a clock.
    std::uint32_t stall_polls = 0;
    std::uint32_t idle_sweeps = 0;
    // Requests per coordinator work-item that the coordinator combines at a time (its window is
    // local size x this). 0: the largest up to 8 whose local memory leaves the kernel's
    // co-resident group count unchanged.
    std::uint32_t window_per_item = 0;
    // Run at most as many requesting groups at once as can be co-resident, the rest as virtual
    // groups (leave on; off launches every group physically, only to test the budgets).
    bool enforce_occupancy_limit = true;
};

struct LaunchStats {
    std::size_t worker_groups = 0;   // requesting (virtual) work-groups asked for
    std::size_t physical_groups = 0; // requesting work-groups launched (<= worker_groups)
    std::size_t slots = 0;           // request slots (wavefronts) of the physical groups
    std::size_t window = 0;          // requests the coordinator combines at a time
    std::uint32_t sweeps = 0;        // coordinator passes over all slots
    std::uint32_t requests = 0;      // slot requests served (after wavefront aggregation)
    // Kernel time from OpenCL profiling events (the coordinator group included), or -1 when the
    // queue was created without CL_QUEUE_PROFILING_ENABLE.
    double kernel_ms = -1;
};

class Coordinator {
public:
    explicit Coordinator(const Runtime &runtime);

    // Launches `kernel` (its user arguments already set) with `worker_groups` requesting groups
    // of `local_size` work-items plus the coordinator group, waits for it and checks the
    // protocol's status. Any number of requesting groups: beyond what can be co-resident they
    // run as virtual groups (SWATOMIC_RUN in kernels/swatomic/software_atom.cl says what a
    // kernel may do then). Throws InvalidArgument / LaunchLimitExceeded before enqueueing
    // anything, KernelError (CoordinatorTimeout, NullAddressError, MixedWidthError) after a
    // failed run. On any exception the Coordinator stays usable.
    LaunchStats launch(const Program &program, cl::Kernel &kernel, std::size_t worker_groups,
                       std::size_t local_size, const LaunchOptions &options = {});

    // Co-resident groups for this kernel and work-group size (coordinator included).
    OccupancyReport occupancy(const Program &program, const cl::Kernel &kernel,
                              std::size_t local_size) const;
    // The most requesting groups that run at once: occupancy().max_groups - 1 (launch() runs
    // any more as virtual groups).
    std::size_t max_worker_groups(const Program &program, const cl::Kernel &kernel,
                                  std::size_t local_size) const;

    // The kernel event of the last launch (for profiling by the caller).
    const cl::Event &last_kernel_event() const noexcept { return last_event_; }

    // Local memory (bytes) the protocol adds to each work-group of `local_size` of `kernel`
    // (the coordinator's window is sized so that it does not lower the co-resident count).
    std::size_t scratch_bytes(const Program &program, const cl::Kernel &kernel, std::size_t local_size) const;

private:
    struct Window {
        std::size_t per_item = 1;
        std::size_t scratch = 0;
    };
    Window choose_window(const Program &program, const cl::Kernel &kernel, std::size_t local_size,
                         std::size_t fixed_per_item = 0) const;
    OccupancyReport occupancy_with(const Program &program, const cl::Kernel &kernel, std::size_t local_size,
                                   std::size_t scratch) const;
    void ensure_capacity(std::size_t slots, std::size_t width);
    void reset_all();

    const Runtime *runtime_;
    std::size_t capacity_ = 0;  // slots, a multiple of 4 (the coordinator loads 4 pending words at once)
    std::size_t width_ = 0;     // requests per slot the buffers hold
    bool clean_ = false;        // every pending word is idle
    cl::Buffer pending_;
    cl::Buffer addresses_;
    cl::Buffer ops_;
    cl::Buffer sums_;
    cl::Buffer prefixsums_;
    cl::Buffer control_;
    cl::Event last_event_;
};

}  // namespace swatomic

#endif  // SWATOMIC_COORDINATOR_HPP
