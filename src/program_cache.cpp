#include "swatomic/program_cache.hpp"

#include <exception>
#include <utility>

#include "program_text.hpp"

namespace swatomic {
namespace {

// FNV-1a, 64 bits: the cache keeps a hash of the request, not its full text (sources run to
// hundreds of kilobytes). Not collision-resistant against crafted input, which a cache of the
// caller's own programs does not face; an accidental collision is ~2^-64 per pair.
class Fnv1a64 {
public:
    void bytes(const void *data, std::size_t size) noexcept
    {
        const auto *p = static_cast<const unsigned char *>(data);
        for (std::size_t i = 0; i < size; ++i) {
            hash_ ^= p[i];
            hash_ *= 0x100000001b3ull;
        }
    }
    // Length-prefixed, so that no two different field sequences hash the same bytes.
    void field(std::string_view text) noexcept
    {
        const std::uint64_t size = text.size();
        bytes(&size, sizeof size);
        bytes(text.data(), text.size());
    }
    void handle(const void *h) noexcept
    {
        const auto value = reinterpret_cast<std::uintptr_t>(h);
        bytes(&value, sizeof value);
    }
    std::uint64_t value() const noexcept { return hash_; }

private:
    std::uint64_t hash_ = 0xcbf29ce484222325ull;
};

}  // namespace

std::uint64_t ProgramCache::key(const Runtime &runtime, std::string_view source, const BuildOptions &options)
{
    const DeviceTraits &t = runtime.traits();
    Fnv1a64 h;
    h.handle(runtime.context()());
    h.handle(runtime.device()());
    h.field(t.platform_name);
    h.field(t.name);
    h.field(t.driver_version);
    h.field(build_defines_for(runtime.traits()));
    h.field(options.source_name);
    h.field(options.compiler_options);
    h.field(options.inject_library_source ? "inject" : "include:" + kernel_include_directory());
    h.field(options.cap_registers_without_coordinator ? "cap" : "nocap");
    h.field(source);
    return h.value();
}

Program ProgramCache::get_or_build(const Runtime &runtime, std::string_view source, const BuildOptions &options)
{
    const std::uint64_t k = key(runtime, source, options);
    std::promise<Program> promise;
    std::shared_future<Program> result;
    std::uint64_t id = 0;
    bool build_here = false;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        const auto it = entries_.find(k);
        if (it != entries_.end()) {
            ++hits_;
            result = it->second.program;
        } else {
            ++builds_;
            build_here = true;
            id = next_id_++;
            result = promise.get_future().share();
            entries_.emplace(k, Entry{id, result});
        }
    }
    if (build_here) {
        // Built outside the lock: other keys are served meanwhile, the same key waits on `result`.
        try {
            promise.set_value(runtime.build_program(source, options));
        } catch (...) {
            {
                std::lock_guard<std::mutex> lock(mutex_);
                const auto it = entries_.find(k);
                if (it != entries_.end() && it->second.id == id) entries_.erase(it);
            }
            promise.set_exception(std::current_exception());
        }
    }
    return result.get();
}

std::size_t ProgramCache::size() const
{
    std::lock_guard<std::mutex> lock(mutex_);
    return entries_.size();
}

std::uint64_t ProgramCache::hits() const
{
    std::lock_guard<std::mutex> lock(mutex_);
    return hits_;
}

std::uint64_t ProgramCache::builds() const
{
    std::lock_guard<std::mutex> lock(mutex_);
    return builds_;
}

void ProgramCache::clear()
{
    std::lock_guard<std::mutex> lock(mutex_);
    entries_.clear();
}

}  // namespace swatomic
