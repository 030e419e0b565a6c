// Seed 002 micro-benchmarks, Fig. 8 and Fig. 9: sweep the work-group count up to the
// coordinator's co-residency limit (Coordinator::max_worker_groups) for 64/128/256 work-items
// per group. Every variant launches the same requesting groups; the coordinator variant adds
// its coordinator groups (the row note says how many), as the paper adds one. datadep: Fig. 9
// with a data-dependent address per warp (K = 1, 64, 4096 variables), the case a compiler
// cannot combine, and K = 0 (no warp calls: the fixed cost of a coordinator launch of that many
// groups).
#include "bench.hpp"

namespace bench {
namespace {

std::vector<std::size_t> group_sweep(Bench &b, std::size_t max_groups, std::size_t local)
{
    std::vector<std::size_t> out;
    if (max_groups == 0) return out;
    if (b.scale() == Scale::Smoke) return {max_groups};
    if (b.options().at_limit) return {max_groups};
    // --quick on a CPU device: every coordinator request may cost an OS time slice (see
    // Bench::measure_coordinator), so the sweep is 1, 2, max groups at 64 and 1 group above.
    if (b.scale() == Scale::Quick && (b.traits().type & CL_DEVICE_TYPE_CPU)) {
        if (local > 64) return {1};
        if (max_groups <= 2) return max_groups == 1 ? std::vector<std::size_t>{1} : std::vector<std::size_t>{1, 2};
        return {1, 2, max_groups};
    }
    for (std::size_t g = 1; g < max_groups; g *= 2) {
        if (b.scale() == Scale::Quick && g > 4) break;
        out.push_back(g);
    }
    out.push_back(max_groups);
    return out;
}

std::vector<std::size_t> local_sizes(Bench &b)
{
    std::vector<std::size_t> out;
    if (!b.options().local_sizes.empty()) {  // --local-sizes: as asked, where the device allows
        for (std::size_t l : b.options().local_sizes)
            if (l <= b.traits().max_work_group_size) out.push_back(l);
        return out;
    }
    if (b.scale() == Scale::Smoke) return {64};
    for (std::size_t l : {64, 128, 256})
        if (l <= b.traits().max_work_group_size) out.push_back(l);
    return out;
}

void run_micro(Bench &b, const Experiment &e, bool dependent_store)
{
    const std::string fig = dependent_store ? "fig9" : "fig8";
    for (std::size_t local : local_sizes(b)) {
        const std::size_t max_groups = b.coordinator_groups("micro", fig + "_coordinator", local);
        if (max_groups == 0) continue;  // not even one requesting group fits beside the coordinator
        for (std::size_t groups : group_sweep(b, max_groups, local)) {
            const std::size_t n = groups * local;
            std::uint32_t expected = 0;
            for (std::size_t i = 0; i < n; ++i) expected += static_cast<std::uint32_t>(i);
            cl::Buffer variable = b.buffer(sizeof(cl_uint));
            cl::Buffer old_values = b.buffer(n * sizeof(cl_uint));
            auto reset = [&] { b.fill(variable, cl_uint(0), 1); };
            auto verify = [&] {
                const auto v = b.download<cl_uint>(variable, 1)[0];
                if (!dependent_store) {
                    if (v != expected)
                        throw WrongResult("variable = " + std::to_string(v) + ", expected " + std::to_string(expected));
                    return;
                }
                const auto olds = b.download<cl_uint>(old_values, n);
                std::vector<std::pair<std::uint32_t, std::uint32_t>> ops(n);
                for (std::size_t i = 0; i < n; ++i) ops[i] = {olds[i], static_cast<std::uint32_t>(i)};
                const std::string why = check_atomic_chain(0, v, ops);
                if (!why.empty()) throw WrongResult(why);
            };
            Case c;
            c.label = "groups=" + std::to_string(groups) + " local=" + std::to_string(local);
            c.series = "local=" + std::to_string(local);
            c.x = static_cast<double>(groups);
            c.x_name = "work-groups";
            c.items = static_cast<double>(n);
            std::vector<Variant> variants;
            variants.push_back({"native", "", [&] {
                cl::Kernel k = b.kernel("micro", fig + "_native");
                k.setArg(0, variable);
                if (dependent_store) k.setArg(1, old_values);
                return b.measure(reset, [&] { return b.enqueue(k, n, local); }, verify);
            }, ""});
            variants.push_back({"coordinator", "", [&] {
                const swatomic::Program &p = b.program("micro");
                cl::Kernel k = p.kernel(fig + "_coordinator");
                k.setArg(0, variable);
                if (dependent_store) k.setArg(1, old_values);
                return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, groups, local); }, verify);
            }, ""});
            variants.push_back({"wg-aggregate", "", [&] {
                cl::Kernel k = b.kernel("micro", fig + "_wg_aggregate");
                k.setArg(0, variable);
                if (dependent_store) k.setArg(1, old_values);
                k.setArg(dependent_store ? 2 : 1, cl::Local(local * sizeof(cl_uint)));
                return b.measure(reset, [&] { return b.enqueue(k, n, local); }, verify);
            }, ""});
            // The library's collision-reduction variants (kernels/bench/variants.cl, fig_<variant>).
            add_library_variants(b, variants, "fig", "", [&, dependent_store](cl::Kernel &k) {
                k.setArg(0, variable);
                k.setArg(1, old_values);
                k.setArg(2, cl_uint(dependent_store ? 1 : 0));
                return cl_uint(3);
            }, n, local, reset, verify);
            b.run_case(e, c, std::move(variants));
        }
    }
}

