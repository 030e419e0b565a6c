// A cache of built programs, so that building the same program again is cheap (a lookup).
#ifndef SWATOMIC_PROGRAM_CACHE_HPP
#define SWATOMIC_PROGRAM_CACHE_HPP

#include <cstddef>
#include <cstdint>
#include <future>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "swatomic/runtime.hpp"

namespace swatomic {

/// In-memory cache of Runtime::build_program results. Every Runtime owns one
/// (Runtime::program_cache()), through which the library builds its own programs.
///
/// The key is everything that decides what the OpenCL compiler produces: the context and device
/// (a cl_program belongs to one context), the device's name, platform and driver version, the
/// runtime's build defines (slot width, SWATOMIC_PORTABLE), the BuildOptions (source name,
/// compiler options, injection and, without injection, the kernel include directory) and the full
/// user source, hashed (FNV-1a 64) so that an entry does not keep the source text. Files the
/// source #includes are not part of the key: change them, call clear().
///
/// Thread safety: any number of threads may call get_or_build at once, on one or several
/// runtimes. Concurrent requests for the same key build once; the others wait for that build and
/// share its result. A failed build is not cached: every caller that waited for it gets its
/// BuildError, and the next call builds again.
///
/// Entries hold their program (and so its context) until clear() or the cache's destruction.
///
/// \snippet histogram/histogram.cpp program cache
class ProgramCache {
public:
    ProgramCache() = default;
    ProgramCache(const ProgramCache &) = delete;
    ProgramCache &operator=(const ProgramCache &) = delete;

    /// The program built from `source` with `options` on `runtime`: from the cache, or built
    /// now (Runtime::build_program; throws what it throws, BuildError for compiler errors).
    Program get_or_build(const Runtime &runtime, std::string_view source, const BuildOptions &options = {});

    /// Number of cached programs (builds in progress included).
    std::size_t size() const;
    /// Calls answered from the cache / calls that started a build, since construction.
    std::uint64_t hits() const;
    std::uint64_t builds() const;
    /// Drops every entry (builds in progress finish and are returned to their callers).
    void clear();

    /// The cache key of a request: a 64-bit hash of everything listed above (exposed for tests
    /// and diagnostics).
    static std::uint64_t key(const Runtime &runtime, std::string_view source, const BuildOptions &options);

private:
    struct Entry {
        std::uint64_t id;
        std::shared_future<Program> program;
    };
    mutable std::mutex mutex_;
    std::unordered_map<std::uint64_t, Entry> entries_;
    std::uint64_t next_id_ = 0;
    std::uint64_t hits_ = 0;
    std::uint64_t builds_ = 0;
};

}  // namespace swatomic

#endif  // SWATOMIC_PROGRAM_CACHE_HPP
