// The runtime: one device, its context and in-order queue, and program builds.
//
// Building a program: Runtime::build_program(source, options) is the one way. By default it puts
// the library's kernel source in front of yours (defines + library source + your source, with
// #line markers so build errors name your file and line); with
// BuildOptions::inject_library_source = false your source does
// #include "swatomic/software_atom_add.cl" instead and the build adds -I kernel_include_directory().
// A program you build yourself (clBuildProgram with Runtime::build_flags()) is wrapped for
// launching by Runtime::adopt_program.
#ifndef SWATOMIC_RUNTIME_HPP
#define SWATOMIC_RUNTIME_HPP

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "swatomic/device.hpp"

namespace swatomic {

// Directory holding the kernels for `-I <dir>` and `#include "swatomic/software_atom_add.cl"`:
// SWATOMIC_KERNEL_DIR when set; else the installed <prefix>/share/swatomic/kernels, found
// relative to the installed library (shared build) or program (static build), so a moved or
// re-prefixed install finds its own copy; in this project's build tree, the source kernels/;
// last, the configured install directory. Throws Error(ToolchainMissing) naming
// SWATOMIC_KERNEL_DIR when none holds the kernels (a static library linked into a program
// outside the prefix it was installed to, when that prefix is not the configured one).
std::string kernel_include_directory();

class ProgramCache;
struct ProgramPrelude;
class Runtime;

// How Runtime::build_program builds a program.
struct BuildOptions {
    // Name the user's source gets in build logs (#line); use the real file name.
    std::string source_name = "user_kernel.cl";
    // Extra OpenCL compiler options, e.g. "-DN=64 -cl-fast-relaxed-math".
    std::string compiler_options;
    // true: paste the library source in front of the user's; false: the user's source does
    // #include "swatomic/software_atom_add.cl" and the build adds -I kernel_include_directory().
    bool inject_library_source = true;
    // NVIDIA, programs whose source uses SWATOMIC_RUN: build once more without the protocol
    // (-DSWATOMIC_WITHOUT_COORDINATOR: no coordinator, each request a plain access; never
    // launched) to learn the registers the user's own code needs, and build for real with
    // -cl-nv-maxrregcount at that count rounded up to 8, but at least the count that never limits
    // occupancy (nvidia_free_registers: 32 on Hopper). The kernel then keeps the co-resident
    // group count of the same kernel with native atomics; the protocol's code spills instead.
    // The measuring build is compiled afresh every time (NVIDIA's compute cache would hide its
    // counts), so a program gets the same cap in every process. Skipped when compiler_options
    // set -cl-nv-maxrregcount themselves; without the cap the real build is compiled afresh
    // instead, so that its own counts size every launch.
    bool cap_registers_without_coordinator = true;
};

// A built program and what it was built for.
class Program {
public:
    Program() = default;
    const cl::Program &program() const noexcept { return program_; }  // the OpenCL program
    // Work-items per request slot the program was built for (SWATOMIC_WAVE_WIDTH: the device's
    // wave width where the protocol uses wave-level steps, else 1).
    std::size_t slot_width() const noexcept { return slot_width_; }
    const std::string &build_log() const noexcept { return build_log_; }  // the compiler's log
    const std::string &source() const noexcept { return source_; }  // the whole source built
    // Registers per work-item reported by the compiler (NVIDIA -cl-nv-verbose); when NVIDIA's
    // compute cache printed nothing, register_cap() (an upper bound) or 0 if unknown (an adopted
    // program; the Coordinator then bounds the count by the kernel's work-group limit).
    std::size_t registers(const std::string &kernel_name) const;
    // The -cl-nv-maxrregcount the build used (BuildOptions::cap_registers_without_coordinator);
    // 0 if none.
    std::size_t register_cap() const noexcept { return register_cap_; }
    // Creates a kernel; throws InvalidArgument if the program has no kernel of that name.
    cl::Kernel kernel(const std::string &name) const;

private:
    friend class Runtime;
    friend Program build_program_with_prelude(const Runtime &, std::string_view, const BuildOptions &,
                                              const ProgramPrelude &);
    cl::Program program_;
    std::size_t slot_width_ = 1;
    std::string build_log_;
    std::string source_;
    std::map<std::string, std::size_t> registers_;
    std::size_t register_cap_ = 0;
};

// Threads: every const member may be called from several threads at once (builds of distinct
// programs run in parallel; the ProgramCache locks itself). Lifetimes: Programs, Coordinators,
// IndexedAdds and PendingLaunches hold their own references to the OpenCL objects and stay
// valid after the Runtime object is destroyed.
class Runtime {
public:
    // Selects a device by spec (see device.hpp; "" = SWATOMIC_DEVICE or the default).
    explicit Runtime(std::string_view device_spec = {});
    // Adopts an application's own context, device and in-order queue.
    Runtime(cl::Context context, cl::Device device, cl::CommandQueue queue);

    const cl::Context &context() const noexcept { return context_; }
    const cl::Device &device() const noexcept { return device_; }
    const cl::CommandQueue &queue() const noexcept { return queue_; }
    const DeviceTraits &traits() const noexcept { return traits_; }

    // The options for building the library source with your own OpenCL code (clBuildProgram /
    // cl::Program::build) for this runtime's device: the library's defines for the device as -D
    // options, the compiler flags its builds use and -I kernel_include_directory(). The source
    // then starts with #include "swatomic/software_atom_add.cl"; add your own options after these.
    std::string build_flags() const;
    // Wraps a program you built yourself (e.g. with build_flags()) for Coordinator::launch.
    // Checks, before anything runs, that it was built successfully for this runtime's context
    // and device, and with the library's essential defines for this device: SWATOMIC_WAVE_WIDTH
    // equal to traits().slot_width, and SWATOMIC_NVIDIA, SWATOMIC_NV_PTX, SWATOMIC_AMDGCN,
    // SWATOMIC_LINUX_SYSCALLS exactly where build_flags() has them (they fix the slot layout, the
    // wave backend and the kernels' clock, hence the units of the launch budgets the host
    // passes). The defines are read from the program's build options (-D NAME[=VALUE]) and from
    // the #define lines at the very start of its source (the defines pasted in front);
    // SWATOMIC_WAVE_WIDTH must be stated even where its default (1) would do. Throws
    // InvalidArgument naming what differs. The Program holds its own reference to `program`.
    Program adopt_program(const cl::Program &program) const;
    // Builds `user_source` for this runtime's device (see the top of this header); the built
    // Program's source() is the full text compiled. Throws BuildError with the compiler's log on
    // failure, and for an early exit (`return`, or `break`/`continue` leaving it) written
    // directly inside SWATOMIC_RUN, naming the user's file and line.
    Program build_program(std::string_view user_source, const BuildOptions &options = {}) const;

    // This runtime's program cache (copies of a Runtime share it): the library's built-in
    // programs (IndexedAdd, groups_are_co_resident) are built through it once per runtime;
    // applications may use it for theirs. Thread-safe (see program_cache.hpp).
    ProgramCache &program_cache() const noexcept { return *cache_; }

private:
    cl::Context context_;
    cl::Device device_;
    cl::CommandQueue queue_;
    DeviceTraits traits_;
    std::shared_ptr<ProgramCache> cache_;
};

}  // namespace swatomic

#endif  // SWATOMIC_RUNTIME_HPP
