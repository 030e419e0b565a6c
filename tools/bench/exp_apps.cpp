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

// ---------------------------------------------------------------- map phases (matmul, kmeans)
// The rows both map phases share, from kernels <prefix>_native, _coordinator, _wg_aggregate and
// _direct, and the library's variants (<prefix>_<variant> in kernels/bench/variants.cl). Every
// row launches the same `groups` groups of kAppLocal (the coordinator kernel's co-resident
// limit); `records` is the coordinator row's request count. set_args sets the kernel's own
// arguments; wg_aggregate's local scratch, or the variants' status word, follows at `scratch_arg`.
void add_map_phase_rows(Bench &b, std::vector<Variant> &vs, const std::string &prefix, std::size_t groups,
                        std::size_t records, const std::function<void(cl::Kernel &)> &set_args, cl_uint scratch_arg,
                        const std::function<void()> &reset, const std::function<void()> &verify,
                        const std::string &direct_note)
{
    vs.push_back({"native", "", [&b, prefix, groups, set_args, reset, verify] {
        cl::Kernel k = b.kernel("apps", prefix + "_native");
        set_args(k);
        return b.measure(reset, [&] { return b.enqueue(k, groups * kAppLocal, kAppLocal); }, verify);
    }, ""});
    vs.push_back({"coordinator", b.coordinator_skip(records), [&b, prefix, groups, set_args, reset, verify] {
        const auto &p = b.program("apps");
        cl::Kernel k = p.kernel(prefix + "_coordinator");
        set_args(k);
        return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, groups, kAppLocal); }, verify);
    }, ""});
    vs.push_back({"wg-aggregate", "", [&b, prefix, groups, set_args, scratch_arg, reset, verify] {
        cl::Kernel k = b.kernel("apps", prefix + "_wg_aggregate");
        set_args(k);
        k.setArg(scratch_arg, cl::Local(kAppLocal * 4));
        return b.measure(reset, [&] { return b.enqueue(k, groups * kAppLocal, kAppLocal); }, verify);
    }, ""});
    vs.push_back({"direct (no atomic)", "", [&b, prefix, groups, set_args, reset, verify] {
        cl::Kernel k = b.kernel("apps", prefix + "_direct");
        set_args(k);
        return b.measure(reset, [&] { return b.enqueue(k, groups * kAppLocal, kAppLocal); }, verify);
    }, direct_note});
    add_library_variants(b, vs, prefix, "", [set_args, scratch_arg](cl::Kernel &k) {
        set_args(k);
        return scratch_arg;
    }, groups * kAppLocal, kAppLocal, reset, verify);
}

// ---------------------------------------------------------------- matrix multiply
// Random n x n matrices (row-major) and their product in double. scale is each element's sum of
// product magnitudes: the float kernels' rounding error grows with it, not with the result.
struct MatmulInputs {
    std::size_t n = 0;
    std::vector<float> x, y;
    std::vector<double> ref, scale;
    bool close(std::size_t element, float z) const { return std::fabs(z - ref[element]) <= 1e-5 * scale[element] + 1e-6; }
};

MatmulInputs make_matmul_inputs(Bench &b, std::size_t n)
{
    MatmulInputs m;
    m.n = n;
    auto rng = b.rng(100 + n);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    m.x.resize(n * n);
    m.y.resize(n * n);
    for (auto &v : m.x) v = dist(rng);
    for (auto &v : m.y) v = dist(rng);
    m.ref.resize(n * n);
    m.scale.resize(n * n);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j) {
            double acc = 0, mag = 0;
            for (std::size_t k = 0; k < n; ++k) {
                acc += double(m.x[i * n + k]) * m.y[k * n + j];
                mag += std::fabs(double(m.x[i * n + k]) * m.y[k * n + j]);
            }
            m.ref[i * n + j] = acc;
            m.scale[i * n + j] = mag;
        }
    return m;
}

// The map phase emits one (element, value) record per element, in any order.
void verify_matmul_records(Bench &b, const MatmulInputs &m, const cl::Buffer &counter, const cl::Buffer &keys,
                           const cl::Buffer &values)
{
    const std::size_t n = m.n;
    const auto count = b.download<cl_uint>(counter, 1)[0];
    if (count != n * n) throw WrongResult("emitted " + std::to_string(count) + " records, expected " + std::to_string(n * n));
    const auto k = b.download<cl_uint>(keys, n * n);
    const auto v = b.download<float>(values, n * n);
    std::vector<char> seen(n * n, 0);
    for (std::size_t p = 0; p < n * n; ++p) {
        if (k[p] >= n * n || seen[k[p]]) throw WrongResult("record " + std::to_string(p) + " has a bad or repeated key");
        seen[k[p]] = 1;
        if (!m.close(k[p], v[p])) throw WrongResult("element " + std::to_string(k[p]) + " = " + std::to_string(v[p]) + ", expected " + std::to_string(m.ref[k[p]]));
    }
}

