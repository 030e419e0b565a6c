// The variants' host-side arithmetic (src/variants.cpp): the vote-reduce threshold and the
// sort-and-scatter remap. No device needed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

#include "support.hpp"
#include "swatomic/variants.hpp"

using namespace swatomic;

TEST_CASE("vote-reduce threshold follows the no-slowdown inequality", "[variants][vote]")
{
    const double s = GENERATE(0.0, 1.0, 2.5, 4.0, 10.0);
    CAPTURE(s);
    const std::uint32_t x = vote_reduce_threshold(s);
    REQUIRE(x - std::log2(double(x)) >= s);
    if (x > 1) REQUIRE((x - 1) - std::log2(double(x - 1)) < s);
    REQUIRE(vote_reduce_threshold(4.0) == 7u);  // the default SWATOMIC_VOTE_THRESHOLD
    REQUIRE_THROWS_AS(vote_reduce_threshold(-1.0), InvalidArgument);
}

TEST_CASE("sort-and-scatter remap spreads conflicting wavefronts apart", "[variants][scatter]")
{
    // Seed 000 Fig. 4 shape: wavefronts 0-3 on key 7, 4-5 on key 3, 6 on key 9.
    const std::vector<std::uint64_t> wave_keys{7, 7, 7, 7, 3, 3, 9};
    REQUIRE(scatter_remap(wave_keys) == std::vector<std::uint32_t>{4, 0, 6, 5, 1, 2, 3});
    REQUIRE(scatter_remap({}).empty());

    // Random keys: a permutation, and every window of (distinct keys) consecutive positions of
    // the first round holds no key twice.
    auto gen = swatomic::test::rng(77);
    std::uniform_int_distribution<std::uint64_t> pick(0, 9);
    std::vector<std::uint64_t> keys(200);
    for (auto &k : keys) k = pick(gen);
    const auto remap = scatter_remap(keys);
    std::vector<std::uint32_t> sorted = remap;
    std::sort(sorted.begin(), sorted.end());
    std::vector<std::uint32_t> identity(keys.size());
    std::iota(identity.begin(), identity.end(), 0u);
    REQUIRE(sorted == identity);
    std::map<std::uint64_t, std::size_t> per_key;
    for (auto k : keys) ++per_key[k];
    const std::size_t distinct = per_key.size();
    for (std::size_t i = 0; i + 1 < distinct; ++i) REQUIRE(keys[remap[i]] < keys[remap[i + 1]]);

    REQUIRE_THROWS_AS(scatter_remap_items(keys, 0), InvalidArgument);
}
