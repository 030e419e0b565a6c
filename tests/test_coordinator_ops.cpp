// The software_atom_* operations beyond int add, through the coordinator: every operation x
// int/uint (and the 64-bit and float adds) x key layout (all-equal, few random, all-distinct) x
// divergence (uniform, random callers), each checked against a host reference.
//
// Oracle for the exact operations (serial_order below): an atomic operation maps the value it
// found (its returned old value) to a new value, so the calls on one variable are the edges
// old -> apply(old, operand) of a multigraph, and "some serial order explains every returned
// old value and the final value" is exactly "the edges form one trail from the start value to
// the final value" (Euler: every value entered as often as left, start and final excepted, and
// every edge reachable from the start). That is the same oracle as check_atomic_chain, for any
// operation: for xchg it says {old values} + {final} == {start} + {operands} as multisets (and
// more), for cmpxchg that the successful calls form a chain start -> final and the failed ones
// saw values the variable held, for min/max/and/or that every old value is a state reachable in
// that order. The final value of order-independent operations is also compared with the fold.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <memory>
#include <numeric>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "coordinator_protocol.hpp"
#include "support.hpp"

namespace {

// Operation forms of the test kernels (the host mirror of the kernels' switch).
enum Form : cl_uint {
    kAdd, kSub, kInc, kDec, kMin, kMax, kAnd, kOr, kXor, kXchg, kCmpxchg,  // int
    kUintBase = 11,                                                          // same order, uint
    kAddFloat = 22,
    kXchgFloat = 23,
};
enum Form64 : cl_uint { kAddLong, kAddUlong, kAddDouble };

const char *const kOpNames[] = {"add", "sub", "inc", "dec", "min", "max", "and", "or", "xor", "xchg", "cmpxchg"};

std::string form_name(cl_uint form)
{
    if (form == kAddFloat) return "add_float";
    if (form == kXchgFloat) return "xchg_float";
    return std::string(kOpNames[form % kUintBase]) + (form >= kUintBase ? "_uint" : "");
}

const char *const kOpsKernels = R"CL(
uint apply_form(SWATOMIC_CTX_PARAM, uint form, __global uint *x, uint operand, uint compare)
{
    __global int *xi = (__global int *)x;
    switch (form) {
    case 0: return as_uint(software_atom_add(xi, as_int(operand)));
    case 1: return as_uint(software_atom_sub(xi, as_int(operand)));
    case 2: return as_uint(software_atom_inc(xi));
    case 3: return as_uint(software_atom_dec(xi));
    case 4: return as_uint(software_atom_min(xi, as_int(operand)));
    case 5: return as_uint(software_atom_max(xi, as_int(operand)));
    case 6: return as_uint(software_atom_and(xi, as_int(operand)));
    case 7: return as_uint(software_atom_or(xi, as_int(operand)));
    case 8: return as_uint(software_atom_xor(xi, as_int(operand)));
    case 9: return as_uint(software_atom_xchg(xi, as_int(operand)));
    case 10: return as_uint(software_atom_cmpxchg(xi, as_int(compare), as_int(operand)));
    case 11: return software_atom_add_uint(x, operand);
    case 12: return software_atom_sub_uint(x, operand);
    case 13: return software_atom_inc_uint(x);
    case 14: return software_atom_dec_uint(x);
    case 15: return software_atom_min_uint(x, operand);
    case 16: return software_atom_max_uint(x, operand);
    case 17: return software_atom_and_uint(x, operand);
    case 18: return software_atom_or_uint(x, operand);
    case 19: return software_atom_xor_uint(x, operand);
    case 20: return software_atom_xchg_uint(x, operand);
    case 21: return software_atom_cmpxchg_uint(x, compare, operand);
    case 22: return as_uint(software_atom_add_float((__global float *)x, as_float(operand)));
    case 23: return as_uint(software_atom_xchg_float((__global float *)x, as_float(operand)));
    }
    return 0xdeadbeefu;
}

void ops32_items(SWATOMIC_CTX_PARAM, __global uint *variables, __global const uint *targets,
                 __global const uint *forms, __global const uint *operands,
                 __global const uint *compares, __global const uchar *active, __global uint *olds,
                 uint n)
{
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) {
        if (active[i] == 0) continue;
        olds[i] = apply_form(SWATOMIC_CTX, forms[i], &variables[targets[i]], operands[i], compares[i]);
    }
}

__kernel void ops32(__global uint *variables, __global const uint *targets, __global const uint *forms,
                    __global const uint *operands, __global const uint *compares,
                    __global const uchar *active, __global uint *olds, uint n, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(ops32_items(SWATOMIC_CTX, variables, targets, forms, operands, compares, active, olds, n));
}

ulong apply_form64(SWATOMIC_CTX_PARAM, uint form, __global ulong *x, ulong operand)
{
    switch (form) {
    case 0: return as_ulong(software_atom_add_long((__global long *)x, as_long(operand)));
    case 1: return software_atom_add_ulong(x, operand);
#ifdef cl_khr_fp64
    case 2: return as_ulong(software_atom_add_double((__global double *)x, as_double(operand)));
#endif
    }
    return 0xdeadbeefdeadbeefUL;
}

void ops64_items(SWATOMIC_CTX_PARAM, __global ulong *variables, __global const uint *targets,
                 __global const ulong *operands, __global const uchar *active, __global ulong *olds,
                 uint n, uint form)
{
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) {
        if (active[i] == 0) continue;
        olds[i] = apply_form64(SWATOMIC_CTX, form, &variables[targets[i]], operands[i]);
    }
}

__kernel void ops64(__global ulong *variables, __global const uint *targets, __global const ulong *operands,
                    __global const uchar *active, __global ulong *olds, uint n, uint form,
                    SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(ops64_items(SWATOMIC_CTX, variables, targets, operands, active, olds, n, form));
}

// Item i: a 32-bit add when i is even, a 64-bit add when odd, all on variable[0].
void mixed_width_items(SWATOMIC_CTX_PARAM, __global ulong *variable, uint n)
{
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) {
        if (i % 2 == 0) software_atom_add((__global int *)variable, 1);
        else software_atom_add_ulong(variable, 1UL);
    }
}

__kernel void mixed_width(__global ulong *variable, uint n, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(mixed_width_items(SWATOMIC_CTX, variable, n));
}

// White box: each wave's first work-item posts one raw request per round (swatomic_request_,
// the path every software_atom_* takes), so that the coordinators see a mix of ops and widths
// on few addresses at once. Round r, wave k of group g is caller (r * groups + g) * waves + k.
ulong chunk_caller_address(__global uint *variables32, __global ulong *variables64, uint op, uint target)
{
    return SWATOMIC_OP_IS_64(op) ? (ulong)(uintptr_t)&variables64[target] : (ulong)(uintptr_t)&variables32[target];
}

