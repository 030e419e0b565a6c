// swatomic public kernel interface: SWATOMIC_KERNEL_PARAMS, SWATOMIC_RUN, the virtual-group
// indices and the software_atom_* operations. How a request travels: requester.cl; who serves
// it: coordinator.cl; the constants both sides share with the host: protocol.h.
#ifndef SWATOMIC_SOFTWARE_ATOM_CL
#define SWATOMIC_SOFTWARE_ATOM_CL

// (The scratch is declared as ulong2: NVIDIA aligns a __local argument by its declared type, and
// 16 bytes align every type stored in it.)
swatomic_ctx_t swatomic_begin_(__global volatile ulong *requests, __global volatile ulong *responses,
                               __global volatile uint *control, __local ulong2 *scratch_argument)
{
    __local ulong *scratch = (__local ulong *)scratch_argument;
    swatomic_ctx_t ctx;
    ctx.requests = requests;
    ctx.responses = responses;
    ctx.control = control;
    ctx.scratch = scratch;
    const uint waves = ((uint)get_local_size(0) + SWATOMIC_WAVE_WIDTH - 1u) / SWATOMIC_WAVE_WIDTH;
    const uint coordinators = swatomic_control_cached_(control, SWATOMIC_CTL_COORDINATORS);
    const uint group = (uint)get_group_id(0);
    const int requesting = group >= coordinators;
    const uint slots = ((uint)get_num_groups(0) - coordinators) * waves;
    const uint channel_records = SWATOMIC_CHANNELS(coordinators) * swatomic_control_cached_(control, SWATOMIC_CTL_CHANNEL);
    const uint slot = requesting ? (group - coordinators) * waves + swatomic_wave_index() : 0u;
    ctx.coordinators = coordinators;
    ctx.group = requesting ? group - coordinators : group;  // a coordinator: its index
    ctx.groups = swatomic_control_cached_(control, SWATOMIC_CTL_GROUPS);
    ctx.wave = (__local swatomic_wave_t *)((__local uchar *)scratch + swatomic_wave_index() * SWATOMIC_WAVE_BYTES);
    if (requesting && get_local_id(0) % SWATOMIC_WAVE_WIDTH == 0) {  // the wave's first work-item
        __local swatomic_wave_t *wave = ctx.wave;
        wave->requests = requests;
        wave->responses = responses;
        wave->control = control;
        wave->slot = slot;
        wave->record = channel_records + slot * SWATOMIC_WAVE_WIDTH;
        wave->done = channel_records + slots * SWATOMIC_WAVE_WIDTH + SWATOMIC_CHANNELS(coordinators) + slot;
        wave->lock = 0u;
        wave->seq = SWATOMIC_SEQ_OF(swatomic_load_word_(requests + (ulong)wave->record * SWATOMIC_REQUEST_WORDS));
        wave->finished = 0u;
        wave->posted = 0u;
        wave->failed = 0u;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return ctx;
}

// Append to a kernel's parameter list (last). The runtime binds these arguments.
#define SWATOMIC_KERNEL_PARAMS                                                                     \
    __global volatile ulong *swatomic_requests, __global volatile ulong *swatomic_responses,       \
        __global volatile uint *swatomic_control, __local ulong2 *swatomic_scratch

// Parameter and argument to hand the context to helper functions that call software_atom_*.
// The name is long on purpose: using an operation where no context is in scope then reads
// "use of undeclared identifier 'swatomic_context__call_inside_SWATOMIC_RUN_or_take_SWATOMIC_CTX_PARAM'".
#define SWATOMIC_CTX_NAME_ swatomic_context__call_inside_SWATOMIC_RUN_or_take_SWATOMIC_CTX_PARAM
#define SWATOMIC_CTX_PARAM swatomic_ctx_t *SWATOMIC_CTX_NAME_
#define SWATOMIC_CTX SWATOMIC_CTX_NAME_

// SWATOMIC_WITHOUT_COORDINATOR: a build that leaves the protocol out (no coordinator, requests
// cost what a native atomic costs: requester.cl), never launched. Runtime::build_program reads
// from it the registers the user's own code needs and caps the real build there on NVIDIA, so
// that the protocol's code costs the kernel no co-resident groups.
#ifdef SWATOMIC_WITHOUT_COORDINATOR
#define SWATOMIC_COORDINATE_(ctx, epilogue) ((void)(ctx), (epilogue))
#else
#define SWATOMIC_COORDINATE_(ctx, epilogue) swatomic_coordinate_(ctx, epilogue)
#endif
// SWATOMIC_BUILD_NONCE: a number new at every NVIDIA build whose register counts the host reads.
// Stored here, it makes the build's code new, so NVIDIA's compute cache never serves it from an
// earlier build (a served build reports no register counts).
#ifdef SWATOMIC_BUILD_NONCE
__kernel void swatomic_build_nonce_(__global uint *out) { *out = SWATOMIC_BUILD_NONCE; }
#endif

// Runs the statement(s) as the kernel's requesting work, and the coordinators in the first
// work-groups (as many as the host chose: SWATOMIC_CTL_COORDINATORS).
// Must be reached by every work-item (top level of the kernel, uniform control flow).
//
// Virtual groups: the launch may ask for more requesting work-groups than can be co-resident;
// each physical group then runs the statements once per virtual group assigned to it
// (physical p runs virtual p, p + P, p + 2P, ... for P physical groups: a static assignment),
// with a barrier in between so the group's local memory can be reused. Inside, use
// swatomic_group_id(), swatomic_global_id(), swatomic_num_groups() and swatomic_global_size()
// instead of get_group_id(0) and friends (which name the physical group). Barriers and local
// memory keep their per-group meaning; local memory is not cleared between virtual groups.
// `return`, and `break`/`continue` outside a loop of your own, would leave the loop over the
// virtual groups: put early exits in a helper function that takes SWATOMIC_CTX_PARAM.
// Inside, any work-item may call software_atom_* any number of times, divergent or not.
#define SWATOMIC_RUN(...) SWATOMIC_RUN_(0, (void)0, __VA_ARGS__)

// SWATOMIC_RUN with an epilogue: `last` (one statement or call, e.g. swatomic_rows_merge_uint(...))
// runs once in each coordinator work-group after every requesting group's statements have
// returned, and sees every global store they made; it does not run when the launch fails, so
// what it writes stays untouched then. Inside it: swatomic_epilogue_group() (0 ..
// swatomic_epilogue_groups() - 1) splits its work, swatomic_num_groups() is still the requesting
// groups' count, barriers are allowed, and software_atom_* is not (the coordinators are done).
// It costs no request: the coordinators' own end of the launch tells them every group finished.
//   SWATOMIC_RUN_THEN(swatomic_rows_merge_uint(SWATOMIC_CTX, rows, swatomic_num_groups(), 256u, histogram),
//       swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, 0u, 256u);
//       for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) swatomic_bins_add_uint(&h, keys[i], 1u);
//       swatomic_bins_store_row_uint(&h, rows, 256u, swatomic_group_id()));
#define SWATOMIC_RUN_THEN(last, ...) SWATOMIC_RUN_(1, last, __VA_ARGS__)

#define SWATOMIC_RUN_(epilogue, last, ...)                                                         \
    do {                                                                                           \
        swatomic_ctx_t swatomic_ctx_value_ =                                                       \
            swatomic_begin_(swatomic_requests, swatomic_responses, swatomic_control, swatomic_scratch); \
        swatomic_ctx_t *const SWATOMIC_CTX_NAME_ = &swatomic_ctx_value_;                          \
        int swatomic_last_ = 0;                                                                    \
        if (get_group_id(0) < SWATOMIC_CTX_NAME_->coordinators) {                                  \
            swatomic_last_ = SWATOMIC_COORDINATE_(SWATOMIC_CTX_NAME_, epilogue);                   \
        } else {                                                                                   \
            const uint swatomic_physical_ = (uint)get_num_groups(0) - SWATOMIC_CTX_NAME_->coordinators; \
            for (; SWATOMIC_CTX_NAME_->group < SWATOMIC_CTX_NAME_->groups;                         \
                 SWATOMIC_CTX_NAME_->group += swatomic_physical_) {                                \
                __VA_ARGS__;                                                                       \
                barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);                               \
            }                                                                                      \
            swatomic_finish_(SWATOMIC_CTX_NAME_->wave, epilogue);                                  \
        }                                                                                          \
        /* A loop of at most one trip with a barrier: PoCL 3.1 forms the epilogue's work-item */  \
        /* loops wrongly as a plain branch (local ids 0, or a crash). */                           \
        for (int swatomic_runs_ = swatomic_last_; swatomic_runs_ > 0; --swatomic_runs_) {         \
            last;                                                                                  \
            barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);                                   \
        }                                                                                          \
    } while (0)

