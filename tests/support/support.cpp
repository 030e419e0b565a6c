#include "support.hpp"

#include <cstdlib>

namespace swatomic::test {

Runtime &runtime()
{
    static Runtime instance;
    return instance;
}

std::uint32_t seed()
{
    const char *env = std::getenv("SWATOMIC_TEST_SEED");
    return env != nullptr && *env != '\0' ? static_cast<std::uint32_t>(std::strtoul(env, nullptr, 10)) : 42u;
}

std::mt19937 rng(std::uint32_t salt) { return std::mt19937(seed() * 2654435761u + salt); }

}  // namespace swatomic::test
