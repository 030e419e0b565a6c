// Family-independent parts: count arithmetic, per-kernel totals over the call graph, the
// Evergreen APP SDK projection.
#include <string_view>
#include <unordered_map>

#include "classifier.hpp"
#include "swatomic/errors.hpp"

namespace swatomic::probe {

const char *family_name(Family family) noexcept
{
    switch (family) {
    case Family::R600: return "r600";
    case Family::Amdgcn: return "amdgcn";
    case Family::Ptx: return "ptx";
    case Family::LlvmIr: return "llvm-ir";
    }
    return "unknown";
}

Counts &Counts::operator+=(const Counts &o) noexcept
{
    global_loads += o.global_loads;
    global_stores += o.global_stores;
    global_atomics += o.global_atomics;
    local_atomics += o.local_atomics;
    narrow_stores += o.narrow_stores;
    fences += o.fences;
    fast_path += o.fast_path;
    complete_path += o.complete_path;
    return *this;
}

bool Counts::operator==(const Counts &o) const noexcept
{
    return global_loads == o.global_loads && global_stores == o.global_stores && global_atomics == o.global_atomics &&
           local_atomics == o.local_atomics && narrow_stores == o.narrow_stores && fences == o.fences &&
           fast_path == o.fast_path && complete_path == o.complete_path;
}

Listing classify(Family family, std::string_view text)
{
    switch (family) {
    case Family::R600: return classify_r600(text);
    case Family::Amdgcn: return classify_amdgcn(text);
    case Family::Ptx: return classify_ptx(text);
    case Family::LlvmIr: return classify_llvm_ir(text);
    }
    throw Error(Status::Internal, "unknown classifier family");
}

std::vector<KernelCounts> kernel_totals(const Listing &listing, const std::vector<std::string> *kernel_names)
{
    // Names resolved to indices once (the first definition of a name wins), so that the walk
    // below touches integers only: a listing without kernel marks totals every function, and
    // a long call chain then costs functions x reachable functions.
    const auto &functions = listing.functions;
    std::unordered_map<std::string_view, std::size_t> index_of;
    for (std::size_t i = 0; i < functions.size(); ++i) index_of.emplace(functions[i].name, i);
    std::vector<std::vector<std::size_t>> calls(functions.size());
    for (std::size_t i = 0; i < functions.size(); ++i)
        for (const auto &callee : functions[i].callees)
            if (const auto c = index_of.find(callee); c != index_of.end()) calls[i].push_back(c->second);

    std::vector<std::string> kernels;
    if (kernel_names != nullptr) {
        kernels = *kernel_names;
    } else {
        for (const auto &f : functions)
            if (f.is_kernel || !listing.marks_kernels) kernels.push_back(f.name);
    }

    std::vector<KernelCounts> result;
    std::vector<std::size_t> seen_by(functions.size(), 0);  // 1 + the kernel's position that reached it
    std::vector<std::size_t> work;
    std::size_t steps = 0;
    for (std::size_t k = 0; k < kernels.size(); ++k) {
        const auto it = index_of.find(kernels[k]);
        if (it == index_of.end())
            throw Error(Status::ProbeInputError, std::string(family_name(listing.family)) +
                                                     " listing has no function for kernel \"" + kernels[k] + "\"");
        KernelCounts total{kernels[k], {}};
        seen_by[it->second] = k + 1;
        work.assign(1, it->second);
        while (!work.empty()) {  // each reachable function once, whatever the call graph's shape
            const std::size_t f = work.back();
            work.pop_back();
            total.counts += functions[f].counts;
            for (const std::size_t c : calls[f]) {
                if (++steps > kMaxCallGraphSteps)
                    throw Error(Status::ProbeInputError,
                                std::string(family_name(listing.family)) + " listing: call graph too large to total (" +
                                    std::to_string(kernels.size()) + " kernels over " +
                                    std::to_string(functions.size()) + " functions)");
                if (seen_by[c] != k + 1) {
                    seen_by[c] = k + 1;
                    work.push_back(c);
                }
            }
        }
        result.push_back(std::move(total));
    }
    return result;
}

PathSplit project_app_sdk(const Counts &counts) noexcept
{
    if (counts.global_atomics == 0) return {counts.fast_path, counts.complete_path};
    return {0, counts.fast_path + counts.complete_path};
}

}  // namespace swatomic::probe
