// swatomic accumulators: what accumulate_sum.cl, accumulate_bins.cl and accumulate_by_key.cl
// share. An accumulator keeps a work-item's or a work-group's partial results across the
// kernel's whole loop and writes them out once (the flush), so a group issues a handful of
// global atomics instead of one per element (docs/VARIANTS.md, "Accumulators").
//   - swatomic_local_add_<S>: add to a __local word (native where the device has it, else a
//     budgeted CAS loop that reports SWATOMIC_VARIANT_ERR_CAS_BUDGET),
//   - swatomic_group_sum_<S>: the work-group's sum of one value per work-item,
//   - swatomic_acc_group_row_: a group's row in a partials buffer (the _store flushes, which
//     use no atomic at all; a swatomic::PartialsCombiner adds the rows up afterwards),
//   - SWATOMIC_ACC_SOFTWARE: defined where the coordinator's posted adds (software_atom.cl)
//     exist, for the _software flushes called inside SWATOMIC_RUN,
//   - swatomic_rows_merge_<S>: a SWATOMIC_RUN_THEN epilogue that adds rows of partials.
// Types S: int uint long ulong float double, as for the variants. Needs reduce_common.cl and
// columns_add.cl.
#ifndef SWATOMIC_ACCUMULATE_COMMON_CL
#define SWATOMIC_ACCUMULATE_COMMON_CL

#ifndef SWATOMIC_REDUCE_COMMON_CL
#error "accumulate_common.cl needs reduce_common.cl in front of it (swatomic::accumulator_source() puts it there)"
#endif
#ifndef SWATOMIC_COLUMNS_ADD_CL
#error "accumulate_common.cl needs columns_add.cl in front of it (swatomic::accumulator_source() puts it there)"
#endif

// Native float/double add on __local words: OpenCL C 2.0+ with cl_ext_float_atomics' macros.
#if !defined(SWATOMIC_FORCE_CAS) && defined(__OPENCL_C_VERSION__) && __OPENCL_C_VERSION__ >= 200 && \
    defined(__opencl_c_ext_fp32_local_atomic_add)
#define SWATOMIC_NATIVE_LOCAL_FLOAT_ADD 1
#endif
#if !defined(SWATOMIC_FORCE_CAS) && defined(__OPENCL_C_VERSION__) && __OPENCL_C_VERSION__ >= 200 && \
    defined(__opencl_c_ext_fp64_local_atomic_add) && defined(SWATOMIC_VARIANTS_FP64)
#define SWATOMIC_NATIVE_LOCAL_DOUBLE_ADD 1
#endif

void swatomic_local_add_int(swatomic_variant_ctx_t *ctx, __local int *p, int v)
{
    (void)ctx;
    (void)atomic_add((volatile __local int *)p, v);
}

void swatomic_local_add_uint(swatomic_variant_ctx_t *ctx, __local uint *p, uint v)
{
    (void)ctx;
    (void)atomic_add((volatile __local uint *)p, v);
}

// A budgeted CAS loop on the bit pattern (bit equality, so NaN and -0.0 do not make it spin).
#define SWATOMIC_DEFINE_LOCAL_CAS_ADD_(T, S, U, AS_U, AS_T, CMPXCHG)                                  \
    void swatomic_local_cas_add_##S(swatomic_variant_ctx_t *ctx, __local T *p, T v)                   \
    {                                                                                                 \
        volatile __local U *word = (volatile __local U *)p;                                           \
        U seen = *word;                                                                               \
        for (uint tries = 0; tries < SWATOMIC_CAS_BUDGET; ++tries) {                                  \
            const U expected = seen;                                                                  \
            seen = CMPXCHG(word, expected, AS_U(AS_T(expected) + v));                                 \
            if (seen == expected) return;                                                             \
        }                                                                                             \
        swatomic_variant_fail_(ctx, SWATOMIC_VARIANT_ERR_CAS_BUDGET);                                 \
    }

SWATOMIC_DEFINE_LOCAL_CAS_ADD_(float, float, uint, as_uint, as_float, atomic_cmpxchg)

void swatomic_local_add_float(swatomic_variant_ctx_t *ctx, __local float *p, float v)
{
#if defined(SWATOMIC_NATIVE_LOCAL_FLOAT_ADD)
    (void)ctx;
    (void)atomic_fetch_add_explicit((volatile __local atomic_float *)p, v, memory_order_relaxed,
                                    memory_scope_work_group);
#else
    swatomic_local_cas_add_float(ctx, p, v);
#endif
}

#if defined(SWATOMIC_VARIANTS_INT64)
void swatomic_local_add_long(swatomic_variant_ctx_t *ctx, __local long *p, long v)
{
    (void)ctx;
    (void)atom_add((volatile __local long *)p, v);
}

void swatomic_local_add_ulong(swatomic_variant_ctx_t *ctx, __local ulong *p, ulong v)
{
    (void)ctx;
    (void)atom_add((volatile __local ulong *)p, v);
}
#endif

