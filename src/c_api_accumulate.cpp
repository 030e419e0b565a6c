// The C API of the accumulators' host helpers (swatomic.h, "accumulators"), beside src/c_api.cpp.
#include "c_api_internal.hpp"

#include <functional>
#include <string>

#include "cl_check.hpp"
#include "swatomic/accumulate.hpp"

using swatomic::detail::guarded;
using swatomic::detail::require;

namespace {

swatomic::AccumulatorType accumulator_type(int type)
{
    require(type >= SWATOMIC_ACC_INT && type <= SWATOMIC_ACC_DOUBLE, "accumulator type must be one of SWATOMIC_ACC_*");
    constexpr swatomic::AccumulatorType types[] = {swatomic::AccumulatorType::Int,   swatomic::AccumulatorType::Uint,
                                                   swatomic::AccumulatorType::Long,  swatomic::AccumulatorType::Ulong,
                                                   swatomic::AccumulatorType::Float, swatomic::AccumulatorType::Double};
    return types[type];
}

// The C form of a pass plan: outputs checked, zeroed, then filled by make_plan().
int plan_outputs(const char *who, swatomic_runtime runtime, size_t *bins_per_pass, size_t *passes, size_t *local_bytes,
                 const std::function<swatomic::BinsPlan()> &make_plan)
{
    return guarded([&] {
        require(bins_per_pass != nullptr && passes != nullptr && local_bytes != nullptr,
                (std::string(who) + ": an output is NULL").c_str());
        *bins_per_pass = *passes = *local_bytes = 0;
        require(runtime != nullptr, (std::string(who) + ": runtime is NULL").c_str());
        const swatomic::BinsPlan plan = make_plan();
        *bins_per_pass = plan.bins_per_pass;
        *passes = plan.passes;
        *local_bytes = plan.local_bytes;
    });
}

}  // namespace

int swatomic_bins_local_bytes(swatomic_runtime runtime, int type, size_t bins, size_t other_local_bytes, size_t *bytes)
{
    return guarded([&] {
        require(bytes != nullptr, "swatomic_bins_local_bytes: bytes is NULL");
        *bytes = 0;
        require(runtime != nullptr, "swatomic_bins_local_bytes: runtime is NULL");
        *bytes = swatomic::bins_local_bytes(runtime->runtime, accumulator_type(type), bins, other_local_bytes);
    });
}

int swatomic_bins_plan(swatomic_runtime runtime, int type, size_t bins, size_t other_local_bytes, size_t *bins_per_pass,
                       size_t *passes, size_t *local_bytes)
{
    return plan_outputs("swatomic_bins_plan", runtime, bins_per_pass, passes, local_bytes, [&] {
        return swatomic::plan_bins(runtime->runtime, accumulator_type(type), bins, other_local_bytes);
    });
}

int swatomic_packed_bins_plan(swatomic_runtime runtime, size_t bins, size_t other_local_bytes, size_t *bins_per_pass,
                              size_t *passes, size_t *local_bytes)
{
    return plan_outputs("swatomic_packed_bins_plan", runtime, bins_per_pass, passes, local_bytes, [&] {
        return swatomic::plan_packed_bins(runtime->runtime, bins, other_local_bytes);
    });
}

int swatomic_packed_bins_plan_bits(swatomic_runtime runtime, size_t bins, size_t other_local_bytes, unsigned bits,
                                   size_t *bins_per_pass, size_t *passes, size_t *local_bytes)
{
    return plan_outputs("swatomic_packed_bins_plan_bits", runtime, bins_per_pass, passes, local_bytes, [&] {
        return swatomic::plan_packed_bins(runtime->runtime, bins, other_local_bytes, bits);
    });
}

int swatomic_bins_launch(swatomic_runtime runtime, swatomic_program program, cl_kernel kernel, size_t passes,
                         size_t *local_size, size_t *groups)
{
    return guarded([&] {
        require(local_size != nullptr && groups != nullptr, "swatomic_bins_launch: an output is NULL");
        *local_size = *groups = 0;
        require(runtime != nullptr && program != nullptr && kernel != nullptr,
                "swatomic_bins_launch: runtime, program or kernel is NULL");
        swatomic::BinsPlan plan;
        plan.passes = passes;
        const swatomic::BinsLaunch launch =
            swatomic::plan_bins_launch(runtime->runtime, program->program, cl::Kernel(kernel, true), plan);
        *local_size = launch.local_size;
        *groups = launch.groups;
    });
}

int swatomic_partials_combiner_create(swatomic_runtime runtime, int type, swatomic_partials_combiner *out)
{
    return guarded([&] {
        require(out != nullptr, "swatomic_partials_combiner_create: out is NULL");
        *out = nullptr;
        require(runtime != nullptr, "swatomic_partials_combiner_create: runtime is NULL");
        *out = new swatomic_partials_combiner_s{swatomic::PartialsCombiner(runtime->runtime, accumulator_type(type))};
    });
}

void swatomic_partials_combiner_release(swatomic_partials_combiner combiner) { delete combiner; }

int swatomic_partials_combine(swatomic_partials_combiner combiner, cl_mem partials, size_t groups, size_t count,
                              cl_mem destination, size_t destination_offset, cl_event *event)
{
    if (event != nullptr) *event = nullptr;
    return guarded([&] {
        require(combiner != nullptr, "swatomic_partials_combine: combiner is NULL");
        require(partials != nullptr && destination != nullptr, "swatomic_partials_combine: a buffer is NULL");
        swatomic::PartialsArgs args;
        args.partials = cl::Buffer(partials, true);
        args.groups = groups;
        args.count = count;
        args.destination = cl::Buffer(destination, true);
        args.destination_offset = destination_offset;
        cl::Event done = combiner->combiner.run(args);
        if (event != nullptr) {  // the caller's own reference (`done` releases ours)
            swatomic::detail::cl_check(clRetainEvent(done()), "clRetainEvent");
            *event = done();
        }
    });
}

size_t swatomic_variant_scratch_bytes(size_t local_size) { return swatomic::variant_scratch_bytes(local_size); }

int swatomic_check_variant_status(swatomic_runtime runtime, cl_mem status)
{
    return guarded([&] {
        require(runtime != nullptr, "swatomic_check_variant_status: runtime is NULL");
        require(status != nullptr, "swatomic_check_variant_status: status is NULL");
        swatomic::check_variant_status(runtime->runtime, cl::Buffer(status, true));
    });
}
