// swatomic coordinator: work-groups 0 .. C-1 of every launch serve the requests that requester.cl
// posts (seed 002, Fig. 6-7, over C groups; docs/COORDINATOR_OPS.md, "A coordinator pass"). Each
// variable has one owner (swatomic_owner_of_), whose local atomics give its serial order.
#ifndef SWATOMIC_COORDINATOR_CL
#define SWATOMIC_COORDINATOR_CL

// Local state words.
#define SWATOMIC_COORD_TOTAL 0     // records asked for in this round (refused ones included)
#define SWATOMIC_COORD_FINISHED 1  // finished slots of the share
#define SWATOMIC_COORD_SERVED 2    // requester records served
#define SWATOMIC_COORD_INCOMING 3  // messages of this pass not taken yet
#define SWATOMIC_COORD_SUM 4       // finished slots of every coordinator, as posted in this pass
#define SWATOMIC_COORD_PROGRESS 5  // finished slots and served records of every coordinator, the same
#define SWATOMIC_COORD_STOP 6      // non-zero: leave (abort or error: 1; every slot finished: SWATOMIC_COORD_DONE)
#define SWATOMIC_COORD_QUIET 7     // non-zero: no record in this pass
#define SWATOMIC_COORD_FILLED 8    // queue positions taken in this round (a round takes slots or channels, never both)
#define SWATOMIC_COORD_EPILOGUE 9  // after the last pass: 1 where the epilogue runs (swatomic_coord_stop_)
#define SWATOMIC_COORD_OUTGOING 10 // messages of this pass with items whose done word has not come
#define SWATOMIC_COORD_WAIT_SINCE 11     // when the current wait for other coordinators began
#define SWATOMIC_COORD_IDLE_SINCE 12     // when the posted counts last moved
#define SWATOMIC_COORD_LAST_PROGRESS 13  // the posted counts then
#define SWATOMIC_COORD_PHASE 14          // the phase of the pass (SWATOMIC_PHASE_*)
#define SWATOMIC_COORD_PASS 15           // passes so far
#define SWATOMIC_COORD_PENDING 16        // awaited share slots that are silent (this round's poll)
#define SWATOMIC_COORD_HOLD_SINCE 17     // when this pass's slots phase began (rounds held without a clock)
#define SWATOMIC_COORD_HOLD_OVER 18      // non-zero: this pass's slots phase held long enough
// How long a pass's slots phase keeps polling, its queue kept, for the awaited slots of its share
// (those it answered in the last pass; at a launch's start, every one) before it serves what it
// has: a wave posts its next message (or its FINISH) a few microseconds after its answer, and a
// pass that missed it costs that wave, and the launch's end, one more pass. 12 us: at the
// co-resident limit a launch's last groups post up to ~12 us after its first (docs/
// COORDINATOR_OPS.md, "Limits as measured": 8 us left fig8 at 256 per group and KMeans one
// pass longer).
#ifdef SWATOMIC_HAVE_CLOCK
#define SWATOMIC_HOLD 12u  // us
#else
#define SWATOMIC_HOLD 4u  // rounds
#endif
#define SWATOMIC_COORD_DONE 2u
#define SWATOMIC_PHASE_SLOTS 0u
#define SWATOMIC_PHASE_CHANNELS 1u
#define SWATOMIC_PHASE_REPLIES 2u
// Mailbox words: the last accepted sequence number | flags (share slots: outstanding records too).
#define SWATOMIC_MB_SEQ(w) ((w) & 0xffffu)
#define SWATOMIC_MB_ONE 0x10000u       // one outstanding record (12 bits of them)
#define SWATOMIC_MB_OUTSTANDING(w) (((w) >> 16) & 0xfffu)
#define SWATOMIC_MB_DEFER 0x10000000u  // slot: a word of the message was not visible yet: serve it later
#define SWATOMIC_MB_FIN 0x20000000u    // slot: finished; channel: this pass's message taken (in) or awaited (out)
#define SWATOMIC_MB_NOW 0x40000000u    // incoming channel: taken in this round, with items
#define SWATOMIC_MB_AWAIT 0x80000000u  // slot: answered in the last pass (or none yet): its next message is awaited
#define SWATOMIC_COORD_SENDS 0x20000000u  // entry meta: its creator sends the fold to the owner
#define SWATOMIC_PREV_SEQ(seq) ((seq) <= 1u ? 0xffffu : (seq) - 1u)
// Record modes (swatomic_rec_t.mode).
#define SWATOMIC_REC_NONE 0u
#define SWATOMIC_REC_OWNED 1u     // applied here; answered in this phase
#define SWATOMIC_REC_FOLDED 2u    // folded into an item sent to its owner; result: the prefix
#define SWATOMIC_REC_ALONE 3u     // sent to its owner as an item of its own
#define SWATOMIC_REC_DEFERRED 4u

// Records a work-item holds at once: the host's R, up to this many (r600, an offline probe target
// without a call stack, holds one in its registers).
#if defined(__R600__)
#define SWATOMIC_COORD_HELD 1u
#else
#define SWATOMIC_COORD_HELD SWATOMIC_MAX_PER_ITEM
#endif

typedef struct {
    ulong address, operand, compare, result;
    uint ref;    // global record index
    uint op, mode, entry;
    uint owner, item;  // forwarded: the owning coordinator and the item's index in the message
} swatomic_rec_t;

typedef struct {
    __global volatile ulong *requests, *responses;
    __global volatile uint *control;
    __local ulong *heads;       // [Q] word 0 of each position's record (an entry's address)
    __local ulong *cell;        // [Q] entries (indexed by their creator's position)
    // Owned variables this coordinator stored lately, direct-mapped (it is their only writer
    // during a launch, so a hit needs no load): address | is64, value, and the round's claim.
    __local ulong *widths, *values;  // [SWATOMIC_COORD_WIDTHS]
    __local uint *claim;             // [SWATOMIC_COORD_WIDTHS]
    // [Q] [Q] [2Q]; queue and item share one array: a position's take reads its record and then
    // zeroes the word, which the apply step counts in. A record then takes 32 bytes (protocol.h),
    // so a larger R fits the local memory that keeps the co-resident groups.
    __local uint *queue, *item, *meta, *hash;
    __local uint *share, *chan_in, *chan_out, *chan_fill, *state;
    uint c, C, S, W, K, Q, R, first, end, records;
} swatomic_coord_t;

