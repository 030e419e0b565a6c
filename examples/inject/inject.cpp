// Host program for compact.cl: builds it with software_atom_add injected, launches it with the
// coordinator and checks the result. Usage: swatomic-example-inject path/to/compact.cl
#include <algorithm>
#include <cstdio>
#include <exception>
#include <fstream>
#include <iterator>
#include <sstream>
#include <vector>

#include <swatomic/swatomic.hpp>

#include "example_checks.hpp"

int main(int argc, char **argv)
try {
    const std::string path = argc > 1 ? argv[1] : "compact.cl";
    std::ifstream file(path);
    if (!file) throw std::runtime_error("cannot read " + path + " (usage: swatomic-example-inject path/to/compact.cl)");
    std::stringstream source;
    source << file.rdbuf();

    swatomic::Runtime runtime;  // SWATOMIC_DEVICE picks the device, e.g. "nvidia" or "pocl"
    swatomic::BuildOptions options;
    options.source_name = path;  // build errors name this file and its real lines
    const swatomic::Program program = runtime.build_program(source.str(), options);

    std::vector<cl_int> in(10000);
    for (std::size_t i = 0; i < in.size(); ++i) in[i] = static_cast<cl_int>(i % 7) - 3;
    const cl::Context &context = runtime.context();
    cl_int status = CL_SUCCESS;
    cl::Buffer d_in(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, in.size() * sizeof(cl_int), in.data(), &status);
    example::check(status, "clCreateBuffer");
    cl::Buffer d_out(context, CL_MEM_WRITE_ONLY, in.size() * sizeof(cl_int), nullptr, &status);
    example::check(status, "clCreateBuffer");
    cl_int count = 0;
    cl::Buffer d_count(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof count, &count, &status);
    example::check(status, "clCreateBuffer");

    cl::Kernel kernel = program.kernel("compact_positive");
    example::check(kernel.setArg(0, d_in), "clSetKernelArg(in)");
    example::check(kernel.setArg(1, static_cast<cl_uint>(in.size())), "clSetKernelArg(n)");
    example::check(kernel.setArg(2, d_out), "clSetKernelArg(out)");
    example::check(kernel.setArg(3, d_count), "clSetKernelArg(count)");
    swatomic::Coordinator coordinator(runtime);
    const std::size_t local_size = 64;
    const std::size_t groups =
        std::min<std::size_t>(8, example::require_groups(coordinator.max_worker_groups(program, kernel, local_size)));
    coordinator.launch(program, kernel, groups, local_size);  // plus the coordinator groups it chooses

    const cl::CommandQueue &queue = runtime.queue();
    example::check(queue.enqueueReadBuffer(d_count, CL_TRUE, 0, sizeof count, &count), "clEnqueueReadBuffer(count)");
    std::vector<cl_int> out(static_cast<std::size_t>(std::max(count, 0)));
    if (!out.empty())
        example::check(queue.enqueueReadBuffer(d_out, CL_TRUE, 0, out.size() * sizeof(cl_int), out.data()),
                       "clEnqueueReadBuffer(out)");

    std::vector<cl_int> expected;
    std::copy_if(in.begin(), in.end(), std::back_inserter(expected), [](cl_int x) { return x > 0; });
    std::sort(out.begin(), out.end());  // the order of appends is not deterministic
    std::sort(expected.begin(), expected.end());
    std::printf("%d of %zu inputs compacted on %s: %s\n", count, in.size(), runtime.traits().name.c_str(),
                out == expected ? "OK" : "MISMATCH");
    return out == expected ? 0 : 1;
} catch (const swatomic::Error &e) {  // BuildError, LaunchLimitExceeded, CoordinatorTimeout, ...
    std::fprintf(stderr, "%s: %s\n", swatomic::status_name(e.status()), e.what());
    return 1;
} catch (const std::exception &e) {  // an OpenCL call that failed, a file that cannot be read
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
}
