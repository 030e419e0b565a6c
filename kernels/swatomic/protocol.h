/* swatomic coordinator protocol: every constant and size formula that the kernels
 * (requester.cl, coordinator.cl, software_atom.cl) and the host (src/coordinator.cpp, through
 * src/coordinator_protocol.hpp) must agree on, defined once. Plain C preprocessor only, so that
 * OpenCL C and C++ both include this file.
 *
 * Work-groups 0 .. C-1 of a launch are coordinators (C = SWATOMIC_CTL_COORDINATORS); the others
 * request. Coordinator c serves the addresses that swatomic_coordinator_of_ (requester.cl) maps
 * to c, so one address always has one coordinator, which keeps its requests in serial order.
 *
 * Buffers (SWATOMIC_KERNEL_PARAMS, in this order; the host binds them by index):
 *   0 WavefrontsPending   uint[]          three parts (below, "Chunk flags and finished words"):
 *                                          rows: uint[C][stride], row c coordinator c's view of
 *                                          every slot (stride = SWATOMIC_ROW_SLOTS rounded up to
 *                                          4): SWATOMIC_SLOT_IDLE; a post,
 *                                          SWATOMIC_SLOT_POST(first, count): the slot's requests
 *                                          first .. first + count - 1 are for c;
 *                                          SWATOMIC_SLOT_DELEGATED(g) (below);
 *                                          then each row's chunk flags, then one finished word
 *                                          per requesting slot
 *   1 WavefrontsAddresses ulong[entries]  request i of slot s at s*W + i; of spread slot k at
 *                                          slots*W + k*SWATOMIC_SPREAD_ENTRIES + i
 *                                          (entries = SWATOMIC_ENTRY_COUNT)
 *   2 WavefrontsOps       uint[entries]   SWATOMIC_OP_*
 *   3 WavefrontsSums      ulong[entries]  operands (a wave's combined operand per address)
 *   4 WavefrontsPrefixsums ulong[entries] old values, written by the coordinator
 *   5 Control             uint[SWATOMIC_CTL_WORDS]
 *   6 Scratch             __local ulong[SWATOMIC_SCRATCH_BYTES(...) / 8]
 * A slot is one wave (SWATOMIC_WAVE_WIDTH work-items) of one physical requesting group; after the
 * requesters' slots come SWATOMIC_SPREAD_SLOTS(C) spread slots, through which coordinators pass
 * the requests they combined for a variable they do not own to its owner (below). */
#ifndef SWATOMIC_PROTOCOL_H
#define SWATOMIC_PROTOCOL_H

#define SWATOMIC_PARAM_PENDING 0
#define SWATOMIC_PARAM_ADDRESSES 1
#define SWATOMIC_PARAM_OPS 2
#define SWATOMIC_PARAM_SUMS 3
#define SWATOMIC_PARAM_PREFIXSUMS 4
#define SWATOMIC_PARAM_CONTROL 5
#define SWATOMIC_PARAM_SCRATCH 6
#define SWATOMIC_PARAM_COUNT 7

/* WavefrontsPending row words: idle, or a post (which of the slot's requests are for this row's
 * coordinator). A finished word is SWATOMIC_SLOT_IDLE until its wave is done. */
#define SWATOMIC_SLOT_IDLE 0u
#define SWATOMIC_SLOT_FINISHED 0x80000000u
#define SWATOMIC_SLOT_POST(first, count) (((first) << 16) | (count)) /* count >= 1, first < W <= 64 */
#define SWATOMIC_SLOT_POST_FIRST(word) (((word) >> 16) & 0xffu)
#define SWATOMIC_SLOT_POST_COUNT(word) ((word) & 0xffffu)
#define SWATOMIC_PENDING_STRIDE(slots) (((slots) + 3u) / 4u * 4u)

