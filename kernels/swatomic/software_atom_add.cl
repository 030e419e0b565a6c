// swatomic: the software atomic add with a coordinator work-group (Elteir, Lin, Feng, seed 002,
// section IV, Fig. 5-7), reworked so that it needs no lock-step execution, serves several
// addresses per wavefront and never waits without a budget. The host side of the protocol is
// src/coordinator.cpp. Protocol, per request:
//
//   requesting slot (a wavefront on NVIDIA, one work-item elsewhere)
//     1. its callers agree on one address and add their increments (round r of the wavefront),
//     2. one work-item writes the sum to WavefrontsSums[slot], fences, then writes the address
//        to WavefrontsAddresses[slot] (non-zero address = "request pending"),
//     3. it polls WavefrontsAddresses[slot] until the coordinator sets it back to 0, fences,
//        reads the old value from WavefrontsPrefixsums[slot]; each caller adds the increments
//        of the callers before it, so every caller gets exactly what atomic_add would return.
//     Rounds repeat until every caller of the slot is served; finally Finished[slot] = 1.
//   coordinator work-group (group 0, does no user work)
//     sweeps over all slots in chunks of its size: reads pending requests, combines requests
//     to the same address (first slot in the chunk is the dominant one and updates the
//     variable once), writes each slot's prefix, fences, releases the slot. Chunks are
//     handled in order, so one address seen in several chunks is updated in sequence.
//     It stops when every slot is Finished, and resets Finished for the next launch.
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
#define SWATOMIC_ERR_NULL_ADDRESS 3         // software_atom_add(NULL, ...)

// Per-wavefront local scratch on the width-32 path, in uints.
#define SWATOMIC_WAVE_SCRATCH_LANES 0   // [0, 32): each lane's increment for this round
#define SWATOMIC_WAVE_SCRATCH_LOCK 32   // slot owner (divergent parts of one warp take turns)
#define SWATOMIC_WAVE_SCRATCH_BASE 33   // old value returned to this round's leader
#define SWATOMIC_WAVE_SCRATCH_FAILED 34 // the leader gave up
#define SWATOMIC_WAVE_SCRATCH_DONE 35   // work-items of the wavefront that have finished
#define SWATOMIC_WAVE_SCRATCH_UINTS 36

typedef struct {
    __global volatile ulong *addresses;  // WavefrontsAddresses: 0 idle, else pending address
    __global volatile uint *sums;        // WavefrontsSums
    __global volatile uint *prefixsums;  // WavefrontsPrefixsums: old value for the slot
    __global volatile uint *finished;    // Finished
    __global volatile uint *control;     // SWATOMIC_CTL_*
    __local ulong *scratch;
    uint slot_count;  // slots of all requesting groups
    uint slot;        // this work-item's slot
    uint failed;      // this work-item already gave up: further requests return at once
} swatomic_ctx_t;

#define SWATOMIC_SLOTS_PER_GROUP(local_size) \
    (((local_size) + SWATOMIC_WAVE_WIDTH - 1) / SWATOMIC_WAVE_WIDTH)

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
uint swatomic_post_and_wait_(swatomic_ctx_t *ctx, ulong address, uint sum)
{
    const uint slot = ctx->slot;
    if (ctx->control[SWATOMIC_CTL_ABORT] != 0) {  // the launch already failed: post nothing new
        ctx->failed = 1;
        return 0;
    }
    ctx->sums[slot] = sum;
    swatomic_fence_global();  // the sum is visible before the address that announces it
    ctx->addresses[slot] = address;

    swatomic_wait_t w = {0u, 0u, ctx->control[SWATOMIC_CTL_HEARTBEAT]};
    while (ctx->addresses[slot] != 0) {  // volatile: re-read every time (never hoisted)
        if (swatomic_wait_step_(ctx, &w)) return 0;
    }
    swatomic_fence_global();  // the coordinator wrote the prefix before releasing the slot
    return ctx->prefixsums[slot];
}

#if SWATOMIC_WAVE_WIDTH == 1

