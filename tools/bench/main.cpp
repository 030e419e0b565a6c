// swatomic-bench: command line. See --help.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <limits>
#include <set>
#include <sstream>

#include <CLI/CLI.hpp>

#include "bench.hpp"
#include "swatomic/version.hpp"

namespace {

// --help prints this text verbatim; CLI11 does the parsing.
const char *kUsage = R"(usage: swatomic-bench [options]
Reruns the seed papers' atomic experiments on one OpenCL device, every output checked against a
CPU reference: native hardware atomics, the coordinator software atomic (swatomic), work-group
aggregation, local privatization, non-atomic baselines and CLBlast peers, side by side.

  --quick            small sizes (the PoCL CI run; a correctness gate, < 2 min on 2 cores)
  --smoke            a smaller subset of --quick (the ctest smoke test)
  --full             the full suite (the default), sized to fill the device (shrinks to its
                     memory); of --quick, --smoke and --full the last given wins
  --list             list the experiments and exit
  --only A[,B...]    run only these experiments (names from --list)
  --device SPEC      device: "P:D", "gpu", "cpu", or a name substring (default: SWATOMIC_DEVICE)
  --reps N           timed repetitions per row (default 3 quick/smoke, 10 full), after one warm-up
  --seed N           random inputs' seed (default 42, or SWATOMIC_BENCH_SEED)
  --json FILE        also write all rows as JSON
  --csv FILE         also write all rows as CSV
  --markdown FILE    also write the tables as Markdown, a summary first (for docs/perf)
  --plots DIR        write gnuplot .dat/.gp per experiment (and PNGs when gnuplot is installed)
  --no-progress      no progress line on stderr
  --coordinator-cap N  skip coordinator rows above N atomic requests (default: CPU 512 smoke /
                     2^16 quick and full, GPU 2^20 / 2^22 / 2^26: one coordinator serves a variable)
  --no-register-cap  NVIDIA: build coordinator kernels without capping their registers at what
                     they need without the coordinator (to measure what the cap costs or saves)
  --coordinators N   coordinator work-groups of every coordinator launch (LaunchOptions::
                     coordinator_groups; default: the library's choice for the device)
  --include-kernels  build the bench's own kernels with `#include "swatomic/..."` from the
                     kernel directory (SWATOMIC_KERNEL_DIR, else the installed or source tree)
                     instead of the library's embedded copy, which SWATOMIC_KERNEL_DIR does not
                     change: compares kernel versions under one binary (not the lib: rows)
  --local-sizes L[,L...]  work-group sizes of the fig8/fig9/datadep sweeps (default 64,128,256)
  --at-limit         fig8/fig9/datadep: only the row at the co-resident limit (not the sweep)
  --advise           advisor: measure the add-by-key variants for one workload, recommend one
                     (random keys: also the bins this device's local memory holds)
    --keys N           distinct keys (default 1048576)
    --values N         values (default 16 per key)
    --distribution D   random | sorted | shifted | equal (default random)
    --type T           int | float | double (default double)
  --version          print the version and exit
  --help             this text

Times: median and min..max over the repetitions, from OpenCL profiling events ("events") where
one kernel does the work, else the host clock around the launch and clFinish ("host"; the
coordinator launch and CLBlast calls). "vs base" is the speedup over the case's baseline
(native atomics unless said), on the same clock. The seed 004 experiments (latency,
latency-delay, adjacent) give ns per operation instead: median and min..max over the
work-items of their time per round, from the device's cycle counter (timing "clock64",
"s_memtime/kernel", "rdtsc") or, without one, the kernel time over the rounds ("kernel/rounds").
Exit status: 0 every row verified or skipped; 1 a row whose output differs from the CPU
reference (printed WRONG); 2 bad arguments, an unwritable output, an OpenCL/runtime error or a
failed experiment. Output files are written whole at the end or not at all.
)";

std::vector<std::string> split(const std::string &s)
{
    std::vector<std::string> out;
    std::stringstream in(s);
    std::string item;
    while (std::getline(in, item, ','))
        if (!item.empty()) out.push_back(item);
    return out;
}

// A whole number in [least, most] (decimal, or 0x.. hex), else InvalidArgument naming the flag.
std::uint64_t parse_number(const std::string &flag, const std::string &v, std::uint64_t least, std::uint64_t most)
{
    char *end = nullptr;
    errno = 0;
    const unsigned long long n = std::strtoull(v.c_str(), &end, 0);
    const bool digits = !v.empty() && std::isdigit(static_cast<unsigned char>(v[0]));  // (strtoull takes "-5")
    if (!digits || *end != '\0' || errno == ERANGE || n < least || n > most)
        throw swatomic::InvalidArgument(flag + " needs a whole number in [" + std::to_string(least) + ", " +
                                        std::to_string(most) + "], got \"" + v + "\"");
    return n;
}

std::size_t parse_size(const std::string &flag, const std::string &v)
{
    return static_cast<std::size_t>(parse_number(flag, v, 1, std::numeric_limits<std::size_t>::max()));
}

// The items of a comma-separated list given with `flag`; an empty list is an error.
std::vector<std::string> parse_list(const std::string &flag, const std::string &v)
{
    std::vector<std::string> items = split(v);
    if (items.empty()) throw swatomic::InvalidArgument(flag + " needs a comma-separated list, got \"" + v + "\"");
    return items;
}

// What the command line asks for besides running the suite.
enum class Action { Run, Help, Version, List };

// Parses the command line into `o`; bad input is an InvalidArgument naming the option.
Action parse_command_line(int argc, char **argv, bench::Options &o)
{
    if (const char *env = std::getenv("SWATOMIC_BENCH_SEED"))
        o.seed = static_cast<std::uint32_t>(parse_number("SWATOMIC_BENCH_SEED", env, 0, 0xffffffffu));
    bool list = false, help = false, version = false, quick = false, smoke = false, full = false, no_progress = false;
    bool no_register_cap = false;
    // Numbers as text, read below with the checks and bases (0x..) the bench has always taken.
    std::string only, reps, seed, cap, keys, values, coordinators, local_sizes;
    CLI::App app{"swatomic-bench"};
    app.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);  // a repeated option: the last wins
    app.set_help_flag();  // --help prints kUsage verbatim
    app.add_flag("-h,--help", help);
    app.add_flag("--version", version);
    // The scale flags may repeat; the last one given wins, as it always did.
    CLI::Option *quick_flag = app.add_flag("--quick", quick);
    CLI::Option *smoke_flag = app.add_flag("--smoke", smoke);
    CLI::Option *full_flag = app.add_flag("--full", full);
    app.add_flag("--list", list);
    app.add_option("--only", only);
    app.add_option("--device", o.device);
    app.add_option("--reps", reps);
    app.add_option("--seed", seed);
    app.add_option("--json", o.json_path);
    app.add_option("--csv", o.csv_path);
    app.add_option("--markdown", o.markdown_path);
    app.add_option("--plots", o.plots_dir);
    app.add_flag("--no-progress", no_progress);
    app.add_option("--coordinator-cap", cap);
    app.add_flag("--advise", o.advise);
    app.add_flag("--no-register-cap", no_register_cap);
    app.add_option("--coordinators", coordinators);
    app.add_option("--local-sizes", local_sizes);
    app.add_flag("--at-limit", o.at_limit);
    app.add_flag("--include-kernels", o.include_kernels);
    app.add_option("--keys", keys);
    app.add_option("--values", values);
    app.add_option("--distribution", o.advise_distribution);
    app.add_option("--type", o.advise_type);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError &e) {
        throw swatomic::InvalidArgument(std::string(e.what()) + " (see --help)");
    }
    if (help) return Action::Help;
    if (version) return Action::Version;
    for (const CLI::Option *flag : app.parse_order()) {
        if (flag == quick_flag) o.scale = bench::Scale::Quick;
        else if (flag == smoke_flag) o.scale = bench::Scale::Smoke;
        else if (flag == full_flag) o.scale = bench::Scale::Full;
    }
    if (app.count("--only")) o.only = parse_list("--only", only);
    if (app.count("--reps")) o.reps = static_cast<int>(parse_number("--reps", reps, 1, 1000000));
    if (app.count("--seed")) o.seed = static_cast<std::uint32_t>(parse_number("--seed", seed, 0, 0xffffffffu));
    if (no_progress) o.progress = false;
    if (app.count("--coordinator-cap")) o.coordinator_cap = parse_size("--coordinator-cap", cap);
    o.register_cap = !no_register_cap;
    if (app.count("--coordinators"))
        o.coordinators = static_cast<std::uint32_t>(parse_number("--coordinators", coordinators, 1, swatomic::kMaxCoordinatorGroups));
    if (app.count("--local-sizes"))
        for (const auto &l : parse_list("--local-sizes", local_sizes)) o.local_sizes.push_back(parse_size("--local-sizes", l));
    if (app.count("--keys")) o.advise_keys = parse_size("--keys", keys);
    if (app.count("--values")) o.advise_values = parse_size("--values", values);
    const std::set<std::string> dists{"random", "sorted", "shifted", "equal"}, types{"int", "float", "double"};
    if (!dists.count(o.advise_distribution))
        throw swatomic::InvalidArgument("--distribution must be random, sorted, shifted or equal");
    if (!types.count(o.advise_type)) throw swatomic::InvalidArgument("--type must be int, float or double");
    if (o.advise && !(o.json_path.empty() && o.csv_path.empty() && o.markdown_path.empty() && o.plots_dir.empty()))
        throw swatomic::InvalidArgument("--advise prints its advice only: --json, --csv, --markdown and --plots do not apply");
    return list ? Action::List : Action::Run;
}

