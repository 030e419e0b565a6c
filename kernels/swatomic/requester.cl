// swatomic requester: how a wave asks the coordinator for its software atomics (seed 002's
// "wavefront-level aggregation", reworked: no lock-step assumption, every distinct (address,
// operation) of a wave posted at once, every wait budgeted). The coordinator that serves the
// requests is coordinator.cl; the public operations and macros are software_atom.cl; the
// constants are protocol.h.
//
// One request round of a slot (one wave of a physical requesting work-group):
//   1. The lanes that arrive together (swatomic_wave_active) are the callers. The first of them
//      takes the slot (a local lock: divergent parts of one wave arriving separately take turns).
//   2. The callers are split into classes of equal (address, operation); cmpxchg callers are
//      each a class of their own. The leader (lowest lane) of each class folds its peers'
//      operands in lane order and writes the class's request i of the slot:
//      WavefrontsAddresses / WavefrontsOps / WavefrontsSums[slot * W + i], the requests ordered
//      by the coordinator that serves their address (swatomic_coordinator_of_), so that each
//      coordinator's are consecutive.
//  2b. Joining (protocol.h, SWATOMIC_JOIN_*): where a part's callers form one class of add, min,
//      max, and, or, xor or xchg on 32 bits, its first lane joins another wave's open request
//      for the same variable and operation in this work-group (a local atomic adds its operand
//      to that request's and returns what was there before), and waits for that wave's result
//      instead of posting; or it opens the group's join record, so that waves arriving while it
//      writes its request join it, closes it before the request is written, and hands the old
//      value to the joined waves after its release. Only the opener waits on the coordinator;
//      joiners wait on the opener, whose wait is budgeted and who publishes failures too.
//   3. Every lane fences (its request is visible device-wide), the wave syncs, and the first lane
//      writes SWATOMIC_SLOT_POST(first, count) to the slot's word in the row of WavefrontsPending
//      of each coordinator concerned: the posts; then a fence and each row's chunk flag.
//  3b. Spreading (protocol.h): a wave whose callers form one class of a 32-bit add, min, max,
//      and, or or xor on a variable its owner has published as hot posts to the coordinator
//      whose share holds the slot instead; that coordinator combines it for the owner and answers
//      SWATOMIC_SLOT_DELEGATED, after which the first lane finishes the request from the
//      owner's answer (swatomic_complete_spread_).
//   4. It polls those words until the coordinators set them back to 0, fences; every
//      lane reads its class's old value from WavefrontsPrefixsums[slot * W + i] and derives its
//      own from the fold of the peers before it: for add, min, max, and, or, xor and xchg,
//      apply(apply(b, x), y) == apply(b, apply(x, y)), so these are exactly the values the
//      native atomics would return in lane order. Float adds fold the same way (exact up to the
//      rounding of another summation order).
// On NVIDIA the callers meet in local memory instead of in warp-level syncs (the gathering
// request, SWATOMIC_WAVE_GATHER): each writes its request to its lane's scratch entries and waits
// on its ticket; the lane that takes the slot lock runs steps 2-4 for all that are waiting, alone.
// Every post is announced by a chunk flag in its row after a full fence (protocol.h), so that a
// coordinator's sweep reads only the chunks that changed. Once every work-item of the wave is
// done (after all its virtual groups), the last one writes SWATOMIC_SLOT_FINISHED to the slot's
// finished word, which is how the coordinators know the launch is over; a work-item that gave
// up never counts, so its slot stays unfinished.
//
// Every wait is budgeted (swatomic_wait_step_): giving up records an error and raises the abort
// flag, so every other waiter leaves at once, and the host raises a typed exception naming the
// slots that did not complete. No read-modify-write atomic on global memory is used: local
// atomics only, as in the paper.
#ifndef SWATOMIC_REQUESTER_CL
#define SWATOMIC_REQUESTER_CL

#ifdef cl_khr_fp64
// Only for software_atom_add_double and the coordinator's double add; devices without fp64
// get neither (no hardware 64-bit atomics are needed for the 64-bit operations).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

typedef struct {
    __global volatile uint *pending;      // WavefrontsPending
    __global volatile ulong *addresses;   // WavefrontsAddresses
    __global volatile uint *ops;          // WavefrontsOps
    __global volatile ulong *sums;        // WavefrontsSums
    __global volatile ulong *prefixsums;  // WavefrontsPrefixsums
    __global volatile uint *control;      // SWATOMIC_CTL_*
    __local ulong *scratch;
    uint slot_count;  // slots of all physical requesting groups (the spread slots follow them)
    uint slot;        // this work-item's slot
    uint coordinators;    // coordinator work-groups (0 .. coordinators - 1)
    uint pending_stride;  // words per row of WavefrontsPending (one row per coordinator)
    // Non-zero once this work-item gave up: further requests return at once. Read and written
    // through SWATOMIC_FAILED_(ctx): on the width-1 path (PoCL) it lives in local memory,
    // because PoCL 3.1 loses stores made through a pointer to a private variable inside a
    // non-inlined call once a work-group barrier follows; wave paths keep it private (measured
    // on the H100: the local-memory flag made one divergent test of the width-32 path hang).
    __local uint *failed_local;
    uint failed_private;
    uint group;       // the virtual work-group being run (swatomic_group_id())
    uint groups;      // virtual work-groups of the launch (swatomic_num_groups())
} swatomic_ctx_t;

#if SWATOMIC_WAVE_WIDTH == 1
#define SWATOMIC_FAILED_(ctx) (*(ctx)->failed_local)
#else
#define SWATOMIC_FAILED_(ctx) ((ctx)->failed_private)
#endif

// 64-bit operations (anything else works on 32 bits).
int swatomic_op_is_64_(uint op) { return op == SWATOMIC_OP_ADD64 || op == SWATOMIC_OP_ADD_F64; }

// Operations a coordinator that does not own the variable may combine (protocol.h, spreading):
// 32-bit add, min, max, and, or, xor. Each has an identity, and a caller's old value is
// apply(base, prefix) for the prefix of the requests before it, whatever the base turns out to be.
int swatomic_spreadable_(uint op) { return op <= SWATOMIC_OP_XOR32; }

uint swatomic_identity_(uint op)
{
    switch (op) {
    case SWATOMIC_OP_MIN_I32: return 0x7fffffffu;
    case SWATOMIC_OP_MAX_I32: return 0x80000000u;
    case SWATOMIC_OP_MIN_U32:
    case SWATOMIC_OP_AND32: return 0xffffffffu;
    default: return 0u;  // add, max_u32, or, xor
    }
}

// The variable's new value after `op` with `operand` on `current` (32-bit operations use and
// return the low 32 bits). Requesters fold peers' operands with it; the coordinator applies
// 64-bit requests with it.
ulong swatomic_apply_(uint op, ulong current, ulong operand)
{
    const uint c = (uint)current;
    const uint v = (uint)operand;
    switch (op) {
    case SWATOMIC_OP_ADD32: return (ulong)(c + v);
    case SWATOMIC_OP_MIN_I32: return (ulong)(uint)min((int)c, (int)v);
    case SWATOMIC_OP_MAX_I32: return (ulong)(uint)max((int)c, (int)v);
    case SWATOMIC_OP_MIN_U32: return (ulong)min(c, v);
    case SWATOMIC_OP_MAX_U32: return (ulong)max(c, v);
    case SWATOMIC_OP_AND32: return (ulong)(c & v);
    case SWATOMIC_OP_OR32: return (ulong)(c | v);
    case SWATOMIC_OP_XOR32: return (ulong)(c ^ v);
    case SWATOMIC_OP_XCHG32: return (ulong)v;
    case SWATOMIC_OP_CMPXCHG32: return (ulong)(c == (uint)(operand >> 32) ? v : c);
    case SWATOMIC_OP_ADD_F32: return (ulong)as_uint(as_float(c) + as_float(v));
    case SWATOMIC_OP_ADD64: return current + operand;
#ifdef cl_khr_fp64
    case SWATOMIC_OP_ADD_F64: return as_ulong(as_double(current) + as_double(operand));
#endif
    default: return current;
    }
}

