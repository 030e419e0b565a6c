// Accumulators (kernels/swatomic/accumulate_*.cl) on a real device against host references:
// sum (one and several destinations), privatized bins (at once and in passes), packed 16- and
// 8-bit uint bins (one add and batches of eight, every overflow path forced) and by-key, every
// type, key distributions from all-equal to all-distinct, local sizes 1, 7, 64, 256 and the
// device's maximum, divergent callers (some work-items add nothing), the native flush, the
// coordinator flush beyond the co-resident limit, and the stored partials that a
// PartialsCombiner adds up (its every shape, bad input). Integers exactly (wrapping); float and double
// within the summation bound (terms + 1) * eps * sum |v| per destination.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <numeric>
#include <thread>
#include <type_traits>

#include "support.hpp"
#include "swatomic/accumulate.hpp"
#include "swatomic/swatomic.h"
#include "swatomic/variants.hpp"

namespace {

using namespace swatomic;
using swatomic::test::runtime;
using swatomic::test::to_device;
using swatomic::test::to_host;

const char *kTestKernels = R"CL(
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define BINS_T CAT(CAT(swatomic_bins_, VS), _t)
#define BY_KEY_T CAT(CAT(swatomic_by_key_, VS), _t)

// Sum of the flagged values into target[0] (FLUSH: a flush or a store flush); grid-stride loop.
#define T_SUM(NAME, FLUSH)                                                                         \
    __kernel void NAME(__global VT *target, __global const VT *values, __global const uchar *flags, \
                       uint n, __global volatile uint *status, __local ulong *scratch)             \
    {                                                                                              \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        VT acc = (VT)0;                                                                            \
        for (uint i = get_global_id(0); i < n; i += get_global_size(0))                            \
            if (flags[i]) acc += values[i];                                                        \
        CAT(FLUSH, VS)(&ctx, target, acc);                                                         \
    }
T_SUM(t_sum, swatomic_sum_flush_)
T_SUM(t_sum_store, swatomic_sum_store_)

// Value i into target[i % count] (count <= 8): one partial per destination.
#define T_SUM_N(NAME, FLUSH)                                                                       \
    __kernel void NAME(__global VT *target, __global const VT *values, __global const uchar *flags, \
                       uint n, uint count, __global volatile uint *status, __local ulong *scratch) \
    {                                                                                              \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        VT acc[8] = {(VT)0, (VT)0, (VT)0, (VT)0, (VT)0, (VT)0, (VT)0, (VT)0};                      \
        for (uint i = get_global_id(0); i < n; i += get_global_size(0))                            \
            if (flags[i]) acc[i % count] += values[i];                                             \
        CAT(FLUSH, VS)(&ctx, target, acc, count);                                                  \
    }
T_SUM_N(t_sum_n, swatomic_sum_flush_n_)
T_SUM_N(t_sum_store_n, swatomic_sum_store_n_)

// out[keys[i]] += values[i] through `bins` private bins, in passes of per_pass; t_bins_store
// stores them as one row of partials per group instead (the _store flush, no atomic).
#define T_BINS(NAME, FLUSH)                                                                        \
    __kernel void NAME(__global VT *out, __global const uint *keys, __global const VT *values,     \
                       __global const uchar *flags, uint n, uint bins, uint per_pass,              \
                       __global volatile uint *status, __local ulong *scratch, __local VT *storage) \
    {                                                                                              \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        for (uint first = 0; first < bins; first += per_pass) {                                    \
            BINS_T h = CAT(swatomic_bins_begin_, VS)(&ctx, storage, first, min(per_pass, bins - first)); \
            for (uint i = get_global_id(0); i < n; i += get_global_size(0))                        \
                if (flags[i]) CAT(swatomic_bins_add_, VS)(&h, keys[i], values[i]);                 \
            FLUSH;                                                                                 \
        }                                                                                          \
    }
T_BINS(t_bins, CAT(swatomic_bins_flush_, VS)(&h, out))
T_BINS(t_bins_store, CAT(swatomic_bins_store_, VS)(&h, out, bins))

// out[keys[i]] += values[i], each work-item over a contiguous slice of per_item elements, then
// FLUSH (the plain or the combined flush).
#define T_BY_KEY(NAME, FLUSH)                                                                        \
    __kernel void NAME(__global VT *out, __global const uint *keys, __global const VT *values,       \
                       __global const uchar *flags, uint n, uint per_item, __global volatile uint *status) \
    {                                                                                                \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(0, status);                            \
        BY_KEY_T acc = CAT(swatomic_by_key_begin_, VS)();                                            \
        const uint start = (uint)get_global_id(0) * per_item;                                        \
        for (uint k = 0; k < per_item; ++k) {                                                        \
            const uint i = start + k;                                                                \
            if (i < n && flags[i]) CAT(swatomic_by_key_add_, VS)(&ctx, &acc, out, keys[i], values[i]); \
        }                                                                                            \
        CAT(FLUSH, VS)(&ctx, &acc, out);                                                             \
    }
T_BY_KEY(t_by_key, swatomic_by_key_flush_)
T_BY_KEY(t_by_key_combined, swatomic_by_key_flush_combined_)

// Item i of a packed-bins loop: element i (flags[i] != 0) adds values[i] to out[keys[i]] with
// swatomic_packed_bins_add, or (batch) elements 8i .. 8i + 7 with one
// swatomic_packed_bins_add_batch, whose unflagged lanes carry a key outside every pass (skipped)
// and whose work-item calls nothing where all eight are unflagged.
void t_packed_item_(swatomic_packed_bins_t *h, uint i, uint batch, __global const uint *keys,
                    __global const uint *values, __global const uchar *flags, uint n)
{
    if (!batch) {
        if (flags[i]) swatomic_packed_bins_add(h, keys[i], values[i]);
        return;
    }
    uint k[8], v[8], any = 0u;
    for (uint j = 0; j < 8u; ++j) {
        const uint e = 8u * i + j, f = e < n && flags[e];
        k[j] = f ? keys[e] : 0xffffffffu;
        v[j] = e < n ? values[e] : 1u;
        any |= f;
    }
    if (any) swatomic_packed_bins_add_batch(h, vload8(0, k), vload8(0, v));
}

// out[keys[i]] += values[i] through packed bins of `bits` bits in passes of per_pass: every
// group makes every pass (split == 0), or group g makes the pass g % passes (split != 0).
// flush == 0 leaves the bins unflushed: out then holds only what the adds spilled.
__kernel void t_packed(__global uint *out, __global const uint *keys, __global const uint *values,
                       __global const uchar *flags, uint n, uint bins, uint per_pass, uint split, uint flush,
                       __local uint *storage, uint bits, uint batch)
{
    const uint passes = (bins + per_pass - 1u) / per_pass, items = batch ? (n + 7u) / 8u : n;
    const uint groups = (uint)get_num_groups(0);
    const uint own = split ? (uint)get_group_id(0) % passes : 0u;
    const uint stride = split ? (groups / passes + (own < groups % passes)) * (uint)get_local_size(0)
                              : (uint)get_global_size(0);
    const uint start = split ? ((uint)get_group_id(0) / passes) * (uint)get_local_size(0) + (uint)get_local_id(0)
                             : (uint)get_global_id(0);
    for (uint pass = own; pass < passes; pass += split ? passes : 1u) {
        const uint first = pass * per_pass;
        swatomic_packed_bins_t h = swatomic_packed_bins_begin_bits(storage, first, min(per_pass, bins - first), out, bits);
        for (uint i = start; i < items; i += stride)
            t_packed_item_(&h, i, batch, keys, values, flags, n);
        if (flush) swatomic_packed_bins_flush(&h);
    }
}

#if !defined(VT_IS_DOUBLE) || defined(cl_khr_fp64)
#define HAVE_SOFTWARE 1
// Through the coordinator launch: each group's sums stored as its row of `rows`, merged into
// `target` by the coordinators' epilogue (SWATOMIC_RUN_THEN).
void sum_sw_(SWATOMIC_CTX_PARAM, __global VT *rows, __global const VT *values, __global const uchar *flags, uint n,
             __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);
    VT acc = (VT)0;
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())
        if (flags[i]) acc += values[i];
    CAT(swatomic_sum_store_row_, VS)(&ctx, rows, acc, swatomic_group_id());
}

__kernel void t_sum_sw(__global VT *target, __global const VT *values, __global const uchar *flags, uint n,
                       __global volatile uint *status, __local ulong *scratch, __global VT *rows, SWATOMIC_KERNEL_PARAMS)
{
    (void)status;
    SWATOMIC_RUN_THEN(CAT(swatomic_rows_merge_, VS)(SWATOMIC_CTX, rows, swatomic_num_groups(), 1u, target),
                      sum_sw_(SWATOMIC_CTX, rows, values, flags, n, scratch));
}

// Value i into target[i % count] (count <= 8), the same way.
void sum_n_sw_(SWATOMIC_CTX_PARAM, __global VT *rows, __global const VT *values, __global const uchar *flags,
               uint n, uint count, __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    VT acc[8] = {(VT)0, (VT)0, (VT)0, (VT)0, (VT)0, (VT)0, (VT)0, (VT)0};
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())
        if (flags[i]) acc[i % count] += values[i];
    CAT(swatomic_sum_store_n_row_, VS)(&ctx, rows, acc, count, swatomic_group_id());
}

