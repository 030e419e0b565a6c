// swatomic collision-reduction variants: what every reduce_*.cl shares. Needs subgroup.cl.
//   - the context (local scratch + status word) every variant takes,
//   - per type (int uint long ulong float double): bit casts for shuffles and the atomic add
//     that returns the old value (native where the device has it, else a budgeted CAS loop),
//   - swatomic_peer_add_<type>: the one reduction all sub-group variants end in.
#ifndef SWATOMIC_REDUCE_COMMON_CL
#define SWATOMIC_REDUCE_COMMON_CL

// Status codes written to the context's status word (first error wins); mirrored in
// include/swatomic/variants.hpp.
#define SWATOMIC_VARIANT_OK 0u
#define SWATOMIC_VARIANT_ERR_CAS_BUDGET 1u  // a CAS loop ran out of SWATOMIC_CAS_BUDGET tries

// Attempts one CAS loop makes before it gives up. A failing CAS means another work-item's
// update landed, so the loop is lock-free and needs far fewer tries in practice; the budget
// only turns a broken device or a livelock into an error instead of a hang.
#ifndef SWATOMIC_CAS_BUDGET
#define SWATOMIC_CAS_BUDGET (1u << 20)
#endif

// 64-bit integer atomics (long, ulong, and the CAS loop of double) need
// cl_khr_int64_base_atomics. SWATOMIC_HAVE_INT64_ATOMICS / SWATOMIC_HAVE_FP64 come from
// swatomic::variant_defines() (the device's extension string), in case a compiler does not
// define the extension macros.
#if defined(cl_khr_int64_base_atomics) || defined(SWATOMIC_HAVE_INT64_ATOMICS)
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#define SWATOMIC_VARIANTS_INT64 1
#elif !defined(SWATOMIC_VARIANTS_NO_INT64)
#error "swatomic variants for long, ulong and double need cl_khr_int64_base_atomics, which this device does not report; build with -DSWATOMIC_VARIANTS_NO_INT64 to use int, uint and float only"
#endif

#if defined(SWATOMIC_VARIANTS_INT64) && (defined(cl_khr_fp64) || defined(SWATOMIC_HAVE_FP64))
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define SWATOMIC_VARIANTS_FP64 1
#elif defined(SWATOMIC_VARIANTS_INT64) && !defined(SWATOMIC_VARIANTS_NO_FP64)
#error "swatomic double variants need cl_khr_fp64, which this device does not report; build with -DSWATOMIC_VARIANTS_NO_FP64 to leave them out"
#endif

// Native float atomics: NVIDIA PTX (atom.global.add.f32 / .f64, sm_60+; the NV path needs
// sm_70), or OpenCL C 2.0+ with cl_ext_float_atomics' feature macros (build with -cl-std=CL3.0).
// SWATOMIC_FORCE_CAS uses the CAS loop everywhere (tests, comparisons).
#if !defined(SWATOMIC_FORCE_CAS) && defined(SWATOMIC_NV_PTX)
#define SWATOMIC_NATIVE_FLOAT_ADD_PTX 1
#define SWATOMIC_NATIVE_DOUBLE_ADD_PTX 1
#endif
#if !defined(SWATOMIC_FORCE_CAS) && !defined(SWATOMIC_NV_PTX) && defined(__OPENCL_C_VERSION__) && \
    __OPENCL_C_VERSION__ >= 200 && defined(__opencl_c_ext_fp32_global_atomic_add)
#define SWATOMIC_NATIVE_FLOAT_ADD_EXT 1
#endif
#if !defined(SWATOMIC_FORCE_CAS) && !defined(SWATOMIC_NV_PTX) && defined(__OPENCL_C_VERSION__) && \
    __OPENCL_C_VERSION__ >= 200 && defined(__opencl_c_ext_fp64_global_atomic_add) && defined(SWATOMIC_VARIANTS_FP64)
#define SWATOMIC_NATIVE_DOUBLE_ADD_EXT 1
#endif

// Every variant takes a pointer to one of these; make it with swatomic_variant_context().
typedef struct {
    __local ulong *scratch;          // SWATOMIC_VARIANT_SCRATCH_ULONGS(local size) ulongs
    __global volatile uint *status;  // first SWATOMIC_VARIANT_ERR_* of the launch; may be 0
} swatomic_variant_ctx_t;

swatomic_variant_ctx_t swatomic_variant_context(__local ulong *scratch, __global volatile uint *status)
{
    swatomic_variant_ctx_t ctx;
    ctx.scratch = scratch;
    ctx.status = status;
    return ctx;
}

void swatomic_variant_fail_(swatomic_variant_ctx_t *ctx, uint code)
{
    if (ctx->status != 0) atomic_cmpxchg(ctx->status, SWATOMIC_VARIANT_OK, code);
}

