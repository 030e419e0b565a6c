// Terminal table, JSON, CSV and gnuplot output of the bench rows.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "bench.hpp"

namespace bench {
namespace {

std::string fmt(double v, int precision = 3)
{
    if (std::isnan(v)) return "-";
    std::ostringstream out;
    if (v != 0 && (std::fabs(v) >= 1e5 || std::fabs(v) < 1e-3)) out << std::scientific << std::setprecision(2) << v;
    else out << std::fixed << std::setprecision(precision) << v;
    return out.str();
}

std::string speedup_text(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3gx", v);
    return buf;
}

// CSV cells: NaN (not measured) as "null", as in the JSON.
std::string json_number(double v) { return std::isnan(v) ? "null" : fmt(v, 6); }

// JSON numbers: NaN (not measured) is null.
nlohmann::ordered_json json_value(double v) { return std::isnan(v) ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(v); }

std::string csv_field(const std::string &s)
{
    if (s.find_first_of(",\"\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char ch : s) out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return out + "\"";
}

bool gnuplot_available()
{
    return std::system("command -v gnuplot >/dev/null 2>&1") == 0;
}

// Writes `text` to `path` whole or not at all: through a temporary file renamed over it, so a
// failed write (a full disk) leaves no cut-off file and an earlier one as it was. A path that
// is not a regular file (/dev/stdout) is written directly.
void write_whole_file(const std::string &path, const std::string &text)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const bool special = fs::exists(path, ec) && !fs::is_regular_file(path, ec);
    const std::string target = special ? path : path + ".tmp";
    bool written = false;
    {
        std::ofstream out(target, std::ios::binary);
        written = out && (out << text) && out.flush();
    }
    if (special && written) return;
    if (!special && written && std::rename(target.c_str(), path.c_str()) == 0) return;
    if (!special) std::remove(target.c_str());
    throw swatomic::InvalidArgument("cannot write " + path);
}

// The kinds of row the summary sets side by side.
enum class Kind { Baseline, HandWritten, Library, Software, Clblast };
constexpr int kKinds = 5;

bool starts_with(const std::string &s, const std::string &prefix) { return s.compare(0, prefix.size(), prefix) == 0; }
bool ends_with(const std::string &s, const std::string &suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

Kind kind_of(const Row &r)
{
    const std::string &v = r.variant;
    if (v == r.baseline) return Kind::Baseline;
    if (v == "coordinator" || v == "software" || ends_with(v, "+coordinator")) return Kind::Software;
    if (starts_with(v, "CLBlast")) return Kind::Clblast;
    if (starts_with(v, "lib:") || v == "sort-and-scatter") return Kind::Library;
    return Kind::HandWritten;
}

// "name 0.242 (1.02x)": the row's median and its speedup over the case's baseline.
std::string summary_cell(const Row *r)
{
    if (!r) return "-";
    return r->variant + " " + fmt(r->median_ms) +
           (std::isnan(r->speedup) ? "" : " (" + speedup_text(r->speedup) + ")");
}

// One line per case timed in ms: its baseline beside the fastest verified row of each kind, so
// that one table compares the library with what a user would write by hand and with native
// atomics. Rows timed per operation (seed 004) have only their own tables.
void write_summary(std::ostringstream &out, const std::vector<Row> &rows)
{
    out << "\n**Summary**: per case, the baseline and the fastest verified row of each kind, median ms (speedup "
           "over the baseline). Software atomic: `coordinator` and the `+coordinator` flushes.\n\n"
        << "| experiment | case | baseline | hand-written | library | software atomic | CLBlast |\n"
        << "|---|---|---|---|---|---|---|\n";
    for (std::size_t i = 0; i < rows.size();) {
        std::size_t end = i;
        while (end < rows.size() && rows[end].experiment == rows[i].experiment && rows[end].case_label == rows[i].case_label)
            ++end;
        const Row *best[kKinds] = {};
        for (std::size_t j = i; j < end; ++j) {
            const Row &r = rows[j];
            if (r.status != "ok" || r.unit != "ms") continue;
            const Row *&b = best[static_cast<int>(kind_of(r))];
            if (!b || r.median_ms < b->median_ms) b = &r;
        }
        if (best[0]) {
            out << "| " << rows[i].experiment << " | " << rows[i].case_label << " | " << summary_cell(best[0]);
            for (int k = 1; k < kKinds; ++k) out << " | " << summary_cell(best[k]);
            out << " |\n";
        }
        i = end;
    }
}

}  // namespace

void check_outputs(const Options &o)
{
    namespace fs = std::filesystem;
    for (const auto &[flag, path] : {std::pair<const char *, std::string>{"--json", o.json_path},
                                     {"--csv", o.csv_path},
                                     {"--markdown", o.markdown_path}}) {
        if (path.empty()) continue;
        const fs::path parent = fs::path(path).has_parent_path() ? fs::path(path).parent_path() : fs::path(".");
        std::error_code ec;
        if (!fs::is_directory(parent, ec) || access(parent.c_str(), W_OK) != 0)
            throw swatomic::InvalidArgument(std::string(flag) + ": cannot write into " + parent.string());
        if (fs::is_directory(path, ec)) throw swatomic::InvalidArgument(std::string(flag) + ": " + path + " is a directory");
    }
    if (!o.plots_dir.empty()) {
        std::error_code ec;
        fs::create_directories(o.plots_dir, ec);
        if (ec || !fs::is_directory(o.plots_dir, ec) || access(o.plots_dir.c_str(), W_OK) != 0)
            throw swatomic::InvalidArgument("--plots: cannot write into " + o.plots_dir);
    }
}

void print_row_header(const Experiment &e, const std::string &)
{
    std::cout << "\n== " << e.name << " (" << e.figure << "): " << e.description << "\n";
    std::cout << std::left << std::setw(36) << "case" << std::setw(22) << "variant" << std::right << std::setw(11)
              << "median " + e.unit << std::setw(21) << "min..max " + e.unit << std::setw(7) << "timing" << std::setw(12) << "rate"
              << std::setw(9) << " unit" << std::setw(9) << "vs base" << "  status / note\n";
}

void print_row(const Row &r)
{
    std::ostringstream spread;
    spread << fmt(r.min_ms) << ".." << fmt(r.max_ms);
    std::cout << std::left << std::setw(36) << r.case_label << std::setw(22) << r.variant << std::right << std::setw(11)
              << fmt(r.median_ms) << std::setw(21) << (r.status == "ok" ? spread.str() : "-") << std::setw(7)
              << (r.timing.empty() ? "-" : r.timing) << std::setw(12) << fmt(r.rate) << " " << std::left << std::setw(8)
              << (r.rate_unit.empty() ? "-" : r.rate_unit) << std::right << std::setw(9)
              << (std::isnan(r.speedup) ? "-" : speedup_text(r.speedup)) << "  " << r.status
              << (r.note.empty() ? "" : " (" + r.note + ")") << "\n"
              << std::flush;
}

void write_json(const std::string &path, const Bench &bench)
{
    // ordered_json keeps the fields in the order they have always been written.
    using Json = nlohmann::ordered_json;
    Json rows = Json::array();
    for (const Row &r : bench.rows()) {
        rows.push_back(Json{{"experiment", r.experiment},
                            {"figure", r.figure},
                            {"case", r.case_label},
                            {"series", r.series},
                            {"x_name", r.x_name},
                            {"x", json_value(r.x)},
                            {"variant", r.variant},
                            {"baseline", r.baseline},
                            {"status", r.status},
                            {"timing", r.timing},
                            {"median_ms", json_value(r.median_ms)},
                            {"min_ms", json_value(r.min_ms)},
                            {"max_ms", json_value(r.max_ms)},
                            {"unit", r.unit},
                            {"host_median_ms", json_value(r.host_median_ms)},
                            {"rate", json_value(r.rate)},
                            {"rate_unit", r.rate_unit},
                            {"speedup_vs_baseline", json_value(r.speedup)},
                            {"note", r.note}});
    }
    const Json doc{{"device", bench.device_description()},
                   {"seed", bench.options().seed},
                   {"reps", bench.reps()},
                   {"rows", std::move(rows)}};
    // Invalid UTF-8 (a driver's device name, an error text) is replaced, never a throw.
    write_whole_file(path, doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n");
}

void write_csv(const std::string &path, const Bench &bench)
{
    std::ostringstream out;
    out << "experiment,figure,case,series,x_name,x,variant,status,timing,median_ms,min_ms,max_ms,host_median_ms,rate,"
           "rate_unit,speedup_vs_baseline,note,unit\n";
    for (const Row &r : bench.rows()) {
        out << csv_field(r.experiment) << "," << csv_field(r.figure) << "," << csv_field(r.case_label) << ","
            << csv_field(r.series) << "," << csv_field(r.x_name) << "," << r.x << "," << csv_field(r.variant) << ","
            << r.status << "," << r.timing << "," << json_number(r.median_ms) << "," << json_number(r.min_ms) << ","
            << json_number(r.max_ms) << "," << json_number(r.host_median_ms) << "," << json_number(r.rate) << ","
            << r.rate_unit << "," << json_number(r.speedup) << "," << csv_field(r.note) << "," << r.unit << "\n";
    }
    write_whole_file(path, out.str());
}

void write_markdown(const std::string &path, const Bench &bench)
{
    std::ostringstream out;
    out << "Device: " << bench.device_description() << "; seed " << bench.options().seed << "; " << bench.reps()
        << " timed repetitions per row after one warm-up.\n";
    write_summary(out, bench.rows());
    std::string experiment;
    for (const Row &r : bench.rows()) {
        if (r.experiment != experiment) {
            experiment = r.experiment;
            out << "\n**" << r.experiment << "** (" << r.figure << ")\n\n"
                << "| case | variant | median " << r.unit << " | min..max " << r.unit << " | timing | rate | vs base | status |\n"
                << "|---|---|---:|---:|---|---:|---:|---|\n";
        }
        out << "| " << r.case_label << " | " << r.variant << " | " << fmt(r.median_ms) << " | "
            << (r.status == "ok" ? fmt(r.min_ms) + ".." + fmt(r.max_ms) : "-") << " | " << (r.timing.empty() ? "-" : r.timing)
            << " | " << (std::isnan(r.rate) ? "-" : fmt(r.rate) + " " + r.rate_unit) << " | "
            << (std::isnan(r.speedup) ? "-" : speedup_text(r.speedup)) << " | " << r.status
            << (r.status == "ok" ? "" : r.note.empty() ? "" : ": " + r.note) << " |\n";
    }
    write_whole_file(path, out.str());
}

// One PNG per experiment, shaped like the paper's figures: x = the swept parameter, y = median
// time (log scale) with min..max error bars, one line per variant (and series, e.g. local size).
void write_plots(const std::string &dir, const Bench &bench)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) throw swatomic::InvalidArgument("--plots: cannot create " + dir + ": " + ec.message());
    std::map<std::string, std::map<std::string, std::vector<const Row *>>> by_experiment;
    std::map<std::string, const Row *> first;
    for (const Row &r : bench.rows()) {
        if (r.status != "ok") continue;
        const std::string series = r.variant + (r.series.empty() ? "" : " " + r.series);
        by_experiment[r.experiment][series].push_back(&r);
        first.emplace(r.experiment, &r);
    }
    const bool have_gnuplot = gnuplot_available();
    std::vector<std::string> scripts;
    for (const auto &[experiment, series] : by_experiment) {
        const std::string base = (fs::path(dir) / experiment).string();
        std::ostringstream dat, gp;
        dat << "# " << experiment << " (" << first[experiment]->figure << "): x = " << first[experiment]->x_name
            << "; columns x median min max (" << first[experiment]->unit << "); one block per series\n";
        gp << "set terminal pngcairo size 1000,640 noenhanced\nset output '" << experiment << ".png'\n"
           << "set title '" << experiment << " (" << first[experiment]->figure << ") on "
           << bench.traits().name << "'\nset xlabel '" << first[experiment]->x_name
           << "'\nset ylabel 'time (" << first[experiment]->unit << "), median with min..max'\nset logscale y\nset key outside right\nset grid\n";
        bool logx = true;
        for (const auto &[name, rows] : series)
            for (const Row *r : rows)
                if (r->x <= 0) logx = false;
        if (logx) gp << "set logscale x 2\n";
        gp << "plot ";
        int index = 0;
        for (const auto &[name, rows] : series) {
            dat << "# series: " << name << "\n";
            for (const Row *r : rows) dat << r->x << " " << r->median_ms << " " << r->min_ms << " " << r->max_ms << "\n";
            dat << "\n\n";
            gp << (index ? ", \\\n     " : "") << "'" << experiment << ".dat' index " << index
               << " using 1:2:3:4 with yerrorlines title '" << name << "'";
            ++index;
        }
        gp << "\n";
        write_whole_file(base + ".dat", dat.str());
        write_whole_file(base + ".gp", gp.str());
        scripts.push_back(experiment);
    }
    if (have_gnuplot) {
        for (const auto &s : scripts) {
            const std::string cmd = "cd '" + dir + "' && gnuplot '" + s + ".gp'";
            if (std::system(cmd.c_str()) != 0) std::cerr << "swatomic-bench: gnuplot failed on " << s << ".gp\n";
        }
        std::cerr << "swatomic-bench: wrote " << scripts.size() << " plots (PNG + .dat/.gp) to " << dir << "\n";
    } else {
        std::cerr << "swatomic-bench: gnuplot is not installed: wrote " << scripts.size()
                  << " .dat/.gp pairs to " << dir << " (run `gnuplot NAME.gp` there for the PNGs)\n";
    }
}

}  // namespace bench
