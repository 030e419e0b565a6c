// ProgramCache: hits for equal requests, separate entries for anything that changes the binary,
// one build for concurrent callers, failed builds not cached.
#include <catch2/catch.hpp>

#include <atomic>
#include <thread>
#include <vector>

#include "support.hpp"
#include "swatomic/program_cache.hpp"

namespace {

using namespace swatomic::test;
using swatomic::BuildOptions;
using swatomic::ProgramCache;

const char *const kCountKernel = R"CL(
__kernel void count_keys(__global int *counters, __global const uint *keys, uint n, SWATOMIC_KERNEL_PARAMS)
{
    SWATOMIC_RUN(
        for (uint i = swatomic_global_id(); i < n; i += swatomic_global_size())
            software_atom_add(&counters[keys[i]], 1));
}
)CL";

// Runs count_keys from `program` and compares with a host histogram.
void check_counts(const swatomic::Program &program, std::uint32_t salt)
{
    const std::size_t key_count = 5, n = 300;
    auto gen = rng(salt);
    std::vector<cl_uint> keys(n);
    std::vector<cl_int> expected(key_count, 0);
    for (auto &k : keys) {
        k = static_cast<cl_uint>(gen() % key_count);
        ++expected[k];
    }
    cl::Buffer counters = to_device(std::vector<cl_int>(key_count, 0)), d_keys = to_device(keys);
    cl::Kernel kernel = program.kernel("count_keys");
    kernel.setArg(0, counters);
    kernel.setArg(1, d_keys);
    kernel.setArg(2, static_cast<cl_uint>(n));
    swatomic::Coordinator coordinator(runtime());
    coordinator.launch(program, kernel, 2, 8);
    CHECK(to_host<cl_int>(counters, key_count) == expected);
}

}  // namespace

TEST_CASE("program cache: equal requests hit, differing requests build", "[program_cache]")
{
    ProgramCache cache;
    BuildOptions options;
    options.source_name = "count_keys.cl";
    const swatomic::Program first = cache.get_or_build(runtime(), kCountKernel, options);
    const swatomic::Program again = cache.get_or_build(runtime(), std::string(kCountKernel), options);
    CHECK(first.program()() == again.program()());
    CHECK(cache.builds() == 1);
    CHECK(cache.hits() == 1);
    CHECK(cache.size() == 1);
    check_counts(again, 1);

    // Anything that changes the compiled program is part of the key.
    BuildOptions other_options = options;
    other_options.compiler_options = "-DUNUSED_DEFINE=1";
    BuildOptions other_name = options;
    other_name.source_name = "renamed.cl";
    const std::uint64_t key = ProgramCache::key(runtime(), kCountKernel, options);
    CHECK(key == ProgramCache::key(runtime(), std::string(kCountKernel), options));
    CHECK(key != ProgramCache::key(runtime(), kCountKernel, other_options));
    CHECK(key != ProgramCache::key(runtime(), kCountKernel, other_name));
    CHECK(key != ProgramCache::key(runtime(), std::string(kCountKernel) + " ", options));
    BuildOptions included = options;
    included.inject_library_source = false;
    CHECK(key != ProgramCache::key(runtime(), kCountKernel, included));

    const swatomic::Program changed = cache.get_or_build(runtime(), kCountKernel, other_options);
    CHECK(changed.program()() != first.program()());
    CHECK(cache.builds() == 2);
    CHECK(cache.size() == 2);

    // Another runtime on the same device has its own context: it never gets this one's program.
    cl::Context context(runtime().device());
    swatomic::Runtime second(context, runtime().device(), cl::CommandQueue(context, runtime().device()));
    CHECK(ProgramCache::key(second, kCountKernel, options) != key);

    cache.clear();
    CHECK(cache.size() == 0);
    cache.get_or_build(runtime(), kCountKernel, options);
    CHECK(cache.builds() == 3);
}

TEST_CASE("program cache: concurrent callers share one build per key", "[program_cache]")
{
    ProgramCache cache;
    const int threads = GENERATE(2, 8);
    CAPTURE(threads);
    BuildOptions a, b;
    a.source_name = "count_a.cl";
    b.source_name = "count_b.cl";
    std::vector<cl_program> handles(threads);
    std::atomic<int> ready{0};
    std::vector<std::thread> callers;
    for (int t = 0; t < threads; ++t) {
        callers.emplace_back([&, t] {
            ++ready;
            while (ready.load() < threads) std::this_thread::yield();  // start together
            handles[t] = cache.get_or_build(runtime(), kCountKernel, t % 2 ? b : a).program()();
        });
    }
    for (auto &c : callers) c.join();
    CHECK(cache.builds() == 2);
    CHECK(cache.hits() == static_cast<std::uint64_t>(threads - 2));
    CHECK(cache.size() == 2);
    for (int t = 2; t < threads; ++t) CHECK(handles[t] == handles[t % 2]);
    CHECK(handles[0] != handles[1]);
    check_counts(cache.get_or_build(runtime(), kCountKernel, b), 2);
}

TEST_CASE("program cache: a failed build is reported to every waiter and not cached", "[program_cache]")
{
    ProgramCache cache;
    BuildOptions options;
    options.source_name = "broken.cl";
    const std::string broken = "__kernel void broken(__global int *x) { x[0] = no_such_name; }\n";
    const int threads = 4;
    std::atomic<int> failures{0};
    std::vector<std::thread> callers;
    for (int t = 0; t < threads; ++t) {
        callers.emplace_back([&] {
            try {
                cache.get_or_build(runtime(), broken, options);
            } catch (const swatomic::BuildError &e) {
                if (e.build_log().find("broken.cl:1") != std::string::npos) ++failures;
            }
        });
    }
    for (auto &c : callers) c.join();
    CHECK(failures == threads);
    CHECK(cache.size() == 0);
    const auto builds = cache.builds();
    CHECK(builds >= 1);
    CHECK_THROWS_AS(cache.get_or_build(runtime(), broken, options), swatomic::BuildError);
    CHECK(cache.builds() == builds + 1);
    CHECK(cache.size() == 0);
}

TEST_CASE("program cache: the library's built-ins are built once per runtime", "[program_cache][builtin]")
{
    // A runtime of its own, so that its cache starts empty; copies share the cache.
    swatomic::Runtime rt(runtime().context(), runtime().device(), runtime().queue());
    const swatomic::Runtime copy = rt;
    CHECK(&copy.program_cache() == &rt.program_cache());
    CHECK(rt.program_cache().size() == 0);
    swatomic::IndexedAdd first(rt);
    CHECK(rt.program_cache().builds() == 1);
    swatomic::IndexedAdd second(copy);
    CHECK(swatomic::groups_are_co_resident(rt, 1, 1, 0, 1u << 20));
    CHECK(rt.program_cache().builds() == 1);  // no rebuild: IndexedAdd and the residency check share it
    CHECK(rt.program_cache().hits() == 2);
    CHECK(first.program().program()() == second.program().program()());
}
