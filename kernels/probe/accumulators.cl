// swatomic-probe --builtin accumulators: the accumulators' coordinator flushes (sums into one and
// four counters and privatized bins stored as rows and merged by the coordinators' epilogue,
// by-key; int and uint, and long, ulong and double where the build has them), each inside
// SWATOMIC_RUN or SWATOMIC_RUN_THEN, and their _store flushes
// with the PartialsCombiner's kernels (kernels/swatomic/combine_partials.cl, which the probe puts
// after this file). The aggregation uses registers and local memory, the flush the software atomic
// or plain stores, so `--check no-global-atomics` holds for every kernel on every target. The probe
// puts accumulator_source() in front of this file.
// A sum of type T into one counter: a row per group, merged by the epilogue (kernel NAME_software).
#define PROBE_SUM_SOFTWARE(NAME, T)                                                                \
    void NAME##_(SWATOMIC_CTX_PARAM, __global const T *data, uint n, __global T *rows, __local ulong *scratch) \
    {                                                                                              \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);                         \
        T acc = 0;                                                                                 \
        for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) acc += data[i];    \
        swatomic_sum_store_row_##T(&ctx, rows, acc, swatomic_group_id());                          \
    }                                                                                              \
    __kernel void NAME##_software(__global const T *data, uint n, __global T *total, __global T *rows, \
                                  __local ulong *scratch, SWATOMIC_KERNEL_PARAMS)                  \
    {                                                                                              \
        SWATOMIC_RUN_THEN(swatomic_rows_merge_##T(SWATOMIC_CTX, rows, swatomic_num_groups(), 1u, total), \
                          NAME##_(SWATOMIC_CTX, data, n, rows, scratch));                          \
    }

// By-key flushes of type T through the software atomic (kernel NAME_software).
#define PROBE_BY_KEY_SOFTWARE(NAME, T)                                                             \
    void NAME##_(SWATOMIC_CTX_PARAM, __global const uint *keys, __global const T *values, uint n, __global T *sums) \
    {                                                                                              \
        swatomic_by_key_##T##_t acc = swatomic_by_key_begin_##T();                                 \
        for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())                    \
            swatomic_by_key_add_software_##T(SWATOMIC_CTX, &acc, sums, keys[i], values[i]);        \
        swatomic_by_key_flush_software_##T(SWATOMIC_CTX, &acc, sums);                              \
    }                                                                                              \
    __kernel void NAME##_software(__global const uint *keys, __global const T *values, uint n,    \
                                  __global T *sums, SWATOMIC_KERNEL_PARAMS)                        \
    {                                                                                              \
        SWATOMIC_RUN(NAME##_(SWATOMIC_CTX, keys, values, n, sums));                                \
    }

PROBE_SUM_SOFTWARE(probe_sum, int)

// Four counters: a work-item's uint4 lanes, a row of four sums per group.
void probe_sum_n_(SWATOMIC_CTX_PARAM, __global const uint4 *data, uint n4, __global uint *rows,
                  __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);
    uint4 acc = (uint4)(0u);
    for (uint i = swatomic_global_id(); i < n4; i += swatomic_global_size()) acc += data[i];
    uint lanes[4] = {acc.x, acc.y, acc.z, acc.w};
    swatomic_sum_store_n_row_uint(&ctx, rows, lanes, 4u, swatomic_group_id());
}

__kernel void probe_sum_n_software(__global const uint4 *data, uint n4, __global uint *counters, __global uint *rows,
                                   __local ulong *scratch, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN_THEN(swatomic_rows_merge_uint(SWATOMIC_CTX, rows, swatomic_num_groups(), 4u, counters),
                      probe_sum_n_(SWATOMIC_CTX, data, n4, rows, scratch));
}

void probe_bins_(SWATOMIC_CTX_PARAM, __global const uint *keys, uint n, __global uint *rows, __local ulong *scratch,
                 __local uint *storage)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);
    swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, 0u, 256u);
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) swatomic_bins_add_uint(&h, keys[i], 1u);
    swatomic_bins_store_row_uint(&h, rows, 256u, swatomic_group_id());
}

__kernel void probe_bins_software(__global const uint *keys, uint n, __global uint *bins, __global uint *rows,
                                  __local ulong *scratch, __local uint *storage, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN_THEN(swatomic_rows_merge_uint(SWATOMIC_CTX, rows, swatomic_num_groups(), 256u, bins),
                      probe_bins_(SWATOMIC_CTX, keys, n, rows, scratch, storage));
}

PROBE_BY_KEY_SOFTWARE(probe_by_key, int)

// The _store flushes: a row of partials per group, plain stores (a PartialsCombiner adds them up).
__kernel void probe_sum_store(__global const int *data, uint n, __global int *partials, __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);
    int acc = 0;
    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) acc += data[i];
    swatomic_sum_store_int(&ctx, partials, acc);
}

__kernel void probe_bins_store(__global const uint *keys, uint n, __global uint *partials, __local ulong *scratch,
                               __local uint *storage)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);
    swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, 0u, 256u);
    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) swatomic_bins_add_uint(&h, keys[i], 1u);
    swatomic_bins_store_uint(&h, partials, 256u);
}

// The 64-bit forms where the build has them: a long sum merged by the epilogue, and by-key
// flushes of ulong and double, whose posted requests carry the wide payload words.
#if defined(SWATOMIC_VARIANTS_INT64)
PROBE_SUM_SOFTWARE(probe_sum_long, long)
PROBE_BY_KEY_SOFTWARE(probe_by_key_ulong, ulong)
#endif

#if defined(SWATOMIC_VARIANTS_FP64) && defined(cl_khr_fp64)
PROBE_BY_KEY_SOFTWARE(probe_by_key_double, double)
#endif
