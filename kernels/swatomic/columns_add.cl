// Adding rows of partial results column by column, without any atomic: what the epilogue's
// swatomic_rows_merge_<S> (accumulate_common.cl) and swatomic::PartialsCombiner's kernel
// (combine_partials.cl) both do, for a work-group's share of the columns.
//   void swatomic_columns_add_<S>(__global const T *rows, uint row_count, uint row_length,
//                                 uint first, uint cols, uint lid, uint L, __local T *sums,
//                                 __global T *out)
// adds out[first + c] += rows[0][first + c] + ... + rows[row_count - 1][first + c] for c < cols
// (cols <= L, the group's L work-items; lid: the caller's linear id). The work-items split the
// rows into up to 32 ways per column with eight loads in flight each (with two, a merge of rows
// of 1 GiB's bins was latency-bound: docs/PERFORMANCE.md, "Rows merged by the coordinators'
// epilogue"); then one work-item a column adds the ways in way order, so every sum is added in
// the same order in every run of the same (row_count, cols, L). `sums`: L elements. Uniform
// control flow (two barriers); each column must have this one writer.
// S = int uint long ulong float, double where the device has fp64.
#ifndef SWATOMIC_COLUMNS_ADD_CL
#define SWATOMIC_COLUMNS_ADD_CL

#define SWATOMIC_COLUMNS_MAX_WAYS 32u

#define SWATOMIC_DEFINE_COLUMNS_ADD_(T, S)                                                            \
    void swatomic_columns_add_##S(__global const T *rows, uint row_count, uint row_length, uint first, \
                                  uint cols, uint lid, uint L, __local T *sums, __global T *out)      \
    {                                                                                                 \
        const uint ways = min(L / cols, SWATOMIC_COLUMNS_MAX_WAYS);                                   \
        const uint col = lid % cols, way = lid / cols;                                                \
        if (way < ways) {                                                                             \
            __global const T *column = rows + first + col;                                            \
            T s = (T)0;                                                                               \
            uint r = way;                                                                             \
            for (; r + 7u * ways < row_count; r += 8u * ways) {                                       \
                T v[8];                                                                               \
                for (uint k = 0; k < 8u; ++k) v[k] = column[(size_t)(r + k * ways) * row_length];     \
                for (uint k = 0; k < 8u; ++k) s += v[k];                                              \
            }                                                                                         \
            for (; r < row_count; r += ways) s += column[(size_t)r * row_length];                     \
            sums[lid] = s;                                                                            \
        }                                                                                             \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        if (lid < cols) {                                                                             \
            T total = out[first + col];                                                               \
            for (uint k = 0; k < ways; ++k) total += sums[k * cols + col];                            \
            out[first + col] = total;                                                                 \
        }                                                                                             \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
    }

SWATOMIC_DEFINE_COLUMNS_ADD_(int, int)
SWATOMIC_DEFINE_COLUMNS_ADD_(uint, uint)
SWATOMIC_DEFINE_COLUMNS_ADD_(long, long)
SWATOMIC_DEFINE_COLUMNS_ADD_(ulong, ulong)
SWATOMIC_DEFINE_COLUMNS_ADD_(float, float)
#if defined(cl_khr_fp64) || defined(SWATOMIC_HAVE_FP64)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
SWATOMIC_DEFINE_COLUMNS_ADD_(double, double)
#endif

#endif  // SWATOMIC_COLUMNS_ADD_CL
