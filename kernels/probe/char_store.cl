// A kernel that stores `char`: the paper (seed 002, section VI, string match) saw stores of char
// take CompletePath on Evergreen (a masked read-modify-write, MEM_RAT MSKOR) while loads of char
// stayed on FastPath. swatomic-probe --builtin char-store.
__kernel void CharStore(__global const char *in, __global char *out)
{
    const int tid = get_global_id(0);
    out[tid] = in[tid] + 1;
}
