// swatomic wave layer: the cross-lane primitives of one hardware wavefront (NVIDIA warp, AMD
// wavefront), the layer under the coordinator's requester and the collision-reduction variants
// (platform.cl -> wave.cl -> group/requester). One backend is chosen at build time from the
// runtime's defines (src/runtime.cpp, build_defines_for):
//
//   SWATOMIC_WAVE_WIDTH  lanes that share one request slot: 32 (NVIDIA sm_70+), 64 or 32 (AMD,
//                        by CL_DEVICE_WAVEFRONT_WIDTH_AMD), 1 (every other device: a work-item
//                        is its own wave, so every primitive is the identity).
//   SWATOMIC_NV_PTX      NVIDIA: inline PTX .sync forms with explicit member masks.
//   SWATOMIC_AMDGCN      AMD GCN/CDNA/RDNA (clang amdgcn target, i.e. ROCm's OpenCL): the
//                        amdgcn builtins (ballot, mbcnt, ds_bpermute, readlane) on the EXEC
//                        mask; SWATOMIC_WAVE_WIDTH must be the compiler's wavefront size.
// Besides the slot backend above, the cl_khr_subgroups primitives (swatomic_wave_khr_*) are
// defined where the program is OpenCL C 2.0+, the compiler reports cl_khr_subgroups,
// cl_khr_subgroup_ballot and cl_khr_subgroup_shuffle, and SWATOMIC_WAVE_KHR (or the variants'
// SWATOMIC_SG_KHR) asks for them. They are not a slot backend: a KHR sub-group's size is chosen
// by the compiler per kernel, while the request-slot layout needs the width at build time, and
// OpenCL has no barrier for part of a sub-group (see the KHR section). subgroup.cl uses them.
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
//   - swatomic_wave_match64(active, key) returns the lanes of `active` with this lane's key.
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
#elif defined(SWATOMIC_AMDGCN) && (SWATOMIC_WAVE_WIDTH == 64 || SWATOMIC_WAVE_WIDTH == 32)
#define SWATOMIC_WAVE_BACKEND_AMDGCN 1
#if SWATOMIC_WAVE_WIDTH == 64
#define SWATOMIC_WAVE_BACKEND_NAME "amdgcn-wave64"
#else
#define SWATOMIC_WAVE_BACKEND_NAME "amdgcn-wave32"
#endif
#if !defined(__AMDGCN__)
#error "SWATOMIC_AMDGCN needs the clang amdgcn target (ROCm's OpenCL compiler)"
#endif
// The width the runtime read from the device (CL_DEVICE_WAVEFRONT_WIDTH_AMD) must be the one the
// compiler builds for (gfx10+ default to wave32; -mwavefrontsize64 selects wave64): the
// ballot builtins exist only for the compiler's size, and the lane masks would be wrong.
#if defined(__AMDGCN_WAVEFRONT_SIZE) && __AMDGCN_WAVEFRONT_SIZE != SWATOMIC_WAVE_WIDTH
#error "SWATOMIC_WAVE_WIDTH differs from the compiler's wavefront size (__AMDGCN_WAVEFRONT_SIZE)"
#endif
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

// Highest set lane; mask must be non-zero.
uint swatomic_lanes_highest(swatomic_lanes_t mask) { return (SWATOMIC_LANES_BITS - 1u) - (uint)clz(mask); }

// The lane of `mask` with `rank` set lanes below it (mask has more than `rank` set lanes): a
// binary search on the count of set lanes below, log2(width) steps on every backend.
uint swatomic_lanes_nth(swatomic_lanes_t mask, uint rank)
{
    uint lane = 0;
    for (uint step = SWATOMIC_LANES_BITS / 2u; step > 0u; step >>= 1)
        if (swatomic_lanes_count(mask & swatomic_lanes_below(lane + step)) <= rank) lane += step;
    return lane;
}

// The wave's index within its work-group (1-D kernels). NVIDIA and AMD form warps/wavefronts
// from consecutive work-items of the work-group, starting at local id 0 (CUDA Programming Guide,
// "SIMT Architecture"; AMD: the dispatcher packs work-items into wavefronts in local-id order),
// so the lane is local id % width and the last wave of a group may be partial.
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
swatomic_lanes_t swatomic_wave_match64(swatomic_lanes_t active, ulong key)
{
    (void)key;
    return active;
}

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