void post_whole_chunks(SWATOMIC_CTX_PARAM, __global uint *variables32, __global ulong *variables64,
                       __global const uint *targets, __global const uint *ops,
                       __global const ulong *operands, __global ulong *olds, uint rounds)
{
    const uint waves = ((uint)get_local_size(0) + SWATOMIC_WAVE_WIDTH - 1u) / SWATOMIC_WAVE_WIDTH;
    if (get_local_id(0) % SWATOMIC_WAVE_WIDTH != 0) return;
    for (uint r = 0; r < rounds; ++r) {
        const uint caller = (r * swatomic_num_groups() + swatomic_group_id()) * waves + swatomic_wave_index();
        const uint op = ops[caller];
        const ulong operand = operands[caller];  // cmpxchg: compare << 32 | value
        const int cas = op == SWATOMIC_OP_CMPXCHG32;
        olds[caller] = swatomic_request_(SWATOMIC_CTX->wave, chunk_caller_address(variables32, variables64, op, targets[caller]), op,
                                         cas ? operand & 0xffffffffu : operand, cas ? operand >> 32 : 0ul, SWATOMIC_CALL_WAIT);
    }
}

__kernel void whole_chunks(__global uint *variables32, __global ulong *variables64,
                           __global const uint *targets, __global const uint *ops,
                           __global const ulong *operands, __global ulong *olds, uint rounds,
                           SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(post_whole_chunks(SWATOMIC_CTX, variables32, variables64, targets, ops, operands, olds, rounds));
}

__kernel void null_max(__global int *out, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        __global int *nowhere = 0;
        if (swatomic_global_id() == 3) out[0] = software_atom_max(nowhere, 1));
}
)CL";

struct Fixture : swatomic::test::CoordinatorProgram {
    // `compiler_options`: the soak case's A/B builds (-D...); empty otherwise.
    explicit Fixture(const std::string &compiler_options = {})
        : CoordinatorProgram(kOpsKernels, "coordinator_ops_test.cl", compiler_options)
    {
    }
    cl::Kernel ops32 = program.kernel("ops32");
    cl::Kernel ops64 = program.kernel("ops64");
};

Fixture &fixture()
{
    static Fixture f;  // one program build for the whole binary
    return f;
}

constexpr std::size_t kLocalSize = 64;

// Items per case: small on PoCL, where a CPU core shared by spinning groups makes every request
// cost up to a scheduler time slice (and one work-item of a group runs at a time anyway); 32x
// on a wavefront device, where warps aggregate.
std::size_t items(std::size_t pocl_count)
{
    return fixture().program.slot_width() > 1 ? 32 * pocl_count : pocl_count;
}

std::size_t worker_groups(cl::Kernel &kernel)
{
    auto &f = fixture();
    return std::min<std::size_t>(3, f.coordinator.max_worker_groups(f.program, kernel, kLocalSize));
}

// "" when the edges old -> new form one trail from start to final (see the file comment).
template <typename T>
std::string serial_order(T start, T final, const std::vector<std::pair<T, T>> &edges)
{
    std::vector<swatomic::ValueTransition> transitions;
    transitions.reserve(edges.size());
    for (const auto &[from, to] : edges) transitions.push_back({from, to});
    return swatomic::check_serial_order(start, final, transitions);  // swatomic/verify.hpp
}

std::uint32_t apply_host(cl_uint form, std::uint32_t old, std::uint32_t operand, std::uint32_t compare)
{
    if (form == kXchgFloat) return operand;
    const bool is_signed = form < kUintBase;
    switch (form % kUintBase) {
    case kAdd: return old + operand;
    case kSub: return old - operand;
    case kInc: return old + 1;
    case kDec: return old - 1;
    case kMin:
        return is_signed ? static_cast<std::uint32_t>(std::min(static_cast<std::int32_t>(old), static_cast<std::int32_t>(operand)))
                         : std::min(old, operand);
    case kMax:
        return is_signed ? static_cast<std::uint32_t>(std::max(static_cast<std::int32_t>(old), static_cast<std::int32_t>(operand)))
                         : std::max(old, operand);
    case kAnd: return old & operand;
    case kOr: return old | operand;
    case kXor: return old ^ operand;
    case kXchg: return operand;
    case kCmpxchg: return old == compare ? operand : old;
    }
    return old;
}

// Operations whose final value does not depend on the order (checked against the fold too).
bool order_independent(cl_uint form)
{
    const cl_uint op = form % kUintBase;
    return form != kXchgFloat && op != kXchg && op != kCmpxchg;
}

struct Workload32 {
    std::vector<cl_uint> start;
    std::vector<cl_uint> targets, forms, operands, compares;
    std::vector<cl_uchar> active;
};

// Key layouts: 1 variable (all keys equal), 4 variables at random, one variable per item.
Workload32 make_layout(std::size_t n, std::size_t variables, int active_percent, std::mt19937 &rng)
{
    Workload32 w;
    w.start.resize(variables);
    w.targets.resize(n);
    w.forms.resize(n);
    w.operands.resize(n);
    w.compares.assign(n, 0);
    w.active.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        w.targets[i] = variables == n ? static_cast<cl_uint>(i) : static_cast<cl_uint>(rng() % variables);
        w.active[i] = static_cast<cl_uchar>(static_cast<int>(rng() % 100) < active_percent);
    }
    return w;
}

// Operands and start values that make each operation's old values informative.
void fill_operands(Workload32 &w, cl_uint form, std::mt19937 &rng)
{
    const cl_uint op = form % kUintBase;
    for (auto &s : w.start) {
        s = rng();
        if (op == kAnd) s = 0xffffffffu;  // every and clears one bit
        if (op == kOr || op == kCmpxchg) s = 0;
    }
    for (std::size_t i = 0; i < w.targets.size(); ++i) {
        const cl_uint r = rng();
        switch (op) {
        case kAdd:
        case kSub: w.operands[i] = static_cast<cl_uint>(static_cast<int>(r % 2001) - 1000); break;
        case kAnd: w.operands[i] = ~(1u << (r % 32)); break;
        case kOr: w.operands[i] = 1u << (r % 32); break;
        case kXchg: w.operands[i] = static_cast<cl_uint>(i) * 2654435761u + 1u; break;  // distinct
        default: w.operands[i] = r; break;  // min/max: full range, negative ints included
        }
    }
    if (op == kCmpxchg) {
        // Per variable, its callers get compare = k, value = k + 1 for k = 0, 1, ... in a
        // shuffled order: whichever order the coordinator serves them in, the successful
        // calls build the chain 0 -> 1 -> ... and the others fail.
        std::vector<std::vector<std::size_t>> callers(w.start.size());
        for (std::size_t i = 0; i < w.targets.size(); ++i)
            if (w.active[i]) callers[w.targets[i]].push_back(i);
        for (auto &items : callers) {
            std::shuffle(items.begin(), items.end(), rng);
            for (std::size_t k = 0; k < items.size(); ++k) {
                w.compares[items[k]] = static_cast<cl_uint>(k);
                w.operands[items[k]] = static_cast<cl_uint>(k + 1);
            }
        }
    }
}

