// swatomic: the software atomics with a coordinator work-group (Elteir, Lin, Feng, seed 002,
// section IV, Fig. 5-7), reworked so that it needs no lock-step execution, serves several
// addresses per wavefront, never waits without a budget, and does every operation of OpenCL's
// atomic_* family (plus 64-bit and float/double add) through the same protocol. The host side
// of the protocol is src/coordinator.cpp. Protocol, per request:
//
//   requesting slot (a wavefront on NVIDIA, one work-item elsewhere)
//     1. its callers agree on one address and one operation and combine their operands
//        (round r of the wavefront; see "aggregation" below),
//     2. one work-item writes the operation code to WavefrontsOps[slot] (only when it differs
//        from the slot's previous one: int add keeps the paper's two stores), the operand to
//        WavefrontsSums[slot], fences, then writes the address to WavefrontsAddresses[slot]
//        (non-zero address = "request pending"),
//     3. it polls WavefrontsAddresses[slot] until the coordinator sets it back to 0, fences,
//        reads the old value from WavefrontsPrefixsums[slot]; each caller derives its own old
//        value from it and the operands of the callers before it, so every caller gets what
//        the native atomic would return in some serial order.
//     Rounds repeat until every caller of the slot is served; finally Finished[slot] = 1.
//   coordinator work-group (group 0, does no user work)
//     sweeps over all slots in chunks of its size: reads pending requests; for each address
//     the first slot of the chunk that names it (dominant) reads the variable once and writes
//     it once. When every request to that address in the chunk is an int add (the common
//     case) it adds their total and each slot's old value is that base plus the prefix sum of
//     the same-address slots before it, all slots computing their prefix in parallel (the
//     paper's scheme); otherwise it applies the chunk's requests one after another in slot
//     order, leaving each old value in local memory. Then every slot gets its old value,
//     fences, and is released. Chunks are handled in order, so one address seen in several chunks is
//     updated in sequence. It stops when every slot is Finished, and resets Finished (and
//     WavefrontsOps) for the next launch.
//
// Operations: a request is (address, op code, 64-bit operand); SWATOMIC_OP_* below. sub, inc
// and dec are adds of -y, 1 and -1 (they return the same old values); cmpxchg packs
// compare << 32 | value. 32- and 64-bit operations on one address in one launch are an error
// (SWATOMIC_ERR_MIXED_WIDTH), found by the coordinator through a small table of recently seen
// addresses (detection is certain for a launch that touches few addresses, best effort
// beyond: the table is direct-mapped and forgets).
//
// Aggregation on the width-32 path: peers = lanes with the same address and op. For add, min,
// max, and, or, xor, xchg: apply(apply(b, x), y) == apply(b, apply(x, y)), so the round posts the
// peers' fold in lane order, and a lane's old value is apply(base, fold of the peers before it)
// (base for the first): exactly the native results in lane order. Float/double adds fold the
// same way, so old values and the final value are exact up to the rounding of a different
// summation order. cmpxchg is not associative: one lane per round.
//
// No read-modify-write atomic on global memory is used anywhere here (swatomic-probe checks
// it); local-memory atomics are used for slot ownership and counting, as in the paper.
//
// Progress: all work-groups must be co-resident (the runtime refuses larger launches, see
// src/occupancy.cpp). Every wait has a budget:
//   - a requesting work-item gives up when the coordinator's heartbeat has not moved for
//     control[SWATOMIC_CTL_STALL_POLLS] polls;
//   - the coordinator gives up after control[SWATOMIC_CTL_IDLE_SWEEPS] sweeps in a row in
//     which no request was served and no slot finished.
// Giving up records an error code and raises the abort flag so that every other waiter leaves
// at once; the host turns it into swatomic::CoordinatorTimeout naming the unserved slots.
#ifndef SWATOMIC_SOFTWARE_ATOM_ADD_CL
#define SWATOMIC_SOFTWARE_ATOM_ADD_CL

#ifdef cl_khr_fp64
// Only for software_atom_add_double and the coordinator's double add; devices without fp64
// get neither (no hardware 64-bit atomics are needed for the 64-bit operations).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

