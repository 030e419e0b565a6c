// Seed 000 SpMV, y = A x over int values (exact, so every variant is checked bit for bit).
// COO (row-sorted triples): a native atomic per non-zero, the coordinator software atomic, and
// run aggregation (each work-item sums a contiguous slice of non-zeros and adds once per row it
// touches). CSR: one work-item per row, no atomics (the seed's baseline).

__kernel void spmv_coo_native(__global const uint *rows, __global const uint *cols, __global const int *vals,
                              uint nnz, __global const int *x, __global uint *y)
{
    for (uint i = get_global_id(0); i < nnz; i += get_global_size(0))
        atomic_add(&y[rows[i]], (uint)(vals[i] * x[cols[i]]));
}

void spmv_coo_items_(SWATOMIC_CTX_PARAM, __global const uint *rows, __global const uint *cols, __global const int *vals,
                     uint nnz, __global const int *x, __global int *y)
{
    for (uint i = swatomic_global_id(); i < nnz; i += swatomic_global_size())
        (void)software_atom_add(&y[rows[i]], vals[i] * x[cols[i]]);
}

__kernel void spmv_coo_coordinator(__global const uint *rows, __global const uint *cols, __global const int *vals,
                                   uint nnz, __global const int *x, __global int *y, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(spmv_coo_items_(SWATOMIC_CTX, rows, cols, vals, nnz, x, y));
}

// Slice of `per_item` consecutive non-zeros per work-item; a row's partial sum is flushed with
// one atomic when the row changes.
__kernel void spmv_coo_runs(__global const uint *rows, __global const uint *cols, __global const int *vals,
                            uint nnz, __global const int *x, __global uint *y, uint per_item)
{
    const uint slices = (nnz + per_item - 1u) / per_item;
    for (uint s = get_global_id(0); s < slices; s += get_global_size(0)) {
        const uint begin = s * per_item;
        const uint end = min(begin + per_item, nnz);
        uint row = rows[begin];
        uint acc = 0;
        for (uint i = begin; i < end; ++i) {
            const uint r = rows[i];
            if (r != row) {
                atomic_add(&y[row], acc);
                row = r;
                acc = 0;
            }
            acc += (uint)(vals[i] * x[cols[i]]);
        }
        atomic_add(&y[row], acc);
    }
}

__kernel void spmv_csr(__global const uint *row_start, __global const uint *cols, __global const int *vals,
                       uint row_count, __global const int *x, __global uint *y)
{
    for (uint r = get_global_id(0); r < row_count; r += get_global_size(0)) {
        uint acc = 0;
        for (uint i = row_start[r]; i < row_start[r + 1]; ++i) acc += (uint)(vals[i] * x[cols[i]]);
        y[r] = acc;
    }
}