/* Chunk flags and finished words: a sweep reads only what changed, not every slot of its row.
 * A row's slots form chunks of 1 << shift slots (shift = SWATOMIC_CTL_CHUNK_SHIFT, chosen by the
 * host so that a row has at most SWATOMIC_CHUNK_BITMAP_WORDS * 32 chunks). Whoever posts to a row
 * (a wave, or a coordinator posting a spread slot) writes the post, a full fence, then a non-zero
 * flag for the post's chunk in that row. A coordinator reads its row's flags, clears the set
 * ones, fences (full), and scans only the flagged chunks and those it keeps for itself (slots
 * left posted or delegated). Both fences are sequentially consistent, so either the scan reads
 * the post or the flag survives the clear for the next sweep. A launch starts with every flag
 * clear but those of stale posts: a flag set after its post was served (it costs one scan of
 * its chunk, nothing else).
 * A wave that is done writes SWATOMIC_SLOT_FINISHED to its one finished word (not to every row).
 * Coordinator c counts the finished words of its share of the slots (SWATOMIC_SHARE_*), publishes
 * the count in SWATOMIC_CTL_FINISHED + c and stops once the published counts add up to every
 * slot. At a clean end every row word is idle again; each coordinator clears its flags and its
 * share's finished words, so the next launch of the same layout needs no reset (the host fills
 * the buffer when the layout changes, so that no stale flag lands on a row word). */
#define SWATOMIC_CHUNK_MIN_SHIFT 6u      /* 64 slots */
#define SWATOMIC_CHUNK_BITMAP_WORDS 16u  /* the coordinator's bitmaps of chunks (local memory) */
#define SWATOMIC_CHUNKS(stride, shift) (((stride) + (1u << (shift)) - 1u) >> (shift))
#define SWATOMIC_FLAG_STRIDE(stride, shift) SWATOMIC_PENDING_STRIDE(SWATOMIC_CHUNKS(stride, shift))
#define SWATOMIC_FLAGS_OFFSET(stride, coordinators) ((coordinators) * (stride))
#define SWATOMIC_FINISHED_OFFSET(stride, coordinators, shift) \
    (SWATOMIC_FLAGS_OFFSET(stride, coordinators) + (coordinators) * SWATOMIC_FLAG_STRIDE(stride, shift))
#define SWATOMIC_PENDING_WORDS(stride, coordinators, shift, slots) \
    (SWATOMIC_FINISHED_OFFSET(stride, coordinators, shift) + SWATOMIC_PENDING_STRIDE(slots))
/* Coordinator c's share of the requesting slots: [first, end), a multiple of 4 slots (vector
 * loads). A spread request goes to the coordinator whose share holds its slot, so that a
 * coordinator's spread posts sit in few chunks. */
#define SWATOMIC_MIN_(a, b) ((a) < (b) ? (a) : (b))
#define SWATOMIC_SHARE_SIZE(slots, coordinators) SWATOMIC_PENDING_STRIDE(((slots) + (coordinators) - 1u) / (coordinators))
#define SWATOMIC_SHARE_FIRST(c, slots, coordinators) SWATOMIC_MIN_((c) * SWATOMIC_SHARE_SIZE(slots, coordinators), (slots))
#define SWATOMIC_SHARE_END(c, slots, coordinators) SWATOMIC_MIN_(((c) + 1u) * SWATOMIC_SHARE_SIZE(slots, coordinators), (slots))

/* Spreading a hot variable (coordinator.cl, requester.cl). Coordinator c publishes in
 * SWATOMIC_CTL_HOT + c the key of a variable it owns that filled a window alone (0: none). A
 * request of an add, min, max, and, or or xor on 32 bits whose wave has that one class is posted
 * to the coordinator whose share (SWATOMIC_SHARE_*) holds the slot instead of the owner. That coordinator combines the window's requests
 * for the variable into one request (its operand is the fold, each caller keeps its prefix),
 * posts it to the owner from one of its spread slots, and releases the callers' slots as
 * SWATOMIC_SLOT_DELEGATED(g): their WavefrontsPrefixsums entry holds the spread entry's index
 * << 32 | the caller's prefix; the caller waits for the owner's release of that spread slot,
 * reads the owner's old value there, and sets its own word back to idle (which frees g once all
 * its callers have). The owner applies the combined request like any other, so one variable keeps
 * one serial order; coordinators never wait for each other. */
