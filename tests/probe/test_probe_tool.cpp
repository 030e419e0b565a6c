// swatomic-probe end to end: offline builds through clang-16 + libclc-16 + llc-16, the online
// `device` target (the test device, PoCL in CI), the paper's qualitative result on cypress, and
// the project's claim that its software-atomic kernels use no global RMW atomic on any target.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "probe.hpp"
#include "swatomic/errors.hpp"

using namespace swatomic::probe;

namespace {

const Toolchain &toolchain()
{
    static const Toolchain tc = find_toolchain();
    return tc;
}

Target target(const std::string &name)
{
    for (const auto &t : discover_targets(toolchain()))
        if (t.name == name) return t;
    FAIL("no target " << name);
    return {};
}

TargetReport offline(const std::string &target_name, const Source &source)
{
    auto report = probe_offline(toolchain(), target(target_name), source, {});
    INFO(report.error);
    REQUIRE(report.error.empty());
    return report;
}

const KernelCounts &kernel(const TargetReport &report, const std::string &name)
{
    for (const auto &k : report.kernels)
        if (k.name == name) return k;
    FAIL("no kernel " << name);
    return report.kernels.front();
}

struct Run {
    int status = -1;
    std::string out;
};

// Runs the executable; `out` gets stdout and, unless with_stderr is false, stderr too.
Run run_probe(const std::string &arguments, bool with_stderr = true)
{
    const auto out = std::filesystem::temp_directory_path() / ("swatomic-probe-test-" + std::to_string(::getpid()));
    const std::string command = std::string(SWATOMIC_PROBE_EXECUTABLE) + " " + arguments + " > " + out.string() +
                                (with_stderr ? " 2>&1" : " 2>/dev/null");
    const int raw = std::system(command.c_str());
    Run r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    std::ifstream in(out);
    std::ostringstream s;
    s << in.rdbuf();
    r.out = s.str();
    std::filesystem::remove(out);
    return r;
}

}  // namespace

TEST_CASE("probe reproduces the paper's qualitative FastPath/CompletePath result on cypress", "[probe][paper]")
{
    // Fig. 3 with atom_add: the atomic itself is a CompletePath instruction (MEM_RAT ATOMIC_ADD),
    // and under the APP SDK rule every access of the kernel is.
    const auto fig3 = offline("cypress", builtin_source("fig3"));
    const auto &benchmark = kernel(fig3, "Benchmark").counts;
    CHECK(benchmark.global_atomics == 1);
    CHECK(benchmark.complete_path >= 1);
    CHECK(project_app_sdk(benchmark).fast_path == 0);
    CHECK(project_app_sdk(benchmark).complete_path == benchmark.fast_path + benchmark.complete_path);

    // The software-atomic equivalent: no CompletePath instruction at all, projection included.
    const auto software = offline("cypress", builtin_source("fig3-software"));
    const auto &soft = kernel(software, "BenchmarkSoftware").counts;
    CHECK(soft.global_atomics == 0);
    CHECK(soft.complete_path == 0);
    CHECK(soft.fast_path > 0);
    CHECK(project_app_sdk(soft).complete_path == 0);

    // Storing char: the store is a masked read-modify-write on CompletePath (MEM_RAT MSKOR), the
    // char load stays on FastPath.
    const auto chars = offline("cypress", builtin_source("char-store"));
    const auto &store = kernel(chars, "CharStore").counts;
    CHECK(store.narrow_stores == 1);
    CHECK(store.complete_path == 1);
    CHECK(store.global_loads == 1);
    CHECK(store.fast_path == 1);
}

TEST_CASE("the library's software-atomic kernels have no global RMW atomic on any target", "[probe][check]")
{
    std::vector<TargetReport> reports;
    for (const auto &t : discover_targets(toolchain())) reports.push_back(probe_offline(toolchain(), t, builtin_source("swatomic"), {}));
    reports.push_back(probe_device(toolchain(), "", builtin_source("swatomic"), {}));
    for (const auto &r : reports) {
        CAPTURE(r.target.name, r.error);
        CHECK(r.error.empty());
        CHECK(r.kernels.size() == 2);
    }
    CHECK(reports.size() >= 40);  // every r600 and amdgcn part libclc ships, RDNA, sm_70..sm_90, device
    const auto violations = check_no_global_atomics(reports);
    for (const auto &v : violations) UNSCOPED_INFO(v.kernel << " on " << v.target << ": " << v.global_atomics);
    CHECK(violations.empty());

    // And the check does catch a global atomic, on every family.
    std::vector<TargetReport> fig3;
    for (const char *name : {"cypress", "tahiti", "gfx1100", "sm_90"}) fig3.push_back(offline(name, builtin_source("fig3")));
    fig3.push_back(probe_device(toolchain(), "", builtin_source("fig3"), {}));
    CHECK(check_no_global_atomics(fig3).size() == 5);
}

