// The OpenCL conformance suite's atomics cases, through the software atomic: every work-item
// of a launch at the co-resident limit, and of one twice beyond it (virtual groups), makes four
// operations of one form on ONE variable and keeps every old value; every form of int, uint,
// long and ulong (add, sub, inc, dec, min, max, and, or, xor, xchg, cmpxchg). Start values and
// operands make the sums wrap the modulus many times and inc and dec cross it, so the check is
// the Euler-trail oracle (swatomic::check_serial_order: some serial order of the transitions
// old -> apply(old) leads from the start value to the final one), which stays exact across wraps
// where sorting old values does not; the order-independent forms must also end at the fold of
// every operand.
#include <catch2/catch.hpp>

#include <algorithm>

#include "support.hpp"

namespace {

using swatomic::test::to_device;
using swatomic::test::to_host;
using u64 = std::uint64_t;

constexpr std::size_t kPerItem = 4;
constexpr std::size_t kLocal = 64;
constexpr unsigned kForms = 11;  // per type: add sub inc dec min max and or xor xchg cmpxchg

// Form f of type t (0 int, 1 uint, 2 long, 3 ulong) on variable 0; operands and compares per
// operation, old values per operation (bit patterns in a ulong).
const char *const kKernel = R"CL(
// Form `form` of one type: R = software_atom_<op>SFX(X, ...), V the operand, W cmpxchg's compare.
#define CTS_FORM(R, SFX, X, V, W)                                        \
    switch (form) {                                                      \
    case 0: R = software_atom_add##SFX(X, V); break;                     \
    case 1: R = software_atom_sub##SFX(X, V); break;                     \
    case 2: R = software_atom_inc##SFX(X); break;                        \
    case 3: R = software_atom_dec##SFX(X); break;                        \
    case 4: R = software_atom_min##SFX(X, V); break;                     \
    case 5: R = software_atom_max##SFX(X, V); break;                     \
    case 6: R = software_atom_and##SFX(X, V); break;                     \
    case 7: R = software_atom_or##SFX(X, V); break;                      \
    case 8: R = software_atom_xor##SFX(X, V); break;                     \
    case 9: R = software_atom_xchg##SFX(X, V); break;                    \
    default: R = software_atom_cmpxchg##SFX(X, W, V); break;             \
    }

__kernel void cts(__global ulong *var, __global const ulong *operands, __global const ulong *compares,
                  __global ulong *olds, uint type, uint form, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        for (uint k = 0; k < 4u; ++k) {
            const uint i = swatomic_global_id() * 4u + k;
            const ulong a = operands[i], c = compares[i];
            ulong old = 0;
            if (type == 0u) {
                int r = 0;
                CTS_FORM(r, , (__global int *)var, (int)(uint)a, (int)(uint)c)
                old = (uint)r;
            } else if (type == 1u) {
                uint r = 0;
                CTS_FORM(r, _uint, (__global uint *)var, (uint)a, (uint)c)
                old = r;
            } else if (type == 2u) {
                long r = 0;
                CTS_FORM(r, _long, (__global long *)var, as_long(a), as_long(c))
                old = as_ulong(r);
            } else {
                CTS_FORM(old, _ulong, var, a, c)
            }
            olds[i] = old;
        });
}
)CL";

