// Seed 002, Fig. 3: an atomic add to a global variable, then a store that depends on it. On the
// Radeon HD 5870 the paper found the atomic, and through the APP SDK rule every access of the
// kernel, on CompletePath. swatomic-probe --builtin fig3.
__kernel void Benchmark(__global uint *out, __global uint *outArray)
{
    int tid = get_global_id(0);
    // Safely incrementing a global variable
    atom_add(out, tid);
    // Writing the value of the global variable to an array element
    outArray[tid] = *out;
}