// The lanes of `active` whose key equals this lane's (one instruction on sm_70+).
swatomic_lanes_t swatomic_wave_match64(swatomic_lanes_t active, ulong key)
{
    uint lanes;
    __asm__ __volatile__("match.any.sync.b64 %0, %1, %2;" : "=r"(lanes) : "l"(key), "r"(active));
    return lanes;
}

// bar.warp.sync: waits for the lanes of the mask and orders their memory accesses.
void swatomic_wave_sync(swatomic_lanes_t active)
{
    __asm__ __volatile__("bar.warp.sync %0;" ::"r"(active) : "memory");
}

#elif defined(SWATOMIC_WAVE_BACKEND_AMDGCN)
// ------------------------------------------------------------- backend: AMD amdgcn (GCN/CDNA/RDNA)
// Why this meets the contract: an AMD wavefront has ONE program counter and a 64- or 32-bit EXEC
// mask; divergent control flow is executed by masking lanes off in EXEC, never by running lanes
// apart (AMD Vega, CDNA2 and RDNA2/RDNA3 ISA references, chapter "Kernel State": "Program
// Counter" and "EXECute Mask"; LLVM AMDGPUUsage, "Memory Model": LDS operations "are performed as
// wavefront wide operations ... Completion is reported to a wavefront in execution order").
// So the lanes that execute a call together are exactly the lanes
// set in EXEC at that instruction, and every cross-lane instruction below (v_mbcnt,
// ds_bpermute_b32, v_readlane_b32, v_cmp -> SGPR ballot) acts on exactly those lanes. Unlike
// NVIDIA's independent thread scheduling, lanes of one wave cannot arrive in several parts, and
// a lane spinning on a value another lane of its own wave must produce never lets that lane run:
// code on this layer must not make lanes of one wave wait for each other in a spin loop.
// The builtins are clang's (BuiltinsAMDGPU.def); all are convergent, so LLVM does not move them
// across divergent branches. ds_bpermute_b32 reads the source lane's value, 0 if that lane is
// off in EXEC; callers name only lanes of `active` as sources.

#if SWATOMIC_WAVE_WIDTH == 64
// ballot(1) is EXEC itself; unlike reading the exec register it is a convergent intrinsic, so it
// is evaluated where it is written, inside the caller's branch.
swatomic_lanes_t swatomic_amdgcn_ballot_(int predicate) { return __builtin_amdgcn_ballot_w64(predicate != 0); }
uint swatomic_wave_lane(void) { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
#else
swatomic_lanes_t swatomic_amdgcn_ballot_(int predicate) { return __builtin_amdgcn_ballot_w32(predicate != 0); }
uint swatomic_wave_lane(void) { return __builtin_amdgcn_mbcnt_lo(~0u, 0u); }
#endif

swatomic_lanes_t swatomic_wave_active(void) { return swatomic_amdgcn_ballot_(1); }

swatomic_lanes_t swatomic_wave_ballot(swatomic_lanes_t active, int predicate)
{
    return swatomic_amdgcn_ballot_(predicate) & active;
}

uint swatomic_wave_shfl(swatomic_lanes_t active, uint value, uint source_lane)
{
#if defined(__GFX6__) || defined(__GFX7__) || \
    (SWATOMIC_WAVE_WIDTH == 64 && !defined(__GFX8__) && !defined(__GFX9__))
    // No whole-wave ds_bpermute: GFX6/GFX7 have none (it came with GFX8), and on RDNA in wave64
    // mode (gfx10+, only when the device runs wave64) it permutes within each half of 32 lanes
    // (LLVM lowers wave_shuffle there with two bpermutes + permlane64, which clang-16 lacks).
    // Correct but slower: read each lane of `active` with v_readlane (a uniform loop: `active`
    // is the same in every calling lane).
    uint out = 0u;
    for (swatomic_lanes_t rest = active; rest != 0; rest &= rest - 1u) {
        const uint lane = (uint)__builtin_amdgcn_readfirstlane((int)swatomic_lanes_lowest(rest));
        const uint v = (uint)__builtin_amdgcn_readlane((int)value, lane);
        if (lane == source_lane) out = v;
    }
    return out;
#else
    (void)active;
    // Byte address: lane * 4; GFX8/GFX9/CDNA wave64 and RDNA wave32 permute across the whole wave.
    return (uint)__builtin_amdgcn_ds_bpermute((int)(source_lane << 2), (int)value);
#endif
}

ulong swatomic_wave_shfl64(swatomic_lanes_t active, ulong value, uint source_lane)
{
    const uint lo = swatomic_wave_shfl(active, (uint)value, source_lane);
    const uint hi = swatomic_wave_shfl(active, (uint)(value >> 32), source_lane);
    return ((ulong)hi << 32) | lo;
}

// The lanes of `active` are the lanes of EXEC, which execute together: there is nobody to wait
// for. What remains is ordering: a wavefront-scope fence keeps the compiler from moving memory
// accesses across this point (it emits no instruction: AMDGPUUsage's memory-model tables need no
// code for wavefront scope, since LDS operations of a wave complete in order), and
// wave_barrier keeps the scheduler from moving the wave's instructions across it.
void swatomic_wave_sync(swatomic_lanes_t active)
{
    (void)active;
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "wavefront");
    __builtin_amdgcn_wave_barrier();
}

