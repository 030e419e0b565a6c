// What `swatomic-bench --advise` recommends: the library function behind the fastest measured
// row, and, for keys spread over many addresses (a histogram), which privatized bins this
// device's local memory holds. Host arithmetic only (tested in test_host), so the advisor's
// rules live here and nowhere else.
#ifndef SWATOMIC_BENCH_ADVICE_HPP
#define SWATOMIC_BENCH_ADVICE_HPP

#include <cstddef>
#include <string>

#include "swatomic/accumulate.hpp"

namespace bench {

// The kernel-side call for a measured row (a row name of the bykey experiment), values of `type`.
std::string library_advice(const std::string &row, const std::string &type);

// The device's pass plans for `bins` bins (swatomic::plan_bins / plan_packed_bins beside the
// same other local memory); passes == 0 where the device cannot hold the type (typed only).
struct BinsPlans {
    swatomic::BinsPlan uint32;  // 32-bit bins (plan_bins(Uint)): do the bins fit at all?
    swatomic::BinsPlan packed;  // packed 16-bit uint bins (plan_packed_bins)
    swatomic::BinsPlan typed;   // bins of the workload's value type (plan_bins(type))
    swatomic::BinsPlan packed8; // packed 8-bit uint bins (plan_packed_bins(..., 8))
};

// The bins to use for values of `type` added at random keys into `bins` bins: privatized bins
// where they fit local memory in one pass; where they do not fit as 32-bit bins, packed 8-bit
// bins for uint counts spread over many bins (16-bit ones where one bin takes most values) and,
// for other types, bins in passes or the by-key accumulator.
std::string bins_advice(const std::string &type, std::size_t bins, const BinsPlans &plans);

}  // namespace bench

#endif  // SWATOMIC_BENCH_ADVICE_HPP