// Runs the selected experiments, writes the requested files and the summary line; returns the
// exit status (1: a WRONG row, 2: an error or a failed experiment).
int run_experiments(bench::Bench &b, const bench::Options &o, const std::vector<bench::Experiment> &experiments)
{
    int failed_experiments = 0;
    for (const auto &e : experiments) {
        if (!o.only.empty() && std::find(o.only.begin(), o.only.end(), e.name) == o.only.end()) continue;
        if (o.only.empty() && o.scale == bench::Scale::Smoke && !e.in_smoke) continue;
        b.begin_experiment(e);
        try {
            e.run(b, e);
        } catch (const swatomic::Error &err) {
            // The rest of the suite still runs; the exit status says it failed.
            std::cout << "  experiment " << e.name << " failed: " << err.what() << "\n";
            ++failed_experiments;
        }
    }
    if (b.progress_shown()) std::cerr << "\r\033[K" << std::flush;
    if (!o.json_path.empty()) bench::write_json(o.json_path, b);
    if (!o.csv_path.empty()) bench::write_csv(o.csv_path, b);
    if (!o.markdown_path.empty()) bench::write_markdown(o.markdown_path, b);
    if (!o.plots_dir.empty()) bench::write_plots(o.plots_dir, b);
    std::size_t ok = 0, skipped = 0;
    for (const auto &r : b.rows()) {
        ok += r.status == "ok";
        skipped += r.status == "skipped";
    }
    std::cout << "\n" << b.rows().size() << " rows: " << ok << " verified, " << skipped << " skipped, "
              << b.wrong_count() << " WRONG, " << b.error_count() << " errors, " << failed_experiments
              << " experiments failed\n";
    if (b.wrong_count() > 0) return 1;
    if (b.error_count() > 0 || failed_experiments > 0) return 2;
    return 0;
}

}  // namespace

