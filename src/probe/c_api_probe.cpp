// swatomic_probe_counts_get: the C face of swatomic::probe_counts. It lives in the probe component
// (libswatomic_probe, CMake swatomic::probe), with the classifiers it needs, so the core library
// carries no probe code; it is declared in swatomic/probe.h, installed with the component.
#include <cstddef>
#include <cstring>

#include "c_api_internal.hpp"
#include "swatomic/probe.h"
#include "swatomic/probe.hpp"

using swatomic::detail::guarded;
using swatomic::detail::require;

extern "C" {

int swatomic_probe_counts_get(swatomic_program program, const char *kernel_name, swatomic_probe_counts *out)
{
    const bool sized = out != nullptr && out->struct_size >= sizeof *out;
    if (sized) std::memset(&out->global_loads, 0, sizeof *out - offsetof(swatomic_probe_counts, global_loads));
    return guarded([&] {
        require(out != nullptr, "swatomic_probe_counts_get: out is NULL");
        require(sized, "swatomic_probe_counts_get: out->struct_size must be sizeof(swatomic_probe_counts)");
        require(program != nullptr, "swatomic_probe_counts_get: program is NULL");
        require(kernel_name != nullptr, "swatomic_probe_counts_get: kernel_name is NULL");
        const swatomic::ProbeCounts counts = swatomic::probe_counts(program->program, kernel_name);
        swatomic_probe_counts result{};
        result.struct_size = sizeof result;
        result.global_loads = counts.global_loads;
        result.global_stores = counts.global_stores;
        result.global_atomics = counts.global_atomics;
        result.local_atomics = counts.local_atomics;
        result.narrow_stores = counts.narrow_stores;
        result.fences = counts.fences;
        result.fast_path = counts.fast_path;
        result.complete_path = counts.complete_path;
        if (counts.family == "r600") result.family = SWATOMIC_PROBE_FAMILY_R600;
        else if (counts.family == "amdgcn") result.family = SWATOMIC_PROBE_FAMILY_AMDGCN;
        else if (counts.family == "ptx") result.family = SWATOMIC_PROBE_FAMILY_PTX;
        else result.family = SWATOMIC_PROBE_FAMILY_LLVM_IR;
        *out = result;  // only on success: a failure leaves the zeroes
    });
}

}  // extern "C"
