// swatomic sub-group layer: one small interface over the cross-lane primitives the collision-
// reduction variants (reduce_*.cl) need. Injected by swatomic::variant_source() after
// platform.cl and wave.cl (whose PTX wrappers the NVIDIA backend reuses).
//
// Backend, chosen at build time (swatomic::variant_defines() emits the defines from the
// device's queries; SWATOMIC_SG_BACKEND_NAME says which one was taken):
//   NV     SWATOMIC_NV_PTX (NVIDIA, sm_70+): inline PTX .sync forms with explicit member masks
//          (activemask, vote.sync.ballot, shfl.sync.idx, match.any.sync, bar.warp.sync).
//          Divergent callers are fine: the lanes that arrive together form the group.
//   KHR    SWATOMIC_SG_KHR and the compiler reports cl_khr_subgroups (or __opencl_c_subgroups),
//          cl_khr_subgroup_ballot and cl_khr_subgroup_shuffle (OpenCL C 2.0+, so the program
//          needs -cl-std=CL2.0 or CL3.0): sub_group_ballot / sub_group_shuffle on the active
//          work-items of the sub-group. Masks are 64 bits: sub-groups wider than 64 are not
//          supported.
//   LOCAL  everywhere else (PoCL 3.1 has no sub-groups): a "virtual sub-group" of
//          SWATOMIC_SG_LOCAL_WIDTH (32) consecutive work-items of the work-group that talk
//          through local memory and work-group barriers.
//
// THE LOCAL BACKEND NEEDS UNIFORM CONTROL FLOW: every function below that takes `scratch`
// contains barrier() there, so every work-item of the work-group must call it, the same
// number of times, in the same order (no early return, no call under a data-dependent `if`,
// loops around it must have work-group-uniform trip counts). Divergence is then expressed by
// the callers' `active` arguments of the reduce_* functions instead of by not calling.
// SWATOMIC_SG_UNIFORM_REQUIRED is 1 on that backend and 0 on the others, so portable kernels
// can say `#if SWATOMIC_SG_UNIFORM_REQUIRED` where they would otherwise branch.
//
// `scratch` is a __local ulong array of SWATOMIC_VARIANT_SCRATCH_ULONGS(local size) elements,
// shared by the whole work-group; the hardware backends ignore it (pass it anyway).
// `mask` arguments are the lanes taking part, normally swatomic_sg_active_mask(): NV passes
// it to the .sync instructions (every lane named must make the same call), KHR and LOCAL use
// it only to filter results.
#ifndef SWATOMIC_SUBGROUP_CL
#define SWATOMIC_SUBGROUP_CL

#if defined(SWATOMIC_NV_PTX)
#define SWATOMIC_SG_BACKEND_NV 1
#define SWATOMIC_SG_BACKEND_NAME "nv-ptx"
#elif defined(SWATOMIC_SG_KHR) && (defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)) && \
    defined(cl_khr_subgroup_ballot) && defined(cl_khr_subgroup_shuffle)
#define SWATOMIC_SG_BACKEND_KHR 1
#define SWATOMIC_SG_BACKEND_NAME "khr"
#ifdef cl_khr_subgroups
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#endif
#else
#define SWATOMIC_SG_BACKEND_LOCAL 1
#define SWATOMIC_SG_BACKEND_NAME "local"
#endif

// Words of __local scratch a work-group of `local_size` work-items passes to the variants
// (the +2 words hold the work-group variant's reference address and old value).
#define SWATOMIC_VARIANT_SCRATCH_ULONGS(local_size) ((local_size) + 2)

#if defined(SWATOMIC_SG_BACKEND_KHR)
typedef ulong swatomic_sg_mask_t;
#define SWATOMIC_SG_MASK_BITS 64u
#define SWATOMIC_SG_UNIFORM_REQUIRED 0
#else
typedef uint swatomic_sg_mask_t;
#define SWATOMIC_SG_MASK_BITS 32u
#if defined(SWATOMIC_SG_BACKEND_NV)
#define SWATOMIC_SG_UNIFORM_REQUIRED 0
#else
#define SWATOMIC_SG_UNIFORM_REQUIRED 1
#endif
#endif

#ifndef SWATOMIC_SG_LOCAL_WIDTH
#define SWATOMIC_SG_LOCAL_WIDTH 32u
#endif
#if SWATOMIC_SG_LOCAL_WIDTH < 1 || SWATOMIC_SG_LOCAL_WIDTH > 32
#error "SWATOMIC_SG_LOCAL_WIDTH must be in [1, 32]"
#endif

#define SWATOMIC_SG_ONE ((swatomic_sg_mask_t)1)

// ------------------------------------------------------------- mask helpers (any backend)

// Lanes strictly below `lane`.
swatomic_sg_mask_t swatomic_sg_lanes_below(uint lane)
{
    return lane >= SWATOMIC_SG_MASK_BITS ? ~(swatomic_sg_mask_t)0 : (SWATOMIC_SG_ONE << lane) - 1u;
}

