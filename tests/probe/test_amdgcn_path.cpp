// Checked offline: on gfx900 (GCN5), gfx90a (CDNA2), gfx1030 (RDNA2) and gfx1100 (RDNA3)
// the library's kernels, built with the defines and -cl-std the runtime would use for such a
// device (swatomic-probe's offline_traits), take the AMD wavefront path and order the protocol's
// hand-offs at device scope:
//   - no global read-modify-write atomic in the software-atomic kernels;
//   - the wave primitives: v_mbcnt (lane id) and ds_bpermute (shuffle) / v_readlane;
//   - polled loads that bypass the non-coherent caches: glc (gfx9), glc dlc (gfx10); gfx11
//     needs only glc for atomic loads (AMDGPUUsage: "If GFX11, omit dlc=1"), dlc stays on volatile;
//   - device-scope acquire cache maintenance: buffer_wbinvl1_vol (gfx9, gfx90a),
//     buffer_gl0_inv + buffer_gl1_inv (gfx10, gfx11), none of the other generation's.
// Checked twice: on the recorded listings in data/amdgcn_path/ (evidence digests of the probe's
// llc-16 output), and on a live compile when clang-16, llc-16 and libclc-16 are installed.
// Re-record after changing the kernels: SWATOMIC_PROBE_RECORD=1 build/tests/probe/test_probe
// "[amdgcn-path]" rewrites data/amdgcn_path/*.digest.s from the live compile.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "probe.hpp"
#include "swatomic/variants.hpp"

using namespace swatomic::probe;

