// swatomic public kernel interface: SWATOMIC_KERNEL_PARAMS, SWATOMIC_RUN, the virtual-group
// indices and the software_atom_* operations. How a request travels: requester.cl; who serves
// it: coordinator.cl; the constants both sides share with the host: protocol.h.
#ifndef SWATOMIC_SOFTWARE_ATOM_CL
#define SWATOMIC_SOFTWARE_ATOM_CL

swatomic_ctx_t swatomic_begin_(__global volatile uint *pending, __global volatile ulong *addresses,
                               __global volatile uint *ops, __global volatile ulong *sums,
                               __global volatile ulong *prefixsums, __global volatile uint *control,
                               __local ulong *scratch)
{
    swatomic_ctx_t ctx;
    ctx.pending = pending;
    ctx.addresses = addresses;
    ctx.ops = ops;
    ctx.sums = sums;
    ctx.prefixsums = prefixsums;
    ctx.control = control;
    ctx.scratch = scratch;
    const uint waves = ((uint)get_local_size(0) + SWATOMIC_WAVE_WIDTH - 1u) / SWATOMIC_WAVE_WIDTH;
    // Work-groups 0 .. coordinators - 1 coordinate, the others request.
    const uint coordinators = swatomic_control_cached_(control, SWATOMIC_CTL_COORDINATORS);
    const uint group = (uint)get_group_id(0);
    const int requesting = group >= coordinators;
    ctx.coordinators = coordinators;
    ctx.slot_count = ((uint)get_num_groups(0) - coordinators) * waves;
    ctx.pending_stride = SWATOMIC_PENDING_STRIDE(SWATOMIC_ROW_SLOTS(ctx.slot_count, coordinators));
    ctx.slot = requesting ? (group - coordinators) * waves + swatomic_wave_index() : 0u;
    // This work-item's failed flag (width 1) follows the waves' blocks in the requester's scratch.
    ctx.failed_local = (__local uint *)((__local uchar *)scratch +
                                        SWATOMIC_REQUESTER_WAVES_BYTES(get_local_size(0), SWATOMIC_WAVE_WIDTH)) +
                       get_local_id(0);
    if (requesting) *ctx.failed_local = 0;
    ctx.failed_private = 0;
    ctx.group = requesting ? group - coordinators : group;  // a coordinator: its index
    ctx.groups = swatomic_control_cached_(control, SWATOMIC_CTL_GROUPS);
#if SWATOMIC_WAVE_WIDTH != 1
    if (requesting) {
        for (uint w = get_local_id(0); w < waves; w += get_local_size(0)) {
            __local uint *words = (__local uint *)((__local uchar *)scratch +
                                                   w * SWATOMIC_WAVE_SCRATCH_BYTES(SWATOMIC_WAVE_WIDTH) +
                                                   SWATOMIC_WAVE_WIDTH * 8);
            words[SWATOMIC_WAVE_SCRATCH_LOCK] = 0;
            words[SWATOMIC_WAVE_SCRATCH_DONE] = 0;
            words[SWATOMIC_WAVE_SCRATCH_WAITING] = 0;
            words[SWATOMIC_WAVE_SCRATCH_GATHERED] = 0;  // (FAILED on the other path: set before use)
        }
        if (get_local_id(0) == 0) swatomic_join_words_(&ctx)[SWATOMIC_JOIN_STATE] = SWATOMIC_JOIN_FREE;
    }
#endif
    barrier(CLK_LOCAL_MEM_FENCE);
    return ctx;
}

// Append to a kernel's parameter list (last). The runtime binds these arguments.
#define SWATOMIC_KERNEL_PARAMS                                                                     \
    __global volatile uint *swatomic_wavefronts_pending, __global volatile ulong *swatomic_wavefronts_addresses, \
        __global volatile uint *swatomic_wavefronts_ops, __global volatile ulong *swatomic_wavefronts_sums,      \
        __global volatile ulong *swatomic_wavefronts_prefixsums, __global volatile uint *swatomic_control,      \
        __local ulong *swatomic_scratch

// Parameter and argument to hand the context to helper functions that call software_atom_*.
// The name is long on purpose: using an operation where no context is in scope then reads
// "use of undeclared identifier 'swatomic_context__call_inside_SWATOMIC_RUN_or_take_SWATOMIC_CTX_PARAM'".
#define SWATOMIC_CTX_NAME_ swatomic_context__call_inside_SWATOMIC_RUN_or_take_SWATOMIC_CTX_PARAM
#define SWATOMIC_CTX_PARAM swatomic_ctx_t *SWATOMIC_CTX_NAME_
#define SWATOMIC_CTX SWATOMIC_CTX_NAME_

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
// SWATOMIC_WITHOUT_COORDINATOR: a build that leaves the protocol out (no coordinator, requests
// cost what a native atomic costs: requester.cl), never launched. Runtime::build_program reads
// from it the registers the user's own code needs and caps the real build there on NVIDIA, so
// that the protocol's code costs the kernel no co-resident groups.
#ifdef SWATOMIC_WITHOUT_COORDINATOR
#define SWATOMIC_COORDINATE_(ctx) ((void)(ctx))
#else
#define SWATOMIC_COORDINATE_(ctx) swatomic_coordinate_(ctx)
#endif

