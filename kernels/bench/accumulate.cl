// Rows for the library's accumulators (kernels/swatomic/accumulate_*.cl, docs/VARIANTS.md):
// the bench's hand-written kernels (sum.cl, apps.cl, histogram.cl, bykey.cl) with their
// hand-made aggregation replaced by the library's sum accumulator, privatized bins and by-key
// accumulator; each also flushed through the coordinator launch (sum, dot and hist256: _merge, a
// row per group merged by the coordinators' epilogue, SWATOMIC_RUN_THEN; by-key: _sw, software
// atomics), and sum, dot and hist256 with stored partials (_store: no atomic, then a
// PartialsCombiner).
// Built by tools/bench/accumulate.cpp with swatomic::build_accumulator_program, after
// bench/common.cl and the experiment's own file (whose macros the sections below use).
#define ACC_CAT_(a, b) a##b
#define ACC_CAT(a, b) ACC_CAT_(a, b)

// ---------------------------------------------------------------- sum (sum.cl's shapes)
// The loop of sum_wg_reduce; up to four counters: the sum accumulator; more: privatized bins, one
// per counter (a work-item's four partials go to counters first .. first + 3).
#define SUM_ACC_LOOP(FIRST, SIZE)                                                                  \
    uint4 acc = (uint4)(0u);                                                                       \
    const uint stride = (SIZE);                                                                    \
    uint i = (FIRST);                                                                              \
    for (; i + stride < n4; i += 2 * stride) acc += data[i] + data[i + stride];                   \
    if (i < n4) acc += data[i]
// Up to four counters (counter_mask < 4): lane k of acc goes to counter k & counter_mask.
#define SUM_ACC_LANES(lanes)                                                                       \
    uint lanes[4] = {acc.x, 0u, 0u, 0u};                                                           \
    lanes[1u & counter_mask] += acc.y;                                                             \
    lanes[2u & counter_mask] += acc.z;                                                             \
    lanes[3u & counter_mask] += acc.w
// Several counters: bins h, a work-item's four partials into counters first .. first + 3.
#define SUM_ACC_BINS(h, GID)                                                                       \
    swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, 0u, counter_mask + 1u);       \
    const uint first = (4u * (GID)) & counter_mask;                                                \
    swatomic_bins_add_uint(&h, first, acc.x);                                                      \
    swatomic_bins_add_uint(&h, (first + 1u) & counter_mask, acc.y);                                \
    swatomic_bins_add_uint(&h, (first + 2u) & counter_mask, acc.z);                                \
    swatomic_bins_add_uint(&h, (first + 3u) & counter_mask, acc.w)

// NAME: counters 0 .. 3 (counter_mask < 4: lane k of every work-item goes to counter
// k & counter_mask), the sum accumulator's FLUSH_N of the four lanes; NAME##_bins: any counters,
// bins flushed by FLUSH_BINS. Two kernels, not one with a branch: PoCL 3.1 loops forever in a
// kernel whose branch holds FLUSH_N (a branch with barrier loops inside another). sum_acc
// flushes with native atomics, sum_acc_store stores a row of partials per group (no atomic; a
// PartialsCombiner adds them).
#define SUM_ACC_KERNEL(NAME, FLUSH_N, FLUSH_BINS)                                                  \
    __kernel void NAME(__global const uint4 *data, uint n4, __global uint *counters, uint counter_mask, \
                       __local uint *storage, __global volatile uint *status, __local ulong *scratch) \
    {                                                                                              \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        SUM_ACC_LOOP((uint)get_global_id(0), (uint)get_global_size(0));                            \
        SUM_ACC_LANES(lanes);                                                                      \
        FLUSH_N(&ctx, counters, lanes, counter_mask + 1u);                                         \
    }                                                                                              \
    __kernel void NAME##_bins(__global const uint4 *data, uint n4, __global uint *counters, uint counter_mask, \
                              __local uint *storage, __global volatile uint *status, __local ulong *scratch) \
    {                                                                                              \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        SUM_ACC_LOOP((uint)get_global_id(0), (uint)get_global_size(0));                            \
        SUM_ACC_BINS(h, (uint)get_global_id(0));                                                   \
        FLUSH_BINS;                                                                                \
    }