uint swatomic_add_u32_(swatomic_ctx_t *ctx, __global uint *x, uint y)
{
    if (ctx->failed) return 0;
    if (x == 0) {
        swatomic_give_up_(ctx, SWATOMIC_ERR_NULL_ADDRESS);
        return 0;
    }
    return swatomic_post_and_wait_(ctx, (ulong)(uintptr_t)x, y);
}

#else  // width 32, NVIDIA PTX

// The lanes that arrive together (activemask) form the callers; they serve one address per
// round: the lowest pending lane leads, its peers are the lanes with the same address.
// Divergent parts of one warp can arrive separately, so the slot is owned through a local lock.
uint swatomic_add_u32_(swatomic_ctx_t *ctx, __global uint *x, uint y)
{
    const uint active = swatomic_nv_activemask();
    const uint lane = swatomic_nv_laneid();
    const uint first = swatomic_lowest_lane(active);
    __local uint *wave = (__local uint *)ctx->scratch +
                         (get_local_id(0) / SWATOMIC_WAVE_WIDTH) * SWATOMIC_WAVE_SCRATCH_UINTS;
    const ulong address = (ulong)(uintptr_t)x;

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
    uint old = 0;
    while (pending != 0 && !failed) {
        const uint leader = swatomic_lowest_lane(pending);
        const ulong leader_address = swatomic_nv_shfl64(active, address, leader);
        const uint peers =
            swatomic_nv_ballot(active, ((pending >> lane) & 1u) && address == leader_address);
        wave[SWATOMIC_WAVE_SCRATCH_LANES + lane] = y;
        swatomic_nv_syncwarp(active);

        uint before = 0;
        uint total = 0;
        if ((peers >> lane) & 1u) {
            for (uint bits = peers; bits != 0; bits &= bits - 1u) {
                const uint j = swatomic_lowest_lane(bits);
                const uint v = wave[SWATOMIC_WAVE_SCRATCH_LANES + j];
                if (j < lane) before += v;
                total += v;
            }
        }
        if (lane == leader) {
            wave[SWATOMIC_WAVE_SCRATCH_BASE] = swatomic_post_and_wait_(ctx, address, total);
            wave[SWATOMIC_WAVE_SCRATCH_FAILED] = ctx->failed;
        }
        swatomic_nv_syncwarp(active);
        if ((peers >> lane) & 1u) old = wave[SWATOMIC_WAVE_SCRATCH_BASE] + before;
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

// Local memory of the coordinator: per work-item one pending address, its sum and the old value
// of the variable (for dominant slots), plus the sweep's shared counters.
#define SWATOMIC_COORD_STATE_FINISHED 0
#define SWATOMIC_COORD_STATE_SERVED 1
#define SWATOMIC_COORD_STATE_ABORT 2
#define SWATOMIC_COORD_STATE_UINTS 4

void swatomic_coordinate_(swatomic_ctx_t *ctx)
{
    const uint lid = get_local_id(0);
    const uint size = get_local_size(0);
    const uint slots = ctx->slot_count;
    __local ulong *chunk_address = ctx->scratch;
    __local uint *chunk_sum = (__local uint *)(chunk_address + size);
    __local uint *chunk_old = chunk_sum + size;
    __local uint *state = chunk_old + size;
    const uint idle_budget = ctx->control[SWATOMIC_CTL_IDLE_SWEEPS];

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
            uint sum = 0;
            if (s < slots) {
                address = ctx->addresses[s];
                if (address != 0) {
                    swatomic_fence_global();  // pairs with the requester's fence: sum is current
                    sum = ctx->sums[s];
                } else if (ctx->finished[s] != 0) {
                    atomic_inc(&state[SWATOMIC_COORD_STATE_FINISHED]);
                }
            }
            chunk_address[lid] = address;
            chunk_sum[lid] = sum;
            barrier(CLK_LOCAL_MEM_FENCE);

            // Combine requests to one address: the first such slot of the chunk (dominant)
            // adds the chunk's total once; each slot's old value is the variable before the
            // total plus the sums of the same-address slots before it.
            const uint chunk_slots = min(size, slots - chunk);
            uint dominant = lid;
            uint before = 0;
            if (address != 0) {
                uint total = 0;
                for (uint j = 0; j < chunk_slots; ++j) {
                    if (chunk_address[j] == address) {
                        const uint v = chunk_sum[j];
                        if (j < lid) {
                            before += v;
                            if (dominant == lid) dominant = j;
                        }
                        total += v;
                    }
                }
                if (dominant == lid) {
                    __global volatile uint *variable = (__global volatile uint *)(uintptr_t)address;
                    const uint old = *variable;
                    *variable = old + total;  // wraps like atomic_add
                    chunk_old[lid] = old;
                }
            }
            // Global fence too: a later chunk of this sweep may update the same variable.
            barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);

            if (address != 0) {
                ctx->prefixsums[s] = chunk_old[dominant] + before;
                swatomic_fence_global();  // the prefix is visible before the release
                ctx->addresses[s] = 0;
                atomic_inc(&state[SWATOMIC_COORD_STATE_SERVED]);
            }
            barrier(CLK_LOCAL_MEM_FENCE);  // the chunk arrays are read before being refilled
        }

        // Every work-item reads the same local counters: the exit decision is uniform.
        const uint finished = state[SWATOMIC_COORD_STATE_FINISHED];
        const uint served = state[SWATOMIC_COORD_STATE_SERVED];
        const uint abort = state[SWATOMIC_COORD_STATE_ABORT];
        ++sweeps;
        requests += served;
        if (lid == 0) ctx->control[SWATOMIC_CTL_HEARTBEAT] = sweeps;
        if (finished == slots) break;
        if (abort != 0) break;  // a requester gave up; its error is already recorded
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
        // Clean state for the next launch: every slot is finished and idle, nobody writes now.
        for (uint s = lid; s < slots; s += size) ctx->finished[s] = 0;
    }
}

