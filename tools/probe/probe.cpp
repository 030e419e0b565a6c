#include "probe.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "classifiers/text.hpp"
#include "embedded_kernels.hpp"
#include "swatomic/accumulate.hpp"
#include "swatomic/device.hpp"
#include "swatomic/errors.hpp"
#include "program_text.hpp"
#include "swatomic/runtime.hpp"
#include "swatomic/variants.hpp"

namespace swatomic::probe {

extern const ::swatomic::detail::EmbeddedKernelSet kEmbeddedKernels;  // generated: kernels/probe/*.cl

namespace fs = std::filesystem;
using namespace detail;
namespace {

// r600: libclc has no mem_fence and LLVM has no Evergreen fence instruction. The shim makes
// mem_fence an empty inline asm whose comment the r600 classifier counts as a fence.
constexpr const char *kR600FenceShim = R"(target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1"
target triple = "r600-unknown-unknown"
define void @_Z9mem_fencej(i32 %flags) #0 {
  call void asm sideeffect "; swatomic-probe: mem_fence", ""()
  ret void
}
define void @_Z14read_mem_fencej(i32 %flags) #0 {
  call void asm sideeffect "; swatomic-probe: mem_fence", ""()
  ret void
}
define void @_Z15write_mem_fencej(i32 %flags) #0 {
  call void asm sideeffect "; swatomic-probe: mem_fence", ""()
  ret void
}
attributes #0 = { alwaysinline nounwind }
)";

std::vector<std::string> kernels_of(const Listing &ir)
{
    std::vector<std::string> names;
    for (const auto &f : ir.functions)
        if (f.is_kernel) names.push_back(f.name);
    return names;
}

}  // namespace

// ------------------------------------------------------------------ toolchain and targets

Toolchain find_toolchain(const std::optional<std::string> &path, const std::optional<std::string> &libclc_dir)
{
    std::string search = path ? *path : "";
    if (!path) {
        const char *env = std::getenv("PATH");
        search = env ? env : "/usr/bin";
    }
    Toolchain tc;
    tc.clang = find_in_path("clang-16", search);
    tc.llc = find_in_path("llc-16", search);
    tc.llvm_dis = find_in_path("llvm-dis-16", search);
    tc.llvm_objdump = find_in_path("llvm-objdump-16", search);
    if (libclc_dir) {
        tc.libclc_dir = *libclc_dir;
    } else {
        const char *env = std::getenv("SWATOMIC_PROBE_LIBCLC_DIR");
        tc.libclc_dir = env && *env ? env : "/usr/lib/clc";
    }
    return tc;
}

void require_offline_toolchain(const Toolchain &tc)
{
    if (tc.clang.empty()) throw Error(Status::ToolchainMissing, "clang-16 not found in PATH: install the Debian package clang-16");
    if (tc.llc.empty()) throw Error(Status::ToolchainMissing, "llc-16 not found in PATH: install the Debian package llvm-16");
    if (tc.llvm_dis.empty())
        throw Error(Status::ToolchainMissing, "llvm-dis-16 not found in PATH: install the Debian package llvm-16");
}