SUM_ACC_KERNEL(sum_acc, swatomic_sum_flush_n_uint, swatomic_bins_flush_uint(&h, counters))
SUM_ACC_KERNEL(sum_acc_store, swatomic_sum_store_n_uint, swatomic_bins_store_uint(&h, counters, counter_mask + 1u))

// The same through the coordinator launch: the groups' sums stored as rows and merged by the
// coordinators' epilogue (SWATOMIC_RUN_THEN: no atomic and no request at all), again as two kernels.
void sum_acc_rows_(SWATOMIC_CTX_PARAM, __global const uint4 *data, uint n4, uint counter_mask, __global uint *rows,
                   __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    SUM_ACC_LOOP(swatomic_global_id(), swatomic_global_size());
    SUM_ACC_LANES(lanes);
    swatomic_sum_store_n_row_uint(&ctx, rows, lanes, counter_mask + 1u, swatomic_group_id());
}

__kernel void sum_acc_merge(__global const uint4 *data, uint n4, __global uint *counters, uint counter_mask,
                            __local uint *storage, __global uint *rows, __global volatile uint *status,
                            __local ulong *scratch, SWATOMIC_KERNEL_PARAMS)
{
    (void)storage;
    SWATOMIC_RUN_THEN(swatomic_rows_merge_uint(SWATOMIC_CTX, rows, swatomic_num_groups(), counter_mask + 1u, counters),
                      sum_acc_rows_(SWATOMIC_CTX, data, n4, counter_mask, rows, status, scratch));
}

void sum_acc_rows_bins_(SWATOMIC_CTX_PARAM, __global const uint4 *data, uint n4, uint counter_mask,
                        __local uint *storage, __global uint *rows, __global volatile uint *status,
                        __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    SUM_ACC_LOOP(swatomic_global_id(), swatomic_global_size());
    SUM_ACC_BINS(h, swatomic_global_id());
    swatomic_bins_store_row_uint(&h, rows, counter_mask + 1u, swatomic_group_id());
}

__kernel void sum_acc_merge_bins(__global const uint4 *data, uint n4, __global uint *counters, uint counter_mask,
                                 __local uint *storage, __global uint *rows, __global volatile uint *status,
                                 __local ulong *scratch, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN_THEN(swatomic_rows_merge_uint(SWATOMIC_CTX, rows, swatomic_num_groups(), counter_mask + 1u, counters),
                      sum_acc_rows_bins_(SWATOMIC_CTX, data, n4, counter_mask, storage, rows, status, scratch));
}

// ---------------------------------------------------------------- dot (apps.cl's dot_wg_reduce)
#define DOT_ACC_LOOP(FIRST, SIZE)                                                                  \
    uint acc = 0;                                                                                  \
    for (uint i = (FIRST); i < n4; i += (SIZE)) {                                                  \
        const uint4 p = as_uint4(x[i] * y[i]);                                                     \
        acc += p.x + p.y + p.z + p.w;                                                              \
    }

__kernel void dot_acc(__global const int4 *x, __global const int4 *y, uint n4, __global uint *result,
                      __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    DOT_ACC_LOOP((uint)get_global_id(0), (uint)get_global_size(0))
    swatomic_sum_flush_uint(&ctx, result, acc);
}

__kernel void dot_acc_store(__global const int4 *x, __global const int4 *y, uint n4, __global uint *partials,
                            __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    DOT_ACC_LOOP((uint)get_global_id(0), (uint)get_global_size(0))
    swatomic_sum_store_uint(&ctx, partials, acc);
}

void dot_acc_rows_(SWATOMIC_CTX_PARAM, __global const int4 *x, __global const int4 *y, uint n4, __global uint *rows,
                   __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);
    DOT_ACC_LOOP(swatomic_global_id(), swatomic_global_size())
    swatomic_sum_store_row_uint(&ctx, rows, acc, swatomic_group_id());
}