// CLBlast's SGEMM on the same matrices into c_out: the product alone, no records emitted.
// (The parameters are unused in a build without CLBlast.)
Variant clblast_sgemm_row([[maybe_unused]] Bench &b, [[maybe_unused]] const MatmulInputs &m, [[maybe_unused]] const cl::Buffer &bx,
                          [[maybe_unused]] const cl::Buffer &by, [[maybe_unused]] const cl::Buffer &c_out)
{
    return {"CLBlast SGEMM", clblast_missing(), [&] {
#ifdef SWATOMIC_BENCH_HAVE_CLBLAST
        const std::size_t n = m.n;
        cl_command_queue q = b.queue()();
        return b.measure(nullptr, [&] {
            clblast_check(CLBlastSgemm(CLBlastLayoutRowMajor, CLBlastTransposeNo, CLBlastTransposeNo, n, n, n, 1.0f,
                                       bx(), 0, n, by(), 0, n, 0.0f, c_out(), 0, n, &q, nullptr), "CLBlastSgemm");
            return cl::Event();
        }, [&] {
            const auto z = b.download<float>(c_out, n * n);
            for (std::size_t p = 0; p < n * n; ++p)
                if (!m.close(p, z[p])) throw WrongResult("CLBlast element " + std::to_string(p) + " differs from the CPU reference");
        }, false);
#else
        return Timing{};
#endif
    }, "product only, no emit"};
}

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
        const MatmulInputs m = make_matmul_inputs(b, n);
        cl::Buffer bx = b.upload(m.x, CL_MEM_READ_ONLY), by = b.upload(m.y, CL_MEM_READ_ONLY);
        cl::Buffer keys = b.buffer(n * n * 4), values = b.buffer(n * n * 4), counter = b.buffer(4), c_out = b.buffer(n * n * 4);
        auto reset = [&] {
            b.fill(counter, cl_uint(0), 1);
            b.fill(keys, cl_uint(0xffffffffu), n * n);
        };
        auto verify = [&] { verify_matmul_records(b, m, counter, keys, values); };
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
        add_map_phase_rows(b, vs, "matmul_map", groups, n * n, set_args, 6, reset, verify,
                           "positions known in advance (Mars layout)");
        vs.push_back(clblast_sgemm_row(b, m, bx, by, c_out));
        b.run_case(e, c, std::move(vs));
    }
}

// ---------------------------------------------------------------- KMeans map
// Random points and centroids in [0, 100)^4; best[p] is point p's squared distance to its
// nearest centroid, computed in double.
struct KmeansInputs {
    std::vector<cl_float4> points, centroids;
    std::vector<double> best;
    double distance(std::size_t p, std::size_t c) const
    {
        double s = 0;
        for (int d = 0; d < 4; ++d) {
            const double v = double(points[p].s[d]) - centroids[c].s[d];
            s += v * v;
        }
        return s;
    }
};

KmeansInputs make_kmeans_inputs(Bench &b, std::size_t n, std::size_t k)
{
    KmeansInputs in;
    auto rng = b.rng(200 + n);
    std::uniform_real_distribution<float> dist(0.0f, 100.0f);
    in.points.resize(n);
    in.centroids.resize(k);
    for (auto &p : in.points)
        for (int d = 0; d < 4; ++d) p.s[d] = dist(rng);
    for (auto &c : in.centroids)
        for (int d = 0; d < 4; ++d) c.s[d] = dist(rng);
    in.best.assign(n, INFINITY);
    for (std::size_t p = 0; p < n; ++p)
        for (std::size_t c = 0; c < k; ++c) in.best[p] = std::min(in.best[p], in.distance(p, c));
    return in;
}