struct Result32 {
    std::vector<cl_uint> final_values, olds;
};

// `options`: LaunchOptions of the launch (the coordinator count, in the cases that set one);
// `groups`: requesting groups (0: up to 3); `stats`: where to put the launch's stats; `f`: the
// program and Coordinator (the soak case's own build, else the shared one).
Result32 run32(const Workload32 &w, const swatomic::LaunchOptions &options = {}, std::size_t groups = 0,
               swatomic::LaunchStats *stats_out = nullptr, Fixture &f = fixture())
{
    const std::size_t n = w.targets.size();
    cl::Buffer variables = swatomic::test::to_device(w.start);
    cl::Buffer olds = swatomic::test::to_device(std::vector<cl_uint>(n, 0xdeadbeefu));
    // Buffers live until the launch is over (clSetKernelArg does not retain them).
    const cl::Buffer targets = swatomic::test::to_device(w.targets), forms = swatomic::test::to_device(w.forms),
                     operands = swatomic::test::to_device(w.operands),
                     compares = swatomic::test::to_device(w.compares), active = swatomic::test::to_device(w.active);
    cl::Kernel &k = f.ops32;
    k.setArg(0, variables);
    k.setArg(1, targets);
    k.setArg(2, forms);
    k.setArg(3, operands);
    k.setArg(4, compares);
    k.setArg(5, active);
    k.setArg(6, olds);
    k.setArg(7, static_cast<cl_uint>(n));
    const swatomic::LaunchStats stats =
        f.coordinator.launch(f.program, k, groups != 0 ? groups : worker_groups(k), kLocalSize, options);
    if (options.coordinator_groups != 0) REQUIRE(stats.coordinator_groups == options.coordinator_groups);
    if (stats_out != nullptr) *stats_out = stats;
    return {swatomic::test::to_host<cl_uint>(variables, w.start.size()), swatomic::test::to_host<cl_uint>(olds, n)};
}

// Exact check of a 32-bit run: per variable, the serial-order oracle on apply_host's edges,
// plus the fold for order-independent operations.
void check_exact32(const Workload32 &w, const Result32 &r)
{
    const std::size_t vars = w.start.size();
    std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> edges(vars);
    std::vector<std::uint32_t> fold(w.start.begin(), w.start.end());
    // One commutative operation on a variable: its final value is the fold. (Different ones
    // mixed, say add and min, do not commute: then only the serial-order oracle applies.)
    std::vector<bool> foldable(vars, true);
    std::vector<cl_uint> form_of(vars, ~0u);
    for (std::size_t i = 0; i < w.targets.size(); ++i) {
        if (!w.active[i]) continue;
        const cl_uint v = w.targets[i];
        edges[v].emplace_back(r.olds[i], apply_host(w.forms[i], r.olds[i], w.operands[i], w.compares[i]));
        fold[v] = apply_host(w.forms[i], fold[v], w.operands[i], w.compares[i]);
        if (form_of[v] == ~0u) form_of[v] = w.forms[i];
        const bool additive = w.forms[i] % kUintBase <= kDec && form_of[v] % kUintBase <= kDec;  // +, -, inc, dec
        foldable[v] = foldable[v] && order_independent(w.forms[i]) && (form_of[v] == w.forms[i] || additive);
    }
    for (std::size_t v = 0; v < vars; ++v) {
        CAPTURE(v, w.start[v], r.final_values[v]);
        if (foldable[v]) REQUIRE(r.final_values[v] == fold[v]);
        REQUIRE(serial_order<std::uint32_t>(w.start[v], r.final_values[v], edges[v]) == "");
    }
}

std::size_t variable_count(const std::string &layout, std::size_t n)
{
    return layout == "all-equal" ? 1 : layout == "few" ? 4 : n;
}

}  // namespace

TEST_CASE("int and uint operations against the serial-order oracle", "[ops]")
{
    const cl_uint op = GENERATE(range(0u, 11u));
    const bool is_uint = GENERATE(false, true);
    const std::string layout = GENERATE(as<std::string>{}, "all-equal", "few", "all-distinct");
    const int active_percent = GENERATE(100, 50);  // uniform callers, random divergence
    const cl_uint form = op + (is_uint ? kUintBase : 0u);
    const std::string name = form_name(form);
    CAPTURE(name, layout, active_percent, swatomic::test::seed());
    const std::size_t n = items(64);
    auto rng = swatomic::test::rng(form * 100 + static_cast<std::uint32_t>(active_percent) + layout.size());
    Workload32 w = make_layout(n, variable_count(layout, n), active_percent, rng);
    std::fill(w.forms.begin(), w.forms.end(), form);
    fill_operands(w, form, rng);
    check_exact32(w, run32(w));
}

TEST_CASE("1 to 32 distinct addresses per wave, every operation", "[ops][waves]")
{
    // Lane l of every 32 consecutive work-items names variable l % distinct: on the width-32 path
    // a wave posts `distinct` requests in one round (one per address), on the width-1 path every
    // work-item posts its own. Divergent callers too.
    const cl_uint op = GENERATE(range(0u, 11u));
    const std::size_t distinct = GENERATE(1, 2, 7, 32);
    const int active_percent = GENERATE(100, 50);
    const std::string name = form_name(op);
    CAPTURE(name, distinct, active_percent, swatomic::test::seed());
    const std::size_t n = items(64);
    auto rng = swatomic::test::rng(op * 1000 + static_cast<std::uint32_t>(distinct * 10 + active_percent));
    Workload32 w = make_layout(n, distinct, active_percent, rng);
    for (std::size_t i = 0; i < n; ++i) w.targets[i] = static_cast<cl_uint>((i % 32) % distinct);
    std::fill(w.forms.begin(), w.forms.end(), op);
    fill_operands(w, op, rng);
    check_exact32(w, run32(w));
}