// Lowest / highest set lane; mask must be non-zero.
uint swatomic_sg_lowest(swatomic_sg_mask_t mask)
{
    return (SWATOMIC_SG_MASK_BITS - 1u) - (uint)clz(mask & (0u - mask));
}

uint swatomic_sg_highest(swatomic_sg_mask_t mask)
{
    return (SWATOMIC_SG_MASK_BITS - 1u) - (uint)clz(mask);
}

uint swatomic_sg_count(swatomic_sg_mask_t mask) { return (uint)popcount(mask); }

// The lane of the n-th (0-based) set bit of mask; n < popcount(mask). Binary search, no loop
// over lanes.
uint swatomic_sg_nth_lane(swatomic_sg_mask_t mask, uint n)
{
    uint pos = 0;
    for (uint width = SWATOMIC_SG_MASK_BITS / 2u; width > 0u; width >>= 1) {
        const uint low = (uint)popcount(mask & ((SWATOMIC_SG_ONE << width) - 1u));
        if (n >= low) {
            n -= low;
            mask >>= width;
            pos += width;
        }
    }
    return pos;
}

// ------------------------------------------------------------- backend: NVIDIA PTX
#if defined(SWATOMIC_SG_BACKEND_NV)

#define SWATOMIC_SG_MAX_WIDTH 32u

uint swatomic_sg_lane(void) { return swatomic_wave_lane(); }

// The lanes executing this call together (independent thread scheduling: lanes of one path may
// still arrive in several parts; each part then works on its own, which is correct, only less
// aggregated).
swatomic_sg_mask_t swatomic_sg_active_mask(__local ulong *scratch)
{
    (void)scratch;
    return swatomic_wave_active();
}

swatomic_sg_mask_t swatomic_sg_ballot(swatomic_sg_mask_t mask, int predicate, __local ulong *scratch)
{
    (void)scratch;
    return swatomic_wave_ballot(mask, predicate);
}

uint swatomic_sg_shuffle32(swatomic_sg_mask_t mask, uint value, uint source_lane, __local ulong *scratch)
{
    (void)scratch;
    return swatomic_wave_shfl(mask, value, source_lane);
}

ulong swatomic_sg_shuffle64(swatomic_sg_mask_t mask, ulong value, uint source_lane, __local ulong *scratch)
{
    (void)scratch;
    return swatomic_wave_shfl64(mask, value, source_lane);
}

// Lanes of `mask` whose key equals this lane's (match.any.sync, sm_70+).
swatomic_sg_mask_t swatomic_sg_match64(swatomic_sg_mask_t mask, ulong key, __local ulong *scratch)
{
    (void)scratch;
    uint peers;
    __asm__ __volatile__("match.any.sync.b64 %0, %1, %2;" : "=r"(peers) : "l"(key), "r"(mask));
    return peers;
}

void swatomic_sg_sync(swatomic_sg_mask_t mask, __local ulong *scratch)
{
    (void)scratch;
    swatomic_wave_sync(mask);
}

// ------------------------------------------------------------- backend: cl_khr_subgroups
#elif defined(SWATOMIC_SG_BACKEND_KHR)

#define SWATOMIC_SG_MAX_WIDTH 64u

uint swatomic_sg_lane(void) { return get_sub_group_local_id(); }

swatomic_sg_mask_t swatomic_sg_ballot(swatomic_sg_mask_t mask, int predicate, __local ulong *scratch)
{
    (void)scratch;
    const uint4 bits = sub_group_ballot(predicate);
    return ((ulong)bits.x | ((ulong)bits.y << 32)) & mask;
}

// The work-items of the sub-group that execute this call (ballot is allowed in non-uniform
// control flow by cl_khr_subgroup_ballot).
swatomic_sg_mask_t swatomic_sg_active_mask(__local ulong *scratch)
{
    return swatomic_sg_ballot(~(swatomic_sg_mask_t)0, 1, scratch);
}

uint swatomic_sg_shuffle32(swatomic_sg_mask_t mask, uint value, uint source_lane, __local ulong *scratch)
{
    (void)mask;
    (void)scratch;
    return sub_group_shuffle(value, source_lane);
}

ulong swatomic_sg_shuffle64(swatomic_sg_mask_t mask, ulong value, uint source_lane, __local ulong *scratch)
{
    (void)mask;
    (void)scratch;
    return sub_group_shuffle(value, source_lane);
}

