// Seed 000 kernels: 256-bin and 64K-bin histograms, summation into one and a few counters
// (CLBlast SSUM peer), COO SpMV against a CSR kernel without atomics. (Page-view count lives
// in exp_bykey.cpp: it is add-by-key with unit values.)
#include <algorithm>
#include <cstring>

#include "bench.hpp"
#include "swatomic/accumulate.hpp"
#include "swatomic/variants.hpp"

#ifdef SWATOMIC_BENCH_HAVE_CLBLAST
#include <clblast_c.h>
#endif

namespace bench {
namespace {

// ---------------------------------------------------------------- histograms
enum class Dist { Uniform, Skewed, Single };
const char *dist_name(Dist d) { return d == Dist::Uniform ? "uniform" : d == Dist::Skewed ? "skewed" : "single-bin"; }

void run_histogram_size(Bench &b, const Experiment &e, bool wide, std::size_t wanted);

// hist64k's packed-bin rows (kernels/bench/accumulate.cl, every one with the library's batched
// add, at the launch swatomic::plan_bins_launch gives): lib:bins is the library's choice for
// 65536 bins of spread-out counts, 8-bit bins with every group making every pass; the others
// change the width or the passes.
struct PackedLaunch {
    const char *name, *kernel;
    unsigned bits;
    bool pass_per_group;
    const char *what;
};
const PackedLaunch kPackedLaunches[] = {
    {"lib:bins", "hist64k_acc", 8, false,
     "8-bit bins (4 per word, a spill per 256 counts of a bin in a group), batched adds, every group makes every pass"},
    {"lib:bins-pass-per-group", "hist64k_acc", 8, true, "the same, group g makes pass g % passes only"},
    {"lib:bins16", "hist64k_acc16", 16, false, "16-bit bins (2 per word, a spill per 65536 counts), batched adds"},
    {"lib:bins16-pass-per-group", "hist64k_acc16", 16, true, "the same, group g makes pass g % passes only"},
};

// One launch's row: the passes of its bins and swatomic::plan_bins_launch's launch. PoCL's 1 MiB
// of local memory holds all 65536 packed bins: plan as on a GPU's 48 KiB there, so the passes
// the GPU rows make are verified on the CPU too.
AccumulatorRow packed_row(Bench &b, const PackedLaunch &l, swatomic::BinsPlan &plan)
{
    AccumulatorRow row;
    row.name = l.name;
    row.file = "histogram";
    row.kernel = l.kernel;
    row.scratch_bytes = sizeof(cl_ulong);  // the hist64k kernels ignore the variant scratch
    const std::size_t gpu_local = 48 * 1024, device_local = b.traits().local_mem_size;
    const bool cpu = b.traits().type & CL_DEVICE_TYPE_CPU;
    const std::size_t modelled = cpu && device_local > gpu_local ? device_local - gpu_local : 0;
    plan = swatomic::plan_packed_bins(b.runtime(), 65536, modelled + row.scratch_bytes, l.bits);
    if (l.pass_per_group && plan.passes == 1) row.skip = "the bins fit local memory in one pass";
    swatomic::BinsPlan passes = plan;
    if (!l.pass_per_group) passes.passes = 1;  // any group count
    const swatomic::Program &p = accumulator_program(b, row);
    cl::Kernel k = p.kernel(row.kernel);
    Bench::check(k.setArg(3, cl::Local(plan.local_bytes)), "clSetKernelArg");
    Bench::check(k.setArg(7, cl::Local(row.scratch_bytes)), "clSetKernelArg");
    const swatomic::BinsLaunch launch = swatomic::plan_bins_launch(b.runtime(), p, k, passes);
    row.local = launch.local_size;
    row.groups = launch.groups;
    row.note = std::string(l.what) + "; " + std::to_string(plan.passes) + (plan.passes == 1 ? " pass" : " passes") + " of " +
               std::to_string(plan.bins_per_pass) + (modelled ? " (as in 48 KiB)" : "") + ", " + std::to_string(row.groups) +
               " groups x " + std::to_string(row.local);
    return row;
}

void add_packed_launch(Bench &b, std::vector<Variant> &vs, const PackedLaunch &l, const cl::Buffer &input, std::size_t n4,
                       const cl::Buffer &out, const std::function<void()> &reset, const std::function<void()> &verify)
{
    swatomic::BinsPlan plan;
    const AccumulatorRow row = packed_row(b, l, plan);
    auto args = [&input, n4, &out, plan, split = l.pass_per_group](cl::Kernel &k) {
        k.setArg(0, input);
        k.setArg(1, cl_uint(n4));
        k.setArg(2, out);
        k.setArg(3, cl::Local(plan.local_bytes));
        k.setArg(4, cl_uint(plan.bins_per_pass));
        k.setArg(5, cl_uint(split));
        return cl_uint(6);
    };
    add_accumulator_row(b, vs, row, args, reset, verify);
}

// 65536 uint bins in passes of a power of two, one pass a group (kernels/bench/accumulate.cl:
// hist64k_acc_passes), flushed natively and as rows merged by the coordinators' epilogue: the
// histogram without any global read-modify-write. The pass is planned as in 48 KiB less 16 KiB
// for the coordinator's scratch (on PoCL too, whose 1 MiB would hold every bin).
void add_passes_rows(Bench &b, std::vector<Variant> &vs, const cl::Buffer &input, std::size_t n4, const cl::Buffer &out,
                     std::size_t local, const std::function<void()> &reset, const std::function<void()> &verify)
{
    const std::size_t gpu_local = 48 * 1024, device_local = b.traits().local_mem_size;
    const std::size_t modelled = device_local > gpu_local ? device_local - gpu_local : 0;
    const swatomic::BinsPlan plan =
        swatomic::plan_bins(b.runtime(), swatomic::AccumulatorType::Uint, 65536, modelled + 16 * 1024);
    std::size_t per_pass = 1;
    while (per_pass * 2 <= plan.bins_per_pass) per_pass *= 2;
    const std::size_t passes = 65536 / per_pass;
    auto args = [&input, n4, &out, per_pass](cl::Kernel &k) {
        k.setArg(0, input);
        k.setArg(1, cl_uint(n4));
        k.setArg(2, out);
        k.setArg(3, cl::Local(per_pass * sizeof(cl_uint)));
        k.setArg(4, cl_uint(per_pass));
        return cl_uint(5);
    };
    AccumulatorRow row;
    row.file = "histogram";
    row.kernel = "hist64k_acc_passes";
    row.name = "lib:bins-passes";
    row.scratch_bytes = sizeof(cl_ulong);  // uint bins: no CAS loop, no scratch
    row.local = flush_local_size(b, row, "hist64k_acc_merge", 1, args, local);
    row.groups = std::max(passes, b.fill_groups(n4, row.local, 4) / passes * passes);
    row.groups_multiple = passes;
    row.note = "uint bins in " + std::to_string(passes) + " passes of " + std::to_string(per_pass) +
               ", group g makes pass g % passes, one global atomic per non-empty bin and group" + per_group_note(row.local);
    add_accumulator_row(b, vs, row, args, reset, verify);
    add_accumulator_row(b, vs, merged_row(row, "lib:bins-passes+coordinator", "hist64k_acc_merge", per_pass), args,
                        reset, verify);
}

// The library's privatized bins (kernels/bench/accumulate.cl): 256 bins at once, natively and
// through the coordinator (at flush_local_size); 65536 bins as packed counts in passes where they do
// not fit local memory (kPackedLaunches).
void add_histogram_accumulators(Bench &b, std::vector<Variant> &vs, bool wide, const cl::Buffer &input, std::size_t n4,
                                const cl::Buffer &out, std::size_t local,
                                const std::function<void()> &reset, const std::function<void()> &verify)
{
    if (wide) {
        for (const PackedLaunch &l : kPackedLaunches) add_packed_launch(b, vs, l, input, n4, out, reset, verify);
        add_passes_rows(b, vs, input, n4, out, local, reset, verify);
        return;
    }
    const std::size_t bins = 256;
    // (Throws LocalMemoryExceeded where the bins do not fit beside the variants' scratch at the
    // fallback size; at kFlushLocal flush_local_size checks the whole launch.)
    const std::size_t bins_bytes = swatomic::bins_local_bytes(b.runtime(), swatomic::AccumulatorType::Uint, bins,
                                                              swatomic::variant_scratch_bytes(local));
    auto args = [&input, n4, &out, bins_bytes](cl::Kernel &k) {
        k.setArg(0, input);
        k.setArg(1, cl_uint(n4));
        k.setArg(2, out);
        k.setArg(3, cl::Local(bins_bytes));
        return cl_uint(4);
    };
    AccumulatorRow row;
    row.file = "histogram";
    row.local = flush_local_size(b, row, "hist256_acc_merge", 1, args, local);
    row.groups = b.fill_groups(n4, row.local, 4);
    row.name = "lib:bins";
    row.kernel = "hist256_acc";
    const std::string per_group = per_group_note(row.local);
    row.note = "privatized bins, one global atomic per bin and group" + per_group;
    add_accumulator_row(b, vs, row, args, reset, verify);
    add_accumulator_row(b, vs, merged_row(row, "lib:bins+coordinator", "hist256_acc_merge", bins), args, reset, verify);
    add_accumulator_row(b, vs, partials_row(row, "lib:bins+partials", "hist256_acc_store", bins, 2, out), args, reset, verify);
}

void run_histogram(Bench &b, const Experiment &e, bool wide)
{
    std::vector<std::size_t> sizes;
    switch (b.scale()) {
    case Scale::Smoke: sizes = {1u << 20}; break;
    case Scale::Quick: sizes = {4u << 20}; break;
    // 16 MiB as well: small enough for the coordinator rows, which 1 GiB exceeds.
    case Scale::Full: sizes = {16u << 20, std::size_t(1) << 30}; break;
    }
    for (std::size_t wanted : sizes) run_histogram_size(b, e, wide, wanted);
}

// One histogram case on the device: n4 uint4s of input (values of 8 or, wide, 16 bits) counted
// into `bins` counters. Every native row launches `groups` groups of `local`.
struct HistogramCase {
    bool wide = false;
    std::string prefix;  // of the kernel names: hist256 or hist64k
    std::size_t bins = 0, values = 0, n4 = 0, local = 0, groups = 0, coord_groups = 0;
    cl::Buffer input, out;
};

// Arguments 0..2 of every histogram kernel. Returns the next argument's index.
cl_uint set_histogram_args(cl::Kernel &k, const HistogramCase &h)
{
    k.setArg(0, h.input);
    k.setArg(1, cl_uint(h.n4));
    k.setArg(2, h.out);
    return cl_uint(3);
}

// Fills `data` with values of distribution d and returns their count per bin. Skewed: a
// geometric bucket (half the values in the first) plus low bits.
std::vector<cl_uint> make_histogram_input(Bench &b, Dist d, bool wide, std::vector<std::uint8_t> &data)
{
    const std::size_t bytes = data.size();
    auto rng = b.rng(500 + int(d) + (wide ? 10 : 0));
    std::vector<cl_uint> ref(wide ? 65536 : 256, 0);
    if (wide) {
        for (std::size_t i = 0; i < bytes / 2; ++i) {
            const std::uint64_t r = rng();
            const std::uint16_t v = d == Dist::Uniform ? std::uint16_t(r)
                                    : d == Dist::Skewed ? std::uint16_t(std::min<std::uint64_t>(65535, __builtin_ctzll(r | (1ull << 63)) * 256 + (r >> 56)))
                                                        : std::uint16_t(4242);
            std::memcpy(&data[2 * i], &v, sizeof v);  // the host's byte order, which the device shares (little-endian)
            ++ref[v];
        }
    } else {
        for (std::size_t i = 0; i < bytes; i += 8) {
            std::uint64_t r = rng();
            for (std::size_t k = 0; k < 8 && i + k < bytes; ++k) {
                const std::uint64_t s = d == Dist::Skewed ? rng() : 0;
                const std::uint8_t byte = d == Dist::Uniform ? std::uint8_t(r >> (8 * k))
                                          : d == Dist::Skewed ? std::uint8_t(std::min<std::uint64_t>(255, __builtin_ctzll(s | (1ull << 63)) * 8 + (s >> 61)))
                                                              : std::uint8_t(42);
                data[i + k] = byte;
                ++ref[byte];
            }
        }
    }
    return ref;
}

// The bench's own kernels: a global atomic per value; local bins (256 bins only: 65536 exceed
// local memory) or counting runs of equal neighbours; the coordinator's software atomic.
void add_histogram_kernel_rows(Bench &b, std::vector<Variant> &vs, const HistogramCase &h, const std::string &note,
                               const std::function<void()> &reset, const std::function<void()> &verify)
{
    auto native_kernel = [&b, &h, reset, verify](const std::string &name, bool local_bins) {
        return [&b, &h, reset, verify, name, local_bins] {
            cl::Kernel k = b.kernel("histogram", name);
            set_histogram_args(k, h);
            if (local_bins) k.setArg(3, cl::Local(256 * 4));
            return b.measure(reset, [&] { return b.enqueue(k, h.groups * h.local, h.local); }, verify);
        };
    };
    vs.push_back({"native", "", native_kernel(h.prefix + "_global", false), note + "global atomic per value"});
    if (h.wide) {
        vs.push_back({"local-privatized", "65536 bins x 4 B = 256 KiB exceed local memory (" +
                      std::to_string(b.traits().local_mem_size / 1024) + " KiB)", nullptr, ""});
        vs.push_back({"run-aggregate", "", native_kernel("hist64k_global_runs", false), "equal neighbours counted in a register"});
    } else {
        vs.push_back({"local-privatized", "", native_kernel("hist256_local", true), ""});
        vs.push_back({"local+run-aggregate", "", native_kernel("hist256_local_runs", true), "equal neighbours counted in a register"});
    }
    vs.push_back({"coordinator", b.coordinator_skip(h.values), [&b, &h, reset, verify] {
        const auto &p = b.program("histogram");
        cl::Kernel k = p.kernel(h.prefix + "_coordinator");
        set_histogram_args(k, h);
        return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, h.coord_groups, h.local); }, verify);
    }, ""});
}

