// swatomic coordinator: work-groups 0 .. C-1 of every launch serve the requests that
// requester.cl posts (seed 002's coordinator work-group, Fig. 6-7, spread over C groups).
// Message format: protocol.h; the protocol as a whole: docs/COORDINATOR_OPS.md.
//
// Coordinator c polls the slots of its share and the channels that other coordinators send it.
// Each variable belongs to one coordinator (swatomic_owner_of_), which applies every request to
// it, so a variable has one serial order: the order of the local atomics on its local copy. A
// step takes up to Q = local size x R records (R a host-chosen count up to SWATOMIC_MAX_PER_ITEM,
// each work-item holding its records in registers) and runs:
//   poll    the done words of its outgoing channels, the first record of every new incoming
//           batch, then (when nothing of its own waits for an answer) of every slot in its share:
//           a message is new when its words carry the mailbox's next sequence number; its records
//           get queue positions, a whole message or nothing (the rest waits for the next step).
//   take    each record's words are loaded and checked (a word not yet visible defers its whole
//           message); the record finds its variable's entry in a local hash table (one entry per
//           variable; its creator loads an owned variable, or sets a fold to the identity).
//   apply   owned variables: one local atomic on the entry per record, whose return is the
//           record's old value. Another coordinator's: the records fold into the entry the same
//           way (the return is the record's prefix), or, for xchg, cmpxchg and mixed operations,
//           go to the owner one by one.
//   publish owned variables are stored; consumed request words are cleared (so a stale word can
//           never match a later number); forwarded entries get their channel item.
//   answer  answers are stored, the folds and lone records are sent to their owners' channels;
//           records whose owner answered are finished: apply(owner's base, prefix).
//   done    after a release fence and a barrier, each message whose records are all answered gets
//           its done word.
// While records of its own wait for owners, a coordinator polls no new slots but keeps serving
// its incoming channels, whose records are all its own variables: no coordinator ever waits on
// one that waits on it. It stops when the published finished counts add up to every slot, when
// the abort flag is raised, or when nothing progresses for its idle budget.
#ifndef SWATOMIC_COORDINATOR_CL
#define SWATOMIC_COORDINATOR_CL

// Local state words.
#define SWATOMIC_COORD_TOTAL 0     // records asked for in this step (refused ones included)
#define SWATOMIC_COORD_FINISHED 1  // finished slots of the share
#define SWATOMIC_COORD_SERVED 2    // requester records served
#define SWATOMIC_COORD_PENDING 3   // records waiting for another coordinator's answer
#define SWATOMIC_COORD_SUM 4       // published finished counts, summed in this step
#define SWATOMIC_COORD_PROGRESS 5  // published served + finished counts, summed in this step
#define SWATOMIC_COORD_STOP 6      // non-zero: leave (abort, or the idle budget ran out)
#define SWATOMIC_COORD_QUIET 7     // non-zero: the last step had no record (read the other coordinators' counts)
#define SWATOMIC_COORD_FRONT 8     // queue positions taken from the front (channels) in this step
#define SWATOMIC_COORD_BACK 9      // queue positions taken from the back (slots) in this step
// Mailbox words: the last accepted sequence number | flags (share slots: outstanding records too).
#define SWATOMIC_MB_SEQ(w) ((w) & 0xffffu)
#define SWATOMIC_MB_ONE 0x10000u       // one outstanding record (12 bits of them)
#define SWATOMIC_MB_OUTSTANDING(w) (((w) >> 16) & 0xfffu)
#define SWATOMIC_MB_DEFER 0x10000000u  // a word of the message was not visible yet: serve it later
#define SWATOMIC_MB_FIN 0x20000000u    // slot: finished; outgoing channel: a batch waits for its answer
#define SWATOMIC_MB_ARRIVED 0x40000000u  // outgoing channel: the owner answered
#define SWATOMIC_MB_INLINE 0x08000000u   // outgoing channel: its one answer is in chan_base
#define SWATOMIC_COORD_SENDS 0x20000000u  // entry meta: its creator sends the fold to the owner
#define SWATOMIC_PREV_SEQ(seq) ((seq) <= 1u ? 0xffffu : (seq) - 1u)
// Record modes (swatomic_rec_t.mode).
#define SWATOMIC_REC_NONE 0u
#define SWATOMIC_REC_OWNED 1u     // applied here; answered in this step
#define SWATOMIC_REC_FOLDED 2u    // folded into an entry sent to its owner; result: the prefix
#define SWATOMIC_REC_ALONE 3u     // sent to its owner as an item of its own
#define SWATOMIC_REC_DEFERRED 4u

