// Sum accumulator: a register partial per work-item over the kernel's whole loop, then one
// group reduction and one atomic per destination and work-group (the flush). For sums, dot
// products, counters. The partial is an ordinary private variable of the caller's type; this
// file provides the flushes:
//
//   void swatomic_sum_flush_<S>(swatomic_variant_ctx_t *ctx, __global T *destination, T partial)
//   void swatomic_sum_flush_n_<S>(swatomic_variant_ctx_t *ctx, __global T *destinations,
//                                 const T *partials, uint count)
//   void swatomic_sum_flush_software_<S>(SWATOMIC_CTX_PARAM, swatomic_variant_ctx_t *ctx,
//                                        __global T *destination, T partial)
//   void swatomic_sum_store_<S>(swatomic_variant_ctx_t *ctx, __global T *partials, T partial)
//   void swatomic_sum_store_n_<S>(swatomic_variant_ctx_t *ctx, __global T *partials,
//                                 const T *values, uint count)
//   S = int uint long ulong float double (T the same type)
//
// All are work-group collective: every work-item of the group calls them once, in uniform
// control flow (a work-item with nothing to add passes 0). ctx's scratch is
// SWATOMIC_VARIANT_SCRATCH_ULONGS(local size) ulongs (swatomic::variant_scratch_bytes on the
// host). Several destinations whose slot differs per work-item: use privatized bins
// (accumulate_bins.cl) with the destinations as bins.
#ifndef SWATOMIC_ACCUMULATE_SUM_CL
#define SWATOMIC_ACCUMULATE_SUM_CL

#ifndef SWATOMIC_ACCUMULATE_COMMON_CL
#error "accumulate_sum.cl needs accumulate_common.cl in front of it (swatomic::accumulator_source() puts it there)"
#endif

// swatomic_sum_flush_<S>: adds the work-group's sum of `partial` to *destination with one
// native atomic (a budgeted CAS loop for float/double where the device has no float atomic).
//   uint acc = 0;
//   for (uint i = get_global_id(0); i < n; i += get_global_size(0)) acc += data[i];
//   swatomic_sum_flush_uint(&ctx, total, acc);
//
// swatomic_sum_flush_n_<S>: the same for `count` destinations at once: partials[j] goes to
// destinations[j], summed in the scratch (one local atomic per non-zero partial, on copies of
// each sum so that a wave's lanes seldom collide; one global atomic per destination; in rounds
// where the destinations outnumber what the scratch holds, local size + 2 of 8-byte types).
//   uint acc[4] = {0, 0, 0, 0};
//   for (...) { const uint4 v = data[i]; acc[0] += v.x; acc[1] += v.y; acc[2] += v.z; acc[3] += v.w; }
//   swatomic_sum_flush_n_uint(&ctx, counters, acc, 4);
#define SWATOMIC_DEFINE_SUM_FLUSH_(T, S)                                                              \
    void swatomic_sum_flush_##S(swatomic_variant_ctx_t *ctx, __global T *destination, T partial)      \
    {                                                                                                 \
        const T total = swatomic_group_sum_##S(ctx->scratch, partial);                                \
        if (swatomic_acc_linear_id_() == 0 && total != (T)0)                                          \
            (void)swatomic_atomic_add_old_##S(ctx, destination, total);                               \
    }                                                                                                 \
                                                                                                      \
    /* The group's sums of values[0 .. count) in the scratch, as many at a time as it holds: up to */ \
    /* 32 copies of each sum, work-item i adding to copy i % copies from its round's value i % m on, */ \
    /* so a wave's lanes seldom hit one word (one word per sum took 1.2x longer on an H100, 16M uints */ \
    /* into 4 counters); then each sum to out[j] (store == 0) or out[group * count + j]. */          \
    void swatomic_sum_copies_n_##S(swatomic_variant_ctx_t *ctx, __global T *out, const T *values,    \
                                   uint count, int store)                                             \
    {                                                                                                 \
        const uint n = swatomic_acc_linear_size_(), id = swatomic_acc_linear_id_();                   \
        const uint room = SWATOMIC_VARIANT_SCRATCH_ULONGS(n) * 8u / sizeof(T);                        \
        __local T *sums = (__local T *)ctx->scratch;                                                  \
        for (uint first = 0; first < count; first += room) {                                          \
            const uint m = min(count - first, room);                                                  \
            uint copies = 1;                                                                          \
            while (copies < 32u && 2u * copies * m <= room) copies *= 2u;                             \
            for (uint w = id; w < copies * m; w += n) sums[w] = (T)0;                                 \
            barrier(CLK_LOCAL_MEM_FENCE);                                                             \
            __local T *mine = sums + (id & (copies - 1u)) * m;                                        \
            for (uint k = 0, j = id % m; k < m; ++k, j = j + 1u == m ? 0u : j + 1u)                   \
                if (values[first + j] != (T)0) swatomic_local_add_##S(ctx, &mine[j], values[first + j]); \
            barrier(CLK_LOCAL_MEM_FENCE);                                                             \
            for (uint j = id; j < m; j += n) {                                                        \
                T total = (T)0;                                                                       \
                for (uint c = 0; c < copies; ++c) total += sums[c * m + j];                           \
                if (store) out[(size_t)swatomic_acc_group_row_() * count + first + j] = total;        \
                else if (total != (T)0) (void)swatomic_atomic_add_old_##S(ctx, &out[first + j], total); \
            }                                                                                         \
            barrier(CLK_LOCAL_MEM_FENCE);                                                             \
        }                                                                                             \
    }                                                                                                 \
                                                                                                      \
    void swatomic_sum_flush_n_##S(swatomic_variant_ctx_t *ctx, __global T *destinations,              \
                                  const T *partials, uint count)                                      \
    {                                                                                                 \
        if (count == 1u) swatomic_sum_flush_##S(ctx, destinations, partials[0]);                      \
        else swatomic_sum_copies_n_##S(ctx, destinations, partials, count, 0);                        \
    }