void run_histogram_size(Bench &b, const Experiment &e, bool wide, std::size_t wanted)
{
    HistogramCase shape;
    shape.wide = wide;
    shape.bins = wide ? 65536 : 256;
    std::string note;
    const std::size_t bytes = b.fit(wanted, 1.0, 1.0, &note) / 16 * 16;  // whole uint4s
    shape.values = bytes / (wide ? 2 : 1);
    shape.n4 = bytes / 16;
    shape.local = 256;
    shape.groups = b.fill_groups(shape.n4, shape.local, 4);
    shape.prefix = wide ? "hist64k" : "hist256";
    shape.coord_groups = b.coordinator_groups("histogram", shape.prefix + "_coordinator", shape.local);
    std::vector<std::uint8_t> data(bytes);
    for (Dist d : {Dist::Uniform, Dist::Skewed, Dist::Single}) {
        b.progress("generating " + human_count(double(bytes)) + " B " + dist_name(d) + " input");
        const std::vector<cl_uint> ref = make_histogram_input(b, d, wide, data);
        HistogramCase h = shape;  // its buffers released before the next distribution's upload
        h.input = b.upload(data, CL_MEM_READ_ONLY);
        h.out = b.buffer(h.bins * 4);
        auto reset = [&] { b.fill(h.out, cl_uint(0), h.bins); };
        auto verify = [&] {
            const auto got = b.download<cl_uint>(h.out, h.bins);
            for (std::size_t k = 0; k < h.bins; ++k)
                if (got[k] != ref[k])
                    throw WrongResult("bin " + std::to_string(k) + " = " + std::to_string(got[k]) + ", expected " + std::to_string(ref[k]));
        };
        Case c;
        c.label = std::string(dist_name(d)) + " " + human_count(double(bytes)) + "B";
        c.series = human_count(double(bytes)) + "B";
        c.x = double(int(d));
        c.x_name = "input (0 uniform, 1 skewed, 2 single-bin)";
        c.bytes = double(bytes);
        std::vector<Variant> vs;
        add_histogram_kernel_rows(b, vs, h, note, reset, verify);
        // Scan-reduce (atomicSR), vote-reduce (atomicVR), by-key and work-group reduce from the
        // library (kernels/bench/variants.cl: hist256_<variant>, hist64k_<variant>).
        add_library_variants(b, vs, h.prefix, "", [&h](cl::Kernel &k) { return set_histogram_args(k, h); },
                             h.groups * h.local, h.local, reset, verify);
        add_histogram_accumulators(b, vs, wide, h.input, h.n4, h.out, h.local, reset, verify);
        b.run_case(e, c, std::move(vs));
    }
}