// A variable's owner: Fibonacci hashing of its address into [0, coordinators).
uint swatomic_owner_of_(ulong address, uint coordinators) { return mul_hi((uint)(address >> 2) * 2654435761u, coordinators); }
// A variable's place in a coordinator's local tables, in [0, n), independent of its owner: the
// variables one coordinator owns share 1/C of the owner hash's range, so a table indexed by that
// hash would crowd them into n/C places (docs/COORDINATOR_OPS.md, "Limits as measured").
uint swatomic_hash_(ulong address, uint n)
{
    uint h = (uint)(address >> 2) ^ (uint)(address >> 34);
    h = (h ^ (h >> 16)) * 0x85ebca6bu;
    h = (h ^ (h >> 13)) * 0xc2b2ae35u;
    return mul_hi(h ^ (h >> 16), n);
}

swatomic_coord_t swatomic_coord_layout_(const swatomic_ctx_t *ctx)
{
    swatomic_coord_t m;
    m.requests = ctx->requests;
    m.responses = ctx->responses;
    m.control = ctx->control;
    m.c = (uint)get_group_id(0);
    m.C = ctx->coordinators;
    m.S = ((uint)get_num_groups(0) - m.C) * (((uint)get_local_size(0) + SWATOMIC_WAVE_WIDTH - 1u) / SWATOMIC_WAVE_WIDTH);
    m.W = SWATOMIC_WAVE_WIDTH;
    m.K = swatomic_control_cached_(ctx->control, SWATOMIC_CTL_CHANNEL);
    m.R = min(swatomic_control_cached_(ctx->control, SWATOMIC_CTL_PER_ITEM), (uint)SWATOMIC_COORD_HELD);
    m.Q = SWATOMIC_QUEUE((uint)get_local_size(0), m.R);
    m.first = SWATOMIC_SHARE_FIRST(m.c, m.S, m.C);
    m.end = SWATOMIC_SHARE_END(m.c, m.S, m.C);
    m.records = SWATOMIC_RECORDS(m.S, m.W, m.C, m.K);
    m.heads = ctx->scratch;
    m.cell = (__local ulong *)(m.heads + m.Q);
    m.widths = m.cell + m.Q;
    m.values = m.widths + SWATOMIC_COORD_WIDTHS;
    m.claim = (__local uint *)(m.values + SWATOMIC_COORD_WIDTHS);
    m.queue = m.claim + SWATOMIC_COORD_WIDTHS;
    m.item = m.queue;
    m.meta = m.queue + m.Q;
    m.hash = m.meta + m.Q;
    m.share = m.hash + 2 * m.Q;
    m.chan_in = m.share + SWATOMIC_SHARE_SIZE(m.S, m.C);
    m.chan_out = m.chan_in + m.C;
    m.chan_fill = m.chan_out + m.C;
    m.state = m.chan_fill + m.C;
    return m;
}

// Records and mailboxes (layout: protocol.h; headers by pass parity: docs/COORDINATOR_OPS.md).
__global volatile ulong *swatomic_words_(const swatomic_coord_t *m, uint rec) { return m->requests + (ulong)rec * SWATOMIC_REQUEST_WORDS; }
uint swatomic_slot_record_(const swatomic_coord_t *m, uint slot) { return SWATOMIC_CHANNELS(m->C) * m->K + slot * m->W; }
uint swatomic_channel_record_(const swatomic_coord_t *m, uint from, uint to) { return (to * m->C + from) * m->K; }
__global volatile ulong *swatomic_done_word_(const swatomic_coord_t *m, uint mailbox) { return m->responses + m->records + mailbox; }
// Answers a message that has no answer words (FINISH, a channel message): its done word alone.
void swatomic_ack_(const swatomic_coord_t *m, uint mailbox, uint seq)
{
    swatomic_store_word_(swatomic_done_word_(m, mailbox), SWATOMIC_DONE_WORD(seq));
}
int swatomic_is_channel_(const swatomic_coord_t *m, uint ref) { return ref < SWATOMIC_CHANNELS(m->C) * m->K; }
uint swatomic_slot_of_(const swatomic_coord_t *m, uint ref) { return (ref - SWATOMIC_CHANNELS(m->C) * m->K) / m->W; }
// Whether `ref` is record 0 of a message (a channel's queued records are items, never headers).
int swatomic_is_first_(const swatomic_coord_t *m, uint ref)
{
    return !swatomic_is_channel_(m, ref) && (ref - SWATOMIC_CHANNELS(m->C) * m->K) % m->W == 0u;
}
// The header record of this pass's message (both sides count passes from 1 in every launch).
uint swatomic_header_of_(const swatomic_coord_t *m, uint channel) { return channel + (m->state[SWATOMIC_COORD_PASS] & 1u); }
// The local word of the mailbox that record `ref` belongs to.
__local uint *swatomic_mailbox_of_(const swatomic_coord_t *m, uint ref)
{
    return swatomic_is_channel_(m, ref) ? &m->chan_in[(ref / m->K) % m->C] : &m->share[swatomic_slot_of_(m, ref) - m->first];
}

// Takes `count` queue positions for a message, all or none; Q when there is no room this round.
// Atomic adds only: a compare-and-swap loop costs O(L^2) under contention (25-35 us a round on an
// H100 at L = 64). The total counts refused messages too, so once one is refused the rest of the
// round is.
uint swatomic_coord_reserve_(const swatomic_coord_t *m, uint count)
{
    if (atomic_add(&m->state[SWATOMIC_COORD_TOTAL], count) + count > m->Q) return m->Q;
    return atomic_add(&m->state[SWATOMIC_COORD_FILLED], count);
}