// Applies a 32-bit operation to a variable in local memory with the matching local atomic (the
// coordinator: its owner's copy of a variable; the requester: a join's combined operand);
// returns the old value. Float add has no local atomic in OpenCL 1.2: a compare-and-swap
// loop, which fails only when another request of this window succeeded, so `bound` tries suffice.
uint swatomic_apply_local32_(__local uint *v, uint op, ulong operand, uint bound)
{
    const uint x = (uint)operand;
    switch (op) {
    case SWATOMIC_OP_ADD32: return atomic_add(v, x);
    case SWATOMIC_OP_MIN_I32: return (uint)atomic_min((__local int *)v, (int)x);
    case SWATOMIC_OP_MAX_I32: return (uint)atomic_max((__local int *)v, (int)x);
    case SWATOMIC_OP_MIN_U32: return atomic_min(v, x);
    case SWATOMIC_OP_MAX_U32: return atomic_max(v, x);
    case SWATOMIC_OP_AND32: return atomic_and(v, x);
    case SWATOMIC_OP_OR32: return atomic_or(v, x);
    case SWATOMIC_OP_XOR32: return atomic_xor(v, x);
    case SWATOMIC_OP_XCHG32: return atomic_xchg(v, x);
    case SWATOMIC_OP_CMPXCHG32: return atomic_cmpxchg(v, (uint)(operand >> 32), x);
    case SWATOMIC_OP_ADD_F32: {
        uint seen = *v;
        for (uint tries = 0; tries <= bound; ++tries) {
            const uint old = seen;
            seen = atomic_cmpxchg(v, old, as_uint(as_float(old) + as_float(x)));
            if (seen == old) return old;
        }
        return seen;  // not reached: at most `bound` other requests can win in between
    }
    default: return *v;
    }
}

// A control word read through the caches, for words that no kernel changes while it runs (the
// launch's sizes and budgets) or whose stale value does no harm (an abort flag that the next wait
// re-reads, a hint): a volatile load of one word by every wave at once queues thousands of
// requests on one cache line (measured on the H100: the coordinators started 6-7 us after the
// launch's first group, 1-3.5 us with these loads).
uint swatomic_control_cached_(__global volatile uint *control, uint word)
{
    return ((__global const uint *)control)[word];
}

// Records a kernel-side error and raises the abort flag (error code first, so that whoever
// sees the flag finds the code).
void swatomic_raise_(__global volatile uint *control, uint error, uint slot)
{
    control[SWATOMIC_CTL_ERROR] = error;
    control[SWATOMIC_CTL_ERROR_SLOT] = slot;
    swatomic_fence_global();
    control[SWATOMIC_CTL_ABORT] = 1;
}

void swatomic_give_up_(swatomic_ctx_t *ctx, uint error)
{
    SWATOMIC_FAILED_(ctx) = 1;
    swatomic_raise_(ctx->control, error, ctx->slot);
}

// Budgeted wait of every requesting-side spin. The budget runs only while the coordinator's
// heartbeat stands still, so a slow but live coordinator is waited for, a dead one is not. The
// deadline runs from the wait's first check whatever the heartbeat does: live coordinators that
// never serve this request (a starved or lost request) end the launch too, they never hang it.
// With a clock both are time (microseconds), otherwise polls (the host scales them).
typedef struct {
    uint polls;      // since the heartbeat last moved (the control block is read every 64)
    uint heartbeat;
    ulong since;     // clock: the first check that found the heartbeat still (0: none yet)
    ulong began;     // clock: the wait's first check; no clock: polls so far
} swatomic_wait_t;

// No heartbeat value (sweeps ^ coordinator << 24, coordinator < 64) has all high bits set.
#define SWATOMIC_NO_HEARTBEAT_ 0xffffffffu

void swatomic_wait_begin_(swatomic_ctx_t *ctx, swatomic_wait_t *w)
{
    (void)ctx;
    w->polls = 0;
    w->heartbeat = SWATOMIC_NO_HEARTBEAT_;  // read at the first check, not by every request at once
    w->since = 0;
    w->began = 0;
}

// Returns 0 to go on waiting, 1 to stop (the launch failed; ctx->failed is set).
int swatomic_wait_step_(swatomic_ctx_t *ctx, swatomic_wait_t *w)
{
    if ((++w->polls & 63u) != 0) return 0;  // the control block is read every 64 polls
    if (ctx->control[SWATOMIC_CTL_ABORT] != 0) {
        SWATOMIC_FAILED_(ctx) = 1;
        return 1;
    }
#ifdef SWATOMIC_HAVE_CLOCK
    const ulong now = swatomic_clock_us();
    if (w->began == 0) w->began = now;
    const ulong waited = now - w->began;
#else
    w->began += 64;
    const ulong waited = w->began;
#endif
    if (waited >= ctx->control[SWATOMIC_CTL_WAIT_DEADLINE]) {
        swatomic_give_up_(ctx, SWATOMIC_ERR_REQUEST_DEADLINE);
        return 1;
    }
    const uint beat = ctx->control[SWATOMIC_CTL_HEARTBEAT];
    if (beat != w->heartbeat) {
        w->heartbeat = beat;
        w->since = 0;
        w->polls = 0;
        return 0;
    }
#ifdef SWATOMIC_HAVE_CLOCK
    // The budget runs from the first check that found the heartbeat still, at most 64 polls late.
    if (w->since == 0) w->since = now;
    const ulong spent = now - w->since;
#else
    const ulong spent = w->polls;
#endif
    if (spent >= ctx->control[SWATOMIC_CTL_STALL_BUDGET]) {
        swatomic_give_up_(ctx, SWATOMIC_ERR_WORKER_STALLED);
        return 1;
    }
    return 0;
}

// The coordinator that serves `address`: Fibonacci hashing of the word index, its high bits
// scaled to [0, coordinators), so that neighbouring variables go to different coordinators.
uint swatomic_coordinator_of_(const swatomic_ctx_t *ctx, ulong address)
{
    return mul_hi((uint)(address >> 2) * 2654435761u, ctx->coordinators);
}

// The slot's word in coordinator `row`'s row of WavefrontsPending.
__global volatile uint *swatomic_pending_word_(const swatomic_ctx_t *ctx, uint row)
{
    return ctx->pending + row * ctx->pending_stride + ctx->slot;
}

// Chunk flags and finished words (protocol.h): the launch's chunk shift, coordinator `row`'s
// flags, every slot's finished word.
uint swatomic_chunk_shift_(const swatomic_ctx_t *ctx) { return swatomic_control_cached_(ctx->control, SWATOMIC_CTL_CHUNK_SHIFT); }
__global volatile uint *swatomic_row_flags_(const swatomic_ctx_t *ctx, uint row, uint shift)
{
    return ctx->pending + SWATOMIC_FLAGS_OFFSET(ctx->pending_stride, ctx->coordinators) +
           row * SWATOMIC_FLAG_STRIDE(ctx->pending_stride, shift);
}
__global volatile uint *swatomic_finished_words_(const swatomic_ctx_t *ctx, uint shift)
{
    return ctx->pending + SWATOMIC_FINISHED_OFFSET(ctx->pending_stride, ctx->coordinators, shift);
}

// Announces posts already written for `slot` in the coordinator rows `rows` (bit c: row c): a full
// fence, so that a coordinator that clears the flag reads the post (protocol.h), then the flag of
// the slot's chunk in each of those rows.
void swatomic_flag_posts_(const swatomic_ctx_t *ctx, ulong rows, uint slot)
{
    const uint shift = swatomic_chunk_shift_(ctx);
    swatomic_fence_global();
    for (; rows != 0; rows &= rows - 1u) swatomic_row_flags_(ctx, 63u - (uint)clz(rows & (0ul - rows)), shift)[slot >> shift] = 1u;
}