// ---------------------------------------------------------------- summation
void run_sum_size(Bench &b, const Experiment &e, std::size_t wanted);

void run_sum(Bench &b, const Experiment &e)
{
    std::vector<std::size_t> sizes;
    switch (b.scale()) {
    case Scale::Smoke: sizes = {1u << 18}; break;
    case Scale::Quick: sizes = {1u << 22}; break;
    case Scale::Full: sizes = {1u << 24, std::size_t(1) << 28}; break;  // 2^24: coordinator rows too
    }
    for (std::size_t wanted : sizes) run_sum_size(b, e, wanted);
}

// Random uints below 16; exact is their sum in double (CLBlast's float result is compared with it).
struct SumInputs {
    std::vector<cl_uint> data;
    double exact = 0;
};

SumInputs make_sum_inputs(Bench &b, std::size_t n)
{
    SumInputs in;
    auto rng = b.rng(600);
    in.data.resize(n);
    for (std::size_t i = 0; i < n; i += 16) {
        std::uint64_t r = rng();
        for (std::size_t k = 0; k < 16 && i + k < n; ++k) in.data[i + k] = cl_uint((r >> (4 * k)) & 15u);
    }
    for (auto v : in.data) in.exact += v;
    return in;
}

// One summation case on the device: element i of n added into counter i & mask.
struct SumCase {
    std::size_t n = 0, counters = 0, local = 0, coord_groups = 0;
    cl_uint mask = 0;
    cl::Buffer input, out;
};

