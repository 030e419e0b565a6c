// Rows for the library's collision-reduction variants (scan-reduce, vote-reduce, aggregation by
// key, work-group reduce; sort-and-scatter), from kernels/bench/variants.cl.
#include "bench.hpp"

#include "swatomic/variants.hpp"

namespace bench {
namespace {

struct LibraryVariant {
    const char *row;     // row name
    const char *suffix;  // kernel suffix = device function infix
};
constexpr LibraryVariant kLibraryVariants[] = {{"lib:scan-reduce", "scan_reduce"},
                                               {"lib:vote-reduce", "vote_reduce"},
                                               {"lib:by-key", "reduce_by_key"},
                                               {"lib:workgroup-reduce", "workgroup_reduce"}};

const swatomic::Program &variant_program(Bench &b, const std::string &defines)
{
    return b.program_with("variants|" + defines, [&] {
        swatomic::BuildOptions options;
        options.source_name = "bench/variants.cl";
        options.compiler_options = defines;
        const std::string source = kernel_source("bench/common.cl") + "\n" + kernel_source("bench/variants.cl");
        return swatomic::build_variant_program(b.runtime(), source, options);
    });
}

Timing run_variant_kernel(Bench &b, cl::Kernel &k, cl_uint next_arg, std::size_t global, std::size_t local,
                          const std::function<void()> &reset, const std::function<void()> &verify)
{
    cl::Buffer status = b.buffer(sizeof(cl_uint));
    Bench::check(k.setArg(next_arg, status), "clSetKernelArg");
    Bench::check(k.setArg(next_arg + 1, cl::Local(swatomic::variant_scratch_bytes(local))), "clSetKernelArg");
    // On a CPU device the sub-group layer is the local-memory emulation (barriers per step):
    // a correctness check there, not a speed figure, so --quick times one repetition.
    const bool single = (b.traits().type & CL_DEVICE_TYPE_CPU) && !b.full() && b.options().reps == 0;
    return b.measure([&] {
        if (reset) reset();
        b.fill(status, cl_uint(0), 1);
    }, [&] { return b.enqueue(k, global, local); }, [&] {
        swatomic::check_variant_status(b.runtime(), status);
        verify();
    }, true, single ? 1 : 0);
}
}  // namespace

void add_library_variants(Bench &b, std::vector<Variant> &vs, const std::string &kernel_base, const std::string &defines,
                          std::function<cl_uint(cl::Kernel &)> set_args, std::size_t global, std::size_t local,
                          std::function<void()> reset, std::function<void()> verify, const std::string &skip)
{
    for (const LibraryVariant &lv : kLibraryVariants) {
        Variant v;
        v.name = lv.row;
        v.skip = skip;
        const std::string name = kernel_base + "_" + lv.suffix;
        v.run = [&b, name, defines, set_args, global, local, reset, verify] {
            cl::Kernel k = variant_program(b, defines).kernel(name);
            const cl_uint next = set_args(k);
            return run_variant_kernel(b, k, next, global, local, reset, verify);
        };
        vs.push_back(std::move(v));
    }
}

void add_sort_and_scatter(Bench &b, std::vector<Variant> &vs, const std::string &defines, const std::vector<cl_uint> &keys,
                          std::function<cl_uint(cl::Kernel &)> set_args, std::size_t global, std::size_t local,
                          std::function<void()> reset, std::function<void()> verify, const std::string &skip)
{
    Variant v;
    v.name = "sort-and-scatter";
    v.skip = skip;
    v.note = "host remap (not timed), then the plain atomic";
    v.run = [&b, &keys, defines, set_args, global, local, reset, verify] {
        // Wavefront width of the device (32 on NVIDIA); PoCL's slots are single work-items,
        // so the remap uses 32 there too (the sub-group fallback's virtual width).
        const std::size_t width = b.traits().hardware_wave_width > 1 ? b.traits().hardware_wave_width : 32;
        const std::vector<std::uint64_t> wide(keys.begin(), keys.end());
        const std::vector<std::uint32_t> remap = swatomic::scatter_remap_items(wide, width);
        cl::Buffer bremap = b.upload(remap, CL_MEM_READ_ONLY);
        cl::Kernel k = variant_program(b, defines).kernel("bykey_scatter");
        cl_uint next = set_args(k);
        Bench::check(k.setArg(next, bremap), "clSetKernelArg");
        return run_variant_kernel(b, k, next + 1, global, local, reset, verify);
    };
    vs.push_back(std::move(v));
}

}  // namespace bench
