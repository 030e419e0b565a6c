// swatomic coordinator: work-group 0 of every launch serves all posted requests (seed 002's
// coordinator work-group, Fig. 6-7, reworked so that a sweep is bounded by memory throughput,
// not by one round trip per slot). The requests come from requester.cl; constants: protocol.h.
//
// A sweep first reads what changed since the last one (protocol.h, "Chunk flags and finished
// words"): its row's chunk flags (cleared, then a full fence), the finished words of its share of
// the slots, and the other coordinators' published counts; it stops once every slot is finished.
// Then it walks the flagged chunks (and the chunks it keeps for itself: slots left posted or
// delegated) in scan blocks of SWATOMIC_COORD_SCAN_PER_ITEM slots per work-item; a block without
// such a chunk is skipped:
//   scan    every work-item loads its slots' WavefrontsPending words with independent (vector)
//           loads and keeps a bit mask of the pending ones, for SWATOMIC_COORD_SCAN_BLOCKS
//           blocks in a row (a span) before the group meets: one fence, one placement and one
//           barrier per span, not per block.
//   windows the pending slots are compacted into a window of up to `window` slots (local
//           atomics hand out the places), span after span; a window is served as a whole
//           once it is full or the row is scanned, and a span's slots that did not fit go into
//           the next window before the next span is scanned. A window serves its slots'
//           requests in rounds: round e takes request e of every slot that posted more than e.
//   round   load: every window entry's (address, op, operand), independent loads after one
//           acquire fence for the window; combine: a local hash table maps each address to its
//           first entry, the owner (open addressing, local atomic_cmpxchg: O(1) per request);
//           base: each owner loads its variable once; apply: 32-bit requests apply their
//           operation with the matching local atomic on the owner's copy of the variable and
//           get their old value from it (the local atomics' order is the serial order);
//           64-bit requests are applied by their owner one after another; store: owners write
//           the variable, every entry writes its old value to WavefrontsPrefixsums.
//   release one fence per work-item, a barrier, then every served slot's pending word is set to
//           0 (the fence-then-barrier-then-flag pattern makes every work-item's stores visible
//           before any release).
//   spread  (protocol.h) a request for a variable another coordinator owns (posted here because
//           the owner published it as hot) is combined, not applied: its owner entry starts from
//           the operation's identity, every request gets its prefix from the local atomic, the
//           fold goes to the owner as one request from one of this coordinator's spread slots,
//           and the requests' slots are released as SWATOMIC_SLOT_DELEGATED(spread slot). A
//           spread slot is reused once a sweep finds none of its delegated words left. A request
//           that finds no free spread slot (or place, or shares its variable with another
//           operation) stays posted for the next sweep. Coordinators never wait for each other.
//   hint    a deciding window (at least SWATOMIC_CTL_HOT_MIN requests, some owned) whose owned
//           requests all name one variable publishes its key (SWATOMIC_CTL_HOT + c), one with
//           several clears it; with SWATOMIC_CTL_HOT_WINDOWS = 2 only the second of two deciding
//           windows in a row of one sweep that agree changes it.
// Rounds and windows are processed in order, so one address in several of them is updated in
// sequence. A 32- and a 64-bit operation on one address fail the launch (MixedWidthError): at
// once within a round, across rounds through a small direct-mapped table of recent addresses.
//
// The coordinator stops when every slot is finished (every row word is idle again then; it
// clears its flags and its share's finished words for the next launch: nobody else touches them
// any more), when the abort flag is raised (it then resets nothing: requesters may still run,
// and the host's failure report reads the slots as they are), or when its idle budget runs out
// (time with a clock, sweeps otherwise).
// Where the kernels read a clock, coordinator 0 records when each of its first sweeps ended
// (protocol.h, SWATOMIC_CTL_TIMELINE; LaunchStats::timeline on the host).
#ifndef SWATOMIC_COORDINATOR_CL
#define SWATOMIC_COORDINATOR_CL

#define SWATOMIC_COORD_SCAN_PER_ITEM 16  // slots per work-item per scan block (4 x uint4)
// Scan blocks per span (1-4: a work-item's span mask is 64 bits). Each block's loads are used
// before the next block's are issued, so a span costs no more registers than a block.
#ifndef SWATOMIC_COORD_SCAN_BLOCKS
#define SWATOMIC_COORD_SCAN_BLOCKS 4
#endif
#if SWATOMIC_COORD_SCAN_BLOCKS < 1 || SWATOMIC_COORD_SCAN_BLOCKS > 4
#error "SWATOMIC_COORD_SCAN_BLOCKS must be 1 to 4 (a work-item's span mask has 64 bits)"
#endif
// Idle sweeps before the coordinator sleeps between sweeps (where it can: platform.cl).
#ifndef SWATOMIC_COORD_SPIN_SWEEPS
#define SWATOMIC_COORD_SPIN_SWEEPS 256
#endif

