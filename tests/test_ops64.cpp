// The 64-bit forms of every operation (long, ulong) and the float/double xchg, min and max,
// against the serial-order oracle: every caller's old value and the final value must fit one
// serial order of the transitions old -> apply(old) per variable. Callers of one wave mix
// operations on the same variables (several classes per wave), and a second workload sends one
// form from every caller to one variable (folded by the coordinators that do not own it).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "support.hpp"

namespace {

using swatomic::test::to_device;
using swatomic::test::to_host;
using u64 = std::uint64_t;

const char *const kKernels = R"CL(
__kernel void ops64(__global long *vars, __global const uint *targets, __global const uint *forms,
                    __global const ulong *operands, __global const ulong *compares, __global ulong *olds, uint n,
                    SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) {
            __global long *x = &vars[targets[i]];
            __global ulong *u = (__global ulong *)x;
            const ulong a = operands[i], c = compares[i];
            ulong old = 0;
            switch (forms[i]) {
            case 0: old = as_ulong(software_atom_add_long(x, as_long(a))); break;
            case 1: old = as_ulong(software_atom_sub_long(x, as_long(a))); break;
            case 2: old = as_ulong(software_atom_inc_long(x)); break;
            case 3: old = as_ulong(software_atom_dec_long(x)); break;
            case 4: old = as_ulong(software_atom_min_long(x, as_long(a))); break;
            case 5: old = as_ulong(software_atom_max_long(x, as_long(a))); break;
            case 6: old = as_ulong(software_atom_and_long(x, as_long(a))); break;
            case 7: old = as_ulong(software_atom_or_long(x, as_long(a))); break;
            case 8: old = as_ulong(software_atom_xor_long(x, as_long(a))); break;
            case 9: old = as_ulong(software_atom_xchg_long(x, as_long(a))); break;
            case 10: old = as_ulong(software_atom_cmpxchg_long(x, as_long(c), as_long(a))); break;
            case 11: old = software_atom_add_ulong(u, a); break;
            case 12: old = software_atom_sub_ulong(u, a); break;
            case 13: old = software_atom_inc_ulong(u); break;
            case 14: old = software_atom_dec_ulong(u); break;
            case 15: old = software_atom_min_ulong(u, a); break;
            case 16: old = software_atom_max_ulong(u, a); break;
            case 17: old = software_atom_and_ulong(u, a); break;
            case 18: old = software_atom_or_ulong(u, a); break;
            case 19: old = software_atom_xor_ulong(u, a); break;
            case 20: old = software_atom_xchg_ulong(u, a); break;
            default: old = software_atom_cmpxchg_ulong(u, c, a); break;
            }
            olds[i] = old;
        });
}

// Forms 0-2: float min, max, xchg on floats[]; 3-5: double min, max, xchg on doubles[]
// (operands are bit patterns, as are the old values returned).
__kernel void float_ops(__global float *floats, __global double *doubles, __global const uint *targets,
                        __global const uint *forms, __global const ulong *operands, __global ulong *olds, uint n,
                        SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) {
            const float f = as_float((uint)operands[i]);
            __global float *x = &floats[targets[i]];
            ulong old = 0;
            switch (forms[i]) {
            case 0: old = as_uint(software_atom_min_float(x, f)); break;
            case 1: old = as_uint(software_atom_max_float(x, f)); break;
            case 2: old = as_uint(software_atom_xchg_float(x, f)); break;
#ifdef cl_khr_fp64
            case 3: old = as_ulong(software_atom_min_double(&doubles[targets[i]], as_double(operands[i]))); break;
            case 4: old = as_ulong(software_atom_max_double(&doubles[targets[i]], as_double(operands[i]))); break;
            default: old = as_ulong(software_atom_xchg_double(&doubles[targets[i]], as_double(operands[i]))); break;
#endif
            }
            olds[i] = old;
        });
}
)CL";

