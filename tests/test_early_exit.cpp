// Early exits and SWATOMIC_RUN on a real device: written directly inside the macro they are a
// BuildError naming the user's line (never a wrong count); in a helper taking
// SWATOMIC_CTX_PARAM, where `return` leaves only the helper, they give the exact result.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "support.hpp"

namespace {

constexpr std::size_t kGroups = 3, kLocal = 256;

// Builds `source`, launches kernel k(counter) on kGroups x kLocal and returns the counter.
cl_int run_counter(const std::string &source)
{
    swatomic::Runtime &rt = swatomic::test::runtime();
    swatomic::BuildOptions options;
    options.source_name = "early_exit.cl";
    const swatomic::Program program = rt.build_program(source, options);
    cl::Buffer counter = swatomic::test::to_device(std::vector<cl_int>{0});
    cl::Kernel kernel = program.kernel("k");
    kernel.setArg(0, counter);
    swatomic::Coordinator(rt).launch(program, kernel, kGroups, kLocal);
    return swatomic::test::to_host<cl_int>(counter, 1)[0];
}

}  // namespace

TEST_CASE("early return directly inside SWATOMIC_RUN is a BuildError naming the line", "[build][early-exit]")
{
    const std::string source = "__kernel void k(__global int *counter, SWATOMIC_KERNEL_PARAMS)\n"
                               "{\n"
                               "    SWATOMIC_RUN(\n"
                               "        if (swatomic_global_id() == 5) return;\n"
                               "        software_atom_add(counter, 1));\n"
                               "}\n";
    try {
        run_counter(source);
        FAIL("the kernel was built and launched");
    } catch (const swatomic::BuildError &e) {
        CHECK(std::string(e.what()).find("early_exit.cl:4:") != std::string::npos);
    }
}

TEST_CASE("early return in a helper taking SWATOMIC_CTX_PARAM gives the exact count", "[launch][early-exit]")
{
    CHECK(run_counter("void add_unless_5(SWATOMIC_CTX_PARAM, __global int *counter)\n"
                      "{\n"
                      "    if (swatomic_global_id() == 5) return;\n"
                      "    software_atom_add(counter, 1);\n"
                      "}\n"
                      "__kernel void k(__global int *counter, SWATOMIC_KERNEL_PARAMS)\n"
                      "{\n"
                      "    SWATOMIC_RUN(add_unless_5(SWATOMIC_CTX, counter));\n"
                      "}\n") == static_cast<cl_int>(kGroups * kLocal - 1));
}

TEST_CASE("divergent returns in a helper: half the work-items leave early, the count is exact", "[launch][early-exit]")
{
    // Every work-item adds 1; the odd ones then return, the even ones add 1 more.
    CHECK(run_counter("void add_twice_if_even(SWATOMIC_CTX_PARAM, __global int *counter)\n"
                      "{\n"
                      "    software_atom_add(counter, 1);\n"
                      "    if (swatomic_global_id() & 1) return;\n"
                      "    software_atom_add(counter, 1);\n"
                      "}\n"
                      "__kernel void k(__global int *counter, SWATOMIC_KERNEL_PARAMS)\n"
                      "{\n"
                      "    SWATOMIC_RUN(add_twice_if_even(SWATOMIC_CTX, counter));\n"
                      "}\n") == static_cast<cl_int>(kGroups * kLocal + kGroups * kLocal / 2));
}
