// Privatized bins (seed 003): a work-group-private copy of bins first .. first + count - 1 in
// local memory, updated with local atomics over the kernel's whole loop and merged into the
// global bins once per work-group (one global atomic per non-empty bin). For histograms and for
// sums into a few destinations that differ per work-item.
//
//   swatomic_bins_<S>_t swatomic_bins_begin_<S>(swatomic_variant_ctx_t *ctx, __local T *storage,
//                                               uint first, uint count)
//   void swatomic_bins_add_<S>(swatomic_bins_<S>_t *bins, uint bin, T value)
//   void swatomic_bins_flush_<S>(swatomic_bins_<S>_t *bins, __global T *global_bins)
//   void swatomic_bins_store_<S>(swatomic_bins_<S>_t *bins, __global T *partials, uint row_length)
//   void swatomic_bins_store_row_<S>(swatomic_bins_<S>_t *bins, __global T *partials,
//                                    uint row_length, uint row)
//   S = int uint long ulong float double
//
// `storage` is `count` elements of T in local memory: a __local kernel argument sized on the
// host by swatomic::bins_local_bytes() (which throws swatomic::LocalMemoryExceeded where the
// device cannot hold them), or a __local array in the kernel. begin and the flushes are
// work-group collective (uniform control flow, barriers); add may be called in any control flow
// and any number of times. A bin outside [first, first + count) is skipped by add: that is how a
// histogram whose bins do not fit local memory is made in passes (swatomic::plan_bins gives the
// pass size; every pass reads the input again; for uint counts the packed bins below need half
// or a quarter of the passes):
//   for (uint first = 0; first < B; first += per_pass) {
//       swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, first, min(per_pass, B - first));
//       for (uint i = get_global_id(0); i < n; i += get_global_size(0)) swatomic_bins_add_uint(&h, keys[i], 1u);
//       swatomic_bins_flush_uint(&h, histogram);
//   }
// swatomic_bins_store_<S> is the flush without any atomic: the group's bins go to its own row of
// a partials buffer (groups x row_length elements, row_length the bins of all passes together),
// and a swatomic::PartialsCombiner adds the rows to the global bins afterwards, in a fixed order
// (float sums come out the same in every run). For a device or kernel that must not use global
// atomics, at about the native flush's cost (docs/VARIANTS.md, "Accumulators"):
//   swatomic_bins_store_uint(&h, partials, B);   // then, on the host, PartialsCombiner::run
// Inside SWATOMIC_RUN_THEN, swatomic_bins_store_row_<S> with row swatomic_group_id(), and the
// epilogue swatomic_rows_merge_<S> adds the rows up in the same launch (software_atom.cl).
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
    }                                                                                                 \
                                                                                                      \
    /* partials[row * row_length + first + b] = bins[b] for every bin b (collective; no */          \
    /* atomic); swatomic_bins_store_<S>: row the group's. */                                          \
    void swatomic_bins_store_row_##S(swatomic_bins_##S##_t *bins, __global T *partials, uint row_length, \
                                     uint row)                                                        \
    {                                                                                                 \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        __global T *out = partials + (size_t)row * row_length + bins->first;                         \
        const uint step = swatomic_acc_linear_size_();                                                \
        for (uint b = swatomic_acc_linear_id_(); b < bins->count; b += step) out[b] = bins->storage[b]; \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
    }                                                                                                 \
                                                                                                      \
    void swatomic_bins_store_##S(swatomic_bins_##S##_t *bins, __global T *partials, uint row_length)  \
    {                                                                                                 \
        swatomic_bins_store_row_##S(bins, partials, row_length, swatomic_acc_group_row_());          \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_BINS_)

// Packed count bins: privatized uint bins of 16 or 8 bits, two or four per 32-bit local word, so
// 2x or 4x as many bins fit local memory as with swatomic_bins_<uint> (a 65536-bin histogram in
// 48 KiB: 3 passes of 16-bit bins or 2 of 8-bit ones instead of 6 of uints). For histograms of
// counts and other uint sums; exact for any input at either width.
//
//   swatomic_packed_bins_t swatomic_packed_bins_begin_bits(__local uint *storage, uint first,
//                                                          uint count, __global uint *global_bins,
//                                                          uint bits)   // 8 or 16
//   swatomic_packed_bins_t swatomic_packed_bins_begin(storage, first, count, global_bins)  // 16 bits
//   void swatomic_packed_bins_add(swatomic_packed_bins_t *bins, uint bin, uint value)
//   void swatomic_packed_bins_add_batch(swatomic_packed_bins_t *bins, uint8 keys, uint8 values)
//   void swatomic_packed_bins_flush(swatomic_packed_bins_t *bins)
//   ..._add_software / _add_batch_software / _flush_software(SWATOMIC_CTX_PARAM, bins, ...)
//
// `storage` is ceil(count * bits / 32) uints (swatomic::plan_packed_bins(runtime, bins,
// other_local_bytes, bits) sizes it and the passes). Bin first + b is lane b % (32 / bits) of
// word b / (32 / bits), lane 0 in the lowest bits. A lane cannot hold more than 2^bits - 1:
// whatever leaves it goes to global_bins at once, found from the word the local atomic returns
// (the carries of old + delta), with no assumption about the order of the adds: a lane that
// passed its top sent 2^bits out of the lane (to its global bin: + 2^bits), and a lane that got
// the carry of the lane below holds 1 that is not its own (its global bin: - 1; uints wrap, so
// the sums are exact); the carry out of bit 31 left the top lane. Each wrap is seen by exactly
// one add (the one whose atomic crossed it), so the global bins end as the exact (wrapping) sums.
// A value >= 2^bits sends its upper part straight to the global bin. A bin spills once per 2^bits
// counts that one group adds to it: 8-bit bins are cheapest where counts spread over many bins,
// 16-bit ones where one bin takes most values (docs/VARIANTS.md has the figures). begin and flush
// are collective; the adds may be called in any control flow. Passes as for swatomic_bins (bins
// outside [first, first + count) are skipped):
//   swatomic_packed_bins_t h = swatomic_packed_bins_begin_bits(storage, first, per_pass, histogram, 8u);
//   for (uint i = ...) swatomic_packed_bins_add(&h, keys[i], 1u);
//   swatomic_packed_bins_flush(&h);
typedef struct {
    __local uint *storage;
    __global uint *global_bins;
    uint first;
    uint count;
    uint bits;  // 8 or 16
} swatomic_packed_bins_t;

// Zeroes the words of `count` bins of `bits` (8; anything else is 16) bits (collective).
//   swatomic_packed_bins_t h = swatomic_packed_bins_begin_bits(storage, 0u, 4096u, histogram, 8u);
swatomic_packed_bins_t swatomic_packed_bins_begin_bits(__local uint *storage, uint first, uint count,
                                                       __global uint *global_bins, uint bits)
{
    swatomic_packed_bins_t bins;
    bins.storage = storage;
    bins.global_bins = global_bins;
    bins.first = first;
    bins.count = count;
    bins.bits = bits == 8u ? 8u : 16u;
    const uint lanes = 32u / bins.bits, step = swatomic_acc_linear_size_();
    for (uint w = swatomic_acc_linear_id_(); w < (count + lanes - 1u) / lanes; w += step) storage[w] = 0u;
    barrier(CLK_LOCAL_MEM_FENCE);
    return bins;
}

// 16-bit bins (collective):
//   swatomic_packed_bins_t h = swatomic_packed_bins_begin(storage, first, per_pass, histogram);
swatomic_packed_bins_t swatomic_packed_bins_begin(__local uint *storage, uint first, uint count,
                                                  __global uint *global_bins)
{
    return swatomic_packed_bins_begin_bits(storage, first, count, global_bins, 16u);
}

// Lane j's spill after an add to a word whose carries are `carries` (bit i: a carry went into
// bit i) and whose top carry is `top`: (carry out of j) << bits minus (carry into j). 0 past the
// word's lanes.
uint swatomic_packed_lane_spill_(uint j, uint bits, uint carries, uint top)
{
    const uint lanes = 32u / bits;
    if (j >= lanes) return 0u;
    const uint in = (carries >> (j * bits)) & 1u;
    const uint out = j + 1u < lanes ? (carries >> ((j + 1u) * bits)) & 1u : top;
    return (out << bits) - in;
}

// What an add of `low` (< 2^bits) to lane `lane` of a word that was `old` moves to the global
// bins of the word's lanes 0..3 (16-bit words use .x and .y). Lanes below `lane` get no carry.
uint4 swatomic_packed_spills_(uint bits, uint lane, uint low, uint old)
{
    const uint delta = low << (lane * bits), sum = old + delta, carries = old ^ delta ^ sum, top = sum < old;
    return (uint4)(swatomic_packed_lane_spill_(0u, bits, carries, top), swatomic_packed_lane_spill_(1u, bits, carries, top),
                   swatomic_packed_lane_spill_(2u, bits, carries, top), swatomic_packed_lane_spill_(3u, bits, carries, top));
}

// Whether an add of `low` to the lane at `shift` (mask `ones`) that found its word at `old`
// passed the lane's top (a spill). The callers have shift and mask at hand: no division here.
int swatomic_packed_wraps_(uint ones, uint shift, uint low, uint old) { return ((old >> shift) & ones) + low > ones; }

// The spills of an add of `low` to `slot` that found its word at `old`; ADD(p, v) is the global
// add. A lane past `count` (the last word of an odd count) is no bin.
#define SWATOMIC_PACKED_SPILL_(bins, slot, low, old, ADD)                                             \
    do {                                                                                              \
        const uint lanes_s_ = 32u / (bins)->bits, base_s_ = (slot) - (slot) % lanes_s_;               \
        const uint4 s_ = swatomic_packed_spills_((bins)->bits, (slot) % lanes_s_, (low), (old));      \
        __global uint *word_s_ = (bins)->global_bins + (bins)->first + base_s_;                       \
        if (s_.x) ADD(word_s_, s_.x);                                                                 \
        if (s_.y && base_s_ + 1u < (bins)->count) ADD(word_s_ + 1, s_.y);                             \
        if (s_.z && base_s_ + 2u < (bins)->count) ADD(word_s_ + 2, s_.z);                             \
        if (s_.w && base_s_ + 3u < (bins)->count) ADD(word_s_ + 3, s_.w);                             \
    } while (0)

#define SWATOMIC_PACKED_NATIVE_ADD_(p, v) (void)atomic_add((p), (v))

// The spills with native global atomics; out of the adds' bodies, which stay short (a spill is
// rare: once per 2^bits counts of a bin in a group).
void swatomic_packed_spill_(swatomic_packed_bins_t *bins, uint slot, uint low, uint old)
{
    SWATOMIC_PACKED_SPILL_(bins, slot, low, old, SWATOMIC_PACKED_NATIVE_ADD_);
}

// One add; ADD(p, v) is the global add of a value's upper part, SPILL(bins, slot, low, old) the
// spills' function.
#define SWATOMIC_PACKED_BINS_ADD_(bins, bin, value, ADD, SPILL)                                       \
    do {                                                                                              \
        const uint slot_ = (bin) - (bins)->first;                                                     \
        if (slot_ >= (bins)->count) break;                                                            \
        const uint value_ = (value), bits_ = (bins)->bits, ones_ = (1u << bits_) - 1u;                \
        if (value_ > ones_) ADD((bins)->global_bins + (bins)->first + slot_, value_ & ~ones_);        \
        const uint low_ = value_ & ones_, shift_ = slot_ % (32u / bits_) * bits_;                     \
        if (low_ == 0u) break;                                                                        \
        const uint old_ = atomic_add((volatile __local uint *)&(bins)->storage[slot_ / (32u / bits_)], \
                                     low_ << shift_);                                                 \
        if (swatomic_packed_wraps_(ones_, shift_, low_, old_)) SPILL(bins, slot_, low_, old_);        \
    } while (0)

// Eight adds: the local atomics are issued before any spill check (each check waits for its
// atomic's old word) and one test covers all eight. Loops of fixed length (unrolled): indexing
// the arrays with a variable would move them out of registers.
#define SWATOMIC_PACKED_BINS_ADD_BATCH_(bins, keys, values, ADD, SPILL)                               \
    do {                                                                                              \
        const uint8 k8_ = (keys), v8_ = (values);                                                     \
        const uint key_[8] = {k8_.s0, k8_.s1, k8_.s2, k8_.s3, k8_.s4, k8_.s5, k8_.s6, k8_.s7};        \
        const uint val_[8] = {v8_.s0, v8_.s1, v8_.s2, v8_.s3, v8_.s4, v8_.s5, v8_.s6, v8_.s7};        \
        const uint bits_ = (bins)->bits, lanes_ = 32u / bits_, ones_ = (1u << bits_) - 1u;           \
        if (any(v8_ > (uint8)(ones_)))                                                                \
            for (uint i_ = 0; i_ < 8u; ++i_)                                                          \
                if (key_[i_] - (bins)->first < (bins)->count && val_[i_] > ones_)                     \
                    ADD((bins)->global_bins + key_[i_], val_[i_] & ~ones_);                           \
        uint old_[8], wrapped_ = 0u;                                                                  \
        for (uint i_ = 0; i_ < 8u; ++i_) {                                                            \
            const uint slot_ = key_[i_] - (bins)->first, low_ = val_[i_] & ones_;                     \
            old_[i_] = slot_ < (bins)->count && low_                                                  \
                           ? atomic_add((volatile __local uint *)&(bins)->storage[slot_ / lanes_],   \
                                        low_ << (slot_ % lanes_ * bits_))                             \
                           : 0u;                                                                      \
        }                                                                                             \
        for (uint i_ = 0; i_ < 8u; ++i_) {                                                            \
            const uint slot_ = key_[i_] - (bins)->first, low_ = val_[i_] & ones_;                     \
            if (slot_ < (bins)->count && swatomic_packed_wraps_(ones_, slot_ % lanes_ * bits_, low_, old_[i_])) \
                wrapped_ |= 1u << i_;                                                                 \
        }                                                                                             \
        if (wrapped_)                                                                                 \
            for (uint i_ = 0; i_ < 8u; ++i_)                                                          \
                if (wrapped_ & (1u << i_))                                                            \
                    SPILL(bins, key_[i_] - (bins)->first, val_[i_] & ones_, old_[i_]);                \
    } while (0)

// global_bins[first + b] += bin b for every non-empty bin (collective); storage reusable after.
#define SWATOMIC_PACKED_BINS_FLUSH_(bins, ADD)                                                        \
    do {                                                                                              \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        const uint bits_ = (bins)->bits, lanes_ = 32u / bits_, ones_ = (1u << bits_) - 1u;           \
        const uint words_ = ((bins)->count + lanes_ - 1u) / lanes_, step_ = swatomic_acc_linear_size_(); \
        for (uint w_ = swatomic_acc_linear_id_(); w_ < words_; w_ += step_) {                         \
            const uint v_ = (bins)->storage[w_];                                                      \
            for (uint j_ = 0; j_ < lanes_; ++j_) {                                                    \
                const uint b_ = w_ * lanes_ + j_, c_ = (v_ >> (j_ * bits_)) & ones_;                  \
                if (c_ && b_ < (bins)->count) ADD((bins)->global_bins + (bins)->first + b_, c_);      \
            }                                                                                         \
        }                                                                                             \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
    } while (0)

// One local atomic (any control flow); a bin outside [first, first + count) is skipped, a spill
// or a value's upper part is one native global atomic.
//   swatomic_packed_bins_add(&h, keys[i], 1u);
void swatomic_packed_bins_add(swatomic_packed_bins_t *bins, uint bin, uint value)
{
    SWATOMIC_PACKED_BINS_ADD_(bins, bin, value, SWATOMIC_PACKED_NATIVE_ADD_, swatomic_packed_spill_);
}

// values.sK to bin keys.sK for K = 0..7 (keys may repeat; any control flow), as eight
// swatomic_packed_bins_add but with the eight local atomics in flight together: the fastest
// add where a work-item has several values at hand (a uint4 of 16-bit keys is eight counts).
//   const uint4 w = data[i];  // eight 16-bit keys
//   swatomic_packed_bins_add_batch(&h, (uint8)(w.x & 0xffffu, w.x >> 16, w.y & 0xffffu, w.y >> 16,
//                                              w.z & 0xffffu, w.z >> 16, w.w & 0xffffu, w.w >> 16), (uint8)(1u));
void swatomic_packed_bins_add_batch(swatomic_packed_bins_t *bins, uint8 keys, uint8 values)
{
    SWATOMIC_PACKED_BINS_ADD_BATCH_(bins, keys, values, SWATOMIC_PACKED_NATIVE_ADD_, swatomic_packed_spill_);
}

// global_bins[first + b] += bin b for every non-empty bin, with native atomics (collective).
//   swatomic_packed_bins_flush(&h);
void swatomic_packed_bins_flush(swatomic_packed_bins_t *bins)
{
    SWATOMIC_PACKED_BINS_FLUSH_(bins, SWATOMIC_PACKED_NATIVE_ADD_);
}

// The same with the coordinator's software atomic (inside SWATOMIC_RUN): no global
// read-modify-write; one request per non-empty bin and group, and one per spill.
#if defined(SWATOMIC_ACC_SOFTWARE)
void swatomic_packed_spill_software_(SWATOMIC_CTX_PARAM, swatomic_packed_bins_t *bins, uint slot, uint low, uint old)
{
    SWATOMIC_PACKED_SPILL_(bins, slot, low, old, swatomic_post_add_uint);
}
#define SWATOMIC_PACKED_SOFTWARE_SPILL_(bins, slot, low, old) swatomic_packed_spill_software_(SWATOMIC_CTX, bins, slot, low, old)

// swatomic_packed_bins_add whose spills are software atomics.
//   swatomic_packed_bins_add_software(SWATOMIC_CTX, &h, keys[i], 1u);
void swatomic_packed_bins_add_software(SWATOMIC_CTX_PARAM, swatomic_packed_bins_t *bins, uint bin, uint value)
{
    SWATOMIC_PACKED_BINS_ADD_(bins, bin, value, swatomic_post_add_uint, SWATOMIC_PACKED_SOFTWARE_SPILL_);
}

// swatomic_packed_bins_add_batch whose spills are software atomics.
//   swatomic_packed_bins_add_batch_software(SWATOMIC_CTX, &h, keys8, (uint8)(1u));
void swatomic_packed_bins_add_batch_software(SWATOMIC_CTX_PARAM, swatomic_packed_bins_t *bins, uint8 keys, uint8 values)
{
    SWATOMIC_PACKED_BINS_ADD_BATCH_(bins, keys, values, swatomic_post_add_uint, SWATOMIC_PACKED_SOFTWARE_SPILL_);
}

// swatomic_packed_bins_flush through the software atomic (collective).
//   swatomic_packed_bins_flush_software(SWATOMIC_CTX, &h);
void swatomic_packed_bins_flush_software(SWATOMIC_CTX_PARAM, swatomic_packed_bins_t *bins)
{
    SWATOMIC_PACKED_BINS_FLUSH_(bins, swatomic_post_add_uint);
}
#endif

#endif  // SWATOMIC_ACCUMULATE_BINS_CL