// Waits until the coordinator releases the slot's word `pending`: SWATOMIC_SLOT_IDLE, or
// SWATOMIC_SLOT_DELEGATED for a spread request (*released says which). Returns 0 when released,
// 1 when the launch failed.
int swatomic_wait_released_(swatomic_ctx_t *ctx, __global volatile uint *pending, uint *released)
{
    swatomic_wait_t w;
    swatomic_wait_begin_(ctx, &w);
    uint backoff = SWATOMIC_BACKOFF_START;
    uint seen;
    while ((seen = *pending) != SWATOMIC_SLOT_IDLE && !SWATOMIC_SLOT_IS_DELEGATED(seen)) {  // volatile: re-read
        if (swatomic_wait_step_(ctx, &w)) return 1;
        swatomic_backoff(&backoff);
    }
    *released = seen;
    return 0;
}

// The owner's hint for a request (protocol.h, spreading; 0: none or not spreadable). Read early:
// the load's latency then overlaps the work before its use (measured on the H100: read where it
// is used, it cost every single-class request about 10%), and through the caches: a hint that
// changes during a launch may reach a compute unit only in the next launch.
uint swatomic_hint_(const swatomic_ctx_t *ctx, uint op, uint owner)
{
    return ctx->coordinators > 1u && swatomic_spreadable_(op) ? swatomic_control_cached_(ctx->control, SWATOMIC_CTL_HOT + owner) : 0u;
}

// The row a request is posted to: its owner's, or, where the owner's hint names the variable
// (the request being a spreadable wave's one class), that of the coordinator whose share holds
// the slot (protocol.h: its spread posts then sit in few chunks of its row).
uint swatomic_post_row_(const swatomic_ctx_t *ctx, ulong address, uint hint, uint owner)
{
    return hint != 0u && hint == SWATOMIC_HOT_KEY(address) ? ctx->slot / SWATOMIC_SHARE_SIZE(ctx->slot_count, ctx->coordinators)
                                                           : owner;
}

// A request that coordinator `row` combined for the variable's owner (the slot's word there is
// SWATOMIC_SLOT_DELEGATED): its entry holds the spread entry's index << 32 | its prefix. Waits
// for the owner's release of that spread slot, returns in *old the old value apply(owner's old
// value, prefix), and sets the slot's word in `row` back to idle, which lets `row` reuse the
// spread slot once all its callers have. Returns 0, or 1 when the launch failed.
int swatomic_complete_spread_(swatomic_ctx_t *ctx, uint row, uint entry, ulong address, uint op, ulong *old)
{
    const ulong reference = ctx->prefixsums[entry];
    const uint spread_entry = (uint)(reference >> 32);
    const uint spread_slot = ctx->slot_count + spread_entry / SWATOMIC_SPREAD_ENTRIES;
    uint released;
    if (swatomic_wait_released_(ctx, ctx->pending + swatomic_coordinator_of_(ctx, address) * ctx->pending_stride + spread_slot,
                                &released))
        return 1;
    swatomic_fence_global();  // the owner wrote its old value before the release
    *old = swatomic_apply_(op, ctx->prefixsums[ctx->slot_count * SWATOMIC_WAVE_WIDTH + spread_entry], (ulong)(uint)reference);
    swatomic_fence_global();  // read before the spread slot may be reused
    *swatomic_pending_word_(ctx, row) = SWATOMIC_SLOT_IDLE;
    return 0;
}

// Posts `post` (SWATOMIC_SLOT_POST: requests already written) to coordinator `row` and waits for
// its release (the width-1 path: one request, one row; *released as swatomic_wait_released_).
// Returns 0 when released, 1 when the launch failed.
int swatomic_post_and_wait_(swatomic_ctx_t *ctx, uint row, uint post, uint *released)
{
    if (swatomic_control_cached_(ctx->control, SWATOMIC_CTL_ABORT) != 0) {  // the launch already failed: post nothing new
        SWATOMIC_FAILED_(ctx) = 1;
        return 1;
    }
    __global volatile uint *pending = swatomic_pending_word_(ctx, row);
    *pending = post;
    swatomic_flag_posts_(ctx, (ulong)1 << row, ctx->slot);
    if (swatomic_wait_released_(ctx, pending, released)) return 1;
    swatomic_fence_global();  // the coordinator wrote the old values before the release
    return 0;
}

#ifdef SWATOMIC_WITHOUT_COORDINATOR
#define swatomic_request_ swatomic_request_protocol_  // compiled, not called: see the end of this file
#endif

#if SWATOMIC_WAVE_WIDTH == 1

// One software atomic: `op` with `operand` on the variable at `address` (of the op's width);
// returns the variable's old value (32-bit results in the low half). noinline: one copy of the
// request path whatever the number of call sites (inlined copies cost compile time, and PoCL 3.1
// fails to form parallel regions around some inlined copies inside SWATOMIC_RUN's loop).
SWATOMIC_NOINLINE ulong swatomic_request_(swatomic_ctx_t *ctx, ulong address, uint op, ulong operand)
{
    if (SWATOMIC_FAILED_(ctx)) return 0;
    if (address == 0) {
        swatomic_give_up_(ctx, SWATOMIC_ERR_NULL_ADDRESS);
        return 0;
    }
    const uint entry = ctx->slot;
    ctx->addresses[entry] = address;
    ctx->ops[entry] = op;
    ctx->sums[entry] = operand;
    swatomic_fence_global();  // the request is visible before the post that announces it
    const uint owner = swatomic_coordinator_of_(ctx, address);
    const uint row = swatomic_post_row_(ctx, address, swatomic_hint_(ctx, op, owner), owner);
    uint released;
    if (swatomic_post_and_wait_(ctx, row, SWATOMIC_SLOT_POST(0u, 1u), &released)) return 0;
    if (!SWATOMIC_SLOT_IS_DELEGATED(released)) return ctx->prefixsums[entry];
    ulong old = 0;
    swatomic_complete_spread_(ctx, row, entry, address, op, &old);  // (a failure sets the failed flag)
    return old;
}

#else  // a wave of SWATOMIC_WAVE_WIDTH lanes shares the slot

__local uint *swatomic_wave_words_(swatomic_ctx_t *ctx)
{
    return (__local uint *)((__local uchar *)ctx->scratch +
                            swatomic_wave_index() * SWATOMIC_WAVE_SCRATCH_BYTES(SWATOMIC_WAVE_WIDTH) +
                            SWATOMIC_WAVE_WIDTH * 8);
}

__local ulong *swatomic_wave_lanes_(swatomic_ctx_t *ctx)
{
    return (__local ulong *)((__local uchar *)ctx->scratch +
                             swatomic_wave_index() * SWATOMIC_WAVE_SCRATCH_BYTES(SWATOMIC_WAVE_WIDTH));
}

// Waits until every coordinator row in `rows` (bit c: row c) has released this slot; the posts
// are made. Run by one work-item; returns 0 when all were released (*delegated: a row answered
// SWATOMIC_SLOT_DELEGATED, which only a spread request's one row does), 1 when the launch failed.
int swatomic_wait_rows_(swatomic_ctx_t *ctx, ulong rows, uint *delegated)
{
    for (; rows != 0; rows &= rows - 1u) {
        uint released;
        if (swatomic_wait_released_(ctx, swatomic_pending_word_(ctx, 63u - (uint)clz(rows & (0ul - rows))), &released))
            return 1;
        *delegated |= SWATOMIC_SLOT_IS_DELEGATED(released);
    }
    swatomic_fence_global();  // the coordinators wrote the old values before the releases
    return 0;
}

// ---- joining (wave paths): step 2b of swatomic_request_ ----
// The join record of this work-group (protocol.h, SWATOMIC_JOIN_*): the variable's address, then
// the words.
__local ulong *swatomic_join_address_(const swatomic_ctx_t *ctx)
{
    return (__local ulong *)((__local uchar *)ctx->scratch +
                             SWATOMIC_REQUESTER_WAVES_BYTES(get_local_size(0), SWATOMIC_WAVE_WIDTH) +
                             SWATOMIC_REQUESTER_FLAGS_BYTES(get_local_size(0)));
}
__local uint *swatomic_join_words_(const swatomic_ctx_t *ctx) { return (__local uint *)(swatomic_join_address_(ctx) + 1); }