std::vector<Target> discover_targets(const Toolchain &tc)
{
    std::vector<Target> r600, amdgcn, ptx;
    std::error_code ec;
    std::set<std::string> files;
    for (fs::directory_iterator it(tc.libclc_dir, ec), end; !ec && it != end; it.increment(ec))
        files.insert(it->path().filename().string());
    const fs::path dir(tc.libclc_dir);
    for (const auto &f : files) {
        if (text::ends_with(f, "-r600--.bc")) {
            const auto cpu = f.substr(0, f.size() - std::strlen("-r600--.bc"));
            r600.push_back({cpu, Family::R600, "r600--", cpu, (dir / f).string(), false,
                            "AMD TeraScale 2/3 (r600 backend)" + std::string(cpu == "cypress" ? ", Radeon HD 5870" : "")});
        } else if (text::ends_with(f, "-amdgcn--.bc")) {
            const auto cpu = f.substr(0, f.size() - std::strlen("-amdgcn--.bc"));
            amdgcn.push_back({cpu, Family::Amdgcn, "amdgcn--", cpu, (dir / f).string(), false, "AMD GCN"});
        }
    }
    if (files.count("amdgcn--amdhsa.bc") != 0) {
        amdgcn.push_back({"gfx90a", Family::Amdgcn, "amdgcn-amd-amdhsa", "gfx90a", (dir / "amdgcn--amdhsa.bc").string(),
                          false, "AMD CDNA2, Instinct MI200 (generic amdhsa libclc)"});
        for (const char *cpu : {"gfx1010", "gfx1030", "gfx1100"})
            amdgcn.push_back({cpu, Family::Amdgcn, "amdgcn-amd-amdhsa", cpu, (dir / "amdgcn--amdhsa.bc").string(), false,
                              "AMD RDNA (generic amdhsa libclc)"});
    }
    if (files.count("nvptx64--nvidiacl.bc") != 0) {
        for (const char *cpu : {"sm_70", "sm_80", "sm_90"})
            ptx.push_back({cpu, Family::Ptx, "nvptx64-nvidia-nvcl", cpu, (dir / "nvptx64--nvidiacl.bc").string(), false,
                           "NVIDIA PTX (nvptx64)"});
    }
    std::vector<Target> all;
    for (auto *group : {&r600, &amdgcn, &ptx}) all.insert(all.end(), group->begin(), group->end());
    if (all.empty())
        throw Error(Status::ToolchainMissing, "no libclc bitcode in " + tc.libclc_dir +
                                                  ": install the Debian package libclc-16 (or set SWATOMIC_PROBE_LIBCLC_DIR)");
    return all;
}

std::vector<std::string> default_target_names()
{
    return {"cypress", "tahiti", "gfx900", "gfx90a", "gfx1030", "gfx1100", "sm_90"};
}

namespace {
// libclc names GCN parts by codename; ROCm names the device by its gfx id (LLVM AMDGPUUsage,
// "Processors" table).
std::string gfx_id_of(const std::string &cpu)
{
    static const std::map<std::string, std::string> aliases{
        {"tahiti", "gfx600"},   {"pitcairn", "gfx601"}, {"verde", "gfx601"},     {"oland", "gfx602"},
        {"hainan", "gfx602"},   {"kaveri", "gfx700"},   {"hawaii", "gfx701"},    {"kabini", "gfx703"},
        {"mullins", "gfx703"},  {"bonaire", "gfx704"},  {"carrizo", "gfx801"},   {"iceland", "gfx802"},
        {"tonga", "gfx802"},    {"fiji", "gfx803"},     {"polaris10", "gfx803"}, {"polaris11", "gfx803"},
        {"stoney", "gfx810"}};
    const auto it = aliases.find(cpu);
    return it != aliases.end() ? it->second : cpu;
}
}  // namespace

