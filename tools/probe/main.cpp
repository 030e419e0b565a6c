// swatomic-probe: where a kernel's memory traffic goes, per kernel and target (docs/PROBE.md).
// Exit status: 0 success, 1 an error (a target failed, bad input, toolchain missing),
// 2 usage error, 3 --check failed.
#include <fstream>
#include <iostream>
#include <sstream>

#include "probe.hpp"
#include "swatomic/errors.hpp"

namespace {

const char *kUsage =
    "usage: swatomic-probe (FILE.cl | --builtin NAME) [options]\n"
    "  --kernel NAME          only this kernel (repeatable)\n"
    "  --target T             target (repeatable): an offline target from --list-targets, `all` (every\n"
    "                         offline target), or `device` (the present OpenCL device). Default:\n"
    "                         cypress tahiti gfx900 gfx1030 gfx1100 sm_90\n"
    "  --device SPEC          device for --target device (as SWATOMIC_DEVICE: \"P:D\", \"gpu\", \"nvidia\", ...)\n"
    "  -DNAME[=VALUE], -I DIR passed to the compiler\n"
    "  --json                 JSON instead of the table\n"
    "  --check no-global-atomics   fail (exit 3) if a kernel has a global RMW atomic on a selected target\n"
    "  --builtin NAME         built-in kernels: swatomic (the library's own), fig3 (seed 002 Fig. 3),\n"
    "                         fig3-software (its software-atomic equivalent), char-store\n"
"  --save-temps DIR       keep each offline target's program text, LLVM IR and ISA in DIR\n"
    "  --list-targets         offline targets found in libclc, then exit\n"
    "  --help\n";

int usage_error(const std::string &message)
{
    std::cerr << "swatomic-probe: " << message << "\n" << kUsage;
    return 2;
}

}  // namespace

int main(int argc, char *argv[])
{
    using namespace swatomic::probe;
    std::string file, builtin, device_spec, check, save_dir;
    std::vector<std::string> target_names, kernels, compiler_options;
    bool json = false, list_targets = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&](const char *option) -> std::string {
            if (i + 1 >= argc) throw std::invalid_argument(std::string(option) + " needs a value");
            return argv[++i];
        };
        try {
            if (a == "--help" || a == "-h") {
                std::cout << kUsage;
                return 0;
            } else if (a == "--json") json = true;
            else if (a == "--list-targets") list_targets = true;
            else if (a == "--kernel") kernels.push_back(value("--kernel"));
            else if (a == "--target") target_names.push_back(value("--target"));
            else if (a == "--device") device_spec = value("--device");
            else if (a == "--builtin") builtin = value("--builtin");
            else if (a == "--check") check = value("--check");
            else if (a == "--save-temps") save_dir = value("--save-temps");
            else if (a.rfind("-D", 0) == 0) compiler_options.push_back(a.size() > 2 ? a : "-D" + value("-D"));
            else if (a == "-I") {
                compiler_options.push_back("-I");
                compiler_options.push_back(value("-I"));
            } else if (a.rfind("-I", 0) == 0) compiler_options.push_back(a);
            else if (!a.empty() && a[0] == '-') return usage_error("unknown option " + a);
            else if (file.empty()) file = a;
            else return usage_error("more than one input file");
        } catch (const std::invalid_argument &e) {
            return usage_error(e.what());
        }
    }
    if (!check.empty() && check != "no-global-atomics") return usage_error("unknown check \"" + check + "\"");

    try {
        const Toolchain toolchain = find_toolchain();
        if (list_targets) {
            for (const auto &t : discover_targets(toolchain))
                std::cout << t.name << "\t" << family_name(t.family) << "\t" << t.description << "\n";
            std::cout << "device\tonline\tthe present OpenCL device\n";
            return 0;
        }
        if (file.empty() == builtin.empty()) return usage_error("give one FILE.cl or one --builtin NAME");
        Source source;
        if (!builtin.empty()) {
            source = builtin_source(builtin);
        } else {
            std::ifstream in(file, std::ios::binary);
            if (!in) throw swatomic::InvalidArgument("cannot read " + file);
            std::ostringstream s;
            s << in.rdbuf();
            source = {file, s.str()};
        }
        if (target_names.empty()) target_names = default_target_names();

        std::vector<Target> offline;
        bool need_offline = false;
        for (const auto &n : target_names) need_offline = need_offline || n != "device";
        if (need_offline) {
            require_offline_toolchain(toolchain);
            offline = discover_targets(toolchain);
        }
        std::vector<TargetReport> reports;
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
            if (!found) return usage_error("unknown target \"" + name + "\" (see --list-targets)");
        }
        select_kernels(reports, kernels);
        std::vector<CheckViolation> violations;
        if (!check.empty()) violations = check_no_global_atomics(reports);
        std::cout << (json ? format_json(source, reports, check.empty() ? nullptr : &violations)
                           : format_table(source, reports));
        bool failed = false;
        for (const auto &r : reports) {
            if (r.error.empty()) continue;
            failed = true;
            if (json) std::cerr << "swatomic-probe: " << r.target.name << ": " << r.error << "\n";
        }
        for (const auto &v : violations)
            std::cerr << "swatomic-probe: check no-global-atomics FAILED: kernel " << v.kernel << " has " << v.global_atomics
                      << " global atomic(s) on " << v.target << "\n";
        if (!check.empty() && violations.empty() && !failed)
            std::cerr << "swatomic-probe: check no-global-atomics passed (" << reports.size() << " target(s))\n";
        if (failed) return 1;
        return violations.empty() ? 0 : 3;
    } catch (const swatomic::Error &e) {
        std::cerr << "swatomic-probe: " << swatomic::status_name(e.status()) << ": " << e.what() << "\n";
        return 1;
    } catch (const std::exception &e) {
        std::cerr << "swatomic-probe: " << e.what() << "\n";
        return 1;
    }
}
