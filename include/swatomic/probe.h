/** \file probe.h
 * swatomic probe component, C API: static memory-instruction counts of a built program's kernel
 * (the analysis of `swatomic-probe --target device`, docs/PROBE.md). Link libswatomic_probe
 * (CMake: swatomic::probe from find_package(swatomic COMPONENTS probe); or -lswatomic_probe
 * before -lswatomic). Installed with the probe component.
 */
#ifndef SWATOMIC_PROBE_H
#define SWATOMIC_PROBE_H

#include "swatomic/swatomic.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------ probe counts */

/** Listing families a probe count comes from (swatomic_probe_counts::family). */
#define SWATOMIC_PROBE_FAMILY_R600 0    /**< AMD Evergreen / TeraScale ISA */
#define SWATOMIC_PROBE_FAMILY_AMDGCN 1  /**< AMD GCN / RDNA ISA (ELF code object) */
#define SWATOMIC_PROBE_FAMILY_PTX 2     /**< NVIDIA PTX */
#define SWATOMIC_PROBE_FAMILY_LLVM_IR 3 /**< LLVM IR (PoCL's bitcode) */

/** What swatomic-probe counts in a program's compiled code: static instruction counts (in the
 * listing, not executions) of one kernel plus every function it reaches. docs/PROBE.md gives
 * each family's rules. */
typedef struct swatomic_probe_counts {
    size_t struct_size;      /**< set by the caller to sizeof(swatomic_probe_counts) */
    uint64_t global_loads;   /**< loads from global memory */
    uint64_t global_stores;  /**< stores to global memory (narrow_stores included) */
    uint64_t global_atomics; /**< read-modify-write atomics on global (or generic) memory */
    uint64_t local_atomics;  /**< atomics on local memory */
    uint64_t narrow_stores;  /**< byte / short stores to global memory */
    uint64_t fences;         /**< memory fences */
    uint64_t fast_path;      /**< Evergreen only (else 0): MEM_RAT_CACHELESS + vertex fetches */
    uint64_t complete_path;  /**< Evergreen only (else 0): MEM_RAT */
    uint32_t family;         /**< SWATOMIC_PROBE_FAMILY_*: the listing the counts come from */
} swatomic_probe_counts;

/** Counts for `program`'s kernel `kernel_name`, from the binary the OpenCL runtime built for the
 * present device (CL_PROGRAM_BINARIES): the analysis of `swatomic-probe --target device`.
 * NVIDIA's PTX is read directly; PoCL's LLVM bitcode is disassembled by running llvm-dis-16
 * (AMD ELF code objects: llvm-objdump-16) as a subprocess, found in PATH or /usr/lib/llvm-16/bin;
 * without it: SWATOMIC_ERROR_TOOLCHAIN_MISSING (install the Debian package llvm-16). Unknown
 * kernel name or NULL argument: SWATOMIC_ERROR_INVALID_ARGUMENT; a binary format the probe does
 * not read: SWATOMIC_ERROR_PROBE_INPUT. On failure every field after struct_size is zeroed. */
SWATOMIC_API int swatomic_probe_counts_get(swatomic_program program, const char *kernel_name,
                                           swatomic_probe_counts *out);

#ifdef __cplusplus
}
#endif

#endif /* SWATOMIC_PROBE_H */
