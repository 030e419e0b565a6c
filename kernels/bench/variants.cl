// Rows for the library's collision-reduction variants (kernels/swatomic/reduce_*.cl, see
// docs/VARIANTS.md): scan-reduce, vote-reduce, aggregation by key, work-group reduce. Built
// with swatomic::build_variant_program (which pastes the variant sources in front), only when
// the library has them (tools/bench/variants.cpp checks). -DVALUE_KIND=0/1/2: int/float/double
// for the by-key kernels. Every kernel keeps work-group-uniform control flow (the local-memory
// sub-group backend needs it): loops have uniform trip counts, idle items pass active = 0.
#ifndef VALUE_KIND
#define VALUE_KIND 0
#endif
#if VALUE_KIND == 2
typedef double value_t;
#define VARIANT_ADD(V, ctx, p, v, a) swatomic_##V##_add_double(ctx, p, v, a)
#elif VALUE_KIND == 1
typedef float value_t;
#define VARIANT_ADD(V, ctx, p, v, a) swatomic_##V##_add_float(ctx, p, v, a)
#else
typedef int value_t;
#define VARIANT_ADD(V, ctx, p, v, a) swatomic_##V##_add_int(ctx, p, v, a)
#endif

// One set of kernels per variant V.
#define BENCH_VARIANT_KERNELS(V)                                                                       \
    /* Fig. 8 / Fig. 9: add the global id to one variable (Fig. 9 also stores the old value). */   \
    __kernel void fig_##V(__global uint *variable, __global uint *old_values, uint store,             \
                          __global volatile uint *status, __local ulong *scratch)                   \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        const uint gid = get_global_id(0);                                                          \
        const uint old = swatomic_##V##_add_uint(&ctx, variable, gid, 1);                           \
        if (store) old_values[gid] = old;                                                           \
    }                                                                                               \
    /* datadep: warp w (32 consecutive work-items) adds its ids to variables[warp_keys[w]]. */      \
    __kernel void dd_##V(__global uint *variables, __global const uint *warp_keys,                  \
                         __global uint *old_values, __global volatile uint *status,                 \
                         __local ulong *scratch)                                                    \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                     \
        const uint gid = get_global_id(0);                                                          \
        old_values[gid] = swatomic_##V##_add_uint(&ctx, &variables[warp_keys[gid / 32u]], gid, 1);  \
    }                                                                                               \
    /* 256-bin histogram over uint4 words. */                                                       \
    __kernel void hist256_##V(__global const uint4 *data, uint n4, __global uint *bins,               \
                              __global volatile uint *status, __local ulong *scratch)               \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        for (uint base = 0; base < n4; base += get_global_size(0)) {                                \
            const uint i = base + get_global_id(0);                                                 \
            const int active = i < n4;                                                              \
            const uint4 w = active ? data[i] : (uint4)(0u);                                         \
            const uint words[4] = {w.x, w.y, w.z, w.w};                                             \
            for (uint k = 0; k < 16u; ++k) {                                                        \
                const uint byte = (words[k >> 2] >> (8u * (k & 3u))) & 255u;                         \
                swatomic_##V##_add_uint(&ctx, &bins[byte], 1u, active);                             \
            }                                                                                       \
        }                                                                                           \
    }                                                                                               \
    /* 65536-bin histogram over uint4 words (8 ushorts each). */                                 \
    __kernel void hist64k_##V(__global const uint4 *data, uint n4, __global uint *bins,               \
                              __global volatile uint *status, __local ulong *scratch)               \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        for (uint base = 0; base < n4; base += get_global_size(0)) {                                \
            const uint i = base + get_global_id(0);                                                 \
            const int active = i < n4;                                                              \
            const uint4 w = active ? data[i] : (uint4)(0u);                                         \
            const uint words[4] = {w.x, w.y, w.z, w.w};                                             \
            for (uint k = 0; k < 8u; ++k) {                                                         \
                const uint half16 = (words[k >> 1] >> (16u * (k & 1u))) & 0xffffu;                  \
                swatomic_##V##_add_uint(&ctx, &bins[half16], 1u, active);                           \
            }                                                                                       \
        }                                                                                           \
    }                                                                                               \
    /* Scalar product of ints into one variable. */                                                \
    __kernel void dot_##V(__global const int *x, __global const int *y, uint n, __global int *result, \
                          __global volatile uint *status, __local ulong *scratch)                   \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        for (uint base = 0; base < n; base += get_global_size(0)) {                                 \
            const uint i = base + get_global_id(0);                                                 \
            const int active = i < n;                                                               \
            swatomic_##V##_add_int(&ctx, result, active ? x[i] * y[i] : 0, active);                 \
        }                                                                                           \
    }                                                                                               \
    /* COO SpMV (row-sorted non-zeros): y[row] += val * x[col]. */                                 \
    __kernel void spmv_##V(__global const uint *rows, __global const uint *cols, __global const int *vals, \
                           uint nnz, __global const int *x, __global int *y,                        \
                           __global volatile uint *status, __local ulong *scratch)                  \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        for (uint base = 0; base < nnz; base += get_global_size(0)) {                               \
            const uint i = base + get_global_id(0);                                                 \
            const int active = i < nnz;                                                             \
            swatomic_##V##_add_int(&ctx, &y[active ? rows[i] : 0u], active ? vals[i] * x[cols[i]] : 0, \
                                   active);                                                         \
        }                                                                                           \
    }                                                                                               \
    /* Sum of uints into counters[i & mask]. */                                                    \
    __kernel void sum_##V(__global const uint *data, uint n, __global uint *counters, uint mask,      \
                          __global volatile uint *status, __local ulong *scratch)                   \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        for (uint base = 0; base < n; base += get_global_size(0)) {                                 \
            const uint i = base + get_global_id(0);                                                 \
            const int active = i < n;                                                               \
            swatomic_##V##_add_uint(&ctx, &counters[active ? (i & mask) : 0u],                      \
                                    active ? data[i] : 0u, active);                                 \
        }                                                                                           \
    }                                                                                               \
    /* Add by key (VALUE_KIND type); unit_values: every value is 1 (page views). */                \
    __kernel void bykey_##V(__global const uint *keys, __global const value_t *values, uint n,       \
                            __global value_t *out, uint unit_values,                                \
                            __global volatile uint *status, __local ulong *scratch)                 \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        for (uint base = 0; base < n; base += get_global_size(0)) {                                 \
            const uint i = base + get_global_id(0);                                                 \
            const int active = i < n;                                                               \
            const value_t v = active ? (unit_values ? (value_t)1 : values[i]) : (value_t)0;         \
            VARIANT_ADD(V, &ctx, &out[active ? keys[i] : 0u], v, active);                          \
        }                                                                                           \
    }                                                                                               \
    /* Seed 002 map phases: each element (matmul) or point (KMeans) reserves its record's slot. */ \
    __kernel void matmul_map_##V(__global const float *x, __global const float *y, uint n,           \
                                 __global uint *keys, __global float *values, __global uint *counter, \
                                 __global volatile uint *status, __local ulong *scratch)            \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        for (uint base = 0; base < n * n; base += get_global_size(0)) {                             \
            const uint e = base + get_global_id(0);                                                 \
            const int active = e < n * n;                                                           \
            const float z = active ? matmul_element(x, y, n, e) : 0.0f;                             \
            const uint pos = swatomic_##V##_add_uint(&ctx, counter, 1u, active);                    \
            if (active) {                                                                           \
                keys[pos] = e;                                                                      \
                values[pos] = z;                                                                    \
            }                                                                                       \
        }                                                                                           \
    }                                                                                               \
    __kernel void kmeans_map_##V(__global const float4 *points, uint n, __global const float4 *centroids, \
                                 uint k, __global uint *out_cluster, __global uint *out_point,      \
                                 __global uint *counter, __global volatile uint *status,            \
                                 __local ulong *scratch)                                            \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        for (uint base = 0; base < n; base += get_global_size(0)) {                                 \
            const uint p = base + get_global_id(0);                                                 \
            const int active = p < n;                                                               \
            const uint c = active ? kmeans_nearest(points, centroids, k, p) : 0u;                  \
            const uint pos = swatomic_##V##_add_uint(&ctx, counter, 1u, active);                    \
            if (active) {                                                                           \
                out_cluster[pos] = c;                                                               \
                out_point[pos] = p;                                                                 \
            }                                                                                       \
        }                                                                                           \
    }                                                                                               \
    /* Seed 002 string match: a work-item counts its chunk's matches, reserves that many slots     \
       with one call (none: inactive) and writes them. */                                          \
    __kernel void strmatch_##V(__global const uchar *text, uint length, __global const uchar *query, uint m, \
                               __global uint *positions, __global uint *counter,                    \
                               __global volatile uint *status, __local ulong *scratch)              \
    {                                                                                               \
        swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);                    \
        const uint chunks = (length + STRMATCH_CHUNK - 1u) / STRMATCH_CHUNK;                        \
        for (uint base = 0; base < chunks; base += get_global_size(0)) {                            \
            const uint c = base + get_global_id(0);                                                 \
            STRMATCH_RANGE(c, length, m, begin, end); /* empty past the last chunk */               \
            uint found = 0;                                                                         \
            for (uint p = begin; p < end; ++p) found += strmatch_at(text, query, m, p);            \
            uint pos = swatomic_##V##_add_uint(&ctx, counter, found, found != 0u);                  \
            for (uint p = begin; found != 0u && p < end; ++p)                                       \
                if (strmatch_at(text, query, m, p)) positions[pos++] = p;                           \
        }                                                                                           \
    }