__kernel void t_sum_n_sw(__global VT *target, __global const VT *values, __global const uchar *flags, uint n,
                         uint count, __global volatile uint *status, __local ulong *scratch, __global VT *rows,
                         SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN_THEN(CAT(swatomic_rows_merge_, VS)(SWATOMIC_CTX, rows, swatomic_num_groups(), count, target),
                      sum_n_sw_(SWATOMIC_CTX, rows, values, flags, n, count, status, scratch));
}

// Bins in passes of per_pass, each pass stored into its columns of the group's row.
void bins_sw_(SWATOMIC_CTX_PARAM, __global VT *rows, __global const uint *keys, __global const VT *values,
              __global const uchar *flags, uint n, uint bins, uint per_pass, __global volatile uint *status,
              __local ulong *scratch, __local VT *storage)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    for (uint first = 0; first < bins; first += per_pass) {
        BINS_T h = CAT(swatomic_bins_begin_, VS)(&ctx, storage, first, min(per_pass, bins - first));
        for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())
            if (flags[i]) CAT(swatomic_bins_add_, VS)(&h, keys[i], values[i]);
        CAT(swatomic_bins_store_row_, VS)(&h, rows, bins, swatomic_group_id());
    }
}

__kernel void t_bins_sw(__global VT *out, __global const uint *keys, __global const VT *values,
                        __global const uchar *flags, uint n, uint bins, uint per_pass,
                        __global volatile uint *status, __local ulong *scratch, __local VT *storage,
                        __global VT *rows, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN_THEN(CAT(swatomic_rows_merge_, VS)(SWATOMIC_CTX, rows, swatomic_num_groups(), bins, out),
                      bins_sw_(SWATOMIC_CTX, rows, keys, values, flags, n, bins, per_pass, status, scratch, storage));
}

void by_key_sw_(SWATOMIC_CTX_PARAM, __global VT *out, __global const uint *keys, __global const VT *values,
                __global const uchar *flags, uint n, uint per_item)
{
    BY_KEY_T acc = CAT(swatomic_by_key_begin_, VS)();
    const uint start = swatomic_global_id() * per_item;
    for (uint k = 0; k < per_item; ++k) {
        const uint i = start + k;
        if (i < n && flags[i]) CAT(swatomic_by_key_add_software_, VS)(SWATOMIC_CTX, &acc, out, keys[i], values[i]);
    }
    CAT(swatomic_by_key_flush_software_, VS)(SWATOMIC_CTX, &acc, out);
}

__kernel void t_by_key_sw(__global VT *out, __global const uint *keys, __global const VT *values,
                          __global const uchar *flags, uint n, uint per_item, __global volatile uint *status,
                          SWATOMIC_KERNEL_PARAMS)
{
    (void)status;
    SWATOMIC_RUN(by_key_sw_(SWATOMIC_CTX, out, keys, values, flags, n, per_item));
}
#endif

__kernel void t_have_software(__global uint *out)
{
#if defined(HAVE_SOFTWARE)
    out[0] = 1;
#else
    out[0] = 0;
#endif
}
)CL";

// ---------------------------------------------------------------- per type
template <typename H> struct TypeOf;
template <> struct TypeOf<cl_int> { static constexpr AccumulatorType value = AccumulatorType::Int; };
template <> struct TypeOf<cl_uint> { static constexpr AccumulatorType value = AccumulatorType::Uint; };
template <> struct TypeOf<cl_long> { static constexpr AccumulatorType value = AccumulatorType::Long; };
template <> struct TypeOf<cl_ulong> { static constexpr AccumulatorType value = AccumulatorType::Ulong; };
template <> struct TypeOf<cl_float> { static constexpr AccumulatorType value = AccumulatorType::Float; };
template <> struct TypeOf<cl_double> { static constexpr AccumulatorType value = AccumulatorType::Double; };

template <typename H>
const Program &program()
{
    static std::unique_ptr<Program> built;
    if (!built) {
        const char *name = accumulator_type_name(TypeOf<H>::value);
        BuildOptions options;
        options.source_name = "test_accumulators.cl";
        options.compiler_options = std::string("-DVT=") + name + " -DVS=" + name +
                                   (std::is_same_v<H, cl_double> ? " -DVT_IS_DOUBLE" : "");
        built = std::make_unique<Program>(build_accumulator_program(runtime(), kTestKernels, options));
    }
    return *built;
}

template <typename H>
bool supported()
{
    if (accumulator_type_supported(runtime(), TypeOf<H>::value)) return true;
    WARN("device lacks " << accumulator_type_name(TypeOf<H>::value) << " accumulators");
    return false;
}

template <typename H>
H random_value(std::mt19937 &rng)
{
    // 64-bit values beyond 32 bits, so that a sum cut to 32 bits anywhere fails: ulong over the
    // whole range (its sums wrap, as the reference's do), long within +-2^40 (signed overflow
    // is undefined in OpenCL C, and 2^20 such terms still fit).
    if constexpr (std::is_floating_point_v<H>) return H(std::uniform_real_distribution<double>(-4.0, 4.0)(rng));
    else if constexpr (std::is_same_v<H, cl_long>)
        return H(std::uniform_int_distribution<std::int64_t>(-(std::int64_t{1} << 40), std::int64_t{1} << 40)(rng));
    else if constexpr (std::is_signed_v<H>) return H(std::uniform_int_distribution<int>(-1000, 1000)(rng));
    else if constexpr (sizeof(H) == 8) return H(std::uint64_t(rng()) << 32 | rng());
    else return H(rng());  // wraps: the reference wraps alike
}

// Host sums per destination: wrapping for integers, exact-ish plus the bound for floats.
template <typename H>
struct Reference {
    std::vector<H> sum;
    std::vector<double> exact, magnitude, terms;
    explicit Reference(std::size_t n) : sum(n, H(0)), exact(n, 0), magnitude(n, 0), terms(n, 0) {}
    void add(std::size_t d, H v)
    {
        if constexpr (std::is_integral_v<H>) sum[d] = H(std::make_unsigned_t<H>(sum[d]) + std::make_unsigned_t<H>(v));
        exact[d] += double(v);
        magnitude[d] += std::fabs(double(v));
        terms[d] += 1;
    }
    void check(const std::vector<H> &got) const
    {
        // One assertion per check; the first wrong destination is reported.
        std::size_t wrong = got.size();
        for (std::size_t d = 0; d < got.size() && wrong == got.size(); ++d)
            if (!ok(d, got[d])) wrong = d;
        if (wrong == got.size()) {
            SUCCEED();
            return;
        }
        CAPTURE(wrong, double(got[wrong]), exact[wrong], terms[wrong]);
        REQUIRE(ok(wrong, got[wrong]));
    }
    bool ok(std::size_t d, H got) const
    {
        if constexpr (std::is_integral_v<H>) return got == sum[d];
        const double bound = (terms[d] + 1) * std::numeric_limits<H>::epsilon() * magnitude[d] + 1e-30;
        return std::fabs(double(got) - exact[d]) <= bound;
    }
};

enum class Keys { Uniform, Skewed, AllEqual, AllDistinct, Sorted, Random };
const char *keys_name(Keys k)
{
    const char *names[] = {"uniform", "skewed", "all-equal", "all-distinct", "sorted", "random"};
    return names[int(k)];
}

// n keys below `bins` (all-distinct: a permutation, so n <= bins; uniform: every key in turn,
// so the tests give uniform keys n > bins, or each key would come once).
std::vector<cl_uint> make_keys(Keys kind, std::size_t n, std::size_t bins, std::mt19937 &rng)
{
    std::vector<cl_uint> keys(n);
    std::uniform_int_distribution<cl_uint> any(0, cl_uint(bins - 1));
    for (std::size_t i = 0; i < n; ++i) {
        switch (kind) {
        case Keys::Uniform: keys[i] = cl_uint(i % bins); break;
        case Keys::Skewed: keys[i] = std::min<cl_uint>(cl_uint(bins - 1), cl_uint(__builtin_ctz(rng() | 0x80000000u))); break;
        case Keys::AllEqual: keys[i] = cl_uint(bins / 2); break;
        case Keys::AllDistinct: keys[i] = cl_uint(i); break;
        case Keys::Sorted:
        case Keys::Random: keys[i] = any(rng); break;
        }
    }
    if (kind == Keys::Sorted) std::sort(keys.begin(), keys.end());
    if (kind == Keys::AllDistinct) std::shuffle(keys.begin(), keys.end(), rng);
    return keys;
}

std::vector<std::size_t> local_sizes()
{
    std::vector<std::size_t> out;
    const std::size_t max = runtime().traits().max_work_group_size;
    for (std::size_t l : {std::size_t{1}, std::size_t{7}, std::size_t{64}, std::size_t{256}, max})
        if (l <= max && std::find(out.begin(), out.end(), l) == out.end()) out.push_back(l);
    return out;
}

