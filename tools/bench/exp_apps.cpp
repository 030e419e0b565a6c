// Seed 002 applications (Fig. 10-13): MapReduce matrix multiply and KMeans map phases, scalar
// product, string match. Each variant's output is checked against a CPU reference (and the
// CLBlast peers against the same reference).
#include <algorithm>
#include <numeric>

#include "bench.hpp"

#ifdef SWATOMIC_BENCH_HAVE_CLBLAST
#include <clblast_c.h>
#endif

namespace bench {
namespace {

constexpr std::size_t kAppLocal = 128;

std::string clblast_missing()
{
#ifdef SWATOMIC_BENCH_HAVE_CLBLAST
    return "";
#else
    return "built without CLBlast (libclblast-dev)";
#endif
}

#ifdef SWATOMIC_BENCH_HAVE_CLBLAST
void clblast_check(CLBlastStatusCode status, const char *call)
{
    if (status != CLBlastSuccess) throw swatomic::Error(swatomic::Status::Internal, std::string(call) + " returned CLBlast status " + std::to_string(status));
}
#endif

// ---------------------------------------------------------------- matrix multiply
void run_matmul(Bench &b, const Experiment &e)
{
    std::vector<std::size_t> sizes;
    switch (b.scale()) {
    case Scale::Smoke: sizes = {16, 64}; break;
    case Scale::Quick: sizes = {8, 32, 128, 256}; break;
    case Scale::Full: sizes = {8, 16, 32, 64, 128, 256, 512, 1024}; break;
    }
    const std::size_t groups = b.coordinator_groups("apps", "matmul_map_coordinator", kAppLocal);
    for (std::size_t n : sizes) {
        auto rng = b.rng(100 + n);
        std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
        std::vector<float> x(n * n), y(n * n);
        for (auto &v : x) v = dist(rng);
        for (auto &v : y) v = dist(rng);
        std::vector<double> ref(n * n), scale(n * n);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t j = 0; j < n; ++j) {
                double acc = 0, mag = 0;
                for (std::size_t k = 0; k < n; ++k) {
                    acc += double(x[i * n + k]) * y[k * n + j];
                    mag += std::fabs(double(x[i * n + k]) * y[k * n + j]);
                }
                ref[i * n + j] = acc;
                scale[i * n + j] = mag;
            }
        auto close = [&](std::size_t e2, float z) { return std::fabs(z - ref[e2]) <= 1e-5 * scale[e2] + 1e-6; };
        cl::Buffer bx = b.upload(x, CL_MEM_READ_ONLY), by = b.upload(y, CL_MEM_READ_ONLY);
        cl::Buffer keys = b.buffer(n * n * 4), values = b.buffer(n * n * 4), counter = b.buffer(4), c_out = b.buffer(n * n * 4);
        auto reset = [&] {
            b.fill(counter, cl_uint(0), 1);
            b.fill(keys, cl_uint(0xffffffffu), n * n);
        };
        auto verify = [&] {
            const auto count = b.download<cl_uint>(counter, 1)[0];
            if (count != n * n) throw WrongResult("emitted " + std::to_string(count) + " records, expected " + std::to_string(n * n));
            const auto k = b.download<cl_uint>(keys, n * n);
            const auto v = b.download<float>(values, n * n);
            std::vector<char> seen(n * n, 0);
            for (std::size_t p = 0; p < n * n; ++p) {
                if (k[p] >= n * n || seen[k[p]]) throw WrongResult("record " + std::to_string(p) + " has a bad or repeated key");
                seen[k[p]] = 1;
                if (!close(k[p], v[p])) throw WrongResult("element " + std::to_string(k[p]) + " = " + std::to_string(v[p]) + ", expected " + std::to_string(ref[k[p]]));
            }
        };
        auto set_args = [&](cl::Kernel &kern) {
            kern.setArg(0, bx);
            kern.setArg(1, by);
            kern.setArg(2, cl_uint(n));
            kern.setArg(3, keys);
            kern.setArg(4, values);
            kern.setArg(5, counter);
        };
        Case c;
        c.label = std::to_string(n) + "x" + std::to_string(n);
        c.x = double(n);
        c.x_name = "matrix dimension";
        c.items = double(n * n);
        std::vector<Variant> vs;
        vs.push_back({"native", "", [&] {
            cl::Kernel k = b.kernel("apps", "matmul_map_native");
            set_args(k);
            return b.measure(reset, [&] { return b.enqueue(k, groups * kAppLocal, kAppLocal); }, verify);
        }, ""});
        vs.push_back({"coordinator", b.coordinator_skip(n * n), [&] {
            const auto &p = b.program("apps");
            cl::Kernel k = p.kernel("matmul_map_coordinator");
            set_args(k);
            return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, groups, kAppLocal); }, verify);
        }, ""});
        vs.push_back({"wg-aggregate", "", [&] {
            cl::Kernel k = b.kernel("apps", "matmul_map_wg_aggregate");
            set_args(k);
            k.setArg(6, cl::Local(kAppLocal * 4));
            return b.measure(reset, [&] { return b.enqueue(k, groups * kAppLocal, kAppLocal); }, verify);
        }, ""});
        vs.push_back({"direct (no atomic)", "", [&] {
            cl::Kernel k = b.kernel("apps", "matmul_map_direct");
            set_args(k);
            return b.measure(reset, [&] { return b.enqueue(k, groups * kAppLocal, kAppLocal); }, verify);
        }, "positions known in advance (Mars layout)"});
        vs.push_back({"CLBlast SGEMM", clblast_missing(), [&] {
#ifdef SWATOMIC_BENCH_HAVE_CLBLAST
            cl_command_queue q = b.queue()();
            return b.measure(nullptr, [&] {
                clblast_check(CLBlastSgemm(CLBlastLayoutRowMajor, CLBlastTransposeNo, CLBlastTransposeNo, n, n, n, 1.0f,
                                           bx(), 0, n, by(), 0, n, 0.0f, c_out(), 0, n, &q, nullptr), "CLBlastSgemm");
                return cl::Event();
            }, [&] {
                const auto z = b.download<float>(c_out, n * n);
                for (std::size_t p = 0; p < n * n; ++p)
                    if (!close(p, z[p])) throw WrongResult("CLBlast element " + std::to_string(p) + " differs from the CPU reference");
            }, false);
#else
            return Timing{};
#endif
        }, "product only, no emit"});
        b.run_case(e, c, std::move(vs));
    }
}

