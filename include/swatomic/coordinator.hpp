// Launching kernels that use software_atom_add and the other software_atom_* operations
// (docs/COORDINATOR_OPS.md). The Coordinator owns the protocol's buffers (WavefrontsAddresses,
// WavefrontsOps, WavefrontsSums, WavefrontsPrefixsums, Finished, and a control block),
// sizes them from the launch's slot count, keeps them clean between launches, binds them to
// the kernel's trailing SWATOMIC_KERNEL_PARAMS, adds the coordinator work-group, refuses
// launches that cannot be co-resident, and turns kernel-reported failures into exceptions.
// The kernel side of the same protocol is kernels/swatomic/software_atom_add.cl.
#ifndef SWATOMIC_COORDINATOR_HPP
#define SWATOMIC_COORDINATOR_HPP

#include <cstddef>
#include <cstdint>

#include "swatomic/occupancy.hpp"
#include "swatomic/runtime.hpp"

namespace swatomic {

struct LaunchOptions {
    // Spin budgets (0 = the device's default, roughly seconds): polls a requester makes while
    // the coordinator's heartbeat stands still; sweeps the coordinator makes with no progress.
    std::uint32_t stall_polls = 0;
    std::uint32_t idle_sweeps = 0;
    // Refuse launches beyond the co-residency limit (leave on; off only to test the budgets).
    bool enforce_occupancy_limit = true;
};

struct LaunchStats {
    std::size_t worker_groups = 0;
    std::size_t slots = 0;           // request slots (wavefronts) of the requesting groups
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
    // protocol's status. Throws InvalidArgument / LaunchLimitExceeded before enqueueing
    // anything, KernelError (CoordinatorTimeout, NullAddressError, MixedWidthError) after a
    // failed run.
    LaunchStats launch(const Program &program, cl::Kernel &kernel, std::size_t worker_groups,
                       std::size_t local_size, const LaunchOptions &options = {});

    // Co-resident groups for this kernel and work-group size (coordinator included).
    OccupancyReport occupancy(const Program &program, const cl::Kernel &kernel,
                              std::size_t local_size) const;
    // The most requesting groups launch() accepts: occupancy().max_groups - 1.
    std::size_t max_worker_groups(const Program &program, const cl::Kernel &kernel,
                                  std::size_t local_size) const;

    // The kernel event of the last launch (for profiling by the caller).
    const cl::Event &last_kernel_event() const noexcept { return last_event_; }

    // Local memory (bytes) the protocol adds to each work-group of `local_size`.
    std::size_t scratch_bytes(const Program &program, std::size_t local_size) const;

private:
    void ensure_capacity(std::size_t slots);
    void reset_all();

    const Runtime *runtime_;
    std::size_t capacity_ = 0;
    bool clean_ = false;
    cl::Buffer addresses_;
    cl::Buffer ops_;
    cl::Buffer sums_;
    cl::Buffer prefixsums_;
    cl::Buffer finished_;
    cl::Buffer control_;
    cl::Event last_event_;
};

}  // namespace swatomic

#endif  // SWATOMIC_COORDINATOR_HPP
