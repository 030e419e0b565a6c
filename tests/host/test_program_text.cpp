// The one program pipeline's text (assemble_program_source) and the embedded library sources:
// what every build compiles, checked without a device.
#include <catch2/catch.hpp>

#include "swatomic/errors.hpp"
#include "program_text.hpp"
#include "swatomic/runtime.hpp"

TEST_CASE("assemble_program_source: defines, prelude, library, user source in that order", "[build][host]")
{
    swatomic::BuildOptions options;
    options.source_name = "user.cl";
    const swatomic::ProgramPrelude prelude{"#define PRELUDE_DEFINE 1\n", "// prelude source\n"};
    const std::string text =
        swatomic::assemble_program_source("#define RUNTIME_DEFINE 1\n", "__kernel void k() {}", options, prelude);
    const auto runtime_define = text.find("RUNTIME_DEFINE"), prelude_define = text.find("PRELUDE_DEFINE"),
               library = text.find("#line 1 \"swatomic/platform.cl\""), prelude_source = text.find("// prelude source"),
               user_line = text.find("#line 1 \"user.cl\""), user = text.find("__kernel void k()");
    REQUIRE(runtime_define != std::string::npos);
    REQUIRE(library != std::string::npos);
    CHECK(runtime_define < prelude_define);
    CHECK(prelude_define < library);
    CHECK(library < prelude_source);
    CHECK(prelude_source < user_line);
    CHECK(user_line < user);

    options.inject_library_source = false;  // the user #includes the library instead
    const std::string included = swatomic::assemble_program_source("", "x", options);
    CHECK(included.find("#line 1 \"swatomic/platform.cl\"") == std::string::npos);

    options.source_name = "bad\"name.cl";
    CHECK_THROWS_AS(swatomic::assemble_program_source("", "x", options), swatomic::InvalidArgument);
}

TEST_CASE("the library embeds its own kernels only", "[build][host]")
{
    CHECK(swatomic::kernel_file_source("swatomic/platform.cl").rfind("#line 1 \"swatomic/platform.cl\"", 0) == 0);
    CHECK_NOTHROW(swatomic::kernel_file_source("swatomic/builtin_kernels.cl"));
    // The bench's and the probe's kernels are embedded in those tools, not in libswatomic.
    CHECK_THROWS_AS(swatomic::kernel_file_source("bench/common.cl"), swatomic::InvalidArgument);
    CHECK_THROWS_AS(swatomic::kernel_file_source("probe/fig3.cl"), swatomic::InvalidArgument);
}
