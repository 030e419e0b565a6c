#include "program_binary.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <sstream>

#include "swatomic/errors.hpp"

extern char **environ;

namespace swatomic::probe {
namespace fs = std::filesystem;

namespace detail {

std::string read_file(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void write_file(const fs::path &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw Error(Status::Internal, "cannot write " + path.string());
}

TempDir::TempDir()
{
    std::string pattern = (fs::temp_directory_path() / "swatomic-probe-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw Error(Status::Internal, "mkdtemp failed");
    path_ = pattern;
}

TempDir::~TempDir()
{
    std::error_code ec;
    fs::remove_all(path_, ec);
}

ProcessResult run_process(const std::vector<std::string> &argv, const fs::path &log, const fs::path *stdout_path)
{
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 2, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (stdout_path != nullptr)
        posix_spawn_file_actions_addopen(&actions, 1, stdout_path->c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    else
        posix_spawn_file_actions_adddup2(&actions, 2, 1);
    std::vector<char *> args;
    for (const auto &a : argv) args.push_back(const_cast<char *>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = 0;
    const int rc = posix_spawn(&pid, argv[0].c_str(), &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) throw Error(Status::ToolchainMissing, "cannot run " + argv[0] + ": " + std::strerror(rc));
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    ProcessResult result;
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    result.output = read_file(log);
    return result;
}

// The part of a compiler's output a user needs: LLVM's fatal error lines, or the whole log.
std::string compiler_message(const std::string &tool, const ProcessResult &r)
{
    std::istringstream lines(r.output);
    std::string line, fatal;
    while (std::getline(lines, line)) {
        if (line.rfind("LLVM ERROR:", 0) == 0 || line.rfind("In function:", 0) == 0) fatal += line + "\n";
    }
    std::string text = fatal.empty() ? r.output : fatal + "(the LLVM backend cannot compile this for the target)";
    while (!text.empty() && text.back() == '\n') text.pop_back();
    return tool + " failed (exit " + std::to_string(r.status) + "):\n" + text;
}

bool has_bitcode_magic(const std::string &b, std::size_t at)
{
    return b.size() >= at + 4 && ((b.compare(at, 4, "BC\xC0\xDE") == 0) || b.compare(at, 4, "\xDE\xC0\x17\x0B") == 0);
}

}  // namespace detail

using namespace detail;

namespace {

std::uint32_t read_u32(const std::string &b, std::size_t at)
{
    return std::uint32_t(std::uint8_t(b[at])) | std::uint32_t(std::uint8_t(b[at + 1])) << 8 |
           std::uint32_t(std::uint8_t(b[at + 2])) << 16 | std::uint32_t(std::uint8_t(b[at + 3])) << 24;
}

std::string disassemble_bitcode(const Toolchain &tc, const std::string &bitcode)
{
    if (tc.llvm_dis.empty()) throw Error(Status::ToolchainMissing, "llvm-dis-16 not found: install the Debian package llvm-16");
    TempDir tmp;
    write_file(tmp.path() / "program.bc", bitcode);
    const auto r = run_process({tc.llvm_dis, (tmp.path() / "program.bc").string(), "-o",
                                (tmp.path() / "program.ll").string()},
                               tmp.path() / "log");
    if (r.status != 0) throw Error(Status::ProbeInputError, compiler_message("llvm-dis-16", r));
    return read_file(tmp.path() / "program.ll");
}

}  // namespace

std::string find_in_path(const std::string &name, const std::string &path)
{
    std::size_t begin = 0;
    while (begin <= path.size()) {
        const auto end = std::min(path.find(':', begin), path.size());
        const std::string dir = path.substr(begin, end - begin);
        if (!dir.empty()) {
            const fs::path candidate = fs::path(dir) / name;
            if (::access(candidate.c_str(), X_OK) == 0) return candidate.string();
        }
        begin = end + 1;
    }
    return {};
}

Listing classify_program_binary(const Toolchain &tc, const std::string &binary, std::string &format)
{
    if (binary.compare(0, 7, "poclbin") == 0) {
        // PoCL: a container of files; /program.bc is followed by its length (u32 LE) and bitcode.
        format = "PoCL program.bc (LLVM bitcode)";
        const auto at = binary.find("/program.bc");
        if (at == std::string::npos || at + 15 > binary.size())
            throw Error(Status::ProbeInputError, "PoCL binary without /program.bc");
        const std::size_t size = read_u32(binary, at + 11);
        if (size > binary.size() - (at + 15) || !has_bitcode_magic(binary, at + 15))
            throw Error(Status::ProbeInputError, "PoCL binary: /program.bc entry is malformed");
        return classify_llvm_ir(disassemble_bitcode(tc, binary.substr(at + 15, size)));
    }
    if (has_bitcode_magic(binary)) {
        format = "LLVM bitcode";
        return classify_llvm_ir(disassemble_bitcode(tc, binary));
    }
    if (binary.compare(0, 4, "\x7f" "ELF") == 0) {
        format = "ELF code object (llvm-objdump-16 -d)";
        if (tc.llvm_objdump.empty())
            throw Error(Status::ToolchainMissing, "llvm-objdump-16 not found: install the Debian package llvm-16");
        TempDir tmp;
        write_file(tmp.path() / "program.o", binary);
        const fs::path out = tmp.path() / "program.dis";
        const auto r = run_process({tc.llvm_objdump, "-d", (tmp.path() / "program.o").string()}, tmp.path() / "log", &out);
        if (r.status != 0) throw Error(Status::ProbeInputError, compiler_message("llvm-objdump-16", r));
        return classify_amdgcn(read_file(out));
    }
    if (binary.find(".version") != std::string::npos && binary.find(".target") != std::string::npos) {
        format = "PTX";
        return classify_ptx(std::string_view(binary.c_str()));  // drivers may append a NUL
    }
    throw Error(Status::ProbeInputError, "unrecognized program binary format (" + std::to_string(binary.size()) + " bytes)");
}

std::vector<std::string> split_kernel_names(const std::string &names)
{
    std::vector<std::string> kernels;
    for (std::size_t begin = 0; begin < names.size();) {
        const auto end = std::min(names.find(';', begin), names.size());
        std::string n = names.substr(begin, end - begin);
        n.erase(std::remove(n.begin(), n.end(), '\0'), n.end());
        if (!n.empty()) kernels.push_back(n);
        begin = end + 1;
    }
    return kernels;
}

}  // namespace swatomic::probe