// get_peers of seed 001: take the key of the first unclaimed lane, ballot its peers, repeat.
// `unclaimed` is the same in every lane, so every lane runs the same number of rounds.
swatomic_sg_mask_t swatomic_sg_match64(swatomic_sg_mask_t mask, ulong key, __local ulong *scratch)
{
    swatomic_sg_mask_t unclaimed = mask;
    swatomic_sg_mask_t peers = 0;
    while (unclaimed != 0) {
        const ulong leader_key = swatomic_sg_shuffle64(mask, key, swatomic_sg_lowest(unclaimed), scratch);
        const swatomic_sg_mask_t matched = swatomic_sg_ballot(mask, key == leader_key, scratch);
        if (key == leader_key) peers = matched;
        unclaimed &= ~matched;
    }
    return peers;
}

// sub_group_barrier needs the whole sub-group (uniform control flow) on this backend.
void swatomic_sg_sync(swatomic_sg_mask_t mask, __local ulong *scratch)
{
    (void)mask;
    (void)scratch;
    sub_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

// ------------------------------------------------------------- backend: local memory + barriers
#else

#define SWATOMIC_SG_MAX_WIDTH SWATOMIC_SG_LOCAL_WIDTH

uint swatomic_sg_local_linear_id_(void)
{
    return (uint)(get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)));
}

uint swatomic_sg_local_linear_size_(void)
{
    return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

uint swatomic_sg_lane(void) { return swatomic_sg_local_linear_id_() % SWATOMIC_SG_LOCAL_WIDTH; }

// First scratch word of this virtual sub-group and the number of its lanes (the last one of a
// work-group whose size is not a multiple of the width is partial).
uint swatomic_sg_base_(void) { return swatomic_sg_local_linear_id_() - swatomic_sg_lane(); }

uint swatomic_sg_lanes_(void)
{
    return min((uint)SWATOMIC_SG_LOCAL_WIDTH, swatomic_sg_local_linear_size_() - swatomic_sg_base_());
}

// Uniform control flow: every work-item of the group is "active", so this is every lane that
// exists in the virtual sub-group. Needs no barrier, but the functions it feeds do.
swatomic_sg_mask_t swatomic_sg_active_mask(__local ulong *scratch)
{
    (void)scratch;
    return ~(swatomic_sg_mask_t)0 >> (SWATOMIC_SG_MASK_BITS - swatomic_sg_lanes_());
}

// Needs uniform control flow (two barriers).
ulong swatomic_sg_shuffle64(swatomic_sg_mask_t mask, ulong value, uint source_lane, __local ulong *scratch)
{
    (void)mask;
    scratch[swatomic_sg_local_linear_id_()] = value;
    barrier(CLK_LOCAL_MEM_FENCE);
    const ulong out = scratch[swatomic_sg_base_() + min(source_lane, swatomic_sg_lanes_() - 1u)];
    barrier(CLK_LOCAL_MEM_FENCE);  // the next call may overwrite scratch
    return out;
}

// Needs uniform control flow (two barriers).
uint swatomic_sg_shuffle32(swatomic_sg_mask_t mask, uint value, uint source_lane, __local ulong *scratch)
{
    return (uint)swatomic_sg_shuffle64(mask, value, source_lane, scratch);
}

// Needs uniform control flow (two barriers).
swatomic_sg_mask_t swatomic_sg_ballot(swatomic_sg_mask_t mask, int predicate, __local ulong *scratch)
{
    scratch[swatomic_sg_local_linear_id_()] = predicate != 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint base = swatomic_sg_base_();
    const uint lanes = swatomic_sg_lanes_();
    swatomic_sg_mask_t bits = 0;
    for (uint i = 0; i < lanes; ++i)
        if (scratch[base + i] != 0) bits |= SWATOMIC_SG_ONE << i;
    barrier(CLK_LOCAL_MEM_FENCE);
    return bits & mask;
}

// Needs uniform control flow (two barriers). Compares directly in local memory instead of the
// get_peers loop, whose round count differs between sub-groups (barriers need equal counts).
swatomic_sg_mask_t swatomic_sg_match64(swatomic_sg_mask_t mask, ulong key, __local ulong *scratch)
{
    scratch[swatomic_sg_local_linear_id_()] = key;
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint base = swatomic_sg_base_();
    const uint lanes = swatomic_sg_lanes_();
    swatomic_sg_mask_t peers = 0;
    for (uint i = 0; i < lanes; ++i)
        if (scratch[base + i] == key) peers |= SWATOMIC_SG_ONE << i;
    barrier(CLK_LOCAL_MEM_FENCE);
    return peers & mask;
}

// Needs uniform control flow: a work-group barrier.
void swatomic_sg_sync(swatomic_sg_mask_t mask, __local ulong *scratch)
{
    (void)mask;
    (void)scratch;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

#endif  // backends

// 1 in exactly one lane of `mask` (the lowest), 0 elsewhere; mask must be non-zero.
int swatomic_sg_elect(swatomic_sg_mask_t mask) { return swatomic_sg_lane() == swatomic_sg_lowest(mask); }

#endif  // SWATOMIC_SUBGROUP_CL