// Control block, one uint each; mirrored in src/coordinator_protocol.hpp (a test compares).
#define SWATOMIC_CTL_ABORT 0        // non-zero: the launch failed, stop waiting
#define SWATOMIC_CTL_HEARTBEAT 1    // coordinator sweep count, written every sweep
#define SWATOMIC_CTL_ERROR 2        // first SWATOMIC_ERR_* code (plain stores; any writer)
#define SWATOMIC_CTL_ERROR_SLOT 3   // slot that raised the error
#define SWATOMIC_CTL_STALL_POLLS 4  // host-set budget: polls without a heartbeat
#define SWATOMIC_CTL_IDLE_SWEEPS 5  // host-set budget: sweeps without progress
#define SWATOMIC_CTL_SWEEPS 6       // statistics: sweeps made by the coordinator
#define SWATOMIC_CTL_REQUESTS 7     // statistics: slot requests served
#define SWATOMIC_CTL_WORDS 8

#define SWATOMIC_ERR_NONE 0
#define SWATOMIC_ERR_WORKER_STALLED 1       // a request waited, the coordinator made no sweep
#define SWATOMIC_ERR_COORDINATOR_STALLED 2  // the coordinator waited, no slot made progress
#define SWATOMIC_ERR_NULL_ADDRESS 3         // software_atom_*(NULL, ...)
#define SWATOMIC_ERR_MIXED_WIDTH 4          // one address used by 32- and 64-bit operations

// Operation codes in WavefrontsOps (0 = int add: the value a clean slot starts with).
#define SWATOMIC_OP_ADD32 0      // add, sub, inc, dec of int and uint (wrapping)
#define SWATOMIC_OP_MIN_I32 1
#define SWATOMIC_OP_MAX_I32 2
#define SWATOMIC_OP_MIN_U32 3
#define SWATOMIC_OP_MAX_U32 4
#define SWATOMIC_OP_AND32 5
#define SWATOMIC_OP_OR32 6
#define SWATOMIC_OP_XOR32 7
#define SWATOMIC_OP_XCHG32 8
#define SWATOMIC_OP_CMPXCHG32 9  // operand: compare << 32 | new value
#define SWATOMIC_OP_ADD_F32 10
#define SWATOMIC_OP_ADD64 11     // long and ulong (wrapping)
#define SWATOMIC_OP_ADD_F64 12
#define SWATOMIC_OP_COUNT 13

// Per-wavefront local scratch on the width-32 path, in uints (ulong fields at even offsets;
// the size is even so that every wavefront's block stays 8-byte aligned).
#define SWATOMIC_WAVE_SCRATCH_LANES 0   // [0, 64): each lane's 64-bit operand for this round
#define SWATOMIC_WAVE_SCRATCH_BASE 64   // [64, 66): old value returned to this round's leader
#define SWATOMIC_WAVE_SCRATCH_LOCK 66   // slot owner (divergent parts of one warp take turns)
#define SWATOMIC_WAVE_SCRATCH_FAILED 67 // the leader gave up
#define SWATOMIC_WAVE_SCRATCH_DONE 68   // work-items of the wavefront that have finished
#define SWATOMIC_WAVE_SCRATCH_OP 69     // op code last written to WavefrontsOps[slot]
#define SWATOMIC_WAVE_SCRATCH_UINTS 70

typedef struct {
    __global volatile ulong *addresses;  // WavefrontsAddresses: 0 idle, else pending address
    __global volatile uint *ops;         // WavefrontsOps: SWATOMIC_OP_* of the pending request
    __global volatile ulong *sums;       // WavefrontsSums: the request's operand
    __global volatile ulong *prefixsums; // WavefrontsPrefixsums: old value for the slot
    __global volatile uint *finished;    // Finished
    __global volatile uint *control;     // SWATOMIC_CTL_*
    __local ulong *scratch;
    uint slot_count;  // slots of all requesting groups
    uint slot;        // this work-item's slot
    uint failed;      // this work-item already gave up: further requests return at once
    uint posted_op;   // width 1: op code last written to WavefrontsOps[slot]
} swatomic_ctx_t;

#define SWATOMIC_SLOTS_PER_GROUP(local_size) \
    (((local_size) + SWATOMIC_WAVE_WIDTH - 1) / SWATOMIC_WAVE_WIDTH)

// 64-bit operations (anything else works on 32 bits).
int swatomic_op_is_64_(uint op) { return op == SWATOMIC_OP_ADD64 || op == SWATOMIC_OP_ADD_F64; }

