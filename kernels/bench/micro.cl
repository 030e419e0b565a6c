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
