#include "bench.hpp"

#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include <unistd.h>

#include "embedded_kernels.hpp"

namespace bench {

extern const swatomic::detail::EmbeddedKernelSet kEmbeddedKernels;  // generated: kernels/bench/*.cl

std::string kernel_source(const std::string &include_name)
{
    const auto *file = kEmbeddedKernels.find(include_name);
    if (file == nullptr) throw swatomic::InvalidArgument("swatomic-bench has no kernel file \"" + include_name + "\"");
    return file->text;
}

std::vector<Experiment> &registry()
{
    static std::vector<Experiment> experiments;
    return experiments;
}

double median(std::vector<double> v)
{
    if (v.empty()) return NAN;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

std::string human_count(double n)
{
    const char *suffix[] = {"", "K", "M", "G"};
    int i = 0;
    while (i < 3 && n >= 1024 && std::fmod(n, 1024) == 0) {
        n /= 1024;
        ++i;
    }
    std::ostringstream out;
    out << n << suffix[i];
    return out.str();
}

std::string check_atomic_chain(std::uint32_t start, std::uint32_t final,
                               std::vector<std::pair<std::uint32_t, std::uint32_t>> ops)
{
    std::vector<swatomic::AtomicOp> atomic_ops;
    atomic_ops.reserve(ops.size());
    for (const auto &[old_value, increment] : ops) atomic_ops.push_back({old_value, increment});
    return swatomic::check_atomic_chain(start, final, std::move(atomic_ops));  // swatomic/verify.hpp
}

void Bench::check(cl_int err, const char *what)
{
    if (err != CL_SUCCESS) throw swatomic::OpenClError(err, what);
}

Bench::Bench(const Options &options) : options_(options), started_(std::chrono::steady_clock::now())
{
    // A queue with profiling enabled, adopted by the runtime, so native kernels are timed by events.
    const swatomic::DeviceEntry entry = swatomic::select_device(options.device);
    cl_int err = CL_SUCCESS;
    cl::Context context(entry.device, nullptr, nullptr, nullptr, &err);
    check(err, "clCreateContext");
    cl::CommandQueue queue(context, entry.device, CL_QUEUE_PROFILING_ENABLE, &err);
    check(err, "clCreateCommandQueue");
    runtime_ = std::make_unique<swatomic::Runtime>(context, entry.device, queue);
    coordinator_ = std::make_unique<swatomic::Coordinator>(*runtime_);
    entry.device.getInfo(CL_DEVICE_EXTENSIONS, &extensions_);
    progress_tty_ = isatty(STDERR_FILENO) != 0;  // a rewritten line only makes sense on a terminal
    entry.device.getInfo(CL_DEVICE_GLOBAL_MEM_SIZE, &global_mem_);
    entry.device.getInfo(CL_DEVICE_MAX_MEM_ALLOC_SIZE, &max_alloc_);
}

int Bench::reps() const
{
    if (options_.reps > 0) return options_.reps;
    return full() || options_.advise ? 10 : 3;  // the advisor's margin needs the longer series
}

bool Bench::has_extension(const std::string &name) const
{
    std::istringstream in(extensions_);
    std::string word;
    while (in >> word)
        if (word == name) return true;
    return false;
}

std::string Bench::device_description() const
{
    const auto &t = traits();
    std::ostringstream out;
    out << t.platform_name << " / " << t.name << " (" << swatomic::family_name(t.family) << ", " << t.compute_units
        << " compute units, " << (global_mem_ >> 20) << " MiB global, max alloc " << (max_alloc_ >> 20)
        << " MiB, slot width " << t.slot_width << ")";
    return out.str();
}

const swatomic::Program &Bench::program(const std::string &file, const std::string &defines)
{
    const std::string key = file + "|" + defines;
    auto it = programs_.find(key);
    if (it != programs_.end()) return it->second;
    progress("building bench/" + file + ".cl " + defines);
    std::string source = kernel_source("bench/common.cl") + "\n" + kernel_source("bench/" + file + ".cl");
    if (options_.include_kernels) source = "#include \"swatomic/software_atom_add.cl\"\n" + source;
    swatomic::BuildOptions build;
    build.source_name = "bench/" + file + ".cl";
    build.compiler_options = defines;
    build.cap_registers_without_coordinator = options_.register_cap;
    build.inject_library_source = !options_.include_kernels;
    return programs_.emplace(key, runtime_->build_program(source, build)).first->second;
}

const swatomic::Program &Bench::program_with(const std::string &key, const std::function<swatomic::Program()> &build)
{
    auto it = programs_.find(key);
    if (it != programs_.end()) return it->second;
    progress("building " + key);
    return programs_.emplace(key, build()).first->second;
}

cl::Kernel Bench::kernel(const std::string &file, const std::string &name, const std::string &defines)
{
    return program(file, defines).kernel(name);
}

cl::Buffer Bench::buffer(std::size_t bytes, cl_mem_flags flags)
{
    cl_int err = CL_SUCCESS;
    cl::Buffer b(context(), flags, std::max<std::size_t>(bytes, 16), nullptr, &err);
    check(err, "clCreateBuffer");
    return b;
}

std::size_t Bench::fit(std::size_t wanted, double total_per_item, double largest_per_item, std::string *note) const
{
    std::size_t n = wanted;
    const double budget = 0.7 * static_cast<double>(global_mem_);
    while (n > 1024 && (n * total_per_item > budget || n * largest_per_item > static_cast<double>(max_alloc_))) n /= 2;
    if (n != wanted && note) *note += "shrunk from " + human_count(wanted) + " to " + human_count(n) + " to fit device memory; ";
    return n;
}

cl::Event Bench::enqueue(const cl::Kernel &kernel, std::size_t global, std::size_t local)
{
    cl::Event event;
    check(queue().enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(global), cl::NDRange(local), nullptr, &event),
          "clEnqueueNDRangeKernel");
    return event;
}

std::size_t Bench::fill_groups(std::size_t items, std::size_t local, std::size_t per_item) const
{
    const std::size_t needed = std::max<std::size_t>(1, (items + local * per_item - 1) / (local * per_item));
    // Enough groups for every compute unit many times over; grid-stride loops cover the rest.
    const std::size_t cap = std::max<std::size_t>(1, traits().compute_units * (traits().type & CL_DEVICE_TYPE_CPU ? 4 : 32));
    return std::min(needed, cap);
}

std::size_t Bench::coordinator_groups(const std::string &file, const std::string &name, std::size_t local,
                                      const std::string &defines)
{
    const swatomic::Program &p = program(file, defines);
    cl::Kernel k = p.kernel(name);
    return coordinator_groups_for(p, k, local);
}

swatomic::LaunchOptions Bench::launch_options(std::uint32_t requests_per_group) const
{
    swatomic::LaunchOptions o;
    o.coordinator_groups = options_.coordinators;
    o.requests_per_group = requests_per_group;
    return o;
}

std::size_t Bench::coordinator_groups_for(const swatomic::Program &p, cl::Kernel &k, std::size_t local,
                                          std::uint32_t requests_per_group)
{
    return coordinator_->max_worker_groups(p, k, local, launch_options(requests_per_group));
}

swatomic::LaunchStats Bench::launch_coordinator(const swatomic::Program &p, cl::Kernel &k, std::size_t groups,
                                                std::size_t local, std::uint32_t requests_per_group)
{
    last_launch_ = coordinator_->launch(p, k, groups, local, launch_options(requests_per_group));
    launch_passes_.push_back(last_launch_.passes);
    return last_launch_;
}

// Coordinator caps: the most atomic requests a coordinator row makes before it is skipped (the
// fig8/fig9/datadep sweeps have no cap: they stop at the co-resident limit). THE place to adjust
// them when the coordinator gets faster; --coordinator-cap N overrides all of them for one run.
// (Requests: one per software_atom_* call, e.g. n*n for matmul, the match count for strmatch.)
struct CoordinatorCaps {
    std::size_t smoke, quick, full;
};
// A GPU: the full run skips no coordinator row below 2^26 requests; on the H100 with 16
// coordinators hist256 uniform 16 MB (2^24 requests, a warp's lanes naming many bins) took
// 35 ms, KMeans 2^22 points 3.9 ms.
constexpr CoordinatorCaps kGpuCoordinatorCaps{std::size_t(1) << 20, std::size_t(1) << 22, std::size_t(1) << 26};
// A CPU device (PoCL) runs a group's work-items one after another, so a group has one request in
// flight and the spinning threads share the cores with the coordinator: measured ~40K requests/s
// (matmul, KMeans, strmatch at 128 per group) and ~15K/s (dot, 256 per group) on 2 cores with
// POCL_MAX_PTHREAD_COUNT=8. 2^16 runs every seed 002 coordinator row of --quick (matmul up to
// 256x256, KMeans up to 65536 points, dot 2^16, all four strmatch queries) but dot 2^20 (70 s
// per launch then, warm-up + 1 timed = 140 s: over the 2-minute budget of --quick; 15.6 s per
// launch on 2 idle cores, still too much under the 10-20x slow-down of a loaded CI machine); the seed 000/001
// quick rows (>= 2^20 requests) stay skipped too. Under load a PoCL coordinator slows 10-20x
// (its threads spin on contended cores). --smoke keeps 512 (ctest stays fast).
constexpr CoordinatorCaps kCpuCoordinatorCaps{512, std::size_t(1) << 16, std::size_t(1) << 16};

std::size_t Bench::coordinator_item_cap() const
{
    if (options_.coordinator_cap) return options_.coordinator_cap;
    const CoordinatorCaps &caps = (traits().type & CL_DEVICE_TYPE_CPU) ? kCpuCoordinatorCaps : kGpuCoordinatorCaps;
    switch (options_.scale) {
    case Scale::Smoke: return caps.smoke;
    case Scale::Quick: return caps.quick;
    case Scale::Full: break;
    }
    return caps.full;
}

std::string Bench::coordinator_skip(std::size_t requests) const
{
    if (requests <= coordinator_item_cap()) return "";
    return "skipped above " + human_count(double(coordinator_item_cap())) +
           " requests on this device (a variable has one coordinator group; --coordinator-cap raises it)";
}

Timing Bench::measure(const std::function<void()> &reset, const std::function<cl::Event()> &launch,
                      const std::function<void()> &verify, bool use_events, int reps_override)
{
    return measure_span(reset, [&] {
        cl::Event ev = launch();
        return std::make_pair(ev, ev);
    }, verify, use_events, reps_override);
}

Timing Bench::measure_span(const std::function<void()> &reset,
                           const std::function<std::pair<cl::Event, cl::Event>()> &launch,
                           const std::function<void()> &verify, bool use_events, int reps_override)
{
    Timing t;
    const int reps = reps_override > 0 ? reps_override : this->reps();
    for (int r = -1; r < reps; ++r) {  // r = -1: warm-up (first-launch compilation), not recorded
        if (reset) reset();
        check(queue().finish(), "clFinish");
        const auto t0 = std::chrono::steady_clock::now();
        const auto [first, last] = launch();
        check(queue().finish(), "clFinish");
        const auto t1 = std::chrono::steady_clock::now();
        if (r == -1 || r == reps - 1) verify();
        if (r < 0) continue;
        t.host_ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        if (use_events && first() != nullptr && last() != nullptr) {
            cl_ulong start = 0, end = 0;
            if (first.getProfilingInfo(CL_PROFILING_COMMAND_START, &start) == CL_SUCCESS &&
                last.getProfilingInfo(CL_PROFILING_COMMAND_END, &end) == CL_SUCCESS && end >= start)
                t.event_ms.push_back((end - start) * 1e-6);
        }
    }
    if (t.event_ms.size() != t.host_ms.size()) t.event_ms.clear();
    return t;
}

Timing Bench::measure_coordinator(const std::function<void()> &reset, const std::function<void()> &launch,
                                  const std::function<void()> &verify)
{
    // On a CPU device more PoCL threads spin than there are cores, so a coordinator launch
    // costs OS time slices, not protocol work: one timed repetition there, unless --reps says.
    const bool single = (traits().type & CL_DEVICE_TYPE_CPU) && options_.reps == 0;
    // Kernel time from the coordinator launch's own event, as for every other row.
    last_launch_ = swatomic::LaunchStats{};
    launch_passes_.clear();
    Timing t = measure(reset, [&] { launch(); return coordinator().last_kernel_event(); }, verify, true, single ? 1 : 0);
    // What the last repetition did: how many requests reached the coordinators after the
    // wave aggregation; and how many passes the busiest one made, as a range over the timed
    // repetitions where they differ (a launch that takes one pass more takes ~1.3x longer, so
    // the median may land on either count).
    const swatomic::LaunchStats &s = last_launch_;
    if (s.coordinator_groups != 0) {
        const std::size_t timed = std::min(launch_passes_.size(), std::max(t.event_ms.size(), t.host_ms.size()));
        const auto [fewest, most] = std::minmax_element(launch_passes_.end() - static_cast<std::ptrdiff_t>(timed),
                                                        launch_passes_.end());
        std::ostringstream note;
        note << s.coordinator_groups << (s.coordinator_groups == 1 ? " coordinator, " : " coordinators, ") << s.physical_groups
             << (s.physical_groups == 1 ? " group" : " groups");
        if (s.worker_groups != s.physical_groups) note << " (" << s.worker_groups << " virtual)";
        note << ", " << s.slots << " slots: " << s.requests << " requests, ";
        if (timed > 1 && *fewest != *most) note << *fewest << "-" << *most << " passes";
        else note << s.passes << (s.passes == 1 ? " pass" : " passes");
        t.note = note.str();
    }
    return t;
}

void Bench::progress(const std::string &line)
{
    if (!options_.progress || !progress_tty_) return;
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    std::ostringstream out;
    out.setf(std::ios::fixed);
    out.precision(1);
    out << "[" << s << " s] " << line;
    std::cerr << "\r\033[K" << out.str() << std::flush;
}

void Bench::begin_experiment(const Experiment &e)
{
    progress("experiment " + e.name);
    if (options_.progress && progress_tty_) std::cerr << "\r\033[K" << std::flush;
    print_row_header(e, "");
}

void Bench::run_case(const Experiment &e, const Case &c, std::vector<Variant> variants)
{
    std::vector<Row> made;
    for (auto &v : variants) {
        Row row;
        row.experiment = e.name;
        row.figure = e.figure;
        row.case_label = c.label;
        row.series = c.series;
        row.x = c.x;
        row.x_name = c.x_name;
        row.variant = v.name;
        row.baseline = c.baseline;
        row.note = v.note;
        if (!v.skip.empty()) {
            row.status = "skipped";
            row.note = v.skip;
        } else {
            progress(e.name + " " + c.label + " " + v.name);
            try {
                const Timing t = v.run();
                const bool events = !t.event_ms.empty(), own = !t.clock.empty();
                const auto &times = own ? t.values : events ? t.event_ms : t.host_ms;
                if (times.empty()) throw swatomic::Error(swatomic::Status::Internal, "no samples");
                row.timing = own ? t.clock : events ? "events" : "host";
                row.unit = e.unit;
                row.median_ms = median(times);
                row.min_ms = *std::min_element(times.begin(), times.end());
                row.max_ms = *std::max_element(times.begin(), times.end());
                row.host_median_ms = median(t.host_ms);
                if (!t.note.empty()) row.note += (row.note.empty() ? "" : "; ") + t.note;
                row.status = "ok";
                if (own) {
                    // no rate: the samples are per operation, not the case's items
                } else if (c.bytes > 0) {
                    row.rate = c.bytes / (row.median_ms * 1e-3) / 1e9;
                    row.rate_unit = "GB/s";
                } else {
                    row.rate = c.items / (row.median_ms * 1e-3);
                    row.rate_unit = "items/s";
                }
            } catch (const WrongResult &w) {
                row.status = "WRONG";
                row.note = w.what();
                ++wrong_;
            } catch (const swatomic::Error &err) {
                row.status = "error";
                row.note = std::string(swatomic::status_name(err.status())) + ": " + err.what();
                ++errors_;
            }
        }
        made.push_back(row);
    }
    // Speedup vs the baseline variant, on the same timing method (host clock if either lacks events).
    const Row *base = nullptr;
    for (const auto &r : made)
        if (r.variant == c.baseline && r.status == "ok") base = &r;
    for (auto &r : made) {
        if (base && r.status == "ok") {
            const bool same = r.timing == base->timing;
            r.speedup = same ? base->median_ms / r.median_ms : base->host_median_ms / r.host_median_ms;
            if (!same) r.note += (r.note.empty() ? "" : "; ") + std::string("speedup on host clock");
        }
    }
    if (options_.progress && progress_tty_) std::cerr << "\r\033[K" << std::flush;
    for (auto &r : made) {
        print_row(r);
        rows_.push_back(r);
    }
}

}  // namespace bench
