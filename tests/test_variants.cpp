// Collision-reduction variants (kernels/swatomic/reduce_*.cl) and the sub-group layer on a real
// device, against host references: every variant x type x key distribution x divergence
// pattern. Integers (and floats carrying small integers, where float addition is exact) are
// checked exactly, including the old-value chain; fractional floats within the error bound of
// summation in any order, their old values by swatomic::check_float_add_chain.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <memory>
#include <numeric>
#include <sstream>
#include <type_traits>

#include "support.hpp"
#include "swatomic/variants.hpp"

namespace {

using namespace swatomic;
using swatomic::test::runtime;

constexpr std::size_t kLocalSize = 64;
constexpr std::uint32_t kItems = 777;  // not a multiple of the group size: partial groups too

// The test kernels: one per variant. On the LOCAL backend (uniform control flow required)
// every work-item calls and passes `active`; on sub-group hardware the inactive work-items
// really do not call (divergent callers). The work-group variant always needs uniform flow.
const char *kTestKernels = R"CL(
#if SWATOMIC_SG_UNIFORM_REQUIRED
#define SG_CALL(FN) old = FN(&ctx, address, value, active)
#else
#define SG_CALL(FN) if (active) old = FN(&ctx, address, value, 1)
#endif
#define WG_CALL(FN) old = FN(&ctx, address, value, active)
#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

#define TEST_KERNEL(NAME, CALL, FN)                                                              \
__kernel void NAME(__global VT *target, __global const uint *keys, __global const VT *values,    \
                   __global const uchar *flags, __global VT *old_out,                          \
                   __global volatile uint *status, __local ulong *scratch, uint n)              \
{                                                                                                \
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                      \
    const uint gid = get_global_id(0);                                                           \
    const int in_range = gid < n;                                                                \
    const int active = in_range && flags[in_range ? gid : 0] != 0;                               \
    __global VT *address = target + (in_range ? keys[gid] : 0u);                                 \
    const VT value = in_range ? values[gid] : (VT)0;                                             \
    VT old = (VT)0;                                                                              \
    CALL(CAT(FN, VS));                                                                           \
    if (in_range) old_out[gid] = old;                                                            \
}

TEST_KERNEL(test_scan_reduce, SG_CALL, swatomic_scan_reduce_add_)
TEST_KERNEL(test_vote_reduce, SG_CALL, swatomic_vote_reduce_add_)
TEST_KERNEL(test_reduce_by_key, SG_CALL, swatomic_reduce_by_key_add_)
TEST_KERNEL(test_workgroup_reduce, WG_CALL, swatomic_workgroup_reduce_add_)

__kernel void test_backend(__global uint *out)
{
    out[0] = SWATOMIC_SG_UNIFORM_REQUIRED;
#if defined(SWATOMIC_SG_BACKEND_NV)
    out[1] = 0;
#elif defined(SWATOMIC_SG_BACKEND_KHR)
    out[1] = 1;
#elif defined(SWATOMIC_SG_BACKEND_AMD)
    out[1] = 3;
#else
    out[1] = 2;
#endif
    out[2] = SWATOMIC_SG_MAX_WIDTH;
}

// The sub-group layer itself, called by every work-item (uniform control flow).
__kernel void test_subgroup(__global ulong *out, __local ulong *scratch)
{
    const uint gid = get_global_id(0);
    const uint lane = swatomic_sg_lane();
    const swatomic_sg_mask_t mask = swatomic_sg_active_mask(scratch);
    const swatomic_sg_mask_t ballot = swatomic_sg_ballot(mask, gid % 3 == 0, scratch);
    const ulong shuffled = swatomic_sg_shuffle64(mask, (ulong)gid * 0x100000001ul + 7, (lane + 5) % 32, scratch);
    const uint shuffled32 = swatomic_sg_shuffle32(mask, gid * 3u, 31u - lane, scratch);
    const swatomic_sg_mask_t peers = swatomic_sg_match64(mask, (ulong)(gid % 5) << 40, scratch);
    const int elected = swatomic_sg_elect(mask);
    swatomic_sg_sync(mask, scratch);
    out[gid * 7 + 0] = lane;
    out[gid * 7 + 1] = mask;
    out[gid * 7 + 2] = ballot;
    out[gid * 7 + 3] = shuffled;
    out[gid * 7 + 4] = shuffled32;
    out[gid * 7 + 5] = peers;
    out[gid * 7 + 6] = elected;
}

// Contract 2 of subgroup.cl: on the hardware backends only the odd work-items call (divergent
// control flow); the group is the lanes that call together. LOCAL needs uniform flow: no calls.
__kernel void test_subgroup_divergent(__global ulong *out, __local ulong *scratch)
{
    const uint gid = get_global_id(0);
#if !SWATOMIC_SG_UNIFORM_REQUIRED
    if (gid & 1u) {
        const uint lane = swatomic_sg_lane();
        const swatomic_sg_mask_t mask = swatomic_sg_active_mask(scratch);
        const swatomic_sg_mask_t ballot = swatomic_sg_ballot(mask, gid % 3 == 0, scratch);
        const uint rank = swatomic_sg_count(mask & swatomic_sg_lanes_below(lane));
        const uint next = swatomic_sg_nth_lane(mask, (rank + 1u) % swatomic_sg_count(mask));
        const ulong shuffled = swatomic_sg_shuffle64(mask, ((ulong)gid << 33) | 5u, next, scratch);
        const swatomic_sg_mask_t peers = swatomic_sg_match64(mask, (ulong)(gid % 5) << 40, scratch);
        out[gid * 5 + 0] = lane;
        out[gid * 5 + 1] = mask;
        out[gid * 5 + 2] = ballot;
        out[gid * 5 + 3] = shuffled;
        out[gid * 5 + 4] = peers;
    }
#else
    (void)scratch;
    out[gid * 5] = ~0ul;  // marks "not run"
#endif
}
)CL";