// Work-item and group indices of the requesting work (virtual groups, the coordinator excluded).
#define swatomic_group_id() (SWATOMIC_CTX_NAME_->group)
#define swatomic_num_groups() (SWATOMIC_CTX_NAME_->groups)
#define swatomic_global_id() (SWATOMIC_CTX_NAME_->group * (uint)get_local_size(0) + (uint)get_local_id(0))
#define swatomic_global_size() (SWATOMIC_CTX_NAME_->groups * (uint)get_local_size(0))
// Inside an epilogue (SWATOMIC_RUN_THEN): this coordinator group's index and their count.
#define swatomic_epilogue_group() (SWATOMIC_CTX_NAME_->group)
#define swatomic_epilogue_groups() (SWATOMIC_CTX_NAME_->coordinators)

// ---------------------------------------------------------------- public operations
// software_atom_OP(p, ...) is OpenCL's atomic_OP(p, ...) done by the coordinators: it returns
// the value *p held just before this operation, in one serial order per variable (the order
// the coordinator applied the requests in), and needs no hardware atomic on global memory.
//  - Call them inside SWATOMIC_RUN (or in a function that takes SWATOMIC_CTX_PARAM), from any
//    work-item, any number of times, in divergent code or not.
//  - p points to __global memory (a __local or private pointer is not supported), aligned to
//    its type; addresses must lie below 2^50 (otherwise the launch fails with a KernelError of
//    Status::InvalidArgument; a null pointer is a NullAddressError).
//  - One variable keeps one width in a launch: 32-bit and 64-bit operations on the same address
//    are a MixedWidthError.
//  - Plain loads of a variable are allowed while others update it: a work-item that received an
//    answer then reads a value at least as new as the one that answer left (the coordinator
//    publishes before it answers). Plain stores to it during the launch are not.
//  - inc and dec are +1 and -1 (OpenCL's atomic_inc/atomic_dec), sub an add of the negation; int
//    arithmetic wraps like uint. The float and double forms: add sums in the order the
//    coordinators chose (the rounding of that order); min and max keep the variable when the
//    operand is a NaN; xchg exchanges bits. The double forms exist where cl_khr_fp64 does; the
//    64-bit forms return 0 and fail the launch (UNSUPPORTED) on a device without 64-bit local
//    atomics.
//
// Example:
//   __kernel void count_positive(__global const int *x, __global int *count, __global int *slots,
//                                SWATOMIC_KERNEL_PARAMS)
//   {
//       SWATOMIC_RUN(
//           const uint i = swatomic_global_id();
//           if (x[i] > 0) slots[software_atom_inc(count)] = x[i];
//       );
//   }