// Arguments 0..3 of every sum kernel: input, how many elements (uints, or uint4s for the
// kernels that load uint4), out and the counter mask. Returns the next argument's index.
cl_uint set_sum_args(cl::Kernel &k, const SumCase &s, std::size_t count)
{
    k.setArg(0, s.input);
    k.setArg(1, cl_uint(count));
    k.setArg(2, s.out);
    k.setArg(3, s.mask);
    return cl_uint(4);
}

// The bench's own kernels: a native atomic per element, the coordinator's software atomic per
// element, and a work-group reduce with one atomic per counter and group.
void add_sum_kernel_rows(Bench &b, std::vector<Variant> &vs, const SumCase &s, const std::string &note,
                         const std::function<void()> &reset, const std::function<void()> &verify)
{
    vs.push_back({"native", "", [&b, &s, reset, verify] {
        cl::Kernel k = b.kernel("sum", "sum_native");
        set_sum_args(k, s, s.n);
        return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(s.n, s.local, 4) * s.local, s.local); }, verify);
    }, note + "atomic per element"});
    vs.push_back({"coordinator", b.coordinator_skip(s.n), [&b, &s, reset, verify] {
        const auto &p = b.program("sum");
        cl::Kernel k = p.kernel("sum_coordinator");
        set_sum_args(k, s, s.n);
        return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, s.coord_groups, s.local); }, verify);
    }, ""});
    vs.push_back({"wg-reduce", "", [&b, &s, reset, verify] {
        cl::Kernel k = b.kernel("sum", "sum_wg_reduce");
        set_sum_args(k, s, s.n / 4);
        k.setArg(4, cl::Local(s.local * 4));
        return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(s.n / 4, s.local, 8) * s.local, s.local); }, verify);
    }, "uint4 loads, one atomic per counter per group"});
}

