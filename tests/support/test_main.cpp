#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <iostream>

#include "support.hpp"

int main(int argc, char *argv[])
{
    Catch::Session runner;
    if (const int rc = runner.applyCommandLine(argc, argv); rc != 0) return rc;
    // Listing tests (ctest discovery) must not touch OpenCL or print anything extra.
    if (!runner.configData().listTests && !runner.configData().listTestNamesOnly) {
        try {
            std::cout << "swatomic tests: seed " << swatomic::test::seed() << " (SWATOMIC_TEST_SEED), device "
                      << swatomic::test::runtime().traits().name << " (slot width "
                      << swatomic::test::runtime().traits().slot_width << ")\n";
        } catch (const std::exception &e) {
            std::cerr << "swatomic tests: no usable OpenCL device: " << e.what() << "\n";
            return 2;
        }
    }
    return runner.run();
}