uint swatomic_op32_(swatomic_ctx_t *ctx, __global volatile uint *x, uint op, uint operand, uint compare)
{
    return (uint)swatomic_request_(ctx->wave, (ulong)(uintptr_t)x, op, (ulong)operand, (ulong)compare, SWATOMIC_CALL_WAIT);
}
int swatomic_int_op_(swatomic_ctx_t *ctx, __global volatile int *x, uint op, int operand, int compare)
{
    return as_int(swatomic_op32_(ctx, (__global volatile uint *)x, op, as_uint(operand), as_uint(compare)));
}
ulong swatomic_op64_(swatomic_ctx_t *ctx, __global volatile ulong *x, uint op, ulong operand, ulong compare)
{
    return swatomic_request_(ctx->wave, (ulong)(uintptr_t)x, op, operand, compare, SWATOMIC_CALL_WAIT);
}
long swatomic_long_op_(swatomic_ctx_t *ctx, __global volatile long *x, uint op, long operand, long compare)
{
    return as_long(swatomic_op64_(ctx, (__global volatile ulong *)x, op, as_ulong(operand), as_ulong(compare)));
}
float swatomic_float_op_(swatomic_ctx_t *ctx, __global volatile float *x, uint op, float operand)
{
    return as_float(swatomic_op32_(ctx, (__global volatile uint *)x, op, as_uint(operand), 0u));
}
#ifdef cl_khr_fp64
double swatomic_double_op_(swatomic_ctx_t *ctx, __global volatile double *x, uint op, double operand)
{
    return as_double(swatomic_op64_(ctx, (__global volatile ulong *)x, op, as_ulong(operand), 0ul));
}
#endif