struct Fixture : swatomic::test::CoordinatorProgram {
    Fixture() : CoordinatorProgram(kKernels, "ops64_test.cl") {}
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

u64 apply64(unsigned form, u64 old, u64 a, u64 c)
{
    const bool is_long = form < 11;
    switch (form % 11) {
    case 0: return old + a;
    case 1: return old - a;
    case 2: return old + 1;
    case 3: return old - 1;
    case 4: return is_long ? static_cast<u64>(std::min(static_cast<std::int64_t>(old), static_cast<std::int64_t>(a))) : std::min(old, a);
    case 5: return is_long ? static_cast<u64>(std::max(static_cast<std::int64_t>(old), static_cast<std::int64_t>(a))) : std::max(old, a);
    case 6: return old & a;
    case 7: return old | a;
    case 8: return old ^ a;
    case 9: return a;
    default: return old == c ? a : old;
    }
}

template <typename F, typename B>
F from_bits(B bits)
{
    F f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

// The kernel's float min/max: a NaN operand leaves the variable as it is.
u64 apply_float(unsigned form, u64 old, u64 a)
{
    if (form % 3 == 2) return a;
    if (form < 3) {
        const float o = from_bits<float>(static_cast<std::uint32_t>(old)), v = from_bits<float>(static_cast<std::uint32_t>(a));
        return (form == 0 ? v < o : v > o) ? a : old;
    }
    const double o = from_bits<double>(old), v = from_bits<double>(a);
    return (form == 3 ? v < o : v > o) ? a : old;
}

std::size_t launch_groups(Fixture &f, const char *kernel)
{
    cl::Kernel k = f.program.kernel(kernel);
    return std::min<std::size_t>(f.program.slot_width() > 1 ? 64 : 3, f.coordinator.max_worker_groups(f.program, k, 64));
}

}  // namespace

TEST_CASE("long and ulong: every operation, mixed in each wave, against the serial-order oracle", "[ops64]")
{
    auto &f = fixture();
    const bool hot = GENERATE(false, true);  // true: one form per launch, every caller on variable 0
    const unsigned hot_form = GENERATE(0u, 4u, 9u, 10u, 15u, 18u);
    if (!hot && hot_form != 0u) return;
    CAPTURE(hot, hot_form, swatomic::test::seed());
    auto rng = swatomic::test::rng(6400 + hot * 100 + hot_form);
    const std::size_t groups = launch_groups(f, "ops64");
    const std::size_t n = groups * 64 * (f.program.slot_width() > 1 ? 4 : 1);
    const std::size_t variables = hot ? 1 : 3;
    // Start values at the 2^32 and 2^63 edges: carries cross the halves of the word.
    std::vector<u64> start = {0xfffffff0ull, 0x7ffffffffffffff0ull, 0x8000000000000010ull};
    start.resize(variables);
    std::vector<cl_uint> targets(n), forms(n);
    std::vector<u64> operands(n), compares(n);
    for (std::size_t i = 0; i < n; ++i) {
        targets[i] = hot ? 0u : static_cast<cl_uint>(rng() % variables);
        forms[i] = hot ? hot_form : static_cast<cl_uint>(rng() % 22);
        operands[i] = (rng() % 4 == 0) ? (static_cast<u64>(rng()) << 32 | rng()) : rng() % 64;
        compares[i] = start[targets[i]] + rng() % 3;  // sometimes right at the start
    }
    cl::Buffer vars = to_device(start), olds = to_device(std::vector<u64>(n, 0));
    cl::Buffer target_buffer = to_device(targets), form_buffer = to_device(forms);
    cl::Buffer operand_buffer = to_device(operands), compare_buffer = to_device(compares);
    cl::Kernel k = f.program.kernel("ops64");
    k.setArg(0, vars);
    k.setArg(1, target_buffer);
    k.setArg(2, form_buffer);
    k.setArg(3, operand_buffer);
    k.setArg(4, compare_buffer);
    k.setArg(5, olds);
    k.setArg(6, static_cast<cl_uint>(n));
    f.coordinator.launch(f.program, k, groups, 64);
    const auto finals = to_host<u64>(vars, variables);
    const auto old = to_host<u64>(olds, n);
    std::vector<std::vector<swatomic::ValueTransition>> per(variables);
    for (std::size_t i = 0; i < n; ++i)
        per[targets[i]].push_back({old[i], apply64(forms[i], old[i], operands[i], compares[i])});
    for (std::size_t v = 0; v < variables; ++v) {
        CAPTURE(v, start[v], finals[v]);
        REQUIRE(swatomic::check_serial_order(start[v], finals[v], per[v]) == "");
    }
}

TEST_CASE("float and double min, max and xchg against the serial-order oracle, NaN operands included", "[ops64][float]")
{
    auto &f = fixture();
    const unsigned form = GENERATE(0u, 1u, 2u, 3u, 4u, 5u);
    if (form >= 3 && !f.fp64) {
        WARN("device lacks fp64: the double forms are not run");
        return;
    }
    CAPTURE(form, swatomic::test::seed());
    auto rng = swatomic::test::rng(6500 + form);
    const std::size_t groups = launch_groups(f, "float_ops");
    const std::size_t n = groups * 64;
    const std::size_t variables = 2;
    std::vector<float> floats = {10.0f, -3.0f};
    std::vector<double> doubles = {10.0, -3.0};
    std::vector<cl_uint> targets(n), forms(n, form);
    std::vector<u64> operands(n);
    for (std::size_t i = 0; i < n; ++i) {
        targets[i] = static_cast<cl_uint>(rng() % variables);
        const double v = (static_cast<int>(rng() % 2001) - 1000) / 8.0;
        const bool nan = rng() % 16 == 0;  // NaN operands, first in their wave now and then
        if (form < 3) {
            const float x = nan ? std::numeric_limits<float>::quiet_NaN() : static_cast<float>(v);
            std::uint32_t bits;
            std::memcpy(&bits, &x, 4);
            operands[i] = bits;
        } else {
            const double x = nan ? std::numeric_limits<double>::quiet_NaN() : v;
            std::memcpy(&operands[i], &x, 8);
        }
    }
    cl::Buffer fb = to_device(floats), db = to_device(doubles), olds = to_device(std::vector<u64>(n, 0));
    cl::Buffer target_buffer = to_device(targets), form_buffer = to_device(forms), operand_buffer = to_device(operands);
    cl::Kernel k = f.program.kernel("float_ops");
    k.setArg(0, fb);
    k.setArg(1, db);
    k.setArg(2, target_buffer);
    k.setArg(3, form_buffer);
    k.setArg(4, operand_buffer);
    k.setArg(5, olds);
    k.setArg(6, static_cast<cl_uint>(n));
    f.coordinator.launch(f.program, k, groups, 64);
    const auto old = to_host<u64>(olds, n);
    const auto float_finals = to_host<float>(fb, variables);
    const auto double_finals = to_host<double>(db, variables);
    std::vector<std::vector<swatomic::ValueTransition>> per(variables);
    for (std::size_t i = 0; i < n; ++i) per[targets[i]].push_back({old[i], apply_float(form, old[i], operands[i])});
    for (std::size_t v = 0; v < variables; ++v) {
        u64 start_bits = 0, final_bits = 0;
        if (form < 3) {
            std::uint32_t s, e;
            std::memcpy(&s, &floats[v], 4);
            std::memcpy(&e, &float_finals[v], 4);
            start_bits = s;
            final_bits = e;
        } else {
            std::memcpy(&start_bits, &doubles[v], 8);
            std::memcpy(&final_bits, &double_finals[v], 8);
        }
        CAPTURE(v);
        REQUIRE(swatomic::check_serial_order(start_bits, final_bits, per[v]) == "");
    }
}
