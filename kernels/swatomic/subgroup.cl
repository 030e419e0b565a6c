// swatomic sub-group layer: the interface the collision-reduction variants (reduce_*.cl) use,
// a thin layer over the wave layer (wave.cl) on hardware with cross-lane primitives, and a
// local-memory emulation elsewhere. Injected by swatomic::variant_source() after platform.cl
// and wave.cl.
//
// Backend, chosen at build time (SWATOMIC_SG_BACKEND_NAME says which one was taken; the host
// mirrors the choice in swatomic::subgroup_backend()):
//   NV     the wave layer's NVIDIA PTX backend (SWATOMIC_NV_PTX, slot width 32): activemask,
//          vote.sync.ballot, shfl.sync.idx, bar.warp.sync; match.any.sync for peers.
//   AMD    the wave layer's amdgcn backend (SWATOMIC_AMDGCN, wave64 or wave32 by the device):
//          EXEC-mask ballot, v_mbcnt lane id, ds_bpermute; peers by ballot rounds.
//   KHR    wave.cl's cl_khr_subgroups primitives (swatomic_wave_khr_*): OpenCL C 2.0+ (the
//          runtime builds with -cl-std=CL2.0 where the device has it), the compiler reports
//          cl_khr_subgroups + cl_khr_subgroup_ballot + cl_khr_subgroup_shuffle, and
//          SWATOMIC_SG_KHR (variant_defines()) asks for them. Sub-groups up to 64 work-items.
//   LOCAL  everywhere else (PoCL 3.1 has no sub-groups): a "virtual sub-group" of
//          SWATOMIC_SG_LOCAL_WIDTH (32) consecutive work-items of the work-group that talk
//          through local memory and work-group barriers.
//
// THE CONTRACT (one for every backend; tests/test_variants.cpp checks it):
//   1. `mask` is swatomic_sg_active_mask() of the calling lanes, and every lane named in it
//      makes the same call.
//   2. SWATOMIC_SG_UNIFORM_REQUIRED == 0 (NV, AMD, KHR): every function below except
//      swatomic_sg_sync may be called in divergent control flow; the lanes that call are the
//      group (ballot / shuffle / match act on them only).
//      SWATOMIC_SG_UNIFORM_REQUIRED == 1 (LOCAL): every function that takes `scratch` contains
//      barrier(), so every work-item of the work-group must call it, the same number of times,
//      in the same order (no early return, no call under a data-dependent `if`, loops around it
//      with work-group-uniform trip counts); divergence is expressed by the callers' `active`
//      arguments of the reduce_* functions instead of by not calling.
//   3. swatomic_sg_sync(mask, scratch) needs uniform control flow of the whole work-group on
//      EVERY backend: OpenCL has no barrier for part of a sub-group (KHR: sub_group_barrier),
//      and LOCAL's is a work-group barrier. (NV and AMD would accept divergent callers; portable
//      code must not rely on it.) The variants never call it.
//
// `scratch` is a __local ulong array of SWATOMIC_VARIANT_SCRATCH_ULONGS(local size) elements,
// shared by the whole work-group; the hardware backends ignore it (pass it anyway).
#ifndef SWATOMIC_SUBGROUP_CL
#define SWATOMIC_SUBGROUP_CL

#ifndef SWATOMIC_WAVE_CL
#error "subgroup.cl needs wave.cl in front of it (swatomic::variant_source() puts it there)"
#endif

#if defined(SWATOMIC_NV_PTX) && SWATOMIC_WAVE_WIDTH > 1
#define SWATOMIC_SG_BACKEND_NV 1
#define SWATOMIC_SG_BACKEND_NAME "nv-ptx"
#elif defined(SWATOMIC_WAVE_BACKEND_AMDGCN)
#define SWATOMIC_SG_BACKEND_AMD 1
#define SWATOMIC_SG_BACKEND_NAME "amdgcn"
#elif defined(SWATOMIC_WAVE_KHR_AVAILABLE)
#define SWATOMIC_SG_BACKEND_KHR 1
#define SWATOMIC_SG_BACKEND_NAME "khr"
#else
#define SWATOMIC_SG_BACKEND_LOCAL 1
#define SWATOMIC_SG_BACKEND_NAME "local"
#endif

