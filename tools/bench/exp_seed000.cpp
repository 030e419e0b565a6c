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
// add): lib:bins is the library's choice for 65536 bins of spread-out counts, 8-bit bins with
// every group making every pass; the others change one thing each.
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
};

// One launch's row: 4 groups per compute unit of 256 work-items, and the passes of its bins.
// PoCL's 1 MiB of local memory holds all 65536 packed bins: plan as on a GPU's 48 KiB there, so
// the passes the GPU rows make are verified on the CPU too.
AccumulatorRow packed_row(Bench &b, const PackedLaunch &l, std::size_t n4, swatomic::BinsPlan &plan)
{
    AccumulatorRow row;
    row.name = l.name;
    row.file = "histogram";
    row.kernel = l.kernel;
    row.local = 256;
    row.scratch_bytes = sizeof(cl_ulong);  // the hist64k kernels ignore the variant scratch
    const std::size_t gpu_local = 48 * 1024, device_local = b.traits().local_mem_size;
    const bool cpu = b.traits().type & CL_DEVICE_TYPE_CPU;
    const std::size_t modelled = cpu && device_local > gpu_local ? device_local - gpu_local : 0;
    plan = swatomic::plan_packed_bins(b.runtime(), 65536, modelled + row.scratch_bytes, l.bits);
    // Few, long-lived groups: every group merges every pass's bins, groups x 65536 atomics.
    row.groups = std::min(b.fill_groups(n4, row.local, 4), std::max<std::size_t>(1, b.traits().compute_units * 4));
    if (l.pass_per_group) row.groups = std::max(plan.passes, row.groups / plan.passes * plan.passes);
    const std::size_t most = accumulator_max_local(b, row);
    if (most < row.local) row.skip = row.kernel + " runs at most " + std::to_string(most) + " work-items per group here";
    if (l.pass_per_group && plan.passes == 1) row.skip = "the bins fit local memory in one pass";
    row.note = std::string(l.what) + "; " + std::to_string(plan.passes) + (plan.passes == 1 ? " pass" : " passes") + " of " +
               std::to_string(plan.bins_per_pass) + (modelled ? " (as in 48 KiB)" : "") + ", " + std::to_string(row.groups) +
               " groups x " + std::to_string(row.local);
    return row;
}

