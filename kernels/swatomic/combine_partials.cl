// The kernels of swatomic::PartialsCombiner (include/swatomic/accumulate.hpp): the second half of
// the accumulators' _store flushes, which leave one row of partial results per work-group.
//   destination[offset + j] += partials[0 * count + j] + partials[1 * count + j] + ...
// A work-group takes `width` consecutive columns j (a power of two; its local size a power-of-two
// multiple of width, at most SWATOMIC_COMBINE_MAX_LOCAL), and each column's local size / width
// lanes: lane r sums rows r, r + lanes, ..., then the lanes' sums meet in a tree. The order of
// the additions depends only on (groups, count, width, local size), so float sums are the same in
// every run. No atomic: each column has one writer.
#ifndef SWATOMIC_COMBINE_PARTIALS_CL
#define SWATOMIC_COMBINE_PARTIALS_CL

#define SWATOMIC_COMBINE_MAX_LOCAL 256

#if defined(cl_khr_fp64) || defined(SWATOMIC_HAVE_FP64)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define SWATOMIC_COMBINE_F64_(X) X(double, double)
#else
#define SWATOMIC_COMBINE_F64_(X)
#endif

#define SWATOMIC_DEFINE_COMBINE_(T, S)                                                                \
    __kernel void swatomic_combine_partials_##S(__global const T *partials, uint groups, uint count,  \
                                                uint width, __global T *destination, ulong offset)     \
    {                                                                                                 \
        __local T sums[SWATOMIC_COMBINE_MAX_LOCAL];                                                   \
        const uint id = (uint)get_local_id(0), lanes = (uint)get_local_size(0) / width;              \
        const uint column = (uint)get_group_id(0) * width + id % width, lane = id / width;            \
        T sum = (T)0;                                                                                 \
        if (column < count)                                                                           \
            for (uint g = lane; g < groups; g += lanes) sum += partials[(size_t)g * count + column];  \
        sums[id] = sum;                                                                               \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        for (uint step = lanes / 2u; step > 0u; step /= 2u) {                                         \
            if (lane < step) sums[id] += sums[id + step * width];                                     \
            barrier(CLK_LOCAL_MEM_FENCE);                                                             \
        }                                                                                             \
        if (lane == 0u && column < count) destination[offset + column] += sums[id];                   \
    }

SWATOMIC_DEFINE_COMBINE_(int, int)
SWATOMIC_DEFINE_COMBINE_(uint, uint)
SWATOMIC_DEFINE_COMBINE_(long, long)
SWATOMIC_DEFINE_COMBINE_(ulong, ulong)
SWATOMIC_DEFINE_COMBINE_(float, float)
SWATOMIC_COMBINE_F64_(SWATOMIC_DEFINE_COMBINE_)

#endif  // SWATOMIC_COMBINE_PARTIALS_CL
