// The advisor's rules (advice.hpp).
#include "advice.hpp"

#include <map>

namespace bench {
namespace {

std::string in_passes(const swatomic::BinsPlan &plan)
{
    if (plan.passes == 1) return "all " + std::to_string(plan.bins_per_pass) + " in one pass";
    return std::to_string(plan.passes) + " passes of " + std::to_string(plan.bins_per_pass) +
           ", each reading the input again";
}

// Fallback for a type whose bins do not fit in one pass (or that the device cannot hold).
std::string typed_fallback(const std::string &type, const swatomic::BinsPlan &typed)
{
    const std::string by_key = "the by-key accumulator (swatomic_by_key_begin/add/flush_" + type +
                               ") where the keys come sorted or clustered";
    if (typed.passes == 0) return "this device cannot hold " + type + " bins (no 64-bit atomics or fp64): " + by_key;
    return type + " values: privatized bins in passes, swatomic_bins_begin/add/flush_" + type +
           " with swatomic::plan_bins (" + in_passes(typed) + "), or " + by_key;
}

}  // namespace

std::string library_advice(const std::string &row, const std::string &type)
{
    const std::string by_key = "the by-key accumulator: swatomic_by_key_begin/add/flush_" + type;
    const std::map<std::string, std::string> functions = {
        {"lib:by-key-acc", by_key},
        {"lib:by-key-acc-combined", "the by-key accumulator with the combined flush: swatomic_by_key_begin/add_" + type +
                                        ", swatomic_by_key_flush_combined_" + type},
        {"lib:by-key-acc-tile",
         by_key + ", fed from tiles loaded coalesced into local memory (kernels/bench/accumulate.cl, bykey_acc_tile)"},
        {"lib:by-key-acc+coordinator", "the by-key accumulator with the coordinator flush: swatomic_by_key_add/flush_software_" + type},
        {"lib:scan-reduce", "swatomic_scan_reduce_add_" + type},
        {"lib:vote-reduce", "swatomic_vote_reduce_add_" + type},
        {"lib:by-key", "swatomic_reduce_by_key_add_" + type},
        {"lib:workgroup-reduce", "swatomic_workgroup_reduce_add_" + type},
        {"run-aggregate", "hand-written run aggregation; the library's form is the by-key accumulator, "
                          "swatomic_by_key_add_" + type + " (row lib:by-key-acc)"},
        {"sort-and-scatter", "swatomic::scatter_remap_items on the host, then the plain atomic"}};
    const auto it = functions.find(row);
    return "advisor: in a kernel: " + (it != functions.end() ? it->second : "the plain atomic") + " (docs/VARIANTS.md)";
}

std::string bins_advice(const std::string &type, std::size_t bins, const BinsPlans &plans)
{
    const std::string head = "advisor: random keys as a histogram of " + std::to_string(bins) + " bins (not measured above): ";
    if (plans.uint32.passes == 1) {
        if (plans.typed.passes == 1)
            return head + "privatized bins fit local memory, swatomic_bins_begin/add/flush_" + type +
                   " (one atomic per bin and group; the hist256 rows measure them)";
        return head + "they fit local memory as uint counts (swatomic_bins_begin/add/flush_uint); " +
               typed_fallback(type, plans.typed);
    }
    // Measured on an H200 (docs/VARIANTS.md, "Packed bins", the hist64k rows at the launch of
    // swatomic::plan_bins_launch): on 1 GiB of uniform keys 8-bit bins 1.4-1.5x faster than
    // 16-bit ones, on one bin 16-bit ones 1.4x faster; on 16 MiB of uniform keys 16-bit bins with
    // one pass per group 1.5x faster than 8-bit ones.
    return head + "they do not fit local memory as 32-bit bins. Counts or other uint sums: packed 8-bit bins, "
                  "swatomic_packed_bins_begin_bits(..., 8u)/add_batch/flush with swatomic::plan_packed_bins(..., 8) (" +
           in_passes(plans.packed8) + "; the hist64k rows measure them), or 16-bit ones (swatomic_packed_bins_begin, " +
           in_passes(plans.packed) + ") where one bin takes most of the values or the input is short (one pass per " +
           "group there), launched as swatomic::plan_bins_launch says; " + typed_fallback(type, plans.typed);
}

}  // namespace bench
