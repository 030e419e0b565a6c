// Vote-reduce (atomicVR, seed 000 Alg. 2), for non-clustered collisions: sample one lane's
// address, ballot the lanes with that address; if there are at least SWATOMIC_VOTE_THRESHOLD of
// them, reduce them and issue one atomic; every other lane issues its own atomic.
//
//   T swatomic_vote_reduce_add_<S>(swatomic_variant_ctx_t *ctx, __global T *address, T value,
//                                  int active)     S = int uint long ulong float double
//
// Returns the caller's old value; 0 where active == 0.
// The threshold is the paper's no-slowdown condition: with N lanes, x of them on the sampled
// address and s steps of setup, reducing costs (N - x) + log2(x) + s against N serialized
// atomics, so it pays when x - log2(x) >= s. s = 4 (sample shuffle, ballot, count, result
// broadcast) gives x >= 7; swatomic::vote_reduce_threshold() computes it for other s; override
// with -DSWATOMIC_VOTE_THRESHOLD=<x>.
// The sample is drawn from the lanes' own keys (a hash of the first participant's address and
// the group id), so it is the same in every lane without shared random state; frequent
// addresses are the likely picks, as in the paper.
// Divergence: NV/KHR accept divergent callers; the LOCAL backend (PoCL) needs uniform control
// flow (all work-items of the work-group call, non-participants pass active = 0).
// Needs subgroup.cl and reduce_common.cl.
#ifndef SWATOMIC_REDUCE_VOTE_CL
#define SWATOMIC_REDUCE_VOTE_CL

#ifndef SWATOMIC_VOTE_THRESHOLD
#define SWATOMIC_VOTE_THRESHOLD 7u
#endif

uint swatomic_vote_hash_(ulong x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdul;
    x ^= x >> 33;
    return (uint)x;
}

// The lanes this lane reduces with: the sampled address's voters when there are enough of
// them, else itself alone.
swatomic_sg_mask_t swatomic_vote_peers_(swatomic_sg_mask_t mask, ulong key, int active, __local ulong *scratch)
{
    const uint lane = swatomic_sg_lane();
    const swatomic_sg_mask_t self = SWATOMIC_SG_ONE << lane;
    const swatomic_sg_mask_t participants = swatomic_sg_ballot(mask, active, scratch);
    const uint count = swatomic_sg_count(participants);
    const uint first = participants != 0 ? swatomic_sg_lowest(participants) : lane;
    const ulong first_key = swatomic_sg_shuffle64(mask, key, first, scratch);
    const uint pick = count != 0 ? swatomic_vote_hash_(first_key ^ (ulong)get_group_id(0)) % count : 0u;
    const uint sampled = count != 0 ? swatomic_sg_nth_lane(participants, pick) : lane;
    const ulong sample_key = swatomic_sg_shuffle64(mask, key, sampled, scratch);
    const int voter = active && count != 0 && key == sample_key;
    const swatomic_sg_mask_t voters = swatomic_sg_ballot(mask, voter, scratch);
    return voter && swatomic_sg_count(voters) >= SWATOMIC_VOTE_THRESHOLD ? voters : self;
}

#define SWATOMIC_DEFINE_VOTE_REDUCE_(T, S)                                                            \
    T swatomic_vote_reduce_add_##S(swatomic_variant_ctx_t *ctx, __global T *address, T value,         \
                                   int active)                                                        \
    {                                                                                                 \
        const swatomic_sg_mask_t mask = swatomic_sg_active_mask(ctx->scratch);                        \
        const swatomic_sg_mask_t peers =                                                              \
            swatomic_vote_peers_(mask, (ulong)(uintptr_t)address, active, ctx->scratch);              \
        return swatomic_peer_add_##S(ctx, mask, peers, address, value, active);                       \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_VOTE_REDUCE_)

#endif  // SWATOMIC_REDUCE_VOTE_CL
