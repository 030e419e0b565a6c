// Work-group aggregation, for the all-lanes-one-address case (a global counter, a sum): the
// whole work-group adds to one address with a single atomic.
//
//   T swatomic_workgroup_reduce_add_<S>(swatomic_variant_ctx_t *ctx, __global T *address,
//                                       T value, int active)   S = int uint long ulong float double
//
// The reference address is that of one participating work-item (whichever store to a shared
// word lands last: two barriers, no atomic); participants with that address are summed
// (local-memory scan, log2(local size) steps) and the last work-item adds the total, so a group
// whose participants all name one address costs what a hand-written group scan and one atomic
// cost; participants with another address fall back to their own atomic, so a wrong guess
// about the key pattern costs speed, never correctness. Returns the caller's old value (the
// serial order: the members by local id, then the others; float/double up to the rounding of
// one subtraction); 0 where active == 0.
// NEEDS UNIFORM CONTROL FLOW ON EVERY BACKEND: it uses work-group barriers, so every work-item
// of the work-group must call it the same number of times; non-participants pass active = 0.
// Local scratch: SWATOMIC_VARIANT_SCRATCH_ULONGS(local size) ulongs (as for every variant).
// Needs subgroup.cl and reduce_common.cl.
#ifndef SWATOMIC_REDUCE_WORKGROUP_CL
#define SWATOMIC_REDUCE_WORKGROUP_CL

uint swatomic_wg_linear_id_(void)
{
    return (uint)(get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)));
}

uint swatomic_wg_linear_size_(void)
{
    return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

#define SWATOMIC_DEFINE_WORKGROUP_REDUCE_(T, S)                                                       \
    T swatomic_workgroup_reduce_add_##S(swatomic_variant_ctx_t *ctx, __global T *address, T value,    \
                                        int active)                                                   \
    {                                                                                                 \
        __local ulong *s = ctx->scratch;                                                              \
        __local T *partial = (__local T *)s; /* the scan, in the type itself: s[0 .. n) */           \
        const uint id = swatomic_wg_linear_id_();                                                     \
        const uint n = swatomic_wg_linear_size_();                                                    \
        /* Every participant stores its address and one store wins: the reference (0: none). An */  \
        /* aligned 8-byte local store is single-copy atomic on the devices that run OpenCL. */        \
        volatile __local ulong *slot = (volatile __local ulong *)&s[n + 1];                           \
        if (id == 0) *slot = 0ul;                                                                     \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        if (active) *slot = (ulong)(uintptr_t)address;                                                \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        const int member = active && (ulong)(uintptr_t)address == *slot;                              \
        T inclusive = member ? value : (T)0;                                                          \
        for (uint d = 1; d < n; d <<= 1) { /* n is the same for all: uniform loop */                  \
            partial[id] = inclusive;                                                                  \
            barrier(CLK_LOCAL_MEM_FENCE);                                                             \
            const T t = id >= d ? partial[id - d] : (T)0;                                             \
            barrier(CLK_LOCAL_MEM_FENCE);                                                             \
            inclusive += t;                                                                           \
        }                                                                                             \
        /* (float/double: the prefix up to the rounding of one subtraction) */                        \
        const T exclusive = member ? inclusive - value : inclusive;                                   \
        /* The reference is read again, not kept in registers across the scan: with the scan in */  \
        /* T, two registers fewer (an H200's map kernel 34 -> 32, docs/PERFORMANCE.md). */           \
        if (id == n - 1 && *slot != 0ul)                                                              \
            s[n] = swatomic_bits_##S(                                                                 \
                swatomic_atomic_add_old_##S(ctx, (__global T *)(uintptr_t)*slot, inclusive));         \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        const T old = swatomic_unbits_##S(s[n]);                                                      \
        barrier(CLK_LOCAL_MEM_FENCE); /* the next call may overwrite scratch */                       \
        if (member) return old + exclusive;                                                           \
        return active ? swatomic_atomic_add_old_##S(ctx, address, value) : (T)0;                      \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_WORKGROUP_REDUCE_)

#endif  // SWATOMIC_REDUCE_WORKGROUP_CL
