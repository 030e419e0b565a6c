// What every C++ example needs besides swatomic: OpenCL calls checked (swatomic builds
// OpenCL-CLHPP without exceptions, so its calls return status codes that must not be dropped)
// and counts from the command line read strictly.
#ifndef SWATOMIC_EXAMPLE_CHECKS_HPP
#define SWATOMIC_EXAMPLE_CHECKS_HPP

#include <cstdlib>
#include <stdexcept>
#include <string>

#include <swatomic/swatomic.hpp>

namespace example {

// Throws std::runtime_error naming the call when an OpenCL call did not succeed.
inline void check(cl_int status, const char *call)
{
    if (status != CL_SUCCESS)
        throw std::runtime_error(std::string(call) + " failed with OpenCL error " + std::to_string(status));
}

// argv[index] as a whole number in [1, 2^32 - 1], or `fallback` when there are fewer arguments.
inline std::size_t count_argument(int argc, char **argv, int index, std::size_t fallback)
{
    if (argc <= index) return fallback;
    char *end = nullptr;
    const unsigned long long n = std::strtoull(argv[index], &end, 10);
    if (argv[index][0] < '0' || argv[index][0] > '9' || *end != '\0' || n == 0 || n > 0xffffffffull)
        throw std::invalid_argument(std::string("expected a whole number in [1, 2^32 - 1], got \"") + argv[index] +
                                    "\"");
    return static_cast<std::size_t>(n);
}

// A launch needs at least one requesting group beside its coordinators.
inline std::size_t require_groups(std::size_t groups)
{
    if (groups == 0)
        throw std::runtime_error("no requesting work-group fits beside the coordinators on this device (on PoCL, "
                                 "raise POCL_MAX_PTHREAD_COUNT)");
    return groups;
}

}  // namespace example

#endif  // SWATOMIC_EXAMPLE_CHECKS_HPP