// The map phase emits one (cluster, point) record per point, in any order.
void verify_kmeans_records(Bench &b, const KmeansInputs &in, const cl::Buffer &counter, const cl::Buffer &clusters_out,
                           const cl::Buffer &points_out)
{
    const std::size_t n = in.points.size(), k = in.centroids.size();
    const auto count = b.download<cl_uint>(counter, 1)[0];
    if (count != n) throw WrongResult("emitted " + std::to_string(count) + " records, expected " + std::to_string(n));
    const auto clusters = b.download<cl_uint>(clusters_out, n), pt = b.download<cl_uint>(points_out, n);
    std::vector<char> seen(n, 0);
    for (std::size_t r = 0; r < n; ++r) {
        if (pt[r] >= n || seen[pt[r]]) throw WrongResult("record " + std::to_string(r) + " has a bad or repeated point");
        seen[pt[r]] = 1;
        // Nearest up to float rounding (ties may go either way).
        if (clusters[r] >= k || in.distance(pt[r], clusters[r]) > in.best[pt[r]] * (1 + 1e-5) + 1e-4)
            throw WrongResult("point " + std::to_string(pt[r]) + " assigned to cluster " + std::to_string(clusters[r]) + ", not the nearest");
    }
}

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
        const KmeansInputs in = make_kmeans_inputs(b, n, k);
        cl::Buffer bp = b.upload(in.points, CL_MEM_READ_ONLY), bc = b.upload(in.centroids, CL_MEM_READ_ONLY);
        cl::Buffer oc = b.buffer(n * 4), op = b.buffer(n * 4), counter = b.buffer(4);
        auto reset = [&] {
            b.fill(counter, cl_uint(0), 1);
            b.fill(op, cl_uint(0xffffffffu), n);
        };
        auto verify = [&] { verify_kmeans_records(b, in, counter, oc, op); };
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
        add_map_phase_rows(b, vs, "kmeans_map", groups, n, set_args, 7, reset, verify, "positions known in advance");
        b.run_case(e, c, std::move(vs));
    }
}

// ---------------------------------------------------------------- scalar product
// Random ints in [-8, 8]: expected is the kernels' wrapping uint sum of the products, exact
// the real one (CLBlast's float result is compared with it).
struct DotInputs {
    std::vector<cl_int> x, y;
    std::uint32_t expected = 0;
    double exact = 0;
};

DotInputs make_dot_inputs(Bench &b, std::size_t n)
{
    DotInputs in;
    auto rng = b.rng(300 + n);
    std::uniform_int_distribution<int> dist(-8, 8);
    in.x.resize(n);
    in.y.resize(n);
    for (auto &v : in.x) v = dist(rng);
    for (auto &v : in.y) v = dist(rng);
    for (std::size_t i = 0; i < n; ++i) {
        in.expected += static_cast<std::uint32_t>(in.x[i] * in.y[i]);
        in.exact += double(in.x[i]) * in.y[i];
    }
    return in;
}

// The device side of one case: both vectors (n ints each) and the result every row adds into.
struct DotBuffers {
    std::size_t n = 0;
    cl::Buffer x, y, result;
};

// Arguments 0..3 of every dot kernel: x, y, how many elements (ints, or int4s for the kernels
// that load int4) and the result. Returns the next argument's index.
cl_uint set_dot_args(cl::Kernel &k, const DotBuffers &d, std::size_t count)
{
    k.setArg(0, d.x);
    k.setArg(1, d.y);
    k.setArg(2, cl_uint(count));
    k.setArg(3, d.result);
    return cl_uint(4);
}

// The bench's own kernels: a native atomic per product, the coordinator's software atomic per
// product, and a work-group reduce with one atomic per group.
void add_dot_kernel_rows(Bench &b, std::vector<Variant> &vs, const DotBuffers &d, std::size_t local, std::size_t coord_groups,
                         const std::string &note, const std::function<void()> &reset, const std::function<void()> &verify)
{
    vs.push_back({"native", "", [&b, &d, local, reset, verify] {
        cl::Kernel k = b.kernel("apps", "dot_native");
        set_dot_args(k, d, d.n);
        return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(d.n, local, 4) * local, local); }, verify);
    }, note + "per-item atomic"});
    vs.push_back({"coordinator", b.coordinator_skip(d.n), [&b, &d, local, coord_groups, reset, verify] {
        const auto &p = b.program("apps");
        cl::Kernel k = p.kernel("dot_coordinator");
        set_dot_args(k, d, d.n);
        return b.measure_coordinator(reset, [&] { b.launch_coordinator(p, k, coord_groups, local); }, verify);
    }, "per-item software atomic"});
    vs.push_back({"wg-reduce", "", [&b, &d, local, reset, verify] {
        cl::Kernel k = b.kernel("apps", "dot_wg_reduce");
        set_dot_args(k, d, d.n / 4);
        k.setArg(4, cl::Local(local * 4));
        return b.measure(reset, [&] { return b.enqueue(k, b.fill_groups(d.n / 4, local, 8) * local, local); }, verify);
    }, "int4 loads, one atomic per group"});
}