// The library's collision-reduction variants on sum_native's grid, then its sum accumulator (up to
// four counters) or privatized bins (more) in wg-reduce's loop, flushed natively, through the
// coordinator, and stored as partials.
void add_sum_library_rows(Bench &b, std::vector<Variant> &vs, const SumCase &s, const std::function<void()> &reset,
                          const std::function<void()> &verify)
{
    add_library_variants(b, vs, "sum", "", [&s](cl::Kernel &k) { return set_sum_args(k, s, s.n); },
                         b.fill_groups(s.n, s.local, 4) * s.local, s.local, reset, verify);
    AccumulatorRow acc;
    acc.name = "lib:sum-acc";
    const bool lanes = s.counters <= 4;  // a work-item's four lanes go to fixed counters
    acc.kernel = lanes ? "sum_acc" : "sum_acc_bins";
    acc.file = "sum";
    auto acc_args = [&s](cl::Kernel &k) {
        k.setArg(set_sum_args(k, s, s.n / 4), cl::Local(s.counters * 4));
        return cl_uint(5);
    };
    acc.local = flush_local_size(b, acc, lanes ? "sum_acc_merge" : "sum_acc_merge_bins", 1, acc_args, s.local);
    acc.groups = b.fill_groups(s.n / 4, acc.local, 8);
    acc.note = std::string(s.counters == 1 ? "sum accumulator, uint4 loads"
                           : lanes         ? "sum accumulator, one sum per counter, uint4 loads"
                                           : "uint4 loads, privatized bins per counter") +
               per_group_note(acc.local);
    add_accumulator_row(b, vs, acc, acc_args, reset, verify);
    add_accumulator_row(b, vs, merged_row(acc, "lib:sum-acc+coordinator", lanes ? "sum_acc_merge" : "sum_acc_merge_bins", s.counters),
                        acc_args, reset, verify);
    add_accumulator_row(b, vs, partials_row(acc, "lib:sum-acc+partials", lanes ? "sum_acc_store" : "sum_acc_store_bins", s.counters, 2, s.out), acc_args,
                        reset, verify);
}

