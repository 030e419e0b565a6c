// swatomic requester: how a wave asks the coordinators (coordinator.cl) for its software atomics
// (seed 002's wavefront-level aggregation, no lock-step assumption, every wait budgeted; the
// round: docs/COORDINATOR_OPS.md, "A request round"). No global read-modify-write atomic is used.
#ifndef SWATOMIC_REQUESTER_CL
#define SWATOMIC_REQUESTER_CL

// A wave's requester state, in its group's local scratch (SWATOMIC_WAVE_BYTES a wave). The request
// path reads everything from here, so no private object's address reaches the out-of-line
// request (on NVIDIA, such an address kept the work-item's whole context in memory).
typedef struct {
    __global volatile ulong *requests;   // request records (protocol.h)
    __global volatile ulong *responses;  // answers, then done words
    __global volatile uint *control;     // SWATOMIC_CTL_*
    uint slot;      // the wave's slot
    uint record;    // global index of the slot's record 0
    uint done;      // index of the slot's done word in responses
    uint lock;      // taken by the part of the wave whose round is under way
    uint seq;       // the slot's last sequence number
    uint finished;  // work-items past their last virtual group
    uint posted;    // a posted request's sequence number until its answer was seen; 0: none
    // Non-zero once a work-item of the wave gave up (the launch has failed then). Shared by the
    // wave; PoCL 3.1 also loses stores through pointers to private memory in calls.
    uint failed;
} swatomic_wave_t;
typedef char swatomic_wave_fits_[sizeof(swatomic_wave_t) <= SWATOMIC_WAVE_BYTES ? 1 : -1];

// A work-item's context (SWATOMIC_RUN): the coordinator's buffers and the virtual group.
typedef struct {
    __global volatile ulong *requests;
    __global volatile ulong *responses;
    __global volatile uint *control;
    __local ulong *scratch;
    __local swatomic_wave_t *wave;  // a requester's wave
    uint coordinators;  // C: work-groups 0 .. C-1
    uint group;         // the virtual work-group being run (swatomic_group_id()); a coordinator: its index
    uint groups;        // virtual work-groups of the launch (swatomic_num_groups())
} swatomic_ctx_t;

// A control word that no kernel changes while it runs (sizes, budgets), read through the caches:
// thousands of waves reading one volatile word at once queue on one cache line.
uint swatomic_control_cached_(__global volatile uint *control, uint word)
{
    return ((__global const uint *)control)[word];
}

// Records a kernel-side error, then raises the abort flag (whoever sees the flag finds the code).
void swatomic_raise_(__global volatile uint *control, uint error, uint slot)
{
    control[SWATOMIC_CTL_ERROR] = error;
    control[SWATOMIC_CTL_ERROR_SLOT] = slot;
    swatomic_fence_global();
    control[SWATOMIC_CTL_ABORT] = 1;
}

// Marks the wave failed and raises `error`; returns 1 (a wait's "stop").
int swatomic_give_up_(__local swatomic_wave_t *wave, uint error)
{
    wave->failed = 1;
    swatomic_raise_(wave->control, error, wave->slot);
    return 1;
}

// Budgeted wait (docs/COORDINATOR_OPS.md, "Budgets and errors"): the stall budget runs while the
// heartbeat stands still, the deadline from the wait's first check; microseconds or polls.
typedef struct {
    uint polls;      // so far (the control block is read every 64)
    uint heartbeat;  // starts at 0xffffffff: read at the first check, not by every request at once
    ulong since;     // the first check that found the heartbeat still (0: none since it moved)
    ulong began;     // the wait's first check
} swatomic_wait_t;
#define SWATOMIC_WAIT_START_ {0u, 0xffffffffu, 0ul, 0ul}

