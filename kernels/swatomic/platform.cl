// swatomic platform layer: memory ordering and the few wavefront primitives the coordinator
// protocol needs. Chosen at build time by the runtime's defines (src/runtime.cpp):
//   SWATOMIC_WAVE_WIDTH  work-items that share one request slot: 32 on NVIDIA, 1 elsewhere.
//   SWATOMIC_NV_PTX      defined on NVIDIA's OpenCL: inline PTX .sync forms and membar.gl.
// Without defines (a user building the source by hand) the portable width-1 path is used.
#ifndef SWATOMIC_PLATFORM_CL
#define SWATOMIC_PLATFORM_CL

#ifndef SWATOMIC_WAVE_WIDTH
#define SWATOMIC_WAVE_WIDTH 1
#endif

#if SWATOMIC_WAVE_WIDTH != 1 && !defined(SWATOMIC_NV_PTX)
#error "SWATOMIC_WAVE_WIDTH > 1 needs a sub-group implementation; only NVIDIA PTX (SWATOMIC_NV_PTX) has one"
#endif

// Global-memory fence between two accesses of one work-item, visible device-wide.
// NVIDIA: OpenCL 1.2's mem_fence only promises ordering towards the work-group, so use PTX
// membar.gl (= fence.sc.gpu), which orders this thread's accesses for every thread on the GPU.
// OpenCL C 1.2 elsewhere (PoCL on x86-64): mem_fence becomes an LLVM fence; the polled locations are also
// volatile, so the compiler neither caches nor reorders them, and x86 keeps store->store and
// load->load order, which is all the protocol relies on.
// OpenCL C 2.0+ (e.g. AMD built with -cl-std=CL2.0): a device-scope fence says it exactly;
// swatomic-probe showed that 1.2's mem_fence is only work-group scope on amdgcn.
#if defined(SWATOMIC_NV_PTX)
#define swatomic_fence_global() __asm__ __volatile__("membar.gl;" ::: "memory")
#elif defined(__OPENCL_C_VERSION__) && __OPENCL_C_VERSION__ >= 200
#define swatomic_fence_global() \
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device)
#else
#define swatomic_fence_global() mem_fence(CLK_GLOBAL_MEM_FENCE)
#endif

#ifdef SWATOMIC_NV_PTX
// Warps are not lock-step (independent thread scheduling since Volta): every cross-lane step
// names its participants explicitly with a member mask, as the .sync forms require.
uint swatomic_nv_activemask(void)
{
    uint mask;
    __asm__ __volatile__("activemask.b32 %0;" : "=r"(mask));
    return mask;
}

uint swatomic_nv_laneid(void)
{
    uint lane;
    __asm__ __volatile__("mov.u32 %0, %%laneid;" : "=r"(lane));
    return lane;
}

// Waits for every lane of `mask` and orders their memory accesses (bar.warp.sync).
void swatomic_nv_syncwarp(uint mask)
{
    __asm__ __volatile__("bar.warp.sync %0;" ::"r"(mask) : "memory");
}

uint swatomic_nv_ballot(uint mask, int predicate)
{
    uint bits;
    __asm__ __volatile__("{\n\t.reg .pred p;\n\tsetp.ne.s32 p, %1, 0;\n\t"
                         "vote.sync.ballot.b32 %0, p, %2;\n\t}"
                         : "=r"(bits)
                         : "r"(predicate), "r"(mask));
    return bits;
}

uint swatomic_nv_shfl(uint mask, uint value, uint source_lane)
{
    uint out;
    __asm__ __volatile__("shfl.sync.idx.b32 %0, %1, %2, 0x1f, %3;"
                         : "=r"(out)
                         : "r"(value), "r"(source_lane), "r"(mask));
    return out;
}

ulong swatomic_nv_shfl64(uint mask, ulong value, uint source_lane)
{
    uint lo = swatomic_nv_shfl(mask, (uint)value, source_lane);
    uint hi = swatomic_nv_shfl(mask, (uint)(value >> 32), source_lane);
    return ((ulong)hi << 32) | lo;
}
#endif  // SWATOMIC_NV_PTX

// Lowest set bit's index; mask must be non-zero.
uint swatomic_lowest_lane(uint mask)
{
    return 31u - clz(mask & (0u - mask));
}

#endif  // SWATOMIC_PLATFORM_CL
