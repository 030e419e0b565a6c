/* swatomic coordinator protocol: the constants and size formulas that the kernels and the host
 * (src/coordinator.cpp) share, in plain C preprocessor so that OpenCL C and C++ both include it.
 * docs/COORDINATOR_OPS.md explains the protocol; this file only defines its vocabulary. */
#ifndef SWATOMIC_PROTOCOL_H
#define SWATOMIC_PROTOCOL_H

/* Kernel parameters (SWATOMIC_KERNEL_PARAMS, in this order; the host binds them by index):
 * requests ulong[records][4], responses ulong[records + mailboxes] (answers, then done words),
 * control uint[SWATOMIC_CTL_WORDS], scratch __local ulong2[SWATOMIC_SCRATCH_BYTES / 16]. */
#define SWATOMIC_PARAM_SCRATCH 3
#define SWATOMIC_PARAM_COUNT 4

/* Layout: channel h -> o is mailbox o * C + h and holds K records; slot s is mailbox C*C + s
 * and holds W records. Record i of channel m is global record m*K + i, of slot s C*C*K + s*W + i;
 * its answer is responses[record], the mailbox's done word responses[records + m]. */
#define SWATOMIC_CHANNELS(c) ((c) * (c))
#define SWATOMIC_RECORDS(slots, width, c, k) (SWATOMIC_CHANNELS(c) * (k) + (slots) * (width))
#define SWATOMIC_MAILBOXES(slots, c) (SWATOMIC_CHANNELS(c) + (slots))
#define SWATOMIC_REQUEST_WORDS 4
#define SWATOMIC_MAX_COORDINATORS 128
#define SWATOMIC_MAX_RECORDS 2048 /* records of one message (11-bit count) */
/* Q: records a coordinator takes at once (local size x R, below SWATOMIC_MAX_RECORDS so that a
 * channel message of Q items fits the count); K = Q + 2 (two headers, Q items). */
#define SWATOMIC_QUEUE(local_size, per_item) SWATOMIC_MIN_((local_size) * (per_item), SWATOMIC_MAX_RECORDS - 1u)
#define SWATOMIC_CHANNEL_RECORDS(local_size, per_item) (SWATOMIC_QUEUE(local_size, per_item) + 2u)

/* Coordinator c's share of the slots: [first, end). */
#define SWATOMIC_SHARE_SIZE(slots, c) (((slots) + (c) - 1u) / (c))
#define SWATOMIC_MIN_(a, b) ((a) < (b) ? (a) : (b))
#define SWATOMIC_SHARE_FIRST(i, slots, c) SWATOMIC_MIN_((i) * SWATOMIC_SHARE_SIZE(slots, c), (slots))
#define SWATOMIC_SHARE_END(i, slots, c) SWATOMIC_MIN_(((i) + 1u) * SWATOMIC_SHARE_SIZE(slots, c), (slots))

/* Request words: [seq:16 | payload:48].
 *   word 0: address >> 2 (addresses below 2^50)
 *   word 1: op << 43 | (records of the message - 1) << 32 | operand bits 0-31 (count: record 0 only)
 *   words 2-3, for SWATOMIC_OP_WIDE ops only: a 96-bit payload, operand bits 32-63 | compare << 32
 */
#define SWATOMIC_WORD(seq, payload) (((ulong)(seq) << 48) | ((ulong)(payload) & 0xffffffffffffull))
#define SWATOMIC_SEQ_OF(word) ((uint)((word) >> 48))
#define SWATOMIC_PAYLOAD_OF(word) ((word) & 0xffffffffffffull)
#define SWATOMIC_NEXT_SEQ(seq) ((seq) >= 0xffffu ? 1u : (seq) + 1u)
#define SWATOMIC_ADDRESS_LIMIT_BITS 50
/* Words 2-3's 96-bit payload packed and unpacked (p2, p3: the words' payloads). */
#define SWATOMIC_WIDE_PAYLOAD2(operand, compare) ((((operand) >> 32) | ((compare) << 32)) & 0xffffffffffffull)
#define SWATOMIC_WIDE_PAYLOAD3(operand, compare) ((((compare) >> 16) & 0xffffull) | (((compare) >> 32) << 16))
#define SWATOMIC_WIDE_OPERAND(word1, p2) (((word1) & 0xffffffffull) | (((p2) & 0xffffffffull) << 32))
#define SWATOMIC_WIDE_COMPARE(p2, p3) (((p2) >> 32) | (((p3) & 0xffffull) << 16) | (((p3) >> 16) << 32))
#define SWATOMIC_OP_OF(word1) ((uint)((word1) >> 43) & 31u)
#define SWATOMIC_COUNT_OF(word1) (((uint)((word1) >> 32) & 0x7ffu) + 1u)

/* Done word: [seq:16 | 0]: the mailbox's message `seq` is answered. */
#define SWATOMIC_DONE_WORD(seq) SWATOMIC_WORD(seq, 0ul)

/* Operations. cmpxchg's compare travels in words 2-3; sub, inc and dec are adds. */
#define SWATOMIC_OP_ADD32 0
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
#define SWATOMIC_OP_MIN_F32 11
#define SWATOMIC_OP_MAX_F32 12
#define SWATOMIC_OP_ADD64 13
#define SWATOMIC_OP_MIN_I64 14
#define SWATOMIC_OP_MAX_I64 15
#define SWATOMIC_OP_MIN_U64 16
#define SWATOMIC_OP_MAX_U64 17
#define SWATOMIC_OP_AND64 18
#define SWATOMIC_OP_OR64 19
#define SWATOMIC_OP_XOR64 20
#define SWATOMIC_OP_XCHG64 21
#define SWATOMIC_OP_CMPXCHG64 22
#define SWATOMIC_OP_ADD_F64 23
#define SWATOMIC_OP_MIN_F64 24
#define SWATOMIC_OP_MAX_F64 25
#define SWATOMIC_OP_HEADER 30 /* record 0 of a channel message: items, the sender's finished and served counts */
#define SWATOMIC_OP_FINISH 31 /* the slot's wave is done for this launch (no answer) */
#define SWATOMIC_OP_IS_64(op) ((op) >= SWATOMIC_OP_ADD64 && (op) <= SWATOMIC_OP_MAX_F64)
#define SWATOMIC_OP_WIDE(op) (SWATOMIC_OP_IS_64(op) || (op) == SWATOMIC_OP_CMPXCHG32)

