// Main of test_host: host-only logic, run with no OpenCL device at all (ctest runs it with
// OCL_ICD_VENDORS pointing at an empty directory). Nothing here may create a swatomic::Runtime.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <iostream>

#include "support.hpp"

int main(int argc, char *argv[])
{
    Catch::Session runner;
    if (const int rc = runner.applyCommandLine(argc, argv); rc != 0) return rc;
    if (!runner.configData().listTests && !runner.configData().listTestNamesOnly)
        std::cout << "swatomic host tests: seed " << swatomic::test::seed() << " (SWATOMIC_TEST_SEED), no device\n";
    return runner.run();
}
