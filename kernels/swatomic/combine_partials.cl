// The kernels of swatomic::PartialsCombiner (include/swatomic/accumulate.hpp): the second half of
// the accumulators' _store flushes, which leave one row of partial results per work-group.
//   destination[offset + j] += partials[0 * count + j] + partials[1 * count + j] + ...
// A work-group takes `width` consecutive columns j (at most its local size, itself at most
// SWATOMIC_COMBINE_MAX_LOCAL) and adds them with swatomic_columns_add_<S> (columns_add.cl, which
// must come first). The order of the additions depends only on (groups, count, width, local
// size), so float sums are the same in every run. No atomic: each column has one writer.
#ifndef SWATOMIC_COMBINE_PARTIALS_CL
#define SWATOMIC_COMBINE_PARTIALS_CL

#ifndef SWATOMIC_COLUMNS_ADD_CL
#error "combine_partials.cl needs columns_add.cl in front of it (swatomic::PartialsCombiner puts it there)"
#endif

#define SWATOMIC_COMBINE_MAX_LOCAL 256

#define SWATOMIC_DEFINE_COMBINE_(T, S)                                                                \
    __kernel void swatomic_combine_partials_##S(__global const T *partials, uint groups, uint count,  \
                                                uint width, __global T *destination, ulong offset)     \
    {                                                                                                 \
        __local T sums[SWATOMIC_COMBINE_MAX_LOCAL];                                                   \
        const uint first = (uint)get_group_id(0) * width;                                            \
        swatomic_columns_add_##S(partials, groups, count, first, min(width, count - first),          \
                                 (uint)get_local_id(0), (uint)get_local_size(0), sums, destination + offset); \
    }

SWATOMIC_DEFINE_COMBINE_(int, int)
SWATOMIC_DEFINE_COMBINE_(uint, uint)
SWATOMIC_DEFINE_COMBINE_(long, long)
SWATOMIC_DEFINE_COMBINE_(ulong, ulong)
SWATOMIC_DEFINE_COMBINE_(float, float)
#if defined(cl_khr_fp64) || defined(SWATOMIC_HAVE_FP64)
SWATOMIC_DEFINE_COMBINE_(double, double)
#endif

#endif  // SWATOMIC_COMBINE_PARTIALS_CL