struct Fixture : swatomic::test::CoordinatorProgram {
    Fixture() : CoordinatorProgram(kKernel, "cts_atomics_test.cl") {}
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

// The host's form: `type` 0-3 as above; values are the variable's bits (32-bit types in the
// low half, kept there).
u64 apply_form(unsigned type, unsigned form, u64 old, u64 a, u64 c)
{
    const bool wide = type >= 2, is_signed = type % 2 == 0;
    const u64 mask = wide ? ~0ull : 0xffffffffull;
    old &= mask;
    a &= mask;
    c &= mask;
    const auto as_signed = [&](u64 x) {
        return wide ? static_cast<std::int64_t>(x) : static_cast<std::int64_t>(static_cast<std::int32_t>(x));
    };
    const auto less = [&](u64 x, u64 y) { return is_signed ? as_signed(x) < as_signed(y) : x < y; };
    switch (form) {
    case 0: return (old + a) & mask;
    case 1: return (old - a) & mask;
    case 2: return (old + 1) & mask;
    case 3: return (old - 1) & mask;
    case 4: return less(a, old) ? a : old;
    case 5: return less(old, a) ? a : old;
    case 6: return old & a;
    case 7: return old | a;
    case 8: return old ^ a;
    case 9: return a;
    default: return old == c ? a : old;
    }
}

bool order_independent(unsigned form) { return form <= 8; }

void run_form(std::size_t groups, unsigned type, unsigned form)
{
    auto &f = fixture();
    const bool wide = type >= 2;
    const u64 mask = wide ? ~0ull : 0xffffffffull;
    const std::size_t n = groups * kLocal * kPerItem;
    auto rng = swatomic::test::rng(9000 + type * 100 + form + static_cast<std::uint32_t>(groups % 97));
    auto random = [&] { return (static_cast<u64>(rng()) << 32 | rng()) & mask; };
    // Each form's start makes its values cross the modulus or keep changing: inc and dec wrap
    // half-way through the launch, and clears bits of all ones, or sets bits of zero, one each,
    // min and max start anywhere; the rest start near the top of the range, where adds wrap at
    // once, then again every few operations.
    const unsigned bits = wide ? 64 : 32;
    const u64 start = form == 2   ? (0 - static_cast<u64>(n / 2)) & mask
                      : form == 3 ? static_cast<u64>(n / 2)
                      : form == 6 ? mask
                      : form == 7 ? 0
                      : form == 4 || form == 5 ? random()
                                  : (wide ? 0xfffffffffffff000ull : 0xfffff000ull) & mask;
    std::vector<u64> operands(n), compares(n);
    for (std::size_t i = 0; i < n; ++i) {
        operands[i] = form == 6 ? ~(u64{1} << (rng() % bits)) & mask  // and: clears one bit
                      : form == 7 ? (u64{1} << (rng() % bits))  // or: sets one bit
                                  : random();
        // cmpxchg: CTS-style guesses, the start value or a recent operand (sometimes right).
        compares[i] = rng() % 2 == 0 ? start : operands[i > 0 ? i - 1 : 0];
    }
    std::vector<u64> start_words{start};
    cl::Buffer var = to_device(start_words), olds = to_device(std::vector<u64>(n, 0));
    cl::Buffer operand_buffer = to_device(operands), compare_buffer = to_device(compares);
    cl::Kernel k = f.program.kernel("cts");
    k.setArg(0, var);
    k.setArg(1, operand_buffer);
    k.setArg(2, compare_buffer);
    k.setArg(3, olds);
    k.setArg(4, static_cast<cl_uint>(type));
    k.setArg(5, static_cast<cl_uint>(form));
    f.coordinator.launch(f.program, k, groups, kLocal);
    const u64 final_value = to_host<u64>(var, 1)[0] & mask;
    const auto old = to_host<u64>(olds, n);
    std::vector<swatomic::ValueTransition> transitions(n);
    u64 fold = start;
    for (std::size_t i = 0; i < n; ++i) {
        transitions[i] = {old[i] & mask, apply_form(type, form, old[i], operands[i], compares[i])};
        fold = apply_form(type, form, fold, operands[i], compares[i]);
    }
    if (!wide) REQUIRE((to_host<u64>(var, 1)[0] >> 32) == 0);  // the high half is not touched
    CAPTURE(start, final_value, fold);
    if (order_independent(form)) REQUIRE(final_value == fold);
    REQUIRE(swatomic::check_serial_order(start, final_value, transitions) == "");
}

}  // namespace

TEST_CASE("CTS atomics: every form, four per work-item on one variable, at the co-resident limit and beyond",
          "[cts]")
{
    auto &f = fixture();
    cl::Kernel k = f.program.kernel("cts");
    const std::size_t limit = f.coordinator.max_worker_groups(f.program, k, kLocal);
    REQUIRE(limit >= 1);
    const bool beyond = GENERATE(false, true);
    const std::size_t groups = beyond ? 2 * limit + 3 : limit;
    const unsigned type = GENERATE(0u, 1u, 2u, 3u);
    CAPTURE(limit, groups, type, swatomic::test::seed());
    for (unsigned form = 0; form < kForms; ++form) {
        CAPTURE(form);
        run_form(groups, type, form);
    }
}