// The sweep's shared counters (state words).
#define SWATOMIC_COORD_FINISHED 0  // finished slots of this coordinator's share, counted in this sweep
#define SWATOMIC_COORD_SERVED 1    // requests served in this sweep
#define SWATOMIC_COORD_ABORT 2     // copy of the abort flag, read once per sweep
#define SWATOMIC_COORD_FILL 3      // places handed out in the current window
#define SWATOMIC_COORD_SEVERAL 4   // non-zero: the window has several owned variables
#define SWATOMIC_COORD_ROUNDS 5    // most requests of one slot in the window
#define SWATOMIC_COORD_ERROR 6     // an error found in this window (SWATOMIC_ERR_*)
#define SWATOMIC_COORD_ERROR_SLOT 7
#define SWATOMIC_COORD_CLOCK 8     // the clock (us) at the start of an idle sweep, read once for the group
#define SWATOMIC_COORD_SPREAD 9    // the window's spread slot g (SWATOMIC_COORD_NONE: none free)
#define SWATOMIC_COORD_SPREAD_ROW 10    // the owner the window's spread slot posts to (NONE: not yet)
#define SWATOMIC_COORD_SPREAD_PLACES 11 // places taken in it
#define SWATOMIC_COORD_SPREAD_BUSY 12   // spread slots in use (bit g)
#define SWATOMIC_COORD_SPREAD_FRESH 13  // spread slots taken in this sweep
#define SWATOMIC_COORD_SPREAD_SEEN 14   // spread slots named by a delegated word in this sweep
#define SWATOMIC_COORD_SPREAD_COUNT 15  // requests combined for other owners in this launch
#define SWATOMIC_COORD_OWNED 16    // non-zero: the window has an owned variable
#define SWATOMIC_COORD_HOT_KEY 17  // the key of one of them (plain stores: any one)
#define SWATOMIC_COORD_HINT 18     // this coordinator's published hint
#define SWATOMIC_COORD_STREAK 19   // the sweep's last deciding window's verdict (key, 0: several; NONE: none yet)
#define SWATOMIC_COORD_PROGRESS 20 // while idle: the sum of every coordinator's published request count
#define SWATOMIC_COORD_OTHERS_FINISHED 21 // the sum of the other coordinators' published finished counts
#define SWATOMIC_COORD_FORWARDED 22 // combined requests forwarded to their owners in this launch
#define SWATOMIC_COORD_NONE 0xffffffffu
// Window entry flags in the high bits of its `slot` word (entries stay below 2^30: the host checks).
#define SWATOMIC_COORD_SKIPPED 0x80000000u    // not served: the slot stays posted
#define SWATOMIC_COORD_DELEGATED 0x40000000u  // combined for its owner: released as SWATOMIC_SLOT_DELEGATED
#define SWATOMIC_COORD_ENTRY_(m, j) ((m).slot[j] & 0x3fffffffu)

// The coordinator's view of the scratch argument: carved in this order, so that the total is
// SWATOMIC_COORD_SCRATCH_BYTES(local size, window / local size) (a test checks it on the
// device).
typedef struct {
    __local ulong *address;    // [window] request address (0: no request in this round)
    __local ulong *value;      // [window] owner: its variable's running value; member: operand, then old value
    __local ulong *width_table;// [WIDTH_TABLE] address | is64 of recently served addresses
    __local uint *op;          // [window] op code | owner index << 8 (after the combine step)
    __local uint *slot;        // [window] slot of the window entry; from round 0's load on, the
                               // entry of the first request of its post, and SKIPPED / DELEGATED
    __local uint *table;       // [2 * window] hash table: owner index + 1, 0 empty
    __local uint *width_claim; // [WIDTH_TABLE]
    __local uint *state;       // [STATE_WORDS]
    __local uint *scan_bits;   // [CHUNK_BITMAP_WORDS] chunks this sweep scans
    __local uint *next_bits;   // [CHUNK_BITMAP_WORDS] chunks the next sweep scans besides the flagged ones
    uint window;
} swatomic_coord_scratch_t;

swatomic_coord_scratch_t swatomic_coord_layout_(__local ulong *scratch, uint window)
{
    swatomic_coord_scratch_t m;
    m.window = window;
    m.address = scratch;
    m.value = m.address + window;
    m.width_table = m.value + window;
    m.op = (__local uint *)(m.width_table + SWATOMIC_COORD_WIDTH_TABLE);
    m.slot = m.op + window;
    m.table = m.slot + window;
    m.width_claim = m.table + 2 * window;
    m.state = m.width_claim + SWATOMIC_COORD_WIDTH_TABLE;
    m.scan_bits = m.state + SWATOMIC_COORD_STATE_WORDS;
    m.next_bits = m.scan_bits + SWATOMIC_CHUNK_BITMAP_WORDS;
    return m;
}

// Bitmaps of chunks (local memory).
uint swatomic_chunk_bit_(__local const uint *bits, uint chunk) { return (bits[chunk >> 5] >> (chunk & 31u)) & 1u; }
void swatomic_set_chunk_bit_(__local uint *bits, uint chunk) { atomic_or(&bits[chunk >> 5], 1u << (chunk & 31u)); }
// Whether any of chunks first .. last (inclusive) is set.
uint swatomic_any_chunk_bit_(__local const uint *bits, uint first, uint last)
{
    uint any = 0;
    for (uint w = first >> 5; w <= (last >> 5); ++w) {
        uint word = bits[w];
        if (w == first >> 5) word &= 0xffffffffu << (first & 31u);
        if (w == last >> 5) word &= 0xffffffffu >> (31u - (last & 31u));
        any |= word;
    }
    return any != 0u;
}

uint swatomic_hash_(ulong address) { return (uint)(address >> 2) * 2654435761u; }  // Fibonacci hashing

// The low 32 bits of a local ulong, for the 32-bit local atomics.
__local uint *swatomic_low_word_(__local ulong *p)
{
#ifdef __ENDIAN_LITTLE__
    return (__local uint *)p;
#else
    return (__local uint *)p + 1;
#endif
}

// Loads 4 consecutive pending words (16-byte aligned: slot words, flags, finished words) with one
// vector load where the device has one that bypasses stale caches.
uint4 swatomic_load_pending4_(__global volatile uint *pending, uint first)
{
#if defined(SWATOMIC_NVIDIA)
    uint4 v;
    __asm__ __volatile__("ld.volatile.global.v4.u32 {%0, %1, %2, %3}, [%4];"
                         : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                         : "l"(pending + first)
                         : "memory");
    return v;
#else
    return (uint4)(pending[first], pending[first + 1], pending[first + 2], pending[first + 3]);
#endif
}

// Places for `want` items in a window whose fill counter is `counter`: one local atomic per
// wave instead of one per item (a full window would otherwise queue on one word). Returns this
// work-item's first place.
uint swatomic_coord_reserve_(__local uint *counter, uint want)
{
    const swatomic_lanes_t active = swatomic_wave_active();
    const uint lane = swatomic_wave_lane();
    const swatomic_lanes_t below = active & swatomic_lanes_below(lane);
    // The wave's sum and this lane's exclusive prefix of `want` (<= 64, a span's slots) from one
    // ballot per bit (a shuffle per lane cost 2-3x more, measured on the H100).
    uint total = 0;
    uint before = 0;
    for (uint b = 0; b < 7; ++b) {
        const swatomic_lanes_t bits = swatomic_wave_ballot(active, (int)((want >> b) & 1u));
        total += swatomic_lanes_count(bits) << b;
        before += swatomic_lanes_count(bits & below) << b;
    }
    const uint leader = swatomic_lanes_lowest(active);
    uint base = 0;
    if (lane == leader && total != 0) base = atomic_add(counter, total);
    return swatomic_wave_shfl(active, base, leader) + before;
}

