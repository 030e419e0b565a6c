// libFuzzer target for one swatomic-probe classifier (chosen by SWATOMIC_FUZZ_PARSER_<name>):
// any input must either classify or throw swatomic::Error with Status::ProbeInputError, never
// crash, hang or throw anything else. Counted kernels are cross-checked against the listing.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "classifiers/classifier.hpp"
#include "swatomic/errors.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace swatomic::probe;
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    try {
#if defined(SWATOMIC_FUZZ_PARSER_r600)
        const Listing listing = classify_r600(input);
#elif defined(SWATOMIC_FUZZ_PARSER_amdgcn)
        const Listing listing = classify_amdgcn(input);
#elif defined(SWATOMIC_FUZZ_PARSER_ptx)
        const Listing listing = classify_ptx(input);
#else
        const Listing listing = classify_llvm_ir(input);
#endif
        if (listing.functions.empty()) std::abort();  // classifiers reject listings without functions
        const auto totals = kernel_totals(listing);
        for (const auto &k : totals)
            if (k.counts.narrow_stores > k.counts.global_stores) std::abort();
    } catch (const swatomic::Error &e) {
        if (e.status() != swatomic::Status::ProbeInputError) std::abort();
    }
    return 0;
}
