// swatomic platform layer: memory ordering (this file) under the wave layer (wave.cl) and the
// coordinator protocol. Chosen at build time by the compiler's target and the runtime's defines
// (src/runtime.cpp, build_defines_for / build_flags_for):
//   SWATOMIC_WAVE_WIDTH  work-items that share one request slot (see wave.cl).
//   SWATOMIC_NVIDIA      NVIDIA's OpenCL: PTX membar.gl for ordering and %globaltimer.
//   SWATOMIC_NV_PTX      NVIDIA sm_70+ with the width-32 wave path (wave.cl); implies SWATOMIC_NVIDIA.
//   __AMDGCN__           the clang amdgcn target (ROCm's OpenCL, or swatomic-probe offline):
//                        amdgcn fences and scoped atomic loads/stores, under any OpenCL C version.
//   __OPENCL_C_VERSION__ >= 200  the runtime builds with -cl-std=CL2.0 where the device has it.
// Without defines (a user building the source by hand) the portable width-1 path is used.
//
// The protocol's messages are self-validating words (protocol.h), read and written by
// swatomic_load_word_ / swatomic_store_word_ below. Ordering is needed only to publish: a
// coordinator stores the variables it updated and its answers, then a release fence, then the
// done word; a requester that sees its done word fences (acquire) before it reads answers or the
// variables. The fences, all device (agent) scope, none a read-modify-write
// (swatomic-probe --check no-global-atomics holds on every target):
//   swatomic_fence_release() / _acquire()  the two halves of that hand-off
//   swatomic_fence_global()                full (sequentially consistent) device-scope fence
// Per target, what orders the hand-off and why:
//  * NVIDIA (SWATOMIC_NVIDIA; its OpenCL C is 1.2): volatile accesses compile to ld/st.volatile,
//    which the PTX memory model (PTX ISA, "Memory Consistency Model", sm_70+) treats as strong
//    relaxed accesses; membar.gl is fence.sc.gpu. A strong write after a gpu-scope fence is a
//    release pattern, a strong read before one is an acquire pattern, so the pairs below
//    synchronize at GPU scope. (OpenCL 1.2's mem_fence only promises work-group scope there.)
//  * AMD amdgcn: LLVM AMDGPUUsage, "Memory Model" code-sequence tables (GFX6-GFX9, GFX90A,
//    GFX940, GFX10-GFX11). A device-scope ("agent") acquire is the load with glc (gfx9) / glc dlc
//    (gfx10) / sc bits (gfx940), followed by s_waitcnt vmcnt(0) and the invalidation of the CU's
//    non-coherent caches: buffer_wbinvl1_vol (gfx9, gfx90a), buffer_gl0_inv + buffer_gl1_inv
//    (gfx10, gfx11), buffer_inv sc1 (gfx940). A device-scope release waits for earlier stores
//    (s_waitcnt vmcnt(0) / vscnt(0); gfx90a with tgsplit and gfx940 also write back L2/L1 with
//    buffer_wbl2). A work-group-scope fence, which is all OpenCL 1.2's mem_fence gives on
//    amdgcn, emits none of the cache maintenance, so with mem_fence a poller could read a stale
//    L1/L0 line forever or see the flag before the payload. Hence on amdgcn:
//      OpenCL C 2.0+: __opencl_atomic_load/_store with memory_order_acquire/_release and
//        memory_scope_device (clang builtins: ROCm's compiler is clang; the library functions
//        atomic_load_explicit / atomic_work_item_fence are the same thing but stay external
//        calls when compiled offline against libclc-16, so the probe could not see them).
//      OpenCL C 1.2: __atomic_load_n/__atomic_store_n relaxed (a system-scope monotonic access:
//        glc / glc dlc) plus __builtin_amdgcn_fence(..., "agent") after the load / before the
//        store: a relaxed atomic load followed by an acquire fence is an acquire (LLVM LangRef,
//        "fence"), and AMDGPUUsage gives the fence the same cache maintenance.
//    swatomic-probe checks the resulting ISA for gfx900, gfx90a, gfx1030 and gfx1100.
//  * OpenCL C 2.0+ elsewhere: atomic_load_explicit / atomic_store_explicit with acquire / release
//    and memory_scope_device, atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, ..., device): the
//    OpenCL 2.0 memory model's own release/acquire synchronization.
//  * OpenCL C 1.2 elsewhere (PoCL on x86-64, r600): mem_fence(CLK_GLOBAL_MEM_FENCE) becomes an
//    LLVM seq_cst fence, and the polled locations are volatile, so the compiler neither caches,
//    removes nor reorders them; x86-64 keeps store->store and load->load order (TSO), which is all
//    the protocol relies on. r600 (TeraScale) has no cache to maintain for these MEM_RAT
//    CACHELESS accesses; it is an offline probe target only.
#ifndef SWATOMIC_PLATFORM_CL
#define SWATOMIC_PLATFORM_CL

#if defined(SWATOMIC_NV_PTX) && !defined(SWATOMIC_NVIDIA)
#define SWATOMIC_NVIDIA 1
#endif

