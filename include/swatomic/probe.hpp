// Static memory-instruction counts of a built program's kernel: the analysis of
// `swatomic-probe --target device` (docs/PROBE.md), on the binary the OpenCL runtime compiled
// for the present device (CL_PROGRAM_BINARIES).
//
// Binary formats: NVIDIA's PTX is read directly. PoCL's binaries hold LLVM bitcode, which the
// library disassembles by running llvm-dis-16 (found in PATH, else /usr/bin or
// /usr/lib/llvm-16/bin) as a subprocess whose output goes to a private temporary directory;
// AMD ELF code objects need llvm-objdump-16 the same way. Without the tool: ToolchainMissing
// naming the Debian package (llvm-16). Any other format: ProbeInputError.
#ifndef SWATOMIC_PROBE_HPP
#define SWATOMIC_PROBE_HPP

#include <cstddef>
#include <string>
#include <vector>

#include "swatomic/runtime.hpp"

namespace swatomic {

// Instructions in the listing (static counts, not executions) of a kernel plus every function
// it reaches.
struct ProbeCounts {
    std::size_t global_loads = 0;
    std::size_t global_stores = 0;
    std::size_t global_atomics = 0;  // read-modify-write atomics on global (or generic) memory
    std::size_t local_atomics = 0;
    std::size_t narrow_stores = 0;   // byte / short stores to global memory (also in global_stores)
    std::size_t fences = 0;
    // AMD Evergreen (r600) only, else 0: MEM_RAT_CACHELESS + vertex fetches vs MEM_RAT.
    std::size_t fast_path = 0;
    std::size_t complete_path = 0;
    std::string family;               // the listing read: "ptx", "llvm-ir", "amdgcn", "r600"
    std::string binary_format;        // what the runtime's binary was recognized as
    std::vector<std::string> notes;   // caveats of the classifier for this listing
};

// Counts for `program`'s kernel `kernel_name`. Throws InvalidArgument when the program has no
// such kernel, ToolchainMissing / ProbeInputError as the header comment says.
ProbeCounts probe_counts(const Program &program, const std::string &kernel_name);

}  // namespace swatomic

#endif  // SWATOMIC_PROBE_HPP