int main(int argc, char **argv)
{
    try {
        bench::Options o;
        const Action action = parse_command_line(argc, argv, o);
        if (action == Action::Help) {
            std::cout << kUsage;
            return 0;
        }
        if (action == Action::Version) {
            std::cout << "swatomic-bench " SWATOMIC_VERSION_STRING "\n";
            return 0;
        }
        auto &experiments = bench::registry();
        std::stable_sort(experiments.begin(), experiments.end(),
                         [](const bench::Experiment &a, const bench::Experiment &c) { return a.order < c.order; });
        if (action == Action::List) {
            for (const auto &e : experiments)
                std::cout << e.name << (e.in_smoke ? " [smoke]" : "") << "\n    " << e.figure << ": " << e.description << "\n";
            return 0;
        }
        for (const auto &name : o.only) {
            bool found = false;
            for (const auto &e : experiments) found = found || e.name == name;
            if (!found) throw swatomic::InvalidArgument("--only: no experiment named \"" + name + "\" (see --list)");
        }
        bench::check_outputs(o);  // before hours of runs, not after
        bench::Bench b(o);
        for (std::size_t l : o.local_sizes)
            if (l > b.traits().max_work_group_size)
                throw swatomic::InvalidArgument("--local-sizes: " + std::to_string(l) + " exceeds the device's work-group limit " +
                                                std::to_string(b.traits().max_work_group_size));
        std::cout << "swatomic-bench " << (o.scale == bench::Scale::Full ? "full" : o.scale == bench::Scale::Quick ? "--quick" : "--smoke")
                  << " on " << b.device_description() << "\nseed " << o.seed << ", " << b.reps()
                  << " timed repetitions per row after one warm-up\n";
        if (o.include_kernels) std::cout << "kernels included from " << swatomic::kernel_include_directory() << "\n";
        if (o.advise) return bench::run_advisor(b);
        return run_experiments(b, o, experiments);
    } catch (const swatomic::Error &err) {
        std::cerr << "swatomic-bench: " << err.what() << "\n";
        return 2;
    } catch (const std::exception &err) {  // (the standard library's: a file system error, memory)
        std::cerr << "swatomic-bench: " << err.what() << "\n";
        return 2;
    }
}
