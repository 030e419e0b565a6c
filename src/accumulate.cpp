#include "swatomic/accumulate.hpp"

#include <algorithm>
#include <limits>

#include "cl_check.hpp"
#include "kernel_limits.hpp"
#include "program_text.hpp"
#include "swatomic/occupancy.hpp"
#include "swatomic/program_cache.hpp"
#include "swatomic/variants.hpp"

namespace swatomic {
namespace {

constexpr const char *kAccumulatorFiles[] = {"swatomic/columns_add.cl", "swatomic/accumulate_common.cl", "swatomic/accumulate_bins.cl",
                                             "swatomic/accumulate_sum.cl", "swatomic/accumulate_by_key.cl"};
constexpr std::size_t kMinBinsPerPass = 32;
// The largest local size plan_bins_launch picks: the largest measured (docs/VARIANTS.md).
constexpr std::size_t kMaxBinsLocalSize = 1024;

// a + b, or the largest size where that overflows (a request reported in LocalMemoryExceeded).
std::size_t saturating_add(std::size_t a, std::size_t b)
{
    return a > std::numeric_limits<std::size_t>::max() - b ? std::numeric_limits<std::size_t>::max() : a + b;
}

// InvalidArgument for a value outside the enum (a cast from a bad integer).
void require_known_type(AccumulatorType type, const char *who)
{
    if (static_cast<int>(type) < static_cast<int>(AccumulatorType::Int) ||
        static_cast<int>(type) > static_cast<int>(AccumulatorType::Double))
        throw InvalidArgument(std::string(who) + ": unknown AccumulatorType " + std::to_string(static_cast<int>(type)));
}

// The one check of type, bin count and local memory; returns the device's local memory size.
std::size_t checked_local_limit(const Runtime &runtime, AccumulatorType type, std::size_t bins, const char *who)
{
    if (!accumulator_type_supported(runtime, type))
        throw AccumulatorTypeUnsupported(std::string(who) + ": " + accumulator_type_name(type) + " accumulators need " +
                                         (type == AccumulatorType::Double ? "cl_khr_fp64 and " : "") +
                                         "cl_khr_int64_base_atomics, which " + runtime.traits().name + " does not report");
    if (bins == 0 || bins > 0xffffffffull)
        throw InvalidArgument(std::string(who) + ": the bin count must be in [1, 2^32 - 1]");
    return runtime.traits().local_mem_size;
}

// How bins lie in local memory: per_word bins in each word of word_bytes bytes.
struct BinsLayout {
    std::size_t per_word;
    std::size_t word_bytes;
    const char *what;
};

// The one pass plan of every bins layout: as few passes as local memory allows, equal ones
// (rounded up to 32 bins: whole words of packed bins) rather than full ones and a short tail.
BinsPlan plan_in_passes(const Runtime &runtime, const BinsLayout &layout, std::size_t bins, std::size_t other_local_bytes,
                        std::size_t limit, const char *who)
{
    const std::size_t room = limit > other_local_bytes ? (limit - other_local_bytes) / layout.word_bytes * layout.per_word : 0;
    const std::size_t least = std::min(bins, kMinBinsPerPass);
    if (room < least)
        throw LocalMemoryExceeded(std::string(who) + ": not even " + std::to_string(least) + " " + layout.what + " bins fit beside " +
                                      std::to_string(other_local_bytes) + " B of other local memory on " +
                                      runtime.traits().name,
                                  saturating_add((least + layout.per_word - 1) / layout.per_word * layout.word_bytes, other_local_bytes),
                                  limit);
    BinsPlan plan;
    const std::size_t passes = (bins + room - 1) / room;
    plan.bins_per_pass = passes == 1 ? bins : std::min(room, ((bins + passes - 1) / passes + 31) / 32 * 32);
    plan.passes = (bins + plan.bins_per_pass - 1) / plan.bins_per_pass;
    plan.local_bytes = (plan.bins_per_pass + layout.per_word - 1) / layout.per_word * layout.word_bytes;
    return plan;
}

constexpr std::size_t kCombineMaxLocal = 256;  // SWATOMIC_COMBINE_MAX_LOCAL
constexpr std::size_t kCombineMaxWidth = 32;   // columns a work-group takes at most

}  // namespace

const char *accumulator_type_name(AccumulatorType type) noexcept
{
    switch (type) {
    case AccumulatorType::Int: return "int";
    case AccumulatorType::Uint: return "uint";
    case AccumulatorType::Long: return "long";
    case AccumulatorType::Ulong: return "ulong";
    case AccumulatorType::Float: return "float";
    case AccumulatorType::Double: return "double";
    }
    return "int";
}

std::size_t accumulator_type_size(AccumulatorType type) noexcept
{
    return type == AccumulatorType::Int || type == AccumulatorType::Uint || type == AccumulatorType::Float ? 4 : 8;
}

bool accumulator_type_supported(const Runtime &runtime, AccumulatorType type)
{
    require_known_type(type, "accumulator_type_supported");
    if (accumulator_type_size(type) == 4) return true;
    const std::string defines = variant_defines(runtime);
    const bool int64 = defines.find("SWATOMIC_HAVE_INT64_ATOMICS") != std::string::npos;
    const bool fp64 = defines.find("SWATOMIC_HAVE_FP64") != std::string::npos;
    return type == AccumulatorType::Double ? int64 && fp64 : int64;
}

LocalMemoryExceeded::LocalMemoryExceeded(const std::string &message, std::size_t requested, std::size_t limit)
    : LaunchLimitExceeded(message, requested, limit)
{
}

AccumulatorTypeUnsupported::AccumulatorTypeUnsupported(const std::string &message) : InvalidArgument(message) {}

std::string accumulator_source()
{
    std::string text = variant_source();
    for (const char *name : kAccumulatorFiles) {
        text += kernel_file_source(name);
        text += '\n';
    }
    return text;
}

Program build_accumulator_program(const Runtime &runtime, std::string_view user_source, const BuildOptions &options)
{
    return build_program_with_prelude(runtime, user_source, options, ProgramPrelude{variant_defines(runtime), accumulator_source()});
}

std::size_t bins_local_bytes(const Runtime &runtime, AccumulatorType type, std::size_t bins, std::size_t other_local_bytes)
{
    const std::size_t limit = checked_local_limit(runtime, type, bins, "bins_local_bytes");
    const std::size_t bytes = bins * accumulator_type_size(type);  // (bins < 2^32: no overflow)
    if (other_local_bytes > limit || bytes > limit - other_local_bytes)
        throw LocalMemoryExceeded(std::to_string(bins) + " " + accumulator_type_name(type) + " bins take " +
                                      std::to_string(bytes) + " B of local memory" +
                                      (other_local_bytes ? " beside " + std::to_string(other_local_bytes) + " B" : "") +
                                      "; " + runtime.traits().name + " has " + std::to_string(limit) +
                                      " B (make them in passes: swatomic::plan_bins)",
                                  saturating_add(bytes, other_local_bytes), limit);
    return bytes;
}

BinsPlan plan_bins(const Runtime &runtime, AccumulatorType type, std::size_t bins, std::size_t other_local_bytes)
{
    const std::size_t limit = checked_local_limit(runtime, type, bins, "plan_bins");
    return plan_in_passes(runtime, {1, accumulator_type_size(type), accumulator_type_name(type)}, bins,
                          other_local_bytes, limit, "plan_bins");
}

BinsPlan plan_packed_bins(const Runtime &runtime, std::size_t bins, std::size_t other_local_bytes, unsigned bits)
{
    if (bits != 8 && bits != 16)
        throw InvalidArgument("plan_packed_bins: packed bins are 8 or 16 bits wide, not " + std::to_string(bits));
    const std::size_t limit = checked_local_limit(runtime, AccumulatorType::Uint, bins, "plan_packed_bins");
    return plan_in_passes(runtime, {32 / bits, 4, bits == 8 ? "packed 8-bit uint" : "packed 16-bit uint"}, bins,
                          other_local_bytes, limit, "plan_packed_bins");
}

BinsLaunch plan_bins_launch(const Runtime &runtime, const Program &program, const cl::Kernel &kernel, const BinsPlan &plan)
{
    if (plan.passes == 0) throw InvalidArgument("plan_bins_launch: the plan has no passes (make it with plan_bins or plan_packed_bins)");
    const DeviceTraits &t = runtime.traits();
    cl_ulong local_bytes = 0;
    detail::cl_check(clGetKernelWorkGroupInfo(kernel(), runtime.device()(), CL_KERNEL_LOCAL_MEM_SIZE, sizeof local_bytes,
                                              &local_bytes, nullptr),
                     "clGetKernelWorkGroupInfo");
    const std::size_t registers = program.registers(detail::kernel_name(kernel));
    KernelResources resources;
    resources.local_mem_bytes = static_cast<std::size_t>(local_bytes);
    resources.local_size = std::min(
        detail::kernel_local_size_limit(kernel, runtime.device(), t, registers, resources.local_mem_bytes), kMaxBinsLocalSize);
    resources.registers_per_item = detail::registers_or_bound(kernel, runtime.device(), t, registers);
    const std::size_t groups = device_occupancy(t, resources).max_groups;
    return {resources.local_size, std::max(plan.passes, groups / plan.passes * plan.passes)};
}

std::size_t partials_bytes(AccumulatorType type, std::size_t groups, std::size_t count)
{
    require_known_type(type, "partials_bytes");
    if (groups == 0 || count == 0) throw InvalidArgument("partials_bytes: groups and count must be at least 1");
    const std::size_t size = accumulator_type_size(type);
    if (count > std::numeric_limits<std::size_t>::max() / size / groups)
        throw InvalidArgument("partials_bytes: " + std::to_string(groups) + " x " + std::to_string(count) + " partials overflow");
    return groups * count * size;
}

PartialsCombiner::PartialsCombiner(const Runtime &runtime, AccumulatorType type)
    : runtime_(runtime), type_(type), run_lock_(std::make_shared<std::mutex>())
{
    const char *name = accumulator_type_name(type);
    if (!accumulator_type_supported(runtime, type))
        throw AccumulatorTypeUnsupported(std::string("PartialsCombiner: ") + name + " partials need " +
                                         (type == AccumulatorType::Double ? "cl_khr_fp64 and " : "") +
                                         "cl_khr_int64_base_atomics, which " + runtime.traits().name + " does not report");
    BuildOptions options;
    options.source_name = "swatomic/combine_partials.cl";
    const Program program = runtime.program_cache().get_or_build(
        runtime, variant_defines(runtime) + kernel_file_source("swatomic/columns_add.cl") + "\n" +
                     kernel_file_source("swatomic/combine_partials.cl"), options);
    kernel_ = program.kernel(std::string("swatomic_combine_partials_") + name);
    const std::size_t most = detail::kernel_work_group_limit(kernel_, runtime.device());
    while (local_ * 2 <= std::min(most, kCombineMaxLocal)) local_ *= 2;
}

cl::Event PartialsCombiner::run(const PartialsArgs &args)
{
    constexpr std::size_t kMax = std::numeric_limits<cl_uint>::max();
    if (args.groups == 0 || args.count == 0 || args.groups > kMax || args.count > kMax)
        throw InvalidArgument("PartialsCombiner: groups and count must be in [1, 2^32 - 1]");
    const std::size_t size = accumulator_type_size(type_);
    const cl::Context &context = runtime_.context();
    detail::require_buffer(context, args.partials, partials_bytes(type_, args.groups, args.count), 1, "PartialsCombiner",
                           "partials");
    if (args.destination_offset > std::numeric_limits<std::size_t>::max() / size - args.count)
        throw InvalidArgument("PartialsCombiner: destination_offset " + std::to_string(args.destination_offset) + " overflows");
    detail::require_buffer(context, args.destination, args.destination_offset + args.count, size, "PartialsCombiner",
                           "destination");
    // Columns per group: as many (up to 32: coalesced rows) as still leave two groups per compute
    // unit, so that a few destinations get many groups; each column takes up to 32 of a group's
    // lanes (swatomic_columns_add_<S>).
    const std::size_t wanted_groups = 2 * std::max<std::size_t>(runtime_.traits().compute_units, 1);
    std::size_t width = 1;
    while (width * 2 <= std::min(local_, kCombineMaxWidth) && args.count / (width * 2) >= wanted_groups) width *= 2;
    const std::size_t groups = (args.count + width - 1) / width;
    std::lock_guard<std::mutex> lock(*run_lock_);
    detail::cl_check(kernel_.setArg(0, args.partials), "clSetKernelArg");
    detail::cl_check(kernel_.setArg(1, static_cast<cl_uint>(args.groups)), "clSetKernelArg");
    detail::cl_check(kernel_.setArg(2, static_cast<cl_uint>(args.count)), "clSetKernelArg");
    detail::cl_check(kernel_.setArg(3, static_cast<cl_uint>(width)), "clSetKernelArg");
    detail::cl_check(kernel_.setArg(4, args.destination), "clSetKernelArg");
    detail::cl_check(kernel_.setArg(5, static_cast<cl_ulong>(args.destination_offset)), "clSetKernelArg");
    cl::Event event;
    detail::cl_check(runtime_.queue().enqueueNDRangeKernel(kernel_, cl::NullRange, cl::NDRange(groups * local_),
                                                           cl::NDRange(local_), nullptr, &event),
                     "clEnqueueNDRangeKernel");
    return event;
}

}  // namespace swatomic
