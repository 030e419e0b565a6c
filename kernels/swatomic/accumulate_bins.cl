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

// The spills of an add of `low` to `slot` that found its word at `old`, as global atomics; out of
// the adds' bodies, which stay short (a spill is rare: once per 2^bits counts of a bin in a
// group). A lane past `count` (the last word of an odd count) is no bin.
void swatomic_packed_spill_(swatomic_packed_bins_t *bins, uint slot, uint low, uint old)
{
    const uint lanes = 32u / bins->bits, base = slot - slot % lanes;
    const uint4 s = swatomic_packed_spills_(bins->bits, slot % lanes, low, old);
    __global uint *word = bins->global_bins + bins->first + base;
    if (s.x) atomic_add(word, s.x);
    if (s.y && base + 1u < bins->count) atomic_add(word + 1, s.y);
    if (s.z && base + 2u < bins->count) atomic_add(word + 2, s.z);
    if (s.w && base + 3u < bins->count) atomic_add(word + 3, s.w);
}

// One local atomic (any control flow); a bin outside [first, first + count) is skipped, a spill
// or a value's upper part is one global atomic.
//   swatomic_packed_bins_add(&h, keys[i], 1u);
void swatomic_packed_bins_add(swatomic_packed_bins_t *bins, uint bin, uint value)
{
    const uint slot = bin - bins->first;
    if (slot >= bins->count) return;
    const uint bits = bins->bits, ones = (1u << bits) - 1u;
    if (value > ones) atomic_add(bins->global_bins + bins->first + slot, value & ~ones);
    const uint low = value & ones, shift = slot % (32u / bits) * bits;
    if (low == 0u) return;
    const uint old = atomic_add((volatile __local uint *)&bins->storage[slot / (32u / bits)], low << shift);
    if (swatomic_packed_wraps_(ones, shift, low, old)) swatomic_packed_spill_(bins, slot, low, old);
}

// values.sK to bin keys.sK for K = 0..7 (keys may repeat; any control flow), as eight
// swatomic_packed_bins_add but with the eight local atomics in flight together: the fastest
// add where a work-item has several values at hand (a uint4 of 16-bit keys is eight counts).
// The local atomics are issued before any spill check (each check waits for its atomic's old
// word) and one test covers all eight. Loops of fixed length (unrolled): indexing the arrays
// with a variable would move them out of registers.
//   const uint4 w = data[i];  // eight 16-bit keys
//   swatomic_packed_bins_add_batch(&h, (uint8)(w.x & 0xffffu, w.x >> 16, w.y & 0xffffu, w.y >> 16,
//                                              w.z & 0xffffu, w.z >> 16, w.w & 0xffffu, w.w >> 16), (uint8)(1u));
void swatomic_packed_bins_add_batch(swatomic_packed_bins_t *bins, uint8 keys, uint8 values)
{
    const uint key[8] = {keys.s0, keys.s1, keys.s2, keys.s3, keys.s4, keys.s5, keys.s6, keys.s7};
    const uint val[8] = {values.s0, values.s1, values.s2, values.s3, values.s4, values.s5, values.s6, values.s7};
    const uint bits = bins->bits, lanes = 32u / bits, ones = (1u << bits) - 1u;
    if (any(values > (uint8)(ones)))
        for (uint i = 0; i < 8u; ++i)
            if (key[i] - bins->first < bins->count && val[i] > ones) atomic_add(bins->global_bins + key[i], val[i] & ~ones);
    uint old[8], wrapped = 0u;
    for (uint i = 0; i < 8u; ++i) {
        const uint slot = key[i] - bins->first, low = val[i] & ones;
        old[i] = slot < bins->count && low
                     ? atomic_add((volatile __local uint *)&bins->storage[slot / lanes], low << (slot % lanes * bits))
                     : 0u;
    }
    for (uint i = 0; i < 8u; ++i) {
        const uint slot = key[i] - bins->first, low = val[i] & ones;
        if (slot < bins->count && swatomic_packed_wraps_(ones, slot % lanes * bits, low, old[i])) wrapped |= 1u << i;
    }
    if (wrapped)
        for (uint i = 0; i < 8u; ++i)
            if (wrapped & (1u << i)) swatomic_packed_spill_(bins, key[i] - bins->first, val[i] & ones, old[i]);
}

// global_bins[first + b] += bin b for every non-empty bin, with global atomics (collective);
// storage reusable after.
//   swatomic_packed_bins_flush(&h);
void swatomic_packed_bins_flush(swatomic_packed_bins_t *bins)
{
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint bits = bins->bits, lanes = 32u / bits, ones = (1u << bits) - 1u;
    const uint words = (bins->count + lanes - 1u) / lanes, step = swatomic_acc_linear_size_();
    for (uint w = swatomic_acc_linear_id_(); w < words; w += step) {
        const uint v = bins->storage[w];
        for (uint j = 0; j < lanes; ++j) {
            const uint b = w * lanes + j, c = (v >> (j * bits)) & ones;
            if (c && b < bins->count) atomic_add(bins->global_bins + bins->first + b, c);
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
}

#endif  // SWATOMIC_ACCUMULATE_BINS_CL
