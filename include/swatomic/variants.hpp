// Collision-reduction variants of atomic add (docs/VARIANTS.md): the device functions of
// kernels/swatomic/reduce_*.cl on top of the sub-group layer kernels/swatomic/subgroup.cl, and
// the host side of sort-and-scatter (seed 000 Alg. 3).
//
// The variant files are not part of every program: build with build_variant_program(), or
// paste variant_defines() + variant_source() in front of your own source yourself.
#ifndef SWATOMIC_VARIANTS_HPP
#define SWATOMIC_VARIANTS_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "swatomic/errors.hpp"
#include "swatomic/runtime.hpp"

namespace swatomic {

enum class Variant {
    ScanReduce,      // reduce_scan.cl       swatomic_scan_reduce_add_<type>
    VoteReduce,      // reduce_vote.cl       swatomic_vote_reduce_add_<type>
    ReduceByKey,     // reduce_by_key.cl     swatomic_reduce_by_key_add_<type>
    WorkGroupReduce  // reduce_workgroup.cl  swatomic_workgroup_reduce_add_<type>
};

// All four, in the order above.
std::vector<Variant> all_variants();

// "swatomic/reduce_scan.cl" etc.
const char *variant_file(Variant variant) noexcept;

// OpenCL C source: platform.cl, wave.cl, subgroup.cl, reduce_common.cl and the chosen variant files
// (all include-guarded, so pasting it after the library source is harmless).
std::string variant_source(const std::vector<Variant> &variants = all_variants());

// #define block from the device's extension string: SWATOMIC_SG_KHR when it reports
// cl_khr_subgroups + cl_khr_subgroup_ballot + cl_khr_subgroup_shuffle (used only if the program
// is also built as OpenCL C 2.0+, which the runtime does where the device has it, and the device
// has no NVIDIA/AMD wave backend), SWATOMIC_HAVE_INT64_ATOMICS / SWATOMIC_HAVE_FP64.
std::string variant_defines(const Runtime &runtime);

// Runtime::build_program with variant_defines() + variant_source(variants) in front of
// user_source (which keeps its own file name and line numbers in build logs).
Program build_variant_program(const Runtime &runtime, std::string_view user_source,
                              const BuildOptions &options = {},
                              const std::vector<Variant> &variants = all_variants());

// Which sub-group backend a program built by build_variant_program on this runtime gets
// (mirrors subgroup.cl's selection), and whether its functions need uniform control flow
// (swatomic_sg_sync needs it on every backend; see subgroup.cl's contract).
// The values are the codes subgroup.cl's backends report in tests (0 NV, 1 KHR, 2 LOCAL, 3 AMD).
enum class SubgroupBackend { NvidiaPtx, KhrSubgroups, LocalMemory, AmdWave };
SubgroupBackend subgroup_backend(const Runtime &runtime, const BuildOptions &options = {});
bool subgroup_needs_uniform_control_flow(SubgroupBackend backend) noexcept;

// Bytes of the __local ulong scratch a kernel passes to the variants for a work-group of
// local_size work-items (SWATOMIC_VARIANT_SCRATCH_ULONGS), e.g. cl::Local(variant_scratch_bytes(64)).
std::size_t variant_scratch_bytes(std::size_t local_size) noexcept;

// Status word codes (kernels/swatomic/reduce_common.cl).
inline constexpr std::uint32_t kVariantStatusOk = 0;
inline constexpr std::uint32_t kVariantStatusCasBudget = 1;

// A CAS loop of a float/double variant ran out of SWATOMIC_CAS_BUDGET tries.
class SpinBudgetExceeded : public KernelError {
public:
    explicit SpinBudgetExceeded(const std::string &message);
};

// Reads the status word a launch wrote (a cl_uint buffer the host zeroed before it) and throws
// SpinBudgetExceeded if a variant gave up; blocks until the queue's earlier commands finished.
void check_variant_status(const Runtime &runtime, const cl::Buffer &status);

// Smallest peer count x for which vote-reduce does not slow down against plain atomics:
// x - log2(x) >= setup_steps (seed 000 section 3.1: (N - x) + log2 x + s <= N).
// SWATOMIC_VOTE_THRESHOLD defaults to vote_reduce_threshold(4) = 7.
std::uint32_t vote_reduce_threshold(double setup_steps);

// Sort-and-scatter (seed 000 Alg. 3). wavefront_keys[w] is the key (address) wavefront w
// mostly touches. Returns remap with remap[new_position] = old wavefront: the wavefronts of
// each distinct key, taken round-robin over the keys in ascending order (within a key by
// ascending id), so wavefronts that would collide run as far apart as possible.
std::vector<std::uint32_t> scatter_remap(const std::vector<std::uint64_t> &wavefront_keys);

// The same at work-item granularity for a kernel: keys[i] is the key item i updates, `width`
// the wavefront width the remap is for (32 on NVIDIA). Each wavefront's key is its most
// frequent one (ties: the smallest); wavefronts are remapped whole, lanes keep their place
// (coalescing survives), and a last partial wavefront stays last. Returns a permutation of
// [0, keys.size()): the kernel processes item remap[get_global_id(0)] instead of
// get_global_id(0). Throws InvalidArgument for width 0 or 2^32 items or more.
std::vector<std::uint32_t> scatter_remap_items(const std::vector<std::uint64_t> &keys, std::size_t width);

}  // namespace swatomic

#endif  // SWATOMIC_VARIANTS_HPP