// Data-dependent addresses: warp w (32 consecutive work-items) adds its ids
// to variables[warp_keys[w]], keys drawn on the host uniformly below K and read at run time, so
// the compiler cannot prove the address uniform; every work-item stores the returned old value
// (as in Fig. 9). Same group sweep as fig8/fig9, up to the co-resident limit of dd_coordinator.
// Verified per variable: final value against the host sum, and the old values of each variable
// must form one serial order from 0 to it (check_atomic_chain).
constexpr std::size_t kDatadepWarp = 32;          // DD_WARP in kernels/bench/micro.cl
constexpr cl_uint kDatadepNoCall = 0xffffffffu;    // DD_NO_CALL: the warp calls nothing

// K = 0: every key is kDatadepNoCall, so the coordinator rows time a launch without requests.
std::vector<std::size_t> datadep_variable_counts(Bench &b)
{
    if (b.scale() == Scale::Smoke) return {64};
    return {0, 1, 64, 4096};
}

// Keys for the largest launch of one local size (smaller launches use a prefix): uniform below
// K, or kDatadepNoCall for every warp when K = 0.
std::vector<cl_uint> datadep_warp_keys(Bench &b, std::size_t variables_count, std::size_t warps)
{
    auto rng = b.rng(1200 + variables_count);
    std::uniform_int_distribution<cl_uint> pick(0, cl_uint(std::max<std::size_t>(variables_count, 1) - 1));
    std::vector<cl_uint> warp_keys(warps, kDatadepNoCall);
    if (variables_count != 0)
        for (auto &k : warp_keys) k = pick(rng);
    return warp_keys;
}

// One launch of the sweep: n = groups * local work-items, whose warps read the first n / 32 keys.
struct DatadepLaunch {
    std::size_t variables_count = 0, local = 0, groups = 0, n = 0;
    std::size_t stored = 0;  // variables in the buffer: K = 0 keeps one that nobody touches
    cl::Buffer keys, variables, old_values;
};

cl_uint set_datadep_args(cl::Kernel &k, const DatadepLaunch &l)
{
    k.setArg(0, l.variables);
    k.setArg(1, l.keys);
    k.setArg(2, l.old_values);
    return cl_uint(3);
}

void verify_datadep(Bench &b, const DatadepLaunch &l, const std::vector<cl_uint> &warp_keys,
                    const std::vector<std::uint32_t> &expected)
{
    const auto finals = b.download<cl_uint>(l.variables, l.stored);
    if (l.variables_count == 0) {
        if (finals[0] != 0) throw WrongResult("no warp calls, but the variable is " + std::to_string(finals[0]));
        return;
    }
    for (std::size_t v = 0; v < l.variables_count; ++v)
        if (finals[v] != expected[v])
            throw WrongResult("variables[" + std::to_string(v) + "] = " + std::to_string(finals[v]) +
                              ", expected " + std::to_string(expected[v]));
    const auto olds = b.download<cl_uint>(l.old_values, l.n);
    std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> ops(l.variables_count);
    for (std::size_t i = 0; i < l.n; ++i)
        ops[warp_keys[i / kDatadepWarp]].push_back({olds[i], static_cast<std::uint32_t>(i)});
    for (std::size_t v = 0; v < l.variables_count; ++v) {
        if (ops[v].empty()) continue;
        const std::string why = check_atomic_chain(0, finals[v], std::move(ops[v]));
        if (!why.empty()) throw WrongResult("variables[" + std::to_string(v) + "]: " + why);
    }
}

