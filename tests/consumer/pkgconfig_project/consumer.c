/* Built against the installed package with `cc consumer.c $(pkg-config --cflags --libs swatomic)`:
 * the C API builds an injected kernel, launches it with the coordinator and checks the counts. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <swatomic/swatomic.h>

static const char *const kernel_source =
    "__kernel void count(__global int *bins, __global const uint *keys, uint n, SWATOMIC_KERNEL_PARAMS)\n"
    "{\n"
    "    SWATOMIC_RUN(for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())\n"
    "                     software_atom_add(&bins[keys[i]], 1));\n"
    "}\n";

#define CHECK(call)                                                                                  \
    do {                                                                                             \
        int status_ = (call);                                                                        \
        if (status_ != SWATOMIC_SUCCESS) {                                                           \
            fprintf(stderr, "consumer_c: %s: %s (%d): %s\n", #call, swatomic_status_name(status_), \
                    status_, swatomic_last_error());                                                 \
            return 1;                                                                                \
        }                                                                                            \
    } while (0)

int main(void)
{
    enum { N = 400, BINS = 5 };
    cl_uint keys[N], n = N;
    cl_int bins[BINS] = {0}, expected[BINS] = {0};
    char dir[4096], real_dir[PATH_MAX], real_expected[PATH_MAX];
    swatomic_runtime rt;
    swatomic_program program;
    swatomic_coordinator coordinator;
    cl_kernel kernel;
    cl_int err;
    cl_mem d_bins, d_keys;
    int i;

    CHECK(swatomic_kernel_include_directory(dir, sizeof dir, NULL));
    /* The installed kernels, found relative to this program in <prefix>/bin wherever the prefix was moved. */
    if (realpath(dir, real_dir) == NULL || realpath(EXPECTED_KERNEL_DIR, real_expected) == NULL ||
        strcmp(real_dir, real_expected) != 0) {
        fprintf(stderr, "consumer_c: kernel directory %s, expected %s\n", dir, EXPECTED_KERNEL_DIR);
        return 1;
    }
    for (i = 0; i < N; ++i) {
        keys[i] = (cl_uint)(i * 7 + i / 3) % BINS;
        ++expected[keys[i]];
    }
    CHECK(swatomic_runtime_create(NULL, &rt));
    CHECK(swatomic_program_build(rt, kernel_source, NULL, &program, NULL, 0, NULL));
    CHECK(swatomic_kernel_create(program, "count", &kernel));
    CHECK(swatomic_coordinator_create(rt, &coordinator));
    d_bins = clCreateBuffer(swatomic_runtime_context(rt), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof bins, bins, &err);
    CHECK(err);
    d_keys = clCreateBuffer(swatomic_runtime_context(rt), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof keys, keys, &err);
    CHECK(err);
    CHECK(clSetKernelArg(kernel, 0, sizeof d_bins, &d_bins));
    CHECK(clSetKernelArg(kernel, 1, sizeof d_keys, &d_keys));
    CHECK(clSetKernelArg(kernel, 2, sizeof n, &n));
    CHECK(swatomic_launch(coordinator, program, kernel, 2, 16, NULL, NULL));
    CHECK(clEnqueueReadBuffer(swatomic_runtime_queue(rt), d_bins, CL_TRUE, 0, sizeof bins, bins, 0, NULL, NULL));
    if (memcmp(bins, expected, sizeof bins) != 0) {
        fprintf(stderr, "consumer_c: wrong counts\n");
        return 1;
    }
    clReleaseMemObject(d_keys);
    clReleaseMemObject(d_bins);
    clReleaseKernel(kernel);
    swatomic_coordinator_release(coordinator);
    swatomic_program_release(program);
    swatomic_runtime_release(rt);
    printf("consumer_c: swatomic %s OK\n", swatomic_version());
    return 0;
}
