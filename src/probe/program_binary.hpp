// The part of swatomic-probe the library itself needs (swatomic/probe.hpp, the C API's
// swatomic_probe_counts_get): recognizing the program binary an OpenCL runtime returns
// (CL_PROGRAM_BINARIES), turning it into a listing a classifier reads, and running the LLVM
// tools that needs without a shell. swatomic-probe (tools/probe) uses the same code.
//
// Internal header: not installed.
#ifndef SWATOMIC_PROBE_PROGRAM_BINARY_HPP
#define SWATOMIC_PROBE_PROGRAM_BINARY_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "classifiers/classifier.hpp"

namespace swatomic::probe {

// External programs and libclc. Empty fields: not found.
struct Toolchain {
    std::string clang;         // clang-16
    std::string llc;           // llc-16
    std::string llvm_dis;      // llvm-dis-16
    std::string llvm_objdump;  // llvm-objdump-16
    std::string libclc_dir;    // holds <cpu>-r600--.bc, <cpu>-amdgcn--.bc, nvptx64--nvidiacl.bc ...
};

// The first executable `name` in the PATH-style list `path`; "" if none.
std::string find_in_path(const std::string &name, const std::string &path);

// Classifies a program binary as an OpenCL runtime returns it: PTX text (NVIDIA; no tool
// needed), PoCL's container or plain LLVM bitcode (llvm-dis-16), an ELF code object
// (llvm-objdump-16). `format` receives a description of what was recognized. Throws
// ToolchainMissing when the needed tool is absent, ProbeInputError for anything else.
Listing classify_program_binary(const Toolchain &toolchain, const std::string &binary, std::string &format);

// CL_PROGRAM_KERNEL_NAMES (";"-separated, maybe NUL-terminated) as a list.
std::vector<std::string> split_kernel_names(const std::string &names);

namespace detail {

std::string read_file(const std::filesystem::path &path);
void write_file(const std::filesystem::path &path, const std::string &text);

// A private temporary directory, removed with everything in it.
class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir &) = delete;
    TempDir &operator=(const TempDir &) = delete;
    const std::filesystem::path &path() const noexcept { return path_; }

private:
    std::filesystem::path path_;
};

struct ProcessResult {
    int status = -1;
    std::string output;  // stderr (and stdout when not redirected to a file)
};

// Runs argv[0] (a full path) without a shell; its stderr goes to `log` (never to the caller's
// stderr), stdout to `stdout_path` or merged into the log.
ProcessResult run_process(const std::vector<std::string> &argv, const std::filesystem::path &log,
                          const std::filesystem::path *stdout_path = nullptr);

// The part of a compiler's output a user needs: LLVM's fatal error lines, or the whole log.
std::string compiler_message(const std::string &tool, const ProcessResult &r);

bool has_bitcode_magic(const std::string &b, std::size_t at = 0);

}  // namespace detail
}  // namespace swatomic::probe

#endif  // SWATOMIC_PROBE_PROGRAM_BINARY_HPP