template <typename T> struct TypeName;
template <> struct TypeName<std::int32_t> { static constexpr const char *cl = "int"; };
template <> struct TypeName<std::uint32_t> { static constexpr const char *cl = "uint"; };
template <> struct TypeName<std::int64_t> { static constexpr const char *cl = "long"; };
template <> struct TypeName<std::uint64_t> { static constexpr const char *cl = "ulong"; };
template <> struct TypeName<float> { static constexpr const char *cl = "float"; };
template <> struct TypeName<double> { static constexpr const char *cl = "double"; };

const Program &program_for(const std::string &type, const std::string &extra_options = "")
{
    static std::map<std::string, std::unique_ptr<Program>> cache;
    const std::string key = type + "|" + extra_options;
    auto &slot = cache[key];
    if (!slot) {
        BuildOptions options;
        options.source_name = "test_variants_kernels.cl";
        options.compiler_options = "-DVT=" + type + " -DVS=" + type + extra_options;
        slot = std::make_unique<Program>(build_variant_program(runtime(), kTestKernels, options));
    }
    return *slot;
}

enum class Distribution { Random, Sorted, SortedShifted, AllEqual, AllDistinct, Uniform, Skewed };
enum class Divergence { All, Alternate, Random, LowerHalf, OnePerWave, None };
enum class Values { Integral, Fractional };

const char *name(Distribution d)
{
    switch (d) {
    case Distribution::Random: return "random";
    case Distribution::Sorted: return "sorted";
    case Distribution::SortedShifted: return "sorted-then-shifted";
    case Distribution::AllEqual: return "all-equal";
    case Distribution::AllDistinct: return "all-distinct";
    case Distribution::Uniform: return "uniform";
    case Distribution::Skewed: return "skewed";
    }
    return "?";
}

const char *name(Divergence d)
{
    switch (d) {
    case Divergence::All: return "all active";
    case Divergence::Alternate: return "every other";
    case Divergence::Random: return "random half";
    case Divergence::LowerHalf: return "lanes 0-15 of 32";
    case Divergence::OnePerWave: return "one lane per 32";
    case Divergence::None: return "none active";
    }
    return "?";
}

