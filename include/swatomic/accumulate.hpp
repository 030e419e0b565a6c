// Accumulators (docs/VARIANTS.md, "Accumulators"): partial results kept across a kernel's whole
// loop and flushed once per work-group, the host side of kernels/swatomic/accumulate_*.cl:
//   sum accumulator   swatomic_sum_flush_<type>, swatomic_sum_flush_n_<type>   (accumulate_sum.cl)
//   privatized bins   swatomic_bins_begin/add/flush_<type>                      (accumulate_bins.cl)
//   packed uint bins  swatomic_packed_bins_begin[_bits]/add[_batch]/flush      (accumulate_bins.cl)
//   by-key            swatomic_by_key_begin/add/flush_<type>                    (accumulate_by_key.cl)
// the sum and bins flushes also as _store_<type> (no atomic at all: a row of partial results per
// work-group, added up afterwards by a PartialsCombiner) and, inside SWATOMIC_RUN_THEN, as
// _store_row_<type> with swatomic_rows_merge_<type> as the epilogue (launch with
// LaunchOptions::requests_per_group = 1); the by-key flush also as _software (the coordinator's
// software atomic inside SWATOMIC_RUN, a request per run).
// Build with build_accumulator_program(); size the bins' local memory with bins_local_bytes()
// or, for more bins than local memory holds, plan_bins() or plan_packed_bins() (bins in passes).
#ifndef SWATOMIC_ACCUMULATE_HPP
#define SWATOMIC_ACCUMULATE_HPP

#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "swatomic/errors.hpp"
#include "swatomic/runtime.hpp"