DeviceTraits offline_traits(const Target &target)
{
    DeviceTraits t;
    t.type = CL_DEVICE_TYPE_GPU;
    t.name = target.cpu;
    t.opencl_c_versions = {12};
    switch (target.family) {
    case Family::Ptx:
        t.family = DeviceFamily::Nvidia;
        t.hardware_wave_width = 32;
        if (target.cpu.rfind("sm_", 0) == 0 && target.cpu.size() >= 5) {
            t.nv_compute_capability_major = std::stoi(target.cpu.substr(3, target.cpu.size() - 4));
            t.nv_compute_capability_minor = target.cpu.back() - '0';
        }
        break;
    case Family::Amdgcn: {
        t.family = DeviceFamily::Amd;
        t.name = gfx_id_of(target.cpu);
        // gfx10 and later run wave32 by default (ROCm reports CL_DEVICE_WAVEFRONT_WIDTH_AMD 32).
        t.hardware_wave_width = t.name.rfind("gfx1", 0) == 0 && t.name.size() >= 7 ? 32 : 64;
        // ROCm reports "OpenCL C 2.0". GFX6 has no flat addressing, which OpenCL C 2.0's generic
        // address space needs (ROCm never supported it; Mesa's drivers report 1.x): 1.2 there.
        if (t.name.rfind("gfx6", 0) == 0) t.opencl_c_versions = {12};
        else t.opencl_c_versions = {12, 20};
        break;
    }
    case Family::R600:
        t.family = DeviceFamily::Amd;  // TeraScale: named "Cypress" by the APP SDK, no amdgcn builtins
        t.hardware_wave_width = 64;
        t.name = target.cpu;
        t.name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(t.name[0])));
        break;
    case Family::LlvmIr: t.family = DeviceFamily::Other; break;
    }
    return derive_traits(t);
}

std::string offline_cl_std(const Target &target)
{
    return builds_as_opencl_c_20(offline_traits(target)) ? "-cl-std=CL2.0" : "-cl-std=CL1.2";
}

Target device_target()
{
    Target t;
    t.name = "device";
    t.online = true;
    t.description = "the present OpenCL device (swatomic::Runtime)";
    return t;
}

// ------------------------------------------------------------------ sources

std::vector<std::string> builtin_names()
{
    return {"swatomic", "variants", "accumulators", "fig3", "fig3-software", "char-store"};
}

Source builtin_source(const std::string &name)
{
    if (name == "swatomic") return {"swatomic/builtin_kernels.cl", kernel_file_source("swatomic/builtin_kernels.cl")};
    // The tool's own kernels (kernels/probe/*.cl) are embedded into it, not into the library.
    auto own = [](const char *file) { return Source{file, kEmbeddedKernels.find(file)->text}; };
    if (name == "variants" || name == "accumulators") {
        // Targets without 64-bit atomics (r600) get the int and uint forms only.
        std::string text = "#if !defined(cl_khr_int64_base_atomics)\n#define SWATOMIC_VARIANTS_NO_INT64 1\n#endif\n";
        text += "#if !defined(cl_khr_fp64)\n#define SWATOMIC_VARIANTS_NO_FP64 1\n#endif\n";
        text += name == "variants" ? variant_source() : accumulator_source();
        const std::string file = "probe/" + name + ".cl";
        text += "#line 1 \"" + file + "\"\n";
        text += own(file.c_str()).text;
        if (name == "accumulators") text += "\n" + kernel_file_source("swatomic/combine_partials.cl");
        return {file, text};
    }
    if (name == "fig3") return own("probe/fig3.cl");
    if (name == "fig3-software") return own("probe/fig3_software.cl");
    if (name == "char-store") return own("probe/char_store.cl");
    std::string known;
    for (const auto &n : builtin_names()) known += " " + n;
    throw InvalidArgument("no built-in kernel named \"" + name + "\"; built-ins:" + known);
}

bool uses_library(const std::string &text)
{
    for (const char *mark : {"software_atom_", "SWATOMIC_", "swatomic_"})
        if (text.find(mark) != std::string::npos) return true;
    return false;
}

std::string assemble_for(const Target &target, const Source &source)
{
    const DeviceTraits traits = offline_traits(target);
    BuildOptions options;
    options.source_name = source.name;
    // A plain kernel is measured as written: the library's code would add its own instructions.
    options.inject_library_source = uses_library(source.text);
    return assemble_program_source(build_defines_for(traits), source.text, options);
}

// ------------------------------------------------------------------ offline

