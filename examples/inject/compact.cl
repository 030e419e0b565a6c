// Stream compaction: every positive input is appended to `out`. software_atom_add returns the
// counter's old value, so each work-item gets its own output position (like atomic_add, but no
// hardware atomic on global memory is involved).
__kernel void compact_positive(__global const int *in, uint n, __global int *out, __global int *count,
                               SWATOMIC_KERNEL_PARAMS)  // always last: the runtime binds these
{
    SWATOMIC_RUN(
        for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) {
            if (in[i] > 0) out[software_atom_add(count, 1)] = in[i];
        });
}