namespace swatomic {

// The element type of an accumulator (the <type> suffix of its kernel functions).
enum class AccumulatorType { Int, Uint, Long, Ulong, Float, Double };

const char *accumulator_type_name(AccumulatorType type) noexcept;  // "int", "uint", ...
std::size_t accumulator_type_size(AccumulatorType type) noexcept;  // 4 or 8 bytes

// Whether the device has what the type needs: long/ulong 64-bit atomics
// (cl_khr_int64_base_atomics), double those and cl_khr_fp64.
bool accumulator_type_supported(const Runtime &runtime, AccumulatorType type);

// The bins of an accumulator do not fit the device's local memory (requested() and limit() in
// bytes). Status::LaunchLimitExceeded.
class LocalMemoryExceeded : public LaunchLimitExceeded {
public:
    LocalMemoryExceeded(const std::string &message, std::size_t requested, std::size_t limit);
};

// The device cannot run accumulators of this type (see accumulator_type_supported).
// Status::InvalidArgument.
class AccumulatorTypeUnsupported : public InvalidArgument {
public:
    explicit AccumulatorTypeUnsupported(const std::string &message);
};

// OpenCL C source of the accumulators with the variants' layer they build on (variant_source()
// + columns_add.cl and accumulate_common/bins/sum/by_key.cl; include-guarded).
std::string accumulator_source();

// Runtime::build_program with variant_defines() + accumulator_source() in front of user_source.
// The program also carries the coordinator library (unless options.inject_library_source is
// off), so the coordinator flushes (swatomic_rows_merge_<type> in a SWATOMIC_RUN_THEN epilogue,
// the by-key _software flush) are there for kernels that use SWATOMIC_RUN.
Program build_accumulator_program(const Runtime &runtime, std::string_view user_source, const BuildOptions &options = {});

// Bytes of __local storage for `bins` bins of `type` (cl::Local(bins_local_bytes(...))).
// Throws AccumulatorTypeUnsupported for a type the device lacks, InvalidArgument for 0 bins or
// 2^32 or more, LocalMemoryExceeded when bins plus other_local_bytes (the kernel's other
// local memory, e.g. variant_scratch_bytes(local size)) exceed the device's local memory:
// use plan_bins() then.
std::size_t bins_local_bytes(const Runtime &runtime, AccumulatorType type, std::size_t bins,
                             std::size_t other_local_bytes = 0);

// How to privatize `bins` bins on this device: all at once (passes == 1), or in passes of
// bins_per_pass bins (the last pass may be shorter), each pass reading the input again
// (swatomic_bins_begin_<type>(ctx, storage, first, count) with first = pass * bins_per_pass).
// local_bytes is what one pass's storage takes. The plan: room = the bins that fit beside
// other_local_bytes; passes = ceil(bins / room); bins_per_pass = bins for one pass, else
// ceil(bins / passes) rounded up to 32 (equal passes, not full ones and a short tail).
// Throws as bins_local_bytes does, but LocalMemoryExceeded only when not even 32 bins fit
// beside other_local_bytes.
struct BinsPlan {
    std::size_t bins_per_pass = 0;
    std::size_t passes = 0;
    std::size_t local_bytes = 0;
};
BinsPlan plan_bins(const Runtime &runtime, AccumulatorType type, std::size_t bins, std::size_t other_local_bytes = 0);

// The same plan for packed count bins (swatomic_packed_bins_*: uint bins of `bits` = 16 or 8
// bits, 32 / bits per 32-bit word, exact for any input: a bin that would pass 2^bits - 1 moves
// its excess to the global bins): 2x (16 bits) or 4x (8 bits) the bins per pass of
// plan_bins(Uint), so fewer passes (65536 bins in 48 KiB of local memory beside 2 KiB: 3 passes
// at 16 bits, 2 at 8, 6 as uints); local_bytes = ceil(bins_per_pass * bits / 32) * 4. For a
// histogram of counts, or any uint sum, whose bins do not fit local memory as uints: 8 bits
// where the counts spread over many bins, 16 where one bin takes most of them (a bin spills
// once per 2^bits counts a group adds to it; docs/VARIANTS.md has the measurements). Throws as
// plan_bins, and InvalidArgument for bits other than 8 or 16.
//   const BinsPlan plan = plan_packed_bins(runtime, 65536, 0, 8);
//   kernel.setArg(3, cl::Local(plan.local_bytes));  // swatomic_packed_bins_begin_bits(.., 8u) per pass
BinsPlan plan_packed_bins(const Runtime &runtime, std::size_t bins, std::size_t other_local_bytes = 0, unsigned bits = 16);

// The launch for a kernel with privatized bins: work-groups of the largest local size the kernel
// runs, at most 1024, and as many of them as are co-resident on the device (one wave of groups),
// rounded down to a multiple of plan.passes (at least plan.passes), so that group g can make
// pass g % passes. Each group merges the bins it holds once, so fewer, larger groups merge less
// for the same occupancy: on an H200, 65536 packed bins counted 16 MiB to 1 GiB of keys 1.0-1.6x
// faster at this launch, 264 groups of 1024, than in 528 groups of 256 (docs/VARIANTS.md,
// "Packed bins: the launch"). On NVIDIA the local size comes from the kernel's registers, as the build
// reported them, and its local memory: the driver's CL_KERNEL_WORK_GROUP_SIZE is 256 for kernels
// that run groups of 1024. Set the kernel's __local arguments (the plan's storage among them)
// first: the group count counts the local memory the kernel then takes. Throws InvalidArgument
// for a plan of no passes.
//   const BinsPlan plan = plan_packed_bins(runtime, 65536, 0, 8);
//   kernel.setArg(3, cl::Local(plan.local_bytes));
//   const BinsLaunch launch = plan_bins_launch(runtime, program, kernel, plan);
//   queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(launch.groups * launch.local_size),
//                              cl::NDRange(launch.local_size));
struct BinsLaunch {
    std::size_t local_size = 0;  // work-items per group
    std::size_t groups = 0;      // work-groups, a multiple of the plan's passes
};
BinsLaunch plan_bins_launch(const Runtime &runtime, const Program &program, const cl::Kernel &kernel, const BinsPlan &plan);

// What a PartialsCombiner adds up: `partials` holds `groups` rows of `count` elements of its
// type (row g written by work-group g's _store flush: swatomic_sum_store_<type>, one element;
// swatomic_sum_store_n_<type>, count; swatomic_bins_store_<type>, its row_length), and
// destination[destination_offset + j] receives the sum of column j.
struct PartialsArgs {
    cl::Buffer partials;
    std::size_t groups = 0;  // rows: the work-groups of the launch that stored them
    std::size_t count = 0;   // columns: destinations
    cl::Buffer destination;
    std::size_t destination_offset = 0;  // in elements
};

// Bytes of the partials buffer for `groups` rows of `count` elements of `type` (InvalidArgument
// when either is 0 or the product overflows).
std::size_t partials_bytes(AccumulatorType type, std::size_t groups, std::size_t count);

// The _store flushes' second half: destination[offset + j] += the sum over g of
// partials[g * count + j], one kernel enqueued on the runtime's in-order queue after whatever is
// there (the kernel that stored the partials). No atomic anywhere, so a kernel with _store
// flushes and this combine use no global read-modify-write: the coordinator's point without the
// coordinator (any grid size, no co-residency; no old values). Each column is summed in an order
// fixed by (groups, count) and the device, so float and double results are the same in every
// run (not the serial order's). Every row must have been written: a group that stores nothing
// leaves its row as it was.
//
// The constructor builds the kernels (once per runtime's ProgramCache) and throws
// AccumulatorTypeUnsupported for a type the device lacks. run() checks before enqueueing
// anything: InvalidArgument for a null buffer, groups or count 0 or above 2^32 - 1, or a buffer
// smaller than the rows or the destinations need. Make one and keep it: run() then costs a few
// argument settings and the enqueue. Threads: run() may be called from several threads; calls on
// one combiner (and its copies) are serialised by a lock, as they set its kernel's arguments.
//   kernel: swatomic_sum_store_uint(&ctx, partials, acc);            // one row per group
//   host:   swatomic::PartialsCombiner combine(runtime, swatomic::AccumulatorType::Uint);
//           queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(groups * local), cl::NDRange(local));
//           combine.run({partials, groups, 1, total});
class PartialsCombiner {
public:
    PartialsCombiner(const Runtime &runtime, AccumulatorType type);
    // Returns the combine kernel's event.
    cl::Event run(const PartialsArgs &args);
    AccumulatorType type() const noexcept { return type_; }

private:
    Runtime runtime_;
    AccumulatorType type_;
    cl::Kernel kernel_;
    std::size_t local_ = 1;
    std::shared_ptr<std::mutex> run_lock_;  // shared by copies, which share kernel_
};

}  // namespace swatomic

#endif  // SWATOMIC_ACCUMULATE_HPP
