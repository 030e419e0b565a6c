// Program builds: the user's file and line survive into build errors; the library source can be
// injected or #included.
#include <catch2/catch.hpp>

#include "support.hpp"
#include "swatomic/occupancy.hpp"

namespace {

// A complete user kernel: one counter per bucket, every work-item adds its id.
const char *const kBucketKernel = R"CL(
void add_ids(SWATOMIC_CTX_PARAM, __global int *buckets, __global int *olds, uint n)
{
    for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size()) {
        if (i == 77) return; /* an early exit is fine inside a helper function */
        olds[i] = software_atom_add(&buckets[i % 3], (int)i);
    }
}

__kernel void bucket_ids(__global int *buckets, __global int *olds, uint n, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(add_ids(SWATOMIC_CTX, buckets, olds, n));
}
)CL";

void run_bucket_kernel(const swatomic::Program &program)
{
    auto &rt = swatomic::test::runtime();
    const cl_uint n = 100;
    cl::Kernel kernel = program.kernel("bucket_ids");
    cl::Buffer buckets = swatomic::test::to_device(std::vector<cl_int>{0, 0, 0});
    cl::Buffer olds = swatomic::test::to_device(std::vector<cl_int>(n, -1));
    kernel.setArg(0, buckets);
    kernel.setArg(1, olds);
    kernel.setArg(2, n);
    swatomic::Coordinator coordinator(rt);
    coordinator.launch(program, kernel, 2, 32);
    const auto result = swatomic::test::to_host<cl_int>(buckets, 3);
    const auto old = swatomic::test::to_host<cl_int>(olds, n);
    std::vector<std::vector<swatomic::test::AtomicOp>> ops(3);
    std::vector<cl_int> expected(3, 0);
    const cl_uint threads = 2 * 32;  // item 77's work-item stops there: 77 and 77 + 64 are never added
    for (cl_uint i = 0; i < n; ++i) {
        if (i % threads == 77 % threads && i >= 77) continue;
        expected[i % 3] += static_cast<cl_int>(i);
        ops[i % 3].push_back({static_cast<std::uint32_t>(old[i]), i});
    }
    CHECK(result == expected);
    for (int b = 0; b < 3; ++b) CHECK(swatomic::test::check_atomic_chain(0, result[b], ops[b]) == "");
}

}  // namespace

TEST_CASE("a user kernel with the injected library source builds and runs", "[build]")
{
    swatomic::BuildOptions options;
    options.source_name = "bucket_ids.cl";
    run_bucket_kernel(swatomic::test::runtime().build_program(kBucketKernel, options));
}

TEST_CASE("a user kernel can #include the library source instead", "[build]")
{
    swatomic::BuildOptions options;
    options.source_name = "bucket_ids_include.cl";
    options.inject_library_source = false;
    const std::string source = std::string("#include \"swatomic/platform.cl\"\n#include \"swatomic/software_atom_add.cl\"\n") + kBucketKernel;
    run_bucket_kernel(swatomic::test::runtime().build_program(source, options));
}

TEST_CASE("build errors name the user's file and true line", "[build][errors]")
{
    swatomic::BuildOptions options;
    options.source_name = "broken_user_kernel.cl";
    const char *source = "__kernel void k(__global int *x)\n"
                         "{\n"
                         "    x[0] = this_is_not_declared;\n"
                         "}\n";
    try {
        swatomic::test::runtime().build_program(source, options);
        FAIL("the build should have failed");
    } catch (const swatomic::BuildError &e) {
        INFO(e.what());
        CHECK(e.status() == swatomic::Status::BuildFailed);
        CHECK(e.build_log().find("broken_user_kernel.cl:3") != std::string::npos);
        CHECK(std::string(e.what()).find("broken_user_kernel.cl:3") != std::string::npos);
    }
}

TEST_CASE("errors inside the library source point into the library file", "[build][errors]")
{
    // A user macro that breaks the library's own text: the log points at the library file.
    swatomic::BuildOptions options;
    options.compiler_options = "-Dswatomic_give_up_=1";
    options.source_name = "user.cl";
    try {
        swatomic::test::runtime().build_program("__kernel void k(void) {}", options);
        FAIL("the build should have failed");
    } catch (const swatomic::BuildError &e) {
        INFO(e.build_log());
        CHECK(e.build_log().find("swatomic/requester.cl:") != std::string::npos);
    }
}

TEST_CASE("Program::kernel rejects unknown names; bad source names are rejected", "[build][errors]")
{
    const auto program = swatomic::test::runtime().build_program("__kernel void present(__global int *x) { x[0] = 1; }");
    CHECK_NOTHROW(program.kernel("present"));
    CHECK_THROWS_AS(program.kernel("absent"), swatomic::InvalidArgument);
    swatomic::BuildOptions options;
    options.source_name = "bad\"name.cl";
    CHECK_THROWS_AS(swatomic::test::runtime().build_program("", options), swatomic::InvalidArgument);
}

