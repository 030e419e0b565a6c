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
// pass size; every pass reads the input again; for uint counts the packed bins below need half
// the passes):
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

// Packed count bins: privatized uint bins at 16 bits each, two bins per 32-bit local word, so
// twice as many bins fit local memory as with swatomic_bins_<uint> (a 65536-bin histogram in
// half the passes). For histograms of counts and other uint sums; exact for any input.
//
//   swatomic_packed_bins_t swatomic_packed_bins_begin(__local uint *storage, uint first,
//                                                     uint count, __global uint *global_bins)
//   void swatomic_packed_bins_add(swatomic_packed_bins_t *bins, uint bin, uint value)
//   void swatomic_packed_bins_flush(swatomic_packed_bins_t *bins)
//   ..._add_software / _flush_software(SWATOMIC_CTX_PARAM, swatomic_packed_bins_t *bins, ...)
//
// `storage` is (count + 1) / 2 uints (swatomic::plan_packed_bins sizes it and the passes).
// Bin first + b lives in the low half of word b / 2 when b is even, in the high half when odd.
// A half cannot hold more than 65535: whatever leaves it goes to global_bins at once, found
// from the word the local atomic returns, with no assumption about the order of the adds:
//   - the low half wrapped (its old value + value > 0xffff): 0x10000 leaves it for its global
//     bin, and the carry it put into the high half is not the high bin's: the high bin's
//     global bin gets -1 (uints wrap, so the sum is exact);
//   - the word wrapped (old + delta < old, the carry out of bit 31): 0x10000 left the high half.
// Each wrap is seen by exactly one add (the one whose atomic crossed it), so the global bins end
// as the exact (wrapping) sums. A value >= 0x10000 sends its upper part straight to the global
// bin. begin and flush are collective; add may be called in any control flow. Passes as for
// swatomic_bins (bins outside [first, first + count) are skipped); one pass per group instead of
// every pass in every group: docs/VARIANTS.md says where each measured faster.
//   swatomic_packed_bins_t h = swatomic_packed_bins_begin(storage, first, per_pass, histogram);
//   for (uint i = ...) swatomic_packed_bins_add(&h, keys[i], 1u);
//   swatomic_packed_bins_flush(&h);
typedef struct {
    __local uint *storage;
    __global uint *global_bins;
    uint first;
    uint count;
} swatomic_packed_bins_t;

// Zeroes the words (collective).
swatomic_packed_bins_t swatomic_packed_bins_begin(__local uint *storage, uint first, uint count,
                                                  __global uint *global_bins)
{
    swatomic_packed_bins_t bins;
    bins.storage = storage;
    bins.global_bins = global_bins;
    bins.first = first;
    bins.count = count;
    const uint step = swatomic_acc_linear_size_();
    for (uint w = swatomic_acc_linear_id_(); w < (count + 1u) / 2u; w += step) storage[w] = 0u;
    barrier(CLK_LOCAL_MEM_FENCE);
    return bins;
}

// What an add of `value` (< 0x10000) to the half of `slot`, which found the word at `old`, moves
// to the global bins: .x to the low bin of the word, .y to its high bin (see above).
uint2 swatomic_packed_spill_(uint slot, uint value, uint old)
{
    const uint high = slot & 1u;
    uint2 spill = (uint2)(0u, 0u);
    if (!high && (old & 0xffffu) + value > 0xffffu) spill = (uint2)(0x10000u, 0xffffffffu);
    if (old + (high ? value << 16 : value) < old) spill.y += 0x10000u;
    return spill;
}

// One add; ADD(p, v) is the global add of the spills and of a value's upper part.
#define SWATOMIC_PACKED_BINS_ADD_(bins, bin, value, ADD)                                              \
    do {                                                                                              \
        const uint slot_ = (bin) - (bins)->first;                                                     \
        if (slot_ >= (bins)->count) break;                                                            \
        const uint value_ = (value);                                                                  \
        __global uint *pair_ = (bins)->global_bins + (bins)->first + (slot_ & ~1u);                   \
        if (value_ > 0xffffu) ADD(pair_ + (slot_ & 1u), value_ & 0xffff0000u);                        \
        const uint low_ = value_ & 0xffffu;                                                           \
        if (low_ == 0u) break;                                                                        \
        const uint old_ = atomic_add((volatile __local uint *)&(bins)->storage[slot_ >> 1],           \
                                     (slot_ & 1u) ? low_ << 16 : low_);                               \
        const uint2 spill_ = swatomic_packed_spill_(slot_, low_, old_);                               \
        if (spill_.x) ADD(pair_, spill_.x);                                                           \
        /* a count that is odd has no bin in its last word's high half */                            \
        if (spill_.y && (slot_ | 1u) < (bins)->count) ADD(pair_ + 1, spill_.y);                       \
    } while (0)

// global_bins[first + b] += bin b for every non-empty bin (collective); storage reusable after.
#define SWATOMIC_PACKED_BINS_FLUSH_(bins, ADD)                                                        \
    do {                                                                                              \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        const uint step_ = swatomic_acc_linear_size_();                                               \
        for (uint w_ = swatomic_acc_linear_id_(); w_ < ((bins)->count + 1u) / 2u; w_ += step_) {      \
            const uint v_ = (bins)->storage[w_];                                                      \
            __global uint *pair_ = (bins)->global_bins + (bins)->first + 2u * w_;                     \
            if (v_ & 0xffffu) ADD(pair_, v_ & 0xffffu);                                               \
            if ((v_ >> 16) && 2u * w_ + 1u < (bins)->count) ADD(pair_ + 1, v_ >> 16);                 \
        }                                                                                             \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
    } while (0)

#define SWATOMIC_PACKED_NATIVE_ADD_(p, v) (void)atomic_add((p), (v))

// One local atomic (any control flow); a bin outside [first, first + count) is skipped, a spill
// or a value's upper part is one native global atomic.
void swatomic_packed_bins_add(swatomic_packed_bins_t *bins, uint bin, uint value)
{
    SWATOMIC_PACKED_BINS_ADD_(bins, bin, value, SWATOMIC_PACKED_NATIVE_ADD_);
}

// global_bins[first + b] += bin b for every non-empty bin, with native atomics (collective).
void swatomic_packed_bins_flush(swatomic_packed_bins_t *bins)
{
    SWATOMIC_PACKED_BINS_FLUSH_(bins, SWATOMIC_PACKED_NATIVE_ADD_);
}

// The same with the coordinator's software atomic (inside SWATOMIC_RUN): no global
// read-modify-write; one request per non-empty bin and group, and one per spill.
#if defined(SWATOMIC_ACC_SOFTWARE)
// swatomic_packed_bins_add whose spills are software atomics.
void swatomic_packed_bins_add_software(SWATOMIC_CTX_PARAM, swatomic_packed_bins_t *bins, uint bin, uint value)
{
    SWATOMIC_PACKED_BINS_ADD_(bins, bin, value, SWATOMIC_SOFTWARE_ADD_uint);
}

// swatomic_packed_bins_flush through the software atomic (collective).
void swatomic_packed_bins_flush_software(SWATOMIC_CTX_PARAM, swatomic_packed_bins_t *bins)
{
    SWATOMIC_PACKED_BINS_FLUSH_(bins, SWATOMIC_SOFTWARE_ADD_uint);
}
#endif

#endif  // SWATOMIC_ACCUMULATE_BINS_CL
