// swatomic-bench: the seeds' experiments, side by side on one OpenCL device, every output checked
// against a CPU reference. This header holds the pieces every experiment shares: the device
// context (Bench), timing, result rows, and the experiment registry.
//
// Adding a row is one kernel in kernels/bench/<file>.cl plus one Variant entry in the
// experiment's variant list (exp_*.cpp); the library variants come from variants.cpp.
#ifndef SWATOMIC_BENCH_HPP
#define SWATOMIC_BENCH_HPP

#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "swatomic/swatomic.hpp"

namespace bench {

// How big the experiments are: Smoke (ctest), Quick (the README's PoCL run), Full (fill a GPU).
enum class Scale { Smoke, Quick, Full };

struct Options {
    Scale scale = Scale::Full;
    std::string device;            // --device / SWATOMIC_DEVICE
    std::vector<std::string> only; // --only
    int reps = 0;                  // 0: 3 (smoke/quick) or 10 (full)
    std::uint32_t seed = 42;       // --seed / SWATOMIC_BENCH_SEED
    std::string json_path, csv_path, markdown_path, plots_dir;
    bool progress = true;
    std::size_t coordinator_cap = 0;  // --coordinator-cap; 0: by device (see Bench::coordinator_item_cap)
    bool register_cap = true;         // off: --no-register-cap (BuildOptions::cap_registers_without_coordinator)
    std::uint32_t coordinators = 0;   // --coordinators (LaunchOptions::coordinator_groups); 0: the library's default
    std::vector<std::size_t> local_sizes;  // --local-sizes: fig8/fig9/datadep work-group sizes (empty: 64, 128, 256)
    bool at_limit = false;                 // --at-limit: fig8/fig9/datadep run only the co-resident-limit row
    bool include_kernels = false;          // --include-kernels (BuildOptions::inject_library_source = false)
    // Advisor
    bool advise = false;
    std::size_t advise_keys = 1u << 20;
    std::size_t advise_values = 0;  // 0: 16 per key
    std::string advise_distribution = "random";
    std::string advise_type = "double";
};

// A verification failure: the row prints WRONG and the process exits non-zero.
struct WrongResult : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Repetition times of one variant, in milliseconds.
struct Timing {
    std::vector<double> host_ms;   // host clock around enqueue .. clFinish
    std::vector<double> event_ms;  // OpenCL profiling events (empty when not available)
    std::string note;              // appended to the row's note (a coordinator launch's LaunchStats)
    // Rows timed inside the kernel (exp_latency.cpp): when `clock` is set, it names the row's
    // timing and `values` are the samples in the experiment's unit, used instead of the times.
    std::string clock;
    std::vector<double> values;
};

// One variant of one case: run() performs warm-up + reps, verifies, returns the times.
struct Variant {
    std::string name;
    std::string skip;               // non-empty: not run; the reason is shown
    std::function<Timing()> run;
    std::string note;
};

// One case (one point of a sweep) of an experiment.
struct Case {
    std::string label;     // e.g. "groups=7 local=64"
    std::string series;    // plot series suffix, e.g. "local=64" ("" = one series per variant)
    double x = 0;          // plot abscissa
    std::string x_name;    // e.g. "work-groups"
    double bytes = 0;      // input bytes (for GB/s); 0: report items/s
    double items = 0;      // items processed (for items/s)
    std::string baseline = "native";  // the variant speedups are relative to
};

struct Row {
    std::string experiment, figure, case_label, series, x_name, variant, status, timing, note;
    std::string baseline;        // the case's baseline variant (Case::baseline)
    std::string unit = "ms";     // of median/min/max (the fields keep their _ms names)
    double x = 0;
    double median_ms = NAN, min_ms = NAN, max_ms = NAN;
    double rate = NAN;           // GB/s or items/s
    std::string rate_unit;
    double speedup = NAN;        // baseline time / this time (same timing method)
    double host_median_ms = NAN; // always measured
};

class Bench;

struct Experiment {
    std::string name;
    std::string figure;       // e.g. "seed 002 Fig. 8"
    std::string description;
    std::function<void(Bench &, const Experiment &)> run;
    bool in_smoke = false;    // part of --smoke
    int order = 0;            // position in --list and in a run
    std::string unit = "ms";  // of the rows' median and min..max (e.g. "ns" per operation)
};

std::vector<Experiment> &registry();
// Registers at static-initialisation time: `static bench::Registrar r{{...}};`.
struct Registrar {
    explicit Registrar(Experiment e) { registry().push_back(std::move(e)); }
};

// The device context shared by all experiments.
class Bench {
public:
    explicit Bench(const Options &options);