#define SWATOMIC_SLOT_DELEGATED(g) (0x40000000u | (g))
#define SWATOMIC_SLOT_IS_DELEGATED(word) (((word) & 0xc0000000u) == 0x40000000u)
#define SWATOMIC_SLOT_DELEGATED_SPREAD(word) ((word) & 0xffu)
#define SWATOMIC_SPREAD_PER_COORDINATOR 16 /* spread slots of each coordinator (a bit mask) */
#define SWATOMIC_SPREAD_ENTRIES 32         /* combined requests one spread slot holds */
#define SWATOMIC_SPREAD_SLOTS(coordinators) ((coordinators) > 1u ? (coordinators) * SWATOMIC_SPREAD_PER_COORDINATOR : 0u)
#define SWATOMIC_HOT_KEY(address) ((uint)((address) >> 2) ^ (uint)((address) >> 34)) /* 0: no hint */
/* Slots of every row (requesters' then spread slots) and entries of the request arrays. */
#define SWATOMIC_ROW_SLOTS(slots, coordinators) ((slots) + SWATOMIC_SPREAD_SLOTS(coordinators))
#define SWATOMIC_ENTRY_COUNT(slots, width, coordinators) \
    ((slots) * (width) + SWATOMIC_SPREAD_SLOTS(coordinators) * SWATOMIC_SPREAD_ENTRIES)

/* Control block words (uint). Budgets are set by the host before every launch. */
#define SWATOMIC_CTL_ABORT 0         /* non-zero: the launch failed, stop waiting */
#define SWATOMIC_CTL_HEARTBEAT 1     /* coordinator sweep count, written every sweep */
#define SWATOMIC_CTL_ERROR 2         /* first SWATOMIC_ERR_* code */
#define SWATOMIC_CTL_ERROR_SLOT 3    /* slot that raised it (0xffffffff: the coordinator) */
#define SWATOMIC_CTL_STALL_BUDGET 4  /* requester: budget while the heartbeat stands still */
#define SWATOMIC_CTL_IDLE_BUDGET 5   /* coordinator: budget while no request comes */
#define SWATOMIC_CTL_COORDINATORS 6  /* coordinator work-groups (C): work-groups 0 .. C-1 */
#define SWATOMIC_CTL_HOT_MIN 7       /* a window with at least this many requests decides the hint (SWATOMIC_CTL_HOT_WINDOWS) */
#define SWATOMIC_CTL_GROUPS 8        /* requesting (virtual) work-groups of the launch */
#define SWATOMIC_CTL_WINDOW 9        /* coordinator window: requests combined at a time */
#define SWATOMIC_CTL_STATS 10        /* per coordinator c: [10 + 2c] sweeps, [11 + 2c] requests served */
#define SWATOMIC_MAX_COORDINATORS 64
#define SWATOMIC_CTL_SPREAD (SWATOMIC_CTL_STATS + 2 * SWATOMIC_MAX_COORDINATORS) /* per c: requests it combined for another owner */
/* per c: the combined requests it forwarded to their owners (spread entries); the host clears
 * the hints after a launch in which the coordinators combined fewer than SWATOMIC_SPREAD_MIN_GAIN
 * requests per forwarded one: there spreading did not pay for the second coordinator trip it
 * costs every request (H100: a stale hint on a variable that a new buffer reused combined 3 per
 * forwarded one; a hot variable and KMeans's counters 38-100). */
#define SWATOMIC_CTL_FORWARDED (SWATOMIC_CTL_SPREAD + SWATOMIC_MAX_COORDINATORS)
#define SWATOMIC_SPREAD_MIN_GAIN 4
/* Coordinator 0's timeline, where the device has a clock (SWATOMIC_HAVE_CLOCK): the number of
 * sweeps recorded (at most SWATOMIC_TIMELINE_SWEEPS, written when it stops; 0: none), the clock
 * (ns) at its start (low, high word), then per sweep three words: ns from its start to the sweep's
 * end, finished slots seen, requests served (LaunchStats::timeline: where a launch's time goes). */
#define SWATOMIC_TIMELINE_SWEEPS 32
#define SWATOMIC_CTL_TIMELINE (SWATOMIC_CTL_FORWARDED + SWATOMIC_MAX_COORDINATORS)
#define SWATOMIC_TIMELINE_MARKS 3 /* offset of the first sweep's words */
#define SWATOMIC_CTL_TIMELINE_WORDS (SWATOMIC_TIMELINE_MARKS + 3 * SWATOMIC_TIMELINE_SWEEPS)
/* Deciding windows (of at least SWATOMIC_CTL_HOT_MIN requests) in a row of one sweep that must
 * agree before a coordinator changes its hint: 1 or 2 (coordinator.cl). */