// The variable's new value after `op` with `operand` on `current` (32-bit operations use and
// return the low 32 bits). The requesters fold peers' operands with the same function.
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

// ---------------------------------------------------------------- requesting side

void swatomic_give_up_(swatomic_ctx_t *ctx, uint error)
{
    ctx->failed = 1;
    ctx->control[SWATOMIC_CTL_ERROR] = error;
    ctx->control[SWATOMIC_CTL_ERROR_SLOT] = ctx->slot;
    swatomic_fence_global();  // error code before the abort flag that makes others read it
    ctx->control[SWATOMIC_CTL_ABORT] = 1;
}

// Budgeted wait used by every requesting-side spin: returns 0 to go on waiting, 1 to stop.
// The budget counts polls during which the coordinator's heartbeat did not move, so a slow
// but live coordinator is waited for, and a dead or never-started one is not.
typedef struct {
    uint polls;
    uint stalled;
    uint heartbeat;
} swatomic_wait_t;

int swatomic_wait_step_(swatomic_ctx_t *ctx, swatomic_wait_t *w)
{
    if ((++w->polls & 255u) != 0) return 0;
    if (ctx->control[SWATOMIC_CTL_ABORT] != 0) {
        ctx->failed = 1;
        return 1;
    }
    uint beat = ctx->control[SWATOMIC_CTL_HEARTBEAT];
    if (beat != w->heartbeat) {
        w->heartbeat = beat;
        w->stalled = 0;
        return 0;
    }
    w->stalled += 256u;
    if (w->stalled >= ctx->control[SWATOMIC_CTL_STALL_POLLS]) {
        swatomic_give_up_(ctx, SWATOMIC_ERR_WORKER_STALLED);
        return 1;
    }
    return 0;
}

// Posts one request for this slot and waits for its release; returns the variable's old value.
// write_op: the slot's WavefrontsOps entry differs from `op` and must be written first.
ulong swatomic_post_and_wait_(swatomic_ctx_t *ctx, ulong address, uint op, ulong operand,
                              int write_op)
{
    const uint slot = ctx->slot;
    if (ctx->control[SWATOMIC_CTL_ABORT] != 0) {  // the launch already failed: post nothing new
        ctx->failed = 1;
        return 0;
    }
    if (write_op) ctx->ops[slot] = op;
    ctx->sums[slot] = operand;
    swatomic_fence_global();  // op and operand are visible before the address that announces them
    ctx->addresses[slot] = address;

    swatomic_wait_t w = {0u, 0u, ctx->control[SWATOMIC_CTL_HEARTBEAT]};
    while (ctx->addresses[slot] != 0) {  // volatile: re-read every time (never hoisted)
        if (swatomic_wait_step_(ctx, &w)) return 0;
    }
    swatomic_fence_global();  // the coordinator wrote the prefix before releasing the slot
    return ctx->prefixsums[slot];
}

#if SWATOMIC_WAVE_WIDTH == 1

// One software atomic: `op` with `operand` on the variable at `address` (of the op's width);
// returns the variable's old value (32-bit results in the low half).
ulong swatomic_request_(swatomic_ctx_t *ctx, ulong address, uint op, ulong operand)
{
    if (ctx->failed) return 0;
    if (address == 0) {
        swatomic_give_up_(ctx, SWATOMIC_ERR_NULL_ADDRESS);
        return 0;
    }
    const int write_op = op != ctx->posted_op;
    ctx->posted_op = op;
    return swatomic_post_and_wait_(ctx, address, op, operand, write_op);
}

#else  // width 32, NVIDIA PTX