// Keys into a target array; returns the number of targets.
std::uint32_t make_keys(Distribution d, std::vector<std::uint32_t> &keys, std::mt19937 &gen)
{
    keys.resize(kItems);
    switch (d) {
    case Distribution::Random: {
        std::uniform_int_distribution<std::uint32_t> pick(0, 23);
        for (auto &k : keys) k = pick(gen);
        return 24;
    }
    case Distribution::Sorted:
        for (std::uint32_t i = 0; i < kItems; ++i) keys[i] = i / 19;
        return kItems / 19 + 1;
    case Distribution::SortedShifted: {
        // Seed 001: ordered by key, then shifted with 50% probability to a neighbouring key.
        const std::uint32_t count = kItems / 19 + 1;
        std::uniform_int_distribution<int> coin(0, 3);
        for (std::uint32_t i = 0; i < kItems; ++i) {
            const int c = coin(gen);
            std::int64_t k = i / 19;
            if (c == 0) k -= 1;
            if (c == 1) k += 1;
            keys[i] = static_cast<std::uint32_t>(std::clamp<std::int64_t>(k, 0, count - 1));
        }
        return count;
    }
    case Distribution::AllEqual:
        std::fill(keys.begin(), keys.end(), 0u);
        return 1;
    case Distribution::AllDistinct:
        std::iota(keys.begin(), keys.end(), 0u);
        std::shuffle(keys.begin(), keys.end(), gen);
        return kItems;
    case Distribution::Uniform:  // 24 keys in turn: every lane of a wave has another key
        for (std::uint32_t i = 0; i < kItems; ++i) keys[i] = i % 24;
        return 24;
    case Distribution::Skewed:  // key k with probability 2^-(k+1): a few keys take most values
        for (auto &k : keys) k = std::min<std::uint32_t>(23, static_cast<std::uint32_t>(__builtin_ctz(gen() | 0x80000000u)));
        return 24;
    }
    return 1;
}

std::vector<std::uint8_t> make_flags(Divergence d, std::mt19937 &gen)
{
    std::vector<std::uint8_t> flags(kItems);
    std::bernoulli_distribution half(0.5);
    for (std::uint32_t i = 0; i < kItems; ++i) {
        switch (d) {
        case Divergence::All: flags[i] = 1; break;
        case Divergence::Alternate: flags[i] = i % 2; break;
        case Divergence::Random: flags[i] = half(gen); break;
        case Divergence::LowerHalf: flags[i] = i % 32 < 16; break;
        case Divergence::OnePerWave: flags[i] = i % 32 == 5; break;
        case Divergence::None: flags[i] = 0; break;
        }
    }
    return flags;
}

// Exact chain check for 64-bit integer-valued ops with positive increments: the sorted old
// values must step from start to final by exactly the increments.
std::string chain64(std::uint64_t start, std::uint64_t final, std::vector<std::pair<std::uint64_t, std::uint64_t>> ops)
{
    std::sort(ops.begin(), ops.end());
    std::uint64_t expected = start;
    for (std::size_t k = 0; k < ops.size(); ++k) {
        if (ops[k].first != expected) {
            std::ostringstream why;
            why << "sorted old values break the chain at position " << k << ": got " << ops[k].first << ", expected "
                << expected;
            return why.str();
        }
        expected += ops[k].second;
    }
    if (expected != final) return "final value " + std::to_string(final) + " != " + std::to_string(expected);
    return "";
}