#define SWATOMIC_JOIN_STATE_OF_(w) ((w) & 3u)
#define SWATOMIC_JOIN_JOINED_BITS_ (0x3ffu << 2)
#define SWATOMIC_JOIN_JOINED_OF_(w) (((w) & SWATOMIC_JOIN_JOINED_BITS_) >> 2)
#define SWATOMIC_JOIN_ONE_JOINED_ (1u << 2)
#define SWATOMIC_JOIN_GENERATION_OF_(w) ((w) & 0xfffff000u)
#define SWATOMIC_JOIN_ONE_GENERATION_ (1u << 12)
// Closed with every joined bit set: the opener is writing the fields (no join is counted then).
#define SWATOMIC_JOIN_OPENING_ (SWATOMIC_JOIN_JOINED_BITS_ | SWATOMIC_JOIN_CLOSED)

// Operations a join can combine: r = a op b is associative (xchg: b), so the wave that posts can
// apply the joiners' operands after its own, and each joiner's old value is the variable's old
// value for the post combined with the operand it found (a local atomic's return value).
int swatomic_joinable_(uint op) { return op <= SWATOMIC_OP_XCHG32; }  // ADD32 .. XCHG32 (protocol.h)

#ifndef SWATOMIC_GROUP_JOIN
#define SWATOMIC_GROUP_JOIN 1
#endif
// The gathering request (below) instead of the warp-synchronous one: the default on NVIDIA
// (-DSWATOMIC_WAVE_GATHER=0 builds the other, which hangs there now and then); width 32 only.
#ifndef SWATOMIC_WAVE_GATHER
#if defined(SWATOMIC_NV_PTX)
#define SWATOMIC_WAVE_GATHER 1
#else
#define SWATOMIC_WAVE_GATHER 0
#endif
#endif
#if SWATOMIC_WAVE_GATHER && SWATOMIC_WAVE_WIDTH != 32
#error "SWATOMIC_WAVE_GATHER needs SWATOMIC_WAVE_WIDTH 32"
#endif
#ifndef SWATOMIC_JOIN_HOLD_POLLS
#define SWATOMIC_JOIN_HOLD_POLLS 8
#endif

// Looks at the join record at most this many times: a wave that loses a race on the state word
// (another wave opened the record, or joined it, between its look and its exchange) looks again
// instead of posting alone. Waves of a group that call together meet here together, so without
// the second look most of them lost such a race and posted alone (H100: fig8's 8,192 waves at
// 256 per group made ~6,700 requests however long the opener held the record).
#define SWATOMIC_JOIN_LOOKS 64u

// Run by the one lane that stands for a wave whose callers form one class (`address`, `op`,
// combined operand `fold`). Joins the group's open post for the same variable and operation
// (returns SWATOMIC_JOIN_OPEN; *prefix: the combined operand before this wave's, *state: the
// record's state word with this join counted), opens the record for later waves (returns
// SWATOMIC_JOIN_CLOSED: this wave posts, *state its state word), or does neither (returns
// SWATOMIC_JOIN_FREE: the record is busy or open for another variable; this wave posts on its
// own). Never waits: at most SWATOMIC_JOIN_LOOKS local atomics.
uint swatomic_join_try_(swatomic_ctx_t *ctx, ulong address, uint op, ulong fold, uint *prefix, uint *state)
{
    __local ulong *join_address = swatomic_join_address_(ctx);
    __local uint *words = swatomic_join_words_(ctx);
    uint seen = atomic_or(&words[SWATOMIC_JOIN_STATE], 0u);
    for (uint look = 1; look < SWATOMIC_JOIN_LOOKS; ++look) {
        // Another wave is writing the record's fields: look again.
        if (seen == (SWATOMIC_JOIN_GENERATION_OF_(seen) | SWATOMIC_JOIN_OPENING_)) {
            seen = atomic_or(&words[SWATOMIC_JOIN_STATE], 0u);
            continue;
        }
        mem_fence(CLK_LOCAL_MEM_FENCE);
        if (SWATOMIC_JOIN_STATE_OF_(seen) == SWATOMIC_JOIN_OPEN) {
            // The record's fields stand while its generation is open; the exchange below checks
            // that the state read here (generation and count) is still the record's.
            // A wave that will not join says so: the opener stops holding the record for it.
            if (*join_address != address || words[SWATOMIC_JOIN_OP] != op || SWATOMIC_JOIN_JOINED_OF_(seen) >= 0x3feu)
                break;  // (0x3ff: opening)
            const uint joined = seen + SWATOMIC_JOIN_ONE_JOINED_;
            const uint was = atomic_cmpxchg(&words[SWATOMIC_JOIN_STATE], seen, joined);
            if (was != seen) {  // another wave joined meanwhile, or the opener closed the record
                seen = was;
                continue;
            }
            *prefix = swatomic_apply_local32_(&words[SWATOMIC_JOIN_OPERAND], op, fold, 0u);
            mem_fence(CLK_LOCAL_MEM_FENCE);
            atomic_inc(&words[SWATOMIC_JOIN_ADDED]);
            *state = joined;
            return SWATOMIC_JOIN_OPEN;
        }
        if (SWATOMIC_JOIN_STATE_OF_(seen) != SWATOMIC_JOIN_FREE) return SWATOMIC_JOIN_FREE;  // busy: post alone
        // Take the record (SWATOMIC_JOIN_OPENING_ while its fields are written), then open it.
        const uint generation = SWATOMIC_JOIN_GENERATION_OF_(seen) + SWATOMIC_JOIN_ONE_GENERATION_;
        const uint was = atomic_cmpxchg(&words[SWATOMIC_JOIN_STATE], seen, generation | SWATOMIC_JOIN_OPENING_);
        if (was != seen) {  // another wave took it first: join it
            seen = was;
            continue;
        }
        *join_address = address;
        words[SWATOMIC_JOIN_OP] = op;
        words[SWATOMIC_JOIN_OPERAND] = (uint)fold;
        words[SWATOMIC_JOIN_ADDED] = 0;
        words[SWATOMIC_JOIN_READ] = 0;
        words[SWATOMIC_JOIN_REFUSED] = 0;
        mem_fence(CLK_LOCAL_MEM_FENCE);
        atomic_xchg(&words[SWATOMIC_JOIN_STATE], generation | SWATOMIC_JOIN_OPEN);
        *state = generation | SWATOMIC_JOIN_OPEN;
        return SWATOMIC_JOIN_CLOSED;
    }
    // Open for another variable or operation (or looked too often): refused.
    if (SWATOMIC_JOIN_STATE_OF_(seen) == SWATOMIC_JOIN_OPEN) atomic_inc(&words[SWATOMIC_JOIN_REFUSED]);
    return SWATOMIC_JOIN_FREE;
}

// The opener closes its record before it writes its request: no wave joins any more; it waits
// for those that joined to add their operands (a few instructions each; budgeted all the same)
// and returns the combined operand, or sets *failed. *state becomes the closed state word.
ulong swatomic_join_close_(swatomic_ctx_t *ctx, uint *state, uint *failed)
{
    __local uint *words = swatomic_join_words_(ctx);
    uint seen = atomic_or(&words[SWATOMIC_JOIN_STATE], 0u);
#if SWATOMIC_JOIN_HOLD_POLLS > 0
    // Hold the record open a little (back-off pauses) while some other wave of the group has
    // neither joined nor refused: waves that arrive together then share one request, and waves
    // that name other variables cost the opener no wait. (A refusal counted late, in the next
    // generation, only ends that generation's hold early.)
    const uint others = ((uint)get_local_size(0) + SWATOMIC_WAVE_WIDTH - 1u) / SWATOMIC_WAVE_WIDTH - 1u;
    uint pause = SWATOMIC_BACKOFF_START;
    for (uint hold = 0; hold < SWATOMIC_JOIN_HOLD_POLLS &&
                        SWATOMIC_JOIN_JOINED_OF_(seen) + atomic_or(&words[SWATOMIC_JOIN_REFUSED], 0u) < others;
         ++hold) {
        swatomic_backoff(&pause);
        seen = atomic_or(&words[SWATOMIC_JOIN_STATE], 0u);
    }
#endif
    for (;;) {  // only joiners change the word meanwhile, each once
        const uint closed = (seen & ~3u) | SWATOMIC_JOIN_CLOSED;
        const uint was = atomic_cmpxchg(&words[SWATOMIC_JOIN_STATE], seen, closed);
        if (was == seen) {
            seen = closed;
            break;
        }
        seen = was;
    }
    *state = seen;
    const uint joined = SWATOMIC_JOIN_JOINED_OF_(seen);
    swatomic_wait_t w;
    swatomic_wait_begin_(ctx, &w);
    while (atomic_or(&words[SWATOMIC_JOIN_ADDED], 0u) != joined) {
        if (swatomic_wait_step_(ctx, &w)) {
            *failed = 1;
            break;
        }
    }
    mem_fence(CLK_LOCAL_MEM_FENCE);
    return (ulong)words[SWATOMIC_JOIN_OPERAND];
}