TEST_CASE("the accumulators' coordinator and _store flushes and the combine have no global RMW atomic", "[probe][check]")
{
    // The first and last target of every offline family (r600's from the LLVM IR, where its
    // backend cannot compile the variants' layer) and the present device. The kernels: four
    // coordinator flushes of int and uint, a long sum merged by the epilogue and ulong and double
    // by-key flushes where the target has 64-bit atomics and fp64, two _store flushes, a combine
    // kernel per type; and, as the check's control, one kernel that flushes natively.
    Source source = builtin_source("accumulators");
    source.text += "\n__kernel void probe_sum_native(__global const int *data, uint n, __global int *total,\n"
                   "                               __local ulong *scratch)\n"
                   "{\n"
                   "    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);\n"
                   "    int acc = 0;\n"
                   "    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) acc += data[i];\n"
                   "    swatomic_sum_flush_int(&ctx, total, acc);\n"
                   "}\n";
    std::map<Family, std::vector<Target>> families;
    for (const auto &t : discover_targets(toolchain())) families[t.family].push_back(t);
    std::vector<TargetReport> reports;
    for (const auto &[family, targets] : families) {
        reports.push_back(probe_offline(toolchain(), targets.front(), source, {}));
        if (targets.size() > 1) reports.push_back(probe_offline(toolchain(), targets.back(), source, {}));
    }
    reports.push_back(probe_device(toolchain(), "", source, {}));
    CHECK(families.size() >= 3);  // r600, amdgcn, PTX
    for (const auto &r : reports) {
        CAPTURE(r.target.name, r.error);
        CHECK(r.error.empty());
        CHECK(r.kernels.size() >= 12);
        CHECK(r.kernels.size() <= 16);
    }
    std::size_t control = 0;
    for (const auto &v : check_no_global_atomics(reports)) {
        UNSCOPED_INFO(v.kernel << " on " << v.target << ": " << v.global_atomics);
        CHECK(v.kernel == "probe_sum_native");
        control += v.kernel == "probe_sum_native";
    }
    CHECK(control == reports.size());  // the native flush is caught on every target
}

TEST_CASE("ptxas resource lines of an NVIDIA build log, by function", "[probe]")
{
    // The shape of NVIDIA's OpenCL build log with -cl-nv-verbose (H100, driver's ptxas).
    const std::string log = "ptxas info    : 0 bytes gmem\n"
                            "ptxas info    : Compiling entry function 'fig8_coordinator' for 'sm_90'\n"
                            "ptxas info    : Function properties for fig8_coordinator\n"
                            "ptxas         .     112 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
                            "ptxas info    : Used 32 registers, 392 bytes cmem[0]\n"
                            "ptxas info    : Function properties for swatomic_request_\n"
                            "ptxas         .     40 bytes stack frame, 8 bytes spill stores, 8 bytes spill loads\n"
                            "ptxas info    : Compiling entry function 'fig8_native' for 'sm_90'\n"
                            "ptxas info    : Used 8 registers, 368 bytes cmem[0]\n";
    const auto frames = nvidia_stack_frames(log);
    REQUIRE(frames.size() == 2);
    CHECK(frames.at("fig8_coordinator") == "112 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads");
    CHECK(frames.at("swatomic_request_") == "40 bytes stack frame, 8 bytes spill stores, 8 bytes spill loads");
    CHECK(frames.count("fig8_native") == 0);  // no properties line: nothing invented
    CHECK(nvidia_stack_frames("").empty());
}

TEST_CASE("probe on the present device classifies what the runtime's binary holds", "[probe][device]")
{
    const auto report = probe_device(toolchain(), "", builtin_source("fig3-software"), {});
    INFO(report.error);
    REQUIRE(report.error.empty());
    REQUIRE(report.kernels.size() == 1);
    CHECK(report.kernels[0].counts.global_atomics == 0);
    CHECK(report.kernels[0].counts.local_atomics > 0);
    CHECK_FALSE(report.notes.empty());  // names the binary format
}