// Posted adds, for callers that discard the old value (the accumulators' software flushes): the
// wave goes on at once, and its slot's next request (or its FINISH) waits for the answer first,
// so a flush overlaps the group's next work. Every posted add is applied before the launch ends.
// The _if forms post where `want` holds and are called by every work-item of the wave alike, so
// that lanes that post under divergent conditions post in one round; where no lane of the call
// wants to, one vote and no call of the request path.
void swatomic_post_(swatomic_ctx_t *ctx, __global volatile void *x, uint op, ulong operand, int want)
{
    if (swatomic_wave_ballot(swatomic_wave_active(), want) == 0) return;
    (void)swatomic_request_(ctx->wave, (ulong)(uintptr_t)x, op, operand, 0ul, want ? SWATOMIC_CALL_POST : SWATOMIC_CALL_NOTHING);
}
#define swatomic_post_add_if_int(W, X, Y) swatomic_post_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_ADD32, (ulong)as_uint((int)(Y)), (W))
#define swatomic_post_add_if_uint(W, X, Y) swatomic_post_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_ADD32, (ulong)(uint)(Y), (W))
#define swatomic_post_add_if_long(W, X, Y) swatomic_post_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_ADD64, as_ulong((long)(Y)), (W))
#define swatomic_post_add_if_ulong(W, X, Y) swatomic_post_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_ADD64, (ulong)(Y), (W))
#define swatomic_post_add_if_float(W, X, Y) swatomic_post_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_ADD_F32, (ulong)as_uint((float)(Y)), (W))
#ifdef cl_khr_fp64
#define swatomic_post_add_if_double(W, X, Y) swatomic_post_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_ADD_F64, as_ulong((double)(Y)), (W))
#define swatomic_post_add_double(X, Y) swatomic_post_add_if_double(1, X, Y)
#endif
#define swatomic_post_add_int(X, Y) swatomic_post_add_if_int(1, X, Y)
#define swatomic_post_add_uint(X, Y) swatomic_post_add_if_uint(1, X, Y)
#define swatomic_post_add_long(X, Y) swatomic_post_add_if_long(1, X, Y)
#define swatomic_post_add_ulong(X, Y) swatomic_post_add_if_ulong(1, X, Y)
#define swatomic_post_add_float(X, Y) swatomic_post_add_if_float(1, X, Y)

