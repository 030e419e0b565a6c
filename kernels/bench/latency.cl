// Seed 004 ("CUDA atomics: a practical analysis"): how long one memory operation stalls a
// work-item (experiments latency, latency-delay, adjacent in tools/bench/exp_latency.cpp).
// Every work-item runs `iterations` rounds of one operation on the word its pattern gives it
// (lat_word) and times each round with the device's cycle counter, read after a register
// dependency on the operation's value (the seed's trick: the counter is read only once the
// value has arrived). The value also picks the next round's word (v & zero, zero = 0 passed at
// run time), so no round can start before the previous one's value is back, and it is summed
// into the sink, which the host checks: a round whose result nobody consumes measures nothing.
// `red` and `store` have no value to wait for: their rounds time the issue (as in the seed).
//
// Outputs per work-item g: sink[3g] = sum of the values, sink[3g+1] = sum of their squares,
// sink[3g+2] = xor of the delay chain after each round; clocks[3g] = cycles inside the timed
// windows, clocks[3g+1] = cycles of the whole loop, clocks[3g+2] = ns of the whole loop (0 where
// the device has no ns clock). Work-item 0 also writes the clock kind to clocks[3 * size].
// Idle work-items (pattern adjacent, lanes 8 and up) write zeros. latency-delay runs `delay`
// dependent multiply-adds between the operation and the dependency (lat_delay).

// Clock kinds, as exp_latency.cpp reads them.
#define LAT_CLOCK_NONE 0u       // no counter: the host divides the kernel time by the rounds
#define LAT_CLOCK_TICKS_NS 1u   // cycle counter, converted by an ns clock read beside it
#define LAT_CLOCK_TICKS 2u      // cycle counter only, converted by the kernel's event time

#if defined(__AMDGCN__) && defined(__has_builtin)
#if __has_builtin(__builtin_amdgcn_s_memtime)
#define LAT_AMDGCN_MEMTIME 1  // gfx6-gfx10; gfx11 has no s_memtime
#endif
#endif

#if defined(SWATOMIC_NVIDIA)
// %clock64: the SM's cycle counter; %globaltimer: the GPU's ns clock (too coarse for one round).
#define LAT_CLOCK_KIND LAT_CLOCK_TICKS_NS
ulong lat_ticks(void)
{
    ulong t;
    __asm__ __volatile__("mov.u64 %0, %%clock64;" : "=l"(t)::"memory");
    return t;
}
ulong lat_ns(void)
{
    ulong t;
    __asm__ __volatile__("mov.u64 %0, %%globaltimer;" : "=l"(t)::"memory");
    return t;
}
// sum += v and mix ^= x, then the counter: the warp issues in order and stalls at the add
// until v has arrived.
#define LAT_TICKS_AFTER(t, sum, v, mix, x)                                                   \
    __asm__ __volatile__("add.u32 %1, %1, %3;\n\txor.b32 %2, %2, %4;\n\tmov.u64 %0, %%clock64;" \
                         : "=l"(t), "+r"(sum), "+r"(mix)                                    \
                         : "r"(v), "r"(x)                                                   \
                         : "memory")
#else
#if defined(LAT_AMDGCN_MEMTIME)
#define LAT_CLOCK_KIND LAT_CLOCK_TICKS
#define LAT_REG "v"
ulong lat_ticks(void) { return __builtin_amdgcn_s_memtime(); }
ulong lat_ns(void) { return 0; }
#elif defined(SWATOMIC_HAVE_CLOCK) && defined(__x86_64__) && defined(__clang__)
// A CPU device (PoCL): rdtsc, converted by the library's CLOCK_MONOTONIC (platform.cl).
#define LAT_CLOCK_KIND LAT_CLOCK_TICKS_NS
#define LAT_REG "r"
ulong lat_ticks(void) { return __builtin_readcyclecounter(); }
ulong lat_ns(void) { return swatomic_clock_ns(); }
#else
#define LAT_CLOCK_KIND LAT_CLOCK_NONE
ulong lat_ticks(void) { return 0; }
ulong lat_ns(void) { return 0; }
#endif
// The values pass through an empty asm that the compiler keeps before the counter's read
// (elsewhere a fence keeps every round's access from being merged with the next one's).
#if defined(LAT_REG)
#define LAT_USE(sum, mix) __asm__ __volatile__("" : "+" LAT_REG(sum), "+" LAT_REG(mix)::"memory")
#else
#define LAT_USE(sum, mix) mem_fence(CLK_GLOBAL_MEM_FENCE)
#endif
#define LAT_TICKS_AFTER(t, sum, v, mix, x) \
    do {                                   \
        sum += (v);                        \
        mix ^= (x);                        \
        LAT_USE(sum, mix);                 \
        t = lat_ticks();                   \
    } while (0)
#endif

// After the operation: it stays issued before the delay, which a compiler would otherwise run
// first, since only the dependency after the delay needs the value.
#if defined(SWATOMIC_NVIDIA) || defined(__clang__)
#define LAT_ISSUED() __asm__ __volatile__("" ::: "memory")
#else
#define LAT_ISSUED() (void)0
#endif

// Access patterns (the seed's three, and adjacent addresses). Mirrored by Layout::word in
// tools/bench/exp_latency.cpp.
#define LAT_ALL_CONFLICTS 0u  // one word per compute unit: group % param (param = compute units)
#define LAT_UNCOALESCED 1u    // one word per work-item, 128 bytes apart
#define LAT_COALESCED 2u      // one word per work-item, consecutive
#define LAT_ADJACENT 3u       // lanes 0-7 of each wave: 4 KiB apart, + wave * param words
#define LAT_LINE_WORDS 32u
#define LAT_ADJACENT_LANES 8u
#define LAT_PAGE_WORDS 1024u
#define LAT_REGION_WORDS 16384u  // 64 KiB per group: 8 lanes x 4 KiB + 8 waves x up to 4 KiB
#define LAT_IDLE 0xffffffffu

