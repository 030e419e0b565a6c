// swatomic::kernel_include_directory(): where `#include "swatomic/..."` builds find the kernels.
//
// The answer must follow the installed files wherever the prefix is put (`cmake --install
// --prefix`, a moved or packaged tree), so no configure-time absolute path can be trusted first.
// What is known at run time is the file that holds this code: libswatomic.so for a shared build,
// the program (or the shared object) a static libswatomic.a was linked into. dladdr1 names it;
// the main program is /proc/self/exe, since dladdr gives only argv[0] there. From that file's
// directory the installed kernels are at a path fixed at configure time RELATIVE to the libdir
// (the shared library) or the bindir (an installed program such as swatomic-probe). Only when
// neither layout is found around it, and the file lies inside this project's build tree, are the
// source tree's kernels used; the configured absolute install path comes last, for a static
// library in a program that lives outside the prefix.
#include <dlfcn.h>
#include <link.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "swatomic/errors.hpp"
#include "swatomic/runtime.hpp"

namespace swatomic {
namespace {

namespace fs = std::filesystem;

bool holds_kernels(const fs::path &dir)
{
    std::error_code ec;
    return fs::is_regular_file(dir / "swatomic" / "software_atom_add.cl", ec);
}

// The file this code was loaded from, or empty when the system cannot say.
fs::path this_module()
{
    std::error_code ec;
#if defined(__linux__)
    Dl_info info{};
    link_map *map = nullptr;
    if (dladdr1(reinterpret_cast<void *>(&holds_kernels), &info, reinterpret_cast<void **>(&map), RTLD_DL_LINKMAP) != 0 &&
        map != nullptr && map->l_name != nullptr && map->l_name[0] != '\0') {
        const fs::path file = fs::weakly_canonical(map->l_name, ec);
        if (!ec) return file;
    }
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);  // the main program
    if (!ec) return exe;
#endif
    return {};
}

bool is_inside(const fs::path &file, const fs::path &dir)
{
    std::error_code ec;
    const fs::path d = fs::weakly_canonical(dir, ec);
    if (ec || d.empty()) return false;
    const fs::path rel = file.lexically_relative(d);
    return !rel.empty() && *rel.begin() != "..";
}

}  // namespace

std::string kernel_include_directory()
{
    if (const char *env = std::getenv("SWATOMIC_KERNEL_DIR"); env != nullptr && *env != '\0') return env;
    const fs::path module = this_module();
    if (!module.empty()) {
        for (const char *relative : {SWATOMIC_KERNEL_DIR_FROM_LIBDIR, SWATOMIC_KERNEL_DIR_FROM_BINDIR}) {
            const fs::path dir = (module.parent_path() / relative).lexically_normal();
            if (holds_kernels(dir)) return dir.string();
        }
        if (is_inside(module, SWATOMIC_BUILD_TREE_DIR) && holds_kernels(SWATOMIC_SOURCE_KERNEL_DIR))
            return SWATOMIC_SOURCE_KERNEL_DIR;
    }
    if (holds_kernels(SWATOMIC_INSTALL_KERNEL_DIR)) return SWATOMIC_INSTALL_KERNEL_DIR;
    throw Error(Status::ToolchainMissing,
                "swatomic's kernel sources (swatomic/software_atom_add.cl) were found neither next to " +
                    (module.empty() ? std::string("this program") : module.string()) + " nor in " +
                    SWATOMIC_INSTALL_KERNEL_DIR +
                    ": set SWATOMIC_KERNEL_DIR to <prefix>/share/swatomic/kernels (CMake: swatomic_KERNEL_DIR, "
                    "pkg-config: --variable=kerneldir swatomic)");
}

}  // namespace swatomic