#if defined(SWATOMIC_WAVE_BACKEND_AMDGCN)
// The lanes of `active` whose key equals this lane's: one ballot per distinct key (a uniform
// loop: every lane of `active` runs every iteration).
swatomic_lanes_t swatomic_wave_match64(swatomic_lanes_t active, ulong key)
{
    swatomic_lanes_t mine = 0, rest = active;
    while (rest != 0) {
        const ulong leader_key = swatomic_wave_shfl64(active, key, swatomic_lanes_lowest(rest));
        const swatomic_lanes_t same = swatomic_wave_ballot(active, key == leader_key) & rest;
        if (key == leader_key) mine = same;
        rest &= ~same;
    }
    return mine;
}
#endif
#endif  // backends

// ------------------------------------------------------------- cl_khr_subgroups primitives
#if (defined(SWATOMIC_WAVE_KHR) || defined(SWATOMIC_SG_KHR)) && defined(__OPENCL_C_VERSION__) && \
    __OPENCL_C_VERSION__ >= 200 && (defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)) && \
    defined(cl_khr_subgroup_ballot) && defined(cl_khr_subgroup_shuffle)
#define SWATOMIC_WAVE_KHR_AVAILABLE 1
#ifdef cl_khr_subgroups
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#endif
// The wave is the sub-group (size chosen by the compiler, at most 64 here: masks are ulong).
// sub_group_ballot and sub_group_shuffle are the SPIR-V GroupNonUniformBallot / Shuffle
// operations, defined on the work-items that execute them (OpenCL extension spec,
// cl_khr_subgroup_ballot / cl_khr_subgroup_shuffle), so divergent callers are allowed, as the
// contract asks. The exception: OpenCL has no barrier for part of a sub-group;
// swatomic_wave_khr_sync is sub_group_barrier, which every work-item of the sub-group must call
// (uniform control flow). That is why this is not a slot backend (the requester syncs its
// active lanes in divergent code), and why subgroup.cl's sync is uniform on every backend.
typedef ulong swatomic_khr_lanes_t;

uint swatomic_wave_khr_lane(void) { return get_sub_group_local_id(); }

swatomic_khr_lanes_t swatomic_wave_khr_ballot(swatomic_khr_lanes_t active, int predicate)
{
    const uint4 bits = sub_group_ballot(predicate);
    return ((ulong)bits.x | ((ulong)bits.y << 32)) & active;
}

swatomic_khr_lanes_t swatomic_wave_khr_active(void) { return swatomic_wave_khr_ballot(~(ulong)0, 1); }

uint swatomic_wave_khr_shfl(swatomic_khr_lanes_t active, uint value, uint source_lane)
{
    (void)active;
    return sub_group_shuffle(value, source_lane);
}

ulong swatomic_wave_khr_shfl64(swatomic_khr_lanes_t active, ulong value, uint source_lane)
{
    (void)active;
    return sub_group_shuffle(value, source_lane);
}

// Uniform control flow: every work-item of the sub-group.
void swatomic_wave_khr_sync(swatomic_khr_lanes_t active)
{
    (void)active;
    sub_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
#endif  // KHR primitives

#endif  // SWATOMIC_WAVE_CL