// Slots phase, poll of slot s, whose record 0 read `head`.
void swatomic_coord_poll_slot_(const swatomic_coord_t *m, uint s, ulong2 head)
{
    if (s >= m->end) return;
    __local uint *word = &m->share[s - m->first];
    const uint next = SWATOMIC_NEXT_SEQ(SWATOMIC_MB_SEQ(*word));
    if ((*word & SWATOMIC_MB_FIN) || SWATOMIC_SEQ_OF(head.x) != next || SWATOMIC_SEQ_OF(head.y) != next) {
        if (*word & SWATOMIC_MB_AWAIT) {  // silent through a whole hold: awaited no more (its wave may wait for others)
            if (m->state[SWATOMIC_COORD_HOLD_OVER] != 0u) *word &= ~SWATOMIC_MB_AWAIT;
            else atomic_inc(&m->state[SWATOMIC_COORD_PENDING]);
        }
        return;
    }
    if (SWATOMIC_OP_OF(head.y) == SWATOMIC_OP_FINISH) {
        *word = next | SWATOMIC_MB_FIN;
        swatomic_ack_(m, SWATOMIC_CHANNELS(m->C) + s, next);
        atomic_inc(&m->state[SWATOMIC_COORD_FINISHED]);
    } else {
        const uint count = SWATOMIC_COUNT_OF(head.y), record = swatomic_slot_record_(m, s);
        const uint at = swatomic_coord_reserve_(m, count);
        if (at == m->Q) return;
        *word = next | count * SWATOMIC_MB_ONE;
        for (uint i = 0; i < count; ++i) m->queue[at + i] = record + i;
        m->state[SWATOMIC_COORD_QUIET] = 0u;
    }
}

ulong2 swatomic_coord_load_head_(const swatomic_coord_t *m, uint s)
{
    return s < m->end ? swatomic_load_words2_(swatomic_words_(m, swatomic_slot_record_(m, s))) : (ulong2)(0, 0);
}

// Slots phase, poll: record 0 of every slot of the share, four loads at a time so that they
// overlap (by value: PoCL 3.1 loses stores through pointers to private arrays in calls).
void swatomic_coord_poll_(const swatomic_coord_t *m)
{
    const uint L = (uint)get_local_size(0);
    for (uint s = m->first + get_local_id(0); s < m->end; s += 4 * L) {
        const ulong2 h0 = swatomic_coord_load_head_(m, s), h1 = swatomic_coord_load_head_(m, s + L),
                     h2 = swatomic_coord_load_head_(m, s + 2 * L), h3 = swatomic_coord_load_head_(m, s + 3 * L);
        swatomic_coord_poll_slot_(m, s, h0);
        swatomic_coord_poll_slot_(m, s + L, h1);
        swatomic_coord_poll_slot_(m, s + 2 * L, h2);
        swatomic_coord_poll_slot_(m, s + 3 * L, h3);
    }
}

// Channels phase, poll: the header of this pass's message from every coordinator not heard yet.
void swatomic_coord_poll_channels_(const swatomic_coord_t *m)
{
    for (uint j = get_local_id(0); j < m->C; j += get_local_size(0)) {
        const uint word = m->chan_in[j];
        if (j == m->c || (word & SWATOMIC_MB_FIN)) continue;
        const uint record = swatomic_channel_record_(m, j, m->c);
        const ulong2 head = swatomic_load_words2_(swatomic_words_(m, swatomic_header_of_(m, record)));
        const uint next = SWATOMIC_NEXT_SEQ(SWATOMIC_MB_SEQ(word));
        if (SWATOMIC_SEQ_OF(head.x) != next || SWATOMIC_SEQ_OF(head.y) != next) continue;
        const uint items = SWATOMIC_COUNT_OF(head.y) - 1u;
        const uint at = items == 0 ? 0u : swatomic_coord_reserve_(m, items);
        if (at == m->Q) continue;
        for (uint i = 0; i < items; ++i) m->queue[at + i] = record + 2u + i;
        m->chan_in[j] = next | SWATOMIC_MB_FIN | (items != 0 ? SWATOMIC_MB_NOW : 0u);
        if (items == 0) swatomic_ack_(m, m->c * m->C + j, next);
        else m->state[SWATOMIC_COORD_QUIET] = 0u;
        const uint finished = (uint)head.y, served = (uint)SWATOMIC_PAYLOAD_OF(head.x);
        atomic_add(&m->state[SWATOMIC_COORD_SUM], finished);
        atomic_add(&m->state[SWATOMIC_COORD_PROGRESS], finished + served);
        atomic_dec(&m->state[SWATOMIC_COORD_INCOMING]);
    }
}

// The entry of `address` in the step's hash table: an existing one, or position p's new one.
uint swatomic_coord_insert_(const swatomic_coord_t *m, ulong address, uint p)
{
    mem_fence(CLK_LOCAL_MEM_FENCE);  // heads[p], the entry's address, is visible before the entry is
    const uint places = 2u * m->Q;
    uint h = swatomic_hash_(address, places);
    for (uint probes = 0; probes < places; ++probes) {
        const uint seen = atomic_cmpxchg(&m->hash[h], 0u, p + 1u);
        if (seen == 0u) return p;
        if (SWATOMIC_PAYLOAD_OF(m->heads[seen - 1u]) << 2 == address) return seen - 1u;
        h = h + 1u == places ? 0u : h + 1u;
    }
    return p;  // not reached: at most Q entries in 2Q places
}

// Whether a record's words all carry `seq` (words 2-3 are loaded for wide ops only).
int swatomic_coord_load_rest_(__global volatile ulong *q, uint seq, ulong2 w01, ulong2 *w23)
{
    *w23 = SWATOMIC_OP_WIDE(SWATOMIC_OP_OF(w01.y)) ? swatomic_load_words2_(q + 2) : (ulong2)((ulong)seq << 48, (ulong)seq << 48);
    return SWATOMIC_SEQ_OF(w01.x) == seq && SWATOMIC_SEQ_OF(w01.y) == seq && SWATOMIC_SEQ_OF(w23->x) == seq &&
           SWATOMIC_SEQ_OF(w23->y) == seq && SWATOMIC_OP_OF(w01.y) != SWATOMIC_OP_FINISH;
}