void add_packed_launch(Bench &b, std::vector<Variant> &vs, const PackedLaunch &l, const cl::Buffer &input, std::size_t n4,
                       const cl::Buffer &out, const std::function<void()> &reset, const std::function<void()> &verify)
{
    swatomic::BinsPlan plan;
    const AccumulatorRow row = packed_row(b, l, n4, plan);
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

// The library's privatized bins (kernels/bench/accumulate.cl): 256 bins at once, natively and
// through the coordinator; 65536 bins as packed counts in passes where they do not fit local
// memory (kPackedLaunches).
void add_histogram_accumulators(Bench &b, std::vector<Variant> &vs, bool wide, const cl::Buffer &input, std::size_t n4,
                                const cl::Buffer &out, std::size_t groups, std::size_t local, std::size_t coord_groups,
                                const std::function<void()> &reset, const std::function<void()> &verify)
{
    if (wide) {
        for (const PackedLaunch &l : kPackedLaunches) add_packed_launch(b, vs, l, input, n4, out, reset, verify);
        return;
    }
    const std::size_t bins = 256;
    const swatomic::BinsPlan plan = swatomic::plan_bins(b.runtime(), swatomic::AccumulatorType::Uint, bins,
                                                        swatomic::variant_scratch_bytes(local));
    AccumulatorRow row;
    row.file = "histogram";
    row.groups = groups;
    row.local = local;
    auto args = [&input, n4, &out, plan](cl::Kernel &k) {
        k.setArg(0, input);
        k.setArg(1, cl_uint(n4));
        k.setArg(2, out);
        k.setArg(3, cl::Local(plan.local_bytes));
        return cl_uint(4);
    };
    row.name = "lib:bins";
    row.kernel = "hist256_acc";
    row.note = "privatized bins, one global atomic per bin and group";
    add_accumulator_row(b, vs, row, args, reset, verify);
    row.name = "lib:bins+coordinator";
    row.kernel = "hist256_acc_sw";
    row.coordinator = true;
    row.skip = b.coordinator_skip(coord_groups * bins);
    row.note = "privatized bins, merged with software atomics";
    add_accumulator_row(b, vs, row, args, reset, verify);
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

void run_histogram_size(Bench &b, const Experiment &e, bool wide, std::size_t wanted)
{
    const std::size_t bins = wide ? 65536 : 256;
    const std::size_t value_bytes = wide ? 2 : 1;
    std::string note;
    const std::size_t bytes = b.fit(wanted, 1.0, 1.0, &note) / 16 * 16;  // whole uint4s
    const std::size_t values = bytes / value_bytes;
    const std::size_t local = 256;
    const std::string prefix = wide ? "hist64k" : "hist256";
    const std::size_t coord_groups = b.coordinator_groups("histogram", prefix + "_coordinator", local);
    std::vector<std::uint8_t> data(bytes);
    for (Dist d : {Dist::Uniform, Dist::Skewed, Dist::Single}) {
        b.progress("generating " + human_count(double(bytes)) + " B " + dist_name(d) + " input");
        auto rng = b.rng(500 + int(d) + (wide ? 10 : 0));
        std::vector<cl_uint> ref(bins, 0);
        if (wide) {
            auto *v = reinterpret_cast<std::uint16_t *>(data.data());
            for (std::size_t i = 0; i < values; ++i) {
                const std::uint64_t r = rng();
                // Skewed: a geometric bucket (half the values in the first 256 bins) + low bits.
                v[i] = d == Dist::Uniform ? std::uint16_t(r)
                       : d == Dist::Skewed ? std::uint16_t(std::min<std::uint64_t>(65535, __builtin_ctzll(r | (1ull << 63)) * 256 + (r >> 56)))
                                           : std::uint16_t(4242);
                ++ref[v[i]];
            }
        } else {
            for (std::size_t i = 0; i < bytes; i += 8) {
                std::uint64_t r = rng();
                for (int k = 0; k < 8; ++k) {
                    const std::uint64_t s = d == Dist::Skewed ? rng() : 0;
                    const std::uint8_t byte = d == Dist::Uniform ? std::uint8_t(r >> (8 * k))
                                              : d == Dist::Skewed ? std::uint8_t(std::min<std::uint64_t>(255, __builtin_ctzll(s | (1ull << 63)) * 8 + (s >> 61)))
                                                                  : std::uint8_t(42);
                    data[i + k] = byte;
                    ++ref[byte];
                }
            }
        }
        cl::Buffer input = b.upload(data, CL_MEM_READ_ONLY), out = b.buffer(bins * 4);
        const std::size_t n4 = bytes / 16;
        auto reset = [&] { b.fill(out, cl_uint(0), bins); };
        auto verify = [&] {
            const auto got = b.download<cl_uint>(out, bins);
            for (std::size_t k = 0; k < bins; ++k)
                if (got[k] != ref[k])
                    throw WrongResult("bin " + std::to_string(k) + " = " + std::to_string(got[k]) + ", expected " + std::to_string(ref[k]));
        };
        const std::size_t groups = b.fill_groups(n4, local, 4);
        auto native_kernel = [&](const std::string &name, bool local_bins) {
            return [&, name, local_bins] {
                cl::Kernel k = b.kernel("histogram", name);
                k.setArg(0, input);
                k.setArg(1, cl_uint(n4));
                k.setArg(2, out);
                if (local_bins) k.setArg(3, cl::Local(256 * 4));
                return b.measure(reset, [&] { return b.enqueue(k, groups * local, local); }, verify);
            };
        };
        Case c;
        c.label = std::string(dist_name(d)) + " " + human_count(double(bytes)) + "B";
        c.series = human_count(double(bytes)) + "B";
        c.x = double(int(d));
        c.x_name = "input (0 uniform, 1 skewed, 2 single-bin)";
        c.bytes = double(bytes);
        std::vector<Variant> vs;
        vs.push_back({"native", "", native_kernel(prefix + "_global", false), note + "global atomic per value"});
        if (wide) {
            vs.push_back({"local-privatized", "65536 bins x 4 B = 256 KiB exceed local memory (" +
                          std::to_string(b.traits().local_mem_size / 1024) + " KiB)", nullptr, ""});
            vs.push_back({"run-aggregate", "", native_kernel("hist64k_global_runs", false), "equal neighbours counted in a register"});
        } else {
            vs.push_back({"local-privatized", "", native_kernel("hist256_local", true), ""});
            vs.push_back({"local+run-aggregate", "", native_kernel("hist256_local_runs", true), "equal neighbours counted in a register"});
        }
        vs.push_back({"coordinator", b.coordinator_skip(values), [&] {
            const auto &p = b.program("histogram");
            cl::Kernel k = p.kernel(prefix + "_coordinator");
            k.setArg(0, input);
            k.setArg(1, cl_uint(n4));
            k.setArg(2, out);
            return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, coord_groups, local); }, verify);
        }, ""});
        // Scan-reduce (atomicSR), vote-reduce (atomicVR), by-key and work-group reduce from the
        // library (kernels/bench/variants.cl: hist256_<variant>, hist64k_<variant>).
        add_library_variants(b, vs, prefix, "", [&](cl::Kernel &k) {
            k.setArg(0, input);
            k.setArg(1, cl_uint(n4));
            k.setArg(2, out);
            return cl_uint(3);
        }, groups * local, local, reset, verify);
        add_histogram_accumulators(b, vs, wide, input, n4, out, groups, local, coord_groups, reset, verify);
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

void run_sum_size(Bench &b, const Experiment &e, std::size_t wanted)
{
    std::string note;
    const std::size_t n = b.fit(wanted, 8, 4, &note);  // uint data + a float copy for CLBlast
    auto rng = b.rng(600);
    std::vector<cl_uint> data(n);
    for (std::size_t i = 0; i < n; i += 16) {
        std::uint64_t r = rng();
        for (int k = 0; k < 16; ++k) data[i + k] = cl_uint((r >> (4 * k)) & 15u);
    }
    cl::Buffer input = b.upload(data, CL_MEM_READ_ONLY);
    const std::size_t local = 256;
    const std::size_t coord_groups = b.coordinator_groups("sum", "sum_coordinator", local);
    for (std::size_t counters : {1, 4, 16}) {
        if (b.scale() == Scale::Smoke && counters == 16) continue;
        std::vector<cl_uint> ref(counters, 0);
        for (std::size_t i = 0; i < n; ++i) ref[i & (counters - 1)] += data[i];
        double exact = 0;
        for (auto v : data) exact += v;
        cl::Buffer out = b.buffer(counters * 4);
        auto reset = [&] { b.fill(out, cl_uint(0), counters); };
        auto verify = [&] {
            const auto got = b.download<cl_uint>(out, counters);
            for (std::size_t k = 0; k < counters; ++k)
                if (got[k] != ref[k])
                    throw WrongResult("counter " + std::to_string(k) + " = " + std::to_string(got[k]) + ", expected " + std::to_string(ref[k]));
        };
        const cl_uint mask = cl_uint(counters - 1);
        Case c;
        c.label = human_count(double(n)) + " uints -> " + std::to_string(counters) + " counter" + (counters > 1 ? "s" : "");
        c.series = human_count(double(n)) + " uints";
        c.x = double(counters);
        c.x_name = "counters";
        c.bytes = double(n) * 4;
        std::vector<Variant> vs;
        vs.push_back({"native", "", [&] {
            cl::Kernel k = b.kernel("sum", "sum_native");
            k.setArg(0, input);
            k.setArg(1, cl_uint(n));
            k.setArg(2, out);
            k.setArg(3, mask);
            return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(n, local, 4) * local, local); }, verify);
        }, note + "atomic per element"});
        vs.push_back({"coordinator", b.coordinator_skip(n), [&] {
            const auto &p = b.program("sum");
            cl::Kernel k = p.kernel("sum_coordinator");
            k.setArg(0, input);
            k.setArg(1, cl_uint(n));
            k.setArg(2, out);
            k.setArg(3, mask);
            return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, coord_groups, local); }, verify);
        }, ""});
        vs.push_back({"wg-reduce", "", [&] {
            cl::Kernel k = b.kernel("sum", "sum_wg_reduce");
            k.setArg(0, input);
            k.setArg(1, cl_uint(n / 4));
            k.setArg(2, out);
            k.setArg(3, mask);
            k.setArg(4, cl::Local(local * 4));
            return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(n / 4, local, 8) * local, local); }, verify);
        }, "uint4 loads, one atomic per counter per group"});
        add_library_variants(b, vs, "sum", "", [&](cl::Kernel &k) {
            k.setArg(0, input);
            k.setArg(1, cl_uint(n));
            k.setArg(2, out);
            k.setArg(3, mask);
            return cl_uint(4);
        }, b.fill_groups(n, local, 4) * local, local, reset, verify);
        // The library's sum accumulator (one counter) / privatized bins (several), wg-reduce's loop.
        AccumulatorRow acc;
        acc.name = "lib:sum-acc";
        acc.kernel = "sum_acc";
        acc.file = "sum";
        acc.groups = b.fill_groups(n / 4, local, 8);
        acc.local = local;
        acc.note = counters == 1 ? "sum accumulator, uint4 loads" : "uint4 loads, privatized bins per counter";
        auto acc_args = [&](cl::Kernel &k) {
            k.setArg(0, input);
            k.setArg(1, cl_uint(n / 4));
            k.setArg(2, out);
            k.setArg(3, mask);
            k.setArg(4, cl::Local(counters * 4));
            return cl_uint(5);
        };
        add_accumulator_row(b, vs, acc, acc_args, reset, verify);
        add_accumulator_row(b, vs,
                            coordinator_flush_row(acc, "lib:sum-acc+coordinator", "sum_acc_sw",
                                                  b.coordinator_skip(coord_groups * counters)),
                            acc_args, reset, verify);
        std::string clblast_skip;
