// The host's view of the coordinator protocol. Every constant and size formula comes from
// kernels/swatomic/protocol.h, the file the kernels include too: defined once.
#ifndef SWATOMIC_SRC_COORDINATOR_PROTOCOL_HPP
#define SWATOMIC_SRC_COORDINATOR_PROTOCOL_HPP

#include <cstddef>
#include <cstdint>

#include "swatomic/protocol.h"  // kernels/swatomic/protocol.h (the library's private include path)

namespace swatomic::protocol {

// SWATOMIC_KERNEL_PARAMS by name, in SWATOMIC_PARAM_* order (checked before binding).
inline constexpr const char *kKernelParamNames[SWATOMIC_PARAM_COUNT] = {
    "swatomic_wavefronts_pending",    "swatomic_wavefronts_addresses", "swatomic_wavefronts_ops",
    "swatomic_wavefronts_sums",       "swatomic_wavefronts_prefixsums", "swatomic_control",
    "swatomic_scratch"};

inline constexpr std::size_t kMaxWindowPerItem = 8;

inline std::size_t slots_per_group(std::size_t local_size, std::size_t slot_width)
{
    return (local_size + slot_width - 1) / slot_width;
}

// Bytes of the __local swatomic_scratch argument.
inline std::size_t scratch_bytes(std::size_t local_size, std::size_t slot_width, std::size_t window_per_item)
{
    return SWATOMIC_SCRATCH_BYTES(local_size, slot_width, window_per_item);
}

inline std::size_t requester_scratch_bytes(std::size_t local_size, std::size_t slot_width)
{
    return SWATOMIC_REQUESTER_SCRATCH_BYTES(local_size, slot_width);
}

// Where a launch's parts of WavefrontsPending lie (protocol.h, "Chunk flags and finished words").
struct PendingLayout {
    std::size_t slots = 0;         // requesting slots
    std::size_t coordinators = 0;  // rows
    std::size_t stride = 0;        // words per row
    unsigned chunk_shift = 0;      // slots per chunk: 1 << chunk_shift
    std::size_t flags_offset() const { return SWATOMIC_FLAGS_OFFSET(stride, coordinators); }
    std::size_t finished_offset() const { return SWATOMIC_FINISHED_OFFSET(stride, coordinators, chunk_shift); }
    std::size_t words() const { return SWATOMIC_PENDING_WORDS(stride, coordinators, chunk_shift, slots); }
    bool operator==(const PendingLayout &o) const
    {
        return slots == o.slots && coordinators == o.coordinators && stride == o.stride && chunk_shift == o.chunk_shift;
    }
    bool operator!=(const PendingLayout &o) const { return !(*this == o); }
};

// The smallest chunk (at least 1 << SWATOMIC_CHUNK_MIN_SHIFT slots) for which a row has no more
// chunks than the coordinator's bitmaps hold.
inline PendingLayout pending_layout(std::size_t slots, std::size_t coordinators)
{
    PendingLayout layout;
    layout.slots = slots;
    layout.coordinators = coordinators;
    layout.stride = SWATOMIC_PENDING_STRIDE(SWATOMIC_ROW_SLOTS(slots, coordinators));
    layout.chunk_shift = SWATOMIC_CHUNK_MIN_SHIFT;
    while (SWATOMIC_CHUNKS(layout.stride, layout.chunk_shift) > SWATOMIC_CHUNK_BITMAP_WORDS * 32u) ++layout.chunk_shift;
    return layout;
}

}  // namespace swatomic::protocol

#endif
