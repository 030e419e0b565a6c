// Sum accumulator: a register partial per work-item over the kernel's whole loop, then one
// group reduction and one atomic per destination and work-group (the flush). For sums, dot
// products, counters. The partial is an ordinary private variable of the caller's type; this
// file provides the flushes:
//
//   void swatomic_sum_flush_<S>(swatomic_variant_ctx_t *ctx, __global T *destination, T partial)
//   void swatomic_sum_flush_n_<S>(swatomic_variant_ctx_t *ctx, __global T *destinations,
//                                 const T *partials, uint count)
//   void swatomic_sum_store_<S>(swatomic_variant_ctx_t *ctx, __global T *partials, T partial)
//   void swatomic_sum_store_n_<S>(swatomic_variant_ctx_t *ctx, __global T *partials,
//                                 const T *values, uint count)
//   void swatomic_sum_store_row_<S>(ctx, partials, partial, row)          (row: e.g. swatomic_group_id())
//   void swatomic_sum_store_n_row_<S>(ctx, partials, values, count, row)
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

// The group's sums of VALUES[0 .. COUNT) in CTX's scratch, as many at a time as it holds: up to
// 32 copies of each sum, work-item i adding to copy i % copies from its round's value i % m on,
// so a wave's lanes seldom hit one word (one word per sum took 1.2x longer on an H100, 16M uints
// into 4 counters); then SINK(S, CTX, OUT, COUNT, j, total) for each sum j, once per group: a
// native atomic or a store into the group's row of partials.
#define SWATOMIC_SUM_COPIES_N_(T, S, CTX, VALUES, COUNT, SINK, OUT)                                    \
    do {                                                                                              \
        const uint n_ = swatomic_acc_linear_size_(), id_ = swatomic_acc_linear_id_();                 \
        const uint room_ = SWATOMIC_VARIANT_SCRATCH_ULONGS(n_) * 8u / sizeof(T);                      \
        __local T *sums_ = (__local T *)(CTX)->scratch;                                               \
        for (uint first_ = 0; first_ < (COUNT); first_ += room_) {                                    \
            const uint m_ = min((COUNT) - first_, room_);                                             \
            uint copies_ = 1;                                                                         \
            while (copies_ < 32u && 2u * copies_ * m_ <= room_) copies_ *= 2u;                        \
            for (uint w_ = id_; w_ < copies_ * m_; w_ += n_) sums_[w_] = (T)0;                        \
            barrier(CLK_LOCAL_MEM_FENCE);                                                             \
            __local T *mine_ = sums_ + (id_ & (copies_ - 1u)) * m_;                                   \
            for (uint k_ = 0, j_ = id_ % m_; k_ < m_; ++k_, j_ = j_ + 1u == m_ ? 0u : j_ + 1u)       \
                if ((VALUES)[first_ + j_] != (T)0) swatomic_local_add_##S(CTX, &mine_[j_], (VALUES)[first_ + j_]); \
            barrier(CLK_LOCAL_MEM_FENCE);                                                             \
            for (uint j_ = id_; j_ < m_; j_ += n_) {                                                  \
                T total_ = (T)0;                                                                      \
                for (uint c_ = 0; c_ < copies_; ++c_) total_ += sums_[c_ * m_ + j_];                  \
                SINK(S, CTX, OUT, COUNT, first_ + j_, total_);                                        \
            }                                                                                         \
            barrier(CLK_LOCAL_MEM_FENCE);                                                             \
        }                                                                                             \
    } while (0)
#define SWATOMIC_SUM_TO_ATOMIC_(S, ctx, out, count, j, total) \
    if ((total) != 0) (void)swatomic_atomic_add_old_##S(ctx, &(out)[j], total)
#define SWATOMIC_SUM_TO_ROW_(S, ctx, out, count, j, total) (out)[(j)] = (total)

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
    void swatomic_sum_flush_n_##S(swatomic_variant_ctx_t *ctx, __global T *destinations,              \
                                  const T *partials, uint count)                                      \
    {                                                                                                 \
        if (count == 1u) swatomic_sum_flush_##S(ctx, destinations, partials[0]);                      \
        else SWATOMIC_SUM_COPIES_N_(T, S, ctx, partials, count, SWATOMIC_SUM_TO_ATOMIC_, destinations);  \
    }

// swatomic_sum_store_<S>: the flush without any atomic: the group's sum goes to its own element
// of a partials buffer (one element per work-group of the launch), and a
// swatomic::PartialsCombiner adds them to the destination afterwards, in a fixed order (float
// sums come out the same in every run). For a device or kernel that must not use global atomics.
//   swatomic_sum_store_uint(&ctx, partials, acc);
//   // host: swatomic::PartialsCombiner(runtime, AccumulatorType::Uint).run({partials, groups, 1, total});
// swatomic_sum_store_n_<S>: `count` sums, partials[group * count + j] the sum of values[j].
// The _row forms store to row `row` instead of the work-group's index: inside SWATOMIC_RUN_THEN,
// swatomic_group_id(), and the epilogue adds the rows up (swatomic_rows_merge_<S>).
#define SWATOMIC_DEFINE_SUM_STORE_(T, S)                                                              \
    void swatomic_sum_store_row_##S(swatomic_variant_ctx_t *ctx, __global T *partials, T partial, uint row) \
    {                                                                                                 \
        const T total = swatomic_group_sum_##S(ctx->scratch, partial);                                \
        if (swatomic_acc_linear_id_() == 0) partials[row] = total;                                    \
    }                                                                                                 \
                                                                                                      \
    void swatomic_sum_store_n_row_##S(swatomic_variant_ctx_t *ctx, __global T *partials, const T *values, \
                                      uint count, uint row)                                           \
    {                                                                                                 \
        if (count == 1u) swatomic_sum_store_row_##S(ctx, partials, values[0], row);                   \
        else SWATOMIC_SUM_COPIES_N_(T, S, ctx, values, count, SWATOMIC_SUM_TO_ROW_, partials + (size_t)row * count); \
    }                                                                                                 \
                                                                                                      \
    void swatomic_sum_store_##S(swatomic_variant_ctx_t *ctx, __global T *partials, T partial)         \
    {                                                                                                 \
        swatomic_sum_store_row_##S(ctx, partials, partial, swatomic_acc_group_row_());                \
    }                                                                                                 \
                                                                                                      \
    void swatomic_sum_store_n_##S(swatomic_variant_ctx_t *ctx, __global T *partials, const T *values, \
                                  uint count)                                                         \
    {                                                                                                 \
        swatomic_sum_store_n_row_##S(ctx, partials, values, count, swatomic_acc_group_row_());        \
    }

SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_SUM_FLUSH_)
SWATOMIC_FOR_EACH_VARIANT_TYPE(SWATOMIC_DEFINE_SUM_STORE_)

#endif  // SWATOMIC_ACCUMULATE_SUM_CL