#if defined(SWATOMIC_NVIDIA)
// ---------------------------------------------------------------- NVIDIA PTX
#define SWATOMIC_ORDERING_NAME "nv-ptx-membar"
#define swatomic_fence_global() __asm__ __volatile__("membar.gl;" ::: "memory")
#define swatomic_fence_acquire() __asm__ __volatile__("membar.gl;" ::: "memory")
#define swatomic_fence_release() __asm__ __volatile__("membar.gl;" ::: "memory")

#elif defined(__AMDGCN__)
// ---------------------------------------------------------------- AMD amdgcn (clang builtins)
#define swatomic_fence_global() __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent")
#define swatomic_fence_acquire() __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent")
#define swatomic_fence_release() __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent")
#if defined(__OPENCL_C_VERSION__) && __OPENCL_C_VERSION__ >= 200
#define SWATOMIC_ORDERING_NAME "amdgcn-cl2-device-acq-rel"
#define SWATOMIC_ORDERING_AMDGCN_CL2 1
#else
#define SWATOMIC_ORDERING_NAME "amdgcn-cl12-relaxed-atomic+agent-fence"
#define SWATOMIC_ORDERING_AMDGCN_CL12 1
#endif

#elif defined(__OPENCL_C_VERSION__) && __OPENCL_C_VERSION__ >= 200
// ---------------------------------------------------------------- OpenCL C 2.0+ (any device)
#define SWATOMIC_ORDERING_NAME "cl2-device-acq-rel"
#define SWATOMIC_ORDERING_CL2 1
#define swatomic_fence_global() \
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device)
#define swatomic_fence_acquire() \
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device)
#define swatomic_fence_release() \
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device)

#else
// ---------------------------------------------------------------- OpenCL C 1.2 (PoCL, ...)
#define SWATOMIC_ORDERING_NAME "cl12-volatile+mem_fence"
#define swatomic_fence_global() mem_fence(CLK_GLOBAL_MEM_FENCE)
#define swatomic_fence_acquire() mem_fence(CLK_GLOBAL_MEM_FENCE)
#define swatomic_fence_release() mem_fence(CLK_GLOBAL_MEM_FENCE)
#endif

// 64-bit atomics (device capability): the coordinator's 64-bit operations use them on local
// memory, AMD's protocol words on global memory.
#if defined(cl_khr_int64_base_atomics) && defined(cl_khr_int64_extended_atomics)
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable
#define SWATOMIC_HAVE_LOCAL_ATOMICS_64 1
#endif

// Protocol words (protocol.h): naturally aligned 64-bit words, each read and written whole
// (single-copy atomic), with no ordering of their own. NVIDIA: ld/st.volatile of an aligned
// 64-bit word (PTX memory model: a strong relaxed access, never torn). AMD: a relaxed atomic
// load/store at device scope (global_load/store_dwordx2 with the coherence bits that
// AMDGPUUsage gives device-scope atomics, so a poll never reads a stale L1/L0 line). Elsewhere
// (PoCL on x86-64): a volatile aligned 8-byte access, a single mov.
ulong swatomic_load_word_(__global volatile ulong *p)
{
#if defined(SWATOMIC_ORDERING_AMDGCN_CL2)
    return __opencl_atomic_load((__global volatile atomic_ulong *)p, memory_order_relaxed, memory_scope_device);
#elif defined(SWATOMIC_ORDERING_AMDGCN_CL12)
    return __atomic_load_n(p, __ATOMIC_RELAXED);
#else
    return *p;
#endif
}

void swatomic_store_word_(__global volatile ulong *p, ulong value)
{
#if defined(SWATOMIC_ORDERING_AMDGCN_CL2)
    __opencl_atomic_store((__global volatile atomic_ulong *)p, value, memory_order_relaxed, memory_scope_device);
#elif defined(SWATOMIC_ORDERING_AMDGCN_CL12)
    __atomic_store_n(p, value, __ATOMIC_RELAXED);
#else
    *p = value;
#endif
}

// Two consecutive words (p 16-byte aligned): one vector load where the target makes each half a
// single-copy atomic access (ld.volatile.v2.u64, an SSE load), two word loads on AMD.
ulong2 swatomic_load_words2_(__global volatile ulong *p)
{
#if defined(SWATOMIC_ORDERING_AMDGCN_CL2) || defined(SWATOMIC_ORDERING_AMDGCN_CL12)
    return (ulong2)(swatomic_load_word_(p), swatomic_load_word_(p + 1));
#else
    return *(__global volatile ulong2 *)p;
#endif
}

// System calls of the host, where kernels run as native code in its threads (PoCL's CPU
// devices on Linux x86-64: the runtime defines SWATOMIC_LINUX_SYSCALLS only there, see
// kernels_use_linux_syscalls in src/device.cpp). The kernel is not linked against libc: raw
// `syscall` with the x86-64 Linux numbers. Used for the clock (time budgets) and for sleeping
// while a spin waits: PoCL runs a work-group on one OS thread, and a thread that spins while the
// thread it waits for is not scheduled (a loaded or over-subscribed CPU) only burns the time
// slice that the other one needs.
#if defined(SWATOMIC_LINUX_SYSCALLS) && defined(__x86_64__)
#define SWATOMIC_HAVE_CLOCK 1
#define SWATOMIC_HAVE_SLEEP 1
typedef struct {
    long sec;
    long nsec;
} swatomic_timespec_t;

