#include "support.hpp"

#include <cstdlib>

namespace swatomic::test {

const char *const kKeyedAddSource = R"CL(
__kernel void keyed_add(__global int *counters, __global const uint *keys, __global const int *increments,
                        __global int *old_values, uint n, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())
            old_values[i] = software_atom_add(&counters[keys[i]], increments[i]));
}
)CL";

Runtime &runtime()
{
    static Runtime instance;
    return instance;
}

CoordinatorProgram::CoordinatorProgram(const char *source, const char *source_name, const std::string &compiler_options)
    : rt(runtime()),
      coordinator(rt),
      program(rt.build_program(source, [&] {
          BuildOptions o;
          o.source_name = source_name;
          o.compiler_options = compiler_options;
          return o;
      }())),
      fp64(rt.device().getInfo<CL_DEVICE_EXTENSIONS>().find("cl_khr_fp64") != std::string::npos)
{
}

std::uint32_t seed()
{
    const char *env = std::getenv("SWATOMIC_TEST_SEED");
    return env != nullptr && *env != '\0' ? static_cast<std::uint32_t>(std::strtoul(env, nullptr, 10)) : 42u;
}

std::mt19937 rng(std::uint32_t salt) { return std::mt19937(seed() * 2654435761u + salt); }

}  // namespace swatomic::test