#define swatomic_int_(OP, X, Y, C) swatomic_int_op_(SWATOMIC_CTX_NAME_, (__global volatile int *)(X), (OP), (int)(Y), (int)(C))
#define swatomic_uint_(OP, X, Y, C) swatomic_op32_(SWATOMIC_CTX_NAME_, (__global volatile uint *)(X), (OP), (uint)(Y), (uint)(C))
#define swatomic_long_(OP, X, Y, C) swatomic_long_op_(SWATOMIC_CTX_NAME_, (X), (OP), (long)(Y), (long)(C))
#define swatomic_ulong_(OP, X, Y, C) swatomic_op64_(SWATOMIC_CTX_NAME_, (X), (OP), (ulong)(Y), (ulong)(C))

/// int (an int * or uint * pointer: the bits are what count, as with atomic_*).
#define software_atom_add(X, Y) swatomic_int_(SWATOMIC_OP_ADD32, X, Y, 0)
#define software_atom_sub(X, Y) swatomic_int_(SWATOMIC_OP_ADD32, X, 0u - (uint)(Y), 0)
#define software_atom_inc(X) swatomic_int_(SWATOMIC_OP_ADD32, X, 1, 0)
#define software_atom_dec(X) swatomic_int_(SWATOMIC_OP_ADD32, X, -1, 0)
#define software_atom_min(X, Y) swatomic_int_(SWATOMIC_OP_MIN_I32, X, Y, 0)
#define software_atom_max(X, Y) swatomic_int_(SWATOMIC_OP_MAX_I32, X, Y, 0)
#define software_atom_and(X, Y) swatomic_int_(SWATOMIC_OP_AND32, X, Y, 0)
#define software_atom_or(X, Y) swatomic_int_(SWATOMIC_OP_OR32, X, Y, 0)
#define software_atom_xor(X, Y) swatomic_int_(SWATOMIC_OP_XOR32, X, Y, 0)
#define software_atom_xchg(X, Y) swatomic_int_(SWATOMIC_OP_XCHG32, X, Y, 0)
/// software_atom_cmpxchg(p, cmp, val): stores val where *p == cmp; returns the old *p.
#define software_atom_cmpxchg(X, CMP, Y) swatomic_int_(SWATOMIC_OP_CMPXCHG32, X, Y, CMP)
/// uint (min and max compare unsigned).
#define software_atom_add_uint(X, Y) swatomic_uint_(SWATOMIC_OP_ADD32, X, Y, 0)
#define software_atom_sub_uint(X, Y) swatomic_uint_(SWATOMIC_OP_ADD32, X, 0u - (uint)(Y), 0)
#define software_atom_inc_uint(X) swatomic_uint_(SWATOMIC_OP_ADD32, X, 1u, 0)
#define software_atom_dec_uint(X) swatomic_uint_(SWATOMIC_OP_ADD32, X, 0xffffffffu, 0)
#define software_atom_min_uint(X, Y) swatomic_uint_(SWATOMIC_OP_MIN_U32, X, Y, 0)
#define software_atom_max_uint(X, Y) swatomic_uint_(SWATOMIC_OP_MAX_U32, X, Y, 0)
#define software_atom_and_uint(X, Y) swatomic_uint_(SWATOMIC_OP_AND32, X, Y, 0)
#define software_atom_or_uint(X, Y) swatomic_uint_(SWATOMIC_OP_OR32, X, Y, 0)
#define software_atom_xor_uint(X, Y) swatomic_uint_(SWATOMIC_OP_XOR32, X, Y, 0)
#define software_atom_xchg_uint(X, Y) swatomic_uint_(SWATOMIC_OP_XCHG32, X, Y, 0)
#define software_atom_cmpxchg_uint(X, CMP, Y) swatomic_uint_(SWATOMIC_OP_CMPXCHG32, X, Y, CMP)
/// long (a long * pointer; cl_khr_int64_base/extended_atomics semantics).
#define software_atom_add_long(X, Y) swatomic_long_(SWATOMIC_OP_ADD64, X, Y, 0)
#define software_atom_sub_long(X, Y) swatomic_long_(SWATOMIC_OP_ADD64, X, 0ul - (ulong)(Y), 0)
#define software_atom_inc_long(X) swatomic_long_(SWATOMIC_OP_ADD64, X, 1, 0)
#define software_atom_dec_long(X) swatomic_long_(SWATOMIC_OP_ADD64, X, -1, 0)
#define software_atom_min_long(X, Y) swatomic_long_(SWATOMIC_OP_MIN_I64, X, Y, 0)
#define software_atom_max_long(X, Y) swatomic_long_(SWATOMIC_OP_MAX_I64, X, Y, 0)
#define software_atom_and_long(X, Y) swatomic_long_(SWATOMIC_OP_AND64, X, Y, 0)
#define software_atom_or_long(X, Y) swatomic_long_(SWATOMIC_OP_OR64, X, Y, 0)
#define software_atom_xor_long(X, Y) swatomic_long_(SWATOMIC_OP_XOR64, X, Y, 0)
#define software_atom_xchg_long(X, Y) swatomic_long_(SWATOMIC_OP_XCHG64, X, Y, 0)
#define software_atom_cmpxchg_long(X, CMP, Y) swatomic_long_(SWATOMIC_OP_CMPXCHG64, X, Y, CMP)
/// ulong (a ulong * pointer; min and max compare unsigned).
#define software_atom_add_ulong(X, Y) swatomic_ulong_(SWATOMIC_OP_ADD64, X, Y, 0)
#define software_atom_sub_ulong(X, Y) swatomic_ulong_(SWATOMIC_OP_ADD64, X, 0ul - (ulong)(Y), 0)
#define software_atom_inc_ulong(X) swatomic_ulong_(SWATOMIC_OP_ADD64, X, 1ul, 0)
#define software_atom_dec_ulong(X) swatomic_ulong_(SWATOMIC_OP_ADD64, X, 0xfffffffffffffffful, 0)
#define software_atom_min_ulong(X, Y) swatomic_ulong_(SWATOMIC_OP_MIN_U64, X, Y, 0)
#define software_atom_max_ulong(X, Y) swatomic_ulong_(SWATOMIC_OP_MAX_U64, X, Y, 0)
#define software_atom_and_ulong(X, Y) swatomic_ulong_(SWATOMIC_OP_AND64, X, Y, 0)
#define software_atom_or_ulong(X, Y) swatomic_ulong_(SWATOMIC_OP_OR64, X, Y, 0)
#define software_atom_xor_ulong(X, Y) swatomic_ulong_(SWATOMIC_OP_XOR64, X, Y, 0)
#define software_atom_xchg_ulong(X, Y) swatomic_ulong_(SWATOMIC_OP_XCHG64, X, Y, 0)
#define software_atom_cmpxchg_ulong(X, CMP, Y) swatomic_ulong_(SWATOMIC_OP_CMPXCHG64, X, Y, CMP)
/// float (a float * pointer).
#define software_atom_add_float(X, Y) swatomic_float_op_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_ADD_F32, (float)(Y))
#define software_atom_xchg_float(X, Y) swatomic_float_op_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_XCHG32, (float)(Y))
#define software_atom_min_float(X, Y) swatomic_float_op_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_MIN_F32, (float)(Y))
#define software_atom_max_float(X, Y) swatomic_float_op_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_MAX_F32, (float)(Y))
/// double (a double * pointer; where cl_khr_fp64 exists).
#ifdef cl_khr_fp64
#define software_atom_add_double(X, Y) swatomic_double_op_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_ADD_F64, (double)(Y))
#define software_atom_xchg_double(X, Y) swatomic_double_op_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_XCHG64, (double)(Y))
#define software_atom_min_double(X, Y) swatomic_double_op_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_MIN_F64, (double)(Y))
#define software_atom_max_double(X, Y) swatomic_double_op_(SWATOMIC_CTX_NAME_, (X), SWATOMIC_OP_MAX_F64, (double)(Y))
#endif

#endif  // SWATOMIC_SOFTWARE_ATOM_CL