long swatomic_syscall2_(long number, long a, long b)
{
    long ret;
    __asm__ __volatile__("syscall" : "=a"(ret) : "0"(number), "D"(a), "S"(b) : "rcx", "r11", "memory");
    return ret;
}

ulong swatomic_clock_ns(void)
{
    swatomic_timespec_t ts = {0, 0};
    swatomic_syscall2_(228 /* clock_gettime */, 1 /* CLOCK_MONOTONIC */, (long)(uintptr_t)&ts);
    return (ulong)ts.sec * 1000000000u + (ulong)ts.nsec;
}

// A short sleep: the thread leaves the CPU, and on waking (Linux's timer slack makes it about
// 60 us) it is scheduled ahead of threads that kept spinning.
#define SWATOMIC_SLEEP_NS 10000
void swatomic_sleep(void)
{
    swatomic_timespec_t ts = {0, SWATOMIC_SLEEP_NS};
    swatomic_syscall2_(35 /* nanosleep */, (long)(uintptr_t)&ts, 0);
}
#endif

// A device clock in ns (and us), for the protocol's budgets.
// NVIDIA: %globaltimer (one clock for the whole GPU); PoCL on Linux x86-64: CLOCK_MONOTONIC (above). Elsewhere OpenCL C
// has no clock: SWATOMIC_HAVE_CLOCK stays undefined and budgets count polls and passes instead
// (the host scales them, src/coordinator.cpp).
#if defined(SWATOMIC_NVIDIA)
#define SWATOMIC_HAVE_CLOCK 1
ulong swatomic_clock_ns(void)
{
    ulong ns;
    __asm__ __volatile__("mov.u64 %0, %%globaltimer;" : "=l"(ns));
    return ns;
}
#elif !defined(SWATOMIC_HAVE_CLOCK)
ulong swatomic_clock_ns(void) { return 0; }
#endif
ulong swatomic_clock_us(void) { return swatomic_clock_ns() / 1000u; }

// The time that budgets count: microseconds where the kernels read a clock, else `checks`, the
// caller's own count of its checks (the host then gives budgets as counts, src/coordinator.cpp).
ulong swatomic_budget_now(ulong checks)
{
#ifdef SWATOMIC_HAVE_CLOCK
    (void)checks;
    return swatomic_clock_us();
#else
    return checks;
#endif
}

// Back-off between two polls of a spin loop; `state` starts at SWATOMIC_BACKOFF_START.
//  * GPU: thousands of waves polling flat out keep the memory system busy with their own loads,
//    which slows the coordinator that serves them: where the device can pause a thread (PTX
//    nanosleep, sm_70+), a poll that found nothing waits a little longer each time, up to half
//    a microsecond (state: the pause in ns). On the H100 one nanosleep lasts 0.4-0.6 us whatever
//    its argument (32 to 2048 ns), and polls that really slept longer (several nanosleeps in a
//    row, up to 2 or 8 us) made every row slower.
//  * CPU with SWATOMIC_HAVE_SLEEP: spin SWATOMIC_SPIN_POLLS polls (an answer from a running
//    coordinator comes within microseconds), then sleep before each further poll (state: polls).
//    Measured on PoCL 3.1, 2 cores with two competing busy loops: 1000 launches of 2 groups of
//    16 went from 20-48 s (single launches up to 0.7-1 s) to 1.5-12 s (up to 30-60 ms); longer
//    spins (10^4, 10^5 polls) were slower.
//  * Elsewhere a plain re-poll.
#define SWATOMIC_BACKOFF_MAX_NS 512
#define SWATOMIC_SPIN_POLLS 1000
#if defined(SWATOMIC_HAVE_NANOSLEEP)
#define SWATOMIC_BACKOFF_START 32
void swatomic_backoff(uint *pause_ns)
{
    __asm__ __volatile__("nanosleep.u32 %0;" ::"r"(*pause_ns));
    *pause_ns = min(*pause_ns * 2u, (uint)SWATOMIC_BACKOFF_MAX_NS);
}
#elif defined(SWATOMIC_HAVE_SLEEP)
#define SWATOMIC_BACKOFF_START 0
void swatomic_backoff(uint *polls)
{
    if (*polls >= SWATOMIC_SPIN_POLLS) swatomic_sleep();
    else ++*polls;
}
#else
#define SWATOMIC_BACKOFF_START 0
void swatomic_backoff(uint *state) { (void)state; }
#endif

// Functions the library keeps out of line (one copy whatever the number of call sites). r600
// (TeraScale, an offline probe target) has no function calls: everything is inlined there.
#if defined(__R600__)
#define SWATOMIC_NOINLINE
#else
#define SWATOMIC_NOINLINE __attribute__((noinline))
#endif

// Lowest set bit's index; mask must be non-zero.
uint swatomic_lowest_lane(uint mask)
{
    return 31u - clz(mask & (0u - mask));
}

#endif  // SWATOMIC_PLATFORM_CL