__kernel void dot_acc_merge(__global const int4 *x, __global const int4 *y, uint n4, __global uint *result,
                            __global uint *rows, __global volatile uint *status, __local ulong *scratch,
                            SWATOMIC_KERNEL_PARAMS)
{
    (void)status;
    SWATOMIC_RUN_THEN(swatomic_rows_merge_uint(SWATOMIC_CTX, rows, swatomic_num_groups(), 1u, result),
                      dot_acc_rows_(SWATOMIC_CTX, x, y, n4, rows, scratch));
}

// ---------------------------------------------------------------- histograms (histogram.cl)
#ifdef HIST256_BYTES
#define HIST_ACC_OP(v) swatomic_bins_add_uint(&h, (v), 1u)
#define HIST256_ACC_LOOP(FIRST, SIZE)                                                              \
    for (uint i = (FIRST); i < n4; i += (SIZE)) {                                                  \
        const uint4 w = data[i];                                                                   \
        HIST256_BYTES(w.x, HIST_ACC_OP); HIST256_BYTES(w.y, HIST_ACC_OP);                          \
        HIST256_BYTES(w.z, HIST_ACC_OP); HIST256_BYTES(w.w, HIST_ACC_OP);                          \
    }

__kernel void hist256_acc(__global const uint4 *data, uint n4, __global uint *bins, __local uint *storage,
                          __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, 0u, 256u);
    HIST256_ACC_LOOP((uint)get_global_id(0), (uint)get_global_size(0))
    swatomic_bins_flush_uint(&h, bins);
}

__kernel void hist256_acc_store(__global const uint4 *data, uint n4, __global uint *partials, __local uint *storage,
                                __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, 0u, 256u);
    HIST256_ACC_LOOP((uint)get_global_id(0), (uint)get_global_size(0))
    swatomic_bins_store_uint(&h, partials, 256u);
}

// The same through the coordinator launch: a row of bins per group, merged by the coordinators'
// epilogue (SWATOMIC_RUN_THEN: no atomic and no request at all).
void hist256_acc_rows_(SWATOMIC_CTX_PARAM, __global const uint4 *data, uint n4, __local uint *storage,
                       __global uint *rows, __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, 0u, 256u);
    HIST256_ACC_LOOP(swatomic_global_id(), swatomic_global_size())
    swatomic_bins_store_row_uint(&h, rows, 256u, swatomic_group_id());
}

__kernel void hist256_acc_merge(__global const uint4 *data, uint n4, __global uint *bins, __local uint *storage,
                                __global uint *rows, __global volatile uint *status, __local ulong *scratch,
                                SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN_THEN(swatomic_rows_merge_uint(SWATOMIC_CTX, rows, swatomic_num_groups(), 256u, bins),
                      hist256_acc_rows_(SWATOMIC_CTX, data, n4, storage, rows, status, scratch));
}

// 65536 bins as the library's packed bins of `bits` bits (swatomic::plan_packed_bins), a
// uint4's eight 16-bit keys per swatomic_packed_bins_add_batch. split == 0: every group makes
// every pass and reads the input once per pass; split != 0 (a multiple of `passes` groups):
// group g makes the pass g % passes only, and the groups of one slice (g / passes) read it at
// about the same time, so their passes share one read from memory through the cache, and each
// group merges one pass's bins instead of all 65536.
void hist64k_acc_(__global const uint4 *data, uint n4, __global uint *bins, __local uint *storage, uint per_pass,
                  uint split, uint bits)
{
    const uint passes = (65536u + per_pass - 1u) / per_pass;
    const uint own = split ? (uint)get_group_id(0) % passes : 0u;
    const uint stride = split ? (uint)get_global_size(0) / passes : (uint)get_global_size(0);
    const uint start = split ? (uint)(get_group_id(0) / passes * get_local_size(0) + get_local_id(0))
                             : (uint)get_global_id(0);
    for (uint pass = own; pass < passes; pass += split ? passes : 1u) {
        const uint first = pass * per_pass;
        swatomic_packed_bins_t h = swatomic_packed_bins_begin_bits(storage, first, min(per_pass, 65536u - first), bins, bits);
        for (uint i = start; i < n4; i += stride) {
            const uint4 w = data[i];
            swatomic_packed_bins_add_batch(&h, (uint8)(w.x & 0xffffu, w.x >> 16, w.y & 0xffffu, w.y >> 16,
                                                       w.z & 0xffffu, w.z >> 16, w.w & 0xffffu, w.w >> 16),
                                           (uint8)(1u));
        }
        swatomic_packed_bins_flush(&h);
    }
}