namespace {

// Evergreen paths estimated from LLVM IR counts: loads (vertex fetches) and 32-bit stores
// (MEM_RAT_CACHELESS) on FastPath; atomics and byte/short stores (MEM_RAT, MEM_RAT MSKOR) on
// CompletePath, as the r600 classifier finds them in llc's output.
void estimate_evergreen_paths(Counts &c)
{
    c.fast_path = c.global_loads + (c.global_stores - c.narrow_stores);
    c.complete_path = c.global_atomics + c.narrow_stores;
}

}  // namespace

void report_from_ir(TargetReport &report, const std::string &ir, const std::vector<std::string> &kernels,
                    const std::string &backend_message)
{
    const auto listing = classify_llvm_ir(ir);
    report.kernels = kernel_totals(listing, &kernels);
    if (report.target.family == Family::R600)
        for (auto &k : report.kernels) estimate_evergreen_paths(k.counts);
    std::string first_line = backend_message.substr(0, backend_message.find('\n'));
    const auto llvm_error = backend_message.find("LLVM ERROR");
    if (llvm_error != std::string::npos)
        first_line = backend_message.substr(llvm_error, backend_message.find('\n', llvm_error) - llvm_error);
    report.notes.push_back("the LLVM backend cannot compile this program for " + report.target.name + " (" + first_line +
                           "): counts from the LLVM IR" +
                           (report.target.family == Family::R600
                                ? "; Fast/Complete estimated from it (loads and 32-bit stores FastPath, atomics "
                                  "and byte/short stores CompletePath)"
                                : ""));
    report.notes.insert(report.notes.end(), listing.notes.begin(), listing.notes.end());
}

TargetReport probe_offline(const Toolchain &tc, const Target &target, const Source &source,
                           const std::vector<std::string> &compiler_options, const std::string &save_dir)
{
    TargetReport report;
    report.target = target;
    auto save = [&](const fs::path &file, const char *extension) {
        if (save_dir.empty() || !fs::exists(file)) return;
        std::error_code ec;
        fs::create_directories(save_dir, ec);
        const fs::path to = fs::path(save_dir) / (target.name + extension);
        if (!ec) fs::copy_file(file, to, fs::copy_options::overwrite_existing, ec);
        if (ec) throw InvalidArgument("--save-temps: cannot write " + to.string() + ": " + ec.message());
    };
    try {
        require_offline_toolchain(tc);
        if (::access(target.libclc_file.c_str(), R_OK) != 0)
            throw Error(Status::ToolchainMissing, target.libclc_file + " missing: install the Debian package libclc-16");
        TempDir tmp;
        const fs::path src = tmp.path() / "program.cl", bc = tmp.path() / "program.bc", ll = tmp.path() / "program.ll",
                       isa = tmp.path() / "program.s", log = tmp.path() / "log";
        write_file(src, assemble_for(target, source));
        std::vector<std::string> clang{tc.clang, "-x", "cl", offline_cl_std(target), "-Xclang", "-finclude-default-header",
                                       "-target", target.triple, "-nogpulib", "-O2",
                                       "-emit-llvm", "-c", "-Wno-override-module",
                                       "-Xclang", "-mlink-builtin-bitcode", "-Xclang", target.libclc_file};
        // clang ignores -mcpu for nvptx (llc gets it); elsewhere it selects the libclc-matching CPU.
        if (target.family != Family::Ptx) clang.push_back("-mcpu=" + target.cpu);
        if (target.family == Family::R600) {
            write_file(tmp.path() / "shim.ll", kR600FenceShim);
            const auto r = run_process({tc.clang, "-target", "r600--", "-x", "ir", "-c", "-emit-llvm",
                                        (tmp.path() / "shim.ll").string(), "-o", (tmp.path() / "shim.bc").string()},
                                       log);
            if (r.status != 0) throw Error(Status::Internal, compiler_message("clang-16 (r600 fence shim)", r));
            clang.insert(clang.end(), {"-Xclang", "-mlink-builtin-bitcode", "-Xclang", (tmp.path() / "shim.bc").string()});
        }
        clang.insert(clang.end(), compiler_options.begin(), compiler_options.end());
        clang.insert(clang.end(), {src.string(), "-o", bc.string()});
        auto r = run_process(clang, log);
        if (r.status != 0) throw BuildError(compiler_message("clang-16", r), r.output);

        r = run_process({tc.llvm_dis, bc.string(), "-o", ll.string()}, log);
        if (r.status != 0) throw Error(Status::Internal, compiler_message("llvm-dis-16", r));
        const auto kernels = kernels_of(classify_llvm_ir(read_file(ll)));
        if (kernels.empty()) throw InvalidArgument(source.name + " defines no __kernel function");

        save(src, ".cl");  // before llc, so that a failing llc run can be repeated by hand
        save(ll, ".ll");
        save(bc, ".bc");
        r = run_process({tc.llc, "-O2", "-mcpu=" + target.cpu, bc.string(), "-o", isa.string()}, log);
        if (r.status != 0) {
            report_from_ir(report, read_file(ll), kernels, compiler_message("llc-16", r));
            return report;
        }
        save(isa, ".s");
        report.isa = read_file(isa);
        const auto listing = classify(target.family, report.isa);
        report.kernels = kernel_totals(listing, &kernels);
        report.notes.insert(report.notes.end(), listing.notes.begin(), listing.notes.end());
        if (target.family == Family::R600 &&
            std::any_of(report.kernels.begin(), report.kernels.end(), [](const KernelCounts &k) { return k.counts.fences != 0; }))
            report.notes.push_back("fences: LLVM emits no Evergreen fence instruction; counted where mem_fence was called");
        if (target.family == Family::Amdgcn) {
            const DeviceTraits t = offline_traits(target);
            report.notes.push_back("built as " + t.name + ", slot width " + std::to_string(t.slot_width) + ", " +
                                   offline_cl_std(target) + "; " + format_amdgcn_evidence(amdgcn_evidence(report.isa)));
        }
    } catch (const std::exception &e) {
        report.error = e.what();
    }
    return report;
}