// 1 when the abort flag (`abort`, loaded by the caller) is up or `waited` (microseconds, or checks)
// passed the idle budget (raised).
int swatomic_coord_over_(const swatomic_coord_t *m, uint abort, uint waited)
{
    if (abort != 0) return 1;
    if (waited < swatomic_control_cached_(m->control, SWATOMIC_CTL_IDLE_BUDGET)) return 0;
    swatomic_raise_(m->control, SWATOMIC_ERR_COORDINATOR_STALLED, 0xffffffffu);
    return 1;
}

// The budgets' clock (microseconds), 0 without one.
uint swatomic_coord_now_(void) { return (uint)swatomic_budget_now(0); }

// The time since a wait began at *since (swatomic_coord_now_); without a clock *since counts the
// checks. Waits keep their start in local memory: PoCL 3.1 loses stores through pointers to
// private memory in calls with barriers.
uint swatomic_coord_elapsed_(__local uint *since)
{
#ifdef SWATOMIC_HAVE_CLOCK
    return swatomic_coord_now_() - *since;
#else
    return ++*since;
#endif
}

// A channel item whose header has arrived: its sender stored it first, so it is on its way.
int swatomic_coord_await_item_(const swatomic_coord_t *m, __global volatile ulong *q, uint seq, ulong2 *w01, ulong2 *w23)
{
    const uint began = swatomic_coord_now_();
    for (uint polls = 1;; ++polls) {
        *w01 = swatomic_load_words2_(q);
        if (swatomic_coord_load_rest_(q, seq, *w01, w23)) return 1;
        if ((polls & 63u) == 0 &&
            swatomic_coord_over_(m, m->control[SWATOMIC_CTL_ABORT], (uint)swatomic_budget_now(polls >> 6) - began))
            return 0;
    }
}

// Take: loads and checks record r's words and finds its entry (mode NONE when no record). A
// slot record not visible yet defers its message to a later pass.
void swatomic_coord_take_(const swatomic_coord_t *m, uint p, swatomic_rec_t *r)
{
    r->mode = SWATOMIC_REC_NONE;
    r->entry = 0xffffffffu;  // none: never a position (k * L + id reaches Q when Q is capped at 2047)
    if (p >= m->state[SWATOMIC_COORD_FILLED]) return;
    r->ref = m->queue[p];
    m->item[p] = 0u;
    __local uint *mailbox = swatomic_mailbox_of_(m, r->ref);
    const uint seq = SWATOMIC_MB_SEQ(*mailbox);
    __global volatile ulong *q = swatomic_words_(m, r->ref);
    ulong2 w01 = swatomic_load_words2_(q), w23;
    int seen = swatomic_coord_load_rest_(q, seq, w01, &w23);
    if (!seen && swatomic_is_channel_(m, r->ref)) seen = swatomic_coord_await_item_(m, q, seq, &w01, &w23);
    m->heads[p] = w01.x;
    r->op = SWATOMIC_OP_OF(w01.y);
    if (!seen) {
        if (!swatomic_is_channel_(m, r->ref)) atomic_or(mailbox, SWATOMIC_MB_DEFER);
        r->mode = SWATOMIC_REC_DEFERRED;
        return;
    }
    r->address = SWATOMIC_PAYLOAD_OF(w01.x) << 2;
    r->operand = SWATOMIC_WIDE_OPERAND(w01.y, SWATOMIC_PAYLOAD_OF(w23.x));  // (words 2-3 only for wide ops)
    r->compare = SWATOMIC_WIDE_COMPARE(SWATOMIC_PAYLOAD_OF(w23.x), SWATOMIC_PAYLOAD_OF(w23.y));
    r->owner = swatomic_is_channel_(m, r->ref) ? m->c : swatomic_owner_of_(r->address, m->C);
    r->entry = swatomic_coord_insert_(m, r->address, p);
    r->mode = SWATOMIC_REC_OWNED;  // decided in the apply step
    const int wide = SWATOMIC_OP_IS_64(r->op);
    const ulong mark = r->address | (ulong)wide;
    const uint h = swatomic_hash_(r->address, SWATOMIC_COORD_WIDTHS);
    if (r->entry == p) {
        m->cell[p] = r->owner != m->c ? swatomic_identity_(r->op)
                     : m->widths[h] == mark ? m->values[h]
                     : wide ? *(__global volatile ulong *)(uintptr_t)r->address
                            : (ulong)*(__global volatile uint *)(uintptr_t)r->address;
        if (r->owner == m->c) atomic_min(&m->claim[h], p);
    }
    // The other width recently stored at this address is a mixed width too.
    const uint mixed = (m->widths[h] & ~1ul) == r->address && m->widths[h] != mark ? 0xc0000000u : 0u;
    atomic_or(&m->meta[r->entry], (1u << r->op) | (wide ? 0x80000000u : 0x40000000u) | mixed);
}

// Apply: the record's local atomic (old value or prefix), or its own item to the owner.
void swatomic_coord_apply_(const swatomic_coord_t *m, swatomic_rec_t *r)
{
    if (r->mode != SWATOMIC_REC_OWNED) return;
    if (*swatomic_mailbox_of_(m, r->ref) & SWATOMIC_MB_DEFER) {
        r->mode = SWATOMIC_REC_DEFERRED;
        return;
    }
    const uint meta = m->meta[r->entry];
    int error = (meta >> 30) == 3u ? SWATOMIC_ERR_MIXED_WIDTH : SWATOMIC_ERR_NONE;
#ifndef SWATOMIC_HAVE_LOCAL_ATOMICS_64
    if (SWATOMIC_OP_IS_64(r->op)) error = SWATOMIC_ERR_UNSUPPORTED;
#endif
    if (error != SWATOMIC_ERR_NONE) {
        swatomic_raise_(m->control, error, 0xffffffffu);
        r->mode = SWATOMIC_REC_DEFERRED;
    } else if (r->owner == m->c) {
        r->result = swatomic_apply_local_(&m->cell[r->entry], r->op, r->operand, r->compare, m->Q);
    } else if (popcount(meta & 0x3ffffffu) == 1 && swatomic_foldable_(r->op)) {
        r->result = swatomic_apply_local_(&m->cell[r->entry], r->op, r->operand, 0, m->Q);
        r->mode = SWATOMIC_REC_FOLDED;
        atomic_inc(&m->item[r->entry]);  // members; the creator turns it into the item index
    } else {
        r->mode = SWATOMIC_REC_ALONE;
        r->item = atomic_inc(&m->chan_fill[r->owner]);
    }
}

