// Rows for the library's accumulators (kernels/bench/accumulate.cl): the experiment's own
// hand-written kernels with the library's sum accumulator, privatized bins or by-key
// accumulator doing the aggregation, flushed natively, through the coordinator, or stored as
// partials that a PartialsCombiner adds up.
#include "bench.hpp"

#include "swatomic/accumulate.hpp"
#include "swatomic/variants.hpp"

namespace bench {

const swatomic::Program &accumulator_program(Bench &b, const AccumulatorRow &row)
{
    return b.program_with("accumulate|" + row.file + "|" + row.defines, [&] {
        swatomic::BuildOptions options;
        options.source_name = "bench/accumulate.cl";
        options.compiler_options = row.defines;
        options.cap_registers_without_coordinator = b.options().register_cap;
        const std::string source = kernel_source("bench/common.cl") + "\n" + kernel_source("bench/" + row.file + ".cl") +
                                   "\n" + kernel_source("bench/accumulate.cl");
        return swatomic::build_accumulator_program(b.runtime(), source, options);
    });
}

void add_accumulator_row(Bench &b, std::vector<Variant> &vs, const AccumulatorRow &row,
                         std::function<cl_uint(cl::Kernel &)> set_args, std::function<void()> reset,
                         std::function<void()> verify)
{
    Variant v;
    v.name = row.name;
    v.skip = row.skip;
    v.note = row.note;
    v.run = [&b, row, set_args, reset, verify] {
        const swatomic::Program &p = accumulator_program(b, row);
        cl::Kernel k = p.kernel(row.kernel);
        const cl_uint rows_arg = set_args(k);
        const cl_uint next = row.merged != 0 ? rows_arg + 1 : rows_arg;
        cl::Buffer status = b.buffer(sizeof(cl_uint));
        Bench::check(k.setArg(next, status), "clSetKernelArg");
        const std::size_t scratch = row.scratch_bytes ? row.scratch_bytes : swatomic::variant_scratch_bytes(row.local);
        Bench::check(k.setArg(next + 1, cl::Local(scratch)), "clSetKernelArg");
        auto reset_all = [&] {
            if (reset) reset();
            b.fill(status, cl_uint(0), 1);
        };
        auto verify_all = [&] {
            swatomic::check_variant_status(b.runtime(), status);
            verify();
        };
        if (row.partials != 0) {
            const auto type = swatomic::AccumulatorType::Uint;
            cl::Buffer partials = b.buffer(swatomic::partials_bytes(type, row.groups, row.partials));
            Bench::check(k.setArg(row.destination_arg, partials), "clSetKernelArg");
            swatomic::PartialsCombiner combine(b.runtime(), type);
            const swatomic::PartialsArgs args{partials, row.groups, row.partials, row.destination};
            return b.measure_span(reset_all, [&] {
                cl::Event stored = b.enqueue(k, row.groups * row.local, row.local);
                return std::make_pair(stored, combine.run(args));
            }, verify_all);
        }
        if (!row.coordinator)
            return b.measure(reset_all, [&] { return b.enqueue(k, row.groups * row.local, row.local); }, verify_all);
        const std::size_t most = b.coordinator_groups_for(p, k, row.local, row.requests_per_group);
        const std::size_t groups = std::max(row.groups_multiple, most / row.groups_multiple * row.groups_multiple);
        cl::Buffer rows;
        if (row.merged != 0) {
            rows = b.buffer(groups * row.merged * sizeof(cl_uint));
            Bench::check(k.setArg(rows_arg, rows), "clSetKernelArg");
        }
        return b.measure_coordinator(reset_all,
                                     [&] { b.launch_coordinator(p, k, groups, row.local, row.requests_per_group); },
                                     verify_all);
    };
    vs.push_back(std::move(v));
}

std::size_t flush_local_size(Bench &b, const AccumulatorRow &row, const std::string &software_kernel,
                             std::uint32_t requests_per_group, const std::function<cl_uint(cl::Kernel &)> &set_args,
                             std::size_t fallback)
{
    if (b.traits().max_work_group_size < kFlushLocal) return fallback;
    const swatomic::Program &p = accumulator_program(b, row);
    cl::Kernel k = p.kernel(software_kernel);
    // Then the rows buffer and the status buffer (their sizes count nothing here) and the scratch.
    const cl_uint next = set_args(k);
    Bench::check(k.setArg(next + 2, cl::Local(swatomic::variant_scratch_bytes(kFlushLocal))), "clSetKernelArg");
    try {
        b.coordinator_groups_for(p, k, kFlushLocal, requests_per_group);
    } catch (const swatomic::LaunchLimitExceeded &) {
        return fallback;
    }
    return kFlushLocal;
}

AccumulatorRow coordinator_flush_row(AccumulatorRow row, std::string name, std::string kernel, std::string skip,
                                     std::uint32_t requests_per_group)
{
    row.requests_per_group = requests_per_group;
    row.name = std::move(name);
    row.kernel = std::move(kernel);
    row.skip = std::move(skip);
    row.coordinator = true;
    row.note = "the same, flushed with software atomics";
    return row;
}

AccumulatorRow merged_row(AccumulatorRow row, std::string name, std::string kernel, std::size_t columns)
{
    row = coordinator_flush_row(std::move(row), std::move(name), std::move(kernel), "", 1);
    row.merged = columns;
    row.note = "the same, a row per group merged by the coordinators' epilogue (no atomic, no request)";
    return row;
}

AccumulatorRow partials_row(AccumulatorRow row, std::string name, std::string kernel, std::size_t columns,
                            cl_uint destination_arg, cl::Buffer destination)
{
    row.name = std::move(name);
    row.kernel = std::move(kernel);
    row.partials = columns;
    row.destination_arg = destination_arg;
    row.destination = std::move(destination);
    row.note = "the same, stored as a row per group (no atomic), then a PartialsCombiner";
    return row;
}

}  // namespace bench