// Records a work-item holds at once: the host's R, up to this many (r600, an offline probe
// target without a call stack, keeps one: its registers hold no more).
#if defined(__R600__)
#define SWATOMIC_COORD_HELD 1u
#else
#define SWATOMIC_COORD_HELD SWATOMIC_MAX_PER_ITEM
#endif

typedef struct {
    ulong address, operand, compare, result;
    uint ref;    // global record index
    uint op, mode, entry;
    uint owner, item;  // forwarded: the owning coordinator and the channel item
    uint single;       // record 0 of a one-record message
} swatomic_rec_t;

typedef struct {
    __global volatile ulong *requests, *responses;
    __global volatile uint *control;
    __local ulong2 *heads;      // [Q] words 0-1 of each position's record (an entry's address too)
    __local ulong *cell;        // [Q] entries (indexed by their creator's position)
    // Owned variables this coordinator stored lately, direct-mapped (it is their only writer
    // during a launch, so a hit needs no load): address | is64, value, and the step's claim.
    __local ulong *widths, *values;  // [SWATOMIC_COORD_WIDTHS]
    __local uint *claim;             // [SWATOMIC_COORD_WIDTHS]
    __local uint *queue, *meta, *item, *hash;  // [Q] [Q] [Q] [2Q]
    __local uint *share, *chan_in, *chan_out, *chan_fill, *chan_base, *state;
    uint c, C, S, W, K, Q, R, first, end, records;
} swatomic_coord_t;

uint swatomic_owner_of_(ulong address, uint coordinators)
{
    return mul_hi((uint)(address >> 2) * 2654435761u, coordinators);  // Fibonacci hashing
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
    m.Q = min((uint)get_local_size(0) * m.R, (uint)SWATOMIC_MAX_RECORDS);  // a message counts 11 bits
    m.first = SWATOMIC_SHARE_FIRST(m.c, m.S, m.C);
    m.end = SWATOMIC_SHARE_END(m.c, m.S, m.C);
    m.records = SWATOMIC_RECORDS(m.S, m.W, m.C, m.K);
    m.heads = (__local ulong2 *)ctx->scratch;
    m.cell = (__local ulong *)(m.heads + m.Q);
    m.widths = m.cell + m.Q;
    m.values = m.widths + SWATOMIC_COORD_WIDTHS;
    m.claim = (__local uint *)(m.values + SWATOMIC_COORD_WIDTHS);
    m.queue = m.claim + SWATOMIC_COORD_WIDTHS;
    m.meta = m.queue + m.Q;
    m.item = m.meta + m.Q;
    m.hash = m.item + m.Q;
    m.share = m.hash + 2 * m.Q;
    m.chan_in = m.share + SWATOMIC_SHARE_SIZE(m.S, m.C);
    m.chan_out = m.chan_in + m.C;
    m.chan_fill = m.chan_out + m.C;
    m.chan_base = m.chan_fill + m.C;
    m.state = m.chan_base + m.C;
    return m;
}

// Mailboxes (protocol.h): channel h -> o is mailbox o * C + h, slot s is mailbox C * C + s.
uint swatomic_slot_record_(const swatomic_coord_t *m, uint slot) { return SWATOMIC_CHANNELS(m->C) * m->K + slot * m->W; }
uint swatomic_channel_record_(const swatomic_coord_t *m, uint from, uint to) { return (to * m->C + from) * m->K; }
__global volatile ulong *swatomic_done_word_(const swatomic_coord_t *m, uint mailbox) { return m->responses + m->records + mailbox; }
// The local word of the mailbox that record `ref` belongs to, and the record's index in it.
__local uint *swatomic_mailbox_of_(const swatomic_coord_t *m, uint ref, uint *index)
{
    const uint channels = SWATOMIC_CHANNELS(m->C) * m->K;
    if (ref < channels) {
        *index = ref % m->K;
        return &m->chan_in[(ref / m->K) % m->C];
    }
    *index = (ref - channels) % m->W;
    return &m->share[(ref - channels) / m->W - m->first];
}