template <typename T>
void run_variant_case(const char *kernel_name)
{
    constexpr bool floating = std::is_floating_point_v<T>;
    const auto distribution = GENERATE(Distribution::Random, Distribution::Sorted, Distribution::SortedShifted,
                                       Distribution::AllEqual, Distribution::AllDistinct, Distribution::Uniform,
                                       Distribution::Skewed);
    // Local sizes: one work-item, a partial wave, and full groups; beyond the kernel's limit
    // (CL_KERNEL_WORK_GROUP_SIZE) a size is not run.
    const std::size_t local_size = GENERATE(std::size_t{1}, std::size_t{7}, std::size_t{64}, std::size_t{256});
    const auto divergence = GENERATE(Divergence::All, Divergence::Alternate, Divergence::Random,
                                     Divergence::LowerHalf, Divergence::OnePerWave, Divergence::None);
    const auto values_kind = floating ? GENERATE(Values::Integral, Values::Fractional) : Values::Integral;
    CAPTURE(kernel_name, TypeName<T>::cl, name(distribution), name(divergence), values_kind == Values::Integral,
            local_size, swatomic::test::seed());

    auto gen = swatomic::test::rng(static_cast<std::uint32_t>(distribution) * 31u + static_cast<std::uint32_t>(divergence));
    std::vector<std::uint32_t> keys;
    const std::uint32_t targets = make_keys(distribution, keys, gen);
    const std::vector<std::uint8_t> flags = make_flags(divergence, gen);
    std::vector<T> values(kItems), start(targets);
    std::uniform_int_distribution<int> small(1, 16);
    std::uniform_real_distribution<double> fraction(-1.0, 1.0);
    for (auto &v : values) v = values_kind == Values::Integral ? static_cast<T>(small(gen)) : static_cast<T>(fraction(gen));
    for (std::uint32_t k = 0; k < targets; ++k) {
        if constexpr (std::is_integral_v<T> && sizeof(T) == 8)
            start[k] = static_cast<T>((std::uint64_t{1} << 33) + 1000 * k);  // exercise the upper word
        else
            start[k] = static_cast<T>(values_kind == Values::Integral ? 100 * k : 0.25 * k);
    }

    cl::Buffer target = swatomic::test::to_device(start);
    cl::Buffer key_buffer = swatomic::test::to_device(keys);
    cl::Buffer value_buffer = swatomic::test::to_device(values);
    cl::Buffer flag_buffer = swatomic::test::to_device(flags);
    cl::Buffer old_buffer = swatomic::test::to_device(std::vector<T>(kItems));
    cl::Buffer status = swatomic::test::to_device(std::vector<cl_uint>{0});

    cl::Kernel kernel = program_for(TypeName<T>::cl).kernel(kernel_name);
    if (local_size > kernel.getWorkGroupInfo<CL_KERNEL_WORK_GROUP_SIZE>(runtime().device())) {
        WARN("local size " << local_size << " is beyond " << kernel_name << "'s work-group limit: not run");
        return;
    }
    kernel.setArg(0, target);
    kernel.setArg(1, key_buffer);
    kernel.setArg(2, value_buffer);
    kernel.setArg(3, flag_buffer);
    kernel.setArg(4, old_buffer);
    kernel.setArg(5, status);
    kernel.setArg(6, cl::Local(variant_scratch_bytes(local_size)));
    kernel.setArg(7, kItems);
    const std::size_t global = (kItems + local_size - 1) / local_size * local_size;
    runtime().queue().enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(global), cl::NDRange(local_size));
    check_variant_status(runtime(), status);
    const std::vector<T> result = swatomic::test::to_host<T>(target, targets);
    const std::vector<T> old = swatomic::test::to_host<T>(old_buffer, kItems);

    // Host reference per target: the sum in long double, the sum of magnitudes, the ops.
    std::vector<long double> sum(targets), magnitude(targets);
    std::vector<std::size_t> count(targets);
    for (std::uint32_t k = 0; k < targets; ++k) sum[k] = start[k], magnitude[k] = std::fabs(static_cast<long double>(start[k]));
    for (std::uint32_t i = 0; i < kItems; ++i) {
        if (!flags[i]) {
            REQUIRE(old[i] == T(0));  // inactive callers get 0 and change nothing
            continue;
        }
        sum[keys[i]] += values[i];
        magnitude[keys[i]] += std::fabs(static_cast<long double>(values[i]));
        ++count[keys[i]];
    }
    for (std::uint32_t k = 0; k < targets; ++k) {
        CAPTURE(k, count[k]);
        if (!floating || values_kind == Values::Integral) {
            // Exact: integers, and floats holding small integers (every partial sum < 2^24).
            REQUIRE(static_cast<long double>(result[k]) == sum[k]);
        } else {
            // Any order and grouping of m additions errs by at most gamma_m * sum|x|, with
            // gamma_m = m u / (1 - m u) <= 2 m u for m u < 1/2 (Higham, Accuracy and Stability,
            // Ch. 4); u = epsilon / 2, so 2 m u = m epsilon; +1 for the start value.
            const long double tolerance = (count[k] + 1) * std::numeric_limits<T>::epsilon() * magnitude[k];
            REQUIRE(std::fabs(static_cast<long double>(result[k]) - sum[k]) <= tolerance);
        }
    }
    // Old values: the atomicity chain per target.
    std::vector<std::vector<std::pair<std::uint64_t, std::uint64_t>>> ops(targets);
    std::vector<std::vector<swatomic::test::AtomicOp>> ops32(targets);
    std::vector<std::vector<swatomic::FloatAddOp>> float_ops(targets);
    for (std::uint32_t i = 0; i < kItems; ++i) {
        if (!flags[i]) continue;
        if (floating && values_kind == Values::Fractional) {
            float_ops[keys[i]].push_back({static_cast<double>(old[i]), static_cast<double>(values[i])});
            continue;
        }
        if constexpr (std::is_integral_v<T> && sizeof(T) == 4)
            ops32[keys[i]].push_back({static_cast<std::uint32_t>(old[i]), static_cast<std::uint32_t>(values[i])});
        else
            ops[keys[i]].emplace_back(static_cast<std::uint64_t>(old[i]), static_cast<std::uint64_t>(values[i]));
    }
    for (std::uint32_t k = 0; k < targets; ++k) {
        CAPTURE(k);
        if constexpr (std::is_integral_v<T> && sizeof(T) == 4) {
            REQUIRE(swatomic::test::check_atomic_chain(static_cast<std::uint32_t>(start[k]),
                                                       static_cast<std::uint32_t>(result[k]), ops32[k]) == "");
        } else if (floating && values_kind == Values::Fractional) {
            // One serial step errs by a rounding of the running value (every partial sum is
            // within start + the magnitudes) plus, where a variant pre-aggregates a wavefront or
            // group, the error of that scan: at most m roundings of sums below m, |operand| < 1,
            // m the target's callers in one group (at most the local size and its op count).
            const long double slack = std::fabs(static_cast<long double>(start[k])) + magnitude[k];
            const long double m = static_cast<long double>(std::min(count[k], local_size));
            const double tolerance = static_cast<double>(std::numeric_limits<T>::epsilon() * (4 * slack + m * m));
            REQUIRE(swatomic::check_float_add_chain(static_cast<double>(start[k]), static_cast<double>(result[k]),
                                                    float_ops[k], tolerance) == "");
        } else if (!floating || values_kind == Values::Integral) {
            REQUIRE(chain64(static_cast<std::uint64_t>(start[k]), static_cast<std::uint64_t>(result[k]), ops[k]) == "");
        }
    }
}

