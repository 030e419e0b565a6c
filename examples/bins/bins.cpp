// A 65536-bin histogram of 16-bit keys with the library's privatized packed bins: the bins do not
// fit a work-group's local memory as uints, so each group counts one pass's share of them in 8-bit
// lanes and merges it once. swatomic::plan_packed_bins sizes the passes, swatomic::plan_bins_launch
// the launch. Checked against a host histogram. Usage: swatomic-example-bins [keys] [seed]
#include <algorithm>
#include <cstdio>
#include <exception>
#include <random>
#include <vector>

#include <swatomic/swatomic.hpp>

#include "example_checks.hpp"

namespace {

// Group g makes pass g % passes over a slice of the keys (docs/VARIANTS.md, "Accumulators").
const char *const kBinsKernel = R"CL(
__kernel void histogram(__global const ushort *keys, uint n, __global uint *histogram, __local uint *storage,
                        uint per_pass)
{
    const uint passes = (65536u + per_pass - 1u) / per_pass, pass = get_group_id(0) % passes;
    const uint first = pass * per_pass, stride = get_global_size(0) / passes;
    swatomic_packed_bins_t h = swatomic_packed_bins_begin_bits(storage, first, min(per_pass, 65536u - first), histogram, 8u);
    for (uint i = get_group_id(0) / passes * get_local_size(0) + get_local_id(0); i < n; i += stride)
        swatomic_packed_bins_add(&h, keys[i], 1u);
    swatomic_packed_bins_flush(&h);
}
)CL";

}  // namespace

int main(int argc, char **argv)
try {
    const std::size_t n = example::count_argument(argc, argv, 1, std::size_t{1} << 20);
    const unsigned seed = static_cast<unsigned>(example::count_argument(argc, argv, 2, 42));
    std::mt19937 rng(seed);
    std::geometric_distribution<int> skewed(0.001);  // most keys low: hot and cold bins
    std::vector<cl_ushort> keys(n);
    std::vector<cl_uint> expected(65536, 0);
    for (auto &k : keys) ++expected[k = static_cast<cl_ushort>(std::min(skewed(rng), 65535))];

    swatomic::Runtime runtime;
    const swatomic::Program program = swatomic::build_accumulator_program(runtime, kBinsKernel);
    cl::Kernel kernel = program.kernel("histogram");
    //! [bins launch]
    const swatomic::BinsPlan plan = swatomic::plan_packed_bins(runtime, 65536, 0, 8);
    // The __local arguments first: the launch's size counts them.
    example::check(kernel.setArg(3, cl::Local(plan.local_bytes)), "clSetKernelArg(storage)");
    const swatomic::BinsLaunch launch = swatomic::plan_bins_launch(runtime, program, kernel, plan);
    //! [bins launch]
    cl_int status = CL_SUCCESS;
    cl::Buffer d_keys(runtime.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * sizeof(cl_ushort), keys.data(),
                      &status);
    example::check(status, "clCreateBuffer(keys)");
    std::vector<cl_uint> histogram(65536, 0);
    cl::Buffer d_histogram(runtime.context(), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, histogram.size() * sizeof(cl_uint),
                           histogram.data(), &status);
    example::check(status, "clCreateBuffer(histogram)");
    example::check(kernel.setArg(0, d_keys), "clSetKernelArg(keys)");
    example::check(kernel.setArg(1, static_cast<cl_uint>(n)), "clSetKernelArg(n)");
    example::check(kernel.setArg(2, d_histogram), "clSetKernelArg(histogram)");
    example::check(kernel.setArg(4, static_cast<cl_uint>(plan.bins_per_pass)), "clSetKernelArg(per_pass)");
    const cl::CommandQueue &queue = runtime.queue();
    example::check(queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(launch.groups * launch.local_size),
                                              cl::NDRange(launch.local_size)),
                   "clEnqueueNDRangeKernel");
    example::check(queue.enqueueReadBuffer(d_histogram, CL_TRUE, 0, histogram.size() * sizeof(cl_uint), histogram.data()),
                   "clEnqueueReadBuffer(histogram)");

    const bool ok = histogram == expected;
    std::printf("65536 bins, %zu keys: %zu pass%s of %zu bins, %zu groups of %zu: %s\n", n, plan.passes,
                plan.passes == 1 ? "" : "es", plan.bins_per_pass, launch.groups, launch.local_size, ok ? "OK" : "MISMATCH");
    return ok ? 0 : 1;
} catch (const swatomic::Error &e) {
    std::fprintf(stderr, "%s: %s\n", swatomic::status_name(e.status()), e.what());
    return 1;
} catch (const std::exception &e) {  // an OpenCL call that failed, a bad argument, memory
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
}