#define SWATOMIC_COORD_OWNER_(m, j) (((m).op[j] >> 8) & 0xffffu)
// The op word's op code (bits 0-6) and bit 7, set where another coordinator owns the variable.
#define SWATOMIC_COORD_OP_(m, j) ((m).op[j] & 0x7fu)
#define SWATOMIC_COORD_FOREIGN 0x80u
#define SWATOMIC_COORD_IS_FOREIGN_(m, j) (((m).op[j] & SWATOMIC_COORD_FOREIGN) != 0)

// hi << 32 | lo. The vector form: llc-16's r600 backend (cypress) crashes on the shift-and-or
// form stored to a volatile global ulong here; the two are the same value on little-endian devices.
ulong swatomic_pair_(uint hi, uint lo)
{
#ifdef __ENDIAN_LITTLE__
    return as_ulong((uint2)(lo, hi));
#else
    return ((ulong)hi << 32) | (ulong)lo;
#endif
}

// First request entry of a slot (a requesters' or a spread slot: protocol.h) and back.
uint swatomic_first_entry_(const swatomic_ctx_t *ctx, uint slot)
{
    return slot < ctx->slot_count ? slot * SWATOMIC_WAVE_WIDTH
                                  : ctx->slot_count * SWATOMIC_WAVE_WIDTH + (slot - ctx->slot_count) * SWATOMIC_SPREAD_ENTRIES;
}
uint swatomic_slot_of_entry_(const swatomic_ctx_t *ctx, uint entry)
{
    const uint spread = ctx->slot_count * SWATOMIC_WAVE_WIDTH;
    return entry < spread ? entry / SWATOMIC_WAVE_WIDTH : ctx->slot_count + (entry - spread) / SWATOMIC_SPREAD_ENTRIES;
}