// ---------------------------------------------------------------- KMeans map
void run_kmeans(Bench &b, const Experiment &e)
{
    std::vector<std::size_t> sizes;
    switch (b.scale()) {
    case Scale::Smoke: sizes = {4096}; break;
    case Scale::Quick: sizes = {512, 2048, 8192, 65536}; break;
    case Scale::Full: sizes = {512, 1024, 2048, 4096, 8192, 1u << 16, 1u << 20, 1u << 22}; break;
    }
    const std::size_t k = 16;
    const std::size_t groups = b.coordinator_groups("apps", "kmeans_map_coordinator", kAppLocal);
    for (std::size_t n : sizes) {
        auto rng = b.rng(200 + n);
        std::uniform_real_distribution<float> dist(0.0f, 100.0f);
        std::vector<cl_float4> points(n), centroids(k);
        for (auto &p : points)
            for (int d = 0; d < 4; ++d) p.s[d] = dist(rng);
        for (auto &c : centroids)
            for (int d = 0; d < 4; ++d) c.s[d] = dist(rng);
        auto distance = [&](std::size_t p, std::size_t c) {
            double s = 0;
            for (int d = 0; d < 4; ++d) {
                const double v = double(points[p].s[d]) - centroids[c].s[d];
                s += v * v;
            }
            return s;
        };
        std::vector<double> best(n, INFINITY);
        for (std::size_t p = 0; p < n; ++p)
            for (std::size_t c = 0; c < k; ++c) best[p] = std::min(best[p], distance(p, c));
        cl::Buffer bp = b.upload(points, CL_MEM_READ_ONLY), bc = b.upload(centroids, CL_MEM_READ_ONLY);
        cl::Buffer oc = b.buffer(n * 4), op = b.buffer(n * 4), counter = b.buffer(4);
        auto reset = [&] {
            b.fill(counter, cl_uint(0), 1);
            b.fill(op, cl_uint(0xffffffffu), n);
        };
        auto verify = [&] {
            const auto count = b.download<cl_uint>(counter, 1)[0];
            if (count != n) throw WrongResult("emitted " + std::to_string(count) + " records, expected " + std::to_string(n));
            const auto clusters = b.download<cl_uint>(oc, n), pt = b.download<cl_uint>(op, n);
            std::vector<char> seen(n, 0);
            for (std::size_t r = 0; r < n; ++r) {
                if (pt[r] >= n || seen[pt[r]]) throw WrongResult("record " + std::to_string(r) + " has a bad or repeated point");
                seen[pt[r]] = 1;
                // Nearest up to float rounding (ties may go either way).
                if (clusters[r] >= k || distance(pt[r], clusters[r]) > best[pt[r]] * (1 + 1e-5) + 1e-4)
                    throw WrongResult("point " + std::to_string(pt[r]) + " assigned to cluster " + std::to_string(clusters[r]) + ", not the nearest");
            }
        };
        auto set_args = [&](cl::Kernel &kern) {
            kern.setArg(0, bp);
            kern.setArg(1, cl_uint(n));
            kern.setArg(2, bc);
            kern.setArg(3, cl_uint(k));
            kern.setArg(4, oc);
            kern.setArg(5, op);
            kern.setArg(6, counter);
        };
        Case c;
        c.label = std::to_string(n) + " points, k=" + std::to_string(k);
        c.x = double(n);
        c.x_name = "points";
        c.items = double(n);
        std::vector<Variant> vs;
        vs.push_back({"native", "", [&] {
            cl::Kernel kern = b.kernel("apps", "kmeans_map_native");
            set_args(kern);
            return b.measure(reset, [&] { return b.enqueue(kern, groups * kAppLocal, kAppLocal); }, verify);
        }, ""});
        vs.push_back({"coordinator", b.coordinator_skip(n), [&] {
            const auto &p = b.program("apps");
            cl::Kernel kern = p.kernel("kmeans_map_coordinator");
            set_args(kern);
            return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, kern, groups, kAppLocal); }, verify);
        }, ""});
        vs.push_back({"wg-aggregate", "", [&] {
            cl::Kernel kern = b.kernel("apps", "kmeans_map_wg_aggregate");
            set_args(kern);
            kern.setArg(7, cl::Local(kAppLocal * 4));
            return b.measure(reset, [&] { return b.enqueue(kern, groups * kAppLocal, kAppLocal); }, verify);
        }, ""});
        vs.push_back({"direct (no atomic)", "", [&] {
            cl::Kernel kern = b.kernel("apps", "kmeans_map_direct");
            set_args(kern);
            return b.measure(reset, [&] { return b.enqueue(kern, groups * kAppLocal, kAppLocal); }, verify);
        }, "positions known in advance"});
        b.run_case(e, c, std::move(vs));
    }
}