// CLBlast's SSUM on a float copy of the same values, host clock; it sums into one value only.
// (b and in are unused in a build without CLBlast.)
Variant clblast_ssum_row([[maybe_unused]] Bench &b, [[maybe_unused]] const SumInputs &in, std::size_t counters)
{
    std::string clblast_skip;
#ifndef SWATOMIC_BENCH_HAVE_CLBLAST
    clblast_skip = "built without CLBlast (libclblast-dev)";
#endif
    if (counters != 1) clblast_skip = "CLBlast sums into one value only";
    return {"CLBlast SSUM", clblast_skip, [&] {
#ifdef SWATOMIC_BENCH_HAVE_CLBLAST
        const std::size_t n = in.data.size();
        std::vector<float> f(in.data.begin(), in.data.end());
        cl::Buffer fin = b.upload(f, CL_MEM_READ_ONLY), fout = b.buffer(4);
        cl_command_queue q = b.queue()();
        return b.measure(nullptr, [&] {
            const CLBlastStatusCode s = CLBlastSsum(n, fout(), 0, fin(), 0, 1, &q, nullptr);
            if (s != CLBlastSuccess) throw swatomic::Error(swatomic::Status::Internal, "CLBlastSsum returned " + std::to_string(s));
            return cl::Event();
        }, [&] {
            const float v = b.download<float>(fout, 1)[0];
            if (std::fabs(v - in.exact) > 1e-4 * in.exact + 1) throw WrongResult("CLBlast sum = " + std::to_string(v) + ", expected " + std::to_string(in.exact));
        }, false);
#else
        return Timing{};
#endif
    }, "float copy of the same values, host clock"};
}

void run_sum_size(Bench &b, const Experiment &e, std::size_t wanted)
{
    std::string note;
    const std::size_t n = b.fit(wanted, 8, 4, &note);  // uint data + a float copy for CLBlast
    const SumInputs in = make_sum_inputs(b, n);
    cl::Buffer input = b.upload(in.data, CL_MEM_READ_ONLY);
    const std::size_t local = 256;
    const std::size_t coord_groups = b.coordinator_groups("sum", "sum_coordinator", local);
    for (std::size_t counters : {1, 4, 16}) {
        if (b.scale() == Scale::Smoke && counters == 16) continue;
        std::vector<cl_uint> ref(counters, 0);
        for (std::size_t i = 0; i < n; ++i) ref[i & (counters - 1)] += in.data[i];
        SumCase s;
        s.n = n;
        s.counters = counters;
        s.local = local;
        s.coord_groups = coord_groups;
        s.mask = cl_uint(counters - 1);
        s.input = input;
        s.out = b.buffer(counters * 4);
        auto reset = [&] { b.fill(s.out, cl_uint(0), counters); };
        auto verify = [&] {
            const auto got = b.download<cl_uint>(s.out, counters);
            for (std::size_t k = 0; k < counters; ++k)
                if (got[k] != ref[k])
                    throw WrongResult("counter " + std::to_string(k) + " = " + std::to_string(got[k]) + ", expected " + std::to_string(ref[k]));
        };
        Case c;
        c.label = human_count(double(n)) + " uints -> " + std::to_string(counters) + " counter" + (counters > 1 ? "s" : "");
        c.series = human_count(double(n)) + " uints";
        c.x = double(counters);
        c.x_name = "counters";
        c.bytes = double(n) * 4;
        std::vector<Variant> vs;
        add_sum_kernel_rows(b, vs, s, note, reset, verify);
        add_sum_library_rows(b, vs, s, reset, verify);
        vs.push_back(clblast_ssum_row(b, in, counters));
        b.run_case(e, c, std::move(vs));
    }
}

// ---------------------------------------------------------------- SpMV
struct Matrix {
    std::string name;
    std::size_t rows = 0, cols = 0;
    std::vector<cl_uint> row, col, row_start;
    std::vector<cl_int> val;
};