// ------------------------------------------------------------------ online

std::map<std::string, std::string> nvidia_stack_frames(const std::string &build_log)
{
    std::map<std::string, std::string> frames;
    std::istringstream lines(build_log);
    std::string line, current;
    const std::string properties = "Function properties for ";
    while (std::getline(lines, line)) {
        const auto at = line.find(properties);
        if (at != std::string::npos) {
            current = line.substr(at + properties.size());
            while (!current.empty() && std::isspace(static_cast<unsigned char>(current.back()))) current.pop_back();
        } else if (!current.empty() && line.find("bytes stack frame") != std::string::npos) {
            // "ptxas         .     112 bytes stack frame, 0 bytes spill stores, ...": from the number on
            const auto first = line.find_first_of("0123456789");
            frames[current] = first == std::string::npos ? line : line.substr(first);
            current.clear();
        }
    }
    return frames;
}

namespace {

// NVIDIA (-cl-nv-verbose): ptxas' resources of each kernel, one note per kernel, e.g.
// "ptxas fig8_coordinator: 32 registers (cap 32), 168 bytes stack frame, 80 bytes spill stores,
// 80 bytes spill loads". The register cap makes the protocol spill instead of costing occupancy
// (BuildOptions::cap_registers_without_coordinator); this is where that shows.
std::vector<std::string> nvidia_resource_notes(const Program &program, const std::vector<std::string> &kernels)
{
    std::vector<std::string> notes;
    const std::string &log = program.build_log();
    if (log.find("ptxas") == std::string::npos) {
        notes.push_back("ptxas: no resource lines in the build log (NVIDIA's compute cache: set CUDA_CACHE_DISABLE=1)");
        return notes;
    }
    const auto frames = nvidia_stack_frames(log);
    for (const auto &k : kernels) {
        std::ostringstream note;
        note << "ptxas " << k << ": " << program.registers(k) << " registers";
        if (program.register_cap() != 0) note << " (cap " << program.register_cap() << ")";
        const auto f = frames.find(k);
        if (f != frames.end()) note << ", " << f->second;
        notes.push_back(note.str());
    }
    return notes;
}

}  // namespace

