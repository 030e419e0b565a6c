// Seed 002 micro-benchmarks. Fig. 8: every work-item atomically adds its global id to one
// variable (no other memory traffic). Fig. 9: the same plus a store that depends on the
// atomic's returned value. Variants: native atomic_add, the coordinator software atomic
// (software_atom_add), and work-group aggregation (one atomic per group).

__kernel void fig8_native(__global uint *variable)
{
    atomic_add(variable, (uint)get_global_id(0));
}

__kernel void fig8_coordinator(__global int *variable, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN((void)software_atom_add(variable, (int)swatomic_global_id()));
}

__kernel void fig8_wg_aggregate(__global uint *variable, __local uint *scratch)
{
    const uint total = bench_group_sum((uint)get_global_id(0), scratch);
    if (get_local_id(0) == 0) atomic_add(variable, total);
}

__kernel void fig9_native(__global uint *variable, __global uint *old_values)
{
    const uint gid = get_global_id(0);
    old_values[gid] = atomic_add(variable, gid);
}

__kernel void fig9_coordinator(__global int *variable, __global int *old_values, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(old_values[swatomic_global_id()] = software_atom_add(variable, (int)swatomic_global_id()));
}

// Each work-item still gets the value an atomic_add of its own would have returned:
// group base (one atomic) + the exclusive prefix of the ids before it in the group.
__kernel void fig9_wg_aggregate(__global uint *variable, __global uint *old_values, __local uint *scratch)
{
    const uint gid = get_global_id(0);
    old_values[gid] = bench_group_reserve(variable, gid, scratch);
}

// Data-dependent addresses (experiment datadep): warp w, i.e. the 32 consecutive work-items
// 32w..32w+31, adds to variables[warp_keys[w]], the key read at run time from a buffer the host
// filled with random indices below K, so the compiler cannot prove the address uniform and
// combine the native atomics. Every work-item adds its global id and stores the returned old
// value (as in Fig. 9). A key of DD_NO_CALL makes the warp call nothing (the K = 0 rows: what a
// launch costs with no request at all).
#define DD_WARP 32u
#define DD_NO_CALL 0xffffffffu

__kernel void dd_native(__global uint *variables, __global const uint *warp_keys, __global uint *old_values)
{
    const uint gid = get_global_id(0);
    const uint key = warp_keys[gid / DD_WARP];
    if (key != DD_NO_CALL) old_values[gid] = atomic_add(&variables[key], gid);
}

__kernel void dd_coordinator(__global int *variables, __global const uint *warp_keys, __global int *old_values,
                             SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(const uint key = warp_keys[swatomic_global_id() / DD_WARP];
                 if (key != DD_NO_CALL) old_values[swatomic_global_id()] =
                     software_atom_add(&variables[key], (int)swatomic_global_id()));
}

// The hand-written aggregate of a programmer who knows the layout: an inclusive scan over each
// run of 32 work-items in local memory, one atomic_add per run, old = base + exclusive prefix.
// Needs a local size that is a multiple of 32. scratch: local_size uints.
__kernel void dd_warp_aggregate(__global uint *variables, __global const uint *warp_keys, __global uint *old_values,
                                __local uint *scratch)
{
    const uint gid = get_global_id(0);
    const uint lid = get_local_id(0);
    const uint lane = lid % DD_WARP;
    scratch[lid] = gid;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint offset = 1; offset < DD_WARP; offset <<= 1) {
        const uint add = lane >= offset ? scratch[lid - offset] : 0u;
        barrier(CLK_LOCAL_MEM_FENCE);
        scratch[lid] += add;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    const uint inclusive = scratch[lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lane == DD_WARP - 1u) scratch[lid] = atomic_add(&variables[warp_keys[gid / DD_WARP]], inclusive);
    barrier(CLK_LOCAL_MEM_FENCE);
    old_values[gid] = scratch[lid | (DD_WARP - 1u)] + inclusive - gid;
}

// Round trip: one wave (the first 32 work-items) makes `reps` requests in a row, each operand
// depending on the previous old value (always 1: the variable stays below 2^31), and records the
// device clock's ns around its loop (0 where the kernels read no clock). With `busy` != 0 every
// other work-item meanwhile runs a dependent chain of `busy` loads and stores on its own word.
#define RT_WAVE 32u

void rt_busy_(__global volatile uint *own, uint busy)
{
    for (uint i = 0; i < busy; ++i) *own = *own * 3u + 1u;
}

__kernel void rt_native(__global uint *variable, __global uint *scratch, __global ulong *elapsed, uint reps, uint busy)
{
    const uint gid = get_global_id(0);
    if (gid >= RT_WAVE) {
        rt_busy_(&scratch[gid], busy);
        return;
    }
    const ulong t0 = swatomic_clock_ns();
    uint old = 0;
    for (uint i = 0; i < reps; ++i) old = atomic_add(variable, 1u + (old >> 31));
    const ulong t1 = swatomic_clock_ns();
    scratch[gid] = old;
    if (gid == 0) elapsed[0] = t1 - t0;
}

void rt_coordinator_body_(SWATOMIC_CTX_PARAM, __global int *variable, __global uint *scratch, __global ulong *elapsed,
                          uint reps, uint busy)
{
    const uint gid = swatomic_global_id();
    if (gid >= RT_WAVE) {
        rt_busy_(&scratch[gid], busy);
        return;
    }
    const ulong t0 = swatomic_clock_ns();
    uint old = 0;
    for (uint i = 0; i < reps; ++i) old = (uint)software_atom_add(variable, (int)(1u + (old >> 31)));
    const ulong t1 = swatomic_clock_ns();
    scratch[gid] = old;
    if (gid == 0) elapsed[0] = t1 - t0;
}

__kernel void rt_coordinator(__global int *variable, __global uint *scratch, __global ulong *elapsed, uint reps,
                             uint busy, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(rt_coordinator_body_(SWATOMIC_CTX, variable, scratch, elapsed, reps, busy));
}
