// Scan-reduce (atomicSR, seed 000 Alg. 1), for clustered collisions: lanes next to each other
// add to the same address (sorted keys, SpMV rows, sorted-then-shifted keys).
//
//   T swatomic_scan_reduce_add_<S>(swatomic_variant_ctx_t *ctx, __global T *address, T value,
//                                  int active)     S = int uint long ulong float double
//
// Runs of consecutive participating lanes with the same address are summed by a segmented
// scan; one atomic per run. Returns the caller's old value (what atomic_add would return in
// the serial order lane by lane within the run); 0 where active == 0.
// Unlike the paper's Alg. 1, which compares keys at distance 2^i and so mixes runs A B A, the
// run boundaries come from a ballot of "starts a run" flags, so any key order is correct; only
// the number of atomics depends on the clustering.
// Divergence: NV/KHR backends accept divergent callers (the lanes that arrive together form
// the group; "consecutive" means consecutive among them); the LOCAL backend (PoCL) needs
// uniform control flow: every work-item of the work-group calls, non-participants pass
// active = 0. Needs subgroup.cl and reduce_common.cl.
#ifndef SWATOMIC_REDUCE_SCAN_CL
#define SWATOMIC_REDUCE_SCAN_CL

// The lanes of this lane's run (for an inactive lane: itself).
swatomic_sg_mask_t swatomic_scan_run_(swatomic_sg_mask_t mask, ulong key, int active, __local ulong *scratch)
{
    const uint lane = swatomic_sg_lane();
    const swatomic_sg_mask_t below = mask & swatomic_sg_lanes_below(lane);
    const uint previous = below != 0 ? swatomic_sg_highest(below) : lane;
    const ulong previous_key = swatomic_sg_shuffle64(mask, key, previous, scratch);
    const swatomic_sg_mask_t participants = swatomic_sg_ballot(mask, active, scratch);
    const int starts = !active || below == 0 || ((participants >> previous) & 1u) == 0 || previous_key != key;
    const swatomic_sg_mask_t heads = swatomic_sg_ballot(mask, starts, scratch);
    const swatomic_sg_mask_t self = SWATOMIC_SG_ONE << lane;
    const swatomic_sg_mask_t later_heads = heads & ~swatomic_sg_lanes_below(lane + 1u);
    const uint run_start = swatomic_sg_highest(heads & (swatomic_sg_lanes_below(lane) | self));
    const swatomic_sg_mask_t run_end_excl =
        later_heads != 0 ? swatomic_sg_lanes_below(swatomic_sg_lowest(later_heads)) : ~(swatomic_sg_mask_t)0;
    const swatomic_sg_mask_t run = mask & ~swatomic_sg_lanes_below(run_start) & run_end_excl;
    return active ? run : self;
}

#define SWATOMIC_DEFINE_SCAN_REDUCE_(T, S)                                                            \
    T swatomic_scan_reduce_add_##S(swatomic_variant_ctx_t *ctx, __global T *address, T value,         \
                                   int active)                                                        \
    {                                                                                                 \
        const swatomic_sg_mask_t mask = swatomic_sg_active_mask(ctx->scratch);                        \
        const swatomic_sg_mask_t run =                                                                \
            swatomic_scan_run_(mask, (ulong)(uintptr_t)address, active, ctx->scratch);                \
        return swatomic_peer_add_##S(ctx, mask, run, address, value, active);                         \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_SCAN_REDUCE_)

#endif  // SWATOMIC_REDUCE_SCAN_CL
