// By-key accumulator (seed 001): a work-item's run of equal keys is carried across its loop
// iterations in registers, and each run costs one atomic, when the key changes or at the flush.
// For sorted or clustered keys read in contiguous slices per work-item (sorted keys then cost
// about one atomic per key and slice instead of one per element); on random keys it costs what
// the plain atomic costs plus a compare.
//
//   swatomic_by_key_<S>_t swatomic_by_key_begin_<S>(void)
//   void swatomic_by_key_add_<S>(swatomic_variant_ctx_t *ctx, swatomic_by_key_<S>_t *acc,
//                                __global T *out, uint key, T value)
//   void swatomic_by_key_flush_<S>(swatomic_variant_ctx_t *ctx, swatomic_by_key_<S>_t *acc,
//                                  __global T *out)
//   void swatomic_by_key_flush_combined_<S>(...)  the same; the work-items of a sub-group that
//                                  flush one key together share one atomic (for keys that repeat
//                                  across work-items: one hot key, runs longer than a slice)
//   ..._software_<S>(SWATOMIC_CTX_PARAM, swatomic_by_key_<S>_t *acc, __global T *out, ...)
//   S = int uint long ulong float double
//
// Per work-item, no barriers: any control flow, any work-item may skip any call; every
// work-item that added must flush (a run still open is otherwise lost). `out` must be the same
// array for every call on one accumulator.
//   swatomic_by_key_double_t acc = swatomic_by_key_begin_double();
//   for (uint i = first; i < last; ++i) swatomic_by_key_add_double(&ctx, &acc, sums, keys[i], values[i]);
//   swatomic_by_key_flush_double(&ctx, &acc, sums);
#ifndef SWATOMIC_ACCUMULATE_BY_KEY_CL
#define SWATOMIC_ACCUMULATE_BY_KEY_CL

#ifndef SWATOMIC_ACCUMULATE_COMMON_CL
#error "accumulate_by_key.cl needs accumulate_common.cl in front of it (swatomic::accumulator_source() puts it there)"
#endif

// The combined flush: the work-items of a sub-group that flush together add one sum per
// key (swatomic_peer_add_), so that where the keys repeat across work-items (one hot key, long
// runs) a group does not issue one same-address atomic per work-item. Needs a sub-group layer
// that takes divergent callers (NV, AMD, KHR); the LOCAL backend's functions hold barriers,
// which a per-work-item accumulator may not call, so there it is the plain flush. A function of
// its own: as the plain flush it made the bench's tile kernel up to 1.11x slower on an H200
// (docs/VARIANTS.md, "Accumulators").
#if SWATOMIC_SG_UNIFORM_REQUIRED == 0
#define SWATOMIC_BY_KEY_COMBINED_FLUSH_(S, ctx, acc, out)                                             \
    do {                                                                                              \
        const swatomic_sg_mask_t mask_ = swatomic_sg_active_mask((ctx)->scratch);                     \
        const swatomic_sg_mask_t open_ = swatomic_sg_ballot(mask_, (acc)->open, (ctx)->scratch);      \
        const swatomic_sg_mask_t peers_ =                                                             \
            swatomic_sg_match64(mask_, (ulong)(acc)->key, (ctx)->scratch) & open_;                    \
        (void)swatomic_peer_add_##S((ctx), mask_, peers_, &(out)[(acc)->key], (acc)->sum, (acc)->open); \
        (acc)->open = 0;                                                                              \
    } while (0)
#else
#define SWATOMIC_BY_KEY_COMBINED_FLUSH_(S, ctx, acc, out) swatomic_by_key_flush_##S((ctx), (acc), (out))
#endif