// Returns 0 to go on waiting, 1 to stop (the launch failed; the wave's failed flag is set).
int swatomic_wait_step_(__local swatomic_wave_t *wave, swatomic_wait_t *w)
{
    if ((++w->polls & 63u) != 0) return 0;
    if (wave->control[SWATOMIC_CTL_ABORT] != 0) {
        wave->failed = 1;
        return 1;
    }
    const ulong now = swatomic_budget_now(w->polls);
    if (w->began == 0) w->began = now;
    if (now - w->began >= wave->control[SWATOMIC_CTL_WAIT_DEADLINE]) return swatomic_give_up_(wave, SWATOMIC_ERR_REQUEST_DEADLINE);
    const uint beat = wave->control[SWATOMIC_CTL_HEARTBEAT];
    if (beat != w->heartbeat) {
        w->heartbeat = beat;
        w->since = 0;
        return 0;
    }
    if (w->since == 0) w->since = now;
    return now - w->since >= wave->control[SWATOMIC_CTL_STALL_BUDGET] ? swatomic_give_up_(wave, SWATOMIC_ERR_WORKER_STALLED) : 0;
}

// Step 3's wait: polls the slot's done word until it carries `seq`; returns it, 0 on failure.
ulong swatomic_wait_done_(__local swatomic_wave_t *wave, uint seq)
{
    __global volatile ulong *done = wave->responses + wave->done;
    swatomic_wait_t w = SWATOMIC_WAIT_START_;
    uint pause = SWATOMIC_BACKOFF_START;
    ulong word;
    while (SWATOMIC_SEQ_OF(word = swatomic_load_word_(done)) != seq) {
        if (swatomic_wait_step_(wave, &w)) return 0;
        swatomic_backoff(&pause);
    }
    swatomic_fence_acquire();  // the answers and the variables are current from here on
    return word;
}

// The answer to the wave's posted request (SWATOMIC_CALL_POST), if one is outstanding:
// waited for before the slot's next message, which would overwrite its records, and before
// FINISH. Returns 0 when the launch failed.
int swatomic_settle_posted_(__local swatomic_wave_t *wave)
{
    const uint posted = wave->posted;
    if (posted == 0u) return 1;
    wave->posted = 0u;
    return swatomic_wait_done_(wave, posted) != 0ul;
}

// Step 1: the first lane of `active` takes the wave's slot and numbers the round; returns the
// round's sequence number, 0 when the launch failed.
uint swatomic_take_slot_(__local swatomic_wave_t *wave, swatomic_lanes_t active, int first)
{
    int failed = 0;
    if (first) {
        swatomic_wait_t w = SWATOMIC_WAIT_START_;
        uint pause = SWATOMIC_BACKOFF_START;
        while (!failed && atomic_cmpxchg(&wave->lock, 0u, 1u) != 0u) {
            failed = swatomic_wait_step_(wave, &w);
            swatomic_backoff(&pause);
        }
        mem_fence(CLK_LOCAL_MEM_FENCE);
        if (!failed) failed = !swatomic_settle_posted_(wave);
        if (!failed) wave->seq = SWATOMIC_NEXT_SEQ(wave->seq);
    }
    swatomic_wave_sync(active);
    if (swatomic_wave_ballot(active, failed) != 0) {
        wave->failed = 1;
        return 0;
    }
    return wave->seq;
}

// Stores one request record (also a coordinator's channel item) at `q`; `count` goes into record 0.
void swatomic_store_record_(__global volatile ulong *q, uint seq, uint count, ulong address, uint op, ulong operand,
                            ulong compare)
{
    if (SWATOMIC_OP_WIDE(op)) {
        swatomic_store_word_(q + 2, SWATOMIC_WORD(seq, SWATOMIC_WIDE_PAYLOAD2(operand, compare)));
        swatomic_store_word_(q + 3, SWATOMIC_WORD(seq, SWATOMIC_WIDE_PAYLOAD3(operand, compare)));
    }
    swatomic_store_word_(q, SWATOMIC_WORD(seq, address >> 2));
    swatomic_store_word_(q + 1, SWATOMIC_WORD(seq, ((ulong)op << 43) | ((ulong)(count - 1u) << 32) | (uint)operand));
}

