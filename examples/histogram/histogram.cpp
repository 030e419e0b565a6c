// Histogram of skewed 8-bit data with software_atom_add, checked against a host histogram.
// Shows the ProgramCache (build once, reuse for every bin count) and occupancy-sized launches.
// Usage: swatomic-example-histogram [values] [seed]
#include <algorithm>
#include <cstdio>
#include <exception>
#include <random>
#include <vector>

#include <swatomic/swatomic.hpp>

#include "example_checks.hpp"

namespace {

const char *const kHistogramKernel = R"CL(
__kernel void histogram(__global const uchar *values, uint n, uint bins, __global int *histogram,
                        SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())
            software_atom_add(&histogram[values[i] * bins / 256u], 1));
}
)CL";

}  // namespace

int main(int argc, char **argv)
try {
    const std::size_t n = example::count_argument(argc, argv, 1, 20000);
    const unsigned seed = static_cast<unsigned>(example::count_argument(argc, argv, 2, 42));
    std::mt19937 rng(seed);
    std::binomial_distribution<int> skewed(255, 0.2);  // most values near 51: a few hot bins
    std::vector<cl_uchar> values(n);
    for (auto &v : values) v = static_cast<cl_uchar>(skewed(rng));

    swatomic::Runtime runtime;
    swatomic::Coordinator coordinator(runtime);
    //! [program cache]
    swatomic::ProgramCache &cache = runtime.program_cache();  // the runtime's own; safe to share between threads
    swatomic::BuildOptions options;
    options.source_name = "histogram.cl";
    //! [program cache]
    cl_int status = CL_SUCCESS;
    cl::Buffer d_values(runtime.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n, values.data(), &status);
    example::check(status, "clCreateBuffer(values)");

    int mismatches = 0;
    for (cl_uint bins : {1u, 16u, 256u}) {  // 1 bin: every work-item adds to the same counter
        //! [cache lookup]
        const swatomic::Program program = cache.get_or_build(runtime, kHistogramKernel, options);  // built once
        //! [cache lookup]
        std::vector<cl_int> histogram(bins, 0), expected(bins, 0);
        for (cl_uchar v : values) ++expected[v * bins / 256u];
        cl::Buffer d_histogram(runtime.context(), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bins * sizeof(cl_int),
                               histogram.data(), &status);
        example::check(status, "clCreateBuffer(histogram)");
        cl::Kernel kernel = program.kernel("histogram");
        example::check(kernel.setArg(0, d_values), "clSetKernelArg(values)");
        example::check(kernel.setArg(1, static_cast<cl_uint>(n)), "clSetKernelArg(n)");
        example::check(kernel.setArg(2, bins), "clSetKernelArg(bins)");
        example::check(kernel.setArg(3, d_histogram), "clSetKernelArg(histogram)");

        const std::size_t local_size = 64;
        const swatomic::OccupancyReport occupancy = coordinator.occupancy(program, kernel, local_size);
        const std::size_t groups =  // all co-resident
            example::require_groups(coordinator.max_worker_groups(program, kernel, local_size));
        const swatomic::LaunchStats stats = coordinator.launch(program, kernel, groups, local_size);
        example::check(runtime.queue().enqueueReadBuffer(d_histogram, CL_TRUE, 0, bins * sizeof(cl_int), histogram.data()),
                       "clEnqueueReadBuffer(histogram)");

        const bool ok = histogram == expected;
        mismatches += ok ? 0 : 1;
        std::printf("%3u bins: %zu values, %zu groups (%s), %u requests served in %u passes: %s\n", bins, n, groups,
                    occupancy.limiter.c_str(), stats.requests, stats.passes, ok ? "OK" : "MISMATCH");
    }
    std::printf("program builds: %llu, cache hits: %llu\n", static_cast<unsigned long long>(cache.builds()),
                static_cast<unsigned long long>(cache.hits()));
    return mismatches == 0 ? 0 : 1;
} catch (const swatomic::Error &e) {
    std::fprintf(stderr, "%s: %s\n", swatomic::status_name(e.status()), e.what());
    return 1;
} catch (const std::exception &e) {  // an OpenCL call that failed, a bad argument, memory
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
}