#define VARIANT_TYPES std::int32_t, std::uint32_t, std::int64_t, std::uint64_t, float, double

}  // namespace

TEMPLATE_TEST_CASE("scan-reduce matches atomic_add", "[variants][scan]", VARIANT_TYPES)
{
    run_variant_case<TestType>("test_scan_reduce");
}

TEMPLATE_TEST_CASE("vote-reduce matches atomic_add", "[variants][vote]", VARIANT_TYPES)
{
    run_variant_case<TestType>("test_vote_reduce");
}

TEMPLATE_TEST_CASE("reduce-by-key matches atomic_add", "[variants][bykey]", VARIANT_TYPES)
{
    run_variant_case<TestType>("test_reduce_by_key");
}

TEMPLATE_TEST_CASE("work-group reduce matches atomic_add", "[variants][workgroup]", VARIANT_TYPES)
{
    run_variant_case<TestType>("test_workgroup_reduce");
}

TEST_CASE("sub-group layer: backend, uniform-control-flow contract and primitives", "[variants][subgroup]")
{
    // The contract (kernels/swatomic/subgroup.cl): uniform calls everywhere (sync included),
    // divergent callers on the hardware backends (everything but sync).
    const SubgroupBackend backend = subgroup_backend(runtime());
    const Program &program = program_for("int");
    cl::Buffer info = swatomic::test::to_device(std::vector<cl_uint>(3));
    cl::Kernel k = program.kernel("test_backend");
    k.setArg(0, info);
    runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(1), cl::NDRange(1));
    const auto got = swatomic::test::to_host<cl_uint>(info, 3);
    // The host's idea of the backend and of its contract matches what the kernel compiled.
    REQUIRE(got[1] == static_cast<cl_uint>(backend));
    REQUIRE(got[0] == (subgroup_needs_uniform_control_flow(backend) ? 1u : 0u));
    if (runtime().traits().family == DeviceFamily::Pocl) {
        // PoCL has no sub-groups: the barrier fallback, which needs uniform control flow.
        REQUIRE(backend == SubgroupBackend::LocalMemory);
        REQUIRE(got[0] == 1u);
    }
    if (backend == SubgroupBackend::KhrSubgroups) return;  // width is the device's: no fixed reference

    const std::uint64_t width = got[2];  // 32; AMD: the wavefront, 64 or 32
    REQUIRE((width == 32u || (backend == SubgroupBackend::AmdWave && width == 64u)));
    const std::uint64_t all = width == 64 ? ~0ull : (1ull << width) - 1;
    constexpr std::size_t items = 128;
    cl::Buffer out = swatomic::test::to_device(std::vector<cl_ulong>(items * 7));
    cl::Kernel s = program.kernel("test_subgroup");
    s.setArg(0, out);
    s.setArg(1, cl::Local(variant_scratch_bytes(kLocalSize)));
    runtime().queue().enqueueNDRangeKernel(s, cl::NullRange, cl::NDRange(items), cl::NDRange(kLocalSize));
    const auto r = swatomic::test::to_host<cl_ulong>(out, items * 7);
    for (std::uint64_t gid = 0; gid < items; ++gid) {
        CAPTURE(gid);
        const std::uint64_t lane = gid % width, base = gid - lane;
        std::uint64_t ballot = 0, peers = 0;
        for (std::uint64_t i = 0; i < width; ++i) {
            if ((base + i) % 3 == 0) ballot |= 1ull << i;
            if ((base + i) % 5 == gid % 5) peers |= 1ull << i;
        }
        REQUIRE(r[gid * 7 + 0] == lane);
        REQUIRE(r[gid * 7 + 1] == all);
        REQUIRE(r[gid * 7 + 2] == ballot);
        REQUIRE(r[gid * 7 + 3] == (base + (lane + 5) % 32) * 0x100000001ull + 7);
        REQUIRE(r[gid * 7 + 4] == (base + 31 - lane) * 3);
        REQUIRE(r[gid * 7 + 5] == peers);
        REQUIRE(r[gid * 7 + 6] == (lane == 0 ? 1u : 0u));
    }

    // Divergent callers (contract 2): the odd lanes of each wave. NVIDIA may run them in several
    // parts; each part is then the group, so check against the mask each lane saw.
    cl::Buffer dout = swatomic::test::to_device(std::vector<cl_ulong>(items * 5));
    cl::Kernel d = program.kernel("test_subgroup_divergent");
    d.setArg(0, dout);
    d.setArg(1, cl::Local(variant_scratch_bytes(kLocalSize)));
    runtime().queue().enqueueNDRangeKernel(d, cl::NullRange, cl::NDRange(items), cl::NDRange(kLocalSize));
    const auto v = swatomic::test::to_host<cl_ulong>(dout, items * 5);
    if (subgroup_needs_uniform_control_flow(backend)) {  // LOCAL: divergent calls are not allowed
        REQUIRE(v[0] == ~0ull);
        return;
    }
    std::uint64_t odd = 0;
    for (std::uint64_t i = 1; i < width; i += 2) odd |= 1ull << i;
    for (std::uint64_t gid = 1; gid < items; gid += 2) {
        CAPTURE(gid);
        const std::uint64_t lane = gid % width, base = gid - lane, mask = v[gid * 5 + 1];
        REQUIRE(v[gid * 5 + 0] == lane);
        REQUIRE((mask & ~odd) == 0);           // only callers
        REQUIRE(((mask >> lane) & 1u) == 1u);  // itself included
        if (backend == SubgroupBackend::AmdWave) REQUIRE(mask == odd);  // one PC: all callers together
        std::uint64_t ballot = 0, peers = 0, lanes[64], n = 0, rank = 0;
        for (std::uint64_t i = 0; i < width; ++i) {
            if (((mask >> i) & 1u) == 0) continue;
            if ((base + i) % 3 == 0) ballot |= 1ull << i;
            if ((base + i) % 5 == gid % 5) peers |= 1ull << i;
            if (i == lane) rank = n;
            lanes[n++] = i;
        }
        REQUIRE(v[gid * 5 + 2] == ballot);
        REQUIRE(v[gid * 5 + 3] == (((base + lanes[(rank + 1) % n]) << 33) | 5u));
        REQUIRE(v[gid * 5 + 4] == peers);
    }
}

