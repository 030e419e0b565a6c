// Early exits and SWATOMIC_RUN on a real device: written directly inside the macro they are a
// BuildError naming the user's line (never a wrong count); in a helper taking
// SWATOMIC_CTX_PARAM, where `return` leaves only the helper, they give the exact result and
// old values in one serial order.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "support.hpp"

namespace {

constexpr std::size_t kGroups = 3, kLocal = 256;

// Builds `source`, launches kernel k(counter, olds) on kGroups x kLocal, where work-item i stores
// the old values of its adds at olds[2i] and olds[2i + 1] (-1: no add), and checks the old
// values with the serial-order oracle; returns the counter.
cl_int run_counter(const std::string &source)
{
    swatomic::Runtime &rt = swatomic::test::runtime();
    swatomic::BuildOptions options;
    options.source_name = "early_exit.cl";
    const swatomic::Program program = rt.build_program(source, options);
    const std::size_t n = 2 * kGroups * kLocal;
    cl::Buffer counter = swatomic::test::to_device(std::vector<cl_int>{0});
    cl::Buffer olds = swatomic::test::to_device(std::vector<cl_int>(n, -1));
    cl::Kernel kernel = program.kernel("k");
    kernel.setArg(0, counter);
    kernel.setArg(1, olds);
    swatomic::Coordinator(rt).launch(program, kernel, kGroups, kLocal);
    const cl_int final_value = swatomic::test::to_host<cl_int>(counter, 1)[0];
    std::vector<swatomic::AtomicOp> ops;
    for (const cl_int old : swatomic::test::to_host<cl_int>(olds, n))
        if (old != -1) ops.push_back({static_cast<std::uint32_t>(old), 1u});
    CHECK(ops.size() == static_cast<std::size_t>(final_value));
    CHECK(swatomic::check_atomic_chain(0, static_cast<std::uint32_t>(final_value), ops) == "");
    return final_value;
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
    CHECK(run_counter("void add_unless_5(SWATOMIC_CTX_PARAM, __global int *counter, __global int *olds)\n"
                      "{\n"
                      "    if (swatomic_global_id() == 5) return;\n"
                      "    olds[2 * swatomic_global_id()] = software_atom_add(counter, 1);\n"
                      "}\n"
                      "__kernel void k(__global int *counter, __global int *olds, SWATOMIC_KERNEL_PARAMS)\n"
                      "{\n"
                      "    SWATOMIC_RUN(add_unless_5(SWATOMIC_CTX, counter, olds));\n"
                      "}\n") == static_cast<cl_int>(kGroups * kLocal - 1));
}

TEST_CASE("divergent returns in a helper: half the work-items leave early, the count is exact", "[launch][early-exit]")
{
    // Every work-item adds 1; the odd ones then return, the even ones add 1 more.
    CHECK(run_counter("void add_twice_if_even(SWATOMIC_CTX_PARAM, __global int *counter, __global int *olds)\n"
                      "{\n"
                      "    olds[2 * swatomic_global_id()] = software_atom_add(counter, 1);\n"
                      "    if (swatomic_global_id() & 1) return;\n"
                      "    olds[2 * swatomic_global_id() + 1] = software_atom_add(counter, 1);\n"
                      "}\n"
                      "__kernel void k(__global int *counter, __global int *olds, SWATOMIC_KERNEL_PARAMS)\n"
                      "{\n"
                      "    SWATOMIC_RUN(add_twice_if_even(SWATOMIC_CTX, counter, olds));\n"
                      "}\n") == static_cast<cl_int>(kGroups * kLocal + kGroups * kLocal / 2));
}
