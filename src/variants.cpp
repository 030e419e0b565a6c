#include "swatomic/variants.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "cl_check.hpp"
#include "program_text.hpp"

namespace swatomic {
namespace {

bool has_extension(const std::string &extensions, const std::string &name)
{
    // Whole words only: cl_khr_subgroups must not match cl_khr_subgroups_extended...
    std::size_t at = 0;
    while ((at = extensions.find(name, at)) != std::string::npos) {
        const std::size_t end = at + name.size();
        const bool starts = at == 0 || extensions[at - 1] == ' ';
        const bool ends = end == extensions.size() || extensions[end] == ' ' || extensions[end] == '\0';
        if (starts && ends) return true;
        at = end;
    }
    return false;
}

std::string device_extensions(const Runtime &runtime)
{
    std::string text;
    detail::cl_check(runtime.device().getInfo(CL_DEVICE_EXTENSIONS, &text), "clGetDeviceInfo(CL_DEVICE_EXTENSIONS)");
    return text;
}

bool khr_subgroups_reported(const std::string &extensions)
{
    return has_extension(extensions, "cl_khr_subgroups") && has_extension(extensions, "cl_khr_subgroup_ballot") &&
           has_extension(extensions, "cl_khr_subgroup_shuffle");
}

}  // namespace

std::vector<Variant> all_variants()
{
    return {Variant::ScanReduce, Variant::VoteReduce, Variant::ReduceByKey, Variant::WorkGroupReduce};
}

const char *variant_file(Variant variant) noexcept
{
    switch (variant) {
    case Variant::ScanReduce: return "swatomic/reduce_scan.cl";
    case Variant::VoteReduce: return "swatomic/reduce_vote.cl";
    case Variant::ReduceByKey: return "swatomic/reduce_by_key.cl";
    case Variant::WorkGroupReduce: return "swatomic/reduce_workgroup.cl";
    }
    return "swatomic/reduce_scan.cl";
}

std::string variant_source(const std::vector<Variant> &variants)
{
    std::string text;
    for (const char *name : {"swatomic/platform.cl", "swatomic/wave.cl", "swatomic/subgroup.cl", "swatomic/reduce_common.cl"}) {
        text += kernel_file_source(name);
        text += '\n';
    }
    std::vector<Variant> seen;
    for (Variant v : variants) {
        if (std::find(seen.begin(), seen.end(), v) != seen.end()) continue;
        seen.push_back(v);
        text += kernel_file_source(variant_file(v));
        text += '\n';
    }
    return text;
}

std::string variant_defines(const Runtime &runtime)
{
    const std::string extensions = device_extensions(runtime);
    std::string d;
    if (khr_subgroups_reported(extensions)) d += "#define SWATOMIC_SG_KHR 1\n";
    if (has_extension(extensions, "cl_khr_int64_base_atomics")) d += "#define SWATOMIC_HAVE_INT64_ATOMICS 1\n";
    if (has_extension(extensions, "cl_khr_fp64")) d += "#define SWATOMIC_HAVE_FP64 1\n";
    return d;
}

Program build_variant_program(const Runtime &runtime, std::string_view user_source, const BuildOptions &options,
                              const std::vector<Variant> &variants)
{
    // The runtime's one pipeline (assemble_program_source), with the variants' layer as prelude.
    return build_program_with_prelude(runtime, user_source, options, ProgramPrelude{variant_defines(runtime), variant_source(variants)});
}

SubgroupBackend subgroup_backend(const Runtime &runtime, const BuildOptions &options)
{
    const DeviceTraits &t = runtime.traits();
    if (t.family == DeviceFamily::Nvidia && t.slot_width > 1) return SubgroupBackend::NvidiaPtx;  // SWATOMIC_NV_PTX
    if (t.family == DeviceFamily::Amd && t.slot_width > 1) return SubgroupBackend::AmdWave;       // SWATOMIC_AMDGCN
    // The program's OpenCL C version: the user's -cl-std, else what build_flags_for adds.
    const std::string flags = build_flags_for(t, options.compiler_options) + " " + options.compiler_options;
    const bool opencl_c_2 = flags.find("-cl-std=CL2") != std::string::npos || flags.find("-cl-std=CL3") != std::string::npos;
    if (opencl_c_2 && khr_subgroups_reported(device_extensions(runtime))) return SubgroupBackend::KhrSubgroups;
    return SubgroupBackend::LocalMemory;
}

bool subgroup_needs_uniform_control_flow(SubgroupBackend backend) noexcept
{
    return backend == SubgroupBackend::LocalMemory;
}

std::size_t variant_scratch_bytes(std::size_t local_size) noexcept { return (local_size + 2) * sizeof(cl_ulong); }

SpinBudgetExceeded::SpinBudgetExceeded(const std::string &message)
    : KernelError(Status::SpinBudgetExceeded, message, {}, {})
{
}

void check_variant_status(const Runtime &runtime, const cl::Buffer &status)
{
    detail::require_buffer(runtime.context(), status, 1, sizeof(cl_uint), "check_variant_status", "status");
    cl_uint code = 0;
    detail::cl_check(runtime.queue().enqueueReadBuffer(status, CL_TRUE, 0, sizeof code, &code),
                     "clEnqueueReadBuffer(variant status)");
    if (code == kVariantStatusOk) return;
    if (code == kVariantStatusCasBudget)
        throw SpinBudgetExceeded("a float/double variant's CAS loop ran out of SWATOMIC_CAS_BUDGET tries; the "
                                 "target values are unspecified");
    throw KernelError(Status::Internal, "unknown variant status code " + std::to_string(code), {}, {});
}

std::uint32_t vote_reduce_threshold(double setup_steps)
{
    if (!(setup_steps >= 0) || setup_steps > 1e6)
        throw InvalidArgument("vote_reduce_threshold: setup_steps must be in [0, 1e6]");
    std::uint32_t x = 1;
    while (static_cast<double>(x) - std::log2(static_cast<double>(x)) < setup_steps) ++x;
    return x;
}

std::vector<std::uint32_t> scatter_remap(const std::vector<std::uint64_t> &wavefront_keys)
{
    if (wavefront_keys.size() > 0xffffffffull) throw InvalidArgument("scatter_remap: more than 2^32 wavefronts");
    // Sets of wavefronts per key, keys ascending (Alg. 3 lines 2-3), each set in id order.
    std::map<std::uint64_t, std::vector<std::uint32_t>> sets;
    for (std::size_t w = 0; w < wavefront_keys.size(); ++w) sets[wavefront_keys[w]].push_back(static_cast<std::uint32_t>(w));
    std::vector<std::pair<const std::vector<std::uint32_t> *, std::size_t>> cursors;
    for (const auto &[key, ids] : sets) cursors.emplace_back(&ids, 0);
    std::vector<std::uint32_t> remap;
    remap.reserve(wavefront_keys.size());
    // Lines 5-13: one wavefront from every non-empty set per round.
    while (remap.size() < wavefront_keys.size()) {
        for (auto &[ids, next] : cursors)
            if (next < ids->size()) remap.push_back((*ids)[next++]);
    }
    return remap;
}

std::vector<std::uint32_t> scatter_remap_items(const std::vector<std::uint64_t> &keys, std::size_t width)
{
    if (width == 0) throw InvalidArgument("scatter_remap_items: width must be at least 1");
    if (keys.size() > 0xffffffffull) throw InvalidArgument("scatter_remap_items: 2^32 items or more (the permutation is 32-bit)");
    const std::size_t full = keys.size() / width;  // a last partial wavefront is not moved
    std::vector<std::uint64_t> wave_keys(full);
    for (std::size_t w = 0; w < full; ++w) {
        std::map<std::uint64_t, std::size_t> count;
        for (std::size_t i = w * width; i < (w + 1) * width; ++i) ++count[keys[i]];
        std::uint64_t best = count.begin()->first;
        std::size_t best_count = 0;
        for (const auto &[key, c] : count)
            if (c > best_count) best = key, best_count = c;
        wave_keys[w] = best;
    }
    const std::vector<std::uint32_t> waves = scatter_remap(wave_keys);
    std::vector<std::uint32_t> remap(keys.size());
    for (std::size_t w = 0; w < full; ++w)
        for (std::size_t lane = 0; lane < width; ++lane)
            remap[w * width + lane] = static_cast<std::uint32_t>(waves[w] * width + lane);
    for (std::size_t i = full * width; i < keys.size(); ++i) remap[i] = static_cast<std::uint32_t>(i);
    return remap;
}

}  // namespace swatomic
