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

#endif  // BENCH_COMMON_CL