// The opener, once its request is served (or failed): hands the old value to the joined waves,
// or frees the record if none joined.
void swatomic_join_publish_(swatomic_ctx_t *ctx, uint state, ulong base, uint failed)
{
    __local uint *words = swatomic_join_words_(ctx);
    if (SWATOMIC_JOIN_JOINED_OF_(state) == 0) {
        atomic_xchg(&words[SWATOMIC_JOIN_STATE], SWATOMIC_JOIN_GENERATION_OF_(state) | SWATOMIC_JOIN_FREE);
        return;
    }
    words[SWATOMIC_JOIN_BASE] = (uint)base;
    words[SWATOMIC_JOIN_FAILED] = failed;
    mem_fence(CLK_LOCAL_MEM_FENCE);
    atomic_xchg(&words[SWATOMIC_JOIN_STATE], (state & ~3u) | SWATOMIC_JOIN_READY);
}

// A joined wave waits for the opener's result (budgeted like every wait: the opener's own wait
// is bounded, and it publishes a failure too). Returns 0 with *base set, 1 when it failed. The
// last joined wave to read frees the record.
int swatomic_join_wait_(swatomic_ctx_t *ctx, uint state, uint *base)
{
    __local uint *words = swatomic_join_words_(ctx);
    const uint ready = SWATOMIC_JOIN_GENERATION_OF_(state) | SWATOMIC_JOIN_READY;  // its generation, any count
    swatomic_wait_t w;
    swatomic_wait_begin_(ctx, &w);
    uint seen;
    while (((seen = atomic_or(&words[SWATOMIC_JOIN_STATE], 0u)) & ~SWATOMIC_JOIN_JOINED_BITS_) != ready)
        if (swatomic_wait_step_(ctx, &w)) return 1;  // the record stays taken: later waves post alone
    mem_fence(CLK_LOCAL_MEM_FENCE);
    *base = words[SWATOMIC_JOIN_BASE];
    const uint failed = words[SWATOMIC_JOIN_FAILED];
    mem_fence(CLK_LOCAL_MEM_FENCE);
    if (atomic_inc(&words[SWATOMIC_JOIN_READ]) + 1u == SWATOMIC_JOIN_JOINED_OF_(seen))
        atomic_xchg(&words[SWATOMIC_JOIN_STATE], SWATOMIC_JOIN_GENERATION_OF_(seen) | SWATOMIC_JOIN_FREE);
    return failed != 0;
}

#if SWATOMIC_WAVE_GATHER
// ---- the gathering request (NVIDIA): one lane serves the callers that have gathered ----
// The wave's callers meet in local memory instead of in the warp's hardware syncs: each writes
// its request to its lane's entries of the slot's scratch and sets its bit in the waiting word;
// the one that takes the slot lock (the server) takes the waiting word and does steps 2-4 for
// every caller in it on its own, writes each one's old value into its lane's operand entry and
// moves its ticket on; the others poll their ticket or the lock (budgeted). No warp-level sync
// instruction (bar.warp.sync, vote/shfl.sync, activemask) is executed, so no lane ever blocks in
// hardware on another: on the H100 the width-32 path above hung about once in 220 launches
// when lanes of one warp called from different iterations of a loop (docs/PERFORMANCE.md,
// "Session 15"), and nothing budgeted could end it. Callers that arrive together still share
// one round: the first lock taker serves everyone who set a bit before it took the word.

// Per-lane entries of the slot's scratch (protocol.h, SWATOMIC_WAVE_SCRATCH_BYTES): the
// address (a class leader's holds its class's old value once the round is served), the lane
// word (op in bits 0-7; the server adds the class leader's lane << 8, "has a fold before it"
// bit 16 and the class's entry << 17) and the ticket (0 while the request waits, then
// SWATOMIC_GATHER_SERVED_ | failed, written by the server), after the operands and the words.
__local ulong *swatomic_wave_addresses_(swatomic_ctx_t *ctx) { return (__local ulong *)(swatomic_wave_words_(ctx) + SWATOMIC_WAVE_SCRATCH_WORDS); }
__local uint *swatomic_wave_lane_words_(swatomic_ctx_t *ctx) { return (__local uint *)(swatomic_wave_addresses_(ctx) + SWATOMIC_WAVE_WIDTH); }
__local uint *swatomic_wave_tickets_(swatomic_ctx_t *ctx) { return swatomic_wave_lane_words_(ctx) + SWATOMIC_WAVE_WIDTH; }

#define SWATOMIC_GATHER_OP_(w) ((w) & 0xffu)
#define SWATOMIC_GATHER_LEADER_(w) (((w) >> 8) & 0xffu)
#define SWATOMIC_GATHER_BEFORE_ 0x10000u
#define SWATOMIC_GATHER_ENTRY_(w) ((w) >> 17)
#define SWATOMIC_GATHER_SERVED_ 2u  // a ticket's value once served (| 1: the round failed)
// How long a server waits for the lanes its wave's last round served (polls with a nanosleep of
// 64 ns, which sleeps 0.4-0.5 us on the H100: at most about 16 us) before it takes the waiting
// word: they leave a round later than the server (they sleep in their polls), and without the
// wait a wave's next calls split into several rounds (H100, KMeans 1M: 40,400 requests without,
// 26,700 with, 20,100 with the plain ticket stores too; docs/PERFORMANCE.md, "Session 18").
#ifndef SWATOMIC_GATHER_WAIT_POLLS
#define SWATOMIC_GATHER_WAIT_POLLS 32
#endif

// The common round: every caller adds a 32-bit value to one variable (Fig. 8/9, the
// data-dependent rows, KMeans's counter). Whether the round is one is checked, and its fold
// taken, in one pass over the lanes with independent loads (unrolled by 4), instead of the
// per-caller walk of swatomic_gather_serve_: on a full GPU every serving lane of an SM runs its
// walk at the same time, one caller at a time, and such walks cost 200-300 ns per caller there
// (H100, docs/PERFORMANCE.md "Session 19"). Returns the sum of the members' operands and sets
// *one_add (0: not such a round).
uint swatomic_gather_one_add_(__local const ulong *operands, __local const ulong *addresses,
                              __local const uint *lane_words, uint members, ulong address, uint *one_add)
{
    uint mismatch = 0;
    uint sum = 0;
    for (uint j0 = 0; j0 < SWATOMIC_WAVE_WIDTH; j0 += 4u) {
        for (uint k = 0; k < 4u; ++k) {  // (unrolled: constant trip count)
            const uint j = j0 + k;
            if (((members >> j) & 1u) == 0u) continue;  // (only members' entries are stable)
            mismatch |= (uint)(addresses[j] != address) | (uint)(SWATOMIC_GATHER_OP_(lane_words[j]) != SWATOMIC_OP_ADD32);
            sum += (uint)operands[j];
        }
    }
    *one_add = mismatch == 0u;
    return sum;
}

