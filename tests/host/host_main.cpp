// Main of test_host: host-only logic, run with no OpenCL device at all (ctest runs it with
// OCL_ICD_VENDORS pointing at an empty directory). Nothing here may create a swatomic::Runtime.
// Catch2's own main, plus a listener that prints the seed when a test run starts.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <iostream>

#include "support.hpp"

namespace {

struct HostSeed : Catch::TestEventListenerBase {
    using TestEventListenerBase::TestEventListenerBase;
    void testRunStarting(Catch::TestRunInfo const &info) override
    {
        TestEventListenerBase::testRunStarting(info);
        std::cout << "swatomic host tests: seed " << swatomic::test::seed() << " (SWATOMIC_TEST_SEED), no device" << std::endl;
    }
    // A failed case names the seed again, next to its failure (SWATOMIC_TEST_SEED reruns it).
    void testCaseEnded(Catch::TestCaseStats const &stats) override
    {
        TestEventListenerBase::testCaseEnded(stats);
        if (!stats.totals.assertions.allOk())
            std::cout << "swatomic tests: \"" << stats.testInfo.name << "\" failed with seed " << swatomic::test::seed()
                      << std::endl;
    }
};

}  // namespace

CATCH_REGISTER_LISTENER(HostSeed)
