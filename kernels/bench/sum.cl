// Seed 000 summation: n uints summed into C counters (C = 1 or a few; element i goes to
// counter i % C, C a power of two <= 16). Variants: a native atomic per element, the coordinator
// software atomic per element, and a work-group reduction (uint4 loads, private partial sums,
// one atomic per counter per group). n is a multiple of 4 (the host pads with zeros).

__kernel void sum_native(__global const uint *data, uint n, __global uint *counters, uint counter_mask)
{
    for (uint i = get_global_id(0); i < n; i += get_global_size(0)) atomic_add(&counters[i & counter_mask], data[i]);
}

void sum_items_(SWATOMIC_CTX_PARAM, __global const uint *data, uint n, __global int *counters, uint counter_mask)
{
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())
        (void)software_atom_add(&counters[i & counter_mask], (int)data[i]);
}

__kernel void sum_coordinator(__global const uint *data, uint n, __global int *counters, uint counter_mask,
                              SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(sum_items_(SWATOMIC_CTX, data, n, counters, counter_mask));
}

// The global size is a multiple of 4, so with C <= 16 element 4*i+k of every vector a work-item
// reads goes to counter (4*gid + k) % C: four private partials, fixed per work-item.
__kernel void sum_wg_reduce(__global const uint4 *data, uint n4, __global uint *counters, uint counter_mask,
                            __local uint *scratch)
{
    uint4 acc = (uint4)(0u);
    const uint stride = get_global_size(0);
    uint i = get_global_id(0);
    // Two loads in flight per iteration.
    for (; i + stride < n4; i += 2 * stride) acc += data[i] + data[i + stride];
    if (i < n4) acc += data[i];
    if (counter_mask == 0) {
        const uint total = bench_group_sum(acc.x + acc.y + acc.z + acc.w, scratch);
        if (get_local_id(0) == 0) atomic_add(counters, total);
        return;
    }
    // A few counters: local atomics per work-item (4 each), then one global atomic per counter.
    __local uint *partial = scratch;  // counter_mask + 1 <= 16 entries
    if (get_local_id(0) <= counter_mask) partial[get_local_id(0)] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    const uint first = (4u * (uint)get_global_id(0)) & counter_mask;
    atomic_add(&partial[first], acc.x);
    atomic_add(&partial[(first + 1u) & counter_mask], acc.y);
    atomic_add(&partial[(first + 2u) & counter_mask], acc.z);
    atomic_add(&partial[(first + 3u) & counter_mask], acc.w);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) <= counter_mask && partial[get_local_id(0)]) atomic_add(&counters[get_local_id(0)], partial[get_local_id(0)]);
}
