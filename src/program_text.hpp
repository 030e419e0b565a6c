// How program text is put together, inside the library and its tools: the runtime's defines and
// flags for a device, the embedded kernel files, and the one assembly of defines, library
// source and user source that every build goes through. Not installed: users build with
// Runtime::build_program (or build themselves with Runtime::build_flags and adopt_program).
#ifndef SWATOMIC_PROGRAM_TEXT_HPP
#define SWATOMIC_PROGRAM_TEXT_HPP

#include <string>
#include <string_view>

#include "swatomic/runtime.hpp"

namespace swatomic {

// What a library component puts into its programs besides the runtime's defines and the library
// source: more #defines (after the runtime's) and more library files (after the library source,
// before the user's). The variants use it; plain builds leave it empty.
struct ProgramPrelude {
    std::string defines;
    std::string source;
};

// One embedded kernel file by its include name, e.g. "swatomic/software_atom_add.cl".
// Throws InvalidArgument for an unknown name.
std::string kernel_file_source(std::string_view include_name);

// The #define block for a program built for `traits`: SWATOMIC_WAVE_WIDTH (the slot width),
// SWATOMIC_NV_PTX (NVIDIA, slot width 32) or SWATOMIC_AMDGCN (AMD GPU, slot width 64 or 32).
// A pure function of the traits, so swatomic-probe builds offline exactly what the runtime would.
std::string build_defines_for(const DeviceTraits &traits);

// The compiler options a build passes before the user's `compiler_options`: -cl-kernel-arg-info,
// -cl-nv-verbose on NVIDIA, -cl-std=CL2.0 where builds_as_opencl_c_20(traits) and the user's
// options name no -cl-std. Also pure.
std::string build_flags_for(const DeviceTraits &traits, const std::string &compiler_options = {});

// The one place a program text is put together; every build of the library (user programs,
// variants, built-ins) and of its tools goes through it: defines + prelude defines + library
// source (unless the user #includes it) + prelude source + `#line 1 "<source_name>"` + user
// source. Refuses (BuildError) an early exit written directly inside SWATOMIC_RUN. Needs no
// device, so offline tools (swatomic-probe) assemble exactly what the runtime compiles.
std::string assemble_program_source(const std::string &defines, std::string_view user_source,
                                    const BuildOptions &options, const ProgramPrelude &prelude = {});

// Runtime::build_program with a library component's prelude.
Program build_program_with_prelude(const Runtime &runtime, std::string_view user_source, const BuildOptions &options,
                                   const ProgramPrelude &prelude);

}  // namespace swatomic

#endif  // SWATOMIC_PROGRAM_TEXT_HPP