// Every caller's old value in such a round: the class's old value `base` plus the operands of
// the members before it in lane order (the serial order the fold used). The leader's operand
// entry holds the fold by now; its own operand is `leader_operand`.
void swatomic_gather_finish_add_(__local ulong *operands, uint members, uint leader, uint leader_operand, uint base)
{
    uint before = 0;
    for (uint j0 = 0; j0 < SWATOMIC_WAVE_WIDTH; j0 += 4u) {
        for (uint k = 0; k < 4u; ++k) {
            const uint j = j0 + k;
            if (((members >> j) & 1u) == 0u) continue;
            const uint x = j == leader ? leader_operand : (uint)operands[j];
            operands[j] = (ulong)(base + before);
            before += x;
        }
    }
}

// Steps 2-4 for the callers in `members` (the server's own lane among them), by the server
// alone. Returns 1 when the round failed (nothing was written for the callers then).
uint swatomic_gather_serve_(swatomic_ctx_t *ctx, uint members)
{
    __local ulong *operands = swatomic_wave_lanes_(ctx);
    __local ulong *addresses = swatomic_wave_addresses_(ctx);
    __local uint *lane_words = swatomic_wave_lane_words_(ctx);

    // 2. Classes of equal (address, op), each folded in lane order: a peer's operand entry
    //    becomes the fold of the peers before it, the leader's the class's combined operand.
    //    One class of 32-bit adds (the common round) is checked and folded in one pass; its
    //    peers' entries keep their operands, and the last step derives their old values.
    const uint lowest_member = swatomic_lanes_lowest(members);
    uint one_add = 0;
    uint leader_operand = 0;
    uint leaders = 0;
    if (SWATOMIC_GATHER_OP_(lane_words[lowest_member]) == SWATOMIC_OP_ADD32) {
        leader_operand = (uint)operands[lowest_member];
        const uint fold = swatomic_gather_one_add_(operands, addresses, lane_words, members, addresses[lowest_member], &one_add);
        if (one_add) {
            operands[lowest_member] = (ulong)fold;
            lane_words[lowest_member] = SWATOMIC_OP_ADD32 | (lowest_member << 8);
            leaders = 1u << lowest_member;
        }
    }
    for (uint unclassed = one_add ? 0u : members; unclassed != 0;) {
        const uint leader = swatomic_lanes_lowest(unclassed);
        const ulong address = addresses[leader];
        const uint op = SWATOMIC_GATHER_OP_(lane_words[leader]);
        ulong fold = operands[leader];
        lane_words[leader] = op | (leader << 8);
        unclassed &= unclassed - 1u;
        leaders |= 1u << leader;
        if (op != SWATOMIC_OP_CMPXCHG32) {
            for (uint rest = unclassed; rest != 0; rest &= rest - 1u) {
                const uint j = swatomic_lanes_lowest(rest);
                if (addresses[j] != address || SWATOMIC_GATHER_OP_(lane_words[j]) != op) continue;
                const ulong x = operands[j];
                operands[j] = fold;
                fold = swatomic_apply_(op, fold, x);
                lane_words[j] = op | (leader << 8) | SWATOMIC_GATHER_BEFORE_;
                unclassed &= ~(1u << j);
            }
        }
        operands[leader] = fold;
    }
    const uint single = (leaders & (leaders - 1u)) == 0u;  // one class: its leader is the lowest caller
    const uint first = swatomic_lanes_lowest(leaders);
    const ulong address = addresses[first];
    const uint op = SWATOMIC_GATHER_OP_(lane_words[first]);

    // 2b. Joining (one class of a joinable operation): as in the width-32 path's step 2b.
    uint join = SWATOMIC_JOIN_FREE;
    uint join_state = 0;
    uint join_prefix = 0;
    ulong base = 0;  // one class: its old value
    uint failed = 0;
#if SWATOMIC_GROUP_JOIN
    if (single && swatomic_joinable_(op)) join = swatomic_join_try_(ctx, address, op, operands[first], &join_prefix, &join_state);
    if (join == SWATOMIC_JOIN_OPEN) {
        uint joined_base = 0;
        failed = (uint)swatomic_join_wait_(ctx, join_state, &joined_base);
        base = swatomic_apply_(op, joined_base, join_prefix);
    }
#endif
    if (join != SWATOMIC_JOIN_OPEN) {
        // 3. The requests, the classes of one coordinator in consecutive entries (written, then
        //    fenced, then posted per coordinator row).
        const uint first_entry = ctx->slot * SWATOMIC_WAVE_WIDTH;
        const uint owner = swatomic_coordinator_of_(ctx, address);
        const uint single_row = single ? swatomic_post_row_(ctx, address, swatomic_hint_(ctx, op, owner), owner) : owner;
        if (join == SWATOMIC_JOIN_CLOSED) operands[first] = swatomic_join_close_(ctx, &join_state, &failed);
        ulong rows = 0;
        for (uint pass = 0; pass < 2 && !failed; ++pass) {  // the same walk twice: write, then post
            if (pass == 1) {
                swatomic_fence_global();  // the requests are visible before the posts
                failed = swatomic_control_cached_(ctx->control, SWATOMIC_CTL_ABORT) != 0;  // post nothing new
                if (failed) break;
            }
            uint requests = 0;
            for (uint unposted = leaders; unposted != 0;) {
                const uint lowest = swatomic_lanes_lowest(unposted);
                const uint row = single ? single_row : swatomic_coordinator_of_(ctx, addresses[lowest]);
                const uint start = requests;
                for (uint rest = unposted; rest != 0; rest &= rest - 1u) {
                    const uint j = swatomic_lanes_lowest(rest);
                    if (!single && swatomic_coordinator_of_(ctx, addresses[j]) != row) continue;
                    if (pass == 0) {
                        ctx->addresses[first_entry + requests] = addresses[j];
                        ctx->ops[first_entry + requests] = SWATOMIC_GATHER_OP_(lane_words[j]);
                        ctx->sums[first_entry + requests] = operands[j];
                        lane_words[j] |= requests << 17;
                    }
                    ++requests;
                    unposted &= ~(1u << j);
                }
                if (pass == 0) rows |= (ulong)1 << row;
                else *swatomic_pending_word_(ctx, row) = SWATOMIC_SLOT_POST(start, requests - start);
            }
        }
        if (!failed) swatomic_flag_posts_(ctx, rows, ctx->slot);  // (failed here: nothing was posted)
        // 4. The releases; a spread request's old value is finished here.
        uint delegated = 0;
        if (!failed) failed = (uint)swatomic_wait_rows_(ctx, rows, &delegated);
        if (!failed && delegated) {
            ulong spread_old = 0;
            failed = (uint)swatomic_complete_spread_(ctx, single_row, first_entry, address, op, &spread_old);
            ctx->prefixsums[first_entry] = spread_old;
        }
        if (!failed) base = ctx->prefixsums[first_entry + SWATOMIC_GATHER_ENTRY_(lane_words[first])];
        if (join == SWATOMIC_JOIN_CLOSED) swatomic_join_publish_(ctx, join_state, base, failed);
        // Several classes: each class's old value into its leader's address entry (free now; only
        // callers' own entries may be written, later callers are filling theirs), four independent
        // loads at a time rather than one global round trip per caller.
        for (uint rest = single || failed ? 0u : leaders; rest != 0;) {
            uint l[4];
            for (uint k = 0; k < 4; ++k) {  // (unrolled: constant indices)
                l[k] = rest != 0 ? swatomic_lanes_lowest(rest) : l[0];
                rest &= rest - 1u;
            }
            ulong old[4];
            for (uint k = 0; k < 4; ++k) old[k] = ctx->prefixsums[first_entry + SWATOMIC_GATHER_ENTRY_(lane_words[l[k]])];
            for (uint k = 0; k < 4; ++k) addresses[l[k]] = old[k];
        }
    }
    if (failed) return 1;
    if (one_add) {
        swatomic_gather_finish_add_(operands, members, first, leader_operand, (uint)base);
        return 0;
    }
    // Every caller's old value: its class's, combined with the fold of the peers before it.
    for (uint rest = members; rest != 0; rest &= rest - 1u) {
        const uint j = swatomic_lanes_lowest(rest);
        const uint w = lane_words[j];
        const ulong class_old = single ? base : addresses[SWATOMIC_GATHER_LEADER_(w)];
        operands[j] = (w & SWATOMIC_GATHER_BEFORE_) != 0 ? swatomic_apply_(SWATOMIC_GATHER_OP_(w), class_old, operands[j]) : class_old;
    }
    return 0;
}

