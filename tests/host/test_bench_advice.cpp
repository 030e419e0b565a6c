// swatomic-bench --advise: what it recommends for a workload's keys as bins, from the device's
// pass plans (tools/bench/advice.cpp), and the library call behind each measured row.
#include <catch2/catch.hpp>

#include <string>

#include "advice.hpp"

namespace {

bool has(const std::string &text, const std::string &part) { return text.find(part) != std::string::npos; }

swatomic::BinsPlan plan(std::size_t per_pass, std::size_t passes) { return {per_pass, passes, 0}; }

}  // namespace

TEST_CASE("advisor: bins that fit local memory are privatized in one pass", "[bench][advise]")
{
    const std::string a = bench::bins_advice("int", 4096, {plan(4096, 1), plan(4096, 1), plan(4096, 1), plan(4096, 1)});
    CAPTURE(a);
    CHECK(has(a, "swatomic_bins_begin/add/flush_int"));
    CHECK_FALSE(has(a, "packed"));
}

TEST_CASE("advisor: 65536 bins that do not fit as 32-bit bins: packed bins for counts, a fallback for other types",
          "[bench][advise]")
{
    // 48 KiB beside 2 KiB of scratch: 6 passes of uint bins, 3 of 16-bit ones, 2 of 8-bit ones,
    // 11 of doubles.
    const bench::BinsPlans plans{plan(10944, 6), plan(21856, 3), plan(5984, 11), plan(32768, 2)};
    const std::string a = bench::bins_advice("double", 65536, plans);
    CAPTURE(a);
    CHECK(has(a, "do not fit local memory as 32-bit bins"));
    CHECK(has(a, "packed 8-bit bins, swatomic_packed_bins_begin_bits(..., 8u)/add_batch/flush with "
                 "swatomic::plan_packed_bins(..., 8) (2 passes of 32768"));
    CHECK(has(a, "16-bit ones (swatomic_packed_bins_begin, 3 passes of 21856"));
    CHECK(has(a, "where one bin takes most of the values"));
    CHECK(has(a, "swatomic_bins_begin/add/flush_double with swatomic::plan_bins (11 passes of 5984"));
    CHECK(has(a, "swatomic_by_key_begin/add/flush_double"));
}

TEST_CASE("advisor: a type the device cannot hold falls back to the by-key accumulator", "[bench][advise]")
{
    const std::string fits = bench::bins_advice("double", 256, {plan(256, 1), plan(256, 1), {}, plan(256, 1)});
    CAPTURE(fits);
    CHECK(has(fits, "swatomic_bins_begin/add/flush_uint"));
    CHECK(has(fits, "swatomic_by_key_begin/add/flush_double"));
    CHECK_FALSE(has(fits, "flush_double with swatomic::plan_bins"));
    const std::string wide = bench::bins_advice("double", 65536, {plan(10944, 6), plan(21856, 3), {}, plan(32768, 2)});
    CAPTURE(wide);
    CHECK(has(wide, "swatomic::plan_packed_bins(..., 8) (2 passes of 32768"));
    CHECK(has(wide, "cannot hold double bins (no 64-bit atomics or fp64)"));
}

TEST_CASE("advisor: every measured library row names its call", "[bench][advise]")
{
    CHECK(has(bench::library_advice("lib:by-key-acc-tile", "int"), "swatomic_by_key_begin/add/flush_int"));
    CHECK(has(bench::library_advice("lib:by-key-acc", "double"), "swatomic_by_key_begin/add/flush_double"));
    CHECK(has(bench::library_advice("lib:scan-reduce", "float"), "swatomic_scan_reduce_add_float"));
    CHECK(has(bench::library_advice("native", "int"), "the plain atomic"));
}