// The library's collision-reduction variants on dot_native's grid, then its sum accumulator in
// dot_wg_reduce's loop, flushed natively, through the coordinator, and stored as partials.
void add_dot_library_rows(Bench &b, std::vector<Variant> &vs, const DotBuffers &d, std::size_t local,
                          const std::function<void()> &reset, const std::function<void()> &verify)
{
    add_library_variants(b, vs, "dot", "", [&d](cl::Kernel &k) { return set_dot_args(k, d, d.n); },
                         b.fill_groups(d.n, local, 4) * local, local, reset, verify);
    AccumulatorRow acc;
    acc.name = "lib:sum-acc";
    acc.kernel = "dot_acc";
    acc.file = "apps";
    auto acc_args = [&d](cl::Kernel &k) { return set_dot_args(k, d, d.n / 4); };
    acc.local = flush_local_size(b, acc, "dot_acc_merge", 1, acc_args, local);
    acc.groups = b.fill_groups(d.n / 4, acc.local, 8);
    acc.note = "sum accumulator, int4 loads" + per_group_note(acc.local);
    add_accumulator_row(b, vs, acc, acc_args, reset, verify);
    add_accumulator_row(b, vs, merged_row(acc, "lib:sum-acc+coordinator", "dot_acc_merge", 1), acc_args, reset, verify);
    add_accumulator_row(b, vs, partials_row(acc, "lib:sum-acc+partials", "dot_acc_store", 1, 3, d.result), acc_args, reset,
                        verify);
}

// CLBlast's SDOT on float copies of the same ints, host clock. (The parameters are unused in a
// build without CLBlast.)
Variant clblast_sdot_row([[maybe_unused]] Bench &b, [[maybe_unused]] const DotInputs &in)
{
    return {"CLBlast SDOT", clblast_missing(), [&] {
#ifdef SWATOMIC_BENCH_HAVE_CLBLAST
        const std::size_t n = in.x.size();
        std::vector<float> fx(in.x.begin(), in.x.end()), fy(in.y.begin(), in.y.end());
        cl::Buffer bfx = b.upload(fx, CL_MEM_READ_ONLY), bfy = b.upload(fy, CL_MEM_READ_ONLY), out = b.buffer(4);
        cl_command_queue q = b.queue()();
        return b.measure(nullptr, [&] {
            clblast_check(CLBlastSdot(n, out(), 0, bfx(), 0, 1, bfy(), 0, 1, &q, nullptr), "CLBlastSdot");
            return cl::Event();
        }, [&] {
            const float v = b.download<float>(out, 1)[0];
            if (std::fabs(v - in.exact) > 1e-4 * double(n) * 64 / std::sqrt(double(n)) + 1)
                throw WrongResult("CLBlast dot = " + std::to_string(v) + ", expected " + std::to_string(in.exact));
        }, false);
#else
        return Timing{};
#endif
    }, "float copies of the same ints"};
}

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
        const DotInputs in = make_dot_inputs(b, n);
        DotBuffers d;
        d.n = n;
        d.x = b.upload(in.x, CL_MEM_READ_ONLY);
        d.y = b.upload(in.y, CL_MEM_READ_ONLY);
        d.result = b.buffer(4);
        auto reset = [&] { b.fill(d.result, cl_uint(0), 1); };
        auto verify = [&] {
            const auto v = b.download<cl_uint>(d.result, 1)[0];
            if (v != in.expected) throw WrongResult("dot = " + std::to_string(int(v)) + ", expected " + std::to_string(int(in.expected)));
        };
        Case c;
        c.label = "n=" + human_count(double(n));
        c.x = double(n);
        c.x_name = "elements";
        c.bytes = double(n) * 8;
        c.items = double(n);
        std::vector<Variant> vs;
        add_dot_kernel_rows(b, vs, d, local, coord_groups, note, reset, verify);
        add_dot_library_rows(b, vs, d, local, reset, verify);
        vs.push_back(clblast_sdot_row(b, in));
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
        add_library_variants(b, vs, "strmatch", "", [&set_args](cl::Kernel &k) {
            set_args(k);
            return cl_uint(6);
        }, groups * local, local, reset, verify);
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
