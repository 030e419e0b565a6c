// swatomic-probe --builtin variants: one kernel per collision-reduction variant (int and ulong),
// built on the sub-group layer (subgroup.cl on wave.cl) with the runtime's defines for the target,
// so the listing shows which cross-lane instructions each backend uses. The probe puts
// variant_source() in front of this file. (The variants end in one hardware atomic per peer
// group by design: they are not expected to be free of global atomics.)
#define PROBE_VARIANT_KERNEL(V, T)                                                                 \
    __kernel void probe_##V##_##T(__global T *target, __global const uint *keys,                   \
                                  __global volatile uint *status, __local ulong *scratch, uint n)  \
    {                                                                                              \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                   \
        const uint i = get_global_id(0);                                                           \
        const int active = i < n;                                                                  \
        swatomic_##V##_add_##T(&ctx, target + (active ? keys[i] : 0u), (T)1, active);             \
    }

PROBE_VARIANT_KERNEL(scan_reduce, int)
PROBE_VARIANT_KERNEL(vote_reduce, int)
PROBE_VARIANT_KERNEL(reduce_by_key, int)
PROBE_VARIANT_KERNEL(workgroup_reduce, int)
#if defined(SWATOMIC_VARIANTS_INT64)
PROBE_VARIANT_KERNEL(reduce_by_key, ulong)
#endif