// Takes `count` queue positions for a message, all or none: a channel's from the front, a
// slot's from the back. Returns the first position, or Q when there is no room this step.
// Atomic adds only: a compare-and-swap loop here costs O(L^2) under contention (25-35 us a
// step on an H100 at L = 64). The positions taken stay below the total asked for, so the two
// ends never meet; a refused message still counts in the total (the rest of the step is
// refused too) and is taken in a later step.
uint swatomic_coord_reserve_(const swatomic_coord_t *m, uint count, int channel)
{
    if (atomic_add(&m->state[SWATOMIC_COORD_TOTAL], count) + count > m->Q) return m->Q;
    if (channel) return atomic_add(&m->state[SWATOMIC_COORD_FRONT], count);
    return m->Q - atomic_add(&m->state[SWATOMIC_COORD_BACK], count) - count;
}

// Whether queue position p holds a record this step.
int swatomic_coord_taken_(const swatomic_coord_t *m, uint p)
{
    return p < m->Q && (p < m->state[SWATOMIC_COORD_FRONT] || p >= m->Q - m->state[SWATOMIC_COORD_BACK]);
}

// A new message in `mailbox` (its local word `word`, first record `record`): queues its records.
void swatomic_coord_accept_(const swatomic_coord_t *m, __local uint *word, uint record, ulong2 head)
{
    const uint count = SWATOMIC_COUNT_OF(head.y);
    const uint at = swatomic_coord_reserve_(m, count, record < SWATOMIC_CHANNELS(m->C) * m->K);
    if (at == m->Q) return;
    *word = SWATOMIC_SEQ_OF(head.x) | count * SWATOMIC_MB_ONE | (*word & SWATOMIC_MB_FIN);
    for (uint i = 0; i < count; ++i) m->queue[at + i] = record + i;
    m->heads[at] = head;  // record 0 needs no second load
}

// Poll, one channel j: the done word of the outgoing one (a batch waits for its answer), the
// first record of the incoming one, and (when this coordinator was quiet) j's published counts.
// The loads are issued together, then used.
void swatomic_coord_poll_channel_(const swatomic_coord_t *m, uint j)
{
    const uint out = m->chan_out[j];
    const ulong done = (out & SWATOMIC_MB_FIN) ? swatomic_load_word_(swatomic_done_word_(m, j * m->C + m->c)) : 0ul;
    const uint record = swatomic_channel_record_(m, j, m->c);
    const ulong2 head = j == m->c ? (ulong2)(0, 0) : swatomic_load_words2_(m->requests + (ulong)record * SWATOMIC_REQUEST_WORDS);
    const int quiet = m->state[SWATOMIC_COORD_QUIET] != 0u;  // (while it serves, it need not look)
    const uint finished = quiet ? m->control[SWATOMIC_CTL_FINISHED + j] : 0u;
    const uint served = quiet ? m->control[SWATOMIC_CTL_SERVED + j] : 0u;
    if ((out & SWATOMIC_MB_FIN) && SWATOMIC_SEQ_OF(done) == SWATOMIC_MB_SEQ(out)) {
        swatomic_fence_acquire();  // the owner's answers are current (read after the barrier)
        m->chan_base[j] = (uint)done;
        m->chan_out[j] = out | SWATOMIC_MB_ARRIVED | (((uint)(done >> 32) & SWATOMIC_DONE_INLINE) ? SWATOMIC_MB_INLINE : 0u);
    }
    const uint next = SWATOMIC_NEXT_SEQ(SWATOMIC_MB_SEQ(m->chan_in[j]));
    if (j != m->c && SWATOMIC_SEQ_OF(head.x) == next && SWATOMIC_SEQ_OF(head.y) == next)
        swatomic_coord_accept_(m, &m->chan_in[j], record, head);
    if (quiet) {
        atomic_add(&m->state[SWATOMIC_COORD_SUM], finished);
        atomic_add(&m->state[SWATOMIC_COORD_PROGRESS], finished + served);
    }
}

