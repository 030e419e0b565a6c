__kernel void rmw(__global int *p, __global uint *u, __global int *out, __local int *l, __global long *q, __global short *s)
{
    int tid = get_global_id(0);
    atomic_add(p, tid);
    atomic_cmpxchg(p+1, tid, 3);
    atomic_inc(u);
    atomic_min(p+3, tid);
    l[get_local_id(0)] = tid;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[tid+3] = atomic_add(&l[0], 1);
    out[tid+4] = atomic_xchg(&l[2], 1);
    atomic_or(&l[1], 1);
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    q[tid] = tid;
    s[tid] = s[tid+1];
}