// The width as a literal, so the lanes' arithmetic folds.
__kernel void hist64k_acc(__global const uint4 *data, uint n4, __global uint *bins, __local uint *storage,
                          uint per_pass, uint split, __global volatile uint *status, __local ulong *scratch)
{
    (void)status;
    (void)scratch;
    hist64k_acc_(data, n4, bins, storage, per_pass, split, 8u);
}

__kernel void hist64k_acc16(__global const uint4 *data, uint n4, __global uint *bins, __local uint *storage,
                            uint per_pass, uint split, __global volatile uint *status, __local ulong *scratch)
{
    (void)status;
    (void)scratch;
    hist64k_acc_(data, n4, bins, storage, per_pass, split, 16u);
}

// 65536 bins as the library's privatized uint bins in passes of `per_pass` (a power of two, so
// that the passes tile the bins), group g making pass g % passes over slice g / passes of the
// input (the groups of a slice read it together); the groups past the last whole slice count
// nothing. Flushed natively, or, through the coordinator launch, stored at the pass's columns
// of row g / passes and the rows merged by the coordinators' epilogue (no atomic, no request).
void hist64k_passes_count_(swatomic_bins_uint_t *h, __global const uint4 *data, uint n4, uint slice, uint slices)
{
    const uint L = (uint)get_local_size(0);
    for (uint i = slice * L + (uint)get_local_id(0); i < n4; i += slices * L) {
        const uint4 w = data[i];
        swatomic_bins_add_uint(h, w.x & 0xffffu, 1u);
        swatomic_bins_add_uint(h, w.x >> 16, 1u);
        swatomic_bins_add_uint(h, w.y & 0xffffu, 1u);
        swatomic_bins_add_uint(h, w.y >> 16, 1u);
        swatomic_bins_add_uint(h, w.z & 0xffffu, 1u);
        swatomic_bins_add_uint(h, w.z >> 16, 1u);
        swatomic_bins_add_uint(h, w.w & 0xffffu, 1u);
        swatomic_bins_add_uint(h, w.w >> 16, 1u);
    }
}

__kernel void hist64k_acc_passes(__global const uint4 *data, uint n4, __global uint *bins, __local uint *storage,
                                 uint per_pass, __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    const uint passes = 65536u / per_pass, group = (uint)get_group_id(0);
    const uint slices = (uint)get_num_groups(0) / passes;
    if (group >= slices * passes) return;
    swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, group % passes * per_pass, per_pass);
    hist64k_passes_count_(&h, data, n4, group / passes, slices);
    swatomic_bins_flush_uint(&h, bins);
}

void hist64k_acc_rows_(SWATOMIC_CTX_PARAM, __global const uint4 *data, uint n4, __local uint *storage, uint per_pass,
                       __global uint *rows, __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    const uint passes = 65536u / per_pass, group = swatomic_group_id(), slices = swatomic_num_groups() / passes;
    if (group >= slices * passes) return;
    swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, group % passes * per_pass, per_pass);
    hist64k_passes_count_(&h, data, n4, group / passes, slices);
    swatomic_bins_store_row_uint(&h, rows, 65536u, group / passes);
}

__kernel void hist64k_acc_merge(__global const uint4 *data, uint n4, __global uint *bins, __local uint *storage,
                                uint per_pass, __global uint *rows, __global volatile uint *status,
                                __local ulong *scratch, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN_THEN(swatomic_rows_merge_uint(SWATOMIC_CTX, rows, swatomic_num_groups() / (65536u / per_pass), 65536u, bins),
                      hist64k_acc_rows_(SWATOMIC_CTX, data, n4, storage, per_pass, rows, status, scratch));
}
#endif