TEST_CASE("probe: compile errors name the user's file and line", "[probe][errors]")
{
    const Source bad{"user_dir/bad_kernel.cl", "__kernel void k(__global int *p)\n{\n    p[0] = undeclared;\n}\n"};
    const auto target_name = GENERATE(as<std::string>{}, "cypress", "sm_90");
    const auto report = probe_offline(toolchain(), target(target_name), bad, {});
    CAPTURE(report.error);
    CHECK(report.error.find("user_dir/bad_kernel.cl:3:") != std::string::npos);
    CHECK(report.error.find("undeclared") != std::string::npos);

    const auto device = probe_device(toolchain(), "", bad, {});
    CAPTURE(device.error);
    CHECK(device.error.find("bad_kernel.cl") != std::string::npos);
}

// The most common atomic kernel: LLVM's r600 backend cannot select its returning global atomic.
const char *const kCompactKernel =
    "__kernel void compact(__global const int *in, __global int *out, __global int *c)\n"
    "{\n"
    "    int x = in[get_global_id(0)];\n"
    "    if (x > 0) out[atomic_add(c, 1)] = x;\n"
    "}\n";

TEST_CASE("probe: where the LLVM backend fails, the target reports the LLVM IR's counts with a note", "[probe][errors]")
{
    const auto report = probe_offline(toolchain(), target("cypress"), Source{"compact.cl", kCompactKernel}, {});
    INFO(report.error);
    REQUIRE(report.error.empty());
    const auto &c = kernel(report, "compact").counts;
    CHECK(c.global_atomics == 1);
    CHECK(c.global_loads == 1);
    CHECK(c.global_stores == 1);
    // Evergreen paths from the IR: the load and the store on FastPath, the atomic on CompletePath;
    // under the APP SDK rule all three on CompletePath (as the paper's Fig. 3).
    CHECK(c.fast_path == 2);
    CHECK(c.complete_path == 1);
    CHECK(project_app_sdk(c).fast_path == 0);
    CHECK(project_app_sdk(c).complete_path == 3);
    REQUIRE_FALSE(report.notes.empty());
    CHECK(report.notes.front().find("LLVM ERROR") != std::string::npos);
    CHECK(report.notes.front().find("counts from the LLVM IR") != std::string::npos);

    // The executable: exit 0, the note in the table and in --json.
    const auto file = std::filesystem::temp_directory_path() / ("swatomic-probe-k-" + std::to_string(::getpid()) + ".cl");
    std::ofstream(file) << kCompactKernel;
    auto r = run_probe(file.string() + " --target cypress");
    CAPTURE(r.out);
    CHECK(r.status == 0);
    CHECK(r.out.find("cypress: the LLVM backend cannot compile") != std::string::npos);
    r = run_probe(file.string() + " --target cypress --json", false);
    CHECK(r.status == 0);
    const auto json = nlohmann::json::parse(r.out);
    const auto &cypress = json["targets"].at(0);
    CHECK(cypress["error"].is_null());
    CHECK(cypress["kernels"].at(0)["global_atomics"] == 1);
    CHECK(cypress["kernels"].at(0)["evergreen"]["projection_app_sdk"] ==
          nlohmann::json({{"fast_path", 0}, {"complete_path", 3}}));
    CHECK(cypress["notes"].at(0).get<std::string>().find("LLVM ERROR") != std::string::npos);
    std::filesystem::remove(file);
}

TEST_CASE("probe: the library source is pasted only into files that use it", "[probe]")
{
    CHECK_FALSE(uses_library(kCompactKernel));
    CHECK(uses_library("__kernel void k(SWATOMIC_KERNEL_PARAMS) {}"));
    CHECK(uses_library("x = software_atom_add(p, 1);"));
    const std::string plain = assemble_for(target("gfx900"), Source{"compact.cl", kCompactKernel});
    CHECK(plain.find("#line 1 \"swatomic/") == std::string::npos);
    const std::string software = assemble_for(target("gfx900"), builtin_source("fig3-software"));
    CHECK(software.find("#line 1 \"swatomic/") != std::string::npos);

    // A plain kernel on gfx900 shows its own instructions only: no readlanes of the library.
    const auto report = offline("gfx900", Source{"compact.cl", kCompactKernel});
    CHECK(kernel(report, "compact").counts.global_atomics == 1);
    const auto evidence = amdgcn_evidence(report.isa);
    CHECK(evidence.readlane < 8);
    CHECK(evidence.bpermute == 0);
    // --json carries every note the table prints, the amdgcn evidence line included.
    bool evidence_note = false;
    for (const auto &n : report.notes) evidence_note = evidence_note || n.find("v_readlane/readfirstlane") != std::string::npos;
    CHECK(evidence_note);
}

