__kernel void rmw(__global int *p, __global uint *u, __global int *out, __local int *l, __global long *q)
{
    int tid = get_global_id(0);
    out[tid] = atomic_add(p, tid);
    out[tid+1] = atomic_cmpxchg(p+1, tid, 3);
    out[tid+2] = atomic_xchg(p+2, tid);
    atomic_inc(u);
    atomic_min(p+3, tid);
    l[get_local_id(0)] = tid;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[tid+3] = atomic_add(&l[0], 1);
    atomic_or(&l[1], 1);
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    q[tid] = tid;
}
__kernel void stores(__global short *s, __global char *c, __global float4 *f, __global const float4 *g, __global long *d, __constant int *k)
{
    int tid = get_global_id(0);
    s[tid] = (short)tid;
    c[tid] = (char)k[tid];
    f[tid] = g[tid] * 2.0f;
    d[tid] = 1;
}