uint lat_word(uint pattern, uint param, uint wave_width, uint group, uint lid, uint gid)
{
    if (pattern == LAT_ALL_CONFLICTS) return (group % param) * LAT_LINE_WORDS;
    if (pattern == LAT_UNCOALESCED) return gid * LAT_LINE_WORDS;
    if (pattern == LAT_COALESCED) return gid;
    const uint lane = lid % wave_width, wave = lid / wave_width;
    return lane < LAT_ADJACENT_LANES ? group * LAT_REGION_WORDS + lane * LAT_PAGE_WORDS + wave * param : LAT_IDLE;
}

// `delay` dependent multiply-adds (experiment latency-delay: 50), ten per loop trip so that the
// loop's own counting adds a tenth at most; delay is a multiple of 10. A run-time count keeps
// latency and latency-delay in one program.
#define LAT_MAD(x) x = x * a + b
uint lat_delay(uint x, uint delay, uint a, uint b)
{
    for (uint i = 0; i < delay; i += 10) {
        LAT_MAD(x); LAT_MAD(x); LAT_MAD(x); LAT_MAD(x); LAT_MAD(x);
        LAT_MAD(x); LAT_MAD(x); LAT_MAD(x); LAT_MAD(x); LAT_MAD(x);
    }
    return x;
}

// The operations: OP(p, g, it) leaves the round's value in v (0 where there is none).
#define LAT_OP_LOAD(p, g, it) v = *(p)
#define LAT_OP_STORE(p, g, it) *(p) = ((g) << 8) | ((it)&255u)
#define LAT_OP_LOAD_STORE(p, g, it) \
    v = *(p);                       \
    *(p) = v + 1u
#define LAT_OP_RED(p, g, it) (void)atomic_add((p), 1u)
#define LAT_OP_ATOMIC(p, g, it) v = atomic_add((p), 1u)
#define LAT_OP_SOFTWARE(p, g, it) v = (uint)software_atom_add((__global int *)(p), 1)

// One work-item's rounds; writes its outputs. In a macro so that the software form can run it
// inside SWATOMIC_RUN with the virtual indices.
#define LAT_ROUNDS(OP, group, lid, gid, size)                                                        \
    do {                                                                                             \
        uint w = lat_word(pattern, param, wave_width, (group), (lid), (gid));                         \
        uint sum = 0, sq = 0, mix = 0, x = (gid);                                                    \
        ulong ticks = 0, span_ticks = 0, span_ns = 0;                                                \
        if (w != LAT_IDLE) {                                                                         \
            const ulong start_ns = lat_ns(), start_ticks = lat_ticks();                              \
            for (uint it = 0; it < iterations; ++it) {                                               \
                uint v = 0;                                                                          \
                ulong t1;                                                                            \
                const ulong t0 = lat_ticks();                                                        \
                OP(&memory[w], (gid), it);                                                           \
                LAT_ISSUED();                                                                        \
                x = lat_delay(x, delay, a, b);                                                       \
                LAT_TICKS_AFTER(t1, sum, v, mix, x);                                                 \
                ticks += t1 - t0;                                                                    \
                sq += v * v;                                                                         \
                w += v & zero;                                                                       \
            }                                                                                        \
            span_ticks = lat_ticks() - start_ticks;                                                  \
            span_ns = lat_ns() - start_ns;                                                           \
        }                                                                                            \
        sink[3 * (gid)] = sum;                                                                       \
        sink[3 * (gid) + 1] = sq;                                                                    \
        sink[3 * (gid) + 2] = mix;                                                                   \
        clocks[3 * (gid)] = ticks;                                                                   \
        clocks[3 * (gid) + 1] = span_ticks;                                                          \
        clocks[3 * (gid) + 2] = span_ns;                                                             \
        if ((gid) == 0) clocks[3 * (size)] = LAT_CLOCK_KIND;                                         \
    } while (0)

#define LAT_ARGS                                                                                   \
    __global uint *memory, __global uint *sink, __global ulong *clocks, uint pattern, uint param,  \
        uint wave_width, uint iterations, uint delay, uint zero, uint a, uint b

#define LAT_NATIVE_KERNEL(name, OP)                                                                 \
    __kernel void lat_##name(LAT_ARGS)                                                             \
    {                                                                                              \
        LAT_ROUNDS(OP, (uint)get_group_id(0), (uint)get_local_id(0), (uint)get_global_id(0),        \
                   (uint)get_global_size(0));                                                      \
    }

LAT_NATIVE_KERNEL(load, LAT_OP_LOAD)
LAT_NATIVE_KERNEL(store, LAT_OP_STORE)
LAT_NATIVE_KERNEL(load_store, LAT_OP_LOAD_STORE)
LAT_NATIVE_KERNEL(red, LAT_OP_RED)
LAT_NATIVE_KERNEL(atomic, LAT_OP_ATOMIC)

void lat_software_rounds_(SWATOMIC_CTX_PARAM, LAT_ARGS)
{
    LAT_ROUNDS(LAT_OP_SOFTWARE, swatomic_group_id(), (uint)get_local_id(0), swatomic_global_id(),
               swatomic_global_size());
}

__kernel void lat_software(LAT_ARGS, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(lat_software_rounds_(SWATOMIC_CTX, memory, sink, clocks, pattern, param, wave_width, iterations,
                                      delay, zero, a, b));
}
