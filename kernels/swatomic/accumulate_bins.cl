// Privatized bins (seed 003): a work-group-private copy of bins first .. first + count - 1 in
// local memory, updated with local atomics over the kernel's whole loop and merged into the
// global bins once per work-group (one global atomic per non-empty bin). For histograms and for
// sums into a few destinations that differ per work-item.
//
//   swatomic_bins_<S>_t swatomic_bins_begin_<S>(swatomic_variant_ctx_t *ctx, __local T *storage,
//                                               uint first, uint count)
//   void swatomic_bins_add_<S>(swatomic_bins_<S>_t *bins, uint bin, T value)
//   void swatomic_bins_flush_<S>(swatomic_bins_<S>_t *bins, __global T *global_bins)
//   void swatomic_bins_flush_software_<S>(SWATOMIC_CTX_PARAM, swatomic_bins_<S>_t *bins,
//                                         __global T *global_bins)
//   S = int uint long ulong float double
//
// `storage` is `count` elements of T in local memory: a __local kernel argument sized on the
// host by swatomic::bins_local_bytes() (which throws swatomic::LocalMemoryExceeded where the
// device cannot hold them), or a __local array in the kernel. begin and the flushes are
// work-group collective (uniform control flow, barriers); add may be called in any control flow
// and any number of times. A bin outside [first, first + count) is skipped by add: that is how a
// histogram whose bins do not fit local memory is made in passes (swatomic::plan_bins gives the
// pass size; every pass reads the input again):
//   for (uint first = 0; first < B; first += per_pass) {
//       swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, first, min(per_pass, B - first));
//       for (uint i = get_global_id(0); i < n; i += get_global_size(0)) swatomic_bins_add_uint(&h, keys[i], 1u);
//       swatomic_bins_flush_uint(&h, histogram);
//   }
#ifndef SWATOMIC_ACCUMULATE_BINS_CL
#define SWATOMIC_ACCUMULATE_BINS_CL

#ifndef SWATOMIC_ACCUMULATE_COMMON_CL
#error "accumulate_bins.cl needs accumulate_common.cl in front of it (swatomic::accumulator_source() puts it there)"
#endif

#define SWATOMIC_DEFINE_BINS_(T, S)                                                                   \
    typedef struct {                                                                                  \
        __local T *storage;                                                                           \
        uint first;                                                                                   \
        uint count;                                                                                   \
        swatomic_variant_ctx_t ctx; /* the status word of a CAS loop that gives up */                \
    } swatomic_bins_##S##_t;                                                                          \
                                                                                                      \
    /* Zeroes the private bins (collective). */                                                       \
    swatomic_bins_##S##_t swatomic_bins_begin_##S(swatomic_variant_ctx_t *ctx, __local T *storage,    \
                                                  uint first, uint count)                             \
    {                                                                                                 \
        swatomic_bins_##S##_t bins;                                                                   \
        bins.storage = storage;                                                                       \
        bins.first = first;                                                                           \
        bins.count = count;                                                                           \
        bins.ctx = *ctx;                                                                              \
        const uint step = swatomic_acc_linear_size_();                                                \
        for (uint b = swatomic_acc_linear_id_(); b < count; b += step) storage[b] = (T)0;             \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        return bins;                                                                                  \
    }                                                                                                 \
                                                                                                      \
    /* One local atomic; bins outside [first, first + count) are skipped (passes). */                 \
    void swatomic_bins_add_##S(swatomic_bins_##S##_t *bins, uint bin, T value)                        \
    {                                                                                                 \
        const uint slot = bin - bins->first;                                                          \
        if (slot < bins->count) swatomic_local_add_##S(&bins->ctx, &bins->storage[slot], value);     \
    }                                                                                                 \
                                                                                                      \
    /* global_bins[first + b] += bins[b] for every non-empty bin b (collective); the storage */      \
    /* may be reused when it returns. */                                                              \
    void swatomic_bins_flush_##S(swatomic_bins_##S##_t *bins, __global T *global_bins)                \
    {                                                                                                 \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        const uint step = swatomic_acc_linear_size_();                                                \
        for (uint b = swatomic_acc_linear_id_(); b < bins->count; b += step) {                        \
            const T v = bins->storage[b];                                                             \
            if (v != (T)0) (void)swatomic_atomic_add_old_##S(&bins->ctx, &global_bins[bins->first + b], v); \
        }                                                                                             \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
    }

// swatomic_bins_flush_software_<S>: the merge through the coordinator's software atomic (no
// global read-modify-write); inside SWATOMIC_RUN. One request per non-empty bin and group.
//   swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, 0u, 256u);
//   for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) swatomic_bins_add_uint(&h, bytes[i], 1u);
//   swatomic_bins_flush_software_uint(SWATOMIC_CTX, &h, histogram);
#define SWATOMIC_DEFINE_BINS_SOFTWARE_(T, S)                                                          \
    void swatomic_bins_flush_software_##S(SWATOMIC_CTX_PARAM, swatomic_bins_##S##_t *bins,           \
                                          __global T *global_bins)                                    \
    {                                                                                                 \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        const uint step = swatomic_acc_linear_size_();                                                \
        for (uint b = swatomic_acc_linear_id_(); b < bins->count; b += step) {                        \
            const T v = bins->storage[b];                                                             \
            if (v != (T)0) SWATOMIC_SOFTWARE_ADD_##S(&global_bins[bins->first + b], v);              \
        }                                                                                             \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_BINS_)
#if defined(SWATOMIC_ACC_SOFTWARE)
SWATOMIC_ACC_SOFTWARE_TYPES(SWATOMIC_DEFINE_BINS_SOFTWARE_)
#endif

#endif  // SWATOMIC_ACCUMULATE_BINS_CL