// Step 2's store: record `record` of the slot.
void swatomic_post_record_(__local swatomic_wave_t *wave, uint seq, uint record, uint count, ulong address,
                           uint op, ulong operand, ulong compare)
{
    __global volatile ulong *q = wave->requests + (ulong)(wave->record + record) * SWATOMIC_REQUEST_WORDS;
#ifdef SWATOMIC_FAULT_TORN_REQUEST
    // Test hook: the first request of the last slot leaves a word stale, as a torn write would:
    // word 2 (half of the wide payload) of a wide record, word 1 of another.
    if (wave->slot + 1u == swatomic_control_cached_(wave->control, SWATOMIC_CTL_FAULT_SLOT) && seq == 1u) {
        if (SWATOMIC_OP_WIDE(op)) {
            swatomic_store_word_(q + 3, SWATOMIC_WORD(seq, SWATOMIC_WIDE_PAYLOAD3(operand, compare)));
            swatomic_store_word_(q + 1, SWATOMIC_WORD(seq, ((ulong)op << 43) | ((ulong)(count - 1u) << 32) | (uint)operand));
        }
        swatomic_store_word_(q, SWATOMIC_WORD(seq, address >> 2));
        wave->control[SWATOMIC_CTL_FAULT] = 1;
        return;
    }
#endif
    swatomic_store_record_(q, seq, count, address, op, operand, compare);
}

#ifdef SWATOMIC_WITHOUT_COORDINATOR
#define swatomic_request_ swatomic_request_protocol_  // compiled, not called: see the end of this file
#endif

// How a lane calls swatomic_request_: it waits for the old value; it posts (an op whose old
// value nobody reads: returns 0 once the records are stored, and the slot's next message waits
// for the answer); or it has nothing to post this time but calls with the lanes that post, so
// that lanes posting under divergent conditions (the by-key accumulator's ended runs) post in
// one round instead of one round per part of the wave.
#define SWATOMIC_CALL_WAIT 0
#define SWATOMIC_CALL_POST 1
#define SWATOMIC_CALL_NOTHING 2

// One software atomic: `op` with `operand` (and cmpxchg's `compare`) at `address`; returns the old
// value (32-bit: the low half) to a SWATOMIC_CALL_WAIT lane, 0 to the others. noinline: one copy
// of the request path for all call sites.
SWATOMIC_NOINLINE ulong swatomic_request_(__local swatomic_wave_t *wave, ulong address, uint op, ulong operand, ulong compare,
                                          int call)
{
    if (wave->failed) return 0;
    const swatomic_lanes_t active = swatomic_wave_active();
    const uint lane = swatomic_wave_lane();
    const int nothing = call == SWATOMIC_CALL_NOTHING;
    const int bad = !nothing && (address == 0 || (address >> SWATOMIC_ADDRESS_LIMIT_BITS) != 0);
    if (swatomic_wave_ballot(active, bad) != 0) {  // the launch fails: the whole part leaves
        if (bad) swatomic_give_up_(wave, address == 0 ? SWATOMIC_ERR_NULL_ADDRESS : SWATOMIC_ERR_ADDRESS_RANGE);
        wave->failed = 1;
        return 0;
    }
    // Step 2's classes of equal (address, op); a cmpxchg lane's key is its own, the lanes with
    // nothing share one that no request has (bits 59-63). If they are all there is, no round: one
    // without a record would never be answered. (The posted adds vote before calling, but the
    // lanes of one call may still reach this function apart.)
    const int cmpxchg = op == SWATOMIC_OP_CMPXCHG32 || op == SWATOMIC_OP_CMPXCHG64;
    const ulong key = nothing ? ~0ul : (address >> 2) | ((ulong)op << 48) | (cmpxchg ? (ulong)(lane + 1u) << 53 : 0ul);
    const swatomic_lanes_t mine = swatomic_wave_match64(active, key);
    if (nothing && mine == active) return 0;
    const uint seq = swatomic_take_slot_(wave, active, lane == swatomic_lanes_lowest(active));
    if (seq == 0) return 0;
    const uint first = swatomic_lanes_lowest(mine);
    const swatomic_lanes_t leaders = swatomic_wave_ballot(active, lane == first && !nothing);
    const uint record = swatomic_lanes_count(leaders & swatomic_lanes_below(first));
    // The class's fold in lane order as an inclusive scan (Hillis-Steele: log2 of the class size
    // rounds of shuffles; the operations are associative). Each lane's value starts as its
    // operand applied to the identity (a NaN operand of min/max then leaves the others' folds
    // alone); xchg's apply keeps the last operand; a cmpxchg class has one lane.
    const uint rank = swatomic_lanes_count(mine & swatomic_lanes_below(lane));
    ulong scan = cmpxchg ? operand : swatomic_apply_(op, swatomic_identity_(op), operand, 0);
    for (uint d = 1; swatomic_wave_ballot(active, rank >= d) != 0; d <<= 1) {
        const ulong before = swatomic_wave_shfl64(active, scan, rank >= d ? swatomic_lanes_nth(mine, rank - d) : lane);
        if (rank >= d) scan = swatomic_apply_(op, before, scan, 0);
    }
    const int has_before = rank != 0;
    const ulong prefix = swatomic_wave_shfl64(active, scan, has_before ? swatomic_lanes_nth(mine, rank - 1u) : lane);
    const ulong fold = swatomic_wave_shfl64(active, scan, swatomic_lanes_highest(mine));
    if (lane == first && !nothing)
        swatomic_post_record_(wave, seq, record, swatomic_lanes_count(leaders), address, op, fold, compare);
    if (call != SWATOMIC_CALL_WAIT) {
        // `active` may also hold lanes whose request waits: NVIDIA regroups lanes of different
        // call sites inside this function. This sync then pairs with theirs after step 3 (from
        // sm_70 on a bar.warp.sync pairs with one at another PC), so the message is answered
        // before any lane leaves, and the lowest lane, of either kind, releases the slot once.
        swatomic_wave_sync(active);  // every class's record is stored
        if (lane == swatomic_lanes_lowest(active)) {
            wave->posted = seq;
            mem_fence(CLK_LOCAL_MEM_FENCE);
            atomic_xchg(&wave->lock, 0u);
        }
        return 0;
    }
    // Step 3.
    const ulong done = swatomic_wait_done_(wave, seq);
    ulong old = 0;
    if (done != 0) {
        const ulong base = swatomic_load_word_(wave->responses + wave->record + record);
        old = has_before ? swatomic_apply_(op, base, prefix, compare) : base;
    }
    swatomic_wave_sync(active);  // every lane has its answer: the slot may take the next round
    if (lane == swatomic_lanes_lowest(active)) {
        mem_fence(CLK_LOCAL_MEM_FENCE);
        atomic_xchg(&wave->lock, 0u);
    }
    return old;
}