#define SWATOMIC_RUN(...)                                                                          \
    do {                                                                                           \
        swatomic_ctx_t swatomic_ctx_value_ = swatomic_begin_(                                      \
            swatomic_wavefronts_pending, swatomic_wavefronts_addresses, swatomic_wavefronts_ops,   \
            swatomic_wavefronts_sums, swatomic_wavefronts_prefixsums, swatomic_control,            \
            swatomic_scratch);                                                                     \
        swatomic_ctx_t *const SWATOMIC_CTX_NAME_ = &swatomic_ctx_value_;                          \
        if (get_group_id(0) < SWATOMIC_CTX_NAME_->coordinators) {                                  \
            SWATOMIC_COORDINATE_(SWATOMIC_CTX_NAME_);                                              \
        } else {                                                                                   \
            const uint swatomic_physical_ = (uint)get_num_groups(0) - SWATOMIC_CTX_NAME_->coordinators; \
            for (; SWATOMIC_CTX_NAME_->group < SWATOMIC_CTX_NAME_->groups;                         \
                 SWATOMIC_CTX_NAME_->group += swatomic_physical_) {                                \
                __VA_ARGS__;                                                                       \
                barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);                               \
            }                                                                                      \
            swatomic_finish_(SWATOMIC_CTX_NAME_);                                                  \
        }                                                                                          \
    } while (0)

// Work-item and group indices of the requesting work (virtual groups, the coordinator excluded).
#define swatomic_group_id() (SWATOMIC_CTX_NAME_->group)
#define swatomic_num_groups() (SWATOMIC_CTX_NAME_->groups)
#define swatomic_global_id() (SWATOMIC_CTX_NAME_->group * (uint)get_local_size(0) + (uint)get_local_id(0))
#define swatomic_global_size() (SWATOMIC_CTX_NAME_->groups * (uint)get_local_size(0))

// ---------------------------------------------------------------- public operations
// Like their atomic_* counterparts they return the value the variable held just before (in
// the serial order the coordinator chose). int and uint forms accept either pointer type (the
// bits are what count, as with atomic_*); the others take their own type. inc and dec are +1
// and -1 (OpenCL's atomic_inc/atomic_dec, not CUDA's wrapping forms). The 64-bit and float
// forms need no hardware atomics; software_atom_add_double exists where cl_khr_fp64 does.

uint swatomic_op_u32_(swatomic_ctx_t *ctx, __global volatile uint *x, uint op, uint operand)
{
    return (uint)swatomic_request_(ctx, (ulong)(uintptr_t)x, op, (ulong)operand);
}

// Kept under its old name: the int add earlier kernels and tools call.
uint swatomic_add_u32_(swatomic_ctx_t *ctx, __global volatile uint *x, uint y)
{
    return swatomic_op_u32_(ctx, x, SWATOMIC_OP_ADD32, y);
}

uint swatomic_cmpxchg_u32_(swatomic_ctx_t *ctx, __global volatile uint *x, uint compare, uint value)
{
    return (uint)swatomic_request_(ctx, (ulong)(uintptr_t)x, SWATOMIC_OP_CMPXCHG32,
                                   ((ulong)compare << 32) | (ulong)value);
}

ulong swatomic_add_u64_(swatomic_ctx_t *ctx, __global volatile ulong *x, ulong y)
{
    return swatomic_request_(ctx, (ulong)(uintptr_t)x, SWATOMIC_OP_ADD64, y);
}

long swatomic_add_long_(swatomic_ctx_t *ctx, __global volatile long *x, long y)
{
    return as_long(swatomic_request_(ctx, (ulong)(uintptr_t)x, SWATOMIC_OP_ADD64, as_ulong(y)));
}

float swatomic_add_float_(swatomic_ctx_t *ctx, __global volatile float *x, float y)
{
    return as_float(
        (uint)swatomic_request_(ctx, (ulong)(uintptr_t)x, SWATOMIC_OP_ADD_F32, (ulong)as_uint(y)));
}

float swatomic_xchg_float_(swatomic_ctx_t *ctx, __global volatile float *x, float y)
{
    return as_float(
        (uint)swatomic_request_(ctx, (ulong)(uintptr_t)x, SWATOMIC_OP_XCHG32, (ulong)as_uint(y)));
}

