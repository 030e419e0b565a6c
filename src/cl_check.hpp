#ifndef SWATOMIC_SRC_CL_CHECK_HPP
#define SWATOMIC_SRC_CL_CHECK_HPP

#include <cstddef>
#include <limits>
#include <string>

#include "swatomic/errors.hpp"
#include "swatomic/opencl.hpp"

namespace swatomic::detail {

inline void cl_check(cl_int error, const char *call)
{
    if (error != CL_SUCCESS) throw OpenClError(error, call);
}

// InvalidArgument("<who>: the <what> buffer is null / of another context / holds N bytes, M
// needed") unless `buffer` belongs to `context` and holds `count` elements of `element_bytes`
// (a product that overflows is refused too).
inline void require_buffer(const cl::Context &context, const cl::Buffer &buffer, std::size_t count,
                           std::size_t element_bytes, const char *who, const char *what)
{
    const std::string prefix = std::string(who) + ": the " + what + " buffer ";
    if (buffer() == nullptr) throw InvalidArgument(prefix + "is null");
    cl_context owner = nullptr;
    cl_check(clGetMemObjectInfo(buffer(), CL_MEM_CONTEXT, sizeof owner, &owner, nullptr), "clGetMemObjectInfo");
    if (owner != context()) throw InvalidArgument(prefix + "belongs to another OpenCL context than the runtime's");
    if (element_bytes != 0 && count > std::numeric_limits<std::size_t>::max() / element_bytes)
        throw InvalidArgument(prefix + "would need " + std::to_string(count) + " elements of " +
                              std::to_string(element_bytes) + " bytes, more than memory can hold");
    const std::size_t bytes = count * element_bytes;
    std::size_t size = 0;
    cl_check(clGetMemObjectInfo(buffer(), CL_MEM_SIZE, sizeof size, &size, nullptr), "clGetMemObjectInfo");
    if (size < bytes)
        throw InvalidArgument(prefix + "holds " + std::to_string(size) + " bytes, " + std::to_string(bytes) + " needed");
}

// A kernel's function name (without the trailing NULs some implementations report).
inline std::string kernel_name(const cl::Kernel &kernel)
{
    std::string name;
    kernel.getInfo(CL_KERNEL_FUNCTION_NAME, &name);
    while (!name.empty() && name.back() == '\0') name.pop_back();
    return name;
}

// CL_KERNEL_WORK_GROUP_SIZE: the largest work-group `kernel` runs with on `device`.
inline std::size_t kernel_work_group_limit(const cl::Kernel &kernel, const cl::Device &device)
{
    std::size_t most = 0;
    cl_check(clGetKernelWorkGroupInfo(kernel(), device(), CL_KERNEL_WORK_GROUP_SIZE, sizeof most, &most, nullptr),
             "clGetKernelWorkGroupInfo");
    return most;
}

}  // namespace swatomic::detail

#endif