/* Control block (uint words). The host writes the words before SWATOMIC_CTL_SERVED at every
 * launch and zeroes the per-coordinator counters. Budgets are microseconds where the kernels
 * read a clock (SWATOMIC_HAVE_CLOCK), else poll / pass counts that the host scales. */
#define SWATOMIC_CTL_ABORT 0         /* non-zero: the launch failed, stop waiting */
#define SWATOMIC_CTL_HEARTBEAT 1     /* a coordinator's pass count, written every pass */
#define SWATOMIC_CTL_ERROR 2         /* first SWATOMIC_ERR_* */
#define SWATOMIC_CTL_ERROR_SLOT 3    /* slot that raised it (0xffffffff: a coordinator) */
#define SWATOMIC_CTL_STALL_BUDGET 4  /* requester: budget while the heartbeat stands still */
#define SWATOMIC_CTL_IDLE_BUDGET 5   /* coordinator: budget while nothing progresses */
#define SWATOMIC_CTL_WAIT_DEADLINE 6 /* requester: the longest one request may wait in all */
#define SWATOMIC_CTL_COORDINATORS 7  /* C */
#define SWATOMIC_CTL_GROUPS 8        /* requesting (virtual) work-groups of the launch */
#define SWATOMIC_CTL_PER_ITEM 9      /* R: records a coordinator work-item holds at once */
#define SWATOMIC_CTL_CHANNEL 10      /* K: records of a channel */
#define SWATOMIC_CTL_FAULT 11        /* non-zero: an injected fault fired (tests) */
#define SWATOMIC_CTL_FAULT_SLOT 12   /* slot + 1 that a fault hook acts on (tests) */
#define SWATOMIC_CTL_SERVED 16                                         /* per c: requests served */
#define SWATOMIC_CTL_FINISHED (SWATOMIC_CTL_SERVED + SWATOMIC_MAX_COORDINATORS) /* per c: finished slots */
#define SWATOMIC_CTL_PASSES (SWATOMIC_CTL_FINISHED + SWATOMIC_MAX_COORDINATORS)  /* per c: passes */
#define SWATOMIC_PASSES_STOPPED 0x80000000u /* in a passes word: that coordinator has stopped (epilogue launches) */
#define SWATOMIC_CTL_WORDS (SWATOMIC_CTL_PASSES + SWATOMIC_MAX_COORDINATORS)

#define SWATOMIC_ERR_NONE 0
#define SWATOMIC_ERR_WORKER_STALLED 1      /* a request waited while no coordinator made a pass */
#define SWATOMIC_ERR_COORDINATOR_STALLED 2 /* the coordinators waited and nothing progressed */
#define SWATOMIC_ERR_NULL_ADDRESS 3        /* software_atom_*(NULL, ...) */
#define SWATOMIC_ERR_MIXED_WIDTH 4         /* one address used by 32- and 64-bit operations */
#define SWATOMIC_ERR_REQUEST_DEADLINE 5    /* a request waited past its deadline */
#define SWATOMIC_ERR_ADDRESS_RANGE 6       /* an address at or above 2^50 */
#define SWATOMIC_ERR_UNSUPPORTED 7         /* a 64-bit operation on a device without 64-bit local atomics */

/* Local memory: the kernel's one __local scratch argument, shared by both roles. Requester, per
 * wave its swatomic_wave_t (requester.cl): three buffer pointers and eight uint words. */
#define SWATOMIC_WAVE_BYTES 64
#define SWATOMIC_REQUESTER_SCRATCH_BYTES(local_size, width) ((((local_size) + (width) - 1) / (width)) * SWATOMIC_WAVE_BYTES)
/* Coordinator, per record of Q: word 0 and a cell (ulong), queue entry (also the item), meta and
 * two hash words (uint); SWATOMIC_COORD_WIDTHS recent variables (address, value, claim); a word
 * per share slot, three per coordinator; SWATOMIC_COORD_STATE_WORDS state words. */
#define SWATOMIC_COORD_STATE_WORDS 20
#define SWATOMIC_COORD_WIDTHS 32
#define SWATOMIC_COORD_SCRATCH_BYTES(local_size, per_item, share, c)                       \
    ((((local_size) * (per_item) * (8 + 8 + 4 + 4 + 8) + SWATOMIC_COORD_WIDTHS * 20 + (share) * 4 + \
       (c) * 12 + SWATOMIC_COORD_STATE_WORDS * 4) + 15) / 16 * 16)
#define SWATOMIC_MAX_(a, b) ((a) > (b) ? (a) : (b))
#define SWATOMIC_SCRATCH_BYTES(local_size, width, per_item, share, c)              \
    SWATOMIC_MAX_(SWATOMIC_COORD_SCRATCH_BYTES(local_size, per_item, share, c), \
                  SWATOMIC_REQUESTER_SCRATCH_BYTES(local_size, width))
#define SWATOMIC_MAX_PER_ITEM 4

#endif /* SWATOMIC_PROTOCOL_H */
