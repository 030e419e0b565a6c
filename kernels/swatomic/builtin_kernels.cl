// Kernels the library itself launches (include/swatomic/builtin.hpp). They use the same
// interface a user kernel does, so they double as its reference usage.
#ifndef SWATOMIC_BUILTIN_KERNELS_CL
#define SWATOMIC_BUILTIN_KERNELS_CL

#define SWATOMIC_INDEXED_ADD_USE_MASK 1u   // only items with active[i] != 0 take part
#define SWATOMIC_INDEXED_ADD_WRITE_OLD 2u  // store each item's returned old value

// Item i: old_values[i] = software_atom_add(&variables[targets[i]], increments[i]).
// Grid-stride loop, so any item count runs on the co-resident groups; with a mask the callers
// diverge inside a wavefront, and consecutive items of one wavefront may target any variables.
void swatomic_indexed_add_items_(SWATOMIC_CTX_PARAM, __global int *variables,
                                 __global const uint *targets, __global const int *increments,
                                 __global int *old_values, __global const uchar *active,
                                 uint count, uint flags)
{
    for (uint i = swatomic_global_id(); i < count; i += swatomic_global_size()) {
        if ((flags & SWATOMIC_INDEXED_ADD_USE_MASK) && active[i] == 0) continue;
        const int old = software_atom_add(&variables[targets[i]], increments[i]);
        if (flags & SWATOMIC_INDEXED_ADD_WRITE_OLD) old_values[i] = old;
    }
}

__kernel void swatomic_indexed_add(__global int *variables, __global const uint *targets,
                                   __global const int *increments, __global int *old_values,
                                   __global const uchar *active, uint count, uint flags,
                                   SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(swatomic_indexed_add_items_(SWATOMIC_CTX, variables, targets, increments,
                                             old_values, active, count, flags));
}

// Co-residency check: every group announces itself, then waits (budgeted) until all groups
// have. It succeeds only if all groups run at the same time, which is what the coordinator
// needs; arrived[] is zero on entry, status[g] = 1 on success, 2 when the budget ran out.
// `padding` lets the caller give it the local memory footprint of another kernel.
__kernel void swatomic_residency_check(__global volatile uint *arrived, __global uint *status,
                                       uint poll_budget, __local uint *padding)
{
    const uint group = get_group_id(0);
    const uint groups = get_num_groups(0);
    if (get_local_id(0) == 0) {
        padding[0] = group;
        arrived[group] = 1;
        uint result = 2;
        for (uint poll = 0; poll < poll_budget; ++poll) {
            uint count = 0;
            for (uint g = 0; g < groups; ++g) count += arrived[g];
            if (count == groups) {
                result = 1;
                break;
            }
        }
        status[group] = result + (padding[0] != group);  // keeps padding alive
    }
}

#endif  // SWATOMIC_BUILTIN_KERNELS_CL
