// The protocol's word formats and buffer layout (kernels/swatomic/protocol.h), on the host: the
// same macros the kernels use; and the host's default coordinator count (coordinator_policy.hpp).
#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <set>

#include "coordinator_policy.hpp"
#include "coordinator_protocol.hpp"
#include "support.hpp"

namespace {

using u64 = std::uint64_t;

TEST_CASE("sequence numbers run 1 to 65535 and never take 0", "[protocol]")
{
    unsigned seq = 0;
    std::set<unsigned> seen;
    for (int i = 0; i < 3 * 65535; ++i) {
        seq = SWATOMIC_NEXT_SEQ(seq);
        REQUIRE(seq >= 1u);
        REQUIRE(seq <= 0xffffu);
        seen.insert(seq);
    }
    CHECK(seen.size() == 65535);
    CHECK(SWATOMIC_NEXT_SEQ(0xffffu) == 1u);
}

TEST_CASE("a word carries its sequence number beside a 48-bit payload", "[protocol]")
{
    std::mt19937_64 rng(swatomic::test::seed());
    for (int i = 0; i < 10000; ++i) {
        const unsigned seq = 1 + static_cast<unsigned>(rng() % 65535);
        const u64 payload = rng() & 0xffffffffffffull;
        const u64 word = SWATOMIC_WORD(seq, payload);
        REQUIRE(SWATOMIC_SEQ_OF(word) == seq);
        REQUIRE(SWATOMIC_PAYLOAD_OF(word) == payload);
    }
    const u64 word1 = SWATOMIC_WORD(7u, (u64{SWATOMIC_OP_CMPXCHG64} << 43) | (u64{31} << 32) | 0xdeadbeefu);
    CHECK(SWATOMIC_OP_OF(word1) == SWATOMIC_OP_CMPXCHG64);
    CHECK(SWATOMIC_COUNT_OF(word1) == 32u);
    CHECK(SWATOMIC_OP_OF(SWATOMIC_WORD(1u, u64{SWATOMIC_OP_FINISH} << 43)) == SWATOMIC_OP_FINISH);
}

TEST_CASE("a wide request's operand and compare survive words 2 and 3", "[protocol]")
{
    std::mt19937_64 rng(swatomic::test::seed());
    for (int i = 0; i < 100000; ++i) {
        const u64 operand = rng(), compare = i % 7 == 0 ? ~u64{0} : rng();
        const u64 p2 = SWATOMIC_WIDE_PAYLOAD2(operand, compare), p3 = SWATOMIC_WIDE_PAYLOAD3(operand, compare);
        REQUIRE(p2 <= 0xffffffffffffull);
        REQUIRE(p3 <= 0xffffffffffffull);
        const u64 word1 = SWATOMIC_WORD(3u, operand & 0xffffffffu);
        REQUIRE(SWATOMIC_WIDE_OPERAND(word1, p2) == operand);
        REQUIRE(SWATOMIC_WIDE_COMPARE(p2, p3) == compare);
    }
}

TEST_CASE("mailboxes, records and done words do not overlap", "[protocol]")
{
    for (std::size_t coordinators : {1, 2, 5, 32}) {
        for (std::size_t slots : {1, 7, 264, 8448}) {
            const swatomic::protocol::Layout layout{slots, 32, coordinators, 256};
            CAPTURE(coordinators, slots);
            CHECK(layout.slot_record(0) == coordinators * coordinators * 256);
            CHECK(layout.slot_record(slots - 1) + 32 == layout.records());
            CHECK(layout.slot_done(0) == layout.records() + coordinators * coordinators);
            CHECK(layout.slot_done(slots - 1) + 1 == layout.response_words());
            std::size_t covered = 0;
            for (std::size_t c = 0; c < coordinators; ++c)
                covered += SWATOMIC_SHARE_END(c, slots, coordinators) - SWATOMIC_SHARE_FIRST(c, slots, coordinators);
            CHECK(covered == slots);
        }
    }
}

TEST_CASE("the scratch formula grows with the records a coordinator holds", "[protocol]")
{
    using swatomic::protocol::scratch_bytes;
    CHECK(scratch_bytes(64, 32, 2, 8448, 32) > scratch_bytes(64, 32, 1, 8448, 32));
    CHECK(scratch_bytes(64, 32, 1, 8448, 32) % 16 == 0);
    CHECK(scratch_bytes(256, 1, 4, 512, 1) >= SWATOMIC_REQUESTER_SCRATCH_BYTES(256, 1));
}

}  // namespace

TEST_CASE("default coordinator count: one per 64 slots, fewer where the requests are bounded", "[policy]")
{
    using swatomic::policy::gpu_coordinator_groups;
    // No bound: one per 64 co-resident slots, between 1 and 128.
    CHECK(gpu_coordinator_groups(10, 0) == 1);
    CHECK(gpu_coordinator_groups(928 * 8, 0) == 116);
    CHECK(gpu_coordinator_groups(4096 * 2, 0) == 128);
    // A bound: one per 512 requests, at least 16, never more than without it.
    CHECK(gpu_coordinator_groups(1056 * 8, 1056 * 1) == 16);      // a sum flush to one destination
    CHECK(gpu_coordinator_groups(1056 * 8, 1056 * 16) == 33);     // to 16 destinations
    CHECK(gpu_coordinator_groups(1056 * 8, 1056 * 256) == 128);   // 256 privatized bins
    CHECK(gpu_coordinator_groups(8 * 8, 8 * 1) == 1);             // few slots: the slot rule's 1
    CHECK(gpu_coordinator_groups(1056 * 8, 512 * 20 + 1) == 21);  // rounded up
}

TEST_CASE("a coordinator work-item holds at most 2 records in groups of 256 or more, up to 512 in all below", "[policy]")
{
    using swatomic::policy::max_records_per_item;
    CHECK(max_records_per_item(64, 4) == 4);
    CHECK(max_records_per_item(128, 4) == 4);
    CHECK(max_records_per_item(256, 4) == 2);
    CHECK(max_records_per_item(512, 4) == 2);
    CHECK(max_records_per_item(1024, 4) == 2);
    CHECK(max_records_per_item(1, 4) == 4);
    CHECK(max_records_per_item(64, 1) == 1);  // a kernel that holds one record a work-item
}