TEST_CASE("probe: missing toolchain names the Debian package", "[probe][errors]")
{
    const auto no_tools = find_toolchain(std::string("/nonexistent-dir"), std::string("/nonexistent-dir"));
    try {
        require_offline_toolchain(no_tools);
        FAIL("no error");
    } catch (const swatomic::Error &e) {
        CHECK(e.status() == swatomic::Status::ToolchainMissing);
        CHECK(std::string(e.what()).find("clang-16") != std::string::npos);
    }
    try {
        discover_targets(no_tools);
        FAIL("no error");
    } catch (const swatomic::Error &e) {
        CHECK(e.status() == swatomic::Status::ToolchainMissing);
        CHECK(std::string(e.what()).find("libclc-16") != std::string::npos);
    }
    const auto r = run_probe("--builtin fig3 --target nonsense");
    CHECK(r.status == 2);
}

TEST_CASE("swatomic-probe executable: table, JSON, --check exit status, -D", "[probe][cli]")
{
    auto r = run_probe("--builtin fig3 --target cypress --check no-global-atomics --json", false);
    CAPTURE(r.out);
    CHECK(r.status == 3);
    const auto json = nlohmann::json::parse(r.out);  // stdout only: the check's verdict goes to stderr
    CHECK(json["source"] == "probe/fig3.cl");
    const auto &cypress = json["targets"].at(0);
    CHECK(cypress["target"] == "cypress");
    CHECK(cypress["error"].is_null());
    const auto &benchmark = cypress["kernels"].at(0);
    CHECK(benchmark["name"] == "Benchmark");
    CHECK(benchmark["global_atomics"] == 1);
    CHECK(benchmark["evergreen"]["complete_path"] == 1);
    CHECK(benchmark["evergreen"]["projection_app_sdk"] == nlohmann::json({{"fast_path", 0}, {"complete_path", 3}}));
    CHECK(json["check"]["passed"] == false);
    CHECK(json["check"]["violations"].at(0)["kernel"] == "Benchmark");

    r = run_probe("--builtin swatomic --target cypress --target sm_90 --kernel swatomic_indexed_add --check no-global-atomics");
    CAPTURE(r.out);
    CHECK(r.status == 0);
    CHECK(r.out.find("swatomic_indexed_add") != std::string::npos);
    CHECK(r.out.find("swatomic_residency_check") == std::string::npos);
    CHECK(r.out.find("projection") != std::string::npos);

    // -D reaches the compiler: without it the file does not compile.
    const auto file = std::filesystem::temp_directory_path() / ("swatomic-probe-d-" + std::to_string(::getpid()) + ".cl");
    std::ofstream(file) << "__kernel void k(__global int *p) { p[0] = VALUE; }\n";
    CHECK(run_probe(file.string() + " --target gfx900 -DVALUE=3").status == 0);
    r = run_probe(file.string() + " --target gfx900");
    CHECK(r.status == 1);
    CHECK(r.out.find(file.filename().string() + ":1:") != std::string::npos);
    std::filesystem::remove(file);

    r = run_probe("--builtin swatomic --kernel no_such_kernel --target gfx900");
    CHECK(r.status == 1);
    CHECK(r.out.find("swatomic_indexed_add") != std::string::npos);  // lists what exists
}

