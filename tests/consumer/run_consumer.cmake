# Script mode (see CMakeLists.txt for the -D variables). Steps:
#   1. cmake --install BUILD_DIR --prefix WORK_DIR/prefix, check the layout, then MOVE the prefix
#      to WORK_DIR/moved (a relocated install) and mark the moved copy of platform.cl;
#   2. find_package(swatomic COMPONENTS probe) consumer (C++): configure, build, install next to
#      the package (moved/bin) and run; for a shared library also run it from its build dir;
#   3. pkg-config consumer (C): compile with `pkg-config --cflags --libs swatomic` into moved/bin,
#      run;
#   4. the build-tree export: the C++ consumer configured with swatomic_DIR=BUILD_DIR.
# SWATOMIC_KERNEL_DIR is unset throughout: the library must find the MOVED kernels by itself
# (relative to the installed libswatomic.so or the installed program), and the marked
# platform.cl proves that a build read them and not the source tree's.
cmake_minimum_required(VERSION 3.20)

function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message(STATUS "${what}:\n${out}${err}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (${rc})")
  endif()
endfunction()

set(prefix "${WORK_DIR}/prefix")
set(moved "${WORK_DIR}/moved")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
unset(ENV{SWATOMIC_KERNEL_DIR})

set(config_args "")
if(CONFIG)
  set(config_args --config "${CONFIG}")
endif()
run_step("install" "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${prefix}" ${config_args})

foreach(f
    "${INCLUDEDIR}/swatomic/swatomic.hpp" "${INCLUDEDIR}/swatomic/swatomic.h" "${INCLUDEDIR}/swatomic/version.hpp"
    "${INCLUDEDIR}/swatomic/program_cache.hpp" "${DATADIR}/swatomic/kernels/swatomic/software_atom_add.cl"
    "${DATADIR}/swatomic/kernels/swatomic/platform.cl" "${LIBDIR}/cmake/swatomic/swatomicConfig.cmake"
    "${LIBDIR}/cmake/swatomic/swatomicConfigVersion.cmake" "${LIBDIR}/pkgconfig/swatomic.pc")
  if(NOT EXISTS "${prefix}/${f}")
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()
# The library carries only its own kernels; the tools' kernels are not installed as library files.
file(GLOB stray "${prefix}/${DATADIR}/swatomic/kernels/bench" "${prefix}/${DATADIR}/swatomic/kernels/probe")
if(stray)
  message(FATAL_ERROR "installed tool kernels: ${stray}")
endif()

file(RENAME "${prefix}" "${moved}")
set(kernel_dir "${moved}/${DATADIR}/swatomic/kernels")
file(APPEND "${kernel_dir}/swatomic/platform.cl"
     "\n// Added by tests/consumer: builds that read this copy see the marker.\n#define SWATOMIC_CONSUMER_TEST_INSTALLED_COPY 1\n")
# A shared libswatomic is found by the programs through this (the CMake one also has an RPATH).
set(saved_library_path "$ENV{LD_LIBRARY_PATH}")
set(ENV{LD_LIBRARY_PATH} "${moved}/${LIBDIR}:$ENV{LD_LIBRARY_PATH}")

# ---- find_package consumer (C++), against the moved prefix
set(cmake_build "${WORK_DIR}/cmake_build")
run_step("configure the find_package consumer" "${CMAKE_COMMAND}" -S "${SOURCE_DIR}/cmake_project" -B "${cmake_build}"
  -G "${GENERATOR}" "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" "-DCMAKE_C_COMPILER=${C_COMPILER}"
  "-DCMAKE_PREFIX_PATH=${moved}" "-DEXPECTED_PREFIX=${moved}" -DEXPECT_INSTALLED_MARKER=ON -DCMAKE_BUILD_TYPE=Release)
run_step("build the find_package consumer" "${CMAKE_COMMAND}" --build "${cmake_build}")
file(COPY "${cmake_build}/consumer_cpp" DESTINATION "${moved}/bin")
run_step("run the find_package consumer from the moved prefix" "${moved}/bin/consumer_cpp")
if(SHARED)
  run_step("run the find_package consumer from its build dir" "${cmake_build}/consumer_cpp")
endif()

