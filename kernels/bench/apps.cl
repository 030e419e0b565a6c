// Seed 002 applications. MapReduce map phases (matrix multiply, KMeans) and string match emit
// records into one output buffer whose write position comes from an atomic add on a counter
// (the paper's single-pass output writing); scalar product adds every product to one variable.
// Variants per application: native atomic_add, the coordinator software atomic, work-group
// aggregation (one atomic per group and round), and a non-atomic baseline where the seed had
// one (positions known in advance: Mars' layout). Grid-stride loops: the coordinator variant
// runs on the co-resident groups only, and every variant gets the same groups.

// ---------------------------------------------------------------- matrix multiply (map)

__kernel void matmul_map_native(__global const float *x, __global const float *y, uint n,
                                __global uint *keys, __global float *values, __global uint *counter)
{
    for (uint e = get_global_id(0); e < n * n; e += get_global_size(0)) {
        const float z = matmul_element(x, y, n, e);
        const uint pos = atomic_inc(counter);
        keys[pos] = e;
        values[pos] = z;
    }
}

void matmul_map_items_(SWATOMIC_CTX_PARAM, __global const float *x, __global const float *y, uint n,
                       __global uint *keys, __global float *values, __global uint *counter)
{
    for (uint e = swatomic_global_id(); e < n * n; e += swatomic_global_size()) {
        const float z = matmul_element(x, y, n, e);
        const uint pos = (uint)software_atom_add(counter, 1);
        keys[pos] = e;
        values[pos] = z;
    }
}

__kernel void matmul_map_coordinator(__global const float *x, __global const float *y, uint n,
                                     __global uint *keys, __global float *values, __global uint *counter,
                                     SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(matmul_map_items_(SWATOMIC_CTX, x, y, n, keys, values, counter));
}

__kernel void matmul_map_wg_aggregate(__global const float *x, __global const float *y, uint n,
                                      __global uint *keys, __global float *values, __global uint *counter,
                                      __local uint *scratch)
{
    // Uniform round count: every work-item of the group reaches bench_group_reserve.
    for (uint base = 0; base < n * n; base += get_global_size(0)) {
        const uint e = base + get_global_id(0);
        const uint valid = e < n * n;
        const float z = valid ? matmul_element(x, y, n, e) : 0.0f;
        const uint pos = bench_group_reserve(counter, valid, scratch);
        if (valid) {
            keys[pos] = e;
            values[pos] = z;
        }
    }
}

__kernel void matmul_map_direct(__global const float *x, __global const float *y, uint n,
                                __global uint *keys, __global float *values, __global uint *counter)
{
    for (uint e = get_global_id(0); e < n * n; e += get_global_size(0)) {
        keys[e] = e;
        values[e] = matmul_element(x, y, n, e);
    }
    if (get_global_id(0) == 0) *counter = n * n;
}

// ---------------------------------------------------------------- KMeans (map phase)

__kernel void kmeans_map_native(__global const float4 *points, uint n, __global const float4 *centroids, uint k,
                                __global uint *out_cluster, __global uint *out_point, __global uint *counter)
{
    for (uint p = get_global_id(0); p < n; p += get_global_size(0)) {
        const uint c = kmeans_nearest(points, centroids, k, p);
        const uint pos = atomic_inc(counter);
        out_cluster[pos] = c;
        out_point[pos] = p;
    }
}

void kmeans_map_items_(SWATOMIC_CTX_PARAM, __global const float4 *points, uint n, __global const float4 *centroids,
                       uint k, __global uint *out_cluster, __global uint *out_point, __global uint *counter)
{
    for (uint p = swatomic_global_id(); p < n; p += swatomic_global_size()) {
        const uint c = kmeans_nearest(points, centroids, k, p);
        const uint pos = (uint)software_atom_add(counter, 1);
        out_cluster[pos] = c;
        out_point[pos] = p;
    }
}

__kernel void kmeans_map_coordinator(__global const float4 *points, uint n, __global const float4 *centroids, uint k,
                                     __global uint *out_cluster, __global uint *out_point, __global uint *counter,
                                     SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(kmeans_map_items_(SWATOMIC_CTX, points, n, centroids, k, out_cluster, out_point, counter));
}