// The lanes that arrive together (activemask) form the callers; they serve one (address, op)
// per round: the lowest pending lane leads, its peers are the lanes with the same address and
// op (only the leader itself for cmpxchg). The peers' operands are folded in lane order (see
// the header comment). Divergent parts of one warp can arrive separately (and lanes of
// different call sites together), so the slot is owned through a local lock.
ulong swatomic_request_(swatomic_ctx_t *ctx, ulong address, uint op, ulong operand)
{
    const uint active = swatomic_nv_activemask();
    const uint lane = swatomic_nv_laneid();
    const uint first = swatomic_lowest_lane(active);
    __local uint *wave = (__local uint *)ctx->scratch +
                         (get_local_id(0) / SWATOMIC_WAVE_WIDTH) * SWATOMIC_WAVE_SCRATCH_UINTS;
    __local ulong *lanes = (__local ulong *)(wave + SWATOMIC_WAVE_SCRATCH_LANES);
    __local ulong *base = (__local ulong *)(wave + SWATOMIC_WAVE_SCRATCH_BASE);

    uint failed = ctx->failed;
    if (address == 0) {
        swatomic_give_up_(ctx, SWATOMIC_ERR_NULL_ADDRESS);
        failed = 1;
    }
    // Any lane that already failed makes the whole group of callers skip (uniform decision).
    failed = swatomic_nv_ballot(active, failed) != 0;
    if (failed) {
        ctx->failed = 1;
        return 0;
    }

    if (lane == first) {
        swatomic_wait_t w = {0u, 0u, ctx->control[SWATOMIC_CTL_HEARTBEAT]};
        uint lock_failed = 0;
        while (atomic_cmpxchg(&wave[SWATOMIC_WAVE_SCRATCH_LOCK], 0u, 1u) != 0u) {
            if (swatomic_wait_step_(ctx, &w)) {
                lock_failed = 1;
                break;
            }
        }
        wave[SWATOMIC_WAVE_SCRATCH_FAILED] = lock_failed;
    }
    swatomic_nv_syncwarp(active);
    const uint lock_failed = wave[SWATOMIC_WAVE_SCRATCH_FAILED];
    failed = lock_failed;

    uint pending = active;
    ulong old = 0;
    while (pending != 0 && !failed) {
        const uint leader = swatomic_lowest_lane(pending);
        const ulong leader_address = swatomic_nv_shfl64(active, address, leader);
        const uint leader_op = swatomic_nv_shfl(active, op, leader);
        const uint peers = swatomic_nv_ballot(
            active, ((pending >> lane) & 1u) && address == leader_address && op == leader_op &&
                        (op != SWATOMIC_OP_CMPXCHG32 || lane == leader));
        lanes[lane] = operand;
        swatomic_nv_syncwarp(active);

        // Fold of the peers' operands before this lane, and of all peers (the posted operand).
        ulong before = 0;
        ulong total = 0;
        uint has_before = 0;
        if ((peers >> lane) & 1u) {
            total = lanes[leader];
            for (uint bits = peers & (peers - 1u); bits != 0; bits &= bits - 1u) {
                const uint j = swatomic_lowest_lane(bits);
                if (j == lane) {
                    before = total;
                    has_before = 1;
                }
                total = swatomic_apply_(op, total, lanes[j]);
            }
        }
        if (lane == leader) {
            const int write_op = wave[SWATOMIC_WAVE_SCRATCH_OP] != op;
            wave[SWATOMIC_WAVE_SCRATCH_OP] = op;
            *base = swatomic_post_and_wait_(ctx, address, op, total, write_op);
            wave[SWATOMIC_WAVE_SCRATCH_FAILED] = ctx->failed;
        }
        swatomic_nv_syncwarp(active);
        if ((peers >> lane) & 1u) old = has_before ? swatomic_apply_(op, *base, before) : *base;
        failed = wave[SWATOMIC_WAVE_SCRATCH_FAILED];
        swatomic_nv_syncwarp(active);  // everyone has read this round before the next writes
        pending &= ~peers;
    }
    if (lane == first && !lock_failed) atomic_xchg(&wave[SWATOMIC_WAVE_SCRATCH_LOCK], 0u);
    if (failed) {
        ctx->failed = 1;
        return 0;
    }
    return old;
}

#endif  // SWATOMIC_WAVE_WIDTH

// Called once by every requesting work-item after its last request (SWATOMIC_RUN does it).
// A work-item that gave up does not count: its slot stays un-Finished, so the host's report
// lists it, and a coordinator still sweeping cannot mistake the slot for done.
void swatomic_finish_(swatomic_ctx_t *ctx)
{
    if (ctx->failed) return;
#if SWATOMIC_WAVE_WIDTH == 1
    ctx->finished[ctx->slot] = 1;
#else
    __local uint *wave = (__local uint *)ctx->scratch +
                         (get_local_id(0) / SWATOMIC_WAVE_WIDTH) * SWATOMIC_WAVE_SCRATCH_UINTS;
    const uint first_item = (get_local_id(0) / SWATOMIC_WAVE_WIDTH) * SWATOMIC_WAVE_WIDTH;
    const uint items = min((uint)SWATOMIC_WAVE_WIDTH, (uint)get_local_size(0) - first_item);
    // The last work-item of the wavefront to finish marks the slot; the others are done with
    // their requests already (each counts itself only after its last release).
    if (atomic_inc(&wave[SWATOMIC_WAVE_SCRATCH_DONE]) == items - 1u) {
        ctx->finished[ctx->slot] = 1;
    }
#endif
}