Matrix make_matrix(Bench &b, const std::string &name, std::size_t nnz_target, std::size_t min_len, std::size_t max_len, bool power_law)
{
    Matrix m;
    m.name = name;
    auto rng = b.rng(700 + min_len * 7 + max_len + power_law);
    std::uniform_int_distribution<std::size_t> len(min_len, max_len);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    std::vector<std::size_t> lengths;
    std::size_t total = 0;
    while (total < nnz_target) {
        std::size_t l = power_law ? std::min<std::size_t>(max_len, std::size_t(min_len / std::pow(1.0 - u(rng), 1.0 / 1.2))) : len(rng);
        l = std::min(l, nnz_target - total);
        lengths.push_back(l);
        total += l;
    }
    m.rows = lengths.size();
    m.cols = std::max<std::size_t>(m.rows, 4096);
    std::uniform_int_distribution<cl_uint> col(0, cl_uint(m.cols - 1));
    std::uniform_int_distribution<int> val(-9, 9);
    m.row_start.push_back(0);
    for (std::size_t r = 0; r < m.rows; ++r) {
        for (std::size_t k = 0; k < lengths[r]; ++k) {
            m.row.push_back(cl_uint(r));
            m.col.push_back(col(rng));
            m.val.push_back(val(rng));
        }
        m.row_start.push_back(cl_uint(m.row.size()));
    }
    return m;
}

// One matrix on the device: COO triplets, CSR row starts, x, and y = A x (wrapping uints).
struct SpmvCase {
    std::size_t rows = 0, count = 0;  // matrix rows, non-zeros
    std::size_t local = 0, coord_groups = 0;
    cl::Buffer row, col, val, row_start, x, y;
};

// Arguments 0..5 of every COO kernel.
void set_coo_args(cl::Kernel &k, const SpmvCase &s)
{
    k.setArg(0, s.row);
    k.setArg(1, s.col);
    k.setArg(2, s.val);
    k.setArg(3, cl_uint(s.count));
    k.setArg(4, s.x);
    k.setArg(5, s.y);
}

// The COO kernels: a native atomic per non-zero, the coordinator's software atomic per
// non-zero, one atomic per run of a row's non-zeros, and the library's collision-reduction
// variants.
void add_spmv_coo_rows(Bench &b, std::vector<Variant> &vs, const SpmvCase &s, const std::string &note,
                       const std::function<void()> &reset, const std::function<void()> &verify)
{
    vs.push_back({"native", "", [&b, &s, reset, verify] {
        cl::Kernel k = b.kernel("spmv", "spmv_coo_native");
        set_coo_args(k, s);
        return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(s.count, s.local, 4) * s.local, s.local); }, verify);
    }, note + "COO, atomic per non-zero"});
    vs.push_back({"coordinator", b.coordinator_skip(s.count), [&b, &s, reset, verify] {
        const auto &p = b.program("spmv");
        cl::Kernel k = p.kernel("spmv_coo_coordinator");
        set_coo_args(k, s);
        return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, s.coord_groups, s.local); }, verify);
    }, "COO"});
    vs.push_back({"run-aggregate", "", [&b, &s, reset, verify] {
        cl::Kernel k = b.kernel("spmv", "spmv_coo_runs");
        set_coo_args(k, s);
        k.setArg(6, cl_uint(8));
        return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups((s.count + 7) / 8, s.local, 1) * s.local, s.local); }, verify);
    }, "COO, 8 non-zeros per work-item, one atomic per row run"});
    add_library_variants(b, vs, "spmv", "", [&s](cl::Kernel &k) {
        set_coo_args(k, s);
        return cl_uint(6);
    }, b.fill_groups(s.count, s.local, 4) * s.local, s.local, reset, verify);
}

// The peer without atomics: CSR, one work-item per row.
Variant spmv_csr_row(Bench &b, const SpmvCase &s, const std::function<void()> &reset, const std::function<void()> &verify)
{
    return {"CSR (no atomic)", "", [&b, &s, reset, verify] {
        cl::Kernel k = b.kernel("spmv", "spmv_csr");
        k.setArg(0, s.row_start);
        k.setArg(1, s.col);
        k.setArg(2, s.val);
        k.setArg(3, cl_uint(s.rows));
        k.setArg(4, s.x);
        k.setArg(5, s.y);
        return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(s.rows, s.local, 1) * s.local, s.local); }, verify);
    }, "one work-item per row"};
}

