// The coordinator protocol's layout arithmetic (kernels/swatomic/protocol.h through
// src/coordinator_protocol.hpp): WavefrontsPending's parts, chunk sizes and the coordinators'
// shares of the slots. No device needed.
#include <catch2/catch.hpp>

#include <cstddef>
#include <vector>

#include "coordinator_protocol.hpp"

using swatomic::protocol::pending_layout;

TEST_CASE("WavefrontsPending: rows, then flags, then finished words, none overlapping", "[protocol]")
{
    for (std::size_t slots : {1, 7, 64, 8384, 33000, 1000000}) {
        for (std::size_t coordinators : {1, 2, 24, 32, 64}) {
            CAPTURE(slots, coordinators);
            const auto layout = pending_layout(slots, coordinators);
            const unsigned chunks = SWATOMIC_CHUNKS(layout.stride, layout.chunk_shift);
            // Every row fits the coordinator's chunk bitmaps, with the smallest chunk that does.
            CHECK(layout.chunk_shift >= SWATOMIC_CHUNK_MIN_SHIFT);
            CHECK(chunks <= SWATOMIC_CHUNK_BITMAP_WORDS * 32);
            if (layout.chunk_shift > SWATOMIC_CHUNK_MIN_SHIFT)
                CHECK(SWATOMIC_CHUNKS(layout.stride, layout.chunk_shift - 1) > SWATOMIC_CHUNK_BITMAP_WORDS * 32);
            CHECK(layout.stride >= SWATOMIC_ROW_SLOTS(slots, coordinators));
            // Vector loads: every part and every row of flags starts at a multiple of 4 words.
            CHECK(layout.stride % 4 == 0);
            CHECK(layout.flags_offset() == coordinators * layout.stride);
            CHECK(SWATOMIC_FLAG_STRIDE(layout.stride, layout.chunk_shift) % 4 == 0);
            CHECK(SWATOMIC_FLAG_STRIDE(layout.stride, layout.chunk_shift) >= chunks);
            CHECK(layout.finished_offset() ==
                  layout.flags_offset() + coordinators * SWATOMIC_FLAG_STRIDE(layout.stride, layout.chunk_shift));
            CHECK(layout.words() >= layout.finished_offset() + slots);
            CHECK(layout.words() % 4 == 0);
        }
    }
}

TEST_CASE("the coordinators' shares cover every slot once, in multiples of 4", "[protocol]")
{
    for (unsigned slots : {1u, 5u, 64u, 1000u, 8384u, 8320u, 8192u}) {
        for (unsigned coordinators : {1u, 3u, 24u, 32u, 64u}) {
            CAPTURE(slots, coordinators);
            std::vector<int> owner(slots, -1);
            for (unsigned c = 0; c < coordinators; ++c) {
                const unsigned first = SWATOMIC_SHARE_FIRST(c, slots, coordinators);
                const unsigned end = SWATOMIC_SHARE_END(c, slots, coordinators);
                REQUIRE(first <= end);
                CHECK((first % 4 == 0 || first == slots));
                for (unsigned s = first; s < end; ++s) {
                    CHECK(owner[s] == -1);
                    owner[s] = static_cast<int>(c);
                }
            }
            for (unsigned s = 0; s < slots; ++s) {
                // A spread request of slot s goes to the coordinator whose share holds it
                // (requester.cl, swatomic_post_row_).
                CHECK(owner[s] == static_cast<int>(s / SWATOMIC_SHARE_SIZE(slots, coordinators)));
            }
        }
    }
}