namespace {

struct AmdTarget {
    const char *name;
    std::size_t wave;
    int generation;  // 9, 10, 11
};
const AmdTarget kTargets[] = {{"gfx900", 64, 9}, {"gfx90a", 64, 9}, {"gfx1030", 32, 10}, {"gfx1100", 32, 11}};
const char *const kBuiltins[] = {"swatomic", "variants"};

std::filesystem::path digest_path(const std::string &builtin, const std::string &target)
{
    return std::filesystem::path(SWATOMIC_PROBE_DATA_DIR) / "amdgcn_path" / (builtin + "_" + target + ".digest.s");
}

void check_evidence(const AmdTarget &t, const std::string &builtin, const AmdgcnEvidence &e)
{
    INFO(t.name << " " << builtin << ": " << format_amdgcn_evidence(e));
    if (builtin == "swatomic") CHECK(e.global_atomics == 0);  // the variants end in one hardware atomic by design
    CHECK(e.mbcnt > 0);
    CHECK(e.bpermute > 0);  // gfx9 wave64 and gfx10+ wave32 shuffle across the whole wave
    CHECK(e.glc_loads > 0);
    if (t.generation == 9) {
        CHECK(e.glc_dlc_loads == 0);
        CHECK(e.wbinvl1_vol > 0);
        CHECK(e.gl0_inv == 0);
        CHECK(e.gl1_inv == 0);
    } else {
        if (t.generation == 10) CHECK(e.glc_dlc_loads == e.glc_loads);
        CHECK(e.wbinvl1_vol == 0);
        CHECK(e.gl0_inv > 0);
        CHECK(e.gl1_inv > 0);
    }
}

std::string read_text(const std::filesystem::path &path)
{
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

TEST_CASE("offline AMD targets are built as the runtime would build for that device", "[probe][amdgcn-path]")
{
    for (const auto &t : kTargets) {
        CAPTURE(t.name);
        Target target;
        target.name = target.cpu = t.name;
        target.family = Family::Amdgcn;
        const auto traits = offline_traits(target);
        CHECK(traits.slot_width == t.wave);
        CHECK(offline_cl_std(target) == "-cl-std=CL2.0");
        const std::string text = assemble_for(target, builtin_source("swatomic"));
        CHECK(text.find("#define SWATOMIC_WAVE_WIDTH " + std::to_string(t.wave) + "\n") != std::string::npos);
        CHECK(text.find("#define SWATOMIC_AMDGCN 1\n") != std::string::npos);
    }
}

TEST_CASE("recorded amdgcn listings show the wavefront path and device-scope ordering", "[probe][amdgcn-path]")
{
    for (const auto &t : kTargets)
        for (const char *builtin : kBuiltins) {
            const auto path = digest_path(builtin, t.name);
            INFO(path.string());
            REQUIRE(std::filesystem::exists(path));
            check_evidence(t, builtin, amdgcn_evidence(read_text(path)));
        }
}

TEST_CASE("live clang-16 compile shows the wavefront path and device-scope ordering", "[probe][amdgcn-path]")
{
    const Toolchain tc = find_toolchain();
    std::vector<Target> targets;
    try {
        require_offline_toolchain(tc);
        targets = discover_targets(tc);
    } catch (const std::exception &e) {
        WARN("skipped, no offline toolchain: " << e.what());
        return;
    }
    const bool record = std::getenv("SWATOMIC_PROBE_RECORD") != nullptr;
    for (const auto &t : kTargets) {
        const auto it = std::find_if(targets.begin(), targets.end(), [&](const Target &x) { return x.name == t.name; });
        if (it == targets.end()) {
            WARN("libclc-16 offers no " << t.name);
            continue;
        }
        for (const char *builtin : kBuiltins) {
            const auto report = probe_offline(tc, *it, builtin_source(builtin), {});
            INFO(t.name << " " << builtin << ": " << report.error);
            REQUIRE(report.error.empty());
            if (std::string(builtin) == "swatomic")
                for (const auto &k : report.kernels) {
                    INFO(k.name);
                    CHECK(k.counts.global_atomics == 0);
                }
            check_evidence(t, builtin, amdgcn_evidence(report.isa));
            // The digest keeps exactly the evidence of the full listing.
            const std::string digest = amdgcn_evidence_digest(report.isa);
            CHECK(format_amdgcn_evidence(amdgcn_evidence(digest)) == format_amdgcn_evidence(amdgcn_evidence(report.isa)));
            if (record) {
                std::filesystem::create_directories(digest_path(builtin, t.name).parent_path());
                std::ofstream(digest_path(builtin, t.name)) << "; swatomic-probe --builtin " << builtin << " --target "
                                                          << t.name << " (" << offline_cl_std(*it)
                                                          << "), amdgcn_evidence_digest of the llc-16 listing\n"
                                                          << digest;
            }
        }
    }
}

TEST_CASE("the cl_khr_subgroups backend of subgroup.cl compiles as OpenCL C 2.0 (clang-16, spir64)",
          "[probe][amdgcn-path][khr]")
{
    // No device here has cl_khr_subgroup_ballot/_shuffle (PoCL 3.1 has no sub-groups): check at
    // least that the backend is selected and compiles, divergent call included.
    const Toolchain tc = find_toolchain();
    if (tc.clang.empty()) {
        WARN("skipped: clang-16 not installed");
        return;
    }
    const auto dir = std::filesystem::temp_directory_path() / ("swatomic-khr-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "khr.cl") << "#define SWATOMIC_SG_KHR 1\n"
                                  << swatomic::variant_source() << R"CL(
#if !defined(SWATOMIC_SG_BACKEND_KHR) || SWATOMIC_SG_UNIFORM_REQUIRED
#error "the KHR backend was not selected"
#endif
__kernel void k(__global int *p, __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    if (get_global_id(0) & 1) swatomic_reduce_by_key_add_int(&ctx, p + get_global_id(0) % 3, 1, 1);
    swatomic_sg_sync(swatomic_sg_active_mask(scratch), scratch);  /* contract 3: uniform */
}
)CL";
    const std::string command = tc.clang + " -x cl -cl-std=CL2.0 -Xclang -finclude-default-header -target spir64 " +
                                "-cl-ext=+cl_khr_subgroups,+cl_khr_subgroup_ballot,+cl_khr_subgroup_shuffle " +
                                "-fsyntax-only " + (dir / "khr.cl").string() + " > " + (dir / "log").string() + " 2>&1";
    const int status = std::system(command.c_str());
    INFO(read_text(dir / "log"));
    CHECK(status == 0);
    std::filesystem::remove_all(dir);
}