TEST_CASE("swatomic-probe executable: --help, usage errors and -D/-I forms", "[probe][cli]")
{
    auto r = run_probe("--help");
    CHECK(r.status == 0);
    CHECK(r.out.rfind("usage: swatomic-probe (FILE.cl | --builtin NAME) [options]\n", 0) == 0);
    for (const char *flag : {"--kernel NAME", "--target T", "--device SPEC", "-DNAME[=VALUE], -I DIR", "--json",
                             "--check no-global-atomics", "--builtin NAME", "--save-temps DIR", "--list-targets"})
        CHECK(r.out.find(flag) != std::string::npos);
    // The default targets and built-ins the help names are the ones really used.
    std::string defaults;
    for (const auto &t : default_target_names()) defaults += " " + t;
    CHECK(r.out.find("Default:\n                        " + defaults + "\n") != std::string::npos);
    for (const auto &b : builtin_names()) CHECK(r.out.find(b) != std::string::npos);
    CHECK(run_probe("-h").status == 0);
    CHECK(run_probe("--no-such-option").status == 2);
    CHECK(run_probe("--builtin fig3 --check nonsense").status == 2);
    CHECK(run_probe("--builtin fig3 --check \"\"").status == 2);          // an empty check is not "no check"
    CHECK(run_probe("--builtin fig3 --target cypress --device gpu").status == 2);  // --device without --target device
    CHECK(run_probe("--builtin fig3 --kernel").status == 2);         // a value is missing
    CHECK(run_probe("a.cl b.cl").status == 2);                       // two input files
    CHECK(run_probe("").status == 2);                                // no input at all

    // -D NAME and -DNAME, -I DIR and -IDIR all reach the compiler.
    const auto dir = std::filesystem::temp_directory_path() / ("swatomic-probe-i-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "value.h") << "#define INCLUDED_VALUE 4\n";
    const auto file = dir / "k.cl";
    std::ofstream(file) << "#include \"value.h\"\n__kernel void k(__global int *p) { p[0] = VALUE + INCLUDED_VALUE; }\n";
    CHECK(run_probe(file.string() + " --target gfx900 -D VALUE=3 -I " + dir.string()).status == 0);
    CHECK(run_probe(file.string() + " --target gfx900 -DVALUE=3 -I" + dir.string()).status == 0);
    CHECK(run_probe(file.string() + " --target gfx900 -DVALUE=3").status == 1);  // no -I: value.h missing
    std::filesystem::remove_all(dir);
}

TEST_CASE("swatomic-probe executable: empty files, directories and unwritable --save-temps fail clearly",
          "[probe][cli][errors]")
{
    const auto dir = std::filesystem::temp_directory_path() / ("swatomic-probe-edge-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto empty = dir / "empty.cl";
    std::ofstream(empty).flush();
    for (const char *target : {"gfx900", "device"}) {
        CAPTURE(target);
        const auto r = run_probe(empty.string() + " --target " + target);
        CAPTURE(r.out);
        CHECK(r.status == 1);
        CHECK(r.out.find("empty") != std::string::npos);
    }
    // A device build of a file without kernels is an error too (the engine, not just the CLI).
    const auto no_kernel = probe_device(toolchain(), "", Source{"no_kernel.cl", "int f(int x) { return x; }\n"}, {});
    CHECK(no_kernel.error.find("no __kernel") != std::string::npos);

    auto r = run_probe(dir.string() + " --target device");
    CAPTURE(r.out);
    CHECK(r.status == 1);
    CHECK(r.out.find("is a directory") != std::string::npos);

    r = run_probe((dir / "missing.cl").string() + " --target gfx900");
    CHECK(r.status == 1);
    CHECK(r.out.find("missing.cl") != std::string::npos);

    // --save-temps into a directory that cannot be created (its parent is a file) or written.
    const auto blocker = dir / "a_file";
    std::ofstream(blocker) << "x";
    r = run_probe("--builtin fig3 --target gfx900 --save-temps " + (blocker / "sub").string());
    CAPTURE(r.out);
    CHECK(r.status == 1);
    CHECK(r.out.find("--save-temps") != std::string::npos);
    if (::geteuid() != 0) {  // root writes anywhere
        const auto read_only = dir / "read_only";
        std::filesystem::create_directories(read_only);
        std::filesystem::permissions(read_only, std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec);
        r = run_probe("--builtin fig3 --target device --save-temps " + read_only.string());
        CAPTURE(r.out);
        CHECK(r.status == 1);
        CHECK(r.out.find("--save-temps") != std::string::npos);
        std::filesystem::permissions(read_only, std::filesystem::perms::owner_all);
    }
    // And a writable one receives the files.
    r = run_probe("--builtin fig3 --target gfx900 --save-temps " + (dir / "temps").string());
    CHECK(r.status == 0);
    CHECK(std::filesystem::exists(dir / "temps" / "gfx900.s"));
    std::filesystem::remove_all(dir);
}