// ---------------------------------------------------------------- coordinator side

// Local memory of the coordinator: per work-item one pending address, its operand (replaced by
// the slot's old value once the dominant slot has applied the chunk) and its op code; the
// width table (address | 1 for 64-bit, 0 = empty) with one claim word per entry; the sweep's
// shared counters.
#define SWATOMIC_COORD_WIDTH_TABLE 64
#define SWATOMIC_COORD_STATE_FINISHED 0
#define SWATOMIC_COORD_STATE_SERVED 1
#define SWATOMIC_COORD_STATE_ABORT 2
#define SWATOMIC_COORD_STATE_UINTS 4

uint swatomic_width_table_entry_(ulong address)
{
    return ((uint)(address >> 2) * 2654435761u) >> 26;  // Fibonacci hash to 64 entries
}

// Records a kernel-side error found by the coordinator (same convention as swatomic_give_up_).
void swatomic_coordinator_error_(swatomic_ctx_t *ctx, uint error, uint slot)
{
    ctx->control[SWATOMIC_CTL_ERROR] = error;
    ctx->control[SWATOMIC_CTL_ERROR_SLOT] = slot;
    swatomic_fence_global();
    ctx->control[SWATOMIC_CTL_ABORT] = 1;
}

void swatomic_coordinate_(swatomic_ctx_t *ctx)
{
    const uint lid = get_local_id(0);
    const uint size = get_local_size(0);
    const uint slots = ctx->slot_count;
    __local ulong *chunk_address = ctx->scratch;
    __local ulong *chunk_value = chunk_address + size;
    __local ulong *width_table = chunk_value + size;
    __local uint *chunk_op = (__local uint *)(width_table + SWATOMIC_COORD_WIDTH_TABLE);
    __local uint *chunk_base = chunk_op + size;  // int-add fast path: variable before the chunk
    __local uint *width_claim = chunk_base + size;
    __local uint *state = width_claim + SWATOMIC_COORD_WIDTH_TABLE;
    const uint idle_budget = ctx->control[SWATOMIC_CTL_IDLE_SWEEPS];
    for (uint e = lid; e < SWATOMIC_COORD_WIDTH_TABLE; e += size) {
        width_table[e] = 0;
        width_claim[e] = 0xffffffffu;
    }  // the sweep's first barrier orders this before any use

    uint sweeps = 0;
    uint requests = 0;
    uint idle_sweeps = 0;
    uint last_finished = 0;
    uint stop_error = SWATOMIC_ERR_NONE;
    for (;;) {
        if (lid == 0) {
            state[SWATOMIC_COORD_STATE_FINISHED] = 0;
            state[SWATOMIC_COORD_STATE_SERVED] = 0;
            state[SWATOMIC_COORD_STATE_ABORT] = ctx->control[SWATOMIC_CTL_ABORT];
        }
        barrier(CLK_LOCAL_MEM_FENCE);

        for (uint chunk = 0; chunk < slots; chunk += size) {  // stride over all slots
            const uint s = chunk + lid;
            ulong address = 0;
            ulong operand = 0;
            uint op = SWATOMIC_OP_ADD32;
            if (s < slots) {
                address = ctx->addresses[s];
                if (address != 0) {
                    swatomic_fence_global();  // pairs with the requester's fence: op, operand current
                    op = ctx->ops[s];
                    operand = ctx->sums[s];
                } else if (ctx->finished[s] != 0) {
                    atomic_inc(&state[SWATOMIC_COORD_STATE_FINISHED]);
                }
            }
            chunk_address[lid] = address;
            chunk_value[lid] = operand;
            chunk_op[lid] = op;
            barrier(CLK_LOCAL_MEM_FENCE);

            // One pass per slot over the chunk, all slots in parallel: the first slot with this
            // address (the dominant one), the int-add prefix and total (the paper's prefix sums),
            // and whether every request to this address in the chunk is an int add.
            const uint chunk_slots = min(size, slots - chunk);
            uint first = lid;
            uint all_add32 = 1;
            uint before = 0;
            uint total = 0;
            if (address != 0) {
                for (uint j = 0; j < chunk_slots; ++j) {
                    if (chunk_address[j] != address) continue;
                    all_add32 &= chunk_op[j] == SWATOMIC_OP_ADD32;
                    const uint v = (uint)chunk_value[j];
                    if (j < lid) {
                        before += v;
                        first = min(first, j);
                    }
                    total += v;
                }
            }
            const int dominant = address != 0 && first == lid;
            barrier(CLK_LOCAL_MEM_FENCE);  // every pass has read chunk_value before it is reused

            // The dominant slot reads the variable once and writes it once. Int add (the common
            // case): add the total, every slot's old value = that base + its prefix. Any other
            // mix of ops: apply the chunk's requests in slot order, leaving each old value in
            // chunk_value.
            uint error = SWATOMIC_ERR_NONE;
            uint entry = 0;
            const uint is64 = (uint)swatomic_op_is_64_(op);
            if (dominant) {
                __global volatile uint *variable32 = (__global volatile uint *)(uintptr_t)address;
                __global volatile ulong *variable64 = (__global volatile ulong *)(uintptr_t)address;
                if (all_add32) {
                    const uint base = *variable32;
                    *variable32 = base + total;  // wraps like atomic_add
                    chunk_base[lid] = base;
                } else {
                    const ulong initial = is64 ? *variable64 : (ulong)*variable32;
                    ulong current = initial;
                    for (uint j = lid; j < chunk_slots; ++j) {
                        if (chunk_address[j] != address) continue;
                        const uint op_j = chunk_op[j];
                        if ((uint)swatomic_op_is_64_(op_j) != is64) {  // not applied; the launch fails
                            error = SWATOMIC_ERR_MIXED_WIDTH;
                            chunk_value[j] = 0;
                            continue;
                        }
                        const ulong operand_j = chunk_value[j];
                        chunk_value[j] = current;
                        current = swatomic_apply_(op_j, current, operand_j);
                    }
                    if (current != initial) {  // a failed cmpxchg, a min above... store nothing
                        if (is64) *variable64 = current;
                        else *variable32 = (uint)current;
                    }
                }
                entry = swatomic_width_table_entry_(address);
                atomic_min(&width_claim[entry], lid);  // one dominant per table entry and chunk
            }
            // Global fence too: a later chunk of this sweep may update the same variable.
            barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);

            // Width table: a 32-bit and a 64-bit request to one address in different chunks
            // or sweeps meet here, as long as the entry was not taken by another address since.
            const int table_owner = dominant && width_claim[entry] == lid;
            if (table_owner) {
                const ulong tagged = address | is64;  // addresses are at least 4-byte aligned
                const ulong seen = width_table[entry];
                if ((seen & ~(ulong)1) == address && seen != tagged) error = SWATOMIC_ERR_MIXED_WIDTH;
                width_table[entry] = tagged;
            }
            if (error != SWATOMIC_ERR_NONE) swatomic_coordinator_error_(ctx, error, s);
            if (address != 0) {
                ctx->prefixsums[s] = all_add32 ? (ulong)(chunk_base[first] + before) : chunk_value[lid];
                swatomic_fence_global();  // the old value is visible before the release
                ctx->addresses[s] = 0;
                atomic_inc(&state[SWATOMIC_COORD_STATE_SERVED]);
            }
            barrier(CLK_LOCAL_MEM_FENCE);  // the chunk arrays and claims are read before reuse
            if (table_owner) width_claim[entry] = 0xffffffffu;
        }

        // Every work-item reads the same local counters: the exit decision is uniform.
        const uint finished = state[SWATOMIC_COORD_STATE_FINISHED];
        const uint served = state[SWATOMIC_COORD_STATE_SERVED];
        const uint abort = state[SWATOMIC_COORD_STATE_ABORT];
        ++sweeps;
        requests += served;
        if (lid == 0) ctx->control[SWATOMIC_CTL_HEARTBEAT] = sweeps;
        if (finished == slots) break;
        if (abort != 0) break;  // a requester (or this coordinator) recorded an error already
        idle_sweeps = (served == 0 && finished == last_finished) ? idle_sweeps + 1u : 0u;
        last_finished = finished;
        if (idle_sweeps >= idle_budget) {
            stop_error = SWATOMIC_ERR_COORDINATOR_STALLED;
            break;
        }
        barrier(CLK_LOCAL_MEM_FENCE);  // all have read state before work-item 0 resets it
    }

    if (lid == 0) {
        ctx->control[SWATOMIC_CTL_SWEEPS] = sweeps;
        ctx->control[SWATOMIC_CTL_REQUESTS] = requests;
        if (stop_error != SWATOMIC_ERR_NONE) {
            ctx->control[SWATOMIC_CTL_ERROR] = stop_error;
            ctx->control[SWATOMIC_CTL_ERROR_SLOT] = 0xffffffffu;
            swatomic_fence_global();
            ctx->control[SWATOMIC_CTL_ABORT] = 1;
        }
    }
    if (stop_error == SWATOMIC_ERR_NONE) {
        // Clean state for the next launch: every slot is finished and idle, nobody writes now;
        // requesters start from the knowledge that every slot's op is int add.
        for (uint s = lid; s < slots; s += size) {
            ctx->finished[s] = 0;
            ctx->ops[s] = SWATOMIC_OP_ADD32;
        }
    }
}