// Publish: owned variables stored (and kept in the recent table), forwarded entries numbered.
void swatomic_coord_publish_(const swatomic_coord_t *m, uint p, const swatomic_rec_t *r)
{
    const uint mode = r->mode;
    if (mode == SWATOMIC_REC_NONE || (mode == SWATOMIC_REC_DEFERRED && r->entry != p)) return;
    if (r->entry == p && r->owner == m->c) {
        const int wide = (m->meta[p] & 0x80000000u) != 0;
        if (wide) *(__global volatile ulong *)(uintptr_t)r->address = m->cell[p];
        else *(__global volatile uint *)(uintptr_t)r->address = (uint)m->cell[p];
        const uint h = swatomic_hash_(r->address, SWATOMIC_COORD_WIDTHS);
        if (m->claim[h] == p) {
            m->widths[h] = r->address | (ulong)wide;
            m->values[h] = m->cell[p];
        }
    } else if (r->entry == p && m->item[p] != 0u) {
        m->item[p] = atomic_inc(&m->chan_fill[r->owner]);
        m->meta[p] |= SWATOMIC_COORD_SENDS;
    }
    if (mode == SWATOMIC_REC_DEFERRED) return;
    // Zeros over the consumed words that a later message might not rewrite (records after the
    // first, wide words), so that a stale word never matches a later number.
    __global volatile ulong *q = swatomic_words_(m, r->ref);
    if (!swatomic_is_first_(m, r->ref)) {
        swatomic_store_word_(q, 0);
        swatomic_store_word_(q + 1, 0);
    }
    if (SWATOMIC_OP_WIDE(r->op)) {
        swatomic_store_word_(q + 2, 0);
        swatomic_store_word_(q + 3, 0);
    }
}

// Stores record r's answer; returns 1 when r was the last outstanding record of its slot message.
int swatomic_coord_answer_(const swatomic_coord_t *m, swatomic_rec_t *r, ulong value)
{
    r->result = value;
    swatomic_store_word_(m->responses + r->ref, value);
    if (swatomic_is_channel_(m, r->ref)) return 0;  // the message's done word follows its round
    atomic_inc(&m->state[SWATOMIC_COORD_SERVED]);
    return SWATOMIC_MB_OUTSTANDING(atomic_sub(swatomic_mailbox_of_(m, r->ref), SWATOMIC_MB_ONE)) == 1u;
}

// Stores item `item` of this pass's message to r's owner (records 0 and 1 are headers).
void swatomic_coord_send_(const swatomic_coord_t *m, const swatomic_rec_t *r, uint item, ulong operand, ulong compare)
{
    const uint record = swatomic_channel_record_(m, m->c, r->owner) + 2u + item;
    swatomic_store_record_(swatomic_words_(m, record), SWATOMIC_NEXT_SEQ(SWATOMIC_MB_SEQ(m->chan_out[r->owner])), 1u,
                           r->address, r->op, operand, compare);
}

// Answer, for a record of this round: owned ones answered, the others sent to their owners (held
// until the replies phase). Returns 1 when the record completed its slot message.
int swatomic_coord_answer_new_(const swatomic_coord_t *m, uint p, swatomic_rec_t *r)
{
    if (r->entry == p && (m->meta[p] & SWATOMIC_COORD_SENDS))  // (also when its own record was deferred)
        swatomic_coord_send_(m, r, m->item[p], m->cell[p], 0);
    if (r->mode == SWATOMIC_REC_OWNED) return swatomic_coord_answer_(m, r, r->result);
    if (r->mode == SWATOMIC_REC_FOLDED) r->item = m->item[r->entry];
    else if (r->mode == SWATOMIC_REC_ALONE) swatomic_coord_send_(m, r, r->item, r->operand, r->compare);
    return 0;
}

// Replies phase, for a record sent to its owner: apply(base, prefix) for a fold, else the base.
int swatomic_coord_answer_sent_(const swatomic_coord_t *m, swatomic_rec_t *r)
{
    const uint mode = r->mode;
    if (mode != SWATOMIC_REC_FOLDED && mode != SWATOMIC_REC_ALONE) return 0;
    const ulong base = swatomic_load_word_(m->responses + swatomic_channel_record_(m, m->c, r->owner) + 2u + r->item);
    r->mode = SWATOMIC_REC_NONE;
    return swatomic_coord_answer_(m, r, mode == SWATOMIC_REC_FOLDED ? swatomic_apply_(r->op, base, r->result, 0) : base);
}

// Slots phase, post: this pass's header to every other coordinator (its items went before).
void swatomic_coord_post_(const swatomic_coord_t *m)
{
    const uint finished = m->state[SWATOMIC_COORD_FINISHED], served = m->state[SWATOMIC_COORD_SERVED];
    if (get_local_id(0) == 0) {
        atomic_add(&m->state[SWATOMIC_COORD_SUM], finished);
        atomic_add(&m->state[SWATOMIC_COORD_PROGRESS], finished + served);
    }
    for (uint j = get_local_id(0); j < m->C; j += get_local_size(0)) {
        m->chan_in[j] = SWATOMIC_MB_SEQ(m->chan_in[j]);
        if (j == m->c) continue;
        const uint seq = SWATOMIC_NEXT_SEQ(SWATOMIC_MB_SEQ(m->chan_out[j])), items = m->chan_fill[j];
        __global volatile ulong *q = swatomic_words_(m, swatomic_header_of_(m, swatomic_channel_record_(m, m->c, j)));
        swatomic_store_word_(q, SWATOMIC_WORD(seq, served));
        swatomic_store_word_(q + 1, SWATOMIC_WORD(seq, ((ulong)SWATOMIC_OP_HEADER << 43) | ((ulong)items << 32) | finished));
        m->chan_out[j] = seq | (items != 0u ? SWATOMIC_MB_FIN : 0u);
        m->chan_fill[j] = 0u;
        if (items != 0u) atomic_inc(&m->state[SWATOMIC_COORD_OUTGOING]);
    }
}