#ifdef SWATOMIC_WITHOUT_COORDINATOR
#undef swatomic_request_
// The register-measuring build (never launched): a request costs one access to the variable, as
// the native atomic it replaces, so the build shows the registers the user's own code needs.
ulong swatomic_request_(__local swatomic_wave_t *wave, ulong address, uint op, ulong operand, ulong compare, int call)
{
    (void)wave;
    (void)op;
    (void)compare;
    if (call == SWATOMIC_CALL_NOTHING) return 0;
    return *(__global volatile uint *)(uintptr_t)address + operand;
}
#endif

// Called once by every requesting work-item after its last request and a group barrier
// (SWATOMIC_RUN): the wave's last work-item posts FINISH; a wave that gave up never does (the
// launch has failed then). `epilogue`: the group's stores are released before the FINISH
// (SWATOMIC_RUN_THEN's epilogue reads them; the barrier ordered them before this fence).
void swatomic_finish_(__local swatomic_wave_t *wave, int epilogue)
{
    if (wave->failed) return;
    const uint first_item = swatomic_wave_index() * SWATOMIC_WAVE_WIDTH;
    const uint items = min((uint)SWATOMIC_WAVE_WIDTH, (uint)get_local_size(0) - first_item);
    if (atomic_inc(&wave->finished) != items - 1u) return;
    mem_fence(CLK_LOCAL_MEM_FENCE);
    if (epilogue) swatomic_fence_release();
    if (!swatomic_settle_posted_(wave)) return;
    const uint seq = wave->seq = SWATOMIC_NEXT_SEQ(wave->seq);
    swatomic_post_record_(wave, seq, 0u, 1u, 0ul, SWATOMIC_OP_FINISH, 0ul, 0ul);
}

#endif  // SWATOMIC_REQUESTER_CL