// ---------------------------------------------------------------- kernel-facing interface

// Local memory the protocol needs for a work-group of `local_size` (bytes); the runtime sizes
// the swatomic_scratch argument with the same formula (src/coordinator_protocol.hpp).
#define SWATOMIC_COORDINATOR_SCRATCH_BYTES(local_size) \
    ((local_size) * (8 + 4 + 4) + SWATOMIC_COORD_STATE_UINTS * 4)

swatomic_ctx_t swatomic_begin_(__global volatile ulong *addresses, __global volatile uint *sums,
                               __global volatile uint *prefixsums, __global volatile uint *finished,
                               __global volatile uint *control, __local ulong *scratch)
{
    swatomic_ctx_t ctx;
    ctx.addresses = addresses;
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
#if SWATOMIC_WAVE_WIDTH != 1
    __local uint *words = (__local uint *)scratch;
    for (uint w = get_local_id(0); w < slots_per_group; w += get_local_size(0)) {
        words[w * SWATOMIC_WAVE_SCRATCH_UINTS + SWATOMIC_WAVE_SCRATCH_LOCK] = 0;
        words[w * SWATOMIC_WAVE_SCRATCH_UINTS + SWATOMIC_WAVE_SCRATCH_DONE] = 0;
    }
#endif
    barrier(CLK_LOCAL_MEM_FENCE);
    return ctx;
}

// Append to a kernel's parameter list (last). The runtime binds these arguments.
#define SWATOMIC_KERNEL_PARAMS                                                                  \
    __global volatile ulong *swatomic_wavefronts_addresses,                                     \
        __global volatile uint *swatomic_wavefronts_sums,                                       \
        __global volatile uint *swatomic_wavefronts_prefixsums,                                 \
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
            swatomic_wavefronts_addresses, swatomic_wavefronts_sums,                            \
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

// The public operations: like atomic_add, they return the value *X had just before.
#define software_atom_add(X, Y) \
    as_int(swatomic_add_u32_(swatomic_ctx_, (__global uint *)(X), as_uint((int)(Y))))
#define software_atom_add_uint(X, Y) \
    swatomic_add_u32_(swatomic_ctx_, (__global uint *)(X), (uint)(Y))

#endif  // SWATOMIC_SOFTWARE_ATOM_ADD_CL