// ---------------------------------------------------------------- scalar product
void run_dot(Bench &b, const Experiment &e)
{
    std::vector<std::size_t> sizes;
    switch (b.scale()) {
    case Scale::Smoke: sizes = {1u << 16}; break;
    case Scale::Quick: sizes = {1u << 16, 1u << 20}; break;
    case Scale::Full: sizes = {1u << 20, 1u << 24, 1u << 26, 1u << 28}; break;
    }
    const std::size_t local = 256;
    const std::size_t coord_groups = b.coordinator_groups("apps", "dot_coordinator", local);
    for (std::size_t wanted : sizes) {
        std::string note;
        const std::size_t n = b.fit(wanted, 16, 4, &note);  // x, y (int) + float copies
        auto rng = b.rng(300 + n);
        std::uniform_int_distribution<int> dist(-8, 8);
        std::vector<cl_int> x(n), y(n);
        for (auto &v : x) v = dist(rng);
        for (auto &v : y) v = dist(rng);
        std::uint32_t expected = 0;
        double exact = 0;
        for (std::size_t i = 0; i < n; ++i) {
            expected += static_cast<std::uint32_t>(x[i] * y[i]);
            exact += double(x[i]) * y[i];
        }
        cl::Buffer bx = b.upload(x, CL_MEM_READ_ONLY), by = b.upload(y, CL_MEM_READ_ONLY), result = b.buffer(4);
        auto reset = [&] { b.fill(result, cl_uint(0), 1); };
        auto verify = [&] {
            const auto v = b.download<cl_uint>(result, 1)[0];
            if (v != expected) throw WrongResult("dot = " + std::to_string(int(v)) + ", expected " + std::to_string(int(expected)));
        };
        Case c;
        c.label = "n=" + human_count(double(n));
        c.x = double(n);
        c.x_name = "elements";
        c.bytes = double(n) * 8;
        c.items = double(n);
        std::vector<Variant> vs;
        vs.push_back({"native", "", [&] {
            cl::Kernel k = b.kernel("apps", "dot_native");
            k.setArg(0, bx);
            k.setArg(1, by);
            k.setArg(2, cl_uint(n));
            k.setArg(3, result);
            return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(n, local, 4) * local, local); }, verify);
        }, note + "per-item atomic"});
        vs.push_back({"coordinator", b.coordinator_skip(n), [&] {
            const auto &p = b.program("apps");
            cl::Kernel k = p.kernel("dot_coordinator");
            k.setArg(0, bx);
            k.setArg(1, by);
            k.setArg(2, cl_uint(n));
            k.setArg(3, result);
            return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, coord_groups, local); }, verify);
        }, "per-item software atomic"});
        vs.push_back({"wg-reduce", "", [&] {
            cl::Kernel k = b.kernel("apps", "dot_wg_reduce");
            k.setArg(0, bx);
            k.setArg(1, by);
            k.setArg(2, cl_uint(n / 4));
            k.setArg(3, result);
            k.setArg(4, cl::Local(local * 4));
            return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(n / 4, local, 8) * local, local); }, verify);
        }, "int4 loads, one atomic per group"});
        add_library_variants(b, vs, "dot", "", [&](cl::Kernel &k) {
            k.setArg(0, bx);
            k.setArg(1, by);
            k.setArg(2, cl_uint(n));
            k.setArg(3, result);
            return cl_uint(4);
        }, b.fill_groups(n, local, 4) * local, local, reset, verify);
        // The library's sum accumulator in dot_wg_reduce's loop, flushed natively and through the coordinator.
        AccumulatorRow acc;
        acc.name = "lib:sum-acc";
        acc.kernel = "dot_acc";
        acc.file = "apps";
        acc.groups = b.fill_groups(n / 4, local, 8);
        acc.local = local;
        acc.note = "sum accumulator, int4 loads";
        auto acc_args = [&](cl::Kernel &k) {
            k.setArg(0, bx);
            k.setArg(1, by);
            k.setArg(2, cl_uint(n / 4));
            k.setArg(3, result);
            return cl_uint(4);
        };
        add_accumulator_row(b, vs, acc, acc_args, reset, verify);
        add_accumulator_row(b, vs, coordinator_flush_row(acc, "lib:sum-acc+coordinator", "dot_acc_sw", b.coordinator_skip(coord_groups)),
                            acc_args, reset, verify);
        vs.push_back({"CLBlast SDOT", clblast_missing(), [&] {
#ifdef SWATOMIC_BENCH_HAVE_CLBLAST
            std::vector<float> fx(x.begin(), x.end()), fy(y.begin(), y.end());
            cl::Buffer bfx = b.upload(fx, CL_MEM_READ_ONLY), bfy = b.upload(fy, CL_MEM_READ_ONLY), out = b.buffer(4);
            cl_command_queue q = b.queue()();
            return b.measure(nullptr, [&] {
                clblast_check(CLBlastSdot(n, out(), 0, bfx(), 0, 1, bfy(), 0, 1, &q, nullptr), "CLBlastSdot");
                return cl::Event();
            }, [&] {
                const float v = b.download<float>(out, 1)[0];
                if (std::fabs(v - exact) > 1e-4 * double(n) * 64 / std::sqrt(double(n)) + 1)
                    throw WrongResult("CLBlast dot = " + std::to_string(v) + ", expected " + std::to_string(exact));
            }, false);
#else
            return Timing{};
#endif
        }, "float copies of the same ints"});
        b.run_case(e, c, std::move(vs));
    }
}