SWATOMIC_NOINLINE ulong swatomic_request_(swatomic_ctx_t *ctx, ulong address, uint op, ulong operand)
{
    if (SWATOMIC_FAILED_(ctx)) return 0;
    if (address == 0) {
        swatomic_give_up_(ctx, SWATOMIC_ERR_NULL_ADDRESS);
        return 0;
    }
    const uint lane = swatomic_wave_lane();
    __local uint *words = swatomic_wave_words_(ctx);
    __local ulong *operands = swatomic_wave_lanes_(ctx);
    __local uint *tickets = swatomic_wave_tickets_(ctx);
    // The ticket is cleared before the bit is set: from then on a server may serve this request
    // any time, and only a server writes it (once per round that took this lane's bit).
    tickets[lane] = 0u;
    operands[lane] = operand;
    swatomic_wave_addresses_(ctx)[lane] = address;
    swatomic_wave_lane_words_(ctx)[lane] = op;
    mem_fence(CLK_LOCAL_MEM_FENCE);
    atomic_or(&words[SWATOMIC_WAVE_SCRATCH_WAITING], 1u << lane);

    swatomic_wait_t w;
    swatomic_wait_begin_(ctx, &w);
    uint pause = SWATOMIC_BACKOFF_START;
    uint seen;
    for (;;) {
        seen = atomic_or(&tickets[lane], 0u);
        if (seen != 0u) break;  // served by another lane
        if (((volatile __local uint *)words)[SWATOMIC_WAVE_SCRATCH_LOCK] == 0u && atomic_cmpxchg(&words[SWATOMIC_WAVE_SCRATCH_LOCK], 0u, 1u) == 0u) {
            // The server. A server may have served this lane between its look and the lock.
            seen = atomic_or(&tickets[lane], 0u);
            if (seen != 0u) {
                atomic_xchg(&words[SWATOMIC_WAVE_SCRATCH_LOCK], 0u);
                break;
            }
            const uint expected = words[SWATOMIC_WAVE_SCRATCH_GATHERED];
            for (uint poll = 0; poll < SWATOMIC_GATHER_WAIT_POLLS &&
                                (atomic_or(&words[SWATOMIC_WAVE_SCRATCH_WAITING], 0u) & expected) != expected; ++poll) {
                uint nap = 64u;  // a fixed nanosleep(64) (the gathering request is NVIDIA's)
                swatomic_backoff(&nap);
            }
            const uint members = atomic_xchg(&words[SWATOMIC_WAVE_SCRATCH_WAITING], 0u);  // this lane's bit among them
            words[SWATOMIC_WAVE_SCRATCH_GATHERED] = members;
            mem_fence(CLK_LOCAL_MEM_FENCE);  // the bits before the callers' entries
            const uint failed = swatomic_gather_serve_(ctx, members);
            const ulong old = operands[lane];
            mem_fence(CLK_LOCAL_MEM_FENCE);  // the old values before the tickets
            // Plain stores, no read-modify-write: each ticket has one value once served. (One
            // predicated store per lane, no walk over the bits: see swatomic_gather_one_add_.)
            const uint served = members & ~(1u << lane);
            for (uint j = 0; j < SWATOMIC_WAVE_WIDTH; ++j)
                if (((served >> j) & 1u) != 0u) ((volatile __local uint *)tickets)[j] = SWATOMIC_GATHER_SERVED_ | failed;
            atomic_xchg(&words[SWATOMIC_WAVE_SCRATCH_LOCK], 0u);
            if (failed) {
                SWATOMIC_FAILED_(ctx) = 1;
                return 0;
            }
            return old;
        }
        // The request may still be served after this (its bit stays set): harmless, the launch
        // has failed.
        if (swatomic_wait_step_(ctx, &w)) return 0;
        swatomic_backoff(&pause);  // (NVIDIA: nanosleep, which also lets the serving lane run)
    }
    mem_fence(CLK_LOCAL_MEM_FENCE);  // the ticket before the old value
    if ((seen & 1u) != 0) {
        SWATOMIC_FAILED_(ctx) = 1;
        return 0;
    }
    return operands[lane];
}

#else  // the width-32/64 path with warp-level syncs

// The end of a request round, joined or posted: the slot is handed on once every lane has read
// the wave's scratch, and a failed request marks this work-item as having given up (it returns
// 0, and so does every later request). Otherwise returns `old`. Inlined: it is the tail of the
// hot path, and out of line the compilers kept it as a call.
__attribute__((always_inline)) ulong swatomic_end_round_(swatomic_ctx_t *ctx, swatomic_lanes_t active, int is_first, __local uint *words,
                          uint failed, ulong old)
{
    swatomic_wave_sync(active);  // everyone has read the scratch before the slot changes hands
    if (is_first) atomic_xchg(&words[SWATOMIC_WAVE_SCRATCH_LOCK], 0u);
    if (failed) {
        SWATOMIC_FAILED_(ctx) = 1;
        return 0;
    }
    return old;
}

