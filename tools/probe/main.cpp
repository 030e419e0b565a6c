// swatomic-probe: where a kernel's memory traffic goes, per kernel and target (docs/PROBE.md).
// Exit status: 0 success, 1 an error (a target failed, bad input, toolchain missing),
// 2 usage error, 3 --check failed.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include <CLI/CLI.hpp>

#include "probe.hpp"
#include "swatomic/errors.hpp"
#include "swatomic/version.hpp"

namespace {

// --help prints this text verbatim (the README quotes it); CLI11 does the parsing.
// The --help text; the default targets and built-ins are the ones really used.
std::string usage()
{
    std::string targets, builtins;
    for (const auto &t : swatomic::probe::default_target_names()) targets += " " + t;
    for (const auto &b : swatomic::probe::builtin_names()) builtins += (builtins.empty() ? "" : ", ") + b;
    return "usage: swatomic-probe (FILE.cl | --builtin NAME) [options]\n"
           "  --kernel NAME          only this kernel (repeatable)\n"
           "  --target T             target (repeatable): an offline target from --list-targets, `all` (every\n"
           "                         offline target), or `device` (the present OpenCL device). Default:\n"
           "                        " + targets + "\n"
           "  --device SPEC          device for --target device (as SWATOMIC_DEVICE: \"P:D\", \"gpu\", \"nvidia\", ...)\n"
           "  -DNAME[=VALUE], -I DIR passed to the compiler\n"
           "  --json                 JSON instead of the table (every note included)\n"
           "  --check no-global-atomics   fail (exit 3) if a kernel has a global RMW atomic on a selected target\n"
           "  --builtin NAME         built-in kernels: " + builtins + "\n"
           "  --save-temps DIR       keep each offline target's program text, LLVM IR and ISA in DIR\n"
           "  --list-targets         offline targets found in libclc, then exit\n"
           "  --version              the swatomic version, then exit\n"
           "  --help\n"
           "FILE.cl gets the library source in front only if it uses it (mentions software_atom_, SWATOMIC_ or\n"
           "swatomic_). Where LLVM's backend cannot compile a kernel for a target (r600 and returning atomics),\n"
           "that target reports the counts of the LLVM IR with a note. Exit status: 0 success, 1 an error,\n"
           "2 usage error, 3 --check failed.\n";
}

int usage_error(const std::string &message)
{
    std::cerr << "swatomic-probe: " << message << "\n" << usage();
    return 2;
}

// The input file, refusing what is not a readable regular file with text in it: an empty file
// or a directory would otherwise reach the compilers as an empty program.
std::string read_source_file(const std::string &file)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const auto status = fs::status(file, ec);
    if (ec || !fs::exists(status)) throw swatomic::InvalidArgument("cannot read " + file + ": no such file");
    if (fs::is_directory(status)) throw swatomic::InvalidArgument(file + " is a directory, not an OpenCL source file");
    std::ifstream in(file, std::ios::binary);
    if (!in) throw swatomic::InvalidArgument("cannot read " + file);
    std::ostringstream s;
    s << in.rdbuf();
    if (in.bad()) throw swatomic::InvalidArgument("cannot read " + file);
    std::string text = s.str();
    if (text.find_first_not_of(" \t\r\n\f\v") == std::string::npos)
        throw swatomic::InvalidArgument(file + " is empty: no kernel to probe");
    return text;
}

// --save-temps DIR must be a directory this process can write (created if missing), checked
// before any build: a silently dropped output is worse than an error.
void require_writable_directory(const std::string &dir)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) throw swatomic::InvalidArgument("--save-temps: cannot create " + dir + ": " + ec.message());
    if (!fs::is_directory(dir, ec)) throw swatomic::InvalidArgument("--save-temps: " + dir + " is not a directory");
    const fs::path probe = fs::path(dir) / (".swatomic-probe-write-test-" + std::to_string(::getpid()));
    {
        std::ofstream out(probe);
        if (!out) throw swatomic::InvalidArgument("--save-temps: cannot write into " + dir);
    }
    fs::remove(probe, ec);
}

// Probes `source` on every named target ("device", an offline target, or "all" of them) into
// `reports`; false, with the name in `unknown`, when a name matches no target.
bool probe_targets(const swatomic::probe::Toolchain &toolchain, const std::vector<std::string> &target_names,
                   const std::string &device_spec, const swatomic::probe::Source &source,
                   const std::vector<std::string> &compiler_options, const std::string &save_dir,
                   std::vector<swatomic::probe::TargetReport> &reports, std::string &unknown)
{
    using namespace swatomic::probe;
    std::vector<Target> offline;
    bool need_offline = false;
    for (const auto &n : target_names) need_offline = need_offline || n != "device";
    if (need_offline) {
        require_offline_toolchain(toolchain);
        offline = discover_targets(toolchain);
    }
    for (const auto &name : target_names) {
        if (name == "device") {
            reports.push_back(probe_device(toolchain, device_spec, source, compiler_options, save_dir));
            continue;
        }
        bool found = false;
        for (const auto &t : offline) {
            if (name == "all" || t.name == name) {
                reports.push_back(probe_offline(toolchain, t, source, compiler_options, save_dir));
                found = true;
            }
        }
        if (!found) {
            unknown = name;
            return false;
        }
    }
    return true;
}