// Channels phase, after a round's release fence: the done words of the messages it took.
void swatomic_coord_reply_(const swatomic_coord_t *m)
{
    for (uint j = get_local_id(0); j < m->C; j += get_local_size(0)) {
        const uint word = m->chan_in[j];
        if (!(word & SWATOMIC_MB_NOW)) continue;
        swatomic_ack_(m, m->c * m->C + j, SWATOMIC_MB_SEQ(word));
        m->chan_in[j] = word & ~SWATOMIC_MB_NOW;
    }
}

// Replies phase, poll: the done word of each message of this pass that carried items.
void swatomic_coord_poll_replies_(const swatomic_coord_t *m)
{
    for (uint j = get_local_id(0); j < m->C; j += get_local_size(0)) {
        const uint out = m->chan_out[j];
        if (!(out & SWATOMIC_MB_FIN) ||
            SWATOMIC_SEQ_OF(swatomic_load_word_(swatomic_done_word_(m, j * m->C + m->c))) != SWATOMIC_MB_SEQ(out))
            continue;
        swatomic_fence_acquire();  // the owner's answers are current (read after the barrier)
        m->chan_out[j] = SWATOMIC_MB_SEQ(out);
        atomic_dec(&m->state[SWATOMIC_COORD_OUTGOING]);
    }
}

// Start of a launch: every mailbox's last sequence number, from the word only this side writes.
void swatomic_coord_begin_(const swatomic_coord_t *m)
{
    for (uint s = m->first + get_local_id(0); s < m->end; s += get_local_size(0))
        m->share[s - m->first] =
            SWATOMIC_SEQ_OF(swatomic_load_word_(swatomic_done_word_(m, SWATOMIC_CHANNELS(m->C) + s))) | SWATOMIC_MB_AWAIT;
    for (uint j = get_local_id(0); j < m->C; j += get_local_size(0)) {
        m->chan_in[j] = SWATOMIC_SEQ_OF(swatomic_load_word_(swatomic_done_word_(m, m->c * m->C + j)));
        const uint sent = SWATOMIC_SEQ_OF(swatomic_load_word_(swatomic_done_word_(m, j * m->C + m->c)));  // (answered: the last)
        m->chan_out[j] = sent;
        // A launch of one pass does not write the odd header: the last number keeps it from
        // matching a number that comes round again 65535 messages on.
        if (j != m->c) {
            __global volatile ulong *odd = swatomic_words_(m, swatomic_channel_record_(m, m->c, j) + 1u);
            swatomic_store_word_(odd, SWATOMIC_WORD(sent, 0ul));
            swatomic_store_word_(odd + 1, SWATOMIC_WORD(sent, 0ul));
        }
        m->chan_fill[j] = 0u;
    }
    for (uint j = get_local_id(0); j < SWATOMIC_COORD_STATE_WORDS; j += get_local_size(0)) m->state[j] = 0u;
    for (uint j = get_local_id(0); j < SWATOMIC_COORD_WIDTHS; j += get_local_size(0)) m->widths[j] = 0ul;
}

// The pass's counters, by one work-item: nothing summed or heard yet.
void swatomic_coord_new_pass_(const swatomic_coord_t *m)
{
    m->state[SWATOMIC_COORD_SUM] = m->state[SWATOMIC_COORD_PROGRESS] = 0u;
    m->state[SWATOMIC_COORD_INCOMING] = m->C - 1u;
    m->state[SWATOMIC_COORD_OUTGOING] = 0u;
    m->state[SWATOMIC_COORD_QUIET] = 1u;
}

// End of a pass, by one work-item: publishes the counts and the heartbeat, stops when every slot
// has finished or the posted counts stood still for the idle budget (docs: "Termination").
void swatomic_coord_end_pass_(const swatomic_coord_t *m, uint pass)
{
    m->control[SWATOMIC_CTL_FINISHED + m->c] = m->state[SWATOMIC_COORD_FINISHED];
    m->control[SWATOMIC_CTL_SERVED + m->c] = m->state[SWATOMIC_COORD_SERVED];
    m->control[SWATOMIC_CTL_PASSES + m->c] = pass;
    m->control[SWATOMIC_CTL_HEARTBEAT] = pass ^ (m->c << 24);
    const uint abort = m->control[SWATOMIC_CTL_ABORT];
    if (abort != 0 || (m->state[SWATOMIC_COORD_SUM] == m->S && m->state[SWATOMIC_COORD_INCOMING] == 0u)) {
        m->state[SWATOMIC_COORD_STOP] = abort != 0 ? 1u : SWATOMIC_COORD_DONE;
    } else if (m->state[SWATOMIC_COORD_QUIET] != 0u) {
        const uint progress = m->state[SWATOMIC_COORD_PROGRESS];
        if (progress != m->state[SWATOMIC_COORD_LAST_PROGRESS]) {
            m->state[SWATOMIC_COORD_LAST_PROGRESS] = progress;
            m->state[SWATOMIC_COORD_IDLE_SINCE] = swatomic_coord_now_();
        } else if (swatomic_coord_over_(m, abort, swatomic_coord_elapsed_(&m->state[SWATOMIC_COORD_IDLE_SINCE]))) {
            m->state[SWATOMIC_COORD_STOP] = 1u;
        }
    }
    swatomic_coord_new_pass_(m);
}

