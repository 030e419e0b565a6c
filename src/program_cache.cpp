#include "swatomic/program_cache.hpp"

#include <exception>
#include <utility>

namespace swatomic {
namespace {

// Length-prefixed fields, so that no two different requests can produce the same key.
void append_field(std::string &key, std::string_view field)
{
    key += std::to_string(field.size());
    key += ':';
    key += field;
    key += ';';
}

std::string handle_text(const void *handle) { return std::to_string(reinterpret_cast<std::uintptr_t>(handle)); }

}  // namespace

std::string ProgramCache::key(const Runtime &runtime, std::string_view source, const BuildOptions &options)
{
    const DeviceTraits &t = runtime.traits();
    std::string k;
    k.reserve(source.size() + 512);
    append_field(k, handle_text(runtime.context()()));
    append_field(k, handle_text(runtime.device()()));
    append_field(k, t.platform_name);
    append_field(k, t.name);
    append_field(k, t.driver_version);
    append_field(k, runtime.build_defines());
    append_field(k, options.source_name);
    append_field(k, options.compiler_options);
    append_field(k, options.inject_library_source ? "inject" : "include:" + kernel_include_directory());
    append_field(k, source);
    return k;
}

Program ProgramCache::get_or_build(const Runtime &runtime, std::string_view source, const BuildOptions &options)
{
    std::string k = key(runtime, source, options);
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