TargetReport probe_device(const Toolchain &tc, const std::string &device_spec, const Source &source,
                          const std::vector<std::string> &compiler_options, const std::string &save_dir)
{
    TargetReport report;
    report.target = device_target();
    try {
        Runtime runtime(device_spec);
        report.target.description = runtime.traits().name + " (" + runtime.traits().platform_name + ")";
        BuildOptions options;
        options.source_name = source.name;
        for (const auto &o : compiler_options) options.compiler_options += (options.compiler_options.empty() ? "" : " ") + o;
        const Program program = runtime.build_program(source.text, options);
        const auto binaries = program.program().getInfo<CL_PROGRAM_BINARIES>();
        const auto kernels = split_kernel_names(program.program().getInfo<CL_PROGRAM_KERNEL_NAMES>());
        if (kernels.empty()) throw InvalidArgument(source.name + " defines no __kernel function");
        if (binaries.empty() || binaries[0].empty()) throw Error(Status::ProbeInputError, "the runtime returned no program binary");
        const std::string binary(binaries[0].begin(), binaries[0].end());
        if (!save_dir.empty()) {  // the driver's own program binary, as classified
            std::error_code ec;
            fs::create_directories(save_dir, ec);
            const fs::path to = fs::path(save_dir) / "device.bin";
            std::ofstream out(to, std::ios::binary);
            out << binary;
            if (ec || !out.flush())
                throw InvalidArgument("--save-temps: cannot write " + to.string() + (ec ? ": " + ec.message() : ""));
        }
        std::string format;
        const auto listing = classify_program_binary(tc, binary, format);
        report.target.family = listing.family;
        report.notes.push_back("binary: " + format);
        report.notes.insert(report.notes.end(), listing.notes.begin(), listing.notes.end());
        report.kernels = kernel_totals(listing, &kernels);
        if (runtime.traits().family == DeviceFamily::Nvidia) {
            const auto resources = nvidia_resource_notes(program, kernels);
            report.notes.insert(report.notes.end(), resources.begin(), resources.end());
        }
    } catch (const std::exception &e) {
        report.error = e.what();
    }
    return report;
}

// ------------------------------------------------------------------ amdgcn evidence

namespace {

// The opcode of an ISA line: its first word.
std::string opcode_of(const std::string &line)
{
    std::istringstream words(line);
    std::string op;
    words >> op;
    return op;
}

bool starts_with(const std::string &s, const char *prefix) { return s.rfind(prefix, 0) == 0; }

// The opcodes amdgcn_evidence looks at (a superset of what it counts: every memory instruction);
// the digest keeps exactly these lines, so recorded digests give the same evidence.
bool amdgcn_evidence_opcode(const std::string &op)
{
    return starts_with(op, "v_mbcnt_") || op == "ds_bpermute_b32" || op == "v_readlane_b32" ||
           op == "v_readfirstlane_b32" || starts_with(op, "buffer_") || starts_with(op, "global_") ||
           starts_with(op, "flat_");
}

}  // namespace