#if defined(SWATOMIC_VARIANTS_FP64)
SWATOMIC_DEFINE_LOCAL_CAS_ADD_(double, double, ulong, as_ulong, as_double, atom_cmpxchg)

void swatomic_local_add_double(swatomic_variant_ctx_t *ctx, __local double *p, double v)
{
#if defined(SWATOMIC_NATIVE_LOCAL_DOUBLE_ADD)
    (void)ctx;
    (void)atomic_fetch_add_explicit((volatile __local atomic_double *)p, v, memory_order_relaxed,
                                    memory_scope_work_group);
#else
    swatomic_local_cas_add_double(ctx, p, v);
#endif
}
#endif

uint swatomic_acc_linear_id_(void)
{
    return (uint)(get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2)));
}

uint swatomic_acc_linear_size_(void)
{
    return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

// The work-group's row in a partials buffer (the _store flushes): its linear group index.
uint swatomic_acc_group_row_(void)
{
    return (uint)(get_group_id(0) + get_num_groups(0) * (get_group_id(1) + get_num_groups(1) * get_group_id(2)));
}

// The work-group's sum of `value`, returned to every work-item.
// A tree over the next power of two of the group size in `scratch` (SWATOMIC_VARIANT_SCRATCH_ULONGS
// ulongs), the shape of a hand-written group reduction. Uniform control flow (barriers).
#define SWATOMIC_DEFINE_GROUP_SUM_(T, S)                                                              \
    T swatomic_group_sum_##S(__local ulong *scratch, T value)                                         \
    {                                                                                                 \
        __local T *s = (__local T *)scratch;                                                          \
        const uint id = swatomic_acc_linear_id_();                                                    \
        const uint n = swatomic_acc_linear_size_();                                                   \
        s[id] = value;                                                                                \
        barrier(CLK_LOCAL_MEM_FENCE);                                                                 \
        uint width = 1;                                                                               \
        while (width < n) width <<= 1;                                                                \
        for (uint step = width >> 1; step > 0; step >>= 1) {                                          \
            if (id < step && id + step < n) s[id] += s[id + step];                                    \
            barrier(CLK_LOCAL_MEM_FENCE);                                                             \
        }                                                                                             \
        const T total = s[0];                                                                         \
        barrier(CLK_LOCAL_MEM_FENCE); /* the caller may reuse scratch at once */                      \
        return total;                                                                                 \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_GROUP_SUM_)

// The _software flushes post the coordinator's software adds (swatomic_post_add_<S>: no old
// value; programs with the coordinator library only, the caller has SWATOMIC_CTX in scope).
#if defined(SWATOMIC_SOFTWARE_ATOM_CL)
#define SWATOMIC_ACC_SOFTWARE 1
#define SWATOMIC_ACC_SOFTWARE_TYPES(X)                                        \
    X(int, int) X(uint, uint) X(float, float) SWATOMIC_VARIANT_TYPES_I64_(X) \
        SWATOMIC_ACC_SOFTWARE_F64_(X)
#if defined(SWATOMIC_VARIANTS_FP64) && defined(cl_khr_fp64)
#define SWATOMIC_ACC_SOFTWARE_F64_(X) X(double, double)
#else
#define SWATOMIC_ACC_SOFTWARE_F64_(X)
#endif

// swatomic_rows_merge_<S>, for an epilogue (SWATOMIC_RUN_THEN): out[j] += rows[0][j] + ... +
// rows[row_count - 1][j] for every j below row_length (rows: row_count x row_length elements,
// e.g. a row per requesting group from swatomic_bins_store_row_<S>); plain loads and stores, no
// atomic. Each epilogue group adds a contiguous share of the columns, L at a time
// (swatomic_columns_add_<S>, in the coordinators' scratch, free by then), so every sum is added
// in the same order in every run of the same launch shape.
#define SWATOMIC_DEFINE_ROWS_MERGE_(T, S)                                                             \
    void swatomic_rows_merge_##S(SWATOMIC_CTX_PARAM, __global const T *rows, uint row_count,         \
                                 uint row_length, __global T *out)                                   \
    {                                                                                                 \
        const uint L = swatomic_acc_linear_size_(), lid = swatomic_acc_linear_id_();                 \
        const uint share = (row_length + swatomic_epilogue_groups() - 1u) / swatomic_epilogue_groups(); \
        const uint begin = min(swatomic_epilogue_group() * share, row_length);                       \
        const uint end = min(begin + share, row_length);                                             \
        for (uint first = begin; first < end; first += L)                                            \
            swatomic_columns_add_##S(rows, row_count, row_length, first, min(end - first, L), lid, L, \
                                     (__local T *)SWATOMIC_CTX->scratch, out);                        \
    }
SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_ROWS_MERGE_)
#endif

#endif  // SWATOMIC_ACCUMULATE_COMMON_CL
