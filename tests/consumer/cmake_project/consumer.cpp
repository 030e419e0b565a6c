// Built against the installed package through find_package(swatomic): the user kernel
// #includes the installed .cl files (-I added by the runtime, which finds them relative to the
// installed library or program, wherever the prefix was moved), runs, a broken kernel's build
// log names the user's file and line, and the probe component counts the kernel's instructions.
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include <swatomic/probe.hpp>  // the probe component
#include <swatomic/swatomic.hpp>

static_assert(CL_HPP_TARGET_OPENCL_VERSION == 120, "the package carries the CLHPP version defines");

// With EXPECT_INSTALLED_MARKER the test has marked the installed platform.cl: the build must
// read that copy, never the source tree's.
static const char *const kKernel = R"CL(#include "swatomic/platform.cl"
#include "swatomic/software_atom_add.cl"
#if defined(EXPECT_INSTALLED_MARKER) && !defined(SWATOMIC_CONSUMER_TEST_INSTALLED_COPY)
#error "the build read kernels that are not the installed copy"
#endif

__kernel void count(__global int *bins, __global const uint *keys, uint n, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())
                     software_atom_add(&bins[keys[i]], 1));
}
)CL";

static int fail(const std::string &why)
{
    std::fprintf(stderr, "consumer_cpp: %s\n", why.c_str());
    return 1;
}

int main()
try {
    if (!std::filesystem::equivalent(swatomic::kernel_include_directory(), EXPECTED_KERNEL_DIR))
        return fail("kernel_include_directory() is " + swatomic::kernel_include_directory() + ", expected " +
                    EXPECTED_KERNEL_DIR);
    swatomic::Runtime runtime;
    swatomic::BuildOptions options;
    options.source_name = "count.cl";
    options.inject_library_source = false;
#ifdef EXPECT_INSTALLED_MARKER
    options.compiler_options = "-DEXPECT_INSTALLED_MARKER=1";
#endif
    const swatomic::Program program = runtime.build_program(kKernel, options);

    const cl_uint n = 500, bins = 7;
    std::vector<cl_uint> keys(n);
    std::vector<cl_int> expected(bins, 0), result(bins, 0);
    for (cl_uint i = 0; i < n; ++i) {
        keys[i] = (i * i + 3 * i) % bins;
        ++expected[keys[i]];
    }
    cl::Buffer d_bins(runtime.context(), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bins * sizeof(cl_int), result.data());
    cl::Buffer d_keys(runtime.context(), CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * sizeof(cl_uint), keys.data());
    cl::Kernel kernel = program.kernel("count");
    kernel.setArg(0, d_bins);
    kernel.setArg(1, d_keys);
    kernel.setArg(2, n);
    swatomic::Coordinator coordinator(runtime);
    coordinator.launch(program, kernel, 2, 16);
    runtime.queue().enqueueReadBuffer(d_bins, CL_TRUE, 0, bins * sizeof(cl_int), result.data());
    if (result != expected) return fail("wrong counts");

    try {
        runtime.build_program(std::string(kKernel) + "__kernel void bad(__global int *x) { x[0] = nope; }\n", options);
        return fail("the broken kernel built");
    } catch (const swatomic::BuildError &e) {
        if (e.build_log().find("count.cl:12") == std::string::npos) return fail("build log without count.cl:12:\n" + e.build_log());
    }
    // The probe component (swatomic::probe): needs llvm-dis-16 on PoCL, as the library documents.
    const swatomic::ProbeCounts counts = swatomic::probe_counts(program, "count");
    if (counts.family.empty()) return fail("probe_counts gave no listing family");
    std::printf("consumer_cpp: swatomic %s from %s OK on %s\n", SWATOMIC_VERSION_STRING, EXPECTED_KERNEL_DIR,
                runtime.traits().name.c_str());
    return 0;
} catch (const std::exception &e) {
    return fail(e.what());
}
