// swatomic::probe_counts: the device half of swatomic-probe, inside the library.
#include "swatomic/probe.hpp"

#include <cstdlib>

#include "probe/program_binary.hpp"
#include "swatomic/errors.hpp"

namespace swatomic {

namespace {

// Where Debian puts the LLVM 16 tools when PATH does not name them (e.g. a service's PATH).
std::string find_llvm_tool(const std::string &name)
{
    const char *env = std::getenv("PATH");
    std::string found = probe::find_in_path(name, env != nullptr ? env : "");
    if (found.empty()) found = probe::find_in_path(name, "/usr/bin:/usr/lib/llvm-16/bin");
    if (found.empty() && name.size() > 3 && name.compare(name.size() - 3, 3, "-16") == 0)
        found = probe::find_in_path(name.substr(0, name.size() - 3), "/usr/lib/llvm-16/bin");
    return found;
}

}  // namespace

ProbeCounts probe_counts(const Program &program, const std::string &kernel_name)
{
    const cl::Program &cl_program = program.program();
    if (cl_program() == nullptr) throw InvalidArgument("probe_counts: the program is not built");
    if (kernel_name.empty()) throw InvalidArgument("probe_counts: empty kernel name");

    std::string names_text;
    cl_int err = cl_program.getInfo(CL_PROGRAM_KERNEL_NAMES, &names_text);
    if (err != CL_SUCCESS) throw Error(Status::Internal, "clGetProgramInfo(CL_PROGRAM_KERNEL_NAMES) failed: " + std::to_string(err));
    const auto kernels = probe::split_kernel_names(names_text);
    bool known = false;
    std::string available;
    for (const auto &k : kernels) {
        known = known || k == kernel_name;
        available += " " + k;
    }
    if (!known) throw InvalidArgument("probe_counts: no kernel named \"" + kernel_name + "\"; kernels:" + available);

    std::vector<std::vector<unsigned char>> binaries;
    err = cl_program.getInfo(CL_PROGRAM_BINARIES, &binaries);
    if (err != CL_SUCCESS) throw Error(Status::Internal, "clGetProgramInfo(CL_PROGRAM_BINARIES) failed: " + std::to_string(err));
    const std::vector<unsigned char> *binary = nullptr;  // the library builds for one device
    for (const auto &b : binaries)
        if (!b.empty()) {
            binary = &b;
            break;
        }
    if (binary == nullptr) throw Error(Status::ProbeInputError, "probe_counts: the runtime returned no program binary");

    probe::Toolchain tools;
    tools.llvm_dis = find_llvm_tool("llvm-dis-16");
    tools.llvm_objdump = find_llvm_tool("llvm-objdump-16");
    ProbeCounts result;
    const auto listing =
        probe::classify_program_binary(tools, std::string(binary->begin(), binary->end()), result.binary_format);
    const std::vector<std::string> wanted{kernel_name};
    const auto totals = probe::kernel_totals(listing, &wanted);
    const probe::Counts &c = totals.at(0).counts;
    result.global_loads = c.global_loads;
    result.global_stores = c.global_stores;
    result.global_atomics = c.global_atomics;
    result.local_atomics = c.local_atomics;
    result.narrow_stores = c.narrow_stores;
    result.fences = c.fences;
    result.fast_path = c.fast_path;
    result.complete_path = c.complete_path;
    result.family = probe::family_name(listing.family);
    result.notes = listing.notes;
    return result;
}

}  // namespace swatomic