#define SWATOMIC_CTL_HOT_WINDOWS (SWATOMIC_CTL_TIMELINE + SWATOMIC_CTL_TIMELINE_WORDS)
/* requester: the longest one wait may last in all, even while the heartbeat moves (a request the
 * live coordinators never serve ends the launch instead of hanging it) */
#define SWATOMIC_CTL_WAIT_DEADLINE (SWATOMIC_CTL_HOT_WINDOWS + 1)
#define SWATOMIC_CTL_CHUNK_SHIFT (SWATOMIC_CTL_WAIT_DEADLINE + 1) /* slots per chunk: 1 << shift (above) */
/* per coordinator c: finished slots of its share, as its last sweep counted them (zeroed by the host) */
#define SWATOMIC_CTL_FINISHED (SWATOMIC_CTL_CHUNK_SHIFT + 1)
/* The host writes the words before SWATOMIC_CTL_HOT at every launch; the hot-variable hints
 * after them are left as the last launch on the buffers left them (zero when created). */
#define SWATOMIC_CTL_HOT (SWATOMIC_CTL_FINISHED + SWATOMIC_MAX_COORDINATORS)
#define SWATOMIC_CTL_WORDS (SWATOMIC_CTL_HOT + SWATOMIC_MAX_COORDINATORS)
/* Budgets are microseconds where the device has a clock the kernels can read
 * (SWATOMIC_HAVE_CLOCK: NVIDIA's %globaltimer), else counts (polls / sweeps) that the host scales
 * from the launch's size so that a stuck launch still ends in seconds. */

#define SWATOMIC_ERR_NONE 0
#define SWATOMIC_ERR_WORKER_STALLED 1      /* a request waited, the coordinator made no sweep */
#define SWATOMIC_ERR_COORDINATOR_STALLED 2 /* the coordinator waited, no slot made progress */
#define SWATOMIC_ERR_NULL_ADDRESS 3        /* software_atom_*(NULL, ...) */
#define SWATOMIC_ERR_MIXED_WIDTH 4         /* one address used by 32- and 64-bit operations */
#define SWATOMIC_ERR_REQUEST_DEADLINE 5    /* a request waited past its deadline while the coordinators swept */

/* Operation codes (WavefrontsOps). sub, inc and dec are adds; cmpxchg's operand is
 * compare << 32 | new value. */
#define SWATOMIC_OP_ADD32 0 /* int and uint add, sub, inc, dec (wrapping) */
#define SWATOMIC_OP_MIN_I32 1
#define SWATOMIC_OP_MAX_I32 2
#define SWATOMIC_OP_MIN_U32 3
#define SWATOMIC_OP_MAX_U32 4
#define SWATOMIC_OP_AND32 5
#define SWATOMIC_OP_OR32 6
#define SWATOMIC_OP_XOR32 7
#define SWATOMIC_OP_XCHG32 8
#define SWATOMIC_OP_CMPXCHG32 9
#define SWATOMIC_OP_ADD_F32 10
#define SWATOMIC_OP_ADD64 11 /* long and ulong add (wrapping) */
#define SWATOMIC_OP_ADD_F64 12
#define SWATOMIC_OP_COUNT 13

/* ---- local memory (the kernel's one __local scratch argument, shared by both roles) ----
 *
 * Requester, per wave of width W > 1: each lane's operand for the round (W ulongs), then four
 * uint words; after the waves, one failed flag per work-item (every width). */
#define SWATOMIC_WAVE_SCRATCH_LOCK 0   /* slot owner (divergent parts of one wave take turns) */
#define SWATOMIC_WAVE_SCRATCH_FAILED 1 /* the posting lane gave up (width-32/64 path) */
#define SWATOMIC_WAVE_SCRATCH_GATHERED 1 /* gathering request: the lanes its last round served */
#define SWATOMIC_WAVE_SCRATCH_DONE 2   /* work-items of the wave that have finished */
#define SWATOMIC_WAVE_SCRATCH_WAITING 3 /* gathering request: lanes waiting to be served (requester.cl) */
#define SWATOMIC_WAVE_SCRATCH_WORDS 4
/* Per wave: the lanes' operands (8 bytes each), the words, then for the gathering request the
   lanes' addresses (8), lane words (4) and tickets (4). */