// Inputs of one case: values, keys, divergence flags (every third work-item idle when divergent).
template <typename H>
struct Input {
    std::vector<H> values;
    std::vector<cl_uint> keys;
    std::vector<cl_uchar> flags;
    Input(std::size_t n, std::size_t bins, Keys kind, bool divergent, std::uint32_t salt)
    {
        auto rng = swatomic::test::rng(salt);
        values.resize(n);
        for (auto &v : values) v = random_value<H>(rng);
        keys = make_keys(kind, n, bins, rng);
        flags.assign(n, 1);
        if (divergent)
            for (std::size_t i = 0; i < n; ++i) flags[i] = (i % 3) != 1;
    }
    Reference<H> reference(std::size_t destinations, bool by_key_index) const
    {
        Reference<H> r(destinations);
        for (std::size_t i = 0; i < values.size(); ++i)
            if (flags[i]) r.add(by_key_index ? keys[i] : i % destinations, values[i]);
        return r;
    }
};

void check_status(const cl::Buffer &status) { check_variant_status(runtime(), status); }

cl::Buffer zero_status() { return to_device(std::vector<cl_uint>{0}); }

}  // namespace

TEMPLATE_TEST_CASE("sum accumulator: one and several destinations, every local size", "[accumulate]", cl_int, cl_uint,
                   cl_long, cl_ulong, cl_float, cl_double)
{
    using H = TestType;
    if (!supported<H>()) return;
    const bool divergent = GENERATE(false, true);
    for (std::size_t local : local_sizes()) {
        // Three groups: a grid stride that is a multiple of 3, so that with the divergent flags
        // (i % 3 != 1) every third work-item adds nothing at all.
        for (std::size_t groups : {std::size_t{1}, std::size_t{3}, std::size_t{5}}) {
            const std::size_t n = 4099;
            CAPTURE(local, groups, divergent);
            const Input<H> in(n, 1, Keys::AllEqual, divergent, 11 + std::uint32_t(local));
            cl::Buffer values = to_device(in.values), flags = to_device(in.flags);
            // One destination.
            {
                cl::Buffer target = to_device(std::vector<H>{H(0)}), status = zero_status();
                cl::Kernel k = program<H>().kernel("t_sum");
                k.setArg(0, target), k.setArg(1, values), k.setArg(2, flags), k.setArg(3, cl_uint(n));
                k.setArg(4, status), k.setArg(5, cl::Local(variant_scratch_bytes(local)));
                runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groups * local), cl::NDRange(local));
                check_status(status);
                in.reference(1, false).check(to_host<H>(target, 1));
            }
            // Several: 7, through the bins, or beyond what the scratch holds at local size 1 (rounds).
            const std::size_t count = 7;
            cl::Buffer target = to_device(std::vector<H>(count, H(0))), status = zero_status();
            cl::Kernel k = program<H>().kernel("t_sum_n");
            k.setArg(0, target), k.setArg(1, values), k.setArg(2, flags), k.setArg(3, cl_uint(n));
            k.setArg(4, cl_uint(count)), k.setArg(5, status), k.setArg(6, cl::Local(variant_scratch_bytes(local)));
            runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groups * local), cl::NDRange(local));
            check_status(status);
            in.reference(count, false).check(to_host<H>(target, count));
        }
    }
}

TEMPLATE_TEST_CASE("privatized bins: every key distribution, local size and pass split", "[accumulate]", cl_int,
                   cl_uint, cl_long, cl_ulong, cl_float, cl_double)
{
    using H = TestType;
    if (!supported<H>()) return;
    const Keys kind = GENERATE(Keys::Uniform, Keys::Skewed, Keys::AllEqual, Keys::AllDistinct, Keys::Sorted, Keys::Random);
    const bool divergent = GENERATE(false, true);
    const std::size_t bins = 3001, n = kind == Keys::Uniform ? 4 * bins : bins;
    const Input<H> in(n, bins, kind, divergent, 21 + std::uint32_t(kind));
    cl::Buffer keys = to_device(in.keys), values = to_device(in.values), flags = to_device(in.flags);
    const auto reference = in.reference(bins, true);
    // The passes plan_bins makes where only 8 KiB of local memory are left for the bins.
    const BinsPlan plan = plan_bins(runtime(), TypeOf<H>::value, bins, runtime().traits().local_mem_size - 8192);
    REQUIRE(plan.passes >= 2);
    for (std::size_t local : local_sizes()) {
        // All bins at once, passes of 1000 (the last one shorter), and the plan's passes.
        for (std::size_t per_pass : {bins, std::size_t{1000}, plan.bins_per_pass}) {
            CAPTURE(keys_name(kind), divergent, local, per_pass, plan.passes);
            cl::Buffer out = to_device(std::vector<H>(bins, H(0))), status = zero_status();
            cl::Kernel k = program<H>().kernel("t_bins");
            k.setArg(0, out), k.setArg(1, keys), k.setArg(2, values), k.setArg(3, flags), k.setArg(4, cl_uint(n));
            k.setArg(5, cl_uint(bins)), k.setArg(6, cl_uint(per_pass)), k.setArg(7, status);
            k.setArg(8, cl::Local(variant_scratch_bytes(local)));
            const std::size_t bins_bytes = per_pass == plan.bins_per_pass
                                               ? plan.local_bytes
                                               : bins_local_bytes(runtime(), TypeOf<H>::value, per_pass, variant_scratch_bytes(local));
            k.setArg(9, cl::Local(bins_bytes));
            runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(3 * local), cl::NDRange(local));
            check_status(status);
            reference.check(to_host<H>(out, bins));
        }
    }
}

TEMPLATE_TEST_CASE("by-key accumulator, plain and combined flush: every key distribution and local size", "[accumulate]", cl_int, cl_uint, cl_long,
                   cl_ulong, cl_float, cl_double)
{
    using H = TestType;
    if (!supported<H>()) return;
    const Keys kind = GENERATE(Keys::Uniform, Keys::Skewed, Keys::AllEqual, Keys::AllDistinct, Keys::Sorted, Keys::Random);
    const bool divergent = GENERATE(false, true);
    const std::size_t keys_count = 2500, n = kind == Keys::Uniform ? 4 * keys_count : keys_count;
    // Where the sub-groups are local memory (PoCL), the combined flush is the plain flush: only a
    // device with sub-groups (NVIDIA, AMD, cl_khr_subgroups) tests its combining.
    if (subgroup_backend(runtime()) == SubgroupBackend::LocalMemory)
        WARN("local-memory sub-groups: the combined flush is the plain one here");
    const Input<H> in(n, keys_count, kind, divergent, 31 + std::uint32_t(kind));
    cl::Buffer keys = to_device(in.keys), values = to_device(in.values), flags = to_device(in.flags);
    const auto reference = in.reference(keys_count, true);
    for (std::size_t local : local_sizes()) {
        const std::size_t per_item = 13;
        const std::size_t groups = (n + per_item * local - 1) / (per_item * local);
        CAPTURE(keys_name(kind), divergent, local);
        for (const char *name : {"t_by_key", "t_by_key_combined"}) {
            CAPTURE(name);
            cl::Buffer out = to_device(std::vector<H>(keys_count, H(0))), status = zero_status();
            cl::Kernel k = program<H>().kernel(name);
            k.setArg(0, out), k.setArg(1, keys), k.setArg(2, values), k.setArg(3, flags), k.setArg(4, cl_uint(n));
            k.setArg(5, cl_uint(per_item)), k.setArg(6, status);
            runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groups * local), cl::NDRange(local));
            check_status(status);
            reference.check(to_host<H>(out, keys_count));
        }
    }
}

namespace {

// A partials buffer whose every element is 101 until a group stores its row (a row left
// unwritten shows in the sums).
template <typename H>
cl::Buffer poisoned(std::size_t groups, std::size_t count)
{
    return to_device(std::vector<H>(partials_bytes(TypeOf<H>::value, groups, count) / sizeof(H), H(101)));
}

// Combines `partials` (groups x count) into a destination of count + 2 elements whose first
// element and last are guards: destination_offset 1; the destinations start at `initial`.
template <typename H>
std::vector<H> combined(const cl::Buffer &partials, std::size_t groups, std::size_t count, H initial)
{
    std::vector<H> start(count + 2, initial);
    start.front() = start.back() = H(77);
    cl::Buffer destination = to_device(start);
    PartialsCombiner combine(runtime(), TypeOf<H>::value);
    const cl::Event done = combine.run({partials, groups, count, destination, 1});
    std::vector<H> out = to_host<H>(destination, count + 2);
    CHECK(done.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() == CL_COMPLETE);
    CHECK(out.front() == H(77));
    CHECK(out.back() == H(77));
    return std::vector<H>(out.begin() + 1, out.end() - 1);
}

}  // namespace