// One case: matrix m (the index'th shape) times a random x, every row checked against the CPU's y.
void run_spmv_matrix(Bench &b, const Experiment &e, const Matrix &m, int index, std::size_t local, std::size_t coord_groups,
                     const std::string &note)
{
    auto rng = b.rng(800);
    std::uniform_int_distribution<int> xv(-9, 9);
    std::vector<cl_int> x(m.cols);
    for (auto &v : x) v = xv(rng);
    std::vector<cl_uint> ref(m.rows, 0);
    for (std::size_t i = 0; i < m.row.size(); ++i) ref[m.row[i]] += cl_uint(m.val[i] * x[m.col[i]]);
    SpmvCase s;
    s.rows = m.rows;
    s.count = m.row.size();
    s.local = local;
    s.coord_groups = coord_groups;
    s.row = b.upload(m.row, CL_MEM_READ_ONLY);
    s.col = b.upload(m.col, CL_MEM_READ_ONLY);
    s.val = b.upload(m.val, CL_MEM_READ_ONLY);
    s.row_start = b.upload(m.row_start, CL_MEM_READ_ONLY);
    s.x = b.upload(x, CL_MEM_READ_ONLY);
    s.y = b.buffer(m.rows * 4);
    auto reset = [&] { b.fill(s.y, cl_uint(0), m.rows); };
    auto verify = [&] {
        const auto got = b.download<cl_uint>(s.y, m.rows);
        for (std::size_t r = 0; r < m.rows; ++r)
            if (got[r] != ref[r]) throw WrongResult("y[" + std::to_string(r) + "] = " + std::to_string(int(got[r])) + ", expected " + std::to_string(int(ref[r])));
    };
    Case c;
    c.label = m.name + " " + human_count(double(m.rows)) + " rows";
    c.x = double(index);
    c.x_name = "matrix (0 very sparse .. 3 dense rows)";
    c.items = double(s.count);
    c.bytes = double(s.count) * 12;
    std::vector<Variant> vs;
    add_spmv_coo_rows(b, vs, s, note, reset, verify);
    vs.push_back(spmv_csr_row(b, s, reset, verify));
    b.run_case(e, c, std::move(vs));
}

void run_spmv(Bench &b, const Experiment &e)
{
    std::size_t nnz = 0;
    switch (b.scale()) {
    case Scale::Smoke: nnz = 1u << 16; break;
    case Scale::Quick: nnz = 1u << 20; break;
    case Scale::Full: nnz = 1u << 24; break;
    }
    std::string note;
    nnz = b.fit(nnz, 40, 4, &note);
    const std::size_t local = 256;
    const std::size_t coord_groups = b.coordinator_groups("spmv", "spmv_coo_coordinator", local);
    struct Shape {
        const char *name;
        std::size_t min_len, max_len;
        bool power_law;
    };
    const Shape shapes[] = {{"very-sparse (0-4/row)", 0, 4, false},
                            {"medium (16-48/row)", 16, 48, false},
                            {"power-law rows", 2, 65536, true},
                            {"dense rows (~4096/row)", 3584, 4608, false}};
    int index = 0;
    for (const Shape &s : shapes) {
        if (b.scale() == Scale::Smoke && index == 2) break;
        b.progress(std::string("generating matrix ") + s.name);
        const Matrix m = make_matrix(b, s.name, nnz, s.min_len, s.max_len, s.power_law);
        run_spmv_matrix(b, e, m, index++, local, coord_groups, note);
    }
}

Registrar hist256{{"hist256", "seed 000 / 003 histogram", "256-bin histogram of bytes: uniform, skewed, single-bin",
                   [](Bench &b, const Experiment &e) { run_histogram(b, e, false); }, true, 30}};
Registrar hist64k{{"hist64k", "seed 000 histogram", "65536-bin histogram of 16-bit values: uniform, skewed, single-bin",
                   [](Bench &b, const Experiment &e) { run_histogram(b, e, true); }, false, 31}};
Registrar sum{{"sum", "seed 000 summation", "sum of uints into 1, 4 and 16 counters (CLBlast SSUM peer for 1)", run_sum, true, 32}};
Registrar spmv{{"spmv", "seed 000 SpMV", "COO SpMV with atomics vs CSR without, very sparse to dense rows", run_spmv, false, 33}};

}  // namespace
}  // namespace bench
