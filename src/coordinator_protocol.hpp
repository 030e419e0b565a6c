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

}  // namespace swatomic::protocol

#endif