BENCH_VARIANT_KERNELS(scan_reduce)
BENCH_VARIANT_KERNELS(vote_reduce)
BENCH_VARIANT_KERNELS(reduce_by_key)
BENCH_VARIANT_KERNELS(workgroup_reduce)

// Sort-and-scatter (seed 000 Alg. 3): the plain atomic (the library's, a CAS loop for float and
// double) on items in the host's remapped order (swatomic::scatter_remap_items), so wavefronts
// that hit one key run far apart.
#if VALUE_KIND == 2
#define PLAIN_ADD(ctx, p, v) swatomic_atomic_add_old_double(ctx, p, v)
#elif VALUE_KIND == 1
#define PLAIN_ADD(ctx, p, v) swatomic_atomic_add_old_float(ctx, p, v)
#else
#define PLAIN_ADD(ctx, p, v) swatomic_atomic_add_old_int(ctx, p, v)
#endif
__kernel void bykey_scatter(__global const uint *keys, __global const value_t *values, uint n, __global value_t *out,
                            uint unit_values, __global const uint *remap, __global volatile uint *status,
                            __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, status);
    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) {
        const uint item = remap[i];
        (void)PLAIN_ADD(&ctx, &out[keys[item]], unit_values ? (value_t)1 : values[item]);
    }
}