// Prints the table or JSON (with the no-global-atomics check when asked) and the errors; returns
// the exit status: 0, 1 when a target failed, 3 when the check found a global atomic.
int print_reports(const swatomic::probe::Source &source, const std::vector<swatomic::probe::TargetReport> &reports,
                  bool json, bool check)
{
    using namespace swatomic::probe;
    std::vector<CheckViolation> violations;
    if (check) violations = check_no_global_atomics(reports);
    std::cout << (json ? format_json(source, reports, check ? &violations : nullptr) : format_table(source, reports));
    bool failed = false;
    for (const auto &r : reports) {
        if (r.error.empty()) continue;
        failed = true;
        if (json) std::cerr << "swatomic-probe: " << r.target.name << ": " << r.error << "\n";
    }
    for (const auto &v : violations)
        std::cerr << "swatomic-probe: check no-global-atomics FAILED: kernel " << v.kernel << " has " << v.global_atomics
                  << " global atomic(s) on " << v.target << "\n";
    if (check && violations.empty() && !failed)
        std::cerr << "swatomic-probe: check no-global-atomics passed (" << reports.size() << " target(s))\n";
    if (failed) return 1;
    return violations.empty() ? 0 : 3;
}

}  // namespace

int main(int argc, char *argv[])
{
    using namespace swatomic::probe;
    std::string file, builtin, device_spec, check, save_dir;
    std::vector<std::string> target_names, kernels, defines, include_dirs, compiler_options;
    bool json = false, list_targets = false, help = false, version = false;

    CLI::App app{"swatomic-probe"};
    app.option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);  // a repeated option: the last wins
    app.set_help_flag();  // --help prints usage() (above), not CLI11's generated text
    app.add_flag("-h,--help", help);
    app.add_flag("--version", version);
    app.add_flag("--json", json);
    app.add_flag("--list-targets", list_targets);
    app.add_option("--kernel", kernels)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_option("--target", target_names)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_option("--device", device_spec);
    app.add_option("--builtin", builtin);
    app.add_option("--check", check);
    app.add_option("--save-temps", save_dir);
    CLI::Option *define_option = app.add_option("-D", defines)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    CLI::Option *include_option = app.add_option("-I", include_dirs)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_option("file", file);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError &e) {
        return usage_error(e.what());
    }
    if (help) {
        std::cout << usage();
        return 0;
    }
    if (version) {
        std::cout << "swatomic-probe " SWATOMIC_VERSION_STRING "\n";
        return 0;
    }
    // -D and -I reach the compiler in command-line order.
    std::map<const CLI::Option *, std::size_t> next;
    for (const CLI::Option *o : app.parse_order()) {
        if (o == define_option) compiler_options.push_back("-D" + defines.at(next[o]++));
        if (o == include_option) {
            compiler_options.push_back("-I");
            compiler_options.push_back(include_dirs.at(next[o]++));
        }
    }
    if (app.count("--check") && check != "no-global-atomics") return usage_error("unknown check \"" + check + "\"");

    try {
        const Toolchain toolchain = find_toolchain();
        if (list_targets) {
            for (const auto &t : discover_targets(toolchain))
                std::cout << t.name << "\t" << family_name(t.family) << "\t" << t.description << "\n";
            std::cout << "device\tonline\tthe present OpenCL device\n";
            return 0;
        }
        if (file.empty() == builtin.empty()) return usage_error("give one FILE.cl or one --builtin NAME");
        const Source source = builtin.empty() ? Source{file, read_source_file(file)} : builtin_source(builtin);
        if (!save_dir.empty()) require_writable_directory(save_dir);
        if (target_names.empty()) target_names = default_target_names();
        if (!device_spec.empty() && std::find(target_names.begin(), target_names.end(), "device") == target_names.end())
            return usage_error("--device picks the device of --target device; give --target device too");

        std::vector<TargetReport> reports;
        std::string unknown;
        if (!probe_targets(toolchain, target_names, device_spec, source, compiler_options, save_dir, reports, unknown))
            return usage_error("unknown target \"" + unknown + "\" (see --list-targets)");
        select_kernels(reports, kernels);
        return print_reports(source, reports, json, !check.empty());
    } catch (const swatomic::Error &e) {
        std::cerr << "swatomic-probe: " << swatomic::status_name(e.status()) << ": " << e.what() << "\n";
        return 1;
    } catch (const std::exception &e) {
        std::cerr << "swatomic-probe: " << e.what() << "\n";
        return 1;
    }
}
