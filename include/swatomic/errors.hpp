// Error types. Inside C++ everything fails by exception, all derived from swatomic::Error; each
// carries a Status, which the C API (swatomic.h) returns as a plain int: OpenCL's own negative
// codes pass through unchanged, the library's own codes live in [-2099, -2000].
#ifndef SWATOMIC_ERRORS_HPP
#define SWATOMIC_ERRORS_HPP

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace swatomic {

enum class Status : int {
    Success = 0,
    // An OpenCL call failed: the status is that call's CL_* error code (negative, > -2000).
    InvalidArgument = -2001,
    DeviceNotFound = -2002,
    BuildFailed = -2003,
    LaunchLimitExceeded = -2004,
    CoordinatorTimeout = -2005,
    NullAddress = -2006,
    MixedWidth = -2007,  // one variable used by 32- and 64-bit software atomics in one launch
    ProbeInputError = -2010,
    ToolchainMissing = -2011,
    // -2012 is reserved (never returned).
    SpinBudgetExceeded = -2013,  // a variant kernel's spin budget ran out (swatomic/variants.hpp)
    Internal = -2099,
};

// The status's name ("InvalidArgument", ...); never null.
const char *status_name(Status status) noexcept;

// Base of every exception the library throws; status() says which kind.
class Error : public std::runtime_error {
public:
    Error(Status status, const std::string &message);
    Status status() const noexcept { return status_; }

private:
    Status status_;
};

// An OpenCL API call returned an error code.
class OpenClError : public Error {
public:
    OpenClError(int cl_error, const std::string &call);
    int cl_error() const noexcept { return cl_error_; }
    const std::string &call() const noexcept { return call_; }

private:
    int cl_error_;
    std::string call_;
};

// Bad input from the caller, found before anything was enqueued (user buffers are untouched).
class InvalidArgument : public Error {
public:
    explicit InvalidArgument(const std::string &message);
};

// No device matches the spec given (select_device, Runtime); the message lists the devices.
class DeviceNotFound : public Error {
public:
    explicit DeviceNotFound(const std::string &message);
};

// The OpenCL compiler rejected a program; what() includes the log, whose file names and line
// numbers are the real ones (the embedded sources carry #line markers).
class BuildError : public Error {
public:
    BuildError(const std::string &message, std::string build_log);
    const std::string &build_log() const noexcept { return build_log_; }

private:
    std::string build_log_;
};

// A launch the device cannot take: a work-group size or local memory beyond the device's or the
// kernel's limit, not even one requesting group co-resident beside the coordinators, more than
// 2^32 work-items, or more request slots than the protocol's buffers index. (Groups beyond the
// co-resident limit are not an error: they run as virtual groups.)
class LaunchLimitExceeded : public Error {
public:
    LaunchLimitExceeded(const std::string &message, std::size_t requested, std::size_t limit);
    std::size_t requested() const noexcept { return requested_; }
    std::size_t limit() const noexcept { return limit_; }

private:
    std::size_t requested_;
    std::size_t limit_;
};

// The kernel itself reported a failure of the coordinator protocol. Variables the launch
// touched hold unspecified values afterwards.
class KernelError : public Error {
public:
    KernelError(Status status, const std::string &message, std::vector<std::uint32_t> unserved,
                std::vector<std::uint32_t> unfinished);
    // Slots whose request was posted but never released by the coordinator.
    const std::vector<std::uint32_t> &unserved_slots() const noexcept { return unserved_; }
    // Slots (wavefronts) that never reported Finished.
    const std::vector<std::uint32_t> &unfinished_slots() const noexcept { return unfinished_; }

private:
    std::vector<std::uint32_t> unserved_;
    std::vector<std::uint32_t> unfinished_;
};

// A spin budget ran out: a requester saw no coordinator progress, or the coordinator saw no
// requester progress (typically: more work-groups than can run at once), or a request waited
// past its deadline while the coordinators kept sweeping (LaunchOptions::deadline_ms; Side::Requester).
class CoordinatorTimeout : public KernelError {
public:
    enum class Side { Requester, Coordinator };
    CoordinatorTimeout(Side side, const std::string &message, std::vector<std::uint32_t> unserved,
                       std::vector<std::uint32_t> unfinished);
    Side side() const noexcept { return side_; }

private:
    Side side_;
};

// software_atom_add (or another software_atom_* operation) was called with a null pointer.
class NullAddressError : public KernelError {
public:
    NullAddressError(const std::string &message, std::vector<std::uint32_t> unserved,
                     std::vector<std::uint32_t> unfinished);
};

// One variable was used by 32-bit and 64-bit software_atom_* operations in one launch (e.g.
// software_atom_add and software_atom_add_long on the same address). Found by the coordinator
// when the requests meet within its width table (always when a launch touches few variables).
class MixedWidthError : public KernelError {
public:
    MixedWidthError(const std::string &message, std::vector<std::uint32_t> unserved,
                    std::vector<std::uint32_t> unfinished);
};

}  // namespace swatomic

#endif  // SWATOMIC_ERRORS_HPP
