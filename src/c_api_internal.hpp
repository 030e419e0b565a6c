// What the C API's translation units share (src/c_api.cpp, and src/probe/c_api_probe.cpp in the
// probe component): the opaque handles' layout and the exception-to-status guard.
#ifndef SWATOMIC_SRC_C_API_INTERNAL_HPP
#define SWATOMIC_SRC_C_API_INTERNAL_HPP

#include <cstring>
#include <exception>
#include <new>
#include <string>

#include "swatomic/swatomic.h"
#include "swatomic/accumulate.hpp"
#include "swatomic/swatomic.hpp"

struct swatomic_runtime_s {
    swatomic::Runtime runtime;
};
struct swatomic_program_s {
    swatomic::Program program;
};
struct swatomic_partials_combiner_s {
    swatomic::PartialsCombiner combiner;
};
struct swatomic_coordinator_s {
    swatomic::Coordinator coordinator;
};
struct swatomic_pending_launch_s {
    swatomic::PendingLaunch pending;
};

namespace swatomic::detail {

// The calling thread's swatomic_last_error() text (one definition, in libswatomic, so that the
// probe component's functions report through the same string).
std::string &c_api_last_error() noexcept;

inline int c_api_fail(int status, const char *message) noexcept
{
    try {
        c_api_last_error() = message;
    } catch (...) {
        c_api_last_error().clear();
    }
    return status;
}

// Runs `body`, mapping every exception to a status and the thread's message.
template <typename Body>
int guarded(Body &&body) noexcept
{
    try {
        c_api_last_error().clear();
        body();
        return SWATOMIC_SUCCESS;
    } catch (const swatomic::Error &e) {
        return c_api_fail(static_cast<int>(e.status()), e.what());
    } catch (const std::bad_alloc &) {
        return c_api_fail(SWATOMIC_ERROR_INTERNAL, "out of host memory");
    } catch (const std::exception &e) {
        return c_api_fail(SWATOMIC_ERROR_INTERNAL, e.what());
    } catch (...) {
        return c_api_fail(SWATOMIC_ERROR_INTERNAL, "unknown exception");
    }
}

inline void require(bool condition, const char *message)
{
    if (!condition) throw swatomic::InvalidArgument(message);
}

}  // namespace swatomic::detail

#endif
