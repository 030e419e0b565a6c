// swatomic-probe classifiers: one per target family (r600, amdgcn, ptx, llvm-ir), each turning
// a compiler's text output into per-function counts of memory instructions by class. They share
// this header and text.hpp; each family's rules live in its own .cpp and docs/PROBE.md.
//
// Malformed input (binary data, truncated listings, unbalanced blocks) throws swatomic::Error
// with Status::ProbeInputError; no input makes a classifier crash or loop (tests/fuzz/).
#ifndef SWATOMIC_PROBE_CLASSIFIER_HPP
#define SWATOMIC_PROBE_CLASSIFIER_HPP

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace swatomic::probe {

enum class Family { R600, Amdgcn, Ptx, LlvmIr };
const char *family_name(Family family) noexcept;

// Static instruction counts (instructions in the listing, not executions).
struct Counts {
    std::size_t global_loads = 0;
    std::size_t global_stores = 0;
    std::size_t global_atomics = 0;  // read-modify-write on global (or generic) memory
    std::size_t local_atomics = 0;
    std::size_t narrow_stores = 0;   // byte / short stores to global memory (also in global_stores)
    std::size_t fences = 0;
    // Evergreen (r600) only: MEM_RAT_CACHELESS and vertex fetches vs MEM_RAT.
    std::size_t fast_path = 0;
    std::size_t complete_path = 0;

    Counts &operator+=(const Counts &other) noexcept;
    bool operator==(const Counts &other) const noexcept;
};

struct FunctionCounts {
    std::string name;
    bool is_kernel = false;  // the listing itself marks it as a kernel (.entry, .amdhsa_kernel, ...)
    Counts counts;
    std::vector<std::string> callees;  // functions it calls (direct calls the listing names)
};

struct Listing {
    Family family = Family::LlvmIr;
    std::vector<FunctionCounts> functions;
    bool marks_kernels = false;  // some function is marked as a kernel by the listing itself
    std::vector<std::string> notes;  // caveats a reader of the counts must know
};

Listing classify_r600(std::string_view text);
Listing classify_amdgcn(std::string_view text);
Listing classify_ptx(std::string_view text);
Listing classify_llvm_ir(std::string_view text);
Listing classify(Family family, std::string_view text);

struct KernelCounts {
    std::string name;
    Counts counts;  // the kernel's own instructions plus those of every function it reaches
};

// Per-kernel totals. Kernels are `kernel_names` when given (e.g. from the program's LLVM IR),
// else the functions the listing marks, else (no marks at all) every function. Each function
// reachable from a kernel counts once. A named kernel missing from the listing is an error, and
// so is a call graph whose walk would take more than kMaxCallGraphSteps call edges (kernels x
// reachable calls: a listing without kernel marks can make that quadratic in its size).
inline constexpr std::size_t kMaxCallGraphSteps = std::size_t{1} << 28;
std::vector<KernelCounts> kernel_totals(const Listing &listing,
                                        const std::vector<std::string> *kernel_names = nullptr);

// Evergreen projection of the AMD APP SDK rule the paper relied on: in a kernel with any global
// atomic, the compiler maps every UAV access to CompletePath. Returns {fast, complete}.
struct PathSplit {
    std::size_t fast_path = 0;
    std::size_t complete_path = 0;
};
PathSplit project_app_sdk(const Counts &counts) noexcept;

}  // namespace swatomic::probe

#endif  // SWATOMIC_PROBE_CLASSIFIER_HPP