// Words of __local scratch a work-group of `local_size` work-items passes to the variants
// (the +2 words hold the work-group variant's reference address and old value).
#define SWATOMIC_VARIANT_SCRATCH_ULONGS(local_size) ((local_size) + 2)

#if defined(SWATOMIC_SG_BACKEND_NV) || defined(SWATOMIC_SG_BACKEND_AMD)
typedef swatomic_lanes_t swatomic_sg_mask_t;
#define SWATOMIC_SG_MASK_BITS SWATOMIC_LANES_BITS
#define SWATOMIC_SG_MAX_WIDTH ((uint)SWATOMIC_WAVE_WIDTH)
#define SWATOMIC_SG_UNIFORM_REQUIRED 0
#elif defined(SWATOMIC_SG_BACKEND_KHR)
typedef swatomic_khr_lanes_t swatomic_sg_mask_t;
#define SWATOMIC_SG_MASK_BITS 64u
#define SWATOMIC_SG_MAX_WIDTH 64u
#define SWATOMIC_SG_UNIFORM_REQUIRED 0
#else
typedef uint swatomic_sg_mask_t;
#define SWATOMIC_SG_MASK_BITS 32u
#define SWATOMIC_SG_UNIFORM_REQUIRED 1
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

// ------------------------------------------------------------- backends NV, AMD: the wave layer
#if defined(SWATOMIC_SG_BACKEND_NV) || defined(SWATOMIC_SG_BACKEND_AMD)

uint swatomic_sg_lane(void) { return swatomic_wave_lane(); }

// The lanes executing this call together (AMD: the EXEC mask; NVIDIA: lanes of one path may
// still arrive in several parts, each part then works on its own: correct, only less aggregated).
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

void swatomic_sg_sync(swatomic_sg_mask_t mask, __local ulong *scratch)
{
    (void)scratch;
    swatomic_wave_sync(mask);
}

// ------------------------------------------------------------- backend KHR: wave.cl's KHR primitives
#elif defined(SWATOMIC_SG_BACKEND_KHR)

uint swatomic_sg_lane(void) { return swatomic_wave_khr_lane(); }

swatomic_sg_mask_t swatomic_sg_active_mask(__local ulong *scratch)
{
    (void)scratch;
    return swatomic_wave_khr_active();
}

swatomic_sg_mask_t swatomic_sg_ballot(swatomic_sg_mask_t mask, int predicate, __local ulong *scratch)
{
    (void)scratch;
    return swatomic_wave_khr_ballot(mask, predicate);
}

uint swatomic_sg_shuffle32(swatomic_sg_mask_t mask, uint value, uint source_lane, __local ulong *scratch)
{
    (void)scratch;
    return swatomic_wave_khr_shfl(mask, value, source_lane);
}

ulong swatomic_sg_shuffle64(swatomic_sg_mask_t mask, ulong value, uint source_lane, __local ulong *scratch)
{
    (void)scratch;
    return swatomic_wave_khr_shfl64(mask, value, source_lane);
}

// Contract 3: the whole work-group (so the whole sub-group) calls it.
void swatomic_sg_sync(swatomic_sg_mask_t mask, __local ulong *scratch)
{
    (void)scratch;
    swatomic_wave_khr_sync(mask);
}

#endif

// ------------------------------------------------------------- peers (match) on the hardware backends
#if defined(SWATOMIC_SG_BACKEND_NV)
// Lanes of `mask` whose key equals this lane's (match.any.sync, sm_70+).
swatomic_sg_mask_t swatomic_sg_match64(swatomic_sg_mask_t mask, ulong key, __local ulong *scratch)
{
    (void)scratch;
    uint peers;
    __asm__ __volatile__("match.any.sync.b64 %0, %1, %2;" : "=r"(peers) : "l"(key), "r"(mask));
    return peers;
}
#elif defined(SWATOMIC_SG_BACKEND_AMD) || defined(SWATOMIC_SG_BACKEND_KHR)
// get_peers of seed 001: take the key of the first unclaimed lane, ballot its peers, repeat.
// `unclaimed` is the same in every lane of `mask`, so every lane runs the same number of rounds
// (the loop is uniform among the callers, as contract 1 needs).
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
#endif

#if defined(SWATOMIC_SG_BACKEND_LOCAL)
// ------------------------------------------------------------- backend: local memory + barriers

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

// Contract 3: a work-group barrier.
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