#ifdef cl_khr_fp64
double swatomic_add_double_(swatomic_ctx_t *ctx, __global volatile double *x, double y)
{
    return as_double(swatomic_request_(ctx, (ulong)(uintptr_t)x, SWATOMIC_OP_ADD_F64, as_ulong(y)));
}
#endif

#define swatomic_int_op_(OP, X, Y) \
    as_int(swatomic_op_u32_(SWATOMIC_CTX_NAME_, (__global volatile uint *)(X), (OP), as_uint((int)(Y))))
#define swatomic_uint_op_(OP, X, Y) \
    swatomic_op_u32_(SWATOMIC_CTX_NAME_, (__global volatile uint *)(X), (OP), (uint)(Y))

// int
#define software_atom_add(X, Y) swatomic_int_op_(SWATOMIC_OP_ADD32, X, Y)
#define software_atom_sub(X, Y) swatomic_int_op_(SWATOMIC_OP_ADD32, X, as_int(0u - as_uint((int)(Y))))
#define software_atom_inc(X) swatomic_int_op_(SWATOMIC_OP_ADD32, X, 1)
#define software_atom_dec(X) swatomic_int_op_(SWATOMIC_OP_ADD32, X, -1)
#define software_atom_min(X, Y) swatomic_int_op_(SWATOMIC_OP_MIN_I32, X, Y)
#define software_atom_max(X, Y) swatomic_int_op_(SWATOMIC_OP_MAX_I32, X, Y)
#define software_atom_and(X, Y) swatomic_int_op_(SWATOMIC_OP_AND32, X, Y)
#define software_atom_or(X, Y) swatomic_int_op_(SWATOMIC_OP_OR32, X, Y)
#define software_atom_xor(X, Y) swatomic_int_op_(SWATOMIC_OP_XOR32, X, Y)
#define software_atom_xchg(X, Y) swatomic_int_op_(SWATOMIC_OP_XCHG32, X, Y)
#define software_atom_cmpxchg(X, CMP, Y)                                                \
    as_int(swatomic_cmpxchg_u32_(SWATOMIC_CTX_NAME_, (__global volatile uint *)(X),    \
                                 as_uint((int)(CMP)), as_uint((int)(Y))))
// uint
#define software_atom_add_uint(X, Y) swatomic_uint_op_(SWATOMIC_OP_ADD32, X, Y)
#define software_atom_sub_uint(X, Y) swatomic_uint_op_(SWATOMIC_OP_ADD32, X, 0u - (uint)(Y))
#define software_atom_inc_uint(X) swatomic_uint_op_(SWATOMIC_OP_ADD32, X, 1u)
#define software_atom_dec_uint(X) swatomic_uint_op_(SWATOMIC_OP_ADD32, X, 0xffffffffu)
#define software_atom_min_uint(X, Y) swatomic_uint_op_(SWATOMIC_OP_MIN_U32, X, Y)
#define software_atom_max_uint(X, Y) swatomic_uint_op_(SWATOMIC_OP_MAX_U32, X, Y)
#define software_atom_and_uint(X, Y) swatomic_uint_op_(SWATOMIC_OP_AND32, X, Y)
#define software_atom_or_uint(X, Y) swatomic_uint_op_(SWATOMIC_OP_OR32, X, Y)
#define software_atom_xor_uint(X, Y) swatomic_uint_op_(SWATOMIC_OP_XOR32, X, Y)
#define software_atom_xchg_uint(X, Y) swatomic_uint_op_(SWATOMIC_OP_XCHG32, X, Y)
#define software_atom_cmpxchg_uint(X, CMP, Y) \
    swatomic_cmpxchg_u32_(SWATOMIC_CTX_NAME_, (__global volatile uint *)(X), (uint)(CMP), (uint)(Y))
// 64-bit and floating point (typed pointers: long *, ulong *, float *, double *)
#define software_atom_add_long(X, Y) swatomic_add_long_(SWATOMIC_CTX_NAME_, (X), (long)(Y))
#define software_atom_add_ulong(X, Y) swatomic_add_u64_(SWATOMIC_CTX_NAME_, (X), (ulong)(Y))
#define software_atom_add_float(X, Y) swatomic_add_float_(SWATOMIC_CTX_NAME_, (X), (float)(Y))
#define software_atom_xchg_float(X, Y) swatomic_xchg_float_(SWATOMIC_CTX_NAME_, (X), (float)(Y))
#ifdef cl_khr_fp64
#define software_atom_add_double(X, Y) swatomic_add_double_(SWATOMIC_CTX_NAME_, (X), (double)(Y))
#endif

#endif  // SWATOMIC_SOFTWARE_ATOM_CL