__kernel void kmeans_map_wg_aggregate(__global const float4 *points, uint n, __global const float4 *centroids, uint k,
                                      __global uint *out_cluster, __global uint *out_point, __global uint *counter,
                                      __local uint *scratch)
{
    for (uint base = 0; base < n; base += get_global_size(0)) {
        const uint p = base + get_global_id(0);
        const uint valid = p < n;
        const uint c = valid ? kmeans_nearest(points, centroids, k, p) : 0u;
        const uint pos = bench_group_reserve(counter, valid, scratch);
        if (valid) {
            out_cluster[pos] = c;
            out_point[pos] = p;
        }
    }
}

__kernel void kmeans_map_direct(__global const float4 *points, uint n, __global const float4 *centroids, uint k,
                                __global uint *out_cluster, __global uint *out_point, __global uint *counter)
{
    for (uint p = get_global_id(0); p < n; p += get_global_size(0)) {
        out_cluster[p] = kmeans_nearest(points, centroids, k, p);
        out_point[p] = p;
    }
    if (get_global_id(0) == 0) *counter = n;
}

// ---------------------------------------------------------------- scalar product (int)
__kernel void dot_native(__global const int *x, __global const int *y, uint n, __global uint *result)
{
    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) atomic_add(result, (uint)(x[i] * y[i]));
}

void dot_items_(SWATOMIC_CTX_PARAM, __global const int *x, __global const int *y, uint n, __global int *result)
{
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) (void)software_atom_add(result, x[i] * y[i]);
}

__kernel void dot_coordinator(__global const int *x, __global const int *y, uint n, __global int *result,
                              SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(dot_items_(SWATOMIC_CTX, x, y, n, result));
}

// Vector loads, a private sum per work-item, a group reduction, one atomic per group.
// n is a multiple of 4 (the host pads).
__kernel void dot_wg_reduce(__global const int4 *x, __global const int4 *y, uint n4, __global uint *result,
                            __local uint *scratch)
{
    uint acc = 0;
    for (uint i = get_global_id(0); i < n4; i += get_global_size(0)) {
        const uint4 p = as_uint4(x[i] * y[i]);
        acc += p.x + p.y + p.z + p.w;
    }
    const uint total = bench_group_sum(acc, scratch);
    if (get_local_id(0) == 0) atomic_add(result, total);
}

// ---------------------------------------------------------------- string match

__kernel void strmatch_native(__global const uchar *text, uint length, __global const uchar *query, uint m,
                              __global uint *positions, __global uint *counter)
{
    const uint chunks = (length + STRMATCH_CHUNK - 1u) / STRMATCH_CHUNK;
    for (uint c = get_global_id(0); c < chunks; c += get_global_size(0)) {
        STRMATCH_RANGE(c, length, m, begin, end);
        for (uint p = begin; p < end; ++p)
            if (strmatch_at(text, query, m, p)) positions[atomic_inc(counter)] = p;
    }
}

void strmatch_items_(SWATOMIC_CTX_PARAM, __global const uchar *text, uint length, __global const uchar *query, uint m,
                     __global uint *positions, __global uint *counter)
{
    const uint chunks = (length + STRMATCH_CHUNK - 1u) / STRMATCH_CHUNK;
    for (uint c = swatomic_global_id(); c < chunks; c += swatomic_global_size()) {
        STRMATCH_RANGE(c, length, m, begin, end);
        for (uint p = begin; p < end; ++p)
            if (strmatch_at(text, query, m, p)) positions[(uint)software_atom_add(counter, 1)] = p;
    }
}

__kernel void strmatch_coordinator(__global const uchar *text, uint length, __global const uchar *query, uint m,
                                   __global uint *positions, __global uint *counter, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(strmatch_items_(SWATOMIC_CTX, text, length, query, m, positions, counter));
}

// Count, reserve once per group, write: two passes over the chunk.
__kernel void strmatch_wg_aggregate(__global const uchar *text, uint length, __global const uchar *query, uint m,
                                    __global uint *positions, __global uint *counter, __local uint *scratch)
{
    const uint chunks = (length + STRMATCH_CHUNK - 1u) / STRMATCH_CHUNK;
    for (uint base = 0; base < chunks; base += get_global_size(0)) {
        const uint c = base + get_global_id(0);
        uint found = 0;
        uint begin = 0, end = 0;
        if (c < chunks) {
            begin = c * STRMATCH_CHUNK;
            end = min(begin + STRMATCH_CHUNK, length - m + 1u);
            for (uint p = begin; p < end; ++p) found += strmatch_at(text, query, m, p);
        }
        uint pos = bench_group_reserve(counter, found, scratch);
        if (found)
            for (uint p = begin; p < end; ++p)
                if (strmatch_at(text, query, m, p)) positions[pos++] = p;
    }
}
