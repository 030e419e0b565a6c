// swatomic-probe's engine: target discovery, offline builds through clang-16 + libclc-16 +
// llc-16, the online `device` build through swatomic::Runtime, classification, reports.
// The command line (main.cpp) is a thin layer over this, so the tests drive the same code.
#ifndef SWATOMIC_PROBE_PROBE_HPP
#define SWATOMIC_PROBE_PROBE_HPP

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "classifiers/classifier.hpp"
#include "swatomic/device.hpp"
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
// Offline targets libclc provides: every <cpu>-r600--.bc, every <cpu>-amdgcn--.bc, CDNA2 (gfx90a)
// and RDNA parts (gfx1010 gfx1030 gfx1100) through amdgcn--amdhsa.bc, sm_70 sm_80 sm_90 through
// nvptx64--nvidiacl.bc. Throws ToolchainMissing (libclc-16) when the directory has none.
std::vector<Target> discover_targets(const Toolchain &toolchain);

// The device an offline target stands for, as swatomic::query_traits would describe it (after
// swatomic::derive_traits): amdgcn targets are ROCm devices named by their gfx id (codenames
// such as tahiti map to theirs), wavefront 64 on GCN/CDNA and 32 on gfx10+ (the default), OpenCL
// C 2.0; r600 targets are pre-ROCm devices (slot width 1, OpenCL C 1.2); PTX targets NVIDIA with
// the sm_XX compute capability. The probe builds with build_defines_for() / build_flags_for() of
// these traits, i.e. exactly what the runtime would build on such a device.
swatomic::DeviceTraits offline_traits(const Target &target);
// The OpenCL C standard option clang gets for the target ("-cl-std=CL2.0" or "-cl-std=CL1.2").
std::string offline_cl_std(const Target &target);
// The targets used when none is named.
std::vector<std::string> default_target_names();
Target device_target();

struct Source {
    std::string name;  // as the user's file is named in compiler messages (#line)
    std::string text;
};
// Built-in kernels by name: "swatomic" (the library's own kernels), "variants" (one kernel per
// collision-reduction variant, kernels/probe/variants.cl, with the variant source in front),
// "accumulators" (the accumulators' flushes and the partials' combine), "fig3", "fig3-software",
// "char-store". Throws InvalidArgument for another name.
Source builtin_source(const std::string &name);
std::vector<std::string> builtin_names();

struct TargetReport {
    Target target;
    std::vector<KernelCounts> kernels;
    std::vector<std::string> notes;
    std::string error;  // non-empty: this target failed (compiler message, toolchain, input)
    std::string isa;    // offline: the llc listing the counts come from
};

// What an amdgcn listing shows about the AMD wavefront path and device-scope ordering (whole
// listing: every kernel and function of the program). Instruction mnemonics as llc-16 prints them.
struct AmdgcnEvidence {
    std::size_t mbcnt = 0;              // v_mbcnt_lo/hi_u32_b32: lane id / prefix popcount
    std::size_t bpermute = 0;           // ds_bpermute_b32: lane shuffle
    std::size_t readlane = 0;           // v_readlane_b32, v_readfirstlane_b32 (also used for spills)
    std::size_t glc_loads = 0;          // global/flat/buffer loads with glc (L1/L0-bypassing)
    std::size_t glc_dlc_loads = 0;      // ... with glc and dlc (gfx10 also bypasses the GL1)
    std::size_t wbinvl1_vol = 0;        // buffer_wbinvl1_vol (gfx7-gfx9, gfx90a), buffer_wbinvl1 (gfx6): agent acquire
    std::size_t gl0_inv = 0;            // buffer_gl0_inv (gfx10 / gfx11)
    std::size_t gl1_inv = 0;            // buffer_gl1_inv (gfx10 / gfx11)
    std::size_t global_atomics = 0;     // global/flat/buffer atomics (any read-modify-write)
};
AmdgcnEvidence amdgcn_evidence(const std::string &listing);
// The lines of a listing amdgcn_evidence looks at (plus function labels), in order: small
// enough to keep as recorded test data (tests/probe/data/amdgcn_path/), with the same evidence.
std::string amdgcn_evidence_digest(const std::string &listing);
// One line: "v_mbcnt 4, ds_bpermute 6, ... global RMW atomics 0".
std::string format_amdgcn_evidence(const AmdgcnEvidence &evidence);

// NVIDIA build logs (-cl-nv-verbose): ptxas' "N bytes stack frame, S bytes spill stores, L bytes
// spill loads" of each function, by function name (the line after "Function properties for F").
std::map<std::string, std::string> nvidia_stack_frames(const std::string &build_log);

std::string assemble_for(const Target &target, const Source &source);

// Where the LLVM backend cannot compile the program for the target (r600 has no returning global
// atomics): fills `report` from the program's LLVM IR instead (the llvm-ir classifier; on r600
// also the Evergreen paths estimated from it) with a note quoting the backend's error.
void report_from_ir(TargetReport &report, const std::string &ir, const std::vector<std::string> &kernels,
                    const std::string &backend_message);

// The program text a target compiles: the runtime's defines for that target, then the library
// source only if the source uses it (mentions software_atom_, SWATOMIC_ or swatomic_), then the
// user's source (swatomic::assemble_program_source).
bool uses_library(const std::string &text);

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
