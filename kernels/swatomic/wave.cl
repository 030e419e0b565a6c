// swatomic wave layer: the cross-lane primitives of one hardware wavefront (NVIDIA warp, AMD
// wavefront), the layer under the coordinator's requester and the collision-reduction variants
// (platform.cl -> wave.cl -> group/requester). One backend is chosen at build time from the
// runtime's defines (src/runtime.cpp, build_defines_for):
//
//   SWATOMIC_WAVE_WIDTH  lanes that share one request slot: 32 (NVIDIA sm_70+), 64 or 32 (AMD,
//                        by CL_DEVICE_WAVEFRONT_WIDTH_AMD), 1 (every other device: a work-item
//                        is its own wave, so every primitive is the identity).
//   SWATOMIC_NV_PTX      NVIDIA: inline PTX .sync forms with explicit member masks.
//
// Contract, for every backend (the requester relies on it in divergent control flow):
//   - swatomic_wave_active() returns the lanes that execute this call together. Lanes of one
//     wave may arrive at the same call in several parts (NVIDIA's independent thread
//     scheduling); each part is then a group of callers on its own.
//   - Every other primitive takes that `active` mask; every lane named in it must make the same
//     call (as the PTX .sync forms require). No primitive contains a work-group barrier, so
//     none needs uniform control flow.
//   - swatomic_wave_sync(active) waits for the lanes of `active` and orders their local-memory
//     accesses (what one lane wrote before is visible to the others after).
// Without defines (a user building the source by hand) the width-1 backend is used.
#ifndef SWATOMIC_WAVE_CL
#define SWATOMIC_WAVE_CL

#ifndef SWATOMIC_WAVE_WIDTH
#define SWATOMIC_WAVE_WIDTH 1
#endif

#if SWATOMIC_WAVE_WIDTH == 1
#define SWATOMIC_WAVE_BACKEND_NAME "width-1"
#elif defined(SWATOMIC_NV_PTX) && SWATOMIC_WAVE_WIDTH == 32
#define SWATOMIC_WAVE_BACKEND_NAME "nv-ptx"
#else
#error "SWATOMIC_WAVE_WIDTH > 1 needs a wave backend for this device (see wave.cl)"
#endif

// Bit mask of lanes: lane i is bit i.
#if SWATOMIC_WAVE_WIDTH > 32
typedef ulong swatomic_lanes_t;
#define SWATOMIC_LANES_BITS 64u
#else
typedef uint swatomic_lanes_t;
#define SWATOMIC_LANES_BITS 32u
#endif

// Lowest set lane; mask must be non-zero.
uint swatomic_lanes_lowest(swatomic_lanes_t mask)
{
    return (SWATOMIC_LANES_BITS - 1u) - (uint)clz(mask & (0u - mask));
}

uint swatomic_lanes_count(swatomic_lanes_t mask) { return (uint)popcount(mask); }

// Lanes strictly below `lane`.
swatomic_lanes_t swatomic_lanes_below(uint lane)
{
    return lane >= SWATOMIC_LANES_BITS ? ~(swatomic_lanes_t)0 : (((swatomic_lanes_t)1) << lane) - 1u;
}

int swatomic_lanes_has(swatomic_lanes_t mask, uint lane) { return (int)((mask >> lane) & 1u); }

// The wave's index within its work-group (1-D kernels).
uint swatomic_wave_index(void) { return (uint)get_local_id(0) / SWATOMIC_WAVE_WIDTH; }

#if SWATOMIC_WAVE_WIDTH == 1
// ------------------------------------------------------------- backend: width 1 (any device)

swatomic_lanes_t swatomic_wave_active(void) { return 1u; }
uint swatomic_wave_lane(void) { return 0u; }
swatomic_lanes_t swatomic_wave_ballot(swatomic_lanes_t active, int predicate) { return predicate ? active : 0u; }
uint swatomic_wave_shfl(swatomic_lanes_t active, uint value, uint source_lane)
{
    (void)active;
    (void)source_lane;
    return value;
}
ulong swatomic_wave_shfl64(swatomic_lanes_t active, ulong value, uint source_lane)
{
    (void)active;
    (void)source_lane;
    return value;
}
void swatomic_wave_sync(swatomic_lanes_t active) { (void)active; }

#elif defined(SWATOMIC_NV_PTX)
// ------------------------------------------------------------- backend: NVIDIA PTX (sm_70+)
// Warps are not lock-step (independent thread scheduling since Volta): every cross-lane step
// names its participants explicitly with a member mask, as the .sync forms require.

swatomic_lanes_t swatomic_wave_active(void)
{
    uint mask;
    __asm__ __volatile__("activemask.b32 %0;" : "=r"(mask));
    return mask;
}

uint swatomic_wave_lane(void)
{
    uint lane;
    __asm__ __volatile__("mov.u32 %0, %%laneid;" : "=r"(lane));
    return lane;
}

swatomic_lanes_t swatomic_wave_ballot(swatomic_lanes_t active, int predicate)
{
    uint bits;
    __asm__ __volatile__("{\n\t.reg .pred p;\n\tsetp.ne.s32 p, %1, 0;\n\t"
                         "vote.sync.ballot.b32 %0, p, %2;\n\t}"
                         : "=r"(bits)
                         : "r"(predicate), "r"(active));
    return bits;
}

uint swatomic_wave_shfl(swatomic_lanes_t active, uint value, uint source_lane)
{
    uint out;
    __asm__ __volatile__("shfl.sync.idx.b32 %0, %1, %2, 0x1f, %3;"
                         : "=r"(out)
                         : "r"(value), "r"(source_lane), "r"(active));
    return out;
}

ulong swatomic_wave_shfl64(swatomic_lanes_t active, ulong value, uint source_lane)
{
    const uint lo = swatomic_wave_shfl(active, (uint)value, source_lane);
    const uint hi = swatomic_wave_shfl(active, (uint)(value >> 32), source_lane);
    return ((ulong)hi << 32) | lo;
}

// bar.warp.sync: waits for the lanes of the mask and orders their memory accesses.
void swatomic_wave_sync(swatomic_lanes_t active)
{
    __asm__ __volatile__("bar.warp.sync %0;" ::"r"(active) : "memory");
}

#endif  // backends

#endif  // SWATOMIC_WAVE_CL