// Poll, slots: the first records of four of the share's slots, from `base` on in steps of the
// local size (loaded by swatomic_coord_load_slots_, so that the loads overlap).
void swatomic_coord_load_slots_(const swatomic_coord_t *m, uint base, ulong2 *head)
{
    for (uint k = 0; k < 4; ++k) {
        const uint s = base + k * (uint)get_local_size(0);
        head[k] = s < m->end ? swatomic_load_words2_(m->requests + (ulong)swatomic_slot_record_(m, s) * SWATOMIC_REQUEST_WORDS)
                             : (ulong2)(0, 0);
    }
}

void swatomic_coord_poll_slots_(const swatomic_coord_t *m, uint base, const ulong2 *head)
{
    for (uint k = 0; k < 4 && base + k * get_local_size(0) < m->end; ++k) {
        const uint s = base + k * (uint)get_local_size(0);
        __local uint *word = &m->share[s - m->first];
        const uint next = SWATOMIC_NEXT_SEQ(SWATOMIC_MB_SEQ(*word));
        if ((*word & SWATOMIC_MB_FIN) || SWATOMIC_SEQ_OF(head[k].x) != next || SWATOMIC_SEQ_OF(head[k].y) != next) continue;
        if (SWATOMIC_OP_OF(head[k].y) == SWATOMIC_OP_FINISH) {  // answered at once: no data
            *word = next | SWATOMIC_MB_FIN;
            swatomic_store_word_(swatomic_done_word_(m, SWATOMIC_CHANNELS(m->C) + s), SWATOMIC_DONE_WORD(next, 0u, 0u));
            atomic_inc(&m->state[SWATOMIC_COORD_FINISHED]);
        } else {
            swatomic_coord_accept_(m, word, swatomic_slot_record_(m, s), head[k]);
        }
    }
}

// Poll: the channels, then (when nothing of its own waits for an answer) the share's slots,
// whose first loads go out before the channels' are used.
void swatomic_coord_poll_(const swatomic_coord_t *m)
{
    const uint L = (uint)get_local_size(0);
    const int slots = m->state[SWATOMIC_COORD_PENDING] == 0u;
    ulong2 head[4];
    const uint base = m->first + get_local_id(0);
    if (slots) swatomic_coord_load_slots_(m, base, head);
    for (uint j = get_local_id(0); j < m->C; j += L) swatomic_coord_poll_channel_(m, j);
    if (get_local_id(0) == 0 && m->control[SWATOMIC_CTL_ABORT] != 0) m->state[SWATOMIC_COORD_STOP] = 1;
    if (!slots) return;
    swatomic_coord_poll_slots_(m, base, head);
    for (uint more = base + 4 * L; more < m->end; more += 4 * L) {
        swatomic_coord_load_slots_(m, more, head);
        swatomic_coord_poll_slots_(m, more, head);
    }
}

// The place of `address` in the table of recent variables.
uint swatomic_recent_(ulong address) { return mul_hi((uint)(address >> 2) * 2654435761u, (uint)SWATOMIC_COORD_WIDTHS); }

// The entry of `address` in the step's hash table: an existing one, or position p's new one.
uint swatomic_coord_insert_(const swatomic_coord_t *m, ulong address, uint p)
{
    mem_fence(CLK_LOCAL_MEM_FENCE);  // heads[p], the entry's address, is visible before the entry is
    const uint places = 2u * m->Q;
    uint h = mul_hi((uint)(address >> 2) * 2654435761u, places);
    for (uint probes = 0; probes < places; ++probes) {
        const uint seen = atomic_cmpxchg(&m->hash[h], 0u, p + 1u);
        if (seen == 0u) return p;
        if (SWATOMIC_PAYLOAD_OF(m->heads[seen - 1u].x) << 2 == address) return seen - 1u;
        h = h + 1u == places ? 0u : h + 1u;
    }
    return p;  // not reached: at most Q entries in 2Q places
}