const char *const kHeavySource = R"CL(
__kernel void heavy(__global const uint *x, uint rounds, __global uint *out, __global uint *total,
                    SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        const uint g = swatomic_global_id();
        uint16 a = (uint16)(g), b = (uint16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), c = b * g;
        for (uint r = 0; r < rounds; ++r) {  /* every lane feeds its neighbour: all 48 stay live */
            const uint v = x[g * rounds + r];
            a = a * v + b.s123456789abcdef0;
            b = b ^ (a.sfedcba9876543210 >> 3);
            c = c + b * v + a.s3456789abcdef012;
        }
        const uint16 d = a ^ b ^ c;
        const uint s = d.s0 + d.s1 + d.s2 + d.s3 + d.s4 + d.s5 + d.s6 + d.s7 + d.s8 + d.s9 + d.sa + d.sb + d.sc +
                       d.sd + d.se + d.sf;
        out[g] = s;
        software_atom_add(total, s));
}
)CL";

// A body with 48 values live across a loop whose count is known only at run time, its result
// stored: more registers than NVIDIA's free count, so the register cap comes from the measuring
// build's ptxas lines, which NVIDIA's compute cache hides for code it has compiled before. The
// second build of the same source must get the same cap.
TEST_CASE("a program gets the same register cap however often it is built", "[build][occupancy]")
{
    auto &rt = swatomic::test::runtime();
    const swatomic::Program first = rt.build_program(kHeavySource), second = rt.build_program(kHeavySource);
    const bool nvidia = rt.traits().family == swatomic::DeviceFamily::Nvidia;
    CAPTURE(first.register_cap(), second.register_cap(), first.registers("heavy"), second.registers("heavy"));
    if (nvidia)  // the measured path: the need exceeds the free count
        REQUIRE(first.register_cap() >
                swatomic::nvidia_free_registers(rt.traits().nv_compute_capability_major, rt.traits().nv_compute_capability_minor));
    CHECK(second.register_cap() == first.register_cap());

    // Both builds compute the same exact results.
    const std::size_t groups = 2, local = 32, n = groups * local;
    const cl_uint rounds = 5;
    std::vector<cl_uint> x(rounds * n);
    auto gen = swatomic::test::rng(48);
    for (auto &v : x) v = static_cast<cl_uint>(gen());
    std::vector<cl_uint> expected_out(n, 0);
    std::uint32_t expected = 0;
    for (std::uint32_t g = 0; g < n; ++g) {
        std::uint32_t a[16], b[16], c[16];
        for (std::uint32_t i = 0; i < 16; ++i) a[i] = g, b[i] = i, c[i] = i * g;
        for (std::uint32_t r = 0; r < rounds; ++r) {
            const std::uint32_t v = x[g * rounds + r];
            std::uint32_t na[16], nb[16];
            for (int i = 0; i < 16; ++i) na[i] = a[i] * v + b[(i + 1) % 16];
            for (int i = 0; i < 16; ++i) nb[i] = b[i] ^ (na[15 - i] >> 3);
            for (int i = 0; i < 16; ++i) c[i] = c[i] + nb[i] * v + na[(i + 3) % 16];
            for (int i = 0; i < 16; ++i) a[i] = na[i], b[i] = nb[i];
        }
        for (int i = 0; i < 16; ++i) expected_out[g] += a[i] ^ b[i] ^ c[i];
        expected += expected_out[g];
    }
    const cl::Buffer input = swatomic::test::to_device(x);
    swatomic::Coordinator coordinator(rt);
    for (const swatomic::Program *program : {&first, &second}) {
        cl::Kernel kernel = program->kernel("heavy");
        const cl::Buffer out = swatomic::test::to_device(std::vector<cl_uint>(n, 0)),
                         total = swatomic::test::to_device(std::vector<cl_uint>{0});
        kernel.setArg(0, input);
        kernel.setArg(1, rounds);
        kernel.setArg(2, out);
        kernel.setArg(3, total);
        coordinator.launch(*program, kernel, groups, local);
        CHECK(swatomic::test::to_host<cl_uint>(out, n) == expected_out);
        CHECK(swatomic::test::to_host<cl_uint>(total, 1)[0] == expected);
    }
}

// Without the cap the real build's own counts size a launch; NVIDIA's compute cache serves the
// second build of the same source, so that build must still report them (else its launches
// would be sized as if registers never limited the co-resident groups).
TEST_CASE("without the register cap a program reports its registers however often it is built", "[build][occupancy]")
{
    auto &rt = swatomic::test::runtime();
    swatomic::BuildOptions options;
    options.cap_registers_without_coordinator = false;
    const swatomic::Program first = rt.build_program(kHeavySource, options),
                            second = rt.build_program(kHeavySource, options);
    CAPTURE(first.registers("heavy"), second.registers("heavy"));
    CHECK(first.register_cap() == 0);
    CHECK(second.registers("heavy") == first.registers("heavy"));
    if (rt.traits().family == swatomic::DeviceFamily::Nvidia) CHECK(second.registers("heavy") > 0);
    swatomic::Coordinator coordinator(rt);
    cl::Kernel k1 = first.kernel("heavy"), k2 = second.kernel("heavy");
    CHECK(coordinator.max_worker_groups(second, k2, 64) == coordinator.max_worker_groups(first, k1, 64));
}