// ------------------------------------------------------------- per-type adapters
// swatomic_bits_<S>: value -> ulong bit pattern (for shuffles); swatomic_unbits_<S>: back.
// swatomic_shuffle_<S>: shuffle one value (32-bit types move 32 bits on hardware backends).
// swatomic_atomic_add_old_<S>: atomic add returning the old value.

#define SWATOMIC_DEFINE_SHUFFLE_32_(T, S, TO_U, FROM_U)                                              \
    ulong swatomic_bits_##S(T v) { return (ulong)TO_U(v); }                                          \
    T swatomic_unbits_##S(ulong b) { return FROM_U((uint)b); }                                       \
    T swatomic_shuffle_##S(swatomic_sg_mask_t mask, T v, uint src, __local ulong *scratch)          \
    {                                                                                                \
        return FROM_U(swatomic_sg_shuffle32(mask, TO_U(v), src, scratch));                           \
    }

#define SWATOMIC_DEFINE_SHUFFLE_64_(T, S, TO_U, FROM_U)                                              \
    ulong swatomic_bits_##S(T v) { return TO_U(v); }                                                 \
    T swatomic_unbits_##S(ulong b) { return FROM_U(b); }                                             \
    T swatomic_shuffle_##S(swatomic_sg_mask_t mask, T v, uint src, __local ulong *scratch)          \
    {                                                                                                \
        return FROM_U(swatomic_sg_shuffle64(mask, TO_U(v), src, scratch));                           \
    }

#define SWATOMIC_AS_UINT_(v) ((uint)(v))
#define SWATOMIC_AS_INT_(v) ((int)(v))
#define SWATOMIC_AS_ULONG_(v) ((ulong)(v))
#define SWATOMIC_AS_LONG_(v) ((long)(v))

SWATOMIC_DEFINE_SHUFFLE_32_(int, int, SWATOMIC_AS_UINT_, SWATOMIC_AS_INT_)
SWATOMIC_DEFINE_SHUFFLE_32_(uint, uint, SWATOMIC_AS_UINT_, SWATOMIC_AS_UINT_)
SWATOMIC_DEFINE_SHUFFLE_32_(float, float, as_uint, as_float)

int swatomic_atomic_add_old_int(swatomic_variant_ctx_t *ctx, __global int *p, int v)
{
    (void)ctx;
    return atomic_add((volatile __global int *)p, v);
}

uint swatomic_atomic_add_old_uint(swatomic_variant_ctx_t *ctx, __global uint *p, uint v)
{
    (void)ctx;
    return atomic_add((volatile __global uint *)p, v);
}

float swatomic_atomic_add_old_float(swatomic_variant_ctx_t *ctx, __global float *p, float v)
{
#if defined(SWATOMIC_NATIVE_FLOAT_ADD_PTX)
    (void)ctx;
    float old;
    __asm__ __volatile__("atom.global.add.f32 %0, [%1], %2;" : "=f"(old) : "l"(p), "f"(v) : "memory");
    return old;
#elif defined(SWATOMIC_NATIVE_FLOAT_ADD_EXT)
    (void)ctx;
    return atomic_fetch_add_explicit((volatile __global atomic_float *)p, v, memory_order_relaxed,
                                     memory_scope_device);
#else
    // CAS on the 32-bit pattern (bit equality, so NaN and -0.0 do not make it spin).
    volatile __global uint *word = (volatile __global uint *)p;
    uint seen = *word;
    for (uint tries = 0; tries < SWATOMIC_CAS_BUDGET; ++tries) {
        const uint expected = seen;
        seen = atomic_cmpxchg(word, expected, as_uint(as_float(expected) + v));
        if (seen == expected) return as_float(expected);
    }
    swatomic_variant_fail_(ctx, SWATOMIC_VARIANT_ERR_CAS_BUDGET);
    return as_float(seen);
#endif
}

#if defined(SWATOMIC_VARIANTS_INT64)
SWATOMIC_DEFINE_SHUFFLE_64_(long, long, SWATOMIC_AS_ULONG_, SWATOMIC_AS_LONG_)
SWATOMIC_DEFINE_SHUFFLE_64_(ulong, ulong, SWATOMIC_AS_ULONG_, SWATOMIC_AS_ULONG_)

long swatomic_atomic_add_old_long(swatomic_variant_ctx_t *ctx, __global long *p, long v)
{
    (void)ctx;
    return atom_add((volatile __global long *)p, v);
}

ulong swatomic_atomic_add_old_ulong(swatomic_variant_ctx_t *ctx, __global ulong *p, ulong v)
{
    (void)ctx;
    return atom_add((volatile __global ulong *)p, v);
}
#endif

#if defined(SWATOMIC_VARIANTS_FP64)
SWATOMIC_DEFINE_SHUFFLE_64_(double, double, as_ulong, as_double)

