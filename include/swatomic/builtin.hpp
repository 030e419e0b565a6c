// Ready-made operations on the library's built-in kernels (kernels/swatomic/builtin_kernels.cl).
#ifndef SWATOMIC_BUILTIN_HPP
#define SWATOMIC_BUILTIN_HPP

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>

#include "swatomic/coordinator.hpp"

namespace swatomic {

struct IndexedAddArgs {
    cl::Buffer variables;               // int[variable_count]
    std::size_t variable_count = 0;
    cl::Buffer targets;                 // uint[count], each < variable_count
    cl::Buffer increments;              // int[count]
    std::optional<cl::Buffer> old_values;  // int[count]: receives each item's old value
    std::optional<cl::Buffer> active;      // uchar[count]: items with 0 do not call
    std::size_t count = 0;
};

struct IndexedAddLaunch {
    std::size_t worker_groups = 0;  // 0: one per local_size items, at most the co-resident limit
    std::size_t local_size = 0;     // 0: 64, or less where the device needs
    LaunchOptions options;
    LaunchDiagnostics diagnostics;  // tests: break the launch on purpose
};

// Runs, for every item i (with active[i] != 0):
//   old_values[i] = software_atom_add(&variables[targets[i]], increments[i]);
// Buffers are checked (present, large enough) before anything is enqueued.
//
// Lifetimes: keeps its own copy of the Runtime (reference-counted OpenCL objects and the shared
// program cache), so it stays valid after the Runtime object it was made from is destroyed.
// Threads: run() may be called from several threads at once; calls on one IndexedAdd (and on
// its copies, which share its kernel) are serialised by a lock, since they set the arguments of
// its one kernel. Distinct IndexedAdds run in parallel up to the queue. kernel() hands out that
// kernel: what the caller does with it (e.g. Coordinator::occupancy, which sets an argument)
// must not overlap a run() on another thread.
class IndexedAdd {
public:
    explicit IndexedAdd(const Runtime &runtime);
    LaunchStats run(Coordinator &coordinator, const IndexedAddArgs &args,
                    const IndexedAddLaunch &launch = {});
    const Program &program() const noexcept { return program_; }
    cl::Kernel &kernel() noexcept { return kernel_; }

private:
    Runtime runtime_;
    Program program_;
    cl::Kernel kernel_;
    cl::Buffer placeholder_;
    std::shared_ptr<std::mutex> run_lock_;  // shared by copies, which share kernel_
};

// Empirical co-residency: launches `groups` groups of `local_size` that each wait until all
// have started (budgeted). True if they all met, false if the budget ran out.
bool groups_are_co_resident(const Runtime &runtime, std::size_t groups, std::size_t local_size,
                            std::size_t local_mem_bytes, std::uint32_t poll_budget);

}  // namespace swatomic

#endif  // SWATOMIC_BUILTIN_HPP
