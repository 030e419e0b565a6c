// Early exits written directly inside SWATOMIC_RUN are build errors naming the user's line;
// exits that stay inside the user's own loops, switches or helper functions are not.
#include <catch2/catch.hpp>

#include <string>

#include "run_body_check.hpp"
#include "swatomic/errors.hpp"

namespace {

// The "file:line:column" the check names, or "" when it accepts the source.
std::string refused_at(const std::string &source)
{
    try {
        swatomic::check_run_bodies(source, "user.cl");
    } catch (const swatomic::BuildError &e) {
        const std::string &log = e.build_log();
        return log.substr(0, log.find(": error"));
    }
    return "";
}

}  // namespace

TEST_CASE("SWATOMIC_RUN: return, break and continue that leave the macro are refused", "[build][host]")
{
    CHECK(refused_at("__kernel void k(__global int *c, SWATOMIC_KERNEL_PARAMS)\n"
                     "{\n"
                     "    SWATOMIC_RUN(\n"
                     "        if (get_local_id(0) == 5) return;\n"
                     "        software_atom_add(c, 1));\n"
                     "}\n") == "user.cl:4:35");
    CHECK(refused_at("SWATOMIC_RUN(if (x) break;)") == "user.cl:1:21");
    CHECK(refused_at("SWATOMIC_RUN(\n  continue;)") == "user.cl:2:3");
    CHECK(refused_at("SWATOMIC_RUN(for (;;) { return; })") == "user.cl:1:25");  // return leaves the kernel
    CHECK(refused_at("SWATOMIC_RUN(switch (x) { case 1: continue; })") == "user.cl:1:35");
    CHECK(refused_at("SWATOMIC_RUN(for (;;) {} break;)") == "user.cl:1:26");  // after the loop's body
    CHECK(refused_at("SWATOMIC_RUN(while (x) y++; if (z) continue;)") == "user.cl:1:36");
    CHECK(refused_at("SWATOMIC_RUN(do x++; while (x < 3); break;)") == "user.cl:1:37");
    CHECK(refused_at("SWATOMIC_RUN /* spaced */ (\n  int a = (1 + 2);\n  return;)") == "user.cl:3:3");
    SECTION("the error is a BuildError with the user's file and the remedy")
    {
        try {
            swatomic::check_run_bodies("SWATOMIC_RUN(return;)", "mine.cl");
            FAIL("accepted");
        } catch (const swatomic::BuildError &e) {
            CHECK(e.status() == swatomic::Status::BuildFailed);
            CHECK(std::string(e.what()).find("mine.cl:1:14") != std::string::npos);
            CHECK(std::string(e.what()).find("SWATOMIC_CTX_PARAM") != std::string::npos);
        }
    }
}

TEST_CASE("SWATOMIC_RUN: exits inside the user's own loops, switches and helpers are accepted", "[build][host]")
{
    CHECK(refused_at("int helper(SWATOMIC_CTX_PARAM, int x) { if (x) return 0; return software_atom_add(p, 1); }\n"
                     "__kernel void k(SWATOMIC_KERNEL_PARAMS) { SWATOMIC_RUN(helper(SWATOMIC_CTX, 1)); }")
              .empty());
    CHECK(refused_at("SWATOMIC_RUN(for (int i = 0; i < n; ++i) { if (i == 3) break; if (i & 1) continue; })").empty());
    CHECK(refused_at("SWATOMIC_RUN(for (int i = 0; i < n; ++i) if (i == 3) break; else continue;)").empty());
    CHECK(refused_at("SWATOMIC_RUN(while (x) { switch (x) { case 1: break; default: continue; } })").empty());
    CHECK(refused_at("SWATOMIC_RUN(switch (x) { case 1: y = 2; break; })").empty());
    CHECK(refused_at("SWATOMIC_RUN(do { if (x) break; } while (x < 3);)").empty());
    CHECK(refused_at("SWATOMIC_RUN(int a[2] = {1, 2}; for (;;) { break; })").empty());
    CHECK(refused_at("SWATOMIC_RUN(\n#pragma unroll\n for (;;) { break; })").empty());
    CHECK(refused_at("SWATOMIC_RUN(__attribute__((opencl_unroll_hint(2))) for (;;) { break; })").empty());
    // Words in comments and literals, and identifiers that contain the keywords, are not exits.
    CHECK(refused_at("SWATOMIC_RUN(/* return; */ x = 1; // break\n printf(\"return;\"); char c = ';'; "
                     "returned = breaks;)")
              .empty());
    CHECK(refused_at("__kernel void k() { return; }").empty());  // outside SWATOMIC_RUN
    CHECK(refused_at("#define SWATOMIC_RUN(...) __VA_ARGS__\nint f() { return 1; }").empty());
}