// native and coordinator; with K > 0 also the warp aggregate and the library's variants
// (kernels/bench/variants.cl, dd_<variant>). K = 0 has nothing to aggregate.
std::vector<Variant> datadep_variants(Bench &b, const DatadepLaunch &l, const std::function<void()> &reset,
                                      const std::function<void()> &verify)
{
    std::vector<Variant> variants;
    variants.push_back({"native", "", [&b, &l, reset, verify] {
        cl::Kernel k = b.kernel("micro", "dd_native");
        set_datadep_args(k, l);
        return b.measure(reset, [&] { return b.enqueue(k, l.n, l.local); }, verify);
    }, "atomic_add at a loaded address"});
    variants.push_back({"coordinator", "", [&b, &l, reset, verify] {
        const swatomic::Program &p = b.program("micro");
        cl::Kernel k = p.kernel("dd_coordinator");
        set_datadep_args(k, l);
        return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, l.groups, l.local); }, verify);
    }, ""});
    if (l.variables_count == 0) return variants;
    variants.push_back({"warp-aggregate", "", [&b, &l, reset, verify] {
        cl::Kernel k = b.kernel("micro", "dd_warp_aggregate");
        k.setArg(set_datadep_args(k, l), cl::Local(l.local * sizeof(cl_uint)));
        return b.measure(reset, [&] { return b.enqueue(k, l.n, l.local); }, verify);
    }, "knows the layout: local scan, one atomic per 32 work-items"});
    add_library_variants(b, variants, "dd", "", [&l](cl::Kernel &k) { return set_datadep_args(k, l); }, l.n, l.local,
                         reset, verify);
    return variants;
}

void run_datadep_launch(Bench &b, const Experiment &e, std::size_t variables_count, std::size_t local, std::size_t groups,
                        const std::vector<cl_uint> &warp_keys, const cl::Buffer &keys)
{
    DatadepLaunch l;
    l.variables_count = variables_count;
    l.local = local;
    l.groups = groups;
    l.n = groups * local;
    l.stored = std::max<std::size_t>(variables_count, 1);
    l.keys = keys;
    std::vector<std::uint32_t> expected(l.stored, 0);
    for (std::size_t i = 0; i < l.n; ++i)
        if (l.variables_count != 0) expected[warp_keys[i / kDatadepWarp]] += static_cast<std::uint32_t>(i);
    l.variables = b.buffer(l.stored * sizeof(cl_uint));
    l.old_values = b.buffer(l.n * sizeof(cl_uint));
    auto reset = [&] { b.fill(l.variables, cl_uint(0), l.stored); };
    auto verify = [&] { verify_datadep(b, l, warp_keys, expected); };
    Case c;
    c.label = "K=" + std::to_string(l.variables_count) + " groups=" + std::to_string(l.groups) +
              " local=" + std::to_string(l.local);
    c.series = "K=" + std::to_string(l.variables_count) + " local=" + std::to_string(l.local);
    c.x = static_cast<double>(l.groups);
    c.x_name = "work-groups";
    c.items = static_cast<double>(l.n);
    b.run_case(e, c, datadep_variants(b, l, reset, verify));
}

void run_datadep(Bench &b, const Experiment &e)
{
    for (std::size_t variables_count : datadep_variable_counts(b)) {
        for (std::size_t local : local_sizes(b)) {
            if (local % kDatadepWarp) continue;
            const std::size_t max_groups = b.coordinator_groups("micro", "dd_coordinator", local);
            if (max_groups == 0) continue;
            const std::vector<cl_uint> warp_keys = datadep_warp_keys(b, variables_count, max_groups * local / kDatadepWarp);
            cl::Buffer keys = b.upload(warp_keys, CL_MEM_READ_ONLY);
            for (std::size_t groups : group_sweep(b, max_groups, local))
                run_datadep_launch(b, e, variables_count, local, groups, warp_keys, keys);
        }
    }
}

Registrar fig8{{"fig8", "seed 002 Fig. 8",
                "each work-item atomically adds its global id to one variable; groups swept to the co-resident limit",
                [](Bench &b, const Experiment &e) { run_micro(b, e, false); }, true, 10}};
Registrar fig9{{"fig9", "seed 002 Fig. 9", "as fig8, plus a store of the returned old value (dependent memory access)",
                [](Bench &b, const Experiment &e) { run_micro(b, e, true); }, true, 11}};
Registrar datadep{{"datadep", "seed 002 Fig. 9, data-dependent address",
                   "as fig9, but each warp (32 work-items) adds to variables[keys[warp]], keys random below K = 1, 64, 4096",
                   run_datadep, true, 12}};

}  // namespace
}  // namespace bench