// ---------------------------------------------------------------- kernel-facing interface

// Local memory the protocol needs for a work-group of `local_size` (bytes); the runtime sizes
// the swatomic_scratch argument with the same formula (src/coordinator_protocol.hpp).
#define SWATOMIC_COORDINATOR_SCRATCH_BYTES(local_size)                                    \
    ((local_size) * (8 + 8 + 4 + 4) + SWATOMIC_COORD_WIDTH_TABLE * (8 + 4) +              \
     SWATOMIC_COORD_STATE_UINTS * 4)

swatomic_ctx_t swatomic_begin_(__global volatile ulong *addresses, __global volatile uint *ops,
                               __global volatile ulong *sums, __global volatile ulong *prefixsums,
                               __global volatile uint *finished, __global volatile uint *control,
                               __local ulong *scratch)
{
    swatomic_ctx_t ctx;
    ctx.addresses = addresses;
    ctx.ops = ops;
    ctx.sums = sums;
    ctx.prefixsums = prefixsums;
    ctx.finished = finished;
    ctx.control = control;
    ctx.scratch = scratch;
    const uint slots_per_group = SWATOMIC_SLOTS_PER_GROUP((uint)get_local_size(0));
    ctx.slot_count = ((uint)get_num_groups(0) - 1u) * slots_per_group;
    ctx.slot = get_group_id(0) == 0
                   ? 0u
                   : ((uint)get_group_id(0) - 1u) * slots_per_group +
                         (uint)get_local_id(0) / SWATOMIC_WAVE_WIDTH;
    ctx.failed = 0;
    ctx.posted_op = SWATOMIC_OP_ADD32;  // a clean launch starts with every slot's op = int add
#if SWATOMIC_WAVE_WIDTH != 1
    __local uint *words = (__local uint *)scratch;
    for (uint w = get_local_id(0); w < slots_per_group; w += get_local_size(0)) {
        words[w * SWATOMIC_WAVE_SCRATCH_UINTS + SWATOMIC_WAVE_SCRATCH_LOCK] = 0;
        words[w * SWATOMIC_WAVE_SCRATCH_UINTS + SWATOMIC_WAVE_SCRATCH_DONE] = 0;
        words[w * SWATOMIC_WAVE_SCRATCH_UINTS + SWATOMIC_WAVE_SCRATCH_OP] = SWATOMIC_OP_ADD32;
    }
#endif
    barrier(CLK_LOCAL_MEM_FENCE);
    return ctx;
}