TEMPLATE_TEST_CASE("stored partials, combined: sums and bins without any atomic, every local size", "[accumulate][partials]",
                   cl_int, cl_uint, cl_long, cl_ulong, cl_float, cl_double)
{
    using H = TestType;
    if (!supported<H>()) return;
    const Keys kind = GENERATE(Keys::Uniform, Keys::Skewed, Keys::AllEqual, Keys::AllDistinct, Keys::Sorted, Keys::Random);
    const bool divergent = GENERATE(false, true);
    const std::size_t bins = 1001, n = kind == Keys::AllDistinct ? bins : 4099;  // all-distinct: a permutation
    const Input<H> in(n, bins, kind, divergent, 51 + std::uint32_t(kind));
    cl::Buffer keys = to_device(in.keys), values = to_device(in.values), flags = to_device(in.flags);
    const H initial = H(3);
    auto with_initial = [&](Reference<H> r) {
        for (std::size_t d = 0; d < r.sum.size(); ++d) r.add(d, initial);
        return r;
    };
    const auto sum_ref = with_initial(in.reference(1, false)), sum4_ref = with_initial(in.reference(4, false));
    const auto bins_ref = with_initial(in.reference(bins, true));
    const Program &p = program<H>();
    for (std::size_t local : local_sizes()) {
        for (std::size_t groups : {std::size_t{1}, std::size_t{5}}) {
            CAPTURE(keys_name(kind), divergent, local, groups);
            const std::size_t scratch = variant_scratch_bytes(local);
            {
                cl::Buffer partials = poisoned<H>(groups, 1), status = zero_status();
                cl::Kernel k = p.kernel("t_sum_store");
                k.setArg(0, partials), k.setArg(1, values), k.setArg(2, flags), k.setArg(3, cl_uint(n));
                k.setArg(4, status), k.setArg(5, cl::Local(scratch));
                runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groups * local), cl::NDRange(local));
                check_status(status);
                sum_ref.check(combined<H>(partials, groups, 1, initial));
            }
            {
                cl::Buffer partials = poisoned<H>(groups, 4), status = zero_status();
                cl::Kernel k = p.kernel("t_sum_store_n");
                k.setArg(0, partials), k.setArg(1, values), k.setArg(2, flags), k.setArg(3, cl_uint(n));
                k.setArg(4, cl_uint(4)), k.setArg(5, status), k.setArg(6, cl::Local(scratch));
                runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groups * local), cl::NDRange(local));
                check_status(status);
                sum4_ref.check(combined<H>(partials, groups, 4, initial));
            }
            for (std::size_t per_pass : {bins, std::size_t{300}}) {
                CAPTURE(per_pass);
                cl::Buffer partials = poisoned<H>(groups, bins), status = zero_status();
                cl::Kernel k = p.kernel("t_bins_store");
                k.setArg(0, partials), k.setArg(1, keys), k.setArg(2, values), k.setArg(3, flags), k.setArg(4, cl_uint(n));
                k.setArg(5, cl_uint(bins)), k.setArg(6, cl_uint(per_pass)), k.setArg(7, status);
                k.setArg(8, cl::Local(scratch));
                k.setArg(9, cl::Local(bins_local_bytes(runtime(), TypeOf<H>::value, per_pass, scratch)));
                runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groups * local), cl::NDRange(local));
                check_status(status);
                bins_ref.check(combined<H>(partials, groups, bins, initial));
            }
        }
    }
}

TEMPLATE_TEST_CASE("PartialsCombiner: every shape of rows and columns, the same float sums in every run", "[accumulate][partials]",
                   cl_int, cl_uint, cl_long, cl_ulong, cl_float, cl_double)
{
    using H = TestType;
    if (!supported<H>()) return;
    const std::size_t groups = GENERATE(1, 3, 257, 3001);
    auto rng = swatomic::test::rng(61 + std::uint32_t(groups));
    for (std::size_t count : {std::size_t{1}, std::size_t{3}, std::size_t{33}, std::size_t{700}}) {
        CAPTURE(groups, count);
        std::vector<H> rows(groups * count);
        Reference<H> ref(count);
        for (std::size_t d = 0; d < count; ++d) ref.add(d, H(1));
        for (std::size_t g = 0; g < groups; ++g)
            for (std::size_t d = 0; d < count; ++d) ref.add(d, rows[g * count + d] = random_value<H>(rng));
        const cl::Buffer partials = to_device(rows);
        const std::vector<H> first = combined<H>(partials, groups, count, H(1));
        ref.check(first);
        const std::vector<H> again = combined<H>(partials, groups, count, H(1));
        CHECK(std::memcmp(first.data(), again.data(), count * sizeof(H)) == 0);
    }
}