// Serves one round: request `round` of every window slot that posted more than `round`
// requests. Called by every work-item of the coordinator. Entries are j = lid, lid + size, ...
void swatomic_coord_round_(swatomic_ctx_t *ctx, __global volatile uint *pending, swatomic_coord_scratch_t m,
                           uint filled, uint round, uint index)
{
    const uint lid = get_local_id(0);
    const uint size = get_local_size(0);
    const uint table_size = 2u * m.window;
    __local ulong *current = (__local ulong *)m.table;  // after the combine step: owners' variables

    // Load (independent loads; the scan's fence and barrier made the posted requests current).
    // The op word keeps op (bits 0-7), owner (8-23) and the post's request count (24-31). In
    // round 0 the window's slot numbers become the entry of the post's first request.
    for (uint j = lid; j < table_size; j += size) m.table[j] = 0;
    for (uint j = lid; j < filled; j += size) {
        uint count;
        uint entry;
        ulong address = 0;
        uint op = SWATOMIC_OP_ADD32;
        ulong operand = 0;
        if (round == 0) {
            // Every window slot posted at least one request, most from entry 0: those loads need
            // not wait for the post (loaded beside them); a post that starts later loads again.
            const uint slot = m.slot[j];
            const uint post = pending[slot];
            entry = swatomic_first_entry_(ctx, slot);
            address = ctx->addresses[entry];
            op = ctx->ops[entry];
            operand = ctx->sums[entry];
            count = SWATOMIC_SLOT_POST_COUNT(post);
            if (SWATOMIC_SLOT_POST_FIRST(post) != 0) {
                entry += SWATOMIC_SLOT_POST_FIRST(post);
                address = ctx->addresses[entry];
                op = ctx->ops[entry];
                operand = ctx->sums[entry];
            }
            m.slot[j] = entry;
            if (count > 1) atomic_max(&m.state[SWATOMIC_COORD_ROUNDS], count);
        } else {
            count = m.op[j] >> 24;
            entry = SWATOMIC_COORD_ENTRY_(m, j) + round;
            if (round < count) {
                address = ctx->addresses[entry];
                op = ctx->ops[entry];
                operand = ctx->sums[entry];
            }
        }
        m.address[j] = address;
        m.value[j] = operand;
        m.op[j] = op | (min(count, 255u) << 24);
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    // Combine: the first claimant of an address in the table owns it (open addressing; the
    // table has two places per entry, so a free one is always found).
    for (uint j = lid; j < filled; j += size) {
        const ulong address = m.address[j];
        if (address == 0) continue;
        uint h = swatomic_hash_(address) % table_size;
        uint owner = j;
        for (uint probe = 0; probe < table_size; ++probe) {
            uint seen = m.table[h];  // a plain look first: most entries join an existing owner
            if (seen == 0u) seen = atomic_cmpxchg(&m.table[h], 0u, j + 1u);
            if (seen == 0u) break;
            if (m.address[seen - 1u] == address) {
                owner = seen - 1u;
                break;
            }
            h = h + 1u == table_size ? 0u : h + 1u;
        }
        const uint foreign = swatomic_coordinator_of_(ctx, address) != index ? SWATOMIC_COORD_FOREIGN : 0u;
        m.op[j] = (m.op[j] & 0xff00007fu) | (owner << 8) | foreign;
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    // Base: each owner loads its variable once (the table's words are free now and hold it).
    // Volatile: an earlier round may have stored it from another work-item of this group; the
    // barriers' global fences order that store before this load.
    // A variable another coordinator owns starts from its operation's identity (spread).
    for (uint j = lid; j < filled; j += size) {
        const ulong address = m.address[j];
        if (address == 0 || SWATOMIC_COORD_OWNER_(m, j) != j) continue;
        if (SWATOMIC_COORD_IS_FOREIGN_(m, j)) {
            current[j] = (ulong)swatomic_identity_(SWATOMIC_COORD_OP_(m, j));
            continue;
        }
        m.state[SWATOMIC_COORD_HOT_KEY] = SWATOMIC_HOT_KEY(address);  // the store step compares
        if (swatomic_op_is_64_(SWATOMIC_COORD_OP_(m, j))) current[j] = *(__global volatile ulong *)(uintptr_t)address;
        else current[j] = (ulong)*(__global volatile uint *)(uintptr_t)address;
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    // Apply, 32-bit: every request applies its operation with the matching local atomic on its
    // owner's copy and gets the old value back (the local atomics' order is the serial order).
    uint applied = 0;
    for (uint j = lid; j < filled; j += size) {
        if (m.address[j] == 0) continue;
        const uint op = SWATOMIC_COORD_OP_(m, j);
        const uint owner = SWATOMIC_COORD_OWNER_(m, j);
        if (SWATOMIC_COORD_IS_FOREIGN_(m, j)) {
            // Spread: only round 0 (a spread post is one request) and one spreadable operation
            // per variable; the prefix replaces the operand.
            if (round != 0 || op != SWATOMIC_COORD_OP_(m, owner) || !swatomic_spreadable_(op)) m.slot[j] |= SWATOMIC_COORD_SKIPPED;
            else m.value[j] = (ulong)swatomic_apply_local32_(swatomic_low_word_(&current[owner]), op, m.value[j], filled);
            continue;
        }
        if (swatomic_op_is_64_(op) != swatomic_op_is_64_(SWATOMIC_COORD_OP_(m, owner))) {  // not applied
            m.state[SWATOMIC_COORD_ERROR] = SWATOMIC_ERR_MIXED_WIDTH;
            m.state[SWATOMIC_COORD_ERROR_SLOT] = swatomic_slot_of_entry_(ctx, SWATOMIC_COORD_ENTRY_(m, j));
            continue;
        }
        ++applied;
        if (swatomic_op_is_64_(op)) continue;
        const uint old = swatomic_apply_local32_(swatomic_low_word_(&current[owner]), op, m.value[j], filled);
        ctx->prefixsums[SWATOMIC_COORD_ENTRY_(m, j) + round] = old;
    }
    if (applied != 0) atomic_add(&m.state[SWATOMIC_COORD_SERVED], applied);

    // Apply, 64-bit (no 64-bit local atomics in OpenCL 1.2): each owner applies its address's
    // requests one after another, in window order.
    for (uint j = lid; j < filled; j += size) {
        if (m.address[j] == 0 || SWATOMIC_COORD_OWNER_(m, j) != j || !swatomic_op_is_64_(SWATOMIC_COORD_OP_(m, j)) ||
            SWATOMIC_COORD_IS_FOREIGN_(m, j))
            continue;
        ulong value = current[j];
        for (uint k = 0; k < filled; ++k) {
            if (m.address[k] == 0 || SWATOMIC_COORD_OWNER_(m, k) != j) continue;
            const uint op_k = SWATOMIC_COORD_OP_(m, k);
            if (!swatomic_op_is_64_(op_k)) continue;  // mixed width: reported above, not applied
            ctx->prefixsums[SWATOMIC_COORD_ENTRY_(m, k) + round] = value;
            value = swatomic_apply_(op_k, value, m.value[k]);
        }
        current[j] = value;
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    // Store: owners write their variable back and claim its width-table entry. An owner entry
    // of another coordinator's variable takes a place in the window's spread slot and writes the
    // fold there as its request (places are for one owner row per window), and keeps the place's
    // index in its high word (SWATOMIC_COORD_NONE: none, its requests are skipped).
    for (uint j = lid; j < filled; j += size) {
        const ulong address = m.address[j];
        if (address == 0 || SWATOMIC_COORD_OWNER_(m, j) != j) continue;
        if (SWATOMIC_COORD_IS_FOREIGN_(m, j)) {
            const uint owner_row = swatomic_coordinator_of_(ctx, address);
            const uint spread = m.state[SWATOMIC_COORD_SPREAD];
            uint place = SWATOMIC_COORD_NONE;
            if (spread != SWATOMIC_COORD_NONE && (m.slot[j] & SWATOMIC_COORD_SKIPPED) == 0) {
                const uint row = atomic_cmpxchg(&m.state[SWATOMIC_COORD_SPREAD_ROW], SWATOMIC_COORD_NONE, owner_row);
                if (row == SWATOMIC_COORD_NONE || row == owner_row) place = atomic_inc(&m.state[SWATOMIC_COORD_SPREAD_PLACES]);
                if (place >= SWATOMIC_SPREAD_ENTRIES) place = SWATOMIC_COORD_NONE;
            }
            const uint fold = *swatomic_low_word_(&current[j]);
            uint reference = SWATOMIC_COORD_NONE;
            if (place != SWATOMIC_COORD_NONE) {
                reference = (index * SWATOMIC_SPREAD_PER_COORDINATOR + spread) * SWATOMIC_SPREAD_ENTRIES + place;
                const uint e = ctx->slot_count * SWATOMIC_WAVE_WIDTH + reference;
                ctx->addresses[e] = address;
                ctx->ops[e] = SWATOMIC_COORD_OP_(m, j);
                ctx->sums[e] = (ulong)fold;
                swatomic_fence_global();  // visible before the spread slot's post (after the barrier)
            }
            current[j] = swatomic_pair_(reference, fold);
            continue;
        }
        // Several owned variables in the window: no hint (every owned owner stored its key in the
        // base step; one that reads another's has company).
        m.state[SWATOMIC_COORD_OWNED] = 1u;
        if (m.state[SWATOMIC_COORD_HOT_KEY] != SWATOMIC_HOT_KEY(address)) m.state[SWATOMIC_COORD_SEVERAL] = 1u;
        if (swatomic_op_is_64_(SWATOMIC_COORD_OP_(m, j))) *(__global volatile ulong *)(uintptr_t)address = current[j];
        else *(__global volatile uint *)(uintptr_t)address = *swatomic_low_word_(&current[j]);
        atomic_min(&m.width_claim[swatomic_hash_(address) >> 26], j);
    }
    // The global fence orders the variable stores before later rounds' loads of the same
    // variables by other work-items of this group.
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);

    // Spread: the window's spread slot is posted to its owner row (round 0 only; its requests are
    // written and fenced), and every combined request gets its reference (the spread entry's
    // index << 32 | its prefix) and is marked for a delegated release. The spread post is fenced
    // before the release barrier, so it is visible before any delegated word.
    const uint places = min(m.state[SWATOMIC_COORD_SPREAD_PLACES], (uint)SWATOMIC_SPREAD_ENTRIES);
    if (lid == 0 && round == 0 && places != 0) {
        const uint spread = m.state[SWATOMIC_COORD_SPREAD];
        const uint owner_row = m.state[SWATOMIC_COORD_SPREAD_ROW];
        const uint spread_slot = ctx->slot_count + index * SWATOMIC_SPREAD_PER_COORDINATOR + spread;
        ctx->pending[owner_row * ctx->pending_stride + spread_slot] = SWATOMIC_SLOT_POST(0u, places);
        swatomic_flag_posts_(ctx, (ulong)1 << owner_row, spread_slot);  // (its fence: the post is visible before any delegated word)
        m.state[SWATOMIC_COORD_SPREAD_BUSY] |= 1u << spread;
        m.state[SWATOMIC_COORD_SPREAD_FRESH] |= 1u << spread;
        m.state[SWATOMIC_COORD_FORWARDED] += places;
    }
    uint combined = 0;
    // Width table: a 32- and a 64-bit request to one address in different rounds meet here, as
    // long as no other address took the entry in between (certain for few addresses).
    for (uint j = lid; j < filled; j += size) {
        const ulong address = m.address[j];
        if (address == 0) continue;
        const uint owner = SWATOMIC_COORD_OWNER_(m, j);
        if (SWATOMIC_COORD_IS_FOREIGN_(m, j)) {
            if ((m.slot[j] & SWATOMIC_COORD_SKIPPED) != 0) continue;
            const uint reference = (uint)(current[owner] >> 32);
            if (reference == SWATOMIC_COORD_NONE) {
                m.slot[j] |= SWATOMIC_COORD_SKIPPED;
                continue;
            }
            ctx->prefixsums[SWATOMIC_COORD_ENTRY_(m, j)] = swatomic_pair_(reference, (uint)m.value[j]);
            m.slot[j] |= SWATOMIC_COORD_DELEGATED;
            ++combined;
            continue;
        }
        if (owner != j) continue;
        const uint entry = swatomic_hash_(address) >> 26;
        if (m.width_claim[entry] != j) continue;
        const ulong tagged = address | (ulong)swatomic_op_is_64_(SWATOMIC_COORD_OP_(m, j));  // addresses are 4-byte aligned
        const ulong seen = m.width_table[entry];
        if ((seen & ~(ulong)1) == address && seen != tagged) {
            m.state[SWATOMIC_COORD_ERROR] = SWATOMIC_ERR_MIXED_WIDTH;
            m.state[SWATOMIC_COORD_ERROR_SLOT] = swatomic_slot_of_entry_(ctx, SWATOMIC_COORD_ENTRY_(m, j));
        }
        m.width_table[entry] = tagged;
    }
    if (combined != 0) {
        atomic_add(&m.state[SWATOMIC_COORD_SERVED], combined);
        atomic_add(&m.state[SWATOMIC_COORD_SPREAD_COUNT], combined);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint e = lid; e < SWATOMIC_COORD_WIDTH_TABLE; e += size) m.width_claim[e] = 0xffffffffu;
    // (the next round's first barrier orders this reset before its claims)
}

// Opens an empty window (lid 0, between barriers): no places taken, one round so far, a free
// spread slot if there is one (coordinators never share a spread slot; protocol.h).
void swatomic_coord_open_window_(const swatomic_ctx_t *ctx, swatomic_coord_scratch_t m)
{
    m.state[SWATOMIC_COORD_FILL] = 0;
    m.state[SWATOMIC_COORD_ROUNDS] = 1;
    const uint free_spread = ~m.state[SWATOMIC_COORD_SPREAD_BUSY] & ((1u << SWATOMIC_SPREAD_PER_COORDINATOR) - 1u);
    m.state[SWATOMIC_COORD_SPREAD] =
        ctx->coordinators > 1u && free_spread != 0 ? 31u - clz(free_spread & (0u - free_spread)) : SWATOMIC_COORD_NONE;
    m.state[SWATOMIC_COORD_SPREAD_ROW] = SWATOMIC_COORD_NONE;
    m.state[SWATOMIC_COORD_SPREAD_PLACES] = 0;
    m.state[SWATOMIC_COORD_OWNED] = 0;
    m.state[SWATOMIC_COORD_SEVERAL] = 0;
}

// Places as many of this work-item's pending slots of the span at `first` (mask: 16 bits per
// scan block of `block` slots) in the open window as it has room for (places from one local
// atomic per wave); returns the slots left.
ulong swatomic_coord_place_(swatomic_coord_scratch_t m, ulong mask, uint first, uint block, uint window)
{
    const uint size = get_local_size(0);
    const uint lid = get_local_id(0);
    uint place = swatomic_coord_reserve_(&m.state[SWATOMIC_COORD_FILL], (uint)popcount(mask));
    while (mask != 0 && place < window) {
        const uint bit = 63u - (uint)clz(mask & (0ul - mask));
        mask &= mask - 1ul;
        const uint in_block = bit & 15u;
        m.slot[place++] = first + (bit >> 4) * block + ((in_block >> 2) * size + lid) * 4u + (in_block & 3u);
    }
    return mask;
}

void swatomic_coordinate_(swatomic_ctx_t *ctx)
{
    const uint lid = get_local_id(0);
    const uint size = get_local_size(0);
    const uint slots = ctx->slot_count;  // the requesters' (a sweep also scans the spread slots after them)
    const uint row_slots = SWATOMIC_ROW_SLOTS(slots, ctx->coordinators);
    const uint index = (uint)get_group_id(0);  // this coordinator's
    __global volatile uint *const pending = ctx->pending + index * ctx->pending_stride;  // its row
    const uint window = swatomic_control_cached_(ctx->control, SWATOMIC_CTL_WINDOW);
    const swatomic_coord_scratch_t m = swatomic_coord_layout_(ctx->scratch, window);
    const uint idle_budget = swatomic_control_cached_(ctx->control, SWATOMIC_CTL_IDLE_BUDGET);
    const uint hot_min = swatomic_control_cached_(ctx->control, SWATOMIC_CTL_HOT_MIN);
    const uint hot_windows = swatomic_control_cached_(ctx->control, SWATOMIC_CTL_HOT_WINDOWS);
    const uint block = SWATOMIC_COORD_SCAN_PER_ITEM * size;
    const uint span = SWATOMIC_COORD_SCAN_BLOCKS * block;
    const uint shift = swatomic_chunk_shift_(ctx);
    const uint chunks = SWATOMIC_CHUNKS(ctx->pending_stride, shift);
    __global volatile uint *const flags = swatomic_row_flags_(ctx, index, shift);
    __global volatile uint *const finished_words = swatomic_finished_words_(ctx, shift);
    const uint share_first = SWATOMIC_SHARE_FIRST(index, slots, ctx->coordinators);
    const uint share_slots = SWATOMIC_SHARE_END(index, slots, ctx->coordinators) - share_first;
    for (uint e = lid; e < SWATOMIC_COORD_WIDTH_TABLE; e += size) {
        m.width_table[e] = 0;
        m.width_claim[e] = 0xffffffffu;
    }
    // (Every post of this launch, made before this coordinator started or after, has its flag.)
    for (uint w = lid; w < SWATOMIC_CHUNK_BITMAP_WORDS; w += size) m.next_bits[w] = 0;
    // Passes of vector loads over the flags and the share.
    const uint look_passes = (max(chunks, share_slots) + 4u * size - 1u) / (4u * size);
    if (lid == 0) {
        m.state[SWATOMIC_COORD_ERROR] = SWATOMIC_ERR_NONE;
        m.state[SWATOMIC_COORD_ABORT] = 0;
        m.state[SWATOMIC_COORD_SPREAD_BUSY] = 0;
        m.state[SWATOMIC_COORD_SPREAD_FRESH] = 0;
        m.state[SWATOMIC_COORD_SPREAD_SEEN] = 0;
        m.state[SWATOMIC_COORD_SPREAD_COUNT] = 0;
        m.state[SWATOMIC_COORD_FORWARDED] = 0;
        m.state[SWATOMIC_COORD_HINT] = ctx->control[SWATOMIC_CTL_HOT + index];  // from the last launch
    }

    uint sweeps = 0;
    uint requests = 0;
#ifdef SWATOMIC_HAVE_CLOCK
    const ulong started_ns = index == 0 && lid == 0 ? swatomic_clock_ns() : 0;
#endif
    uint last_finished = 0;
    uint share_finished = 0;  // finished slots of this coordinator's share (uniform)
    uint idle_since = 0;
    uint idle_sweeps = 0;     // sweeps in a row that served nothing and saw no slot finish
    uint stalled_sweeps = 0;  // of those, in a row with no other coordinator serving either
    uint last_progress = 0;
    uint stop_error = SWATOMIC_ERR_NONE;
    for (;;) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid == 0) {
            m.state[SWATOMIC_COORD_FINISHED] = 0;
            m.state[SWATOMIC_COORD_SERVED] = 0;
            // A spread slot taken before the last sweep whose delegated words that sweep did not
            // see any more is free (its callers have all read the owner's answer).
            m.state[SWATOMIC_COORD_SPREAD_BUSY] =
                m.state[SWATOMIC_COORD_SPREAD_FRESH] | (m.state[SWATOMIC_COORD_SPREAD_BUSY] & m.state[SWATOMIC_COORD_SPREAD_SEEN]);
            m.state[SWATOMIC_COORD_SPREAD_FRESH] = 0;
            m.state[SWATOMIC_COORD_SPREAD_SEEN] = 0;
            m.state[SWATOMIC_COORD_STREAK] = SWATOMIC_COORD_NONE;
            swatomic_coord_open_window_(ctx, m);
            m.state[SWATOMIC_COORD_ABORT] = ctx->control[SWATOMIC_CTL_ABORT];
            // The clock, read once for the whole group so that the budget decision is uniform,
            // and only while idle (on a CPU it is a system call).
            m.state[SWATOMIC_COORD_CLOCK] = idle_sweeps != 0 ? (uint)swatomic_clock_us() : 0u;
            // Also only while idle: the other coordinators' progress (requests may all go to some
            // of them, and this one must not end the launch while they serve).
            uint progress = 0;
            if (idle_sweeps != 0)
                for (uint c = 0; c < ctx->coordinators; ++c) progress += ctx->control[SWATOMIC_CTL_STATS + 2 * c + 1];
            m.state[SWATOMIC_COORD_PROGRESS] = progress;
            m.state[SWATOMIC_COORD_OTHERS_FINISHED] = 0;
        }
        for (uint w = lid; w < SWATOMIC_CHUNK_BITMAP_WORDS; w += size) {
            m.scan_bits[w] = m.next_bits[w];
            m.next_bits[w] = 0;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        const uint sweep_time = m.state[SWATOMIC_COORD_CLOCK];
        if (m.state[SWATOMIC_COORD_ABORT] != 0) break;  // uniform: everyone read the same word

        // What changed since the last sweep, each pass's loads issued before any is used: the
        // row's flags (each set one cleared; the fence orders the clears before the scan's loads,
        // protocol.h), the share's finished words (until all are), and the other coordinators'
        // published counts.
        uint cleared = 0;
        uint share_count = 0;
        // (the first count is loaded here and used after the passes, so that the loads overlap)
        uint others = lid < ctx->coordinators && lid != index ? ctx->control[SWATOMIC_CTL_FINISHED + lid] : 0u;
        for (uint pass = 0; pass < look_passes; ++pass) {
            const uint k = (pass * size + lid) * 4u;  // the first of 4 flags, and of 4 share slots
            const uint4 f = k < chunks ? swatomic_load_pending4_(flags, k) : (uint4)(0u);
            const uint4 d = k < share_slots && share_finished < share_slots ? swatomic_load_pending4_(finished_words, share_first + k)
                                                                            : (uint4)(SWATOMIC_SLOT_IDLE);
            const uint seen[4] = {f.x, f.y, f.z, f.w};
#pragma unroll
            for (uint c = 0; c < 4; ++c) {
                if (seen[c] == 0u) continue;  // (flags past the row's chunks are never set)
                flags[k + c] = 0u;
                swatomic_set_chunk_bit_(m.scan_bits, k + c);
                cleared = 1;
            }
            // (words past the share's end are idle: the finished part's padding)
            share_count += (d.x == SWATOMIC_SLOT_FINISHED) + (d.y == SWATOMIC_SLOT_FINISHED) + (d.z == SWATOMIC_SLOT_FINISHED) +
                           (d.w == SWATOMIC_SLOT_FINISHED);
        }
        for (uint c = lid + size; c < ctx->coordinators; c += size) others += c == index ? 0u : ctx->control[SWATOMIC_CTL_FINISHED + c];
        if (share_count != 0) atomic_add(&m.state[SWATOMIC_COORD_FINISHED], share_count);
        if (others != 0) atomic_add(&m.state[SWATOMIC_COORD_OTHERS_FINISHED], others);
        if (cleared) swatomic_fence_global();
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        if (share_finished < share_slots && m.state[SWATOMIC_COORD_FINISHED] != share_finished) {  // uniform
            share_finished = m.state[SWATOMIC_COORD_FINISHED];
            if (lid == 0) ctx->control[SWATOMIC_CTL_FINISHED + index] = share_finished;
        }
        const uint finished = share_finished + m.state[SWATOMIC_COORD_OTHERS_FINISHED];

        // A window is filled from as many spans as it takes and served when it is full or
        // the row is scanned: one span rarely holds a window's worth of one coordinator's
        // requests, and every window pays the same chain of round trips and barriers however few
        // requests it serves. (Both loops have uniform conditions read after a barrier: PoCL 3.1
        // miscompiles an exit from the middle of this loop nest.)
        for (uint first = 0; first < row_slots && finished != slots; first += span) {
            const uint last_span = first + span >= row_slots;
            // Spans without a chunk to scan are skipped, but the last span serves what the
            // window holds. (Uniform: the chunk bits do not change during the scan.)
            if (!last_span && !swatomic_any_chunk_bit_(m.scan_bits, first >> shift, (first + span - 1u) >> shift)) continue;
            ulong mask = 0;      // pending slots of this span not yet in a window (16 bits per block)
            uint delegated = 0;  // spread slots named by delegated words (bit g)
            for (uint b = 0; b < SWATOMIC_COORD_SCAN_BLOCKS; ++b) {
                const uint block_first = first + b * block;
                // (uniform, as above; a block without a chunk to scan issues no load)
                if (block_first >= row_slots ||
                    !swatomic_any_chunk_bit_(m.scan_bits, block_first >> shift, (min(block_first + block, row_slots) - 1u) >> shift))
                    continue;
                // Scan: this work-item's 16 slots of the block, lane-interleaved in groups of 4
                // (slot = block_first + (q * size + lid) * 4 + c), as independent vector loads of
                // the chunks to scan (a chunk holds whole groups of 4). All four loads are issued
                // before any is used, so that they overlap.
                uint4 words[SWATOMIC_COORD_SCAN_PER_ITEM / 4];
#pragma unroll
                for (uint q = 0; q < SWATOMIC_COORD_SCAN_PER_ITEM / 4; ++q) {
                    const uint base = block_first + (q * size + lid) * 4u;
                    // (the pending rows are padded to a multiple of 4)
                    words[q] = base < row_slots && swatomic_chunk_bit_(m.scan_bits, base >> shift)
                                   ? swatomic_load_pending4_(pending, base)
                                   : (uint4)(SWATOMIC_SLOT_IDLE);
                }
                uint block_mask = 0;
#pragma unroll
                for (uint q = 0; q < SWATOMIC_COORD_SCAN_PER_ITEM / 4; ++q) {
                    const uint base = block_first + (q * size + lid) * 4u;
                    const uint w[4] = {words[q].x, words[q].y, words[q].z, words[q].w};
                    uint keep = 0;  // a delegated word: scan its chunk again until its caller resets it
#pragma unroll
                    for (uint c = 0; c < 4; ++c) {
                        if (base + c >= row_slots || w[c] == SWATOMIC_SLOT_IDLE) continue;
                        if (SWATOMIC_SLOT_IS_DELEGATED(w[c])) {
                            delegated |= 1u << SWATOMIC_SLOT_DELEGATED_SPREAD(w[c]);
                            keep = 1;
                        } else {
                            block_mask |= 1u << (q * 4 + c);
                        }
                    }
                    if (keep) swatomic_set_chunk_bit_(m.next_bits, base >> shift);
                }
                mask |= (ulong)block_mask << (16u * b);
            }
            if (delegated != 0) atomic_or(&m.state[SWATOMIC_COORD_SPREAD_SEEN], delegated);
            if (mask != 0) swatomic_fence_global();  // pairs with the requesters' fence: requests are current
            mask = swatomic_coord_place_(m, mask, first, block, window);
            barrier(CLK_LOCAL_MEM_FENCE);

            while (m.state[SWATOMIC_COORD_FILL] >= window || (last_span && m.state[SWATOMIC_COORD_FILL] != 0)) {  // uniform
                const uint filled = min(m.state[SWATOMIC_COORD_FILL], window);
                for (uint round = 0; round == 0 || round < m.state[SWATOMIC_COORD_ROUNDS]; ++round)
                    swatomic_coord_round_(ctx, pending, m, filled, round, index);

                // Release: every work-item's stores (old values, variables) are visible
                // device-wide before any slot of the window is released.
                swatomic_fence_global();
                barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
                if (m.state[SWATOMIC_COORD_ERROR] != SWATOMIC_ERR_NONE && lid == 0) {
                    swatomic_raise_(ctx->control, m.state[SWATOMIC_COORD_ERROR], m.state[SWATOMIC_COORD_ERROR_SLOT]);
                    m.state[SWATOMIC_COORD_ERROR] = SWATOMIC_ERR_NONE;
                }
                // The hint: the only owned variable of a deciding window, or none (several); with
                // hot_windows = 2 only once two such windows in a row of this sweep agree. So a
                // variable that one window serves whole is not spread (its requests would only
                // wait twice), and a spread one is not dropped for one mixed window.
                if (lid == 0 && ctx->coordinators > 1u && filled >= hot_min && m.state[SWATOMIC_COORD_OWNED] != 0) {
                    const uint key = m.state[SWATOMIC_COORD_SEVERAL] == 0u ? m.state[SWATOMIC_COORD_HOT_KEY] : 0u;
                    const uint hint = hot_windows < 2u || key == m.state[SWATOMIC_COORD_STREAK] ? key : m.state[SWATOMIC_COORD_HINT];
                    m.state[SWATOMIC_COORD_STREAK] = key;
                    if (hint != m.state[SWATOMIC_COORD_HINT]) {
                        m.state[SWATOMIC_COORD_HINT] = hint;
                        ctx->control[SWATOMIC_CTL_HOT + index] = hint;
                    }
                }
                // A slot left posted or released as delegated is scanned again in the next sweep.
                const uint spread_word = SWATOMIC_SLOT_DELEGATED(m.state[SWATOMIC_COORD_SPREAD]);
                for (uint j = lid; j < filled; j += size) {
                    uint entry_flags = m.slot[j];
                    const uint slot = swatomic_slot_of_entry_(ctx, SWATOMIC_COORD_ENTRY_(m, j));
#ifdef SWATOMIC_FAULT_UNRELEASED_SLOT
                    // Fault injection for the tests (-D...=slot): this slot is served in every sweep and
                    // never released, a live coordinator starving one request (the requester's deadline).
                    if (slot == SWATOMIC_FAULT_UNRELEASED_SLOT) entry_flags |= SWATOMIC_COORD_SKIPPED;
#endif
                    if ((entry_flags & (SWATOMIC_COORD_SKIPPED | SWATOMIC_COORD_DELEGATED)) != 0)
                        swatomic_set_chunk_bit_(m.next_bits, slot >> shift);
                    if ((entry_flags & SWATOMIC_COORD_SKIPPED) != 0) continue;  // stays posted: served in a later sweep
                    pending[slot] = (entry_flags & SWATOMIC_COORD_DELEGATED) != 0 ? spread_word : SWATOMIC_SLOT_IDLE;
                }
                barrier(CLK_LOCAL_MEM_FENCE);
                if (lid == 0) swatomic_coord_open_window_(ctx, m);
                barrier(CLK_LOCAL_MEM_FENCE);
                // The span's slots that did not fit into the last window.
                mask = swatomic_coord_place_(m, mask, first, block, window);
                barrier(CLK_LOCAL_MEM_FENCE);
            }
        }
        // Every work-item reads the same local counters: the exit decision is uniform.
        barrier(CLK_LOCAL_MEM_FENCE);
        const uint served = m.state[SWATOMIC_COORD_SERVED];
        ++sweeps;
        requests += served;
        // Any coordinator's sweep moves the heartbeat that the requesters watch; a sweep that
        // served publishes the count the idle coordinators watch.
        if (lid == 0) ctx->control[SWATOMIC_CTL_HEARTBEAT] = sweeps ^ (index << 24);
        if (lid == 0 && served != 0) ctx->control[SWATOMIC_CTL_STATS + 2 * index + 1] = requests;
#ifdef SWATOMIC_HAVE_CLOCK
        if (lid == 0 && index == 0 && sweeps <= SWATOMIC_TIMELINE_SWEEPS) {
            __global volatile uint *mark = ctx->control + SWATOMIC_CTL_TIMELINE + SWATOMIC_TIMELINE_MARKS + 3 * (sweeps - 1);
            mark[0] = (uint)(swatomic_clock_ns() - started_ns);
            mark[1] = finished;
            mark[2] = served;
        }
#endif
        if (finished == slots) break;
        const uint progress = m.state[SWATOMIC_COORD_PROGRESS];
        if (served != 0 || finished != last_finished) {
            idle_sweeps = 0;
            stalled_sweeps = 0;
        } else {
            ++idle_sweeps;
#ifdef SWATOMIC_HAVE_SLEEP
            // Idle for a while: sleep between sweeps, so that requesting groups' threads that
            // share the CPU with this one get to post (one thread runs the whole group).
            if (lid == 0 && idle_sweeps > SWATOMIC_COORD_SPIN_SWEEPS) swatomic_sleep();
#endif
            // Stalled: idle, and no other coordinator served since this one's last look (from
            // the second idle sweep on, the first that read the counts).
            stalled_sweeps = idle_sweeps >= 2 && progress != last_progress ? 1u : stalled_sweeps + 1u;
        }
        last_finished = finished;
        last_progress = progress;
#ifdef SWATOMIC_HAVE_CLOCK
        // Stalled time since the start of the first stalled sweep that read the clock (the second).
        if (stalled_sweeps == 2) idle_since = sweep_time;
        const uint idle = stalled_sweeps >= 2 ? sweep_time - idle_since : 0u;  // wraps correctly
#else
        const uint idle = stalled_sweeps;
#endif
        if (idle >= idle_budget) {
            stop_error = SWATOMIC_ERR_COORDINATOR_STALLED;
            break;
        }
    }

    if (lid == 0) {
        ctx->control[SWATOMIC_CTL_STATS + 2 * index] = sweeps;
        ctx->control[SWATOMIC_CTL_STATS + 2 * index + 1] = requests;
        ctx->control[SWATOMIC_CTL_SPREAD + index] = m.state[SWATOMIC_COORD_SPREAD_COUNT];
        ctx->control[SWATOMIC_CTL_FORWARDED + index] = m.state[SWATOMIC_COORD_FORWARDED];
#ifdef SWATOMIC_HAVE_CLOCK
        if (index == 0) {
            ctx->control[SWATOMIC_CTL_TIMELINE] = min(sweeps, (uint)SWATOMIC_TIMELINE_SWEEPS);
            ctx->control[SWATOMIC_CTL_TIMELINE + 1] = (uint)started_ns;
            ctx->control[SWATOMIC_CTL_TIMELINE + 2] = (uint)(started_ns >> 32);
        }
#endif
        if (stop_error != SWATOMIC_ERR_NONE) swatomic_raise_(ctx->control, stop_error, 0xffffffffu);
    }
    if (stop_error == SWATOMIC_ERR_NONE && m.state[SWATOMIC_COORD_ABORT] == 0) {
        // Clean state for the next launch: every slot is finished, so every row word is idle
        // again and nobody touches the flags or this share's finished words any more.
        for (uint k = lid; k < chunks; k += size) flags[k] = 0u;
        for (uint s = lid; s < share_slots; s += size) finished_words[share_first + s] = SWATOMIC_SLOT_IDLE;
    }
}

#endif  // SWATOMIC_COORDINATOR_CL