    const Options &options() const { return options_; }
    Scale scale() const { return options_.scale; }
    bool full() const { return options_.scale == Scale::Full; }
    int reps() const;
    swatomic::Runtime &runtime() { return *runtime_; }
    swatomic::Coordinator &coordinator() { return *coordinator_; }
    // A coordinator launch with the run's LaunchOptions (--coordinators) and the kernel's bound
    // on a group's requests (LaunchOptions::requests_per_group, 0: none).
    // The most requesting groups that run at once beside the coordinator groups.
    std::size_t coordinator_groups_for(const swatomic::Program &p, cl::Kernel &k, std::size_t local,
                                       std::uint32_t requests_per_group = 0);
    // Its LaunchStats are kept for the row's note (measure_coordinator).
    swatomic::LaunchStats launch_coordinator(const swatomic::Program &p, cl::Kernel &k, std::size_t groups,
                                             std::size_t local, std::uint32_t requests_per_group = 0);
    const cl::Context &context() const { return runtime_->context(); }
    const cl::CommandQueue &queue() const { return runtime_->queue(); }
    const swatomic::DeviceTraits &traits() const { return runtime_->traits(); }
    bool has_extension(const std::string &name) const;
    std::mt19937_64 rng(std::uint64_t salt) const { return std::mt19937_64(options_.seed * 0x9E3779B97F4A7C15ull + salt); }

    // Programs from kernels/bench/<file>.cl (with bench/common.cl in front), built once per
    // (file, defines) with Runtime::build_program, so coordinator kernels can live beside the
    // native ones.
    const swatomic::Program &program(const std::string &file, const std::string &defines = "");
    cl::Kernel kernel(const std::string &file, const std::string &name, const std::string &defines = "");
    // A program built by `build` once per key (e.g. with swatomic::build_variant_program).
    const swatomic::Program &program_with(const std::string &key, const std::function<swatomic::Program()> &build);

    // Buffers.
    cl::Buffer buffer(std::size_t bytes, cl_mem_flags flags = CL_MEM_READ_WRITE);
    template <typename T>
    cl::Buffer upload(const std::vector<T> &host, cl_mem_flags flags = CL_MEM_READ_WRITE)
    {
        cl::Buffer b = buffer(std::max<std::size_t>(1, host.size()) * sizeof(T), flags);
        if (!host.empty()) check(queue().enqueueWriteBuffer(b, CL_TRUE, 0, host.size() * sizeof(T), host.data()), "write");
        return b;
    }
    template <typename T>
    std::vector<T> download(const cl::Buffer &b, std::size_t count)
    {
        std::vector<T> host(count);
        if (count) check(queue().enqueueReadBuffer(b, CL_TRUE, 0, count * sizeof(T), host.data()), "read");
        return host;
    }
    template <typename T>
    void fill(const cl::Buffer &b, T value, std::size_t count)
    {
        if (count) check(queue().enqueueFillBuffer(b, value, 0, count * sizeof(T)), "fill");
    }
    static void check(cl_int err, const char *what);

    // Largest n <= wanted (halving) such that every buffer fits max alloc and all of them fit
    // in ~70% of global memory: bytes_per_item_total covers all buffers, largest_per_item the
    // biggest single one. Records a note when it shrank.
    std::size_t fit(std::size_t wanted, double bytes_per_item_total, double largest_per_item, std::string *note = nullptr) const;

