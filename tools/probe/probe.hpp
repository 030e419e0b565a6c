// swatomic-probe's engine: target discovery, offline builds through clang-16 + libclc-16 +
// llc-16, the online `device` build through swatomic::Runtime, classification, reports.
// The command line (main.cpp) is a thin layer over this, so the tests drive the same code.
#ifndef SWATOMIC_PROBE_PROBE_HPP
#define SWATOMIC_PROBE_PROBE_HPP

#include <optional>
#include <string>
#include <vector>

#include "classifiers/classifier.hpp"
#include "program_binary.hpp"  // Toolchain, classify_program_binary (src/probe, in libswatomic)

namespace swatomic::probe {

// Looks the tools up in `path` (a PATH-style list; nullopt: the environment's PATH) and libclc
// in `libclc_dir` (nullopt: SWATOMIC_PROBE_LIBCLC_DIR, else /usr/lib/clc).
Toolchain find_toolchain(const std::optional<std::string> &path = std::nullopt,
                         const std::optional<std::string> &libclc_dir = std::nullopt);
// Throws Error(ToolchainMissing) naming the Debian package when an offline build cannot run.
void require_offline_toolchain(const Toolchain &toolchain);

struct Target {
    std::string name;  // "cypress", "gfx1100", "sm_90", "device"
    Family family = Family::LlvmIr;
    std::string triple;
    std::string cpu;
    std::string libclc_file;  // bitcode linked into the program
    bool online = false;
    std::string description;
};
// Offline targets libclc provides: every <cpu>-r600--.bc, every <cpu>-amdgcn--.bc, RDNA parts
// (gfx1010 gfx1030 gfx1100) through amdgcn--amdhsa.bc, sm_70 sm_80 sm_90 through
// nvptx64--nvidiacl.bc. Throws ToolchainMissing (libclc-16) when the directory has none.
std::vector<Target> discover_targets(const Toolchain &toolchain);
// The targets used when none is named.
std::vector<std::string> default_target_names();
Target device_target();

struct Source {
    std::string name;  // as the user's file is named in compiler messages (#line)
    std::string text;
};
// Built-in kernels by name: "swatomic" (the library's own kernels), "fig3", "fig3-software",
// "char-store". Throws InvalidArgument for another name.
Source builtin_source(const std::string &name);
std::vector<std::string> builtin_names();

struct TargetReport {
    Target target;
    std::vector<KernelCounts> kernels;
    std::vector<std::string> notes;
    std::string error;  // non-empty: this target failed (compiler message, toolchain, input)
};

// The program text a target compiles: the runtime's defines for that target, the library
// source, then the user's source (swatomic::assemble_program_source).
std::string assemble_for(const Target &target, const Source &source);

// Compiles `source` for one offline target and classifies its ISA. `compiler_options` are
// passed to clang (e.g. -DN=4). Errors become TargetReport::error.
// `save_dir` non-empty: the program text, IR and ISA are kept there as <target>.cl/.ll/.s.
TargetReport probe_offline(const Toolchain &toolchain, const Target &target, const Source &source,
                           const std::vector<std::string> &compiler_options, const std::string &save_dir = {});
// Builds `source` with the present OpenCL runtime (device spec as in swatomic/device.hpp) and
// classifies what CL_PROGRAM_BINARIES holds (PTX, PoCL's LLVM bitcode, AMD code objects).
TargetReport probe_device(const Toolchain &toolchain, const std::string &device_spec, const Source &source,
                          const std::vector<std::string> &compiler_options,
                          const std::string &save_dir = {});

// Keeps only the named kernels; throws InvalidArgument naming the available ones if absent.
void select_kernels(std::vector<TargetReport> &reports, const std::vector<std::string> &names);

struct CheckViolation {
    std::string target;
    std::string kernel;
    std::size_t global_atomics = 0;
};
// --check no-global-atomics: every kernel with a global RMW atomic on any target.
std::vector<CheckViolation> check_no_global_atomics(const std::vector<TargetReport> &reports);

std::string format_table(const Source &source, const std::vector<TargetReport> &reports);
std::string format_json(const Source &source, const std::vector<TargetReport> &reports,
                        const std::vector<CheckViolation> *check);

}  // namespace swatomic::probe

#endif  // SWATOMIC_PROBE_PROBE_HPP
