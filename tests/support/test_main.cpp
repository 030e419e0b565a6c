// Main of the device tests: Catch2's own main, plus a listener that opens the device under test
// before the first test case (and exits 2 without one). Listing tests (ctest discovery) starts no
// test run, so it touches no OpenCL and prints nothing extra.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <cstdlib>
#include <iostream>

#include "support.hpp"

namespace {

struct DeviceUnderTest : Catch::TestEventListenerBase {
    using TestEventListenerBase::TestEventListenerBase;
    void testRunStarting(Catch::TestRunInfo const &info) override
    {
        TestEventListenerBase::testRunStarting(info);
        try {
            const auto &traits = swatomic::test::runtime().traits();  // opens the device
            std::cout << "swatomic tests: seed " << swatomic::test::seed() << " (SWATOMIC_TEST_SEED), device "
                      << traits.name << " (slot width " << traits.slot_width << ")" << std::endl;
        } catch (const std::exception &e) {
            std::cerr << "swatomic tests: no usable OpenCL device: " << e.what() << std::endl;
            std::exit(2);
        }
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

CATCH_REGISTER_LISTENER(DeviceUnderTest)