// noinline: one copy of the wave path whatever the number of call sites (each inlined copy adds
// compile time and registers).
SWATOMIC_NOINLINE ulong swatomic_request_(swatomic_ctx_t *ctx, ulong address, uint op, ulong operand)
{
    const swatomic_lanes_t active = swatomic_wave_active();
    const uint lane = swatomic_wave_lane();
    const uint first = swatomic_lanes_lowest(active);
    __local uint *words = swatomic_wave_words_(ctx);
    __local ulong *lanes = swatomic_wave_lanes_(ctx);

    uint failed = SWATOMIC_FAILED_(ctx);
    if (!failed && address == 0) {
        swatomic_give_up_(ctx, SWATOMIC_ERR_NULL_ADDRESS);
        failed = 1;
    }
    // Any caller that failed makes all of them skip (one decision for the whole round).
    if (swatomic_wave_ballot(active, failed) != 0) {
        SWATOMIC_FAILED_(ctx) = 1;
        return 0;
    }

    const uint owner = swatomic_coordinator_of_(ctx, address);
    const uint hint = lane == first ? swatomic_hint_(ctx, op, owner) : 0u;  // used in step 3b

    // 1. The slot.
    if (lane == first) {
        swatomic_wait_t w;
        swatomic_wait_begin_(ctx, &w);
        uint lock_failed = 0;
        while (atomic_cmpxchg(&words[SWATOMIC_WAVE_SCRATCH_LOCK], 0u, 1u) != 0u) {
            if (swatomic_wait_step_(ctx, &w)) {
                lock_failed = 1;
                break;
            }
        }
        words[SWATOMIC_WAVE_SCRATCH_FAILED] = lock_failed;
    }
    lanes[lane] = operand;
    swatomic_wave_sync(active);
    if (words[SWATOMIC_WAVE_SCRATCH_FAILED] != 0) {  // the lock was not taken: nothing to release
        SWATOMIC_FAILED_(ctx) = 1;
        return 0;
    }

    // 2. Classes of equal (address, op). The leader (lowest lane) of each class folds its peers'
    //    operands; every peer keeps the fold of the peers before it.
    swatomic_lanes_t unclassed = active;
    uint my_leader = 0;
    uint has_before = 0;
    ulong before = 0;
    ulong fold = 0;  // the class's combined operand (meaningful in its leader)
    while (unclassed != 0) {
        const uint leader = swatomic_lanes_lowest(unclassed);
        const ulong leader_address = swatomic_wave_shfl64(active, address, leader);
        const uint leader_op = swatomic_wave_shfl(active, op, leader);
        const swatomic_lanes_t peers = swatomic_wave_ballot(
            active, swatomic_lanes_has(unclassed, lane) && address == leader_address && op == leader_op &&
                        (op != SWATOMIC_OP_CMPXCHG32 || lane == leader));
        if (swatomic_lanes_has(peers, lane)) {
            // Fold in lane order: the leader to the end (its request's operand), every other
            // peer up to the lane before it (its offset from the class's old value).
            ulong f = lanes[leader];
            for (swatomic_lanes_t rest = peers & (peers - 1u); rest != 0; rest &= rest - 1u) {
                const uint j = swatomic_lanes_lowest(rest);
                if (j == lane) {
                    before = f;
                    has_before = 1;
                    break;
                }
                f = swatomic_apply_(op, f, lanes[j]);
            }
            fold = f;
            my_leader = leader;
        }
        unclassed &= ~peers;
    }

    // 2b. Joining: a part whose callers form one class of a joinable 32-bit operation joins
    //     another wave's open request for the same variable and operation in this work-group
    //     (its operand is added to that request's with a local atomic, and it waits for that
    //     wave's result), or opens the group's join record so that later waves can join its own
    //     request. Fewer requests reach the coordinator when many waves name one variable.
    const swatomic_lanes_t leaders = swatomic_wave_ballot(active, lane == my_leader);
    uint join = SWATOMIC_JOIN_FREE;  // lane first: OPEN joined, CLOSED opened (posts for joiners)
    uint join_state = 0;
    uint join_prefix = 0;
#if SWATOMIC_GROUP_JOIN
    if (leaders == ((swatomic_lanes_t)1 << first) && swatomic_joinable_(op) && lane == first)
        join = swatomic_join_try_(ctx, address, op, fold, &join_prefix, &join_state);
    if (swatomic_wave_shfl(active, join, first) == SWATOMIC_JOIN_OPEN) {
        ulong class_old = 0;
        if (lane == first) {
            uint base = 0;
            const int join_failed = swatomic_join_wait_(ctx, join_state, &base);
            words[SWATOMIC_WAVE_SCRATCH_FAILED] = (uint)join_failed;
            if (!join_failed) class_old = swatomic_apply_(op, base, join_prefix);
        }
        swatomic_wave_sync(active);
        failed = words[SWATOMIC_WAVE_SCRATCH_FAILED];
        class_old = swatomic_wave_shfl64(active, class_old, first);
        return swatomic_end_round_(ctx, active, lane == first, words, failed,
                                   has_before ? swatomic_apply_(op, class_old, before) : class_old);
    }
#endif

    // 3. The requests, grouped by the coordinator that serves them: the classes of one
    //    coordinator take consecutive entries first .. first + n - 1 of the slot and are posted
    //    to that coordinator's row as SWATOMIC_SLOT_POST(first, n). Two passes over the same
    //    ballots: the first writes the requests, the second (after the fence) posts them. (The
    //    posts are recomputed rather than kept in the operand array: its places of lanes outside
    //    this part belong to other parts of the wave, which write them before they get the slot.)
    const uint first_entry = ctx->slot * SWATOMIC_WAVE_WIDTH;
    uint row = owner;
    // 3b. One class (its leader is lane first): spread where the owner says the variable is hot.
    if (leaders == ((swatomic_lanes_t)1 << first) && lane == first) row = swatomic_post_row_(ctx, address, hint, owner);
    uint entry = 0;  // the leader's request
    ulong rows = 0;  // the coordinators posted to (SWATOMIC_MAX_COORDINATORS <= 64)
    uint aborted = 0;
    for (uint pass = 0; pass < 2; ++pass) {
        if (pass == 1) {
            swatomic_fence_global();  // each leader's request is visible before the posts
            swatomic_wave_sync(active);
            // The launch already failed: post nothing new.
            if (lane == first) aborted |= swatomic_control_cached_(ctx->control, SWATOMIC_CTL_ABORT) != 0;
        } else if (join == SWATOMIC_JOIN_CLOSED) {  // lane first, the class's leader: close the join
            fold = swatomic_join_close_(ctx, &join_state, &aborted);
        }
        swatomic_lanes_t unposted = leaders;
        uint requests = 0;
        while (unposted != 0) {
            const uint leader_row = swatomic_wave_shfl(active, row, swatomic_lanes_lowest(unposted));
            const swatomic_lanes_t same_row =
                swatomic_wave_ballot(active, swatomic_lanes_has(unposted, lane) && row == leader_row);
            const uint n = swatomic_lanes_count(same_row);
            if (pass == 0) {
                if (swatomic_lanes_has(same_row, lane)) {
                    entry = requests + swatomic_lanes_count(same_row & swatomic_lanes_below(lane));
                    ctx->addresses[first_entry + entry] = address;
                    ctx->ops[first_entry + entry] = op;
                    ctx->sums[first_entry + entry] = fold;
                }
                rows |= (ulong)1 << leader_row;
            } else if (lane == first && !aborted) {
                *swatomic_pending_word_(ctx, leader_row) = SWATOMIC_SLOT_POST(requests, n);
            }
            requests += n;
            unposted &= ~same_row;
        }
    }
    if (lane == first && !aborted) swatomic_flag_posts_(ctx, rows, ctx->slot);
    const uint my_entry = swatomic_wave_shfl(active, entry, my_leader);  // the class's request

    // 4. Wait for every release. One lane waits (the shape that is known not to deadlock under
    //    NVIDIA's independent thread scheduling, where divergent parts of this wave may spin on
    //    the slot lock meanwhile); the coordinators serve the rows in parallel, so waiting for
    //    them in turn costs about one read per further row.
    //    A spread request's old value is finished by the first lane, which writes it to the
    //    class's entry for the others to read like any other.
    if (lane == first) {
        uint delegated = 0;
        uint wait_failed = aborted ? 1u : (uint)swatomic_wait_rows_(ctx, rows, &delegated);
        if (!wait_failed && delegated) {
            ulong spread_old = 0;
            wait_failed = (uint)swatomic_complete_spread_(ctx, row, first_entry + my_entry, address, op, &spread_old);
            ctx->prefixsums[first_entry + my_entry] = spread_old;
            swatomic_fence_global();
        }
        words[SWATOMIC_WAVE_SCRATCH_FAILED] = wait_failed;
    }
    swatomic_wave_sync(active);  // the releases (and the first lane's fence) before the reads
    failed = words[SWATOMIC_WAVE_SCRATCH_FAILED];
    ulong old = 0;
    ulong base = 0;
    if (!failed) {
        base = ctx->prefixsums[first_entry + my_entry];
        old = has_before ? swatomic_apply_(op, base, before) : base;
    }
    if (join == SWATOMIC_JOIN_CLOSED) swatomic_join_publish_(ctx, join_state, base, failed);  // lane first
    return swatomic_end_round_(ctx, active, lane == first, words, failed, old);
}

#endif  // SWATOMIC_WAVE_GATHER

#endif  // SWATOMIC_WAVE_WIDTH

#ifdef SWATOMIC_WITHOUT_COORDINATOR
#undef swatomic_request_

// The register-measuring build (SWATOMIC_RUN in software_atom.cl; never launched): a request
// costs what the native atomic it replaces costs, one access to the variable, so the build
// shows the registers the user's own code needs.
ulong swatomic_request_(swatomic_ctx_t *ctx, ulong address, uint op, ulong operand)
{
    (void)ctx;
    (void)op;
    return *(__global volatile uint *)(uintptr_t)address + operand;
}
#endif

// Called once by every requesting work-item after its last request (SWATOMIC_RUN does it, after
// all of the work-item's virtual groups). A work-item that gave up does not count.
void swatomic_finish_(swatomic_ctx_t *ctx)
{
    if (SWATOMIC_FAILED_(ctx)) return;
#if SWATOMIC_WAVE_WIDTH != 1
    const uint first_item = swatomic_wave_index() * SWATOMIC_WAVE_WIDTH;
    const uint items = min((uint)SWATOMIC_WAVE_WIDTH, (uint)get_local_size(0) - first_item);
    // The last work-item of the wave to get here marks the slot: every other one has had its
    // last request released already.
    if (atomic_inc(&swatomic_wave_words_(ctx)[SWATOMIC_WAVE_SCRATCH_DONE]) != items - 1u) return;
#endif
    swatomic_finished_words_(ctx, swatomic_chunk_shift_(ctx))[ctx->slot] = SWATOMIC_SLOT_FINISHED;
}

#endif  // SWATOMIC_REQUESTER_CL
