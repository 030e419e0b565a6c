// Shared test helpers: the device under test, the logged random seed, host references and the
// atomicity oracle.
#ifndef SWATOMIC_TESTS_SUPPORT_HPP
#define SWATOMIC_TESTS_SUPPORT_HPP

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "swatomic/swatomic.hpp"

namespace swatomic::test {

// One runtime for the whole test process (SWATOMIC_DEVICE or the default device).
Runtime &runtime();
// Seed of every random input: SWATOMIC_TEST_SEED, default 42; printed at start-up.
std::uint32_t seed();
std::mt19937 rng(std::uint32_t salt = 0);

// Buffers from host vectors, and back.
template <typename T>
cl::Buffer to_device(const std::vector<T> &host, cl_mem_flags flags = CL_MEM_READ_WRITE)
{
    cl_int error = CL_SUCCESS;
    cl::Buffer b(runtime().context(), flags | CL_MEM_COPY_HOST_PTR, std::max<std::size_t>(1, host.size()) * sizeof(T),
                 const_cast<T *>(host.empty() ? nullptr : host.data()), &error);
    if (host.empty()) b = cl::Buffer(runtime().context(), flags, sizeof(T), nullptr, &error);
    if (error != CL_SUCCESS) throw OpenClError(error, "clCreateBuffer");
    return b;
}
template <typename T>
std::vector<T> to_host(const cl::Buffer &buffer, std::size_t count)
{
    std::vector<T> host(count);
    if (count) runtime().queue().enqueueReadBuffer(buffer, CL_TRUE, 0, count * sizeof(T), host.data());
    return host;
}

// The device tests' usual fixture: a coordinator and one program built from the test's kernel
// source (`source_name` names it in build errors; `compiler_options` for A/B builds).
struct CoordinatorProgram {
    CoordinatorProgram(const char *source, const char *source_name, const std::string &compiler_options = {});
    Runtime &rt;
    Coordinator coordinator;
    Program program;
    bool fp64;  // the device has cl_khr_fp64
};

// A kernel the API tests share: every item adds increments[i] to counters[keys[i]] and keeps the
// old value; arguments (counters, keys, increments, old_values, n, SWATOMIC_KERNEL_PARAMS).
extern const char *const kKeyedAddSource;

// The atomicity oracle lives in the library (swatomic/verify.hpp); the tests use it by these names.
using swatomic::AtomicOp;
using swatomic::check_atomic_chain;

}  // namespace swatomic::test

#endif