#define SWATOMIC_DEFINE_BY_KEY_(T, S)                                                                 \
    typedef struct {                                                                                  \
        uint key;                                                                                     \
        int open; /* a run is being carried */                                                        \
        T sum;                                                                                        \
    } swatomic_by_key_##S##_t;                                                                        \
                                                                                                      \
    swatomic_by_key_##S##_t swatomic_by_key_begin_##S(void)                                           \
    {                                                                                                 \
        swatomic_by_key_##S##_t acc;                                                                  \
        acc.key = 0;                                                                                  \
        acc.open = 0;                                                                                 \
        acc.sum = (T)0;                                                                               \
        return acc;                                                                                   \
    }                                                                                                 \
                                                                                                      \
    /* Adds to the run; returns 1 when another run ended, (*ended_key, *ended_sum) to flush. */    \
    int swatomic_by_key_push_##S(swatomic_by_key_##S##_t *acc, uint key, T value, uint *ended_key,    \
                                 T *ended_sum)                                                        \
    {                                                                                                 \
        if (acc->open && key == acc->key) {                                                           \
            acc->sum += value;                                                                        \
            return 0;                                                                                 \
        }                                                                                             \
        const int ended = acc->open;                                                                  \
        *ended_key = acc->key;                                                                        \
        *ended_sum = acc->sum;                                                                        \
        acc->key = key;                                                                               \
        acc->sum = value;                                                                             \
        acc->open = 1;                                                                                \
        return ended;                                                                                 \
    }                                                                                                 \
                                                                                                      \
    void swatomic_by_key_add_##S(swatomic_variant_ctx_t *ctx, swatomic_by_key_##S##_t *acc,           \
                                 __global T *out, uint key, T value)                                  \
    {                                                                                                 \
        uint ended_key;                                                                               \
        T ended_sum;                                                                                  \
        if (swatomic_by_key_push_##S(acc, key, value, &ended_key, &ended_sum))                        \
            (void)swatomic_atomic_add_old_##S(ctx, &out[ended_key], ended_sum);                       \
    }                                                                                                 \
                                                                                                      \
    void swatomic_by_key_flush_##S(swatomic_variant_ctx_t *ctx, swatomic_by_key_##S##_t *acc,         \
                                   __global T *out)                                                   \
    {                                                                                                 \
        if (acc->open) (void)swatomic_atomic_add_old_##S(ctx, &out[acc->key], acc->sum);             \
        acc->open = 0;                                                                                \
    }                                                                                                 \
                                                                                                      \
    void swatomic_by_key_flush_combined_##S(swatomic_variant_ctx_t *ctx, swatomic_by_key_##S##_t *acc,\
                                            __global T *out)                                          \
    {                                                                                                 \
        SWATOMIC_BY_KEY_COMBINED_FLUSH_(S, ctx, acc, out);                                            \
    }

// The same with the coordinator's software atomic (inside SWATOMIC_RUN): one posted request per
// run. Every work-item that calls takes part in the request, ended run or not, so that the runs
// a wave ends at one call go in one round: ended under a branch, each part of the wave would
// post in a round of its own, and wait for the last one's answer first.
#define SWATOMIC_DEFINE_BY_KEY_SOFTWARE_(T, S)                                                        \
    void swatomic_by_key_add_software_##S(SWATOMIC_CTX_PARAM, swatomic_by_key_##S##_t *acc,          \
                                          __global T *out, uint key, T value)                         \
    {                                                                                                 \
        uint ended_key = 0u;                                                                          \
        T ended_sum = (T)0;                                                                           \
        const int ended = swatomic_by_key_push_##S(acc, key, value, &ended_key, &ended_sum);          \
        swatomic_post_add_if_##S(ended, &out[ended_key], ended_sum);                                  \
    }                                                                                                 \
                                                                                                      \
    void swatomic_by_key_flush_software_##S(SWATOMIC_CTX_PARAM, swatomic_by_key_##S##_t *acc,        \
                                            __global T *out)                                          \
    {                                                                                                 \
        swatomic_post_add_if_##S(acc->open, &out[acc->key], acc->sum);                                \
        acc->open = 0;                                                                                \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_BY_KEY_)
#if defined(SWATOMIC_ACC_SOFTWARE)
SWATOMIC_ACC_SOFTWARE_TYPES(SWATOMIC_DEFINE_BY_KEY_SOFTWARE_)
#endif

#endif  // SWATOMIC_ACCUMULATE_BY_KEY_CL