TEST_CASE("several coordinator groups: every operation, a wave's addresses spread over them", "[ops][coordinators]")
{
    // Each coordinator serves the addresses that hash to it: a wave whose lanes name several
    // variables posts to several coordinators at once and waits for all of them. On PoCL the
    // requesting groups then run as virtual groups on the threads the coordinators leave.
    const std::uint32_t coordinators = GENERATE(2u, 3u);
    const cl_uint op = GENERATE(range(0u, 11u));
    const std::size_t distinct = GENERATE(7, 32);
    const int active_percent = GENERATE(100, 50);
    const std::string name = form_name(op);
    CAPTURE(coordinators, name, distinct, active_percent, swatomic::test::seed());
    const std::size_t n = items(64);
    auto rng = swatomic::test::rng(op * 1000 + coordinators * 7 + static_cast<std::uint32_t>(distinct * 10 + active_percent));
    Workload32 w = make_layout(n, distinct, active_percent, rng);
    for (std::size_t i = 0; i < n; ++i) w.targets[i] = static_cast<cl_uint>((i * 5 + i / 32) % distinct);
    std::fill(w.forms.begin(), w.forms.end(), op);
    fill_operands(w, op, rng);
    swatomic::LaunchOptions options;
    options.coordinator_groups = coordinators;
    check_exact32(w, run32(w, options));
}

namespace {

// The hot-variable cases' requesting groups: on a GPU up to 256 (every coordinator's share holds
// requests); on PoCL 0, the co-resident limit.
std::size_t hot_variable_groups(Fixture &f, std::uint32_t coordinators)
{
    return f.program.slot_width() > 1
               ? std::min<std::size_t>(256, f.coordinator.max_worker_groups(f.program, f.ops32, kLocalSize) - coordinators)
               : 0;
}

// Every caller names variable 0 with `form`; ~0u is "mixed": add and max alternating by 32
// work-items, so that a wave of the width-32 path has one class.
Workload32 hot_variable_workload(std::size_t n, cl_uint form, int active_percent, std::mt19937 &rng)
{
    Workload32 w = make_layout(n, 1, active_percent, rng);
    if (form == ~0u) {
        for (std::size_t i = 0; i < n; ++i) w.forms[i] = (i / 32) % 2 ? kMax : kAdd;
        fill_operands(w, kAdd, rng);
    } else {
        std::fill(w.forms.begin(), w.forms.end(), form);
        fill_operands(w, form, rng);
    }
    return w;
}

}  // namespace

TEST_CASE("a hot variable's requests are folded by every coordinator and keep one serial order", "[ops][coordinators][hot]")
{
    // Every caller names one variable: the coordinators that do not own it fold their share's
    // requests of add, min, max, and, or and xor into one request to the owner, and send xchg
    // and cmpxchg one by one; "mixed" alternates add and max on the variable (no fold: each
    // request goes to the owner alone). Two launches on one Coordinator.
    const std::uint32_t coordinators = GENERATE(2u, 3u);
    const cl_uint form = GENERATE(kAdd, kSub, kInc, kMin, kMax, kAnd, kOr, kXor, kXchg, kCmpxchg, kAdd + kUintBase,
                                  kMin + kUintBase, kMax + kUintBase, kAnd + kUintBase, ~0u);
    const int active_percent = GENERATE(100, 50);
    const std::string name = form == ~0u ? "mixed add/max" : form_name(form);
    CAPTURE(coordinators, name, active_percent, swatomic::test::seed());
    auto &f = fixture();
    const bool wave_path = f.program.slot_width() > 1;
    const std::size_t groups = hot_variable_groups(f, coordinators);
    const std::size_t n = wave_path ? 16 * groups * kLocalSize : 400;
    swatomic::LaunchOptions options;
    options.coordinator_groups = coordinators;
    for (int launch = 0; launch < 2; ++launch) {
        CAPTURE(launch);
        auto rng = swatomic::test::rng(77000 + form * 10 + coordinators + static_cast<std::uint32_t>(active_percent) + launch);
        const Workload32 w = hot_variable_workload(n, form, active_percent, rng);
        swatomic::LaunchStats stats;
        check_exact32(w, run32(w, options, groups, &stats));
        CHECK(stats.coordinator_groups == coordinators);
    }
}

namespace {

// A comma-separated list of numbers from the environment, or `fallback` when unset.
std::vector<std::uint32_t> env_list(const char *name, std::vector<std::uint32_t> fallback)
{
    const char *text = std::getenv(name);
    if (text == nullptr || *text == '\0') return fallback;
    std::vector<std::uint32_t> values;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        values.push_back(item == "mixed" ? ~0u : static_cast<std::uint32_t>(std::stoul(item)));
    return values;
}

}  // namespace

// Hidden (run with `test_coordinator_ops [.soak]`, or "[soak]" by name): the hot-variable case's launch
// sequence, over and over on one Coordinator, one line per launch on stdout, flushed, so that a
// launch that never ends shows which one it was (a watchdog outside kills the process: a hang
// is not something a test can end from inside). Set by the environment:
//   SWATOMIC_SOAK_LAUNCHES     launches in all (default 100)
//   SWATOMIC_SOAK_FORMS        forms, e.g. "15,16,mixed" (default: the hot-variable case's list)
//   SWATOMIC_SOAK_COORDINATORS coordinator counts (default "2,3")
//   SWATOMIC_SOAK_ACTIVE       percentages of active callers (default "100,50")
//   SWATOMIC_SOAK_OPTIONS      compiler options of an own build (e.g. -cl-opt-disable)
//   SWATOMIC_SOAK_PER_ITEM     calls per work-item (default 16, as in the hot-variable case)
TEST_CASE("soak: the hot-variable sequence repeated, one line per launch", "[.soak]")
{
    const auto forms = env_list("SWATOMIC_SOAK_FORMS", {kAdd, kSub, kInc, kMin, kMax, kAnd, kOr, kXor, kXchg, kCmpxchg,
                                                        kAdd + kUintBase, kMin + kUintBase, kMax + kUintBase,
                                                        kAnd + kUintBase, ~0u});
    const auto coordinator_counts = env_list("SWATOMIC_SOAK_COORDINATORS", {2, 3});
    const auto actives = env_list("SWATOMIC_SOAK_ACTIVE", {100, 50});
    const std::uint32_t launches = env_list("SWATOMIC_SOAK_LAUNCHES", {100}).at(0);
    const std::uint32_t per_item = env_list("SWATOMIC_SOAK_PER_ITEM", {16}).at(0);
    REQUIRE((!forms.empty() && !coordinator_counts.empty() && !actives.empty()));
    const char *options_text = std::getenv("SWATOMIC_SOAK_OPTIONS");
    std::unique_ptr<Fixture> own;
    if (options_text != nullptr && *options_text != '\0') own = std::make_unique<Fixture>(options_text);
    Fixture &f = own ? *own : fixture();
    const bool wave_path = f.program.slot_width() > 1;
    std::uint32_t launch = 0;
    for (std::uint32_t round = 0; launch < launches; ++round)
        for (const std::uint32_t coordinators : coordinator_counts)
            for (const cl_uint form : forms)
                for (const std::uint32_t active_percent : actives)
                    for (int twice = 0; twice < 2 && launch < launches; ++twice, ++launch) {
                        const std::size_t groups = hot_variable_groups(f, coordinators);
                        const std::size_t n = wave_path ? per_item * groups * kLocalSize : 400;
                        swatomic::LaunchOptions options;
                        options.coordinator_groups = coordinators;
                        auto rng = swatomic::test::rng(78000 + launch);
                        const Workload32 w = hot_variable_workload(n, form, static_cast<int>(active_percent), rng);
                        std::cout << "launch " << launch << " round " << round << " coordinators " << coordinators
                                  << " form " << (form == ~0u ? std::string("mixed") : form_name(form)) << " active "
                                  << active_percent << "% ..." << std::flush;
                        CAPTURE(launch, round, coordinators, form, active_percent, swatomic::test::seed());
                        swatomic::LaunchStats stats;
                        const auto start = std::chrono::steady_clock::now();
                        check_exact32(w, run32(w, options, groups, &stats, f));
                        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
                        std::cout << " ok " << took.count() << " s, " << stats.requests << " requests" << std::endl;
                    }
}

