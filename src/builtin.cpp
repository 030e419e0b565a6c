#include "swatomic/builtin.hpp"

#include <algorithm>
#include <limits>
#include <vector>

#include "cl_check.hpp"
#include "program_text.hpp"
#include "swatomic/errors.hpp"
#include "swatomic/program_cache.hpp"

namespace swatomic {
namespace {

using detail::cl_check;
using detail::kernel_work_group_limit;

constexpr cl_uint kUseMask = 1;   // SWATOMIC_INDEXED_ADD_USE_MASK
constexpr cl_uint kWriteOld = 2;  // SWATOMIC_INDEXED_ADD_WRITE_OLD

// Built once per runtime (its ProgramCache): every IndexedAdd and residency check after the
// first is a lookup instead of a compile.
Program build_builtin(const Runtime &runtime)
{
    BuildOptions options;
    options.source_name = "swatomic/builtin_kernels.cl";
    return runtime.program_cache().get_or_build(runtime, kernel_file_source("swatomic/builtin_kernels.cl"), options);
}

}  // namespace

IndexedAdd::IndexedAdd(const Runtime &runtime)
    : runtime_(runtime),
      program_(build_builtin(runtime)),
      kernel_(program_.kernel("swatomic_indexed_add")),
      run_lock_(std::make_shared<std::mutex>())
{
    cl_int error = CL_SUCCESS;
    placeholder_ = cl::Buffer(runtime.context(), CL_MEM_READ_WRITE, 16, nullptr, &error);
    cl_check(error, "clCreateBuffer");
}

LaunchStats IndexedAdd::run(Coordinator &coordinator, const IndexedAddArgs &a, const IndexedAddLaunch &launch)
{
    if (a.count > std::numeric_limits<cl_uint>::max())
        throw InvalidArgument("indexed add: count " + std::to_string(a.count) + " exceeds 2^32-1");
    if (a.count > 0 && a.variable_count == 0) throw InvalidArgument("indexed add: variable_count is 0");
    const cl::Context &context = runtime_.context();
    detail::require_buffer(context, a.variables, a.variable_count, sizeof(cl_int), "indexed add", "variables");
    detail::require_buffer(context, a.targets, a.count, sizeof(cl_uint), "indexed add", "targets");
    detail::require_buffer(context, a.increments, a.count, sizeof(cl_int), "indexed add", "increments");
    if (a.old_values) detail::require_buffer(context, *a.old_values, a.count, sizeof(cl_int), "indexed add", "old_values");
    if (a.active) detail::require_buffer(context, *a.active, a.count, 1, "indexed add", "active");
    const cl::CommandQueue &queue = runtime_.queue();
    if (a.count > 0) {
        // Every target must name a variable; checked here so that bad input changes nothing.
        std::vector<cl_uint> targets(a.count);
        cl_check(queue.enqueueReadBuffer(a.targets, CL_TRUE, 0, a.count * sizeof(cl_uint), targets.data()),
                 "clEnqueueReadBuffer");
        const auto bad = std::find_if(targets.begin(), targets.end(), [&](cl_uint t) { return t >= a.variable_count; });
        if (bad != targets.end())
            throw InvalidArgument("indexed add: targets[" + std::to_string(bad - targets.begin()) + "] = " +
                                  std::to_string(*bad) + " is not below variable_count " + std::to_string(a.variable_count));
    }

    // From here to the enqueue the kernel's arguments are this call's (occupancy queries set one
    // too); the wait for the result is outside the lock.
    std::unique_lock<std::mutex> lock(*run_lock_);
    std::size_t local_size = launch.local_size;
    if (local_size == 0) {
        local_size = std::min<std::size_t>(64, kernel_work_group_limit(kernel_, runtime_.device()));
    }
    std::size_t groups = launch.worker_groups;
    if (groups == 0) {
        const std::size_t needed = std::max<std::size_t>(1, (a.count + local_size - 1) / local_size);
        groups = std::max<std::size_t>(1, std::min(needed, coordinator.max_worker_groups(program_, kernel_, local_size)));
    }

    cl_uint flags = 0;
    if (a.active) flags |= kUseMask;
    if (a.old_values) flags |= kWriteOld;
    cl_check(kernel_.setArg(0, a.variables), "clSetKernelArg");
    cl_check(kernel_.setArg(1, a.targets), "clSetKernelArg");
    cl_check(kernel_.setArg(2, a.increments), "clSetKernelArg");
    cl_check(kernel_.setArg(3, a.old_values ? *a.old_values : placeholder_), "clSetKernelArg");
    cl_check(kernel_.setArg(4, a.active ? *a.active : placeholder_), "clSetKernelArg");
    cl_check(kernel_.setArg(5, static_cast<cl_uint>(a.count)), "clSetKernelArg");
    cl_check(kernel_.setArg(6, flags), "clSetKernelArg");
    PendingLaunch pending = coordinator.launch_async(program_, kernel_, groups, local_size, launch.options, launch.diagnostics);
    lock.unlock();
    return pending.check();
}

bool groups_are_co_resident(const Runtime &runtime, std::size_t groups, std::size_t local_size,
                            std::size_t local_mem_bytes, std::uint32_t poll_budget)
{
    if (groups == 0 || local_size == 0) throw InvalidArgument("groups_are_co_resident: groups and local_size must be >= 1");
    if (groups > 0xffffffffull / local_size)
        throw LaunchLimitExceeded("groups_are_co_resident: more than 2^32 work-items", groups, 0);
    const Program program = build_builtin(runtime);
    cl::Kernel kernel = program.kernel("swatomic_residency_check");
    const std::size_t size_limit = kernel_work_group_limit(kernel, runtime.device());
    if (local_size > size_limit)
        throw LaunchLimitExceeded("groups_are_co_resident: work-group size " + std::to_string(local_size) +
                                      " exceeds the limit " + std::to_string(size_limit) + " on " + runtime.traits().name,
                                  local_size, size_limit);
    if (local_mem_bytes > runtime.traits().local_mem_size)
        throw LaunchLimitExceeded("groups_are_co_resident: " + std::to_string(local_mem_bytes) + " B of local memory, " +
                                      runtime.traits().name + " has " + std::to_string(runtime.traits().local_mem_size),
                                  local_mem_bytes, runtime.traits().local_mem_size);
    cl_int error = CL_SUCCESS;
    cl::Buffer arrived(runtime.context(), CL_MEM_READ_WRITE, groups * sizeof(cl_uint), nullptr, &error);
    cl_check(error, "clCreateBuffer");
    cl::Buffer status(runtime.context(), CL_MEM_READ_WRITE, groups * sizeof(cl_uint), nullptr, &error);
    cl_check(error, "clCreateBuffer");
    const cl::CommandQueue &queue = runtime.queue();
    cl_check(queue.enqueueFillBuffer(arrived, cl_uint(0), 0, groups * sizeof(cl_uint)), "clEnqueueFillBuffer");
    cl_check(kernel.setArg(0, arrived), "clSetKernelArg");
    cl_check(kernel.setArg(1, status), "clSetKernelArg");
    cl_check(kernel.setArg(2, static_cast<cl_uint>(poll_budget)), "clSetKernelArg");
    cl_check(kernel.setArg(3, cl::Local(std::max<std::size_t>(local_mem_bytes, sizeof(cl_uint)))), "clSetKernelArg");
    cl_check(queue.enqueueNDRangeKernel(kernel, cl::NullRange, cl::NDRange(groups * local_size), cl::NDRange(local_size)),
             "clEnqueueNDRangeKernel");
    std::vector<cl_uint> result(groups);
    cl_check(queue.enqueueReadBuffer(status, CL_TRUE, 0, groups * sizeof(cl_uint), result.data()), "clEnqueueReadBuffer");
    return std::all_of(result.begin(), result.end(), [](cl_uint s) { return s == 1; });
}

}  // namespace swatomic