# ---- pkg-config consumer (C)
find_program(PKG_CONFIG_EXECUTABLE pkg-config REQUIRED)
set(ENV{PKG_CONFIG_PATH} "${moved}/${LIBDIR}/pkgconfig")
foreach(query cflags libs)
  execute_process(COMMAND "${PKG_CONFIG_EXECUTABLE}" --${query} swatomic RESULT_VARIABLE rc
                  OUTPUT_VARIABLE ${query} ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "pkg-config --${query} swatomic failed: ${err}")
  endif()
  message(STATUS "pkg-config --${query} swatomic: ${${query}}")
  separate_arguments(${query} UNIX_COMMAND "${${query}}")
endforeach()
execute_process(COMMAND "${PKG_CONFIG_EXECUTABLE}" --variable=kerneldir swatomic
                OUTPUT_VARIABLE pc_kernel_dir OUTPUT_STRIP_TRAILING_WHITESPACE)
file(REAL_PATH "${pc_kernel_dir}" pc_kernel_dir)
file(REAL_PATH "${kernel_dir}" real_kernel_dir)
if(NOT pc_kernel_dir STREQUAL real_kernel_dir)
  message(FATAL_ERROR "swatomic.pc kerneldir is ${pc_kernel_dir}, expected ${real_kernel_dir}")
endif()
set(c_program "${moved}/bin/consumer_c")
# The one line a Makefile would have: cc consumer.c $(pkg-config --cflags --libs swatomic)
run_step("compile the pkg-config consumer" "${C_COMPILER}" -std=c99 -Wall -Werror ${cflags}
  "-DEXPECTED_KERNEL_DIR=\"${kernel_dir}\"" "${SOURCE_DIR}/pkgconfig_project/consumer.c" -o "${c_program}" ${libs})
run_step("run the pkg-config consumer" "${c_program}")

# Every function swatomic.h declares links with `pkg-config --libs swatomic` alone: a program
# that takes the address of each (the list read from the installed header) is built and run.
file(READ "${moved}/${INCLUDEDIR}/swatomic/swatomic.h" c_header)
string(REGEX MATCHALL "SWATOMIC_API[^;(]*[ *](swatomic_[a-z0-9_]+)\\(" declarations "${c_header}")
set(function_list "")
foreach(declaration IN LISTS declarations)
  string(REGEX REPLACE ".*[ *](swatomic_[a-z0-9_]+)\\($" "\\1" name "${declaration}")
  string(APPEND function_list "    (void (*)(void))${name},\n")
endforeach()
list(LENGTH declarations function_count)
if(function_count LESS 20)
  message(FATAL_ERROR "read only ${function_count} function declarations from swatomic.h")
endif()
set(link_all_c "${WORK_DIR}/link_all.c")
file(WRITE "${link_all_c}" "#include <stdio.h>\n#include <swatomic/swatomic.h>\n"
  "static void (*const functions[])(void) = {\n${function_list}};\n"
  "int main(void)\n{\n    size_t i, n = sizeof functions / sizeof functions[0];\n"
  "    for (i = 0; i < n; ++i)\n        if (functions[i] == NULL) return 1;\n"
  "    printf(\"%zu functions of swatomic.h linked\\n\", n);\n    return 0;\n}\n")
run_step("link every function of swatomic.h with pkg-config --libs swatomic" "${C_COMPILER}" -std=c99 -Wall -Werror
  ${cflags} "${link_all_c}" -o "${moved}/bin/link_all" ${libs})
run_step("run the program that links every function of swatomic.h" "${moved}/bin/link_all")

# ---- the build-tree export: find_package(swatomic) from the build directory itself (its
# RPATH, not the moved prefix, provides a shared libswatomic)
set(ENV{LD_LIBRARY_PATH} "${saved_library_path}")
set(tree_build "${WORK_DIR}/build_tree_consumer")
run_step("configure the build-tree consumer" "${CMAKE_COMMAND}" -S "${SOURCE_DIR}/cmake_project" -B "${tree_build}"
  -G "${GENERATOR}" "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" "-DCMAKE_C_COMPILER=${C_COMPILER}"
  "-Dswatomic_DIR=${BUILD_DIR}" "-DEXPECTED_PREFIX=${BUILD_DIR}" -DCMAKE_BUILD_TYPE=Release)
run_step("build the build-tree consumer" "${CMAKE_COMMAND}" --build "${tree_build}")
run_step("run the build-tree consumer" "${tree_build}/consumer_cpp")
