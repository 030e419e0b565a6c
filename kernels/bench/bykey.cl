// Seed 001 add by key (and seed 000 page-view count, the same with every value 1):
// out[keys[i]] += values[i]. Built once per value type, -DVALUE_KIND=0 (int), 1 (float),
// 2 (double). Variants: the native atomic (atomic_add for int, a compare-and-swap loop for
// float and double: OpenCL 1.2 has no floating-point atomic add), run aggregation (a work-item
// adds a contiguous slice of VALUES_PER_ITEM items and issues one atomic per run of equal keys:
// sorted keys then need ~2 atomics per slice instead of 16), and the coordinator software
// atomic (software_atom_add / _add_float / _add_double).
// `unit_values` != 0: every value is 1 and the values buffer is not read (page views).
#ifndef VALUE_KIND
#define VALUE_KIND 0
#endif
#define VALUES_PER_ITEM 16u

#if VALUE_KIND == 2
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
typedef double value_t;
// CAS loop: lock-free (every failed exchange means another work-item's succeeded), and still
// budgeted like every spin in the project: if the budget ran out the value is not added, the
// row's sum misses it and the CPU-reference check reports the row WRONG (exit status 1).
#define BYKEY_CAS_BUDGET (1u << 20)
void bykey_atomic_add(__global value_t *p, value_t v)
{
    __global volatile long *word = (__global volatile long *)p;
    long seen = *word, expected;
    uint tries = 0;
    do {
        expected = seen;
        seen = atom_cmpxchg(word, expected, as_long(as_double(expected) + v));
    } while (seen != expected && ++tries < BYKEY_CAS_BUDGET);
}
#elif VALUE_KIND == 1
typedef float value_t;
#define BYKEY_CAS_BUDGET (1u << 20)
void bykey_atomic_add(__global value_t *p, value_t v)  // budgeted CAS loop, see the double version
{
    __global volatile int *word = (__global volatile int *)p;
    int seen = *word, expected;
    uint tries = 0;
    do {
        expected = seen;
        seen = atomic_cmpxchg(word, expected, as_int(as_float(expected) + v));
    } while (seen != expected && ++tries < BYKEY_CAS_BUDGET);
}
#else
typedef int value_t;
void bykey_atomic_add(__global value_t *p, value_t v) { atomic_add(p, v); }
#endif

__kernel void bykey_native(__global const uint *keys, __global const value_t *values, uint n, __global value_t *out,
                           uint unit_values)
{
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        bykey_atomic_add(&out[keys[i]], unit_values ? (value_t)1 : values[i]);
}

// A full slice is read with 16-wide vector loads (64 B of keys, 16 values): fewer, wider
// memory instructions and a short L1 reuse distance, since a slice is not coalesced across a warp.
#define BYKEY_RUN_STEP(k, v)                          \
    do {                                              \
        const uint k_ = (k);                          \
        if (k_ != key) {                              \
            bykey_atomic_add(&out[key], acc);         \
            key = k_;                                 \
            acc = 0;                                  \
        }                                             \
        acc += (v);                                   \
    } while (0)
#define BYKEY_RUN_16(K, V)                                                                       \
    BYKEY_RUN_STEP(K.s0, V.s0); BYKEY_RUN_STEP(K.s1, V.s1); BYKEY_RUN_STEP(K.s2, V.s2);       \
    BYKEY_RUN_STEP(K.s3, V.s3); BYKEY_RUN_STEP(K.s4, V.s4); BYKEY_RUN_STEP(K.s5, V.s5);       \
    BYKEY_RUN_STEP(K.s6, V.s6); BYKEY_RUN_STEP(K.s7, V.s7); BYKEY_RUN_STEP(K.s8, V.s8);       \
    BYKEY_RUN_STEP(K.s9, V.s9); BYKEY_RUN_STEP(K.sa, V.sa); BYKEY_RUN_STEP(K.sb, V.sb);       \
    BYKEY_RUN_STEP(K.sc, V.sc); BYKEY_RUN_STEP(K.sd, V.sd); BYKEY_RUN_STEP(K.se, V.se);       \
    BYKEY_RUN_STEP(K.sf, V.sf)

#if VALUE_KIND == 2
typedef double16 value16_t;
#elif VALUE_KIND == 1
typedef float16 value16_t;
#else
typedef int16 value16_t;
#endif

__kernel void bykey_runs(__global const uint *keys, __global const value_t *values, uint n, __global value_t *out,
                         uint unit_values)
{
    const uint slices = (n + VALUES_PER_ITEM - 1u) / VALUES_PER_ITEM;
    for (uint s = get_global_id(0); s < slices; s += get_global_size(0)) {
        const uint begin = s * VALUES_PER_ITEM;
        const uint end = min(begin + VALUES_PER_ITEM, n);
        uint key = keys[begin];
        value_t acc = 0;
        if (end - begin == VALUES_PER_ITEM) {
            const uint16 k16 = vload16(s, keys);
            const value16_t v16 = unit_values ? (value16_t)((value_t)1) : vload16(s, values);
            BYKEY_RUN_16(k16, v16);
        } else {
            for (uint i = begin; i < end; ++i) BYKEY_RUN_STEP(keys[i], unit_values ? (value_t)1 : values[i]);
        }
        bykey_atomic_add(&out[key], acc);
    }
}

// The coordinator software atomic: software_atom_add for int, software_atom_add_float and
// software_atom_add_double (the coordinator adds in its own serial order: the host checks
// floating-point sums with a tolerance).
#if VALUE_KIND == 2
#define BYKEY_SOFTWARE_ADD(p, v) software_atom_add_double(p, v)
#elif VALUE_KIND == 1
#define BYKEY_SOFTWARE_ADD(p, v) software_atom_add_float(p, v)
#else
#define BYKEY_SOFTWARE_ADD(p, v) software_atom_add(p, v)
#endif

#if VALUE_KIND != 2 || defined(cl_khr_fp64)
void bykey_items_(SWATOMIC_CTX_PARAM, __global const uint *keys, __global const value_t *values, uint n,
                  __global value_t *out, uint unit_values)
{
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())
        (void)BYKEY_SOFTWARE_ADD(&out[keys[i]], unit_values ? (value_t)1 : values[i]);
}

__kernel void bykey_coordinator(__global const uint *keys, __global const value_t *values, uint n,
                                __global value_t *out, uint unit_values, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(bykey_items_(SWATOMIC_CTX, keys, values, n, out, unit_values));
}
#endif

// The library's variants (scan/vote/by-key/work-group reduce, sort-and-scatter) on the same
// inputs: kernels/bench/variants.cl (bykey_<variant>), rows added in tools/bench/exp_bykey.cpp.
