// Host program for compact.cl: builds it with software_atom_add injected, launches it with the
// coordinator and checks the result. Usage: swatomic-example-inject path/to/compact.cl
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <vector>

#include <swatomic/swatomic.hpp>

int main(int argc, char **argv)
try {
    std::ifstream file(argc > 1 ? argv[1] : "compact.cl");
    std::stringstream source;
    source << file.rdbuf();

    swatomic::Runtime runtime;  // SWATOMIC_DEVICE picks the device, e.g. "nvidia" or "pocl"
    swatomic::BuildOptions options;
    options.source_name = "compact.cl";  // build errors name this file and its real lines
    const swatomic::Program program = runtime.build_program(source.str(), options);

    std::vector<cl_int> in(10000);
    for (std::size_t i = 0; i < in.size(); ++i) in[i] = static_cast<cl_int>(i % 7) - 3;
    const cl::Context &context = runtime.context();
    cl::Buffer d_in(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, in.size() * sizeof(cl_int), in.data());
    cl::Buffer d_out(context, CL_MEM_WRITE_ONLY, in.size() * sizeof(cl_int));
    cl_int count = 0;
    cl::Buffer d_count(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof count, &count);

    cl::Kernel kernel = program.kernel("compact_positive");
    kernel.setArg(0, d_in);
    kernel.setArg(1, static_cast<cl_uint>(in.size()));
    kernel.setArg(2, d_out);
    kernel.setArg(3, d_count);
    swatomic::Coordinator coordinator(runtime);
    const std::size_t local_size = 64;
    const std::size_t groups = std::min<std::size_t>(8, coordinator.max_worker_groups(program, kernel, local_size));
    coordinator.launch(program, kernel, groups, local_size);  // + 1 coordinator group

    runtime.queue().enqueueReadBuffer(d_count, CL_TRUE, 0, sizeof count, &count);
    std::vector<cl_int> out(count);
    runtime.queue().enqueueReadBuffer(d_out, CL_TRUE, 0, out.size() * sizeof(cl_int), out.data());

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
}
