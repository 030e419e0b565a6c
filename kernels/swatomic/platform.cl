// swatomic platform layer: memory ordering and the clock of the protocol's budgets, under the
// wave layer (wave.cl). Chosen at build time by the runtime's defines (src/runtime.cpp,
// build_defines_for):
//   SWATOMIC_NVIDIA      NVIDIA's OpenCL: PTX membar.gl and %globaltimer.
//   SWATOMIC_NV_PTX      NVIDIA sm_70+ with the width-32 wave path (wave.cl).
// Without defines (a user building the source by hand) the portable width-1 path is used.
#ifndef SWATOMIC_PLATFORM_CL
#define SWATOMIC_PLATFORM_CL

#if defined(SWATOMIC_NV_PTX) && !defined(SWATOMIC_NVIDIA)
#define SWATOMIC_NVIDIA 1
#endif

// Global-memory fence between two accesses of one work-item, visible device-wide.
// NVIDIA: OpenCL 1.2's mem_fence only promises ordering towards the work-group, so use PTX
// membar.gl (= fence.sc.gpu), which orders this thread's accesses for every thread on the GPU.
// OpenCL C 1.2 elsewhere (PoCL on x86-64): mem_fence becomes an LLVM fence; the polled locations are also
// volatile, so the compiler neither caches nor reorders them, and x86 keeps store->store and
// load->load order, which is all the protocol relies on.
// OpenCL C 2.0+ (e.g. AMD built with -cl-std=CL2.0): a device-scope fence says it exactly;
// swatomic-probe showed that 1.2's mem_fence is only work-group scope on amdgcn.
#if defined(SWATOMIC_NVIDIA)
#define swatomic_fence_global() __asm__ __volatile__("membar.gl;" ::: "memory")
#elif defined(__OPENCL_C_VERSION__) && __OPENCL_C_VERSION__ >= 200
#define swatomic_fence_global() \
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device)
#else
#define swatomic_fence_global() mem_fence(CLK_GLOBAL_MEM_FENCE)
#endif

// Microseconds of a device clock, for the protocol's budgets. NVIDIA: %globaltimer (ns, one
// clock for the whole GPU). Elsewhere OpenCL C has no clock: SWATOMIC_HAVE_CLOCK stays undefined
// and budgets count polls and sweeps instead (the host scales them, src/coordinator.cpp).
#if defined(SWATOMIC_NVIDIA)
#define SWATOMIC_HAVE_CLOCK 1
ulong swatomic_clock_us(void)
{
    ulong ns;
    __asm__ __volatile__("mov.u64 %0, %%globaltimer;" : "=l"(ns));
    return ns / 1000u;
}
#else
ulong swatomic_clock_us(void) { return 0; }
#endif

// Back-off between two polls of a spin loop. Thousands of waves polling flat out keep the memory
// system busy with their own loads, which slows the coordinator that serves them: where the
// device can pause a thread (PTX nanosleep, sm_70+), a poll that found nothing waits a little
// longer each time, up to half a microsecond. Elsewhere it is a plain re-poll.
#if defined(SWATOMIC_HAVE_NANOSLEEP)
void swatomic_backoff(uint *pause_ns)
{
    __asm__ __volatile__("nanosleep.u32 %0;" ::"r"(*pause_ns));
    *pause_ns = min(*pause_ns * 2u, 512u);
}
#else
void swatomic_backoff(uint *pause_ns) { (void)pause_ns; }
#endif

// Lowest set bit's index; mask must be non-zero.
uint swatomic_lowest_lane(uint mask)
{
    return 31u - clz(mask & (0u - mask));
}

#endif  // SWATOMIC_PLATFORM_CL