TEST_CASE("float CAS loop: an exhausted budget is a typed error, nothing written", "[variants][budget]")
{
    // SWATOMIC_FORCE_CAS takes the CAS loop even where a native float atomic exists; a budget of 0
    // tries makes every loop give up before its first CAS, so the target stays as it was.
    const Program &program = program_for("float", " -DSWATOMIC_FORCE_CAS=1 -DSWATOMIC_CAS_BUDGET=0");
    const std::vector<float> start{1.5f, 2.5f};
    cl::Buffer target = swatomic::test::to_device(start);
    cl::Buffer keys = swatomic::test::to_device(std::vector<cl_uint>(kLocalSize, 1));
    cl::Buffer values = swatomic::test::to_device(std::vector<float>(kLocalSize, 1.0f));
    cl::Buffer flags = swatomic::test::to_device(std::vector<cl_uchar>(kLocalSize, 1));
    cl::Buffer old = swatomic::test::to_device(std::vector<float>(kLocalSize));
    cl::Buffer status = swatomic::test::to_device(std::vector<cl_uint>{0});
    const char *kernel_name = GENERATE("test_scan_reduce", "test_reduce_by_key", "test_workgroup_reduce");
    CAPTURE(kernel_name);
    cl::Kernel k = program.kernel(kernel_name);
    k.setArg(0, target);
    k.setArg(1, keys);
    k.setArg(2, values);
    k.setArg(3, flags);
    k.setArg(4, old);
    k.setArg(5, status);
    k.setArg(6, cl::Local(variant_scratch_bytes(kLocalSize)));
    k.setArg(7, static_cast<cl_uint>(kLocalSize));
    runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange(kLocalSize), cl::NDRange(kLocalSize));
    REQUIRE_THROWS_AS(check_variant_status(runtime(), status), SpinBudgetExceeded);
    REQUIRE(swatomic::test::to_host<float>(target, 2) == start);
    CHECK_THROWS_AS(check_variant_status(runtime(), cl::Buffer()), InvalidArgument);
}

