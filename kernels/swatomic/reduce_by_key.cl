// Aggregation by key (seed 001: get_peers / reduce_peers, "warp-aggregated atomic reduction by
// key"), for many keys with some correlation between lane and key: every lane finds its peers
// (lanes with the same address), each peer set is reduced in log2(width) shuffle steps and
// issues one atomic per key and sub-group.
//
//   T swatomic_reduce_by_key_add_<S>(swatomic_variant_ctx_t *ctx, __global T *address, T value,
//                                    int active)   S = int uint long ulong float double
//
// Returns the caller's old value (the serial order: peers by lane); 0 where active == 0.
// Peers: NV match.any.sync; KHR the get_peers ballot loop; LOCAL a compare in local memory.
// Divergence: NV/KHR accept divergent callers; the LOCAL backend (PoCL) needs uniform control
// flow (all work-items of the work-group call, non-participants pass active = 0).
// Needs subgroup.cl and reduce_common.cl.
#ifndef SWATOMIC_REDUCE_BY_KEY_CL
#define SWATOMIC_REDUCE_BY_KEY_CL

#define SWATOMIC_DEFINE_REDUCE_BY_KEY_(T, S)                                                          \
    T swatomic_reduce_by_key_add_##S(swatomic_variant_ctx_t *ctx, __global T *address, T value,       \
                                     int active)                                                      \
    {                                                                                                 \
        const swatomic_sg_mask_t mask = swatomic_sg_active_mask(ctx->scratch);                        \
        const swatomic_sg_mask_t participants = swatomic_sg_ballot(mask, active, ctx->scratch);       \
        const swatomic_sg_mask_t peers =                                                              \
            swatomic_sg_match64(mask, (ulong)(uintptr_t)address, ctx->scratch) & participants;        \
        return swatomic_peer_add_##S(ctx, mask, peers, address, value, active);                       \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_REDUCE_BY_KEY_)

#endif  // SWATOMIC_REDUCE_BY_KEY_CL