#ifndef SWATOMIC_BENCH_HAVE_CLBLAST
        clblast_skip = "built without CLBlast (libclblast-dev)";
#endif
        if (counters != 1) clblast_skip = "CLBlast sums into one value only";
        vs.push_back({"CLBlast SSUM", clblast_skip, [&] {
#ifdef SWATOMIC_BENCH_HAVE_CLBLAST
            std::vector<float> f(data.begin(), data.end());
            cl::Buffer fin = b.upload(f, CL_MEM_READ_ONLY), fout = b.buffer(4);
            cl_command_queue q = b.queue()();
            return b.measure(nullptr, [&] {
                const CLBlastStatusCode s = CLBlastSsum(n, fout(), 0, fin(), 0, 1, &q, nullptr);
                if (s != CLBlastSuccess) throw swatomic::Error(swatomic::Status::Internal, "CLBlastSsum returned " + std::to_string(s));
                return cl::Event();
            }, [&] {
                const float v = b.download<float>(fout, 1)[0];
                if (std::fabs(v - exact) > 1e-4 * exact + 1) throw WrongResult("CLBlast sum = " + std::to_string(v) + ", expected " + std::to_string(exact));
            }, false);
#else
            return Timing{};
#endif
        }, "float copy of the same values, host clock"});
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
        auto rng = b.rng(800);
        std::uniform_int_distribution<int> xv(-9, 9);
        std::vector<cl_int> x(m.cols);
        for (auto &v : x) v = xv(rng);
        std::vector<cl_uint> ref(m.rows, 0);
        for (std::size_t i = 0; i < m.row.size(); ++i) ref[m.row[i]] += cl_uint(m.val[i] * x[m.col[i]]);
        cl::Buffer rows = b.upload(m.row, CL_MEM_READ_ONLY), cols = b.upload(m.col, CL_MEM_READ_ONLY),
                   vals = b.upload(m.val, CL_MEM_READ_ONLY), starts = b.upload(m.row_start, CL_MEM_READ_ONLY),
                   bx = b.upload(x, CL_MEM_READ_ONLY), y = b.buffer(m.rows * 4);
        const std::size_t count = m.row.size();
        auto reset = [&] { b.fill(y, cl_uint(0), m.rows); };
        auto verify = [&] {
            const auto got = b.download<cl_uint>(y, m.rows);
            for (std::size_t r = 0; r < m.rows; ++r)
                if (got[r] != ref[r]) throw WrongResult("y[" + std::to_string(r) + "] = " + std::to_string(int(got[r])) + ", expected " + std::to_string(int(ref[r])));
        };
        auto coo_args = [&](cl::Kernel &k) {
            k.setArg(0, rows);
            k.setArg(1, cols);
            k.setArg(2, vals);
            k.setArg(3, cl_uint(count));
            k.setArg(4, bx);
            k.setArg(5, y);
        };
        Case c;
        c.label = std::string(s.name) + " " + human_count(double(m.rows)) + " rows";
        c.x = double(index++);
        c.x_name = "matrix (0 very sparse .. 3 dense rows)";
        c.items = double(count);
        c.bytes = double(count) * 12;
        std::vector<Variant> vs;
        vs.push_back({"native", "", [&] {
            cl::Kernel k = b.kernel("spmv", "spmv_coo_native");
            coo_args(k);
            return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(count, local, 4) * local, local); }, verify);
        }, note + "COO, atomic per non-zero"});
        vs.push_back({"coordinator", b.coordinator_skip(count), [&] {
            const auto &p = b.program("spmv");
            cl::Kernel k = p.kernel("spmv_coo_coordinator");
            coo_args(k);
            return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, coord_groups, local); }, verify);
        }, "COO"});
        vs.push_back({"run-aggregate", "", [&] {
            cl::Kernel k = b.kernel("spmv", "spmv_coo_runs");
            coo_args(k);
            k.setArg(6, cl_uint(8));
            return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups((count + 7) / 8, local, 1) * local, local); }, verify);
        }, "COO, 8 non-zeros per work-item, one atomic per row run"});
        add_library_variants(b, vs, "spmv", "", [&](cl::Kernel &k) {
            coo_args(k);
            return cl_uint(6);
        }, b.fill_groups(count, local, 4) * local, local, reset, verify);
        vs.push_back({"CSR (no atomic)", "", [&] {
            cl::Kernel k = b.kernel("spmv", "spmv_csr");
            k.setArg(0, starts);
            k.setArg(1, cols);
            k.setArg(2, vals);
            k.setArg(3, cl_uint(m.rows));
            k.setArg(4, bx);
            k.setArg(5, y);
            return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(m.rows, local, 1) * local, local); }, verify);
        }, "one work-item per row"});
        b.run_case(e, c, std::move(vs));
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
