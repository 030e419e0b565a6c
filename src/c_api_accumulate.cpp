// The C API of the accumulators' host helpers (swatomic.h, "accumulators"), beside src/c_api.cpp.
#include "c_api_internal.hpp"

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
    return guarded([&] {
        require(bins_per_pass != nullptr && passes != nullptr && local_bytes != nullptr,
                "swatomic_bins_plan: an output is NULL");
        *bins_per_pass = *passes = *local_bytes = 0;
        require(runtime != nullptr, "swatomic_bins_plan: runtime is NULL");
        const swatomic::BinsPlan plan = swatomic::plan_bins(runtime->runtime, accumulator_type(type), bins, other_local_bytes);
        *bins_per_pass = plan.bins_per_pass;
        *passes = plan.passes;
        *local_bytes = plan.local_bytes;
    });
}