// ---------------------------------------------------------------- add by key (bykey.cl's slices)
#ifdef VALUES_PER_ITEM
#if VALUE_KIND == 2
#define ACC_VS double
#elif VALUE_KIND == 1
#define ACC_VS float
#else
#define ACC_VS int
#endif
#define BYKEY_ACC_T ACC_CAT(ACC_CAT(swatomic_by_key_, ACC_VS), _t)

// bykey_runs' slices of 16 (vector loads), the run carried from slice to slice.
#define BYKEY_ACC_SLICES(FIRST, SIZE, ADD)                                                         \
    const uint slices = (n + VALUES_PER_ITEM - 1u) / VALUES_PER_ITEM;                              \
    for (uint s = (FIRST); s < slices; s += (SIZE)) {                                              \
        const uint begin = s * VALUES_PER_ITEM;                                                    \
        const uint end = min(begin + VALUES_PER_ITEM, n);                                          \
        if (end - begin == VALUES_PER_ITEM) {                                                      \
            const uint16 k = vload16(s, keys);                                                     \
            const value16_t v = unit_values ? (value16_t)((value_t)1) : vload16(s, values);        \
            ADD(k.s0, v.s0); ADD(k.s1, v.s1); ADD(k.s2, v.s2); ADD(k.s3, v.s3);                    \
            ADD(k.s4, v.s4); ADD(k.s5, v.s5); ADD(k.s6, v.s6); ADD(k.s7, v.s7);                    \
            ADD(k.s8, v.s8); ADD(k.s9, v.s9); ADD(k.sa, v.sa); ADD(k.sb, v.sb);                    \
            ADD(k.sc, v.sc); ADD(k.sd, v.sd); ADD(k.se, v.se); ADD(k.sf, v.sf);                    \
        } else {                                                                                   \
            for (uint i = begin; i < end; ++i) ADD(keys[i], unit_values ? (value_t)1 : values[i]); \
        }                                                                                          \
    }

// The accumulator over slices, then FLUSH: the plain flush (bykey_acc) or the combined one.
#define BYKEY_ACC_KERNEL(NAME, FLUSH)                                                                           \
    __kernel void NAME(__global const uint *keys, __global const value_t *values, uint n, __global value_t *out, \
                       uint unit_values, __global volatile uint *status, __local ulong *scratch)                 \
    {                                                                                                           \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                                 \
        BYKEY_ACC_T acc = ACC_CAT(swatomic_by_key_begin_, ACC_VS)();                                            \
        BYKEY_ACC_SLICES((uint)get_global_id(0), (uint)get_global_size(0), BYKEY_ACC_ADD)                       \
        ACC_CAT(FLUSH, ACC_VS)(&ctx, &acc, out);                                                                \
    }
#define BYKEY_ACC_ADD(k, v) ACC_CAT(swatomic_by_key_add_, ACC_VS)(&ctx, &acc, out, (k), (v))
BYKEY_ACC_KERNEL(bykey_acc, swatomic_by_key_flush_)
BYKEY_ACC_KERNEL(bykey_acc_combined, swatomic_by_key_flush_combined_)
#undef BYKEY_ACC_ADD

// The same accumulator fed from tiles of local size x BYKEY_TILE_PER_ITEM elements that the
// group loads coalesced into local memory (a slice per work-item read straight from global memory
// is not coalesced across a warp). In a tile, a run belongs to the work-item whose slice holds its
// first element: that work-item adds it to the end, past its own slice, and the next ones skip
// it, so a run costs one atomic per tile it touches (not one per slice). One pad word per slice
// puts the slices of a warp's work-items in different banks.
#define BYKEY_TILE_PER_ITEM 8u
#define BYKEY_TILE_AT(i) ((i) + (i) / BYKEY_TILE_PER_ITEM)

// A work-item's elements base + j * size + lid of a tile of `count` (coalesced) into registers.
void bykey_tile_load_(__global const uint *keys, __global const value_t *values, uint unit_values, uint base,
                      uint count, uint *k, value_t *v)
{
    const uint lid = (uint)get_local_id(0), size = (uint)get_local_size(0);
    for (uint j = 0; j < BYKEY_TILE_PER_ITEM; ++j) {
        const uint i = j * size + lid;
        k[j] = i < count ? keys[base + i] : 0u;
        v[j] = i < count ? (unit_values ? (value_t)1 : values[base + i]) : (value_t)0;
    }
}

