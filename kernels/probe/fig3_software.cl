// Seed 002, Fig. 3 with the software atomic add (section IV) in place of atom_add: the same
// work, no global read-modify-write atomic, so every global access stays on FastPath.
// swatomic-probe --builtin fig3-software.
void benchmark_software_items_(SWATOMIC_CTX_PARAM, __global uint *out, __global uint *outArray)
{
    const uint tid = swatomic_global_id();
    software_atom_add_uint(out, tid);
    outArray[tid] = *out;
}

__kernel void BenchmarkSoftware(__global uint *out, __global uint *outArray, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(benchmark_software_items_(SWATOMIC_CTX, out, outArray));
}