// Take: loads and checks record r's words and finds its entry (mode NONE when no record).
void swatomic_coord_take_(const swatomic_coord_t *m, uint p, swatomic_rec_t *r)
{
    r->mode = SWATOMIC_REC_NONE;
    r->entry = m->Q;  // none
    if (!swatomic_coord_taken_(m, p)) return;
    r->ref = m->queue[p];
    uint index;
    __local uint *mailbox = swatomic_mailbox_of_(m, r->ref, &index);
    const uint seq = SWATOMIC_MB_SEQ(*mailbox);
    __global volatile ulong *q = m->requests + (ulong)r->ref * SWATOMIC_REQUEST_WORDS;
    const ulong2 w01 = index == 0 ? m->heads[p] : swatomic_load_words2_(q);
    m->heads[p] = w01;
    r->op = SWATOMIC_OP_OF(w01.y);
    const ulong2 w23 = SWATOMIC_OP_WIDE(r->op) ? swatomic_load_words2_(q + 2) : (ulong2)((ulong)seq << 48, (ulong)seq << 48);
    if (SWATOMIC_SEQ_OF(w01.x) != seq || SWATOMIC_SEQ_OF(w01.y) != seq || SWATOMIC_SEQ_OF(w23.x) != seq ||
        SWATOMIC_SEQ_OF(w23.y) != seq || r->op == SWATOMIC_OP_FINISH) {
        atomic_or(mailbox, SWATOMIC_MB_DEFER);
        r->mode = SWATOMIC_REC_DEFERRED;
        return;
    }
    r->address = SWATOMIC_PAYLOAD_OF(w01.x) << 2;
    r->operand = SWATOMIC_WIDE_OPERAND(w01.y, SWATOMIC_PAYLOAD_OF(w23.x));  // (words 2-3 only for wide ops)
    r->compare = SWATOMIC_WIDE_COMPARE(SWATOMIC_PAYLOAD_OF(w23.x), SWATOMIC_PAYLOAD_OF(w23.y));
    r->single = index == 0 && SWATOMIC_COUNT_OF(w01.y) == 1u;
    r->owner = r->ref < SWATOMIC_CHANNELS(m->C) * m->K ? m->c : swatomic_owner_of_(r->address, m->C);
    r->entry = swatomic_coord_insert_(m, r->address, p);
    r->mode = SWATOMIC_REC_OWNED;  // decided in the apply step
    const int wide = SWATOMIC_OP_IS_64(r->op);
    const ulong mark = r->address | (ulong)wide;
    const uint h = swatomic_recent_(r->address);
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
    uint index;
    if (*swatomic_mailbox_of_(m, r->ref, &index) & SWATOMIC_MB_DEFER) {
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

// Stores one word of zeros over each consumed request word that a later message might not
// rewrite (records after the first, the wide words), so a stale word never matches a later number.
void swatomic_coord_clear_(const swatomic_coord_t *m, const swatomic_rec_t *r)
{
    uint index;
    swatomic_mailbox_of_(m, r->ref, &index);
    __global volatile ulong *q = m->requests + (ulong)r->ref * SWATOMIC_REQUEST_WORDS;
    if (index != 0) {
        swatomic_store_word_(q, 0);
        swatomic_store_word_(q + 1, 0);
    }
    if (SWATOMIC_OP_WIDE(r->op)) {
        swatomic_store_word_(q + 2, 0);
        swatomic_store_word_(q + 3, 0);
    }
}

// Publish: owned variables stored (and kept in the recent table), forwarded entries numbered,
// consumed words cleared; returns whether this work-item stored anything (it fences later).
int swatomic_coord_publish_(const swatomic_coord_t *m, uint p, const swatomic_rec_t *r)
{
    const uint mode = r->mode;
    if (mode == SWATOMIC_REC_NONE || (mode == SWATOMIC_REC_DEFERRED && r->entry != p)) return 0;
    if (r->entry == p && r->owner == m->c) {
        const int wide = (m->meta[p] & 0x80000000u) != 0;
        if (wide) *(__global volatile ulong *)(uintptr_t)r->address = m->cell[p];
        else *(__global volatile uint *)(uintptr_t)r->address = (uint)m->cell[p];
        const uint h = swatomic_recent_(r->address);
        if (m->claim[h] == p) {
            m->widths[h] = r->address | (ulong)wide;
            m->values[h] = m->cell[p];
        }
    } else if (r->entry == p && m->item[p] != 0u) {
        m->item[p] = atomic_inc(&m->chan_fill[r->owner]);
        m->meta[p] |= SWATOMIC_COORD_SENDS;
    }
    if (mode != SWATOMIC_REC_DEFERRED) swatomic_coord_clear_(m, r);
    return 1;
}

// Stores record r's answer; returns 1 when r was the last outstanding record of its message.
int swatomic_coord_answer_(const swatomic_coord_t *m, swatomic_rec_t *r, ulong value)
{
    r->result = value;
    if (!r->single || SWATOMIC_OP_IS_64(r->op)) swatomic_store_word_(m->responses + r->ref, value);
    uint index;
    __local uint *mailbox = swatomic_mailbox_of_(m, r->ref, &index);
    if (r->ref < SWATOMIC_CHANNELS(m->C) * m->K) return index == 0;  // a batch is answered whole
    atomic_inc(&m->state[SWATOMIC_COORD_SERVED]);
    return SWATOMIC_MB_OUTSTANDING(atomic_sub(mailbox, SWATOMIC_MB_ONE)) == 1u;
}

// Sends a request to its owner: item `item` of this coordinator's channel to `owner`.
void swatomic_coord_send_(const swatomic_coord_t *m, uint owner, uint item, ulong address, uint op, ulong operand,
                          ulong compare)
{
    const uint record = swatomic_channel_record_(m, m->c, owner) + item;
    swatomic_store_record_(m->requests + (ulong)record * SWATOMIC_REQUEST_WORDS,
                           SWATOMIC_NEXT_SEQ(SWATOMIC_MB_SEQ(m->chan_out[owner])), item == 0 ? m->chan_fill[owner] : 1u,
                           address, op, operand, compare);
}

// Answer, for a record of this step: owned ones answered, forwarded ones sent and moved to
// `waiting`. Returns 1 when the record completed its message.
int swatomic_coord_answer_new_(const swatomic_coord_t *m, uint p, swatomic_rec_t *r, swatomic_rec_t *waiting)
{
    if (r->entry == p && (m->meta[p] & SWATOMIC_COORD_SENDS))  // (also when its own record was deferred)
        swatomic_coord_send_(m, r->owner, m->item[p], r->address, r->op, m->cell[p], 0);
    if (r->mode == SWATOMIC_REC_OWNED) return swatomic_coord_answer_(m, r, r->result);
    if (r->mode == SWATOMIC_REC_FOLDED) {
        r->item = m->item[r->entry];
    } else if (r->mode == SWATOMIC_REC_ALONE) {
        swatomic_coord_send_(m, r->owner, r->item, r->address, r->op, r->operand, r->compare);
    } else {
        return 0;
    }
    *waiting = *r;
    atomic_inc(&m->state[SWATOMIC_COORD_PENDING]);
    return 0;
}

// Answer, for a record that waits for its owner: finished once the owner has answered.
int swatomic_coord_answer_waiting_(const swatomic_coord_t *m, swatomic_rec_t *r)
{
    const uint mode = r->mode;
    if (mode == SWATOMIC_REC_NONE || !(m->chan_out[r->owner] & SWATOMIC_MB_ARRIVED)) return 0;
    const ulong base = (m->chan_out[r->owner] & SWATOMIC_MB_INLINE)
                           ? (ulong)m->chan_base[r->owner]
                           : swatomic_load_word_(m->responses + swatomic_channel_record_(m, m->c, r->owner) + r->item);
    r->mode = SWATOMIC_REC_NONE;
    atomic_dec(&m->state[SWATOMIC_COORD_PENDING]);
    return swatomic_coord_answer_(m, r, mode == SWATOMIC_REC_FOLDED ? swatomic_apply_(r->op, base, r->result, 0) : base);
}

// Done: the done word of the message that record r completed (after a fence and a barrier).
void swatomic_coord_done_(const swatomic_coord_t *m, const swatomic_rec_t *r)
{
    uint index;
    const uint seq = SWATOMIC_MB_SEQ(*swatomic_mailbox_of_(m, r->ref, &index));
    const uint channels = SWATOMIC_CHANNELS(m->C) * m->K;
    const uint slot = (r->ref - channels) / m->W;
    const uint mailbox = r->ref < channels ? r->ref / m->K : SWATOMIC_CHANNELS(m->C) + slot;
    const uint flags = r->single && !SWATOMIC_OP_IS_64(r->op) ? SWATOMIC_DONE_INLINE : 0u;
    uint sent = seq;
#if defined(SWATOMIC_FAULT_DROP_RESPONSE) || defined(SWATOMIC_FAULT_STALE_SEQ)
    // Test hooks: the first answer to the last slot is never written, or carries a stale number.
    if (r->ref >= channels && slot + 1u == m->control[SWATOMIC_CTL_FAULT_SLOT] && seq == 1u) {
        m->control[SWATOMIC_CTL_FAULT] = 1;
#ifdef SWATOMIC_FAULT_DROP_RESPONSE
        return;
#endif
        sent = SWATOMIC_PREV_SEQ(seq);
    }
#endif
    swatomic_store_word_(swatomic_done_word_(m, mailbox), SWATOMIC_DONE_WORD(sent, flags, r->result));
}

// End of a step: channels answered or newly sent, deferred messages back to waiting.
void swatomic_coord_settle_(const swatomic_coord_t *m)
{
    for (uint j = get_local_id(0); j < m->C; j += get_local_size(0)) {
        uint out = m->chan_out[j];
        if (out & SWATOMIC_MB_ARRIVED) out = SWATOMIC_MB_SEQ(out);  // (INLINE goes with it)
        if (m->chan_fill[j] != 0u) out = SWATOMIC_NEXT_SEQ(SWATOMIC_MB_SEQ(out)) | SWATOMIC_MB_FIN;
        m->chan_out[j] = out;
        m->chan_fill[j] = 0u;
        if (m->chan_in[j] & SWATOMIC_MB_DEFER) m->chan_in[j] = SWATOMIC_PREV_SEQ(SWATOMIC_MB_SEQ(m->chan_in[j]));
    }
    for (uint s = get_local_id(0); s < m->end - m->first; s += get_local_size(0))
        if (m->share[s] & SWATOMIC_MB_DEFER) m->share[s] = SWATOMIC_PREV_SEQ(SWATOMIC_MB_SEQ(m->share[s]));
}

// Start of a launch: every mailbox's last sequence number, from the word only this side writes.
void swatomic_coord_begin_(const swatomic_coord_t *m)
{
    for (uint s = m->first + get_local_id(0); s < m->end; s += get_local_size(0))
        m->share[s - m->first] = SWATOMIC_SEQ_OF(swatomic_load_word_(swatomic_done_word_(m, SWATOMIC_CHANNELS(m->C) + s)));
    for (uint j = get_local_id(0); j < m->C; j += get_local_size(0)) {
        m->chan_in[j] = SWATOMIC_SEQ_OF(swatomic_load_word_(swatomic_done_word_(m, m->c * m->C + j)));
        m->chan_out[j] = SWATOMIC_SEQ_OF(
            swatomic_load_word_(m->requests + (ulong)swatomic_channel_record_(m, m->c, j) * SWATOMIC_REQUEST_WORDS));
        m->chan_fill[j] = 0u;
    }
    for (uint j = get_local_id(0); j < SWATOMIC_COORD_STATE_WORDS; j += get_local_size(0)) m->state[j] = 0u;
    for (uint j = get_local_id(0); j < SWATOMIC_COORD_WIDTHS; j += get_local_size(0)) m->widths[j] = 0ul;
    if (get_local_id(0) == 0) m->state[SWATOMIC_COORD_QUIET] = 1u;
}

// The idle budget: 1 when nothing progressed for it (time with a clock, steps otherwise).
int swatomic_coord_idle_(const swatomic_coord_t *m, uint *last_progress, ulong *idle_since)
{
    const uint progress = m->state[SWATOMIC_COORD_PROGRESS];
#ifdef SWATOMIC_HAVE_CLOCK
    const ulong now = swatomic_clock_us();
#else
    const ulong now = *idle_since + 1u;
#endif
    if (progress != *last_progress) {
        *last_progress = progress;
#ifdef SWATOMIC_HAVE_CLOCK
        *idle_since = now;
#else
        *idle_since = 0;
#endif
        return 0;
    }
#ifdef SWATOMIC_HAVE_CLOCK
    return now - *idle_since >= m->control[SWATOMIC_CTL_IDLE_BUDGET];
#else
    *idle_since = now;
    return now >= m->control[SWATOMIC_CTL_IDLE_BUDGET];
#endif
}

// End of a step, by one work-item: publishes this coordinator's counts (progress and
// termination for the others, statistics), applies the idle budget while quiet, and clears the
// step's counters.
void swatomic_coord_end_step_(const swatomic_coord_t *m, uint step, uint *last_progress, ulong *idle_since)
{
    m->control[SWATOMIC_CTL_FINISHED + m->c] = m->state[SWATOMIC_COORD_FINISHED];
    m->control[SWATOMIC_CTL_SERVED + m->c] = m->state[SWATOMIC_COORD_SERVED];
    m->control[SWATOMIC_CTL_PASSES + m->c] = step;
    m->control[SWATOMIC_CTL_HEARTBEAT] = step ^ (m->c << 24);
    if (m->state[SWATOMIC_COORD_QUIET] != 0u && swatomic_coord_idle_(m, last_progress, idle_since)) {
        swatomic_raise_(m->control, SWATOMIC_ERR_COORDINATOR_STALLED, 0xffffffffu);
        m->state[SWATOMIC_COORD_STOP] = 1u;
    }
    const uint own = m->state[SWATOMIC_COORD_FINISHED] == m->end - m->first;
    m->state[SWATOMIC_COORD_QUIET] = own || (m->state[SWATOMIC_COORD_TOTAL] == 0u && m->state[SWATOMIC_COORD_PENDING] == 0u);
    m->state[SWATOMIC_COORD_TOTAL] = m->state[SWATOMIC_COORD_FRONT] = m->state[SWATOMIC_COORD_BACK] = 0u;
    m->state[SWATOMIC_COORD_SUM] = m->state[SWATOMIC_COORD_PROGRESS] = 0u;
}

// One coordinator work-group's whole launch (SWATOMIC_RUN calls it in work-groups 0 .. C-1).
// Six barriers a step; one release fence, before the done words.
void swatomic_coordinate_(swatomic_ctx_t *ctx)
{
    const swatomic_coord_t m = swatomic_coord_layout_(ctx);
    const uint L = (uint)get_local_size(0), lid = (uint)get_local_id(0);
    swatomic_coord_begin_(&m);
    swatomic_rec_t rec[SWATOMIC_COORD_HELD], waiting[SWATOMIC_COORD_HELD];
    for (uint k = 0; k < SWATOMIC_COORD_HELD; ++k) waiting[k].mode = SWATOMIC_REC_NONE;
    uint last_progress = 0xffffffffu;
    ulong idle_since = 0;
    for (uint step = 1;; ++step) {
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        for (uint p = lid; p < m.Q; p += L) m.meta[p] = m.item[p] = 0u;
        for (uint j = lid; j < 2u * m.Q; j += L) m.hash[j] = 0u;
        for (uint j = lid; j < SWATOMIC_COORD_WIDTHS; j += L) m.claim[j] = 0xffffffffu;
        swatomic_coord_poll_(&m);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        if (m.state[SWATOMIC_COORD_STOP] != 0u || (m.state[SWATOMIC_COORD_SUM] == m.S && m.state[SWATOMIC_COORD_PENDING] == 0u &&
                                                   m.state[SWATOMIC_COORD_TOTAL] == 0u))
            break;
        for (uint k = 0; k < m.R; ++k) swatomic_coord_take_(&m, k * L + lid, &rec[k]);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        for (uint k = 0; k < m.R; ++k) swatomic_coord_apply_(&m, &rec[k]);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        int stored = 0;
        for (uint k = 0; k < m.R; ++k) stored |= swatomic_coord_publish_(&m, k * L + lid, &rec[k]);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        uint completed = 0;  // bit k: rec[k] completed its message; bit 8 + k: waiting[k]
        for (uint k = 0; k < m.R; ++k) {
            stored |= waiting[k].mode != SWATOMIC_REC_NONE;
            if (swatomic_coord_answer_waiting_(&m, &waiting[k])) completed |= 0x100u << k;
            if (swatomic_coord_answer_new_(&m, k * L + lid, &rec[k], &waiting[k])) completed |= 1u << k;
        }
        if (stored) swatomic_fence_release();  // variables, clears and answers before the done words
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        for (uint k = 0; k < m.R; ++k) {
            if (completed & (1u << k)) swatomic_coord_done_(&m, &rec[k]);
            if (completed & (0x100u << k)) swatomic_coord_done_(&m, &waiting[k]);
        }
        swatomic_coord_settle_(&m);
        if (lid == 0) swatomic_coord_end_step_(&m, step, &last_progress, &idle_since);
    }
}

#endif  // SWATOMIC_COORDINATOR_CL
