// Seed 000 / seed 003 histograms. 256 bins over bytes and 65536 bins over 16-bit values, the
// input read as uint4 vectors (16 bytes per load, coalesced). Variants: naive global atomics,
// local-memory privatization, run aggregation per work-item (equal neighbours counted in a
// register: an all-one-bin input then needs almost no atomics), and the coordinator software
// atomic. The host pads inputs to whole uint4s with a value it subtracts from the reference.

#define HIST256_BYTES(w, op) op(((w)) & 255u); op(((w) >> 8) & 255u); op(((w) >> 16) & 255u); op((w) >> 24)
#define HIST64K_HALVES(w, op) op((w) & 0xffffu); op((w) >> 16)

__kernel void hist256_global(__global const uint4 *data, uint n4, __global uint *bins)
{
#define HIST_OP(v) atomic_inc(&bins[v])
    for (uint i = get_global_id(0); i < n4; i += get_global_size(0)) {
        const uint4 w = data[i];
        HIST256_BYTES(w.x, HIST_OP); HIST256_BYTES(w.y, HIST_OP); HIST256_BYTES(w.z, HIST_OP); HIST256_BYTES(w.w, HIST_OP);
    }
#undef HIST_OP
}

__kernel void hist256_local(__global const uint4 *data, uint n4, __global uint *bins, __local uint *local_bins)
{
    for (uint b = get_local_id(0); b < 256u; b += get_local_size(0)) local_bins[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
#define HIST_OP(v) atomic_inc(&local_bins[v])
    for (uint i = get_global_id(0); i < n4; i += get_global_size(0)) {
        const uint4 w = data[i];
        HIST256_BYTES(w.x, HIST_OP); HIST256_BYTES(w.y, HIST_OP); HIST256_BYTES(w.z, HIST_OP); HIST256_BYTES(w.w, HIST_OP);
    }
#undef HIST_OP
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = get_local_id(0); b < 256u; b += get_local_size(0))
        if (local_bins[b]) atomic_add(&bins[b], local_bins[b]);
}

// Local privatization + per-work-item run aggregation.
__kernel void hist256_local_runs(__global const uint4 *data, uint n4, __global uint *bins, __local uint *local_bins)
{
    for (uint b = get_local_id(0); b < 256u; b += get_local_size(0)) local_bins[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint current = 0, run = 0;
#define HIST_OP(v)                                                   \
    do {                                                             \
        const uint v_ = (v);                                         \
        if (v_ == current) {                                         \
            ++run;                                                   \
        } else {                                                     \
            if (run) atomic_add(&local_bins[current], run);          \
            current = v_;                                            \
            run = 1;                                                 \
        }                                                            \
    } while (0)
    for (uint i = get_global_id(0); i < n4; i += get_global_size(0)) {
        const uint4 w = data[i];
        HIST256_BYTES(w.x, HIST_OP); HIST256_BYTES(w.y, HIST_OP); HIST256_BYTES(w.z, HIST_OP); HIST256_BYTES(w.w, HIST_OP);
    }
#undef HIST_OP
    if (run) atomic_add(&local_bins[current], run);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = get_local_id(0); b < 256u; b += get_local_size(0))
        if (local_bins[b]) atomic_add(&bins[b], local_bins[b]);
}

void hist256_items_(SWATOMIC_CTX_PARAM, __global const uint4 *data, uint n4, __global int *bins)
{
#define HIST_OP(v) (void)software_atom_add(&bins[v], 1)
    for (uint i = swatomic_global_id(); i < n4; i += swatomic_global_size()) {
        const uint4 w = data[i];
        HIST256_BYTES(w.x, HIST_OP); HIST256_BYTES(w.y, HIST_OP); HIST256_BYTES(w.z, HIST_OP); HIST256_BYTES(w.w, HIST_OP);
    }
#undef HIST_OP
}

__kernel void hist256_coordinator(__global const uint4 *data, uint n4, __global int *bins, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(hist256_items_(SWATOMIC_CTX, data, n4, bins));
}

__kernel void hist64k_global(__global const uint4 *data, uint n4, __global uint *bins)
{
#define HIST_OP(v) atomic_inc(&bins[v])
    for (uint i = get_global_id(0); i < n4; i += get_global_size(0)) {
        const uint4 w = data[i];
        HIST64K_HALVES(w.x, HIST_OP); HIST64K_HALVES(w.y, HIST_OP); HIST64K_HALVES(w.z, HIST_OP); HIST64K_HALVES(w.w, HIST_OP);
    }
#undef HIST_OP
}

// 64K bins do not fit in local memory: run aggregation straight into global bins.
__kernel void hist64k_global_runs(__global const uint4 *data, uint n4, __global uint *bins)
{
    uint current = 0, run = 0;
#define HIST_OP(v)                                                   \
    do {                                                             \
        const uint v_ = (v);                                         \
        if (v_ == current) {                                         \
            ++run;                                                   \
        } else {                                                     \
            if (run) atomic_add(&bins[current], run);                \
            current = v_;                                            \
            run = 1;                                                 \
        }                                                            \
    } while (0)
    for (uint i = get_global_id(0); i < n4; i += get_global_size(0)) {
        const uint4 w = data[i];
        HIST64K_HALVES(w.x, HIST_OP); HIST64K_HALVES(w.y, HIST_OP); HIST64K_HALVES(w.z, HIST_OP); HIST64K_HALVES(w.w, HIST_OP);
    }
#undef HIST_OP
    if (run) atomic_add(&bins[current], run);
}

void hist64k_items_(SWATOMIC_CTX_PARAM, __global const uint4 *data, uint n4, __global int *bins)
{
#define HIST_OP(v) (void)software_atom_add(&bins[v], 1)
    for (uint i = swatomic_global_id(); i < n4; i += swatomic_global_size()) {
        const uint4 w = data[i];
        HIST64K_HALVES(w.x, HIST_OP); HIST64K_HALVES(w.y, HIST_OP); HIST64K_HALVES(w.z, HIST_OP); HIST64K_HALVES(w.w, HIST_OP);
    }
#undef HIST_OP
}

__kernel void hist64k_coordinator(__global const uint4 *data, uint n4, __global int *bins, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(hist64k_items_(SWATOMIC_CTX, data, n4, bins));
}