TEST_CASE("a coordinator count the launch cannot take is an InvalidArgument or LaunchLimitExceeded", "[ops][coordinators][errors]")
{
    auto &f = fixture();
    Workload32 w;
    w.start = {0};
    w.targets.assign(8, 0);
    w.forms.assign(8, kAdd);
    w.operands.assign(8, 1);
    w.compares.assign(8, 0);
    w.active.assign(8, 1);
    swatomic::LaunchOptions options;
    options.coordinator_groups = SWATOMIC_MAX_COORDINATORS + 1;
    CHECK_THROWS_AS(run32(w, options), swatomic::InvalidArgument);
    const std::size_t limit = f.coordinator.occupancy(f.program, f.ops32, kLocalSize).max_groups;
    if (limit <= SWATOMIC_MAX_COORDINATORS) {  // PoCL: its thread count
        options.coordinator_groups = static_cast<std::uint32_t>(limit);
        CHECK_THROWS_AS(run32(w, options), swatomic::LaunchLimitExceeded);
    } else {
        WARN("co-resident limit " << limit << " is above the coordinator count's limit: no count leaves no room");
    }
    options.coordinator_groups = 0;
    const Result32 r = run32(w, options);  // nothing was enqueued: the next launch is exact
    CHECK(r.final_values[0] == 8);
    check_exact32(w, r);
}

TEST_CASE("inc and dec are +1 and -1 and wrap like OpenCL's", "[ops]")
{
    Workload32 w;
    w.start = {0x7fffffffu, 0u, 0xffffffffu, 0x80000000u};
    const std::size_t n = 200;
    for (std::size_t i = 0; i < n; ++i) {
        w.targets.push_back(static_cast<cl_uint>(i % 4));
        w.forms.push_back(i % 4 < 2 ? (i % 8 < 4 ? kInc : kInc + kUintBase) : (i % 8 < 4 ? kDec : kDec + kUintBase));
    }
    w.operands.assign(n, 12345);  // ignored by inc/dec
    w.compares.assign(n, 0);
    w.active.assign(n, 1);
    const Result32 r = run32(w);
    CHECK(r.final_values == std::vector<cl_uint>{0x7fffffffu + 50u, 50u, 0xffffffffu - 50u, 0x80000000u - 50u});
    check_exact32(w, r);
}

TEST_CASE("different operations mixed in one launch, on shared and own variables", "[ops][divergence]")
{
    // Neighbouring work-items call different operations (on NVIDIA, lanes of one warp with
    // different ops on one address must not be combined); a variable may see several ops.
    const std::size_t variables = GENERATE(1, 3, 50);
    const int active_percent = GENERATE(100, 60);
    CAPTURE(variables, active_percent, swatomic::test::seed());
    auto rng = swatomic::test::rng(static_cast<std::uint32_t>(7000 + variables * 10 + active_percent));
    const std::size_t n = items(200);
    Workload32 w = make_layout(n, variables, active_percent, rng);
    for (auto &s : w.start) s = rng() % 16;
    for (std::size_t i = 0; i < n; ++i) {
        w.forms[i] = static_cast<cl_uint>(rng() % 22);
        w.operands[i] = rng() % 16;  // small values: old values repeat, the oracle still decides
        w.compares[i] = rng() % 16;
    }
    check_exact32(w, run32(w));
}

TEST_CASE("float xchg returns each value once", "[ops][float]")
{
    auto rng = swatomic::test::rng(8101);
    const std::size_t n = items(100);
    Workload32 w = make_layout(n, 2, 100, rng);
    std::fill(w.forms.begin(), w.forms.end(), kXchgFloat);
    w.start = {0u, 0u};  // 0.0f
    for (std::size_t i = 0; i < n; ++i) {
        const float value = static_cast<float>(i) + 0.25f;
        std::uint32_t bits;
        std::memcpy(&bits, &value, sizeof bits);
        w.operands[i] = bits;
    }
    check_exact32(w, run32(w));
}

