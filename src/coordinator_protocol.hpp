// The host's view of the coordinator protocol. Every constant and size formula comes from
// kernels/swatomic/protocol.h, the file the kernels include too: defined once.
#ifndef SWATOMIC_SRC_COORDINATOR_PROTOCOL_HPP
#define SWATOMIC_SRC_COORDINATOR_PROTOCOL_HPP

#include <algorithm>
#include <cstddef>
#include <cstdint>


#include "swatomic/protocol.h"  // kernels/swatomic/protocol.h (the library's private include path)

namespace swatomic::protocol {

// SWATOMIC_KERNEL_PARAMS by name, in SWATOMIC_PARAM_* order (checked before binding).
inline constexpr const char *kKernelParamNames[SWATOMIC_PARAM_COUNT] = {"swatomic_requests", "swatomic_responses",
                                                                         "swatomic_control", "swatomic_scratch"};

inline std::size_t slots_per_group(std::size_t local_size, std::size_t slot_width)
{
    return (local_size + slot_width - 1) / slot_width;
}

// The buffers' layout of one launch (protocol.h): what the kernels index by.
struct Layout {
    std::size_t slots = 0;         // S
    std::size_t width = 1;         // W
    std::size_t coordinators = 0;  // C
    std::size_t channel = 0;       // K: records of a channel (two headers and up to SWATOMIC_QUEUE items)
    std::size_t records() const { return SWATOMIC_RECORDS(slots, width, coordinators, channel); }
    std::size_t mailboxes() const { return SWATOMIC_MAILBOXES(slots, coordinators); }
    std::size_t request_words() const { return records() * SWATOMIC_REQUEST_WORDS; }
    std::size_t response_words() const { return records() + mailboxes(); }
    // Request record 0 of slot s, and its done word.
    std::size_t slot_record(std::size_t s) const { return SWATOMIC_CHANNELS(coordinators) * channel + s * width; }
    std::size_t slot_done(std::size_t s) const { return records() + SWATOMIC_CHANNELS(coordinators) + s; }
    bool operator==(const Layout &o) const
    {
        return slots == o.slots && width == o.width && coordinators == o.coordinators && channel == o.channel;
    }
    bool operator!=(const Layout &o) const { return !(*this == o); }
};

// Bytes of the __local swatomic_scratch argument.
inline std::size_t scratch_bytes(std::size_t local_size, std::size_t width, std::size_t per_item, std::size_t slots,
                                 std::size_t coordinators)
{
    return SWATOMIC_SCRATCH_BYTES(local_size, width, per_item, SWATOMIC_SHARE_SIZE(slots, coordinators), coordinators);
}

}  // namespace swatomic::protocol

#endif
