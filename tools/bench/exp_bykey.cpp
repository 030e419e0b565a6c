// Seed 001 add by key (double, 1M keys; random / sorted / sorted-then-shifted), seed 000
// page-view count (int add by key with unit values), and the advisor, which measures the same
// variants for a workload the user describes and recommends one.
#include <algorithm>
#include <iomanip>
#include <iostream>

#include "advice.hpp"
#include "bench.hpp"

namespace bench {
namespace {

struct Workload {
    std::string type = "double";          // int | float | double
    std::string distribution = "random";  // random | sorted | shifted | equal
    std::size_t values = 0, keys = 0;
    bool unit_values = false;             // page views: every value is 1
    std::string fit_note;                 // why the values were shrunk to fit the device, or ""
};

int value_kind(const std::string &type) { return type == "int" ? 0 : type == "float" ? 1 : 2; }

std::vector<cl_uint> make_keys(Bench &b, const Workload &w)
{
    auto rng = b.rng(900 + w.keys + value_kind(w.type));
    std::vector<cl_uint> keys(w.values);
    const std::size_t per_key = std::max<std::size_t>(1, w.values / w.keys);
    if (w.distribution == "equal") {
        std::fill(keys.begin(), keys.end(), cl_uint(w.keys / 2));
    } else if (w.distribution == "random") {
        std::uniform_int_distribution<cl_uint> k(0, cl_uint(w.keys - 1));
        for (auto &v : keys) v = k(rng);
    } else {
        // Sorted: values/keys consecutive values per key. Shifted (seed 001's MPC pattern):
        // sorted, then each value moves to the neighbouring key with probability 1/2.
        for (std::size_t i = 0; i < w.values; ++i) keys[i] = cl_uint(std::min(w.keys - 1, i / per_key));
        if (w.distribution == "shifted") {
            std::uniform_int_distribution<int> coin(0, 3);
            for (auto &v : keys) {
                const int c = coin(rng);
                if (c == 0 && v > 0) --v;
                else if (c == 1 && v + 1 < w.keys) ++v;
            }
        }
    }
    return keys;
}

// The workload's keys, random values (ints in [-100, 100], reals in [0, 1)) and the CPU sums:
// ref in double, magnitude (each key's sum of |value|, the tolerance's scale) and ref_int with
// the int kernels' wrap-around. Unit values store one value: the kernels add 1 instead.
template <typename T>
struct ByKeyInputs {
    std::vector<cl_uint> keys;
    std::vector<T> values;
    std::vector<double> ref, magnitude;
    std::vector<std::uint32_t> ref_int;
};

template <typename T>
ByKeyInputs<T> make_bykey_inputs(Bench &b, const Workload &w)
{
    ByKeyInputs<T> in;
    in.keys = make_keys(b, w);
    auto rng = b.rng(950 + w.values);
    in.values.resize(w.unit_values ? 1 : w.values);
    if constexpr (std::is_same_v<T, cl_int>) {
        std::uniform_int_distribution<int> d(-100, 100);
        for (auto &v : in.values) v = d(rng);
    } else {
        std::uniform_real_distribution<double> d(0.0, 1.0);
        for (auto &v : in.values) v = T(d(rng));
    }
    in.ref.assign(w.keys, 0);
    in.magnitude.assign(w.keys, 0);
    in.ref_int.assign(w.keys, 0);
    for (std::size_t i = 0; i < w.values; ++i) {
        const T v = w.unit_values ? T(1) : in.values[i];
        in.ref[in.keys[i]] += double(v);
        in.magnitude[in.keys[i]] += std::fabs(double(v));
        in.ref_int[in.keys[i]] += static_cast<std::uint32_t>(static_cast<std::int64_t>(v));
    }
    return in;
}

// Ints exactly (wrapping); floats and doubles within rounding of the double sum, scaled by the
// key's magnitude since the adds run in any order.
template <typename T>
void verify_bykey_sums(Bench &b, const ByKeyInputs<T> &in, std::size_t keys, const cl::Buffer &out)
{
    const auto got = b.download<T>(out, keys);
    const double tolerance = std::is_same_v<T, cl_double> ? 1e-12 : 1e-5;
    for (std::size_t k = 0; k < keys; ++k) {
        bool ok;
        std::string expected;
        if constexpr (std::is_same_v<T, cl_int>) {
            ok = static_cast<std::uint32_t>(got[k]) == in.ref_int[k];
            expected = std::to_string(static_cast<cl_int>(in.ref_int[k]));  // the wrapped sum that is checked
        } else {
            ok = std::fabs(double(got[k]) - in.ref[k]) <= tolerance * in.magnitude[k] + 1e-30;
            expected = std::to_string(in.ref[k]);
        }
        if (!ok) throw WrongResult("out[" + std::to_string(k) + "] = " + std::to_string(double(got[k])) + ", expected " + expected);
    }
}

// What every row of one add-by-key case shares. set_args sets the kernels' arguments 0..4.
struct ByKeyRows {
    const Workload &w;
    int kind;               // value_kind(w.type)
    std::string defines;    // -DVALUE_KIND=<kind>
    std::string type_skip;  // non-empty: why every row but the coordinator's is skipped
    std::size_t local;
    std::function<void(cl::Kernel &)> set_args;
    std::function<void()> reset, verify;
    // The library's kernels: arguments 0..4, then theirs (status word, scratch) from the index returned.
    cl_uint set_library_args(cl::Kernel &k) const
    {
        set_args(k);
        return cl_uint(5);
    }
};

// The bench's own kernels: a native atomic per value, one per run of equal keys, and the
// coordinator's software add per value.
void add_bykey_kernel_rows(Bench &b, std::vector<Variant> &vs, const ByKeyRows &r)
{
    const bool cas = r.kind != 0;
    vs.push_back({"native", r.type_skip, [&b, &r] {
        cl::Kernel k = b.kernel("bykey", "bykey_native", r.defines);
        r.set_args(k);
        return b.measure(r.reset, [&] { return b.enqueue(k, b.fill_groups(r.w.values, r.local, 4) * r.local, r.local); }, r.verify);
    }, r.w.fit_note + (cas ? "compare-and-swap loop" : "atomic_add")});
    vs.push_back({"run-aggregate", r.type_skip, [&b, &r] {
        cl::Kernel k = b.kernel("bykey", "bykey_runs", r.defines);
        r.set_args(k);
        const std::size_t slices = (r.w.values + 15) / 16;
        return b.measure(r.reset, [&] { return b.enqueue(k, b.fill_groups(slices, r.local, 1) * r.local, r.local); }, r.verify);
    }, "16 values per work-item, one atomic per run of equal keys"});
    // software_atom_add / _add_float / _add_double: the double add needs cl_khr_fp64 only (no
    // hardware 64-bit atomics).
    std::string coord_skip = r.kind == 2 && !b.has_extension("cl_khr_fp64") ? "device lacks cl_khr_fp64" : "";
    if (coord_skip.empty()) coord_skip = b.coordinator_skip(r.w.values);
    vs.push_back({"coordinator", coord_skip, [&b, &r] {
        const auto &p = b.program("bykey", r.defines);
        cl::Kernel k = p.kernel("bykey_coordinator");
        r.set_args(k);
        const std::size_t groups = b.coordinator_groups_for(p, k, r.local);
        return b.measure_coordinator(r.reset, [&] { b.launch_coordinator(p, k, groups, r.local); }, r.verify);
    }, r.kind == 2 ? "software_atom_add_double" : r.kind == 1 ? "software_atom_add_float" : "software_atom_add"});
}

// The library's by-key accumulator in run-aggregate's slices (the run carried between them),
// the same with the combined flush, the same fed from tiles loaded through local memory, and
// the first flushed through the coordinator.
template <typename T>
void add_bykey_accumulator_rows(Bench &b, std::vector<Variant> &vs, const ByKeyRows &r, const std::vector<cl_uint> &keys)
{
    const Workload &w = r.w;
    auto library_args = [&r](cl::Kernel &k) { return r.set_library_args(k); };
    AccumulatorRow acc;
    acc.name = "lib:by-key-acc";
    acc.kernel = "bykey_acc";
    acc.file = "bykey";
    acc.defines = r.defines;
    acc.groups = b.fill_groups((w.values + 15) / 16, r.local, 1);
    acc.local = r.local;
    acc.skip = r.type_skip;
    acc.note = "16 values per work-item, one atomic per run";
    add_accumulator_row(b, vs, acc, library_args, r.reset, r.verify);
    AccumulatorRow combined = acc;
    combined.name = "lib:by-key-acc-combined";
    combined.kernel = "bykey_acc_combined";
    combined.note = "the same with the combined flush: a wave's work-items flushing one key share one atomic";
    add_accumulator_row(b, vs, combined, library_args, r.reset, r.verify);
    // 8 values per work-item: keys, values and a pad word per slice fit 32 KiB at 256 work-items.
    AccumulatorRow tiled = acc;
    const std::size_t per_item = 8, tile = r.local * per_item, padded = tile + tile / per_item;
    tiled.name = "lib:by-key-acc-tile";
    tiled.kernel = "bykey_acc_tile";
    tiled.groups = b.fill_groups(w.values, r.local, per_item);
    tiled.note = "tiles of 8 values per work-item loaded coalesced through local memory, one atomic per run and tile";
    add_accumulator_row(b, vs, tiled, [&r, padded](cl::Kernel &k) {
        r.set_args(k);
        k.setArg(5, cl::Local(padded * sizeof(cl_uint)));
        k.setArg(6, cl::Local(padded * sizeof(T)));
        return cl_uint(7);
    }, r.reset, r.verify);
    std::size_t runs = w.values ? 1 : 0;  // requests of the coordinator flush: one per run
    for (std::size_t i = 1; i < w.values; ++i) runs += keys[i] != keys[i - 1];
    add_accumulator_row(b, vs,
                        coordinator_flush_row(acc, "lib:by-key-acc+coordinator", "bykey_acc_sw",
                                              !r.type_skip.empty() ? r.type_skip : b.coordinator_skip(runs),
                                              0),  // a group's runs are not bounded
                        library_args, r.reset, r.verify);
}

template <typename T>
void run_bykey_typed(Bench &b, const Experiment &e, const Workload &w, Case c)
{
    const int kind = value_kind(w.type);
    const ByKeyInputs<T> in = make_bykey_inputs<T>(b, w);
    cl::Buffer bkeys = b.upload(in.keys, CL_MEM_READ_ONLY), bvalues = b.upload(in.values, CL_MEM_READ_ONLY),
               out = b.buffer(w.keys * sizeof(T));
    std::string type_skip;
    if (kind == 2 && !(b.has_extension("cl_khr_fp64") && b.has_extension("cl_khr_int64_base_atomics")))
        type_skip = "device lacks cl_khr_fp64 / cl_khr_int64_base_atomics";
    const ByKeyRows r{w, kind, "-DVALUE_KIND=" + std::to_string(kind), type_skip, 256,
                      [&](cl::Kernel &k) {
                          k.setArg(0, bkeys);
                          k.setArg(1, bvalues);
                          k.setArg(2, cl_uint(w.values));
                          k.setArg(3, out);
                          k.setArg(4, cl_uint(w.unit_values ? 1 : 0));
                      },
                      [&] { b.fill(out, T(0), w.keys); },
                      [&] { verify_bykey_sums(b, in, w.keys, out); }};
    std::vector<Variant> vs;
    add_bykey_kernel_rows(b, vs, r);
    // The library's variants (kernels/bench/variants.cl: bykey_<variant>, bykey_scatter).
    auto library_args = [&r](cl::Kernel &k) { return r.set_library_args(k); };
    const std::size_t library_global = b.fill_groups(w.values, r.local, 4) * r.local;
    add_library_variants(b, vs, "bykey", r.defines, library_args, library_global, r.local, r.reset, r.verify, type_skip);
    add_sort_and_scatter(b, vs, r.defines, in.keys, library_args, library_global, r.local, r.reset, r.verify, type_skip);
    add_bykey_accumulator_rows<T>(b, vs, r, in.keys);
    c.items = double(w.values);
    c.bytes = double(w.values) * (4 + (w.unit_values ? 0 : sizeof(T)));
    b.run_case(e, c, std::move(vs));
}

void run_workload(Bench &b, const Experiment &e, const Workload &w, const Case &c)
{
    if (w.type == "int") run_bykey_typed<cl_int>(b, e, w, c);
    else if (w.type == "float") run_bykey_typed<cl_float>(b, e, w, c);
    else run_bykey_typed<cl_double>(b, e, w, c);
}

void run_bykey(Bench &b, const Experiment &e)
{
    Workload w;
    switch (b.scale()) {
    case Scale::Smoke: w.values = 1u << 18, w.keys = 1u << 14; break;
    case Scale::Quick: w.values = 1u << 20, w.keys = 1u << 16; break;
    case Scale::Full: w.values = 16u << 20, w.keys = 1u << 20; break;
    }
    w.values = b.fit(w.values, 12, 8, &w.fit_note);
    int index = 0;
    for (const char *type : {"double", "int"}) {
        if (b.scale() != Scale::Full && std::string(type) == "int") continue;
        for (const char *dist : {"random", "sorted", "shifted"}) {
            w.type = type;
            w.distribution = dist;
            Case c;
            c.label = std::string(type) + " " + dist + " " + human_count(double(w.values)) + "/" + human_count(double(w.keys));
            c.series = type;
            c.x = index++ % 3;
            c.x_name = "keys (0 random, 1 sorted, 2 sorted-then-shifted)";
            run_workload(b, e, w, c);
        }
    }
}

void run_pageview(Bench &b, const Experiment &e)
{
    Workload w;
    w.type = "int";
    w.unit_values = true;
    switch (b.scale()) {
    case Scale::Smoke: w.values = 1u << 18, w.keys = 1u << 12; break;
    case Scale::Quick: w.values = 1u << 20, w.keys = 1u << 16; break;
    case Scale::Full: w.values = 64u << 20, w.keys = 1u << 20; break;
    }
    w.values = b.fit(w.values, 4, 4, &w.fit_note);
    int index = 0;
    for (const char *dist : {"random", "sorted", "equal"}) {
        w.distribution = dist;
        Case c;
        c.label = std::string(dist) + " " + human_count(double(w.values)) + " views/" + human_count(double(w.keys)) + " pages";
        c.x = index++;
        c.x_name = "log order (0 random, 1 sorted by page, 2 one page)";
        run_workload(b, e, w, c);
    }
}

// The device's pass plans for the workload's keys as bins, beside a bins flush's scratch.
BinsPlans device_bins_plans(Bench &b, const std::string &type, std::size_t bins, std::size_t local)
{
    using swatomic::AccumulatorType;
    const std::size_t scratch = swatomic::variant_scratch_bytes(local);
    BinsPlans plans;
    plans.uint32 = swatomic::plan_bins(b.runtime(), AccumulatorType::Uint, bins, scratch);
    plans.packed = swatomic::plan_packed_bins(b.runtime(), bins, scratch);
    plans.packed8 = swatomic::plan_packed_bins(b.runtime(), bins, scratch, 8);
    const AccumulatorType t = type == "int"     ? AccumulatorType::Int
                              : type == "float" ? AccumulatorType::Float
                                                : AccumulatorType::Double;
    try {
        plans.typed = swatomic::plan_bins(b.runtime(), t, bins, scratch);
    } catch (const swatomic::AccumulatorTypeUnsupported &) {
        plans.typed = {};  // passes 0: bins_advice names the fallback
    }
    return plans;
}

Registrar bykey{{"bykey", "seed 001", "add by key: 16M values into 1M keys (double; random, sorted, sorted-then-shifted)",
                 run_bykey, true, 40}};
Registrar pageview{{"pageview", "seed 000 page-view count", "count views per page (int add by key, unit values)",
                    run_pageview, false, 41}};

}  // namespace

int run_advisor(Bench &b)
{
    const Options &o = b.options();
    Workload w;
    w.type = o.advise_type;
    w.distribution = o.advise_distribution;
    w.keys = o.advise_keys;
    w.values = o.advise_values ? o.advise_values : 16 * w.keys;
    if (w.keys > 0xffffffffull || w.values > 0xffffffffull) throw swatomic::InvalidArgument("--keys/--values must be below 2^32");
    std::string note;
    const std::size_t fitted = b.fit(w.values, 4.0 + 8 + 8.0 * w.keys / w.values, 8, &note);
    if (fitted != w.values) throw swatomic::InvalidArgument("the workload does not fit this device's memory (" + note + ")");
    Experiment e{"advise", "advisor", "add by key, " + w.type + " values, " + w.distribution + " keys", nullptr, false, 0};
    Case c;
    c.label = human_count(double(w.values)) + " values/" + human_count(double(w.keys)) + " keys";
    b.begin_experiment(e);
    const std::size_t first = b.rows().size();
    run_workload(b, e, w, c);
    std::vector<Row> measured;
    for (std::size_t i = first; i < b.rows().size(); ++i)
        if (b.rows()[i].status == "ok") measured.push_back(b.rows()[i]);
    if (b.wrong_count() > 0) {
        std::cout << "\nadvisor: a variant produced a WRONG result on this device; no recommendation\n";
        return 1;
    }
    if (measured.empty()) {
        std::cout << "\nadvisor: no variant could run on this device\n";
        return 2;
    }
    // Compare on events when every variant has them, else on the host clock (which all have;
    // its min/max are not kept, so no spread test then).
    const bool events = std::all_of(measured.begin(), measured.end(), [](const Row &r) { return r.timing == "events"; });
    auto time_of = [&](const Row &r) { return events ? r.median_ms : r.host_median_ms; };
    std::sort(measured.begin(), measured.end(), [&](const Row &a, const Row &c2) { return time_of(a) < time_of(c2); });
    const Row &best = measured[0];
    const char *clock = events ? "profiling events" : "host clock";
    std::cout << std::fixed << std::setprecision(3) << "\nadvisor: for " << c.label << " (" << w.type << ", "
              << w.distribution << " keys) on " << b.traits().name << " use \"" << best.variant << "\": "
              << time_of(best) << " ms median (" << clock << ")";
    if (measured.size() > 1)
        std::cout << ", " << std::setprecision(2) << time_of(measured[1]) / time_of(best) << "x faster than the next, \""
                  << measured[1].variant << "\" (" << std::setprecision(3) << time_of(measured[1]) << " ms)";
    for (const Row &r : measured)
        if (r.variant == "native" && r.variant != best.variant)
            std::cout << "; " << std::setprecision(2) << time_of(r) / time_of(best) << "x vs native";
    std::cout << "\n" << library_advice(best.variant, w.type) << "\n";
    if (w.distribution == "random") std::cout << bins_advice(w.type, w.keys, device_bins_plans(b, w.type, w.keys, 256)) << "\n";
    if (events && measured.size() > 1 && measured[1].min_ms <= best.max_ms)
        std::cout << "advisor: the runner-up's fastest repetition beats the winner's slowest: within the measured "
                     "spread, treat the two as a tie (more --reps to separate them)\n";
    return 0;
}

}  // namespace bench