#define SWATOMIC_WAVE_SCRATCH_BYTES(width) ((width) * 24 + SWATOMIC_WAVE_SCRATCH_WORDS * 4)
#define SWATOMIC_REQUESTER_WAVES_BYTES(local_size, width) \
    ((width) == 1 ? 0 : (((local_size) + (width) - 1) / (width)) * SWATOMIC_WAVE_SCRATCH_BYTES(width))
/* ... then one failed flag (uint) per work-item, rounded up to 8 bytes ... */
#define SWATOMIC_REQUESTER_FLAGS_BYTES(local_size) (((local_size) + 1) / 2 * 8)
/* ... then, where W > 1, the group's join record: waves of one work-group whose callers all name
 * one variable with one combinable 32-bit operation join one wave's request (requester.cl, step
 * 2b). The variable's address (ulong), then SWATOMIC_JOIN_WORDS uint words: */
#define SWATOMIC_JOIN_STATE 0  /* SWATOMIC_JOIN_FREE/OPEN/CLOSED/READY | joined waves << 2 | generation << 12
                                  (closed with all ten joined bits set: being opened) */
#define SWATOMIC_JOIN_ADDED 1  /* joined waves that have added their operand */
#define SWATOMIC_JOIN_READ 2   /* joined waves that have read the result */
#define SWATOMIC_JOIN_OP 3
#define SWATOMIC_JOIN_OPERAND 4 /* the combined operand: the opener's, then each joiner's (local atomics) */
#define SWATOMIC_JOIN_BASE 5   /* the variable's old value for the combined request */
#define SWATOMIC_JOIN_FAILED 6 /* the opener's request failed */
#define SWATOMIC_JOIN_REFUSED 7 /* waves that found the record open and did not join (another variable or operation) */
#define SWATOMIC_JOIN_WORDS 8
#define SWATOMIC_JOIN_FREE 0u
#define SWATOMIC_JOIN_OPEN 1u
#define SWATOMIC_JOIN_CLOSED 2u
#define SWATOMIC_JOIN_READY 3u
#define SWATOMIC_JOIN_BYTES(width) ((width) == 1 ? 0 : 8 + SWATOMIC_JOIN_WORDS * 4)
#define SWATOMIC_REQUESTER_SCRATCH_BYTES(local_size, width)                                       \
    (SWATOMIC_REQUESTER_WAVES_BYTES(local_size, width) + SWATOMIC_REQUESTER_FLAGS_BYTES(local_size) + \
     SWATOMIC_JOIN_BYTES(width))

/* Coordinator: a window of local size x `per_item` requests is combined at a time (the host
 * picks per_item so that the scratch does not lower the kernel's co-resident group count).
 * Per window entry: address and value (ulong), op word and slot (uint), two hash-table words;
 * then the width table (ulong + uint claim per entry), the sweep's shared counters and two
 * bitmaps of chunks (those to scan in this sweep, those to scan in the next). */
#define SWATOMIC_COORD_WIDTH_TABLE 64
#define SWATOMIC_COORD_STATE_WORDS 24 /* 0-22 used; even, so the scratch stays a multiple of 8 bytes */
#define SWATOMIC_COORD_MAX_WINDOW 65535 /* owner indices have 16 bits */
#define SWATOMIC_COORD_SCRATCH_BYTES(local_size, per_item)                              \
    ((local_size) * (per_item) * (8 + 8 + 4 + 4 + 2 * 4) +                              \
     SWATOMIC_COORD_WIDTH_TABLE * (8 + 4) + SWATOMIC_COORD_STATE_WORDS * 4 + 2 * SWATOMIC_CHUNK_BITMAP_WORDS * 4)

#define SWATOMIC_MAX_(a, b) ((a) > (b) ? (a) : (b))
/* Bytes of the swatomic_scratch argument for a work-group of `local_size` work-items. */
#define SWATOMIC_SCRATCH_BYTES(local_size, width, per_item)                   \
    SWATOMIC_MAX_(SWATOMIC_COORD_SCRATCH_BYTES(local_size, per_item),         \
                  SWATOMIC_REQUESTER_SCRATCH_BYTES(local_size, width))

#endif /* SWATOMIC_PROTOCOL_H */