// Append to a kernel's parameter list (last). The runtime binds these arguments.
#define SWATOMIC_KERNEL_PARAMS                                                                  \
    __global volatile ulong *swatomic_wavefronts_addresses,                                     \
        __global volatile uint *swatomic_wavefronts_ops,                                        \
        __global volatile ulong *swatomic_wavefronts_sums,                                      \
        __global volatile ulong *swatomic_wavefronts_prefixsums,                                \
        __global volatile uint *swatomic_finished, __global volatile uint *swatomic_control,   \
        __local ulong *swatomic_scratch

// Parameter and argument to hand the context to helper functions that call software_atom_add.
#define SWATOMIC_CTX_PARAM swatomic_ctx_t *swatomic_ctx_
#define SWATOMIC_CTX swatomic_ctx_

// Runs the statement(s) as the kernel's requesting work, and the coordinator in group 0.
// Must be reached by every work-item (top level of the kernel, uniform control flow).
// Inside, any work-item may call software_atom_add any number of times, divergent or not.
// `return` inside the statements would skip the finishing step: put early exits in a helper
// function that takes SWATOMIC_CTX_PARAM instead.
#define SWATOMIC_RUN(...)                                                                       \
    do {                                                                                        \
        swatomic_ctx_t swatomic_ctx_value_ = swatomic_begin_(                                   \
            swatomic_wavefronts_addresses, swatomic_wavefronts_ops, swatomic_wavefronts_sums,   \
            swatomic_wavefronts_prefixsums, swatomic_finished, swatomic_control,                \
            swatomic_scratch);                                                                  \
        swatomic_ctx_t *swatomic_ctx_ = &swatomic_ctx_value_;                                   \
        if (get_group_id(0) == 0) {                                                             \
            swatomic_coordinate_(swatomic_ctx_);                                                \
        } else {                                                                                \
            __VA_ARGS__;                                                                        \
            swatomic_finish_(swatomic_ctx_);                                                    \
        }                                                                                       \
    } while (0)

