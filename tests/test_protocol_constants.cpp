// The protocol's constants exist twice: in the kernel file and in the host mirror. Compare.
#include <catch2/catch.hpp>

#include <regex>

#include "coordinator_protocol.hpp"
#include "support.hpp"

namespace {

long kernel_define(const std::string &source, const std::string &name)
{
    const std::regex pattern("#define " + name + " ([0-9]+)");
    std::smatch m;
    if (!std::regex_search(source, m, pattern)) return -1;
    return std::stol(m[1]);
}

}  // namespace

TEST_CASE("host mirror of the protocol constants matches the kernel file", "[protocol]")
{
    namespace p = swatomic::protocol;
    const std::string cl = swatomic::kernel_file_source("swatomic/software_atom_add.cl");
    CHECK(kernel_define(cl, "SWATOMIC_CTL_ABORT") == p::kAbort);
    CHECK(kernel_define(cl, "SWATOMIC_CTL_HEARTBEAT") == p::kHeartbeat);
    CHECK(kernel_define(cl, "SWATOMIC_CTL_ERROR") == p::kError);
    CHECK(kernel_define(cl, "SWATOMIC_CTL_ERROR_SLOT") == p::kErrorSlot);
    CHECK(kernel_define(cl, "SWATOMIC_CTL_STALL_POLLS") == p::kStallPolls);
    CHECK(kernel_define(cl, "SWATOMIC_CTL_IDLE_SWEEPS") == p::kIdleSweeps);
    CHECK(kernel_define(cl, "SWATOMIC_CTL_SWEEPS") == p::kSweeps);
    CHECK(kernel_define(cl, "SWATOMIC_CTL_REQUESTS") == p::kRequests);
    CHECK(kernel_define(cl, "SWATOMIC_CTL_WORDS") == p::kControlWords);
    CHECK(kernel_define(cl, "SWATOMIC_ERR_WORKER_STALLED") == p::kErrWorkerStalled);
    CHECK(kernel_define(cl, "SWATOMIC_ERR_COORDINATOR_STALLED") == p::kErrCoordinatorStalled);
    CHECK(kernel_define(cl, "SWATOMIC_ERR_NULL_ADDRESS") == p::kErrNullAddress);
    CHECK(kernel_define(cl, "SWATOMIC_ERR_MIXED_WIDTH") == p::kErrMixedWidth);
    CHECK(kernel_define(cl, "SWATOMIC_OP_ADD32") == p::kOpAdd32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_MIN_I32") == p::kOpMinI32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_MAX_I32") == p::kOpMaxI32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_MIN_U32") == p::kOpMinU32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_MAX_U32") == p::kOpMaxU32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_AND32") == p::kOpAnd32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_OR32") == p::kOpOr32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_XOR32") == p::kOpXor32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_XCHG32") == p::kOpXchg32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_CMPXCHG32") == p::kOpCmpxchg32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_ADD_F32") == p::kOpAddF32);
    CHECK(kernel_define(cl, "SWATOMIC_OP_ADD64") == p::kOpAdd64);
    CHECK(kernel_define(cl, "SWATOMIC_OP_ADD_F64") == p::kOpAddF64);
    CHECK(kernel_define(cl, "SWATOMIC_OP_COUNT") == p::kOpCount);
    CHECK(kernel_define(cl, "SWATOMIC_WAVE_SCRATCH_UINTS") == static_cast<long>(p::kWaveScratchUints));
    CHECK(kernel_define(cl, "SWATOMIC_WAVE_SCRATCH_UINTS") % 2 == 0);  // keeps ulong fields aligned
    CHECK(kernel_define(cl, "SWATOMIC_COORD_WIDTH_TABLE") == static_cast<long>(p::kCoordWidthTable));
    CHECK(kernel_define(cl, "SWATOMIC_COORD_STATE_UINTS") == static_cast<long>(p::kCoordStateUints));
    // The parameters appear in SWATOMIC_KERNEL_PARAMS in the order the host binds them.
    const std::size_t params = cl.find("#define SWATOMIC_KERNEL_PARAMS");
    REQUIRE(params != std::string::npos);
    std::size_t previous = params;
    for (const char *name : p::kKernelParamNames) {
        CAPTURE(name);
        const std::size_t at = cl.find(name, params);
        CHECK(at != std::string::npos);
        CHECK(at > previous);
        previous = at;
    }
}

TEST_CASE("embedded kernel sources carry #line markers with their real names", "[protocol]")
{
    const std::string source = swatomic::software_atom_add_source();
    CHECK(source.find("#line 1 \"swatomic/platform.cl\"") != std::string::npos);
    CHECK(source.find("#line 1 \"swatomic/software_atom_add.cl\"") != std::string::npos);
    CHECK_THROWS_AS(swatomic::kernel_file_source("swatomic/no_such_file.cl"), swatomic::InvalidArgument);
}