TEST_CASE("PartialsCombiner: bad input is a typed error and leaves every buffer as it was", "[accumulate][partials]")
{
    const std::vector<cl_uint> rows(12, 5u), start(4, 9u);
    cl::Buffer partials = to_device(rows), destination = to_device(start);
    PartialsCombiner combine(runtime(), AccumulatorType::Uint);
    CHECK(combine.type() == AccumulatorType::Uint);
    CHECK_THROWS_AS(combine.run({cl::Buffer(), 3, 4, destination}), InvalidArgument);
    CHECK_THROWS_AS(combine.run({partials, 3, 4, cl::Buffer()}), InvalidArgument);
    CHECK_THROWS_AS(combine.run({partials, 0, 4, destination}), InvalidArgument);
    CHECK_THROWS_AS(combine.run({partials, 3, 0, destination}), InvalidArgument);
    CHECK_THROWS_AS(combine.run({partials, 4, 4, destination}), InvalidArgument);     // 16 rows' worth
    CHECK_THROWS_AS(combine.run({partials, 3, 4, destination, 1}), InvalidArgument);  // past the end
    CHECK_THROWS_AS(combine.run({partials, std::size_t{1} << 33, 1, destination}), InvalidArgument);
    CHECK_THROWS_AS(combine.run({partials, 3, 4, destination, ~std::size_t{0}}), InvalidArgument);
    CHECK_THROWS_AS(partials_bytes(AccumulatorType::Uint, ~std::size_t{0}, 2), InvalidArgument);
    CHECK_THROWS_AS(partials_bytes(AccumulatorType::Uint, 0, 2), InvalidArgument);
    CHECK_THROWS_AS(partials_bytes(static_cast<AccumulatorType>(42), 3, 4), InvalidArgument);
    CHECK_THROWS_AS(PartialsCombiner(runtime(), static_cast<AccumulatorType>(42)), InvalidArgument);
    {
        cl_int error = CL_SUCCESS;
        cl::Context other(runtime().device(), nullptr, nullptr, nullptr, &error);
        REQUIRE(error == CL_SUCCESS);
        cl::Buffer foreign(other, CL_MEM_READ_WRITE, 64, nullptr, &error);
        REQUIRE(error == CL_SUCCESS);
        CHECK_THROWS_WITH(combine.run({partials, 3, 4, foreign}), Catch::Contains("another OpenCL context"));
        CHECK_THROWS_WITH(combine.run({foreign, 1, 4, destination}), Catch::Contains("another OpenCL context"));
    }
    try {
        combine.run({partials, 4, 4, destination});
    } catch (const InvalidArgument &e) {
        CHECK(e.status() == Status::InvalidArgument);
        CHECK(std::string(e.what()).find("partials buffer holds 48 bytes, 64 needed") != std::string::npos);
    }
    CHECK(to_host<cl_uint>(partials, rows.size()) == rows);
    CHECK(to_host<cl_uint>(destination, start.size()) == start);
    CHECK(partials_bytes(AccumulatorType::Double, 3, 4) == 96);
    combine.run({partials, 3, 4, destination});
    CHECK(to_host<cl_uint>(destination, 4) == std::vector<cl_uint>(4, 24u));
    if (!accumulator_type_supported(runtime(), AccumulatorType::Double))
        CHECK_THROWS_AS(PartialsCombiner(runtime(), AccumulatorType::Double), AccumulatorTypeUnsupported);

    // The C API: the same checks as status codes, the event the caller's own.
    swatomic_runtime rt = nullptr;
    const Runtime &r = runtime();
    REQUIRE(swatomic_runtime_create_from(r.context()(), r.device()(), r.queue()(), &rt) == SWATOMIC_SUCCESS);
    swatomic_partials_combiner c = reinterpret_cast<swatomic_partials_combiner>(1);
    CHECK(swatomic_partials_combiner_create(rt, 6, &c) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(c == nullptr);
    CHECK(swatomic_partials_combiner_create(nullptr, SWATOMIC_ACC_UINT, &c) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    REQUIRE(swatomic_partials_combiner_create(rt, SWATOMIC_ACC_UINT, &c) == SWATOMIC_SUCCESS);
    cl_event event = reinterpret_cast<cl_event>(1);
    CHECK(swatomic_partials_combine(c, partials(), 4, 4, destination(), 0, &event) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(event == nullptr);
    CHECK(std::string(swatomic_last_error()).find("64 needed") != std::string::npos);
    CHECK(swatomic_partials_combine(c, nullptr, 3, 4, destination(), 0, nullptr) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_partials_combine(nullptr, partials(), 3, 4, destination(), 0, nullptr) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(to_host<cl_uint>(destination, 4) == std::vector<cl_uint>(4, 24u));
    REQUIRE(swatomic_partials_combine(c, partials(), 3, 4, destination(), 0, &event) == SWATOMIC_SUCCESS);
    REQUIRE(event != nullptr);
    CHECK(clWaitForEvents(1, &event) == CL_SUCCESS);
    CHECK(clReleaseEvent(event) == CL_SUCCESS);
    CHECK(to_host<cl_uint>(destination, 4) == std::vector<cl_uint>(4, 39u));
    swatomic_partials_combiner_release(c);
    swatomic_runtime_release(rt);
}

TEST_CASE("PartialsCombiner: one combiner and its copies run from several threads at once", "[accumulate][partials]")
{
    PartialsCombiner combine(runtime(), AccumulatorType::Uint);
    constexpr std::size_t kThreads = 4, kRuns = 25, kGroups = 37, kCount = 5;
    std::vector<cl_uint> rows(kGroups * kCount);
    for (std::size_t i = 0; i < rows.size(); ++i) rows[i] = cl_uint(i * 2654435761u);
    std::vector<cl_uint> column(kCount, 0);
    for (std::size_t i = 0; i < rows.size(); ++i) column[i % kCount] += rows[i];
    const cl::Buffer partials = to_device(rows);
    std::vector<cl::Buffer> destinations;
    for (std::size_t t = 0; t < kThreads; ++t) destinations.push_back(to_device(std::vector<cl_uint>(kCount, 0)));
    std::vector<std::thread> threads;
    for (std::size_t t = 0; t < kThreads; ++t)
        threads.emplace_back([&, t, own = PartialsCombiner(combine)]() mutable {
            for (std::size_t r = 0; r < kRuns; ++r) (t % 2 ? own : combine).run({partials, kGroups, kCount, destinations[t]});
        });
    for (auto &thread : threads) thread.join();
    for (std::size_t t = 0; t < kThreads; ++t) {
        std::vector<cl_uint> expected(kCount);
        for (std::size_t j = 0; j < kCount; ++j) expected[j] = cl_uint(column[j] * kRuns);
        CHECK(to_host<cl_uint>(destinations[t], kCount) == expected);
    }
}

TEMPLATE_TEST_CASE("accumulators flushed through the coordinator, at and beyond the co-resident limit", "[accumulate]",
                   cl_int, cl_uint, cl_long, cl_ulong, cl_float, cl_double)
{
    using H = TestType;
    if (!supported<H>()) return;
    {
        cl::Buffer flag = to_device(std::vector<cl_uint>{0});
        cl::Kernel k = program<H>().kernel("t_have_software");
        k.setArg(0, flag);
        runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(1), cl::NDRange(1));
        if (to_host<cl_uint>(flag, 1)[0] == 0) {
            WARN("no software atomic of this type on this device");
            return;
        }
    }
    Coordinator coordinator(runtime());
    // Every key distribution at two local sizes, every local size (0: the largest these kernels
    // run with on the device) with two distributions.
    const auto [kind, local_size] = GENERATE(table<Keys, std::size_t>(
        {{Keys::Uniform, 1}, {Keys::Uniform, 64}, {Keys::Skewed, 7}, {Keys::Skewed, 256}, {Keys::AllEqual, 64},
         {Keys::AllEqual, 0}, {Keys::AllDistinct, 1}, {Keys::AllDistinct, 256}, {Keys::Sorted, 7}, {Keys::Sorted, 0},
         {Keys::Random, 64}, {Keys::Random, 256}}));
    const Program &p = program<H>();
    cl::Kernel ks = p.kernel("t_sum_sw"), kn = p.kernel("t_sum_n_sw"), kb = p.kernel("t_bins_sw"),
               kk = p.kernel("t_by_key_sw");
    // The device's work-group limit, or CL_KERNEL_WORK_GROUP_SIZE where lower (256 on NVIDIA).
    std::size_t most = runtime().traits().max_work_group_size;
    for (const cl::Kernel *k : {&ks, &kn, &kb, &kk})
        most = std::min(most, k->getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(runtime().device()));
    const std::size_t local = local_size == 0 ? most : std::min(local_size, most);
    const std::size_t bins = 700, n = kind == Keys::Uniform ? 4 * bins : bins;
    const Input<H> in(n, bins, kind, true, 41 + std::uint32_t(kind));
    cl::Buffer keys = to_device(in.keys), values = to_device(in.values), flags = to_device(in.flags);
    const auto by_key_ref = in.reference(bins, true);
    // Local arguments count towards the co-resident limit: set them first.
    ks.setArg(5, cl::Local(variant_scratch_bytes(local)));
    kn.setArg(6, cl::Local(variant_scratch_bytes(local)));
    kb.setArg(8, cl::Local(variant_scratch_bytes(local)));
    kb.setArg(9, cl::Local(bins_local_bytes(runtime(), TypeOf<H>::value, 256)));
    // The library's coordinator count (one on a CPU) and two, so that the epilogue's merge splits
    // its columns between coordinator groups on every device.
    LaunchOptions options;
    options.coordinator_groups = GENERATE(0u, 2u);
    // Each kernel at its own co-resident limit, 3 groups beyond it, and 4 times it.
    std::size_t limits[4] = {};
    const cl::Kernel *kernels[4] = {&ks, &kn, &kb, &kk};
    for (int k = 0; k < 4; ++k) {
        limits[k] = coordinator.max_worker_groups(p, *kernels[k], local, options);
        REQUIRE(limits[k] > 0);
    }
    // A row per requesting group for the epilogue merges (filled with garbage: every element is stored).
    auto rows = [](std::size_t groups, std::size_t columns) {
        return to_device(std::vector<H>(groups * columns, H(77)));
    };
    for (int step = 0; step < 3; ++step) {
        auto at = [step](std::size_t limit) { return step == 0 ? limit : step == 1 ? limit + 3 : 4 * limit; };
        CAPTURE(keys_name(kind), local, step, limits[0], limits[1], limits[2], limits[3], options.coordinator_groups);
        {
            const std::size_t groups = at(limits[0]);
            cl::Buffer target = to_device(std::vector<H>{H(0)}), status = zero_status(), r = rows(groups, 1);
            ks.setArg(0, target), ks.setArg(1, values), ks.setArg(2, flags), ks.setArg(3, cl_uint(n));
            ks.setArg(4, status), ks.setArg(5, cl::Local(variant_scratch_bytes(local))), ks.setArg(6, r);
            coordinator.launch(p, ks, groups, local, options);
            const H first = to_host<H>(target, 1)[0];
            in.reference(1, false).check({first});
            // Each group's sum is a fixed tree and the merge adds the rows in a fixed order: float
            // totals come out the same in every run (bins' local atomics would not).
            target = to_device(std::vector<H>{H(0)});
            ks.setArg(0, target);
            coordinator.launch(p, ks, groups, local, options);
            const H again = to_host<H>(target, 1)[0];
            CHECK(std::memcmp(&again, &first, sizeof(H)) == 0);
        }
        {
            const std::size_t groups = at(limits[1]), count = 7;  // beyond the scratch at local size 1: rounds
            cl::Buffer target = to_device(std::vector<H>(count, H(0))), status = zero_status(), r = rows(groups, count);
            kn.setArg(0, target), kn.setArg(1, values), kn.setArg(2, flags), kn.setArg(3, cl_uint(n));
            kn.setArg(4, cl_uint(count)), kn.setArg(5, status), kn.setArg(6, cl::Local(variant_scratch_bytes(local)));
            kn.setArg(7, r);
            coordinator.launch(p, kn, groups, local, options);
            check_status(status);
            in.reference(count, false).check(to_host<H>(target, count));
        }
        {
            const std::size_t groups = at(limits[2]);
            cl::Buffer out = to_device(std::vector<H>(bins, H(0))), status = zero_status(), r = rows(groups, bins);
            kb.setArg(0, out), kb.setArg(1, keys), kb.setArg(2, values), kb.setArg(3, flags), kb.setArg(4, cl_uint(n));
            kb.setArg(5, cl_uint(bins)), kb.setArg(6, cl_uint(256)), kb.setArg(7, status), kb.setArg(10, r);
            const LaunchStats stats = coordinator.launch(p, kb, groups, local, options);
            if (options.coordinator_groups != 0) CHECK(stats.coordinator_groups == options.coordinator_groups);
            check_status(status);
            by_key_ref.check(to_host<H>(out, bins));
        }
        {
            const std::size_t groups = at(limits[3]), per_item = (n + groups * local - 1) / (groups * local);
            cl::Buffer out = to_device(std::vector<H>(bins, H(0))), status = zero_status();
            kk.setArg(0, out), kk.setArg(1, keys), kk.setArg(2, values), kk.setArg(3, flags), kk.setArg(4, cl_uint(n));
            kk.setArg(5, cl_uint(per_item)), kk.setArg(6, status);
            coordinator.launch(p, kk, groups, local, options);
            by_key_ref.check(to_host<H>(out, bins));
        }
    }
    // By-key with many values per work-item (two groups): each work-item ends runs at different
    // values, so the lanes of a wave post at different calls of the loop.
    {
        const std::size_t groups = 2, per_item = (n + groups * local - 1) / (groups * local);
        CAPTURE(keys_name(kind), local, groups, per_item);
        cl::Buffer out = to_device(std::vector<H>(bins, H(0))), status = zero_status();
        kk.setArg(0, out), kk.setArg(1, keys), kk.setArg(2, values), kk.setArg(3, flags), kk.setArg(4, cl_uint(n));
        kk.setArg(5, cl_uint(per_item)), kk.setArg(6, status);
        coordinator.launch(p, kk, groups, local, options);
        by_key_ref.check(to_host<H>(out, bins));
    }
}

TEST_CASE("a bound on a group's requests: fewer coordinators, and a group past it served all the same", "[accumulate]")
{
    using H = cl_uint;
    Coordinator coordinator(runtime());
    const Program &p = program<H>();
    cl::Kernel kk = p.kernel("t_by_key_sw");
    const std::size_t local = 64, bins = 700;
    LaunchOptions bounded;
    bounded.requests_per_group = 1;
    const std::size_t limit = coordinator.max_worker_groups(p, kk, local, bounded);
    REQUIRE(limit > 0);
    // Four elements a work-item, keys i % bins: every work-item flushes several runs, past the bound.
    const std::size_t per_item = 4, n = (limit + 3) * local * per_item;
    const Input<H> in(n, bins, Keys::Uniform, true, 43);
    cl::Buffer keys = to_device(in.keys), values = to_device(in.values), flags = to_device(in.flags);
    std::size_t coordinators[2] = {};
    for (const std::uint32_t bound : {0u, 1u}) {
        LaunchOptions options;
        options.requests_per_group = bound;
        CAPTURE(bound, limit);
        cl::Buffer out = to_device(std::vector<H>(bins, H(0))), status = zero_status();
        kk.setArg(0, out), kk.setArg(1, keys), kk.setArg(2, values), kk.setArg(3, flags), kk.setArg(4, cl_uint(n));
        kk.setArg(5, cl_uint(per_item)), kk.setArg(6, status);
        const LaunchStats stats = coordinator.launch(p, kk, limit + 3, local, options);
        in.reference(bins, true).check(to_host<H>(out, bins));
        CHECK(stats.requests > (limit + 3) * bound);  // the groups made more requests than the bound
        coordinators[bound] = stats.coordinator_groups;
    }
    // The bound's co-resident requests are far below 16 coordinators' share (policy: one per 512).
    CHECK(coordinators[1] == std::min<std::size_t>(coordinators[0], 16));
}

namespace {

// Wrapping uint sums per bin, and `extra` zero bins past them (out of range: must stay 0).
std::vector<cl_uint> packed_reference(const Input<cl_uint> &in, std::size_t bins, std::size_t extra)
{
    std::vector<cl_uint> ref(bins + extra, 0);
    for (std::size_t i = 0; i < in.values.size(); ++i)
        if (in.flags[i]) ref[in.keys[i]] += in.values[i];
    return ref;
}

// How a packed-bins case adds: bins of `bits` bits, one add per element or batches of eight.
struct Packing {
    unsigned bits;
    bool batch;
};
const Packing kPackings[] = {{16, false}, {16, true}, {8, false}, {8, true}};

// Runs t_packed: out (bins + extra uints, zeroed) += the flagged values by key.
std::vector<cl_uint> run_packed(const Input<cl_uint> &in, std::size_t bins, std::size_t extra, std::size_t per_pass,
                                std::size_t groups, std::size_t local, bool split, bool flush, Packing packing)
{
    cl::Buffer keys = to_device(in.keys), values = to_device(in.values), flags = to_device(in.flags);
    cl::Buffer out = to_device(std::vector<cl_uint>(bins + extra, 0));
    const BinsPlan fits = plan_packed_bins(runtime(), per_pass, 0, packing.bits);
    REQUIRE(fits.passes == 1);
    cl::Kernel k = program<cl_uint>().kernel("t_packed");
    k.setArg(0, out), k.setArg(1, keys), k.setArg(2, values), k.setArg(3, flags), k.setArg(4, cl_uint(in.keys.size()));
    k.setArg(5, cl_uint(bins)), k.setArg(6, cl_uint(per_pass)), k.setArg(7, cl_uint(split)), k.setArg(8, cl_uint(flush));
    k.setArg(9, cl::Local(fits.local_bytes)), k.setArg(10, cl_uint(packing.bits)), k.setArg(11, cl_uint(packing.batch));
    runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(groups * local), cl::NDRange(local));
    return to_host<cl_uint>(out, bins + extra);
}

// Counts (every value 1), or random uints over the whole range (lanes wrap, values >= 2^bits);
// divergent: whole batches of eight unflagged (work-items that add nothing) besides single elements.
void set_values(Input<cl_uint> &in, bool counts, bool divergent, std::uint32_t salt)
{
    auto rng = swatomic::test::rng(salt);
    for (auto &v : in.values) v = counts ? 1u : cl_uint(rng());
    for (std::size_t i = 0; i < in.flags.size(); ++i) in.flags[i] = !divergent || ((i / 8) % 3 != 1 && i % 5 != 2);
}

}  // namespace

TEST_CASE("packed bins: every width, add, key distribution, value range, local size and pass split", "[accumulate]")
{
    const Keys kind = GENERATE(Keys::Uniform, Keys::Skewed, Keys::AllEqual, Keys::AllDistinct, Keys::Sorted, Keys::Random);
    const bool counts = GENERATE(true, false);
    const bool divergent = GENERATE(false, true);
    const std::size_t bins = 3001, n = kind == Keys::Uniform ? 4 * bins : bins;
    Input<cl_uint> in(n, bins, kind, false, 51 + std::uint32_t(kind));
    set_values(in, counts, divergent, 61 + std::uint32_t(kind));
    const auto ref = packed_reference(in, bins, 2);
    INFO("seed " << swatomic::test::seed());
    for (const Packing packing : kPackings) {
        for (std::size_t local : local_sizes()) {
            // All bins at once; 3 passes of 1001 and 4 of 999 (bin counts that are no multiple
            // of a word's lanes: lanes past the pass, passes that start mid-word); one pass per group.
            for (std::size_t per_pass : {bins, std::size_t{1001}, std::size_t{999}}) {
                for (bool split : {false, true}) {
                    if (split && per_pass == bins) continue;
                    CAPTURE(keys_name(kind), counts, divergent, packing.bits, packing.batch, local, per_pass, split);
                    REQUIRE(run_packed(in, bins, 2, per_pass, split ? 7 : 3, local, split, true, packing) == ref);
                }
            }
        }
    }
}

namespace {

// What the adds alone (no flush) leave in the global bins, the same for any order of the adds:
// a bin's count minus what its lane of the final word holds (the word is the counts' sum,
// shifted to their lanes, mod 2^32).
std::vector<cl_uint> packed_spills(const std::vector<std::size_t> &counts, unsigned bits)
{
    const std::size_t lanes = 32 / bits;
    std::vector<cl_uint> spills(counts.size() + 1, 0);
    for (std::size_t b = 0; b < counts.size(); ++b) {
        cl_uint word = 0;
        for (std::size_t j = 0; j < lanes && b / lanes * lanes + j < counts.size(); ++j)
            word += cl_uint(counts[b / lanes * lanes + j]) << (j * bits);
        spills[b] = cl_uint(counts[b]) - ((word >> (b % lanes * bits)) & ((1u << bits) - 1));
    }
    return spills;
}

}  // namespace

TEST_CASE("packed bins: lanes past 2^bits - 1 spill exactly (every overflow path, forced)", "[accumulate]")
{
    // One work-group, one pass, 2 words + 1 lane of bins (the last word's top lanes are no bins).
    // Each bin gets several times more counts than a lane holds, so it wraps, carries into the
    // lane above and (the top lane) out of the word; the result is exact only if every wrap
    // spilled to the global bins. The keys start with every lane of the first word at 2^bits - 1
    // and then one more count of lane 0: a chain of carries through the whole word and out of it
    // in one add (in that order where one work-item runs them all); the rest are shuffled
    // (logged seed).
    const Packing packing = GENERATE(Packing{16, false}, Packing{16, true}, Packing{8, false}, Packing{8, true});
    const std::size_t lanes = 32 / packing.bits, top = (std::size_t{1} << packing.bits) - 1;
    const std::size_t bins = 2 * lanes + 1;
    std::vector<std::size_t> counts(bins);
    for (std::size_t b = 0; b < bins; ++b) counts[b] = (b % 3 + 1) * (top + 1) + 37 * b + 5;
    Input<cl_uint> in(0, bins, Keys::AllEqual, false, 0);
    for (std::size_t j = 0; j < lanes; ++j) in.keys.insert(in.keys.end(), top, cl_uint(j));
    in.keys.push_back(0);
    const std::size_t chain = in.keys.size();
    for (std::size_t b = 0; b < bins; ++b)
        in.keys.insert(in.keys.end(), counts[b] - (b < lanes ? top + (b == 0) : 0), cl_uint(b));
    auto rng = swatomic::test::rng(71 + packing.bits);
    std::shuffle(in.keys.begin() + std::ptrdiff_t(chain), in.keys.end(), rng);
    in.values.assign(in.keys.size(), 1u);
    in.flags.assign(in.keys.size(), 1);
    INFO("seed " << swatomic::test::seed());
    const auto ref = packed_reference(in, bins, 1);
    const auto spills = packed_spills(counts, packing.bits);
    for (std::size_t local : local_sizes()) {
        CAPTURE(packing.bits, packing.batch, local);
        CHECK(run_packed(in, bins, 1, bins, 1, local, false, true, packing) == ref);
        CHECK(run_packed(in, bins, 1, bins, 1, local, false, false, packing) == spills);
    }
}

TEST_CASE("packed bins in passes, one a group, at the launch plan_bins_launch gives", "[accumulate]")
{
    const Packing packing = GENERATE(Packing{8, true}, Packing{16, false});
    const std::size_t bins = 3001, n = 24001, per_pass = 999;  // 4 passes, the last of 4 bins
    Input<cl_uint> in(n, bins, Keys::Uniform, false, 91);
    set_values(in, true, true, 92);
    INFO("seed " << swatomic::test::seed());
    const auto ref = packed_reference(in, bins, 2);
    BinsPlan plan = plan_packed_bins(runtime(), per_pass, 0, packing.bits);
    plan.passes = 4;
    cl::Buffer keys = to_device(in.keys), values = to_device(in.values), flags = to_device(in.flags);
    cl::Buffer out = to_device(std::vector<cl_uint>(bins + 2, 0));
    const Program &p = program<cl_uint>();
    cl::Kernel k = p.kernel("t_packed");
    k.setArg(0, out), k.setArg(1, keys), k.setArg(2, values), k.setArg(3, flags), k.setArg(4, cl_uint(n));
    k.setArg(5, cl_uint(bins)), k.setArg(6, cl_uint(per_pass)), k.setArg(7, cl_uint(1)), k.setArg(8, cl_uint(1));
    k.setArg(9, cl::Local(plan.local_bytes)), k.setArg(10, cl_uint(packing.bits)), k.setArg(11, cl_uint(packing.batch));
    const BinsLaunch launch = plan_bins_launch(runtime(), p, k, plan);
    CAPTURE(packing.bits, launch.local_size, launch.groups);
    CHECK(launch.local_size >= 1);
    CHECK(launch.local_size <= std::min<std::size_t>(1024, runtime().traits().max_work_group_size));
    CHECK(launch.groups >= 4);
    CHECK(launch.groups % 4 == 0);
    runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(launch.groups * launch.local_size),
                                           cl::NDRange(launch.local_size));
    CHECK(to_host<cl_uint>(out, bins + 2) == ref);
    CHECK_THROWS_AS(plan_bins_launch(runtime(), p, k, BinsPlan{}), InvalidArgument);
}

TEST_CASE("bins that do not fit local memory: typed error, and a plan in passes", "[accumulate]")
{
    const std::size_t local_mem = runtime().traits().local_mem_size;
    const std::size_t too_many = local_mem / 4 + 1;
    CHECK_THROWS_AS(bins_local_bytes(runtime(), AccumulatorType::Uint, too_many), LocalMemoryExceeded);
    try {
        bins_local_bytes(runtime(), AccumulatorType::Uint, too_many);
    } catch (const LocalMemoryExceeded &e) {
        CHECK(e.status() == Status::LaunchLimitExceeded);
        CHECK(e.requested() == too_many * 4);
        CHECK(e.limit() == local_mem);
    }
    CHECK(bins_local_bytes(runtime(), AccumulatorType::Uint, 256) == 1024);
    CHECK_THROWS_AS(bins_local_bytes(runtime(), AccumulatorType::Uint, 0), InvalidArgument);
    CHECK_THROWS_AS(bins_local_bytes(runtime(), AccumulatorType::Uint, 256, local_mem), LocalMemoryExceeded);
    CHECK_THROWS_AS(bins_local_bytes(runtime(), AccumulatorType::Uint, 256, ~std::size_t{0}), LocalMemoryExceeded);
    CHECK_THROWS_AS(plan_bins(runtime(), AccumulatorType::Uint, 256, ~std::size_t{0}), LocalMemoryExceeded);
    CHECK_THROWS_AS(bins_local_bytes(runtime(), static_cast<AccumulatorType>(42), 256), InvalidArgument);

    const BinsPlan fits = plan_bins(runtime(), AccumulatorType::Uint, 256);
    CHECK(fits.passes == 1);
    CHECK(fits.bins_per_pass == 256);
    CHECK(fits.local_bytes == 1024);
    const std::size_t wide = 4 * local_mem;  // 16x what fits as uint
    const BinsPlan split = plan_bins(runtime(), AccumulatorType::Double, wide, 4096);
    CHECK(split.passes >= 32);
    CHECK(split.bins_per_pass * split.passes >= wide);
    CHECK(split.bins_per_pass * (split.passes - 1) < wide);
    CHECK(split.local_bytes + 4096 <= local_mem);
    CHECK_THROWS_AS(plan_bins(runtime(), AccumulatorType::Uint, wide, local_mem - 8), LocalMemoryExceeded);

    // Packed 16-bit bins: twice the bins per pass, half the passes, of uint bins.
    const BinsPlan as_uint = plan_bins(runtime(), AccumulatorType::Uint, wide, 4096);
    const BinsPlan packed = plan_packed_bins(runtime(), wide, 4096);
    const std::size_t room = (local_mem - 4096) / 4;  // uint bins a pass
    CHECK(as_uint.passes == (wide + room - 1) / room);
    CHECK(packed.passes == (wide + 2 * room - 1) / (2 * room));
    CHECK(packed.bins_per_pass * packed.passes >= wide);
    CHECK(packed.bins_per_pass * (packed.passes - 1) < wide);
    CHECK(packed.bins_per_pass % 32 == 0);
    CHECK(packed.local_bytes == packed.bins_per_pass / 2 * 4);
    CHECK(packed.local_bytes + 4096 <= local_mem);
    const BinsPlan small = plan_packed_bins(runtime(), 255);
    CHECK(small.passes == 1);
    CHECK(small.bins_per_pass == 255);
    CHECK(small.local_bytes == 512);
    CHECK_THROWS_AS(plan_packed_bins(runtime(), 0), InvalidArgument);
    CHECK_THROWS_AS(plan_packed_bins(runtime(), wide, local_mem - 60), LocalMemoryExceeded);
    CHECK_NOTHROW(plan_packed_bins(runtime(), wide, local_mem - 64));  // 32 packed bins in 64 B

    // 8-bit bins: four per word, a quarter of the passes of uint bins; 9 bins take 3 words.
    const BinsPlan bytes = plan_packed_bins(runtime(), wide, 4096, 8);
    CHECK(bytes.passes == (wide + 4 * room - 1) / (4 * room));
    CHECK(bytes.bins_per_pass * bytes.passes >= wide);
    CHECK(bytes.bins_per_pass * (bytes.passes - 1) < wide);
    CHECK(bytes.bins_per_pass % 32 == 0);
    CHECK(bytes.local_bytes == bytes.bins_per_pass);
    CHECK(bytes.local_bytes + 4096 <= local_mem);
    CHECK(plan_packed_bins(runtime(), 9, 0, 8).local_bytes == 12);
    CHECK(plan_packed_bins(runtime(), wide, 0, 16).passes == plan_packed_bins(runtime(), wide).passes);
    CHECK_THROWS_AS(plan_packed_bins(runtime(), wide, local_mem - 28, 8), LocalMemoryExceeded);
    CHECK_NOTHROW(plan_packed_bins(runtime(), wide, local_mem - 32, 8));  // 32 8-bit bins in 32 B
    CHECK_THROWS_AS(plan_packed_bins(runtime(), 256, 0, 12), InvalidArgument);
    CHECK_THROWS_AS(plan_packed_bins(runtime(), 0, 0, 8), InvalidArgument);
}

TEST_CASE("C API: bins sizing and plan, typed errors as status codes", "[accumulate][c_api]")
{
    swatomic_runtime rt = nullptr;
    const Runtime &r = runtime();  // the device under test, wrapped
    REQUIRE(swatomic_runtime_create_from(r.context()(), r.device()(), r.queue()(), &rt) == SWATOMIC_SUCCESS);
    const std::size_t local_mem = runtime().traits().local_mem_size;
    std::size_t bytes = 7;
    CHECK(swatomic_bins_local_bytes(rt, SWATOMIC_ACC_UINT, 256, 0, &bytes) == SWATOMIC_SUCCESS);
    CHECK(bytes == 1024);
    CHECK(swatomic_bins_local_bytes(rt, SWATOMIC_ACC_UINT, local_mem / 4 + 1, 0, &bytes) ==
          SWATOMIC_ERROR_LAUNCH_LIMIT_EXCEEDED);
    CHECK(bytes == 0);
    CHECK(std::string(swatomic_last_error()).find("plan_bins") != std::string::npos);
    CHECK(swatomic_bins_local_bytes(rt, 6, 256, 0, &bytes) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_bins_local_bytes(rt, SWATOMIC_ACC_UINT, 0, 0, &bytes) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_bins_local_bytes(nullptr, SWATOMIC_ACC_UINT, 256, 0, &bytes) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    std::size_t per_pass = 0, passes = 0, pass_bytes = 0;
    CHECK(swatomic_bins_plan(rt, SWATOMIC_ACC_FLOAT, 4 * local_mem, 0, &per_pass, &passes, &pass_bytes) == SWATOMIC_SUCCESS);
    CHECK(passes >= 16);
    CHECK(per_pass * passes >= 4 * local_mem);
    CHECK(pass_bytes == per_pass * 4);
    CHECK(swatomic_bins_plan(rt, SWATOMIC_ACC_FLOAT, 4 * local_mem, local_mem, &per_pass, &passes, &pass_bytes) ==
          SWATOMIC_ERROR_LAUNCH_LIMIT_EXCEEDED);
    CHECK(passes == 0);
    CHECK(swatomic_bins_plan(rt, SWATOMIC_ACC_FLOAT, 256, 0, nullptr, &passes, &pass_bytes) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_packed_bins_plan(rt, 4 * local_mem, 0, &per_pass, &passes, &pass_bytes) == SWATOMIC_SUCCESS);
    CHECK(passes == (4 * local_mem + local_mem / 2 - 1) / (local_mem / 2));  // 8: local_mem / 4 * 2 bins a pass
    CHECK(pass_bytes == per_pass / 2 * 4);
    CHECK(swatomic_packed_bins_plan(rt, 4 * local_mem, local_mem, &per_pass, &passes, &pass_bytes) ==
          SWATOMIC_ERROR_LAUNCH_LIMIT_EXCEEDED);
    CHECK(passes == 0);
    CHECK(std::string(swatomic_last_error()).find("plan_packed_bins") != std::string::npos);
    CHECK(swatomic_packed_bins_plan(nullptr, 256, 0, &per_pass, &passes, &pass_bytes) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_packed_bins_plan(rt, 0, 0, &per_pass, &passes, &pass_bytes) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_packed_bins_plan_bits(rt, 4 * local_mem, 0, 8, &per_pass, &passes, &pass_bytes) == SWATOMIC_SUCCESS);
    CHECK(passes == 4);  // local_mem bins a pass
    CHECK(pass_bytes == per_pass);
    CHECK(swatomic_packed_bins_plan_bits(rt, 256, 0, 4, &per_pass, &passes, &pass_bytes) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(passes == 0);
    CHECK(std::string(swatomic_last_error()).find("8 or 16") != std::string::npos);
    CHECK(swatomic_packed_bins_plan_bits(rt, 4 * local_mem, local_mem - 16, 8, &per_pass, &passes, &pass_bytes) ==
          SWATOMIC_ERROR_LAUNCH_LIMIT_EXCEEDED);
    CHECK(swatomic_packed_bins_plan_bits(nullptr, 256, 0, 8, &per_pass, &passes, &pass_bytes) ==
          SWATOMIC_ERROR_INVALID_ARGUMENT);
    swatomic_program program = nullptr;
    REQUIRE(swatomic_program_adopt(rt, ::program<cl_uint>().program()(), &program) == SWATOMIC_SUCCESS);
    cl::Kernel k = ::program<cl_uint>().kernel("t_packed");
    k.setArg(9, cl::Local(1024));
    std::size_t local = 7, groups = 7;
    CHECK(swatomic_bins_launch(rt, program, k(), 3, &local, &groups) == SWATOMIC_SUCCESS);
    CHECK(local >= 1);
    CHECK(local <= 1024);
    CHECK(groups >= 3);
    CHECK(groups % 3 == 0);
    CHECK(swatomic_bins_launch(rt, program, k(), 0, &local, &groups) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(local == 0);
    CHECK(groups == 0);
    CHECK(std::string(swatomic_last_error()).find("no passes") != std::string::npos);
    CHECK(swatomic_bins_launch(rt, program, nullptr, 3, &local, &groups) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_bins_launch(rt, program, k(), 3, nullptr, &groups) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    swatomic_program_release(program);
    swatomic_runtime_release(rt);
}

TEST_CASE("C API: accumulator and variant programs built from C, their scratch and status", "[accumulate][c_api]")
{
    // A sum accumulator flushed natively and stored as partials that a combiner adds up, and a
    // work-group reduce variant, with nothing but the C API: the values against the host's.
    const char *const source = R"CL(
__kernel void sum_native(__global const uint *data, uint n, __global uint *total, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);
    uint acc = 0;
    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) acc += data[i];
    swatomic_sum_flush_uint(&ctx, total, acc);
}
__kernel void sum_stored(__global const uint *data, uint n, __global uint *partials, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);
    uint acc = 0;
    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) acc += data[i];
    swatomic_sum_store_uint(&ctx, partials, acc);
}
__kernel void reduce(__global const uint *data, uint n, __global uint *total, __global volatile uint *status,
                     __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    const uint gid = get_global_id(0);
    (void)swatomic_workgroup_reduce_add_uint(&ctx, total, gid < n ? data[gid] : 0u, gid < n);
}
)CL";
    swatomic_runtime rt = nullptr;
    const Runtime &r = runtime();
    REQUIRE(swatomic_runtime_create_from(r.context()(), r.device()(), r.queue()(), &rt) == SWATOMIC_SUCCESS);
    swatomic_build_options options;
    swatomic_build_options_init(&options);
    CHECK(options.library == SWATOMIC_LIBRARY_SOFTWARE_ATOMIC);
    options.source_name = "c_accumulators.cl";
    swatomic_program program = nullptr;
    // The software atomic alone does not know the accumulators: a build error naming the file.
    std::vector<char> log(4096);
    CHECK(swatomic_program_build(rt, source, &options, &program, log.data(), log.size(), nullptr) ==
          SWATOMIC_ERROR_BUILD_FAILED);
    CHECK(program == nullptr);
    CHECK(std::string(log.data()).find("c_accumulators.cl") != std::string::npos);
    // A struct from before `library` builds the software atomic alone too; an unknown library is refused.
    options.struct_size = offsetof(swatomic_build_options, library);
    options.library = SWATOMIC_LIBRARY_ACCUMULATORS;  // beyond struct_size: not read
    CHECK(swatomic_program_build(rt, source, &options, &program, nullptr, 0, nullptr) == SWATOMIC_ERROR_BUILD_FAILED);
    options.struct_size = offsetof(swatomic_build_options, library) - 1;
    CHECK(swatomic_program_build(rt, source, &options, &program, nullptr, 0, nullptr) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    swatomic_build_options_init(&options);
    options.library = 3;
    CHECK(swatomic_program_build(rt, source, &options, &program, nullptr, 0, nullptr) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(std::string(swatomic_last_error()).find("SWATOMIC_LIBRARY_") != std::string::npos);
    options.library = SWATOMIC_LIBRARY_ACCUMULATORS;
    const int built = swatomic_program_build(rt, source, &options, &program, log.data(), log.size(), nullptr);
    INFO(log.data());
    REQUIRE(built == SWATOMIC_SUCCESS);

    const std::size_t n = 10007, local = 64, groups = 5;
    auto rng = swatomic::test::rng(77);
    std::vector<cl_uint> data(n);
    cl_uint expected = 0;
    for (auto &v : data) expected += (v = static_cast<cl_uint>(rng()));  // wraps, as the kernels' sums do
    cl::Buffer d_data = to_device(data), total = to_device(std::vector<cl_uint>{5}),
               partials = to_device(std::vector<cl_uint>(groups, 0)), stored_total = to_device(std::vector<cl_uint>{5});
    const std::size_t scratch = swatomic_variant_scratch_bytes(local);
    CHECK(scratch == variant_scratch_bytes(local));
    auto run = [&](const char *name, const std::vector<cl::Buffer> &buffers) {
        cl_kernel kernel = nullptr;
        REQUIRE(swatomic_kernel_create(program, name, &kernel) == SWATOMIC_SUCCESS);
        const cl_uint count = static_cast<cl_uint>(n);
        cl_uint arg = 0;
        CHECK(clSetKernelArg(kernel, arg++, sizeof(cl_mem), &buffers[0]()) == CL_SUCCESS);
        CHECK(clSetKernelArg(kernel, arg++, sizeof count, &count) == CL_SUCCESS);
        for (std::size_t b = 1; b < buffers.size(); ++b)
            CHECK(clSetKernelArg(kernel, arg++, sizeof(cl_mem), &buffers[b]()) == CL_SUCCESS);
        CHECK(clSetKernelArg(kernel, arg, scratch, nullptr) == CL_SUCCESS);
        const std::size_t global = groups * local;
        CHECK(clEnqueueNDRangeKernel(swatomic_runtime_queue(rt), kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr) ==
              CL_SUCCESS);
        CHECK(clFinish(swatomic_runtime_queue(rt)) == CL_SUCCESS);
        clReleaseKernel(kernel);
    };
    run("sum_native", {d_data, total});
    CHECK(to_host<cl_uint>(total, 1)[0] == static_cast<cl_uint>(expected + 5));
    run("sum_stored", {d_data, partials});
    swatomic_partials_combiner combiner = nullptr;
    REQUIRE(swatomic_partials_combiner_create(rt, SWATOMIC_ACC_UINT, &combiner) == SWATOMIC_SUCCESS);
    CHECK(swatomic_partials_combine(combiner, partials(), groups, 1, stored_total(), 0, nullptr) == SWATOMIC_SUCCESS);
    CHECK(clFinish(swatomic_runtime_queue(rt)) == CL_SUCCESS);
    CHECK(to_host<cl_uint>(stored_total, 1)[0] == static_cast<cl_uint>(expected + 5));
    swatomic_partials_combiner_release(combiner);
    swatomic_program_release(program);

    // The variants alone: the work-group reduce, its status word read through the C API.
    options.library = SWATOMIC_LIBRARY_VARIANTS;
    REQUIRE(swatomic_program_build(rt, source, &options, &program, nullptr, 0, nullptr) == SWATOMIC_ERROR_BUILD_FAILED);
    const char *const variant_source = std::strstr(source, "__kernel void reduce");
    REQUIRE(swatomic_program_build(rt, variant_source, &options, &program, log.data(), log.size(), nullptr) ==
            SWATOMIC_SUCCESS);
    cl::Buffer reduced = to_device(std::vector<cl_uint>{5}), status = to_device(std::vector<cl_uint>{0});
    run("reduce", {d_data, reduced, status});
    CHECK(swatomic_check_variant_status(rt, status()) == SWATOMIC_SUCCESS);
    CHECK(to_host<cl_uint>(reduced, 1)[0] == static_cast<cl_uint>(std::accumulate(data.begin(), data.begin() + groups * local,
                                                                                  cl_uint{5})));
    CHECK(swatomic_check_variant_status(rt, nullptr) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    CHECK(swatomic_check_variant_status(nullptr, status()) == SWATOMIC_ERROR_INVALID_ARGUMENT);
    swatomic_program_release(program);
    swatomic_runtime_release(rt);
}