// Work-item and group indices of the requesting work, excluding the coordinator group.
#define swatomic_global_id() ((uint)(get_global_id(0) - get_local_size(0)))
#define swatomic_global_size() ((uint)(get_global_size(0) - get_local_size(0)))
#define swatomic_group_id() ((uint)get_group_id(0) - 1u)
#define swatomic_num_groups() ((uint)get_num_groups(0) - 1u)

// ---------------------------------------------------------------- public operations
// Like their atomic_* counterparts they return the value the variable held just before (in
// the serial order the coordinator chose). Any work-item inside SWATOMIC_RUN may call them, any
// number of times, in divergent control flow. int and uint forms accept either pointer type
// (the bits are what count, as with atomic_*); the others take their own type. inc and dec are
// +1 and -1 (OpenCL's atomic_inc/atomic_dec, not CUDA's wrapping forms). The 64-bit and float
// forms need no hardware atomics; software_atom_add_double exists where cl_khr_fp64 does.

uint swatomic_op_u32_(swatomic_ctx_t *ctx, __global volatile uint *x, uint op, uint operand)
{
    return (uint)swatomic_request_(ctx, (ulong)(uintptr_t)x, op, (ulong)operand);
}

// Kept under its old name: the int add every earlier kernel and tool calls.
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
    as_int(swatomic_op_u32_(swatomic_ctx_, (__global volatile uint *)(X), (OP), as_uint((int)(Y))))
#define swatomic_uint_op_(OP, X, Y) \
    swatomic_op_u32_(swatomic_ctx_, (__global volatile uint *)(X), (OP), (uint)(Y))

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
#define software_atom_cmpxchg(X, CMP, Y)                                              \
    as_int(swatomic_cmpxchg_u32_(swatomic_ctx_, (__global volatile uint *)(X),       \
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
    swatomic_cmpxchg_u32_(swatomic_ctx_, (__global volatile uint *)(X), (uint)(CMP), (uint)(Y))
// 64-bit and floating point (typed pointers: long *, ulong *, float *, double *)
#define software_atom_add_long(X, Y) swatomic_add_long_(swatomic_ctx_, (X), (long)(Y))
#define software_atom_add_ulong(X, Y) swatomic_add_u64_(swatomic_ctx_, (X), (ulong)(Y))
#define software_atom_add_float(X, Y) swatomic_add_float_(swatomic_ctx_, (X), (float)(Y))
#define software_atom_xchg_float(X, Y) swatomic_xchg_float_(swatomic_ctx_, (X), (float)(Y))
#ifdef cl_khr_fp64
#define software_atom_add_double(X, Y) swatomic_add_double_(swatomic_ctx_, (X), (double)(Y))
#endif

#endif  // SWATOMIC_SOFTWARE_ATOM_ADD_CL