TEST_CASE("a variant build error names the user's file and line", "[variants][build]")
{
    BuildOptions options;
    options.source_name = "broken_variant_user.cl";
    try {
        build_variant_program(runtime(), "__kernel void k(void) {\n  this_is_not_defined();\n}\n", options);
        FAIL("the build should fail");
    } catch (const BuildError &e) {
        REQUIRE(std::string(e.what()).find("broken_variant_user.cl:2") != std::string::npos);
    }
    options.source_name = "bad\"name";
    REQUIRE_THROWS_AS(build_variant_program(runtime(), "", options), InvalidArgument);
}

TEST_CASE("sort-and-scatter remap used by a kernel gives the same sums", "[variants][scatter]")
{
    // Sorted keys (every wavefront on one key) remapped at width 32, with a partial last one.
    const std::size_t width = 32, items = 32 * 12 + 9;
    std::vector<std::uint64_t> keys64(items);
    std::vector<std::uint32_t> keys(items);
    for (std::size_t i = 0; i < items; ++i) keys[i] = static_cast<std::uint32_t>(i / 64), keys64[i] = keys[i];
    const auto remap = scatter_remap_items(keys64, width);
    REQUIRE(remap.size() == items);
    for (std::size_t i = 0; i < items; ++i) REQUIRE(remap[i] % width == i % width);  // lanes keep their place
    for (std::size_t i = items / width * width; i < items; ++i) REQUIRE(remap[i] == i);
    // Consecutive wavefronts now touch different keys.
    REQUIRE(keys[remap[0]] != keys[remap[width]]);

    const char *source = R"CL(
__kernel void scattered_add(__global int *target, __global const uint *keys, __global const int *values,
                            __global const uint *remap, uint n)
{
    const uint gid = get_global_id(0);
    if (gid >= n) return;
    const uint item = remap[gid];  /* the remapped thread index replaces get_global_id(0) */
    atomic_add(&target[keys[item]], values[item]);
}
)CL";
    const Program program = runtime().build_program(source);
    std::vector<std::int32_t> values(items);
    auto gen = swatomic::test::rng(5);
    std::uniform_int_distribution<int> v(-50, 50);
    for (auto &x : values) x = v(gen);
    const std::size_t targets = items / 64 + 1;
    std::vector<std::int32_t> expected(targets, 0);
    for (std::size_t i = 0; i < items; ++i) expected[keys[i]] += values[i];
    cl::Buffer target = swatomic::test::to_device(std::vector<std::int32_t>(targets, 0));
    cl::Kernel k = program.kernel("scattered_add");
    cl::Buffer key_buffer = swatomic::test::to_device(keys);
    cl::Buffer value_buffer = swatomic::test::to_device(values);
    cl::Buffer remap_buffer = swatomic::test::to_device(remap);  // buffers outlive the launch
    k.setArg(0, target);
    k.setArg(1, key_buffer);
    k.setArg(2, value_buffer);
    k.setArg(3, remap_buffer);
    k.setArg(4, static_cast<cl_uint>(items));
    runtime().queue().enqueueNDRangeKernel(k, cl::NullRange, cl::NDRange((items + 63) / 64 * 64), cl::NDRange(64));
    REQUIRE(swatomic::test::to_host<std::int32_t>(target, targets) == expected);
}