// ---------------------------------------------------------------- string match
struct Text {
    std::string text;
    std::vector<std::string> queries;
};

// ~bytes of lowercase words; the queries (capitalised, so filler never contains them) are
// inserted as whole words `counts[i]` times each at random places.
Text make_text(std::mt19937_64 &rng, std::size_t bytes, const std::vector<std::size_t> &counts)
{
    Text t;
    t.queries = {"Kernel", "Barrier", "Wavefront", "Atomic"};
    std::uniform_int_distribution<int> len(2, 10), letter(0, 25), sep(0, 11);
    const std::size_t words = bytes / 7;
    std::vector<std::uint8_t> tag(words, 0);
    std::size_t at = 0;
    for (std::size_t q = 0; q < counts.size(); ++q)
        for (std::size_t i = 0; i < counts[q] && at < words; ++i) tag[at++] = static_cast<std::uint8_t>(q + 1);
    std::shuffle(tag.begin(), tag.end(), rng);
    t.text.reserve(bytes + 64);
    for (std::size_t w = 0; w < words; ++w) {
        if (tag[w]) t.text += t.queries[tag[w] - 1];
        else
            for (int i = len(rng); i > 0; --i) t.text += static_cast<char>('a' + letter(rng));
        t.text += sep(rng) == 0 ? '\n' : ' ';
    }
    return t;
}