    // Timing: `reset` before each rep (not timed), `launch` enqueues and returns the kernel's
    // event (or an empty event: host clock only), `verify` checks the outputs (throws
    // WrongResult) after the warm-up and after the last rep.
    Timing measure(const std::function<void()> &reset, const std::function<cl::Event()> &launch,
                   const std::function<void()> &verify, bool use_events = true, int reps_override = 0);
    // The same for work of several commands: `launch` returns the first one's event and the last
    // one's, and the event time runs from the first's start to the last's end.
    Timing measure_span(const std::function<void()> &reset, const std::function<std::pair<cl::Event, cl::Event>()> &launch,
                        const std::function<void()> &verify, bool use_events = true, int reps_override = 0);
    // A coordinator launch: host clock around Coordinator::launch (which waits for the kernel).
    Timing measure_coordinator(const std::function<void()> &reset, const std::function<void()> &launch,
                               const std::function<void()> &verify);

    // Enqueue an NDRange kernel (1-D) and return its event.
    cl::Event enqueue(const cl::Kernel &kernel, std::size_t global, std::size_t local);

    // Work-group count of a grid-stride kernel sized to fill the device.
    std::size_t fill_groups(std::size_t items, std::size_t local, std::size_t items_per_item = 1) const;
    // Co-resident requesting groups for a coordinator kernel (the paper's limit).
    std::size_t coordinator_groups(const std::string &file, const std::string &kernel, std::size_t local,
                                   const std::string &defines = "");
    // Requests above which coordinator rows are skipped (they serialise on one coordinator group):
    // --coordinator-cap, else the caps table in bench.cpp (kCpuCoordinatorCaps, kGpuCoordinatorCaps).
    std::size_t coordinator_item_cap() const;
    // "" when a coordinator row with this many atomic requests runs, else the reason it is skipped.
    std::string coordinator_skip(std::size_t requests) const;

    // Runs the variants of one case and records/prints the rows.
    void run_case(const Experiment &experiment, const Case &c, std::vector<Variant> variants);
    void begin_experiment(const Experiment &experiment);
    void progress(const std::string &line);
    bool progress_shown() const { return options_.progress && progress_tty_; }

