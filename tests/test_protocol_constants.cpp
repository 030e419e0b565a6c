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
    CHECK(kernel_define(cl, "SWATOMIC_WAVE_SCRATCH_UINTS") == static_cast<long>(p::kWaveScratchUints));
    CHECK(kernel_define(cl, "SWATOMIC_COORD_STATE_UINTS") == static_cast<long>(p::kCoordStateUints));
    for (const char *name : p::kKernelParamNames) CHECK(cl.find(name) != std::string::npos);
}

TEST_CASE("embedded kernel sources carry #line markers with their real names", "[protocol]")
{
    const std::string source = swatomic::software_atom_add_source();
    CHECK(source.find("#line 1 \"swatomic/platform.cl\"") != std::string::npos);
    CHECK(source.find("#line 1 \"swatomic/software_atom_add.cl\"") != std::string::npos);
    CHECK_THROWS_AS(swatomic::kernel_file_source("swatomic/no_such_file.cl"), swatomic::InvalidArgument);
}