void run_strmatch(Bench &b, const Experiment &e)
{
    // The paper's queries returned 7, 87, 1413 and 20234 matches in 4 MB.
    std::vector<std::size_t> counts{7, 87, 1413, 20234};
    std::size_t bytes = 4u << 20;
    if (b.scale() == Scale::Smoke) {
        bytes = 1u << 20;
        counts = {2, 22, 353, 5058};
    }
    auto rng = b.rng(400);
    const Text t = make_text(rng, bytes, counts);
    const std::size_t length = t.text.size();
    cl::Buffer text = b.buffer(length, CL_MEM_READ_ONLY);
    Bench::check(b.queue().enqueueWriteBuffer(text, CL_TRUE, 0, length, t.text.data()), "write");
    const std::size_t local = kAppLocal;
    const std::size_t groups = b.coordinator_groups("apps", "strmatch_coordinator", local);
    for (std::size_t qi = 0; qi < t.queries.size(); ++qi) {
        const std::string &q = t.queries[qi];
        std::vector<cl_uint> ref;
        for (std::size_t p = t.text.find(q); p != std::string::npos; p = t.text.find(q, p + 1)) ref.push_back(cl_uint(p));
        cl::Buffer query = b.buffer(q.size(), CL_MEM_READ_ONLY);
        Bench::check(b.queue().enqueueWriteBuffer(query, CL_TRUE, 0, q.size(), q.data()), "write");
        cl::Buffer positions = b.buffer((length - q.size() + 1) * 4), counter = b.buffer(4);
        auto reset = [&] { b.fill(counter, cl_uint(0), 1); };
        auto verify = [&] {
            const auto count = b.download<cl_uint>(counter, 1)[0];
            if (count != ref.size()) throw WrongResult(std::to_string(count) + " matches, expected " + std::to_string(ref.size()));
            auto got = b.download<cl_uint>(positions, count);
            std::sort(got.begin(), got.end());
            if (got != ref) throw WrongResult("match positions differ from the CPU scan");
        };
        auto set_args = [&](cl::Kernel &k) {
            k.setArg(0, text);
            k.setArg(1, cl_uint(length));
            k.setArg(2, query);
            k.setArg(3, cl_uint(q.size()));
            k.setArg(4, positions);
            k.setArg(5, counter);
        };
        Case c;
        c.label = "Q" + std::to_string(qi + 1) + " \"" + q + "\" " + std::to_string(ref.size()) + " hits";
        c.x = double(qi + 1);
        c.x_name = "query (Q1..Q4: increasing match count)";
        c.bytes = double(length);
        std::vector<Variant> vs;
        vs.push_back({"native", "", [&] {
            cl::Kernel k = b.kernel("apps", "strmatch_native");
            set_args(k);
            return b.measure(reset, [&] { return b.enqueue(k, groups * local, local); }, verify);
        }, ""});
        vs.push_back({"coordinator", b.coordinator_skip(ref.size()), [&] {
            const auto &p = b.program("apps");
            cl::Kernel k = p.kernel("strmatch_coordinator");
            set_args(k);
            return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, groups, local); }, verify);
        }, ""});
        vs.push_back({"wg-aggregate", "", [&] {
            cl::Kernel k = b.kernel("apps", "strmatch_wg_aggregate");
            set_args(k);
            k.setArg(6, cl::Local(local * 4));
            return b.measure(reset, [&] { return b.enqueue(k, groups * local, local); }, verify);
        }, "count, reserve per group, write"});
        b.run_case(e, c, std::move(vs));
    }
}

Registrar matmul{{"matmul", "seed 002 Fig. 10", "MapReduce matrix multiply map phase: emit each element at an atomically reserved slot",
                  run_matmul, true, 20}};
Registrar kmeans{{"kmeans", "seed 002 Fig. 11", "KMeans map phase: nearest of 16 centroids, emit (cluster, point) at a reserved slot",
                  run_kmeans, false, 21}};
Registrar dot{{"dot", "seed 002 Fig. 12", "scalar product of int vectors, every product atomically added to one variable",
               run_dot, true, 22}};
Registrar strmatch{{"strmatch", "seed 002 Fig. 13", "string match over a generated ~4 MB text, matches written at reserved slots",
                    run_strmatch, false, 23}};

}  // namespace
}  // namespace bench