    const std::vector<Row> &rows() const { return rows_; }
    int wrong_count() const { return wrong_; }
    int error_count() const { return errors_; }
    std::string device_description() const;

private:
    // The run's LaunchOptions (--coordinators) with a kernel's bound on a group's requests.
    swatomic::LaunchOptions launch_options(std::uint32_t requests_per_group) const;
    Options options_;
    std::unique_ptr<swatomic::Runtime> runtime_;
    std::unique_ptr<swatomic::Coordinator> coordinator_;
    swatomic::LaunchStats last_launch_;  // of the last launch_coordinator
    std::vector<std::uint32_t> launch_passes_;  // the busiest coordinator's passes, per launch of a row
    std::map<std::string, swatomic::Program> programs_;
    std::vector<Row> rows_;
    std::string extensions_;
    cl_ulong global_mem_ = 0, max_alloc_ = 0;
    int wrong_ = 0, errors_ = 0;
    bool progress_tty_ = false;
    std::chrono::steady_clock::time_point started_;
};

// Report writers (report.cpp).
void print_row_header(const Experiment &e, const std::string &timing_note);
void print_row(const Row &row);
// InvalidArgument unless every output file's directory can be written (the plots' is created).
void check_outputs(const Options &o);
void write_json(const std::string &path, const Bench &bench);
void write_csv(const std::string &path, const Bench &bench);
void write_markdown(const std::string &path, const Bench &bench);
void write_plots(const std::string &dir, const Bench &bench);

// Helpers for experiments.
// A kernels/bench/*.cl file by include name ("bench/common.cl"): embedded into swatomic-bench
// itself (the library carries only its own kernels). Throws InvalidArgument for another name.
std::string kernel_source(const std::string &include_name);
double median(std::vector<double> v);
std::string human_count(double n);  // 1048576 -> "1M"
// The atomicity oracle (as in tests/support): old values of atomic adds on one variable form
// one serial order from start to final. Returns "" when they do.
std::string check_atomic_chain(std::uint32_t start, std::uint32_t final,
                               std::vector<std::pair<std::uint32_t, std::uint32_t>> old_and_increment);
// The library's collision-reduction variants (variants.cpp): one row each. set_args sets the kernel's own arguments and returns the next
// index (status word and scratch follow). global must be a multiple of local.
void add_library_variants(Bench &b, std::vector<Variant> &vs, const std::string &kernel_base, const std::string &defines,
                          std::function<cl_uint(cl::Kernel &)> set_args, std::size_t global, std::size_t local,
                          std::function<void()> reset, std::function<void()> verify, const std::string &skip = "");
// Sort-and-scatter on an add-by-key case (kernel bykey_scatter; remap computed on the host).
void add_sort_and_scatter(Bench &b, std::vector<Variant> &vs, const std::string &defines, const std::vector<cl_uint> &keys,
                          std::function<cl_uint(cl::Kernel &)> set_args, std::size_t global, std::size_t local,
                          std::function<void()> reset, std::function<void()> verify, const std::string &skip = "");
// A row for one of the library's accumulators (accumulate.cpp, kernels/bench/accumulate.cl, built
// after bench/<file>.cl). set_args sets the kernel's own arguments and returns the next index
// (status word and variant scratch follow). coordinator: a SWATOMIC_RUN kernel (the software
// flush), launched with as many requesting groups as run at once; else `groups` groups.
// scratch_bytes: the variant scratch argument's size (0: swatomic::variant_scratch_bytes(local);
// kernels that ignore it pass less, leaving the local memory to their bins).
// partials: a _store kernel (no atomic), whose argument destination_arg gets a partials buffer of
// `groups` rows of `partials` uints in place of `destination`, which a PartialsCombiner then adds
// them to; timed from the kernel's start to the combine's end.
struct AccumulatorRow {
    std::string name, kernel, file, defines, note, skip;
    std::size_t groups = 1, local = 256, scratch_bytes = 0;
    bool coordinator = false;
    std::uint32_t requests_per_group = 0;  // a coordinator flush's requests per group (0: no bound)
    std::size_t partials = 0;
    cl_uint destination_arg = 0;
    cl::Buffer destination;
    std::size_t merged = 0;  // a coordinator launch whose epilogue merges rows of this many columns
    std::size_t groups_multiple = 1;  // a coordinator launch's groups: a multiple of this, at least one
};
void add_accumulator_row(Bench &b, std::vector<Variant> &vs, const AccumulatorRow &row,
                         std::function<cl_uint(cl::Kernel &)> set_args, std::function<void()> reset,
                         std::function<void()> verify);
// The program of an accumulator row: bench/common.cl + bench/<file>.cl (whose macros
// accumulate.cl's sections use) + bench/accumulate.cl, built with its defines.
const swatomic::Program &accumulator_program(Bench &b, const AccumulatorRow &row);
// `row` flushed through the coordinator instead: its `name`, its software-flush `kernel`, `skip`,
// the most requests a group's flush makes (LaunchOptions::requests_per_group; 0: no bound).
AccumulatorRow coordinator_flush_row(AccumulatorRow row, std::string name, std::string kernel, std::string skip,
                                     std::uint32_t requests_per_group);
// The local size of an accumulator's rows (native, coordinator and stored flushes alike, so that
// they compare alike): kFlushLocal where the coordinator's launch of `software_kernel` (a merged
// flush: its arguments set by `set_args`, then the rows buffer), making `requests_per_group`
// requests, fits the device, else `fallback` (docs/VARIANTS.md: coordinator flushes in groups of 512).
constexpr std::size_t kFlushLocal = 512;
std::size_t flush_local_size(Bench &b, const AccumulatorRow &row, const std::string &software_kernel,
                             std::uint32_t requests_per_group, const std::function<cl_uint(cl::Kernel &)> &set_args,
                             std::size_t fallback);
// "; N per group", the note's part that names a row's local size.
inline std::string per_group_note(std::size_t local) { return "; " + std::to_string(local) + " per group"; }
// `row` stored as a row per group and merged by the coordinators' epilogue (SWATOMIC_RUN_THEN):
// its `name` and `kernel`, whose argument after set_args's is the rows buffer (groups x columns).
AccumulatorRow merged_row(AccumulatorRow row, std::string name, std::string kernel, std::size_t columns);
// `row` stored as partials instead (`kernel`, a _store kernel), combined into `destination`.
AccumulatorRow partials_row(AccumulatorRow row, std::string name, std::string kernel, std::size_t columns,
                            cl_uint destination_arg, cl::Buffer destination);
// Advisor (exp_bykey.cpp).
int run_advisor(Bench &bench);

}  // namespace bench

#endif  // SWATOMIC_BENCH_HPP
