// Family-independent parts: count arithmetic, per-kernel totals over the call graph, the
// Evergreen APP SDK projection.
#include <map>
#include <set>

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
    std::map<std::string, const FunctionCounts *> by_name;
    for (const auto &f : listing.functions) by_name.emplace(f.name, &f);

    std::vector<std::string> kernels;
    if (kernel_names != nullptr) {
        kernels = *kernel_names;
    } else {
        for (const auto &f : listing.functions)
            if (f.is_kernel || !listing.marks_kernels) kernels.push_back(f.name);
    }

    std::vector<KernelCounts> result;
    for (const auto &kernel : kernels) {
        const auto it = by_name.find(kernel);
        if (it == by_name.end())
            throw Error(Status::ProbeInputError, std::string(family_name(listing.family)) +
                                                     " listing has no function for kernel \"" + kernel + "\"");
        KernelCounts total{kernel, {}};
        std::set<std::string> seen{kernel};
        std::vector<const FunctionCounts *> work{it->second};
        while (!work.empty()) {  // each reachable function once, whatever the call graph's shape
            const FunctionCounts *f = work.back();
            work.pop_back();
            total.counts += f->counts;
            for (const auto &callee : f->callees) {
                const auto c = by_name.find(callee);
                if (c != by_name.end() && seen.insert(callee).second) work.push_back(c->second);
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