AmdgcnEvidence amdgcn_evidence(const std::string &listing)
{
    AmdgcnEvidence e;
    std::istringstream lines(listing);
    std::string line;
    while (std::getline(lines, line)) {
        const std::string op = opcode_of(line);
        if (!amdgcn_evidence_opcode(op) || op.back() == ':') continue;  // labels are not instructions
        const auto has_word = [&](const char *w) {
            std::istringstream again(line);
            std::string token;
            while (again >> token) {
                if (!token.empty() && token.back() == ',') token.pop_back();
                if (token == w) return true;
            }
            return false;
        };
        const auto starts = [&](const char *prefix) { return starts_with(op, prefix); };
        if (starts("v_mbcnt_")) ++e.mbcnt;
        else if (op == "ds_bpermute_b32") ++e.bpermute;
        else if (op == "v_readlane_b32" || op == "v_readfirstlane_b32") ++e.readlane;
        else if (op == "buffer_wbinvl1_vol" || op == "buffer_wbinvl1") ++e.wbinvl1_vol;
        else if (op == "buffer_gl0_inv") ++e.gl0_inv;
        else if (op == "buffer_gl1_inv") ++e.gl1_inv;
        else if (starts("global_atomic") || starts("flat_atomic") || starts("buffer_atomic")) ++e.global_atomics;
        else if (starts("global_load") || starts("flat_load") || starts("buffer_load")) {
            if (has_word("glc")) {
                ++e.glc_loads;
                if (has_word("dlc")) ++e.glc_dlc_loads;
            }
        }
    }
    return e;
}

std::string amdgcn_evidence_digest(const std::string &listing)
{
    std::string digest;
    std::istringstream lines(listing);
    std::string line;
    while (std::getline(lines, line)) {
        const std::string op = opcode_of(line);
        const bool label = !op.empty() && op.back() == ':' && op[0] != '.' && line[0] != '\t' && line[0] != ' ';
        if (label || amdgcn_evidence_opcode(op)) digest += line + "\n";
    }
    return digest;
}

std::string format_amdgcn_evidence(const AmdgcnEvidence &e)
{
    std::ostringstream o;
    o << "v_mbcnt " << e.mbcnt << ", ds_bpermute " << e.bpermute << ", v_readlane/readfirstlane " << e.readlane
      << " | glc loads " << e.glc_loads << " (glc dlc " << e.glc_dlc_loads << ") | buffer_wbinvl1(_vol) "
      << e.wbinvl1_vol << ", buffer_gl0_inv " << e.gl0_inv << ", buffer_gl1_inv " << e.gl1_inv
      << " | global RMW atomics " << e.global_atomics;
    return o.str();
}

// ------------------------------------------------------------------ selection, check, output

void select_kernels(std::vector<TargetReport> &reports, const std::vector<std::string> &names)
{
    if (names.empty()) return;
    for (auto &report : reports) {
        if (!report.error.empty()) continue;
        std::vector<KernelCounts> kept;
        for (const auto &name : names) {
            const auto it = std::find_if(report.kernels.begin(), report.kernels.end(),
                                         [&](const KernelCounts &k) { return k.name == name; });
            if (it == report.kernels.end()) {
                std::string available;
                for (const auto &k : report.kernels) available += " " + k.name;
                throw InvalidArgument("no kernel named \"" + name + "\"; kernels:" + available);
            }
            kept.push_back(*it);
        }
        report.kernels = std::move(kept);
    }
}

std::vector<CheckViolation> check_no_global_atomics(const std::vector<TargetReport> &reports)
{
    std::vector<CheckViolation> violations;
    for (const auto &report : reports)
        for (const auto &k : report.kernels)
            if (k.counts.global_atomics != 0) violations.push_back({report.target.name, k.name, k.counts.global_atomics});
    return violations;
}