// Answers the records a work-item holds: a round's (answer_new_) or those sent to their owners
// (answer_sent_), the first `held`. Bit k: rec[k] completed its slot message; 0x100: anything
// stored (fence).
uint swatomic_coord_answer_all_(const swatomic_coord_t *m, swatomic_rec_t *rec, uint held, int sent)
{
    uint result = 0;
    for (uint k = 0; k < held; ++k) {
        result |= rec[k].mode != SWATOMIC_REC_NONE ? 0x100u : 0u;
        if (sent ? swatomic_coord_answer_sent_(m, &rec[k])
                 : swatomic_coord_answer_new_(m, k * get_local_size(0) + get_local_id(0), &rec[k]))
            result |= 1u << k;
    }
    return result;
}

// The end of a pass, after a fence and a barrier: the done word of each slot message that rec[k]
// completed (bit k of `completed`), deferred slots polled again.
void swatomic_coord_finish_pass_(const swatomic_coord_t *m, const swatomic_rec_t *rec, uint completed)
{
    for (uint k = 0; k < m->R; ++k) {
        if (!(completed & (1u << k))) continue;
        const swatomic_rec_t *r = &rec[k];
        const uint slot = swatomic_slot_of_(m, r->ref), seq = SWATOMIC_MB_SEQ(m->share[slot - m->first]);
        uint sent = seq;
#if defined(SWATOMIC_FAULT_DROP_RESPONSE) || defined(SWATOMIC_FAULT_STALE_SEQ)
        // Test hooks: the first answer to the last slot is never written, or carries a stale number.
        if (slot + 1u == m->control[SWATOMIC_CTL_FAULT_SLOT] && seq == 1u) {
            m->control[SWATOMIC_CTL_FAULT] = 1;
#ifdef SWATOMIC_FAULT_DROP_RESPONSE
            continue;
#endif
            sent = SWATOMIC_PREV_SEQ(seq);
        }
#endif
        swatomic_store_word_(swatomic_done_word_(m, SWATOMIC_CHANNELS(m->C) + slot), SWATOMIC_DONE_WORD(sent));
        m->share[slot - m->first] |= SWATOMIC_MB_AWAIT;
    }
    for (uint s = get_local_id(0); s < m->end - m->first; s += get_local_size(0))
        if (m->share[s] & SWATOMIC_MB_DEFER) m->share[s] = SWATOMIC_PREV_SEQ(SWATOMIC_MB_SEQ(m->share[s]));
}

// The poll of an iteration of phase `phase` (SWATOMIC_PHASE_*), after a round's hash table,
// entries and claims are cleared; then one work-item checks the budget of a wait for messages.
void swatomic_coord_poll_phase_(const swatomic_coord_t *m, uint phase)
{
    const uint L = (uint)get_local_size(0);
    // The abort flag for the budget check at the end, loaded first: its latency overlaps the poll's.
    const uint abort = phase != SWATOMIC_PHASE_SLOTS && get_local_id(0) == 0 ? m->control[SWATOMIC_CTL_ABORT] : 0u;
    if (phase != SWATOMIC_PHASE_REPLIES) {
        for (uint p = get_local_id(0); p < m->Q; p += L) m->meta[p] = 0u;
        for (uint j = get_local_id(0); j < 2u * m->Q; j += L) m->hash[j] = 0u;
        for (uint j = get_local_id(0); j < SWATOMIC_COORD_WIDTHS; j += L) m->claim[j] = 0xffffffffu;
    }
    if (phase == SWATOMIC_PHASE_SLOTS) swatomic_coord_poll_(m);
    else if (phase == SWATOMIC_PHASE_CHANNELS) swatomic_coord_poll_channels_(m);
    else swatomic_coord_poll_replies_(m);
    const uint waiting = phase == SWATOMIC_PHASE_CHANNELS ? SWATOMIC_COORD_INCOMING : SWATOMIC_COORD_OUTGOING;
    if (phase != SWATOMIC_PHASE_SLOTS && get_local_id(0) == 0 && m->state[waiting] != 0u &&
        swatomic_coord_over_(m, abort, swatomic_coord_elapsed_(&m->state[SWATOMIC_COORD_WAIT_SINCE])))
        m->state[SWATOMIC_COORD_STOP] = 1u;
}

// The end of an iteration, by one work-item: the next phase (read by all after the top barrier).
void swatomic_coord_next_phase_(const swatomic_coord_t *m, uint phase, int served)
{
    m->state[SWATOMIC_COORD_PENDING] = 0u;
    if (!served) {  // a slots round that held its queue: poll again, until the hold is over
        if (swatomic_coord_elapsed_(&m->state[SWATOMIC_COORD_HOLD_SINCE]) >= SWATOMIC_HOLD) m->state[SWATOMIC_COORD_HOLD_OVER] = 1u;
        return;
    }
    m->state[SWATOMIC_COORD_TOTAL] = m->state[SWATOMIC_COORD_FILLED] = 0u;
    uint next = phase;
    if (phase == SWATOMIC_PHASE_SLOTS && m->C > 1u) next = SWATOMIC_PHASE_CHANNELS;  // (one coordinator: a pass is its slots)
    else if (phase != SWATOMIC_PHASE_SLOTS && m->state[SWATOMIC_COORD_INCOMING] == 0u)
        next = m->state[SWATOMIC_COORD_OUTGOING] == 0u ? SWATOMIC_PHASE_SLOTS : SWATOMIC_PHASE_REPLIES;
    if (next != phase) m->state[SWATOMIC_COORD_WAIT_SINCE] = swatomic_coord_now_();
    if (next == SWATOMIC_PHASE_SLOTS && (phase != SWATOMIC_PHASE_SLOTS || m->C == 1u)) {
        swatomic_coord_end_pass_(m, ++m->state[SWATOMIC_COORD_PASS]);
        m->state[SWATOMIC_COORD_HOLD_SINCE] = swatomic_coord_now_();
        m->state[SWATOMIC_COORD_HOLD_OVER] = 0u;
    }
    m->state[SWATOMIC_COORD_PHASE] = next;
}

