// Host mirror of the protocol constants in kernels/swatomic/software_atom_add.cl
// (tests/test_protocol_constants.cpp reads the kernel file and compares).
#ifndef SWATOMIC_SRC_COORDINATOR_PROTOCOL_HPP
#define SWATOMIC_SRC_COORDINATOR_PROTOCOL_HPP

#include <cstddef>
#include <cstdint>

namespace swatomic::protocol {

enum ControlWord : std::size_t {
    kAbort = 0,
    kHeartbeat = 1,
    kError = 2,
    kErrorSlot = 3,
    kStallPolls = 4,
    kIdleSweeps = 5,
    kSweeps = 6,
    kRequests = 7,
    kControlWords = 8,
};

enum KernelErrorCode : std::uint32_t {
    kErrNone = 0,
    kErrWorkerStalled = 1,
    kErrCoordinatorStalled = 2,
    kErrNullAddress = 3,
    kErrMixedWidth = 4,
};

// SWATOMIC_OP_* (WavefrontsOps): 0 is int add, the value of every slot between launches.
enum OpCode : std::uint32_t {
    kOpAdd32 = 0,
    kOpMinI32 = 1,
    kOpMaxI32 = 2,
    kOpMinU32 = 3,
    kOpMaxU32 = 4,
    kOpAnd32 = 5,
    kOpOr32 = 6,
    kOpXor32 = 7,
    kOpXchg32 = 8,
    kOpCmpxchg32 = 9,
    kOpAddF32 = 10,
    kOpAdd64 = 11,
    kOpAddF64 = 12,
    kOpCount = 13,
};

// SWATOMIC_KERNEL_PARAMS, in order; Coordinator::launch binds them by these indices.
enum KernelParam : std::size_t {
    kParamAddresses = 0,   // ulong[slots]
    kParamOps = 1,         // uint[slots]
    kParamSums = 2,        // ulong[slots]: operands
    kParamPrefixsums = 3,  // ulong[slots]: old values
    kParamFinished = 4,    // uint[slots]
    kParamControl = 5,     // uint[kControlWords]
    kParamScratch = 6,     // __local
    kKernelParamCount = 7,
};
inline constexpr const char *kKernelParamNames[kKernelParamCount] = {
    "swatomic_wavefronts_addresses", "swatomic_wavefronts_ops",    "swatomic_wavefronts_sums",
    "swatomic_wavefronts_prefixsums", "swatomic_finished",         "swatomic_control",
    "swatomic_scratch"};

inline constexpr std::size_t kWaveScratchUints = 70;   // SWATOMIC_WAVE_SCRATCH_UINTS
inline constexpr std::size_t kCoordWidthTable = 64;    // SWATOMIC_COORD_WIDTH_TABLE
inline constexpr std::size_t kCoordStateUints = 4;     // SWATOMIC_COORD_STATE_UINTS

inline std::size_t slots_per_group(std::size_t local_size, std::size_t slot_width)
{
    return (local_size + slot_width - 1) / slot_width;
}

// Bytes of the __local swatomic_scratch argument (max of the two sides' needs).
inline std::size_t scratch_bytes(std::size_t local_size, std::size_t slot_width)
{
    // SWATOMIC_COORDINATOR_SCRATCH_BYTES
    const std::size_t coordinator = local_size * (8 + 8 + 4 + 4) + kCoordWidthTable * (8 + 4) + kCoordStateUints * 4;
    const std::size_t requester =
        slot_width == 1 ? 0 : slots_per_group(local_size, slot_width) * kWaveScratchUints * 4;
    return coordinator > requester ? coordinator : requester;
}

}  // namespace swatomic::protocol

#endif