namespace {

// Float/double add: order changes rounding, so exactness is replaced by a bound. With positive
// operands in [1, 2) the exact partial sums are at least 1 apart; every returned old value is a
// partial sum (start + the operands served before it, in some order) computed in some order of
// additions, so it is within (n + 1) * eps * (|start| + sum |operands|) of the exact one (the
// recursive-summation bound, gamma_n, with a factor-2 margin: eps is twice the unit roundoff).
// As long as that is below 1/2, sorting the old values recovers the serial order, and the k-th
// smallest old value must match start + the operands of the k callers before it in that order,
// summed in long double (exact here: 64-bit mantissa). The final value likewise.
template <typename F>
void check_float_adds(F start, F final, std::vector<std::pair<F, F>> calls /* (old, operand) */, long double eps)
{
    long double magnitude = std::fabs(static_cast<long double>(start));
    for (const auto &c : calls) magnitude += std::fabs(static_cast<long double>(c.second));
    const long double tolerance = (calls.size() + 1) * eps * magnitude;
    REQUIRE(tolerance < 0.5L);
    std::sort(calls.begin(), calls.end());
    long double exact = start;
    for (std::size_t k = 0; k < calls.size(); ++k) {
        CAPTURE(k, static_cast<double>(calls[k].first), static_cast<double>(exact), static_cast<double>(tolerance));
        REQUIRE(std::fabs(static_cast<long double>(calls[k].first) - exact) <= tolerance);
        exact += calls[k].second;
    }
    CAPTURE(static_cast<double>(final), static_cast<double>(exact), static_cast<double>(tolerance));
    REQUIRE(std::fabs(static_cast<long double>(final) - exact) <= tolerance);
}

float as_float(std::uint32_t bits)
{
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

}  // namespace

TEST_CASE("float add against a long double reference", "[ops][float]")
{
    const std::string layout = GENERATE(as<std::string>{}, "all-equal", "few", "all-distinct");
    const int active_percent = GENERATE(100, 50);
    CAPTURE(layout, active_percent, swatomic::test::seed());
    auto rng = swatomic::test::rng(8200 + static_cast<std::uint32_t>(active_percent) + layout.size());
    const std::size_t n = std::min<std::size_t>(items(100), 1000);  // keeps the float bound below 1/2
    Workload32 w = make_layout(n, variable_count(layout, n), active_percent, rng);
    std::fill(w.forms.begin(), w.forms.end(), kAddFloat);
    std::uniform_real_distribution<float> operand(1.0f, 2.0f);
    for (auto &s : w.start) {
        const float value = 0.5f + static_cast<float>(rng() % 100);
        std::memcpy(&s, &value, sizeof s);
    }
    for (auto &o : w.operands) {
        const float value = operand(rng);
        std::memcpy(&o, &value, sizeof o);
    }
    const Result32 r = run32(w);
    std::vector<std::vector<std::pair<float, float>>> calls(w.start.size());
    for (std::size_t i = 0; i < n; ++i)
        if (w.active[i]) calls[w.targets[i]].emplace_back(as_float(r.olds[i]), as_float(w.operands[i]));
    for (std::size_t v = 0; v < w.start.size(); ++v) {
        CAPTURE(v);
        check_float_adds<float>(as_float(w.start[v]), as_float(r.final_values[v]), calls[v], FLT_EPSILON);
    }
}

namespace {

struct Result64 {
    std::vector<cl_ulong> final_values, olds;
};

Result64 run64(cl_uint form, const std::vector<cl_ulong> &start, const std::vector<cl_uint> &targets,
               const std::vector<cl_ulong> &operands, const std::vector<cl_uchar> &active,
               const swatomic::LaunchOptions &options = {})
{
    auto &f = fixture();
    const std::size_t n = targets.size();
    cl::Buffer variables = swatomic::test::to_device(start);
    cl::Buffer olds = swatomic::test::to_device(std::vector<cl_ulong>(n, 0));
    const cl::Buffer target_buffer = swatomic::test::to_device(targets),
                     operand_buffer = swatomic::test::to_device(operands),
                     active_buffer = swatomic::test::to_device(active);
    cl::Kernel &k = f.ops64;
    k.setArg(0, variables);
    k.setArg(1, target_buffer);
    k.setArg(2, operand_buffer);
    k.setArg(3, active_buffer);
    k.setArg(4, olds);
    k.setArg(5, static_cast<cl_uint>(n));
    k.setArg(6, form);
    f.coordinator.launch(f.program, k, worker_groups(k), kLocalSize, options);
    return {swatomic::test::to_host<cl_ulong>(variables, start.size()), swatomic::test::to_host<cl_ulong>(olds, n)};
}

}  // namespace

TEST_CASE("long and ulong add: carries across 32 bits, exact chain", "[ops][64bit]")
{
    const cl_uint form = GENERATE(kAddLong, kAddUlong);
    const std::string layout = GENERATE(as<std::string>{}, "all-equal", "few", "all-distinct");
    const int active_percent = GENERATE(100, 50);
    swatomic::LaunchOptions options;
    options.coordinator_groups = GENERATE(0u, 2u);  // the default, and two coordinators
    CAPTURE(form, layout, active_percent, options.coordinator_groups, swatomic::test::seed());
    auto rng = swatomic::test::rng(9000 + form * 10 + static_cast<std::uint32_t>(active_percent) + layout.size());
    const std::size_t n = items(100);
    Workload32 layout32 = make_layout(n, variable_count(layout, n), active_percent, rng);
    std::vector<cl_ulong> start(layout32.start.size()), operands(n);
    // Starts just below a 32-bit boundary and near the 64-bit wrap; operands of +-2^40.
    for (std::size_t v = 0; v < start.size(); ++v)
        start[v] = v % 2 == 0 ? 0xfffffff0ull + (static_cast<cl_ulong>(rng()) << 32) : 0xffffffffffffff00ull;
    for (auto &o : operands) {
        const std::int64_t value = (static_cast<std::int64_t>(rng()) << 8) - (std::int64_t{1} << 39);
        o = static_cast<cl_ulong>(value);
    }
    const Result64 r = run64(form, start, layout32.targets, operands, layout32.active, options);
    std::vector<std::vector<std::pair<std::uint64_t, std::uint64_t>>> edges(start.size());
    std::vector<std::uint64_t> sums(start.begin(), start.end());
    for (std::size_t i = 0; i < n; ++i) {
        if (!layout32.active[i]) continue;
        edges[layout32.targets[i]].emplace_back(r.olds[i], r.olds[i] + operands[i]);
        sums[layout32.targets[i]] += operands[i];
    }
    for (std::size_t v = 0; v < start.size(); ++v) {
        CAPTURE(v);
        REQUIRE(r.final_values[v] == sums[v]);
        REQUIRE(serial_order<std::uint64_t>(start[v], r.final_values[v], edges[v]) == "");
    }
}

TEST_CASE("double add against a long double reference", "[ops][float][64bit]")
{
    auto &f = fixture();
    if (!f.fp64) {
        WARN("device has no cl_khr_fp64: software_atom_add_double is not compiled; skipped");
        return;
    }
    const std::string layout = GENERATE(as<std::string>{}, "all-equal", "few", "all-distinct");
    const int active_percent = GENERATE(100, 50);
    CAPTURE(layout, active_percent, swatomic::test::seed());
    auto rng = swatomic::test::rng(9500 + static_cast<std::uint32_t>(active_percent) + layout.size());
    const std::size_t n = items(100);
    Workload32 layout32 = make_layout(n, variable_count(layout, n), active_percent, rng);
    std::uniform_real_distribution<double> operand(1.0, 2.0);
    std::vector<cl_ulong> start(layout32.start.size()), operands(n);
    auto bits = [](double d) {
        cl_ulong b;
        std::memcpy(&b, &d, sizeof b);
        return b;
    };
    auto value = [](cl_ulong b) {
        double d;
        std::memcpy(&d, &b, sizeof d);
        return d;
    };
    for (auto &s : start) s = bits(1e6 + 0.125 * (rng() % 64));  // large start: rounding in every add
    for (auto &o : operands) o = bits(operand(rng));
    const Result64 r = run64(kAddDouble, start, layout32.targets, operands, layout32.active);
    std::vector<std::vector<std::pair<double, double>>> calls(start.size());
    for (std::size_t i = 0; i < n; ++i)
        if (layout32.active[i]) calls[layout32.targets[i]].emplace_back(value(r.olds[i]), value(operands[i]));
    for (std::size_t v = 0; v < start.size(); ++v) {
        CAPTURE(v);
        check_float_adds<double>(value(start[v]), value(r.final_values[v]), calls[v], DBL_EPSILON);
    }
}

TEST_CASE("32- and 64-bit operations on one variable are a MixedWidthError and the next launch is clean", "[ops][errors]")
{
    auto &f = fixture();
    cl::Kernel kernel = f.program.kernel("mixed_width");
    cl::Buffer variable = swatomic::test::to_device(std::vector<cl_ulong>{0});
    kernel.setArg(0, variable);
    kernel.setArg(1, cl_uint{64});
    const std::size_t local_size = GENERATE(2, 32);
    swatomic::LaunchOptions options;
    options.coordinator_groups = GENERATE(0u, 2u);  // one address has one coordinator, whatever the count
    CAPTURE(local_size, options.coordinator_groups);
    try {
        f.coordinator.launch(f.program, kernel, 1, local_size, options);
        FAIL("no exception");
    } catch (const swatomic::MixedWidthError &e) {
        CHECK(e.status() == swatomic::Status::MixedWidth);
        CHECK(std::string(e.what()).find("32-bit and 64-bit") != std::string::npos);
    }
    // The protocol state is reset after the failure: a normal launch gives exact results.
    Workload32 w;
    w.start = {5};
    for (cl_uint i = 0; i < 100; ++i) {
        w.targets.push_back(0);
        w.forms.push_back(i % 2 ? kXor : kAdd + kUintBase);
        w.operands.push_back(i * 3 + 1);
        w.compares.push_back(0);
        w.active.push_back(1);
    }
    check_exact32(w, run32(w));
}

TEST_CASE("a new operation on a null pointer is a NullAddressError", "[ops][errors]")
{
    auto &f = fixture();
    cl::Kernel kernel = f.program.kernel("null_max");
    cl::Buffer out = swatomic::test::to_device(std::vector<cl_int>{0});
    kernel.setArg(0, out);
    CHECK_THROWS_AS(f.coordinator.launch(f.program, kernel, 1, 8), swatomic::NullAddressError);
}

namespace {

// Raw SWATOMIC_OP_* codes of the white-box window test (kernels/swatomic/protocol.h).

std::uint32_t apply_op_host(cl_uint op, std::uint32_t old, cl_ulong operand)
{
    const auto v = static_cast<std::uint32_t>(operand);
    switch (op) {
    case SWATOMIC_OP_ADD32: return apply_host(kAdd, old, v, 0);
    case SWATOMIC_OP_MIN_I32: return apply_host(kMin, old, v, 0);
    case SWATOMIC_OP_MAX_I32: return apply_host(kMax, old, v, 0);
    case SWATOMIC_OP_MIN_U32: return apply_host(kMin + kUintBase, old, v, 0);
    case SWATOMIC_OP_MAX_U32: return apply_host(kMax + kUintBase, old, v, 0);
    case SWATOMIC_OP_AND32: return apply_host(kAnd, old, v, 0);
    case SWATOMIC_OP_OR32: return apply_host(kOr, old, v, 0);
    case SWATOMIC_OP_XOR32: return apply_host(kXor, old, v, 0);
    case SWATOMIC_OP_XCHG32: return apply_host(kXchg, old, v, 0);
    case SWATOMIC_OP_CMPXCHG32: return apply_host(kCmpxchg, old, v, static_cast<std::uint32_t>(operand >> 32));
    }
    return old;
}

struct ChunkWorkload {
    std::vector<cl_uint> start32;
    std::vector<cl_ulong> start64;
    std::vector<cl_uint> targets, ops;
    std::vector<cl_ulong> operands;
    cl_uint rounds = 0;
};

struct ChunkResult {
    std::vector<cl_uint> final32;
    std::vector<cl_ulong> final64, olds;
};

// same_buffer: variables64 is variables32 (a 32- and a 64-bit op can then name one address).
ChunkResult run_chunks(const ChunkWorkload &w, std::size_t groups, bool same_buffer = false)
{
    auto &f = fixture();
    cl::Kernel kernel = f.program.kernel("whole_chunks");
    const std::size_t n = w.targets.size();
    const cl::Buffer variables32 = swatomic::test::to_device(w.start32);
    const cl::Buffer variables64 = same_buffer ? variables32 : swatomic::test::to_device(w.start64);
    const cl::Buffer targets = swatomic::test::to_device(w.targets), ops = swatomic::test::to_device(w.ops),
                     operands = swatomic::test::to_device(w.operands),
                     olds = swatomic::test::to_device(std::vector<cl_ulong>(n, 0));
    kernel.setArg(0, variables32);
    kernel.setArg(1, variables64);
    kernel.setArg(2, targets);
    kernel.setArg(3, ops);
    kernel.setArg(4, operands);
    kernel.setArg(5, olds);
    kernel.setArg(6, w.rounds);
    f.coordinator.launch(f.program, kernel, groups, kLocalSize);
    return {swatomic::test::to_host<cl_uint>(variables32, w.start32.size()),
            same_buffer ? std::vector<cl_ulong>{} : swatomic::test::to_host<cl_ulong>(variables64, w.start64.size()),
            swatomic::test::to_host<cl_ulong>(olds, n)};
}

}  // namespace

TEST_CASE("the coordinator applies a chunk's same-address requests in order, any op mix", "[ops][chunk]")
{
    auto &f = fixture();
    const std::size_t variables32 = GENERATE(1, 3);
    CAPTURE(variables32, swatomic::test::seed());
    auto rng = swatomic::test::rng(static_cast<std::uint32_t>(9900 + variables32));
    cl::Kernel kernel = f.program.kernel("whole_chunks");
    const std::size_t groups = std::min<std::size_t>(2, f.coordinator.max_worker_groups(f.program, kernel, kLocalSize));
    const std::size_t slots = groups * swatomic::protocol::slots_per_group(kLocalSize, f.program.slot_width());
    ChunkWorkload w;
    w.rounds = 6;
    const std::size_t n = w.rounds * slots;
    w.start32.resize(variables32);
    for (auto &s : w.start32) s = rng() % 16;
    w.start64 = {0xfffffff0ull, 0x7fffffffffffff00ull};
    for (std::size_t i = 0; i < n; ++i) {
        const cl_uint r = rng() % 20;
        // Half int adds (the common case), the rest spread over every other 32-bit op and ulong add.
        const cl_uint op = r < 8 ? SWATOMIC_OP_ADD32 : r < 10 ? SWATOMIC_OP_ADD64 : SWATOMIC_OP_MIN_I32 + (r - 10) % 9;
        w.ops.push_back(op);
        w.targets.push_back(op == SWATOMIC_OP_ADD64 ? rng() % 2 : static_cast<cl_uint>(rng() % variables32));
        if (op == SWATOMIC_OP_ADD64) w.operands.push_back((static_cast<cl_ulong>(rng()) << 4) | 1);
        else if (op == SWATOMIC_OP_CMPXCHG32) w.operands.push_back((static_cast<cl_ulong>(rng() % 16) << 32) | (rng() % 16));
        else if (op == SWATOMIC_OP_MIN_I32 || op == SWATOMIC_OP_MAX_I32) w.operands.push_back(static_cast<cl_uint>(static_cast<int>(rng() % 16) - 8));
        else w.operands.push_back(rng() % 16);
    }
    const ChunkResult r = run_chunks(w, groups);

    std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> edges32(variables32);
    std::vector<std::vector<std::pair<std::uint64_t, std::uint64_t>>> edges64(2);
    std::vector<std::uint64_t> sums64(w.start64.begin(), w.start64.end());
    for (std::size_t i = 0; i < n; ++i) {
        if (w.ops[i] == SWATOMIC_OP_ADD64) {
            edges64[w.targets[i]].emplace_back(r.olds[i], r.olds[i] + w.operands[i]);
            sums64[w.targets[i]] += w.operands[i];
        } else {
            REQUIRE(r.olds[i] >> 32 == 0);  // 32-bit old values come back zero-extended
            const auto old = static_cast<std::uint32_t>(r.olds[i]);
            edges32[w.targets[i]].emplace_back(old, apply_op_host(w.ops[i], old, w.operands[i]));
        }
    }
    for (std::size_t v = 0; v < variables32; ++v) {
        CAPTURE(v);
        REQUIRE(serial_order<std::uint32_t>(w.start32[v], r.final32[v], edges32[v]) == "");
    }
    for (std::size_t v = 0; v < 2; ++v) {
        CAPTURE(v);
        REQUIRE(r.final64[v] == sums64[v]);
        REQUIRE(serial_order<std::uint64_t>(w.start64[v], r.final64[v], edges64[v]) == "");
    }
}

TEST_CASE("a 32- and a 64-bit request to one address in one chunk are a MixedWidthError", "[ops][chunk][errors]")
{
    auto &f = fixture();
    const std::size_t slots = swatomic::protocol::slots_per_group(kLocalSize, f.program.slot_width());
    ChunkWorkload w;
    w.rounds = 1;
    w.start32 = {0, 0, 0, 0};  // 16 bytes: variables64[0] overlaps variables32[0..1]
    for (std::size_t i = 0; i < slots; ++i) {
        w.ops.push_back(i == slots / 2 ? SWATOMIC_OP_ADD64 : SWATOMIC_OP_ADD32);
        w.targets.push_back(0);
        w.operands.push_back(1);
    }
    CHECK_THROWS_AS(run_chunks(w, 1, true), swatomic::MixedWidthError);
}

TEST_CASE("the serial-order oracle rejects impossible histories", "[oracle]")
{
    using E = std::pair<std::uint32_t, std::uint32_t>;
    // max: 0 -> 5 -> 5 (a call with 3 found 5) -> 9
    CHECK(serial_order<std::uint32_t>(0, 9, {E{0, 5}, E{5, 5}, E{5, 9}}) == "");
    CHECK(serial_order<std::uint32_t>(0, 9, {E{0, 5}, E{7, 7}, E{5, 9}}) != "");  // 7 was never held
    // xchg: two callers cannot both have found the start value
    CHECK(serial_order<std::uint32_t>(1, 3, {E{1, 2}, E{1, 3}}) != "");
    CHECK(serial_order<std::uint32_t>(1, 3, {E{1, 2}, E{2, 3}}) == "");
    CHECK(serial_order<std::uint32_t>(4, 4, {}) == "");
    CHECK(serial_order<std::uint32_t>(4, 5, {}) != "");
}

TEST_CASE("a coordinator's own variables spread over its local tables", "[ops][hash]")
{
    // A coordinator enters its own variables (every channel item) in a hash table of 2Q places and
    // a recent-variable table; a place that followed the owner's hash would put them all in 2Q / C
    // places and one recent entry (docs/COORDINATOR_OPS.md, "Limits as measured").
    static const char *const kSource = R"CL(
__kernel void places(__global const ulong *addresses, __global uint *out, uint coordinators, uint places)
{
    const uint i = get_global_id(0);
    out[3 * i] = swatomic_owner_of_(addresses[i], coordinators);
    out[3 * i + 1] = swatomic_hash_(addresses[i], places);
    out[3 * i + 2] = swatomic_hash_(addresses[i], SWATOMIC_COORD_WIDTHS);
}
)CL";
    auto &rt = swatomic::test::runtime();
    const swatomic::Program program = rt.build_program(kSource);
    auto rng = swatomic::test::rng(35);
    const cl_uint coordinators = 99, places = 1024, n = 65536;
    for (const cl_ulong stride : {4ull, 8ull}) {  // uint and double keys
        std::vector<cl_ulong> addresses(n);
        for (auto &a : addresses) a = 0x7f1234560000ull + stride * (rng() % (1u << 20));
        cl::Buffer in = swatomic::test::to_device(addresses), out(rt.context(), CL_MEM_READ_WRITE, 3 * n * sizeof(cl_uint));
        cl::Kernel kernel = program.kernel("places");
        kernel.setArg(0, in);
        kernel.setArg(1, out);
        kernel.setArg(2, coordinators);
        kernel.setArg(3, places);
        rt.queue().enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(n), cl::NullRange);
        const auto got = swatomic::test::to_host<cl_uint>(out, 3 * n);
        std::set<cl_ulong> owned;
        std::set<cl_uint> table, recent;
        for (cl_uint i = 0; i < n && owned.size() < places / 2; ++i) {
            if (got[3 * i] != 0 || !owned.insert(addresses[i]).second) continue;
            table.insert(got[3 * i + 1]);
            recent.insert(got[3 * i + 2]);
        }
        INFO("stride " << stride << ": " << owned.size() << " variables of coordinator 0 in " << table.size() << " of "
                       << places << " places, " << recent.size() << " recent entries");
        REQUIRE(owned.size() == places / 2);
        CHECK(table.size() >= places / 4);  // about 400 for a hash independent of the owner's; 11 for the owner's own
        CHECK(recent.size() >= SWATOMIC_COORD_WIDTHS * 3 / 4);
    }
}