__kernel void bykey_acc_tile(__global const uint *keys, __global const value_t *values, uint n, __global value_t *out,
                             uint unit_values, __local uint *tile_keys, __local value_t *tile_values,
                             __global volatile uint *status, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    BYKEY_ACC_T acc = ACC_CAT(swatomic_by_key_begin_, ACC_VS)();
#define BYKEY_TILE_ADD(i) ACC_CAT(swatomic_by_key_add_, ACC_VS)(&ctx, &acc, out, tile_keys[BYKEY_TILE_AT(i)], tile_values[BYKEY_TILE_AT(i)])
    const uint lid = (uint)get_local_id(0), size = (uint)get_local_size(0);
    const uint tile = size * BYKEY_TILE_PER_ITEM, step = (uint)get_num_groups(0) * tile;
    uint k[BYKEY_TILE_PER_ITEM];
    value_t v[BYKEY_TILE_PER_ITEM];
    uint base = (uint)get_group_id(0) * tile;
    if (base < n) bykey_tile_load_(keys, values, unit_values, base, min(tile, n - base), k, v);
    for (; base < n; base = n - base > step ? base + step : n) {
        const uint count = min(tile, n - base);
        for (uint j = 0; j < BYKEY_TILE_PER_ITEM; ++j) {
            const uint i = j * size + lid;
            if (i < count) tile_keys[BYKEY_TILE_AT(i)] = k[j], tile_values[BYKEY_TILE_AT(i)] = v[j];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        // The next tile's loads are in flight while this one's runs are found.
        if (n - base > step) bykey_tile_load_(keys, values, unit_values, base + step, min(tile, n - base - step), k, v);
        uint i = lid * BYKEY_TILE_PER_ITEM;
        const uint end = min(i + BYKEY_TILE_PER_ITEM, count);
        if (i > 0 && i < end) {  // skip the run that began in an earlier slice
            const uint before = tile_keys[BYKEY_TILE_AT(i - 1u)];
            while (i < end && tile_keys[BYKEY_TILE_AT(i)] == before) ++i;
        }
        if (i < end) {
            for (; i < end; ++i) BYKEY_TILE_ADD(i);
            const uint last = tile_keys[BYKEY_TILE_AT(end - 1u)];
            for (; i < count && tile_keys[BYKEY_TILE_AT(i)] == last; ++i) BYKEY_TILE_ADD(i);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
#undef BYKEY_TILE_ADD
    ACC_CAT(swatomic_by_key_flush_, ACC_VS)(&ctx, &acc, out);
}

#if VALUE_KIND != 2 || defined(cl_khr_fp64)
void bykey_acc_sw_(SWATOMIC_CTX_PARAM, __global const uint *keys, __global const value_t *values, uint n,
                   __global value_t *out, uint unit_values)
{
    BYKEY_ACC_T acc = ACC_CAT(swatomic_by_key_begin_, ACC_VS)();
#define BYKEY_ACC_ADD(k, v) ACC_CAT(swatomic_by_key_add_software_, ACC_VS)(SWATOMIC_CTX, &acc, out, (k), (v))
    BYKEY_ACC_SLICES(swatomic_global_id(), swatomic_global_size(), BYKEY_ACC_ADD)
#undef BYKEY_ACC_ADD
    ACC_CAT(swatomic_by_key_flush_software_, ACC_VS)(SWATOMIC_CTX, &acc, out);
}

__kernel void bykey_acc_sw(__global const uint *keys, __global const value_t *values, uint n, __global value_t *out,
                           uint unit_values, __global volatile uint *status, __local ulong *scratch,
                           SWATOMIC_KERNEL_PARAMS)
{
    (void)status;
    (void)scratch;
    SWATOMIC_RUN(bykey_acc_sw_(SWATOMIC_CTX, keys, values, n, out, unit_values));
}
#endif
#endif