double swatomic_atomic_add_old_double(swatomic_variant_ctx_t *ctx, __global double *p, double v)
{
#if defined(SWATOMIC_NATIVE_DOUBLE_ADD_PTX)
    (void)ctx;
    double old;
    __asm__ __volatile__("atom.global.add.f64 %0, [%1], %2;" : "=d"(old) : "l"(p), "d"(v) : "memory");
    return old;
#elif defined(SWATOMIC_NATIVE_DOUBLE_ADD_EXT)
    (void)ctx;
    return atomic_fetch_add_explicit((volatile __global atomic_double *)p, v, memory_order_relaxed,
                                     memory_scope_device);
#else
    // CAS on the 64-bit pattern, as seed 001 does for double.
    volatile __global ulong *word = (volatile __global ulong *)p;
    ulong seen = *word;
    for (uint tries = 0; tries < SWATOMIC_CAS_BUDGET; ++tries) {
        const ulong expected = seen;
        seen = atom_cmpxchg(word, expected, as_ulong(as_double(expected) + v));
        if (seen == expected) return as_double(expected);
    }
    swatomic_variant_fail_(ctx, SWATOMIC_VARIANT_ERR_CAS_BUDGET);
    return as_double(seen);
#endif
}
#endif

// X(T, S) for every type this build has.
#define SWATOMIC_VARIANT_TYPES_32_(X) X(int, int) X(uint, uint) X(float, float)
#if defined(SWATOMIC_VARIANTS_INT64)
#define SWATOMIC_VARIANT_TYPES_I64_(X) X(long, long) X(ulong, ulong)
#else
#define SWATOMIC_VARIANT_TYPES_I64_(X)
#endif
#if defined(SWATOMIC_VARIANTS_FP64)
#define SWATOMIC_VARIANT_TYPES_F64_(X) X(double, double)
#else
#define SWATOMIC_VARIANT_TYPES_F64_(X)
#endif
#define SWATOMIC_FOR_EACH_VARIANT_TYPE(X) \
    SWATOMIC_VARIANT_TYPES_32_(X) SWATOMIC_VARIANT_TYPES_I64_(X) SWATOMIC_VARIANT_TYPES_F64_(X)

// ------------------------------------------------------------- the shared reduction
// swatomic_peer_add_<S>(ctx, mask, peers, address, value, active): `peers` are the lanes of
// `mask` that add to the same address as this lane, itself included (a non-participating lane
// passes its own bit only). Segmented inclusive scan over each peer set in rank order
// (Hillis-Steele over the peers' ranks, log2(width) shuffle steps, the same for every lane, so
// the loop is uniform on every backend); the highest-ranked peer issues one atomic with the
// set's total and hands the old value back; each caller returns old + the sum of the peers
// ranked before it: exactly what its own atomic would have returned in that serial order
// (for float/double up to the rounding of the partial sums).
// Uniform control flow on the LOCAL backend (see subgroup.cl).
#define SWATOMIC_DEFINE_PEER_ADD_(T, S)                                                               \
    T swatomic_peer_add_##S(swatomic_variant_ctx_t *ctx, swatomic_sg_mask_t mask,                     \
                            swatomic_sg_mask_t peers, __global T *address, T value, int active)       \
    {                                                                                                 \
        __local ulong *scratch = ctx->scratch;                                                        \
        const uint lane = swatomic_sg_lane();                                                         \
        if (!active) peers = SWATOMIC_SG_ONE << lane;                                                 \
        const uint rank = swatomic_sg_count(peers & swatomic_sg_lanes_below(lane));                   \
        T inclusive = active ? value : (T)0;                                                          \
        for (uint d = 1; d < SWATOMIC_SG_MAX_WIDTH; d <<= 1) {                                        \
            const int has = rank >= d;                                                                \
            const uint source = has ? swatomic_sg_nth_lane(peers, rank - d) : lane;                   \
            const T t = swatomic_shuffle_##S(mask, inclusive, source, scratch);                       \
            if (has) inclusive += t;                                                                  \
        }                                                                                             \
        const uint previous = rank > 0 ? swatomic_sg_nth_lane(peers, rank - 1u) : lane;              \
        T exclusive = swatomic_shuffle_##S(mask, inclusive, previous, scratch);                       \
        if (rank == 0) exclusive = (T)0;                                                              \
        const uint last = swatomic_sg_highest(peers);                                                 \
        T old = (T)0;                                                                                 \
        if (active && lane == last) old = swatomic_atomic_add_old_##S(ctx, address, inclusive);      \
        old = swatomic_shuffle_##S(mask, old, last, scratch);                                         \
        return active ? old + exclusive : (T)0;                                                       \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_PEER_ADD_)

#endif  // SWATOMIC_REDUCE_COMMON_CL
