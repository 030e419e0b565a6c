#include "swatomic/errors.hpp"

#include <utility>

namespace swatomic {

const char *status_name(Status status) noexcept
{
    switch (status) {
    case Status::Success: return "Success";
    case Status::InvalidArgument: return "InvalidArgument";
    case Status::DeviceNotFound: return "DeviceNotFound";
    case Status::BuildFailed: return "BuildFailed";
    case Status::LaunchLimitExceeded: return "LaunchLimitExceeded";
    case Status::CoordinatorTimeout: return "CoordinatorTimeout";
    case Status::NullAddress: return "NullAddress";
    case Status::MixedWidth: return "MixedWidth";
    case Status::ProbeInputError: return "ProbeInputError";
    case Status::ToolchainMissing: return "ToolchainMissing";
    case Status::SpinBudgetExceeded: return "SpinBudgetExceeded";
    case Status::Internal: return "Internal";
    }
    return static_cast<int>(status) < 0 && static_cast<int>(status) > -2000 ? "OpenCLError"
                                                                              : "Unknown";
}

Error::Error(Status status, const std::string &message) : std::runtime_error(message), status_(status) {}

OpenClError::OpenClError(int cl_error, const std::string &call)
    : Error(static_cast<Status>(cl_error), call + " failed with OpenCL error " + std::to_string(cl_error)),
      cl_error_(cl_error), call_(call)
{
}

InvalidArgument::InvalidArgument(const std::string &message) : Error(Status::InvalidArgument, message) {}

DeviceNotFound::DeviceNotFound(const std::string &message) : Error(Status::DeviceNotFound, message) {}

BuildError::BuildError(const std::string &message, std::string build_log)
    : Error(Status::BuildFailed, message), build_log_(std::move(build_log))
{
}

LaunchLimitExceeded::LaunchLimitExceeded(const std::string &message, std::size_t requested,
                                         std::size_t limit)
    : Error(Status::LaunchLimitExceeded, message), requested_(requested), limit_(limit)
{
}

KernelError::KernelError(Status status, const std::string &message, std::vector<std::uint32_t> unserved,
                         std::vector<std::uint32_t> unfinished)
    : Error(status, message), unserved_(std::move(unserved)), unfinished_(std::move(unfinished))
{
}

CoordinatorTimeout::CoordinatorTimeout(Side side, const std::string &message,
                                       std::vector<std::uint32_t> unserved,
                                       std::vector<std::uint32_t> unfinished)
    : KernelError(Status::CoordinatorTimeout, message, std::move(unserved), std::move(unfinished)),
      side_(side)
{
}

NullAddressError::NullAddressError(const std::string &message, std::vector<std::uint32_t> unserved,
                                   std::vector<std::uint32_t> unfinished)
    : KernelError(Status::NullAddress, message, std::move(unserved), std::move(unfinished))
{
}

MixedWidthError::MixedWidthError(const std::string &message, std::vector<std::uint32_t> unserved,
                                 std::vector<std::uint32_t> unfinished)
    : KernelError(Status::MixedWidth, message, std::move(unserved), std::move(unfinished))
{
}

}  // namespace swatomic