std::string format_table(const Source &source, const std::vector<TargetReport> &reports)
{
    std::size_t kernel_width = 6;
    for (const auto &r : reports)
        for (const auto &k : r.kernels) kernel_width = std::max(kernel_width, k.name.size());
    std::ostringstream o;
    o << "swatomic-probe: " << source.name << "  (static instruction counts per kernel)\n";
    o << std::left << std::setw(10) << "target" << std::setw(int(kernel_width) + 2) << "kernel" << std::right
      << std::setw(6) << "g.ld" << std::setw(6) << "g.st" << std::setw(7) << "g.atom" << std::setw(7) << "l.atom"
      << std::setw(8) << "byte/sh" << std::setw(7) << "fence" << " | " << std::setw(5) << "Fast" << std::setw(9)
      << "Complete" << " | " << "projection (APP SDK): Fast Complete\n";
    for (const auto &r : reports) {
        if (!r.error.empty()) {
            o << std::left << std::setw(10) << r.target.name << "ERROR: " << r.error << "\n";
            continue;
        }
        for (const auto &k : r.kernels) {
            const auto &c = k.counts;
            o << std::left << std::setw(10) << r.target.name << std::setw(int(kernel_width) + 2) << k.name << std::right
              << std::setw(6) << c.global_loads << std::setw(6) << c.global_stores << std::setw(7) << c.global_atomics
              << std::setw(7) << c.local_atomics << std::setw(8) << c.narrow_stores << std::setw(7) << c.fences << " | ";
            if (r.target.family == Family::R600) {
                const auto p = project_app_sdk(c);
                o << std::setw(5) << c.fast_path << std::setw(9) << c.complete_path << " | " << std::setw(26) << p.fast_path
                  << std::setw(9) << p.complete_path << "\n";
            } else {
                o << std::setw(5) << "-" << std::setw(9) << "-" << " | " << std::setw(26) << "-" << std::setw(9) << "-" << "\n";
            }
        }
        for (const auto &n : r.notes) o << "  " << r.target.name << ": " << n << "\n";
    }
    o << "g.ld/g.st/g.atom: global loads, stores, read-modify-write atomics; l.atom: local atomics; byte/sh: byte or\n"
         "short stores (also in g.st). Fast/Complete: Evergreen MEM_RAT_CACHELESS + vertex fetches vs MEM_RAT.\n"
         "Projection: the AMD APP SDK compiler sends every UAV access of a kernel with any global atomic through\n"
         "CompletePath (Elteir, Lin, Feng, II-B); LLVM does not, so this column is what the paper's toolchain\n"
         "would emit.\n";
    return o.str();
}

std::string format_json(const Source &source, const std::vector<TargetReport> &reports,
                        const std::vector<CheckViolation> *check)
{
    // ordered_json: fields stay in the documented order (docs/PROBE.md), not sorted.
    using Json = nlohmann::ordered_json;
    Json targets = Json::array();
    for (const auto &r : reports) {
        Json kernels = Json::array();
        for (const auto &k : r.kernels) {
            const auto &c = k.counts;
            Json kernel{{"name", k.name},
                        {"global_loads", c.global_loads},
                        {"global_stores", c.global_stores},
                        {"global_atomics", c.global_atomics},
                        {"local_atomics", c.local_atomics},
                        {"narrow_stores", c.narrow_stores},
                        {"fences", c.fences}};
            if (r.target.family == Family::R600) {
                const auto p = project_app_sdk(c);
                kernel["evergreen"] = Json{{"fast_path", c.fast_path},
                                           {"complete_path", c.complete_path},
                                           {"projection_app_sdk", {{"fast_path", p.fast_path}, {"complete_path", p.complete_path}}}};
            }
            kernels.push_back(std::move(kernel));
        }
        targets.push_back(Json{{"target", r.target.name},
                               {"family", family_name(r.target.family)},
                               {"online", r.target.online},
                               {"description", r.target.description},
                               {"error", r.error.empty() ? Json(nullptr) : Json(r.error)},
                               {"notes", r.notes},
                               {"kernels", std::move(kernels)}});
    }
    Json out{{"source", source.name}, {"targets", std::move(targets)}};
    if (check != nullptr) {
        Json violations = Json::array();
        for (const auto &v : *check)
            violations.push_back(Json{{"target", v.target}, {"kernel", v.kernel}, {"global_atomics", v.global_atomics}});
        out["check"] = Json{{"name", "no-global-atomics"}, {"passed", check->empty()}, {"violations", std::move(violations)}};
    }
    // Invalid UTF-8 in compiler messages or file names is replaced, never a throw mid-report.
    return out.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace swatomic::probe
