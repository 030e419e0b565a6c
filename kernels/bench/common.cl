// Helpers every swatomic-bench program gets in front of its own file (tools/bench/bench.cpp).
// Portable OpenCL C 1.2: work-group steps use barriers only (no sub-groups, no lock-step
// assumption). Integer arithmetic is unsigned so that sums wrap like atomic_add does.
#ifndef BENCH_COMMON_CL
#define BENCH_COMMON_CL

// Sum over the work-group; every work-item gets the total. scratch: local_size uints.
uint bench_group_sum(uint value, __local uint *scratch)
{
    const uint lid = get_local_id(0);
    const uint n = get_local_size(0);
    scratch[lid] = value;
    barrier(CLK_LOCAL_MEM_FENCE);
    // Tree over the next power of two; items beyond n contribute nothing.
    uint width = 1;
    while (width < n) width <<= 1;
    for (uint step = width >> 1; step > 0; step >>= 1) {
        if (lid < step && lid + step < n) scratch[lid] += scratch[lid + step];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    const uint total = scratch[0];
    barrier(CLK_LOCAL_MEM_FENCE);  // scratch may be reused at once
    return total;
}

// Exclusive prefix sum over the work-group (Hillis-Steele); *total receives the group's sum.
uint bench_group_exclusive_scan(uint value, __local uint *scratch, uint *total)
{
    const uint lid = get_local_id(0);
    const uint n = get_local_size(0);
    scratch[lid] = value;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint offset = 1; offset < n; offset <<= 1) {
        const uint add = lid >= offset ? scratch[lid - offset] : 0u;
        barrier(CLK_LOCAL_MEM_FENCE);
        scratch[lid] += add;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    const uint inclusive = scratch[lid];
    *total = scratch[n - 1];
    barrier(CLK_LOCAL_MEM_FENCE);
    return inclusive - value;
}

// Work-group aggregated reservation: every work-item asks for `count` slots of one global
// counter; one atomic_add per group. Returns the work-item's first slot. Uniform call.
uint bench_group_reserve(__global uint *counter, uint count, __local uint *scratch)
{
    uint total = 0;
    const uint before = bench_group_exclusive_scan(count, scratch, &total);
    if (get_local_id(0) == 0) scratch[0] = total ? atomic_add(counter, total) : 0u;
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint base = scratch[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    return base + before;
}

// The seed 002 applications' work (kernels/bench/apps.cl, and the library variants' rows of
// kernels/bench/variants.cl): one element of a matrix product, a point's nearest centroid, a
// match test at one text position.
float matmul_element(__global const float *x, __global const float *y, uint n, uint e)
{
    const uint i = e / n, j = e % n;
    float acc = 0.0f;
    for (uint k = 0; k < n; ++k) acc += x[i * n + k] * y[k * n + j];
    return acc;
}

uint kmeans_nearest(__global const float4 *points, __global const float4 *centroids, uint k, uint p)
{
    const float4 v = points[p];
    uint best = 0;
    float best_d = INFINITY;
    for (uint c = 0; c < k; ++c) {
        const float4 d = v - centroids[c];
        const float dist = d.x * d.x + d.y * d.y + d.z * d.z + d.w * d.w;
        if (dist < best_d) {
            best_d = dist;
            best = c;
        }
    }
    return best;
}

#define STRMATCH_CHUNK 64u  // text bytes each work-item scans per round

uint strmatch_at(__global const uchar *text, __global const uchar *query, uint m, uint p)
{
    for (uint k = 0; k < m; ++k)
        if (text[p + k] != query[k]) return 0u;
    return 1u;
}

// Match starts of chunk c: [c*CHUNK, min((c+1)*CHUNK, last + 1)), last = length - m.
#define STRMATCH_RANGE(c, length, m, begin, end)                 \
    const uint begin = (c) * STRMATCH_CHUNK;                    \
    const uint end = min(begin + STRMATCH_CHUNK, (length) - (m) + 1u)

#endif  // BENCH_COMMON_CL