// The end of a launch with an epilogue (SWATOMIC_RUN_THEN): each coordinator marks its stop in
// its passes word after a release fence, then waits until every coordinator has. A mark follows
// every FINISH its coordinator took, and each wave fenced before its FINISH, so after the acquire
// fence every requesting group's stores are visible. Returns 1 (in every work-item) where the
// launch completed with no error raised: the epilogue runs.
int swatomic_coord_stop_(const swatomic_coord_t *m)
{
    const uint lid = (uint)get_local_id(0);
    if (lid == 0) {
        swatomic_fence_release();
        m->control[SWATOMIC_CTL_PASSES + m->c] = m->state[SWATOMIC_COORD_PASS] | SWATOMIC_PASSES_STOPPED;
    }
    int live = m->state[SWATOMIC_COORD_STOP] == SWATOMIC_COORD_DONE;
    for (uint j = lid; live && j < m->C; j += (uint)get_local_size(0)) {
        const uint began = swatomic_coord_now_();
        for (uint polls = 1; live && !(m->control[SWATOMIC_CTL_PASSES + j] & SWATOMIC_PASSES_STOPPED); ++polls)
            if ((polls & 63u) == 0)
                live = !swatomic_coord_over_(m, m->control[SWATOMIC_CTL_ABORT], (uint)swatomic_budget_now(polls >> 6) - began);
    }
    swatomic_fence_acquire();
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    if (lid == 0) m->state[SWATOMIC_COORD_EPILOGUE] = m->state[SWATOMIC_COORD_STOP] == SWATOMIC_COORD_DONE &&
                                                      m->control[SWATOMIC_CTL_ABORT] == 0u;
    barrier(CLK_LOCAL_MEM_FENCE);
    return m->state[SWATOMIC_COORD_EPILOGUE] != 0u;
}

// One coordinator work-group's whole launch. One flat loop, an iteration per round of one phase
// (a local word, uniform): PoCL 3.1 loses stores through pointers to private memory in calls
// with barriers and crashes on nested loops with barriers. Decisions read counts that only the
// poll changes, between two barriers. `epilogue`: the launch has one (swatomic_coord_stop_);
// returns 1 where it runs here.
int swatomic_coordinate_(swatomic_ctx_t *ctx, int epilogue)
{
    const swatomic_coord_t m = swatomic_coord_layout_(ctx);
    const uint L = (uint)get_local_size(0), lid = (uint)get_local_id(0);
    swatomic_coord_begin_(&m);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        m.state[SWATOMIC_COORD_LAST_PROGRESS] = 0xffffffffu;
        m.state[SWATOMIC_COORD_HOLD_SINCE] = swatomic_coord_now_();
        swatomic_coord_new_pass_(&m);
    }
    swatomic_rec_t rec[2 * SWATOMIC_COORD_HELD];  // the slots' records, then a channel round's
    uint completed = 0, held_slots = 0;
    for (;;) {
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        if (m.state[SWATOMIC_COORD_STOP] != 0u) break;
        const uint phase = m.state[SWATOMIC_COORD_PHASE];
        swatomic_coord_poll_phase_(&m, phase);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        const uint base = phase == SWATOMIC_PHASE_SLOTS ? 0u : SWATOMIC_COORD_HELD;
        // Every message of the pass taken and every one sent answered (or none sent): the pass ends
        // this round.
        const int replied = phase != SWATOMIC_PHASE_SLOTS && m.state[SWATOMIC_COORD_INCOMING] == 0u &&
                            m.state[SWATOMIC_COORD_OUTGOING] == 0u;
        // A slots round serves its queue once no awaited slot is silent, the hold is over, or the
        // queue refused a message; until then the messages stay queued and the next round polls.
        const int served = phase != SWATOMIC_PHASE_SLOTS || m.state[SWATOMIC_COORD_PENDING] == 0u ||
                           m.state[SWATOMIC_COORD_HOLD_OVER] != 0u ||
                           m.state[SWATOMIC_COORD_TOTAL] != m.state[SWATOMIC_COORD_FILLED];
        // Records per work-item this round: as many as the queue holds, so that a round with
        // few records is as short as one whose kernel holds a single record.
        const uint held = served ? (m.state[SWATOMIC_COORD_FILLED] + L - 1u) / L : 0u;
        if (phase == SWATOMIC_PHASE_SLOTS) held_slots = held;
        for (uint k = 0; k < held; ++k) swatomic_coord_take_(&m, k * L + lid, &rec[base + k]);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        for (uint k = 0; k < held; ++k) swatomic_coord_apply_(&m, &rec[base + k]);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        for (uint k = 0; k < held; ++k) swatomic_coord_publish_(&m, k * L + lid, &rec[base + k]);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        // Variables and answers are stored before the done words (release fence): a channel
        // round's, the replies' and, with one coordinator, the slots round's (all its own).
        if (phase == SWATOMIC_PHASE_SLOTS) {
            completed = swatomic_coord_answer_all_(&m, rec, held, 0);
            if (m.C == 1u && completed) swatomic_fence_release();
        } else {
            const uint stored = phase == SWATOMIC_PHASE_CHANNELS ? swatomic_coord_answer_all_(&m, rec + SWATOMIC_COORD_HELD, held, 0) : 0u;
            if (replied) completed |= swatomic_coord_answer_all_(&m, rec, held_slots, 1);
            if (stored || (replied && completed)) swatomic_fence_release();
        }
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        if (phase == SWATOMIC_PHASE_SLOTS) {
            if (served) swatomic_coord_post_(&m);
            if (served && m.C == 1u) swatomic_coord_finish_pass_(&m, rec, completed);
        } else {
            if (phase == SWATOMIC_PHASE_CHANNELS) swatomic_coord_reply_(&m);
            if (replied) swatomic_coord_finish_pass_(&m, rec, completed);
        }
        if (lid == 0) swatomic_coord_next_phase_(&m, phase, served);
    }
    return epilogue && swatomic_coord_stop_(&m);
}

#endif  // SWATOMIC_COORDINATOR_CL