// swatomic_sum_flush_software_<S>: as swatomic_sum_flush_<S>, the one add per group made with
// the coordinator's software atomic (no global read-modify-write at all); call it inside
// SWATOMIC_RUN (or a helper taking SWATOMIC_CTX_PARAM). Programs with the coordinator library.
//   void body(SWATOMIC_CTX_PARAM, __global const uint *data, uint n, __global uint *total,
//             __local ulong *scratch)
//   {
//       swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);
//       uint acc = 0;
//       for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) acc += data[i];
//       swatomic_sum_flush_software_uint(SWATOMIC_CTX, &ctx, total, acc);
//   }
#define SWATOMIC_DEFINE_SUM_FLUSH_SOFTWARE_(T, S)                                                     \
    void swatomic_sum_flush_software_##S(SWATOMIC_CTX_PARAM, swatomic_variant_ctx_t *ctx,            \
                                         __global T *destination, T partial)                          \
    {                                                                                                 \
        const T total = swatomic_group_sum_##S(ctx->scratch, partial);                                \
        if (swatomic_acc_linear_id_() == 0 && total != (T)0) SWATOMIC_SOFTWARE_ADD_##S(destination, total); \
    }

// swatomic_sum_store_<S>: the flush without any atomic: the group's sum goes to its own element
// of a partials buffer (one element per work-group of the launch), and a
// swatomic::PartialsCombiner adds them to the destination afterwards, in a fixed order (float
// sums come out the same in every run). For a device or kernel that must not use global atomics.
//   swatomic_sum_store_uint(&ctx, partials, acc);
//   // host: swatomic::PartialsCombiner(runtime, AccumulatorType::Uint).run({partials, groups, 1, total});
// swatomic_sum_store_n_<S>: `count` sums, partials[group * count + j] the sum of values[j].
#define SWATOMIC_DEFINE_SUM_STORE_(T, S)                                                              \
    void swatomic_sum_store_##S(swatomic_variant_ctx_t *ctx, __global T *partials, T partial)         \
    {                                                                                                 \
        const T total = swatomic_group_sum_##S(ctx->scratch, partial);                                \
        if (swatomic_acc_linear_id_() == 0) partials[swatomic_acc_group_row_()] = total;              \
    }                                                                                                 \
                                                                                                      \
    void swatomic_sum_store_n_##S(swatomic_variant_ctx_t *ctx, __global T *partials, const T *values, \
                                  uint count)                                                         \
    {                                                                                                 \
        if (count == 1u) swatomic_sum_store_##S(ctx, partials, values[0]);                            \
        else swatomic_sum_copies_n_##S(ctx, partials, values, count, 1);                              \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_SUM_FLUSH_)
SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_SUM_STORE_)
#if defined(SWATOMIC_ACC_SOFTWARE)
SWATOMIC_ACC_SOFTWARE_TYPES(SWATOMIC_DEFINE_SUM_FLUSH_SOFTWARE_)
#endif

#endif  // SWATOMIC_ACCUMULATE_SUM_CL
