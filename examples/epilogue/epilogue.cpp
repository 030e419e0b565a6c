// A 256-bin histogram in one launch without any global read-modify-write atomic: each work-group
// counts in privatized bins (local memory), stores them as its row, and the coordinators' epilogue
// (SWATOMIC_RUN_THEN) adds the rows into the histogram once every group has finished. Twice the
// co-resident groups (virtual groups), checked against a host histogram.
// Usage: swatomic-example-epilogue [values] [seed]
#include <algorithm>
#include <cstdio>
#include <exception>
#include <random>
#include <vector>

#include <swatomic/swatomic.hpp>

#include "example_checks.hpp"

namespace {

const char *const kHistogramKernel = R"CL(
void count(SWATOMIC_CTX_PARAM, __global const uchar *values, uint n, __global uint *rows, __local uint *storage,
           __local ulong *scratch)
{
    swatomic_variant_ctx_t ctx = swatomic_variant_context(scratch, 0);
    swatomic_bins_uint_t h = swatomic_bins_begin_uint(&ctx, storage, 0u, 256u);
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) swatomic_bins_add_uint(&h, values[i], 1u);
    swatomic_bins_store_row_uint(&h, rows, 256u, swatomic_group_id());
}

__kernel void histogram(__global const uchar *values, uint n, __global uint *histogram, __global uint *rows,
                        __local uint *storage, __local ulong *scratch, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN_THEN(swatomic_rows_merge_uint(SWATOMIC_CTX, rows, swatomic_num_groups(), 256u, histogram),
                      count(SWATOMIC_CTX, values, n, rows, storage, scratch));
}
)CL";

}  // namespace

int main(int argc, char **argv)
try {
    const std::size_t n = example::count_argument(argc, argv, 1, std::size_t{1} << 20);
    const unsigned seed = static_cast<unsigned>(example::count_argument(argc, argv, 2, 42));
    std::mt19937 rng(seed);
    std::binomial_distribution<int> skewed(255, 0.2);
    std::vector<cl_uchar> values(n);
    std::vector<cl_uint> expected(256, 0);
    for (auto &v : values) ++expected[v = static_cast<cl_uchar>(skewed(rng))];

    swatomic::Runtime runtime;
    swatomic::Coordinator coordinator(runtime);
    const swatomic::Program program = swatomic::build_accumulator_program(runtime, kHistogramKernel);
    cl::Kernel kernel = program.kernel("histogram");
    const std::size_t local_size = 256;
    const std::size_t scratch = swatomic::variant_scratch_bytes(local_size);
    // The __local arguments first: the launch's size counts them.
    const std::size_t bins_bytes = swatomic::bins_local_bytes(runtime, swatomic::AccumulatorType::Uint, 256, scratch);
    example::check(kernel.setArg(4, cl::Local(bins_bytes)), "clSetKernelArg(storage)");
    example::check(kernel.setArg(5, cl::Local(scratch)), "clSetKernelArg(scratch)");
    swatomic::LaunchOptions options;
    options.requests_per_group = 1;  // no request at all: the fewest coordinators
    const std::size_t groups =
        2 * example::require_groups(coordinator.max_worker_groups(program, kernel, local_size, options));

    cl_int status = CL_SUCCESS;
    cl::Buffer d_values(runtime.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n, values.data(), &status);
    example::check(status, "clCreateBuffer(values)");
    std::vector<cl_uint> histogram(256, 0);
    cl::Buffer d_histogram(runtime.context(), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, 256 * sizeof(cl_uint),
                           histogram.data(), &status);
    example::check(status, "clCreateBuffer(histogram)");
    cl::Buffer rows(runtime.context(), CL_MEM_READ_WRITE,  // a row per group
                    swatomic::partials_bytes(swatomic::AccumulatorType::Uint, groups, 256), nullptr, &status);
    example::check(status, "clCreateBuffer(rows)");
    example::check(kernel.setArg(0, d_values), "clSetKernelArg(values)");
    example::check(kernel.setArg(1, static_cast<cl_uint>(n)), "clSetKernelArg(n)");
    example::check(kernel.setArg(2, d_histogram), "clSetKernelArg(histogram)");
    example::check(kernel.setArg(3, rows), "clSetKernelArg(rows)");
    const swatomic::LaunchStats stats = coordinator.launch(program, kernel, groups, local_size, options);
    example::check(runtime.queue().enqueueReadBuffer(d_histogram, CL_TRUE, 0, 256 * sizeof(cl_uint), histogram.data()),
                   "clEnqueueReadBuffer(histogram)");

    const bool ok = histogram == expected;
    std::printf("256 bins, %zu values: %zu groups on %zu, %zu coordinators, %u requests: %s\n", n, groups,
                stats.physical_groups, stats.coordinator_groups, stats.requests, ok ? "OK" : "MISMATCH");
    return ok ? 0 : 1;
} catch (const swatomic::Error &e) {
    std::fprintf(stderr, "%s: %s\n", swatomic::status_name(e.status()), e.what());
    return 1;
} catch (const std::exception &e) {  // an OpenCL call that failed, a bad argument, memory
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
}
