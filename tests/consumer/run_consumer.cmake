# Script mode (see CMakeLists.txt for the -D variables). Steps:
#   1. cmake --install BUILD_DIR --prefix WORK_DIR/prefix, and check the layout;
#   2. find_package(swatomic) consumer (C++): configure, build, run;
#   3. pkg-config consumer (C): compile with `pkg-config --cflags --libs swatomic`, run.
# Both programs get SWATOMIC_KERNEL_DIR = the installed kernels, so their `#include
# "swatomic/software_atom_add.cl"` builds read the installed .cl files, not the source tree.
cmake_minimum_required(VERSION 3.20)

function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message(STATUS "${what}:\n${out}${err}")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (${rc})")
  endif()
endfunction()

set(prefix "${WORK_DIR}/prefix")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

set(config_args "")
if(CONFIG)
  set(config_args --config "${CONFIG}")
endif()
run_step("install" "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${prefix}" ${config_args})

set(kernel_dir "${prefix}/${DATADIR}/swatomic/kernels")
foreach(f
    "${INCLUDEDIR}/swatomic/swatomic.hpp" "${INCLUDEDIR}/swatomic/swatomic.h" "${INCLUDEDIR}/swatomic/version.hpp"
    "${INCLUDEDIR}/swatomic/program_cache.hpp" "${DATADIR}/swatomic/kernels/swatomic/software_atom_add.cl"
    "${DATADIR}/swatomic/kernels/swatomic/platform.cl" "${LIBDIR}/cmake/swatomic/swatomicConfig.cmake"
    "${LIBDIR}/cmake/swatomic/swatomicConfigVersion.cmake" "${LIBDIR}/pkgconfig/swatomic.pc")
  if(NOT EXISTS "${prefix}/${f}")
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()

set(ENV{SWATOMIC_KERNEL_DIR} "${kernel_dir}")
# A shared libswatomic is found by the programs through this (the CMake one also has an RPATH).
set(ENV{LD_LIBRARY_PATH} "${prefix}/${LIBDIR}:$ENV{LD_LIBRARY_PATH}")

# ---- find_package consumer (C++)
set(cmake_build "${WORK_DIR}/cmake_build")
run_step("configure the find_package consumer" "${CMAKE_COMMAND}" -S "${SOURCE_DIR}/cmake_project" -B "${cmake_build}"
  -G "${GENERATOR}" "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" "-DCMAKE_C_COMPILER=${C_COMPILER}"
  "-DCMAKE_PREFIX_PATH=${prefix}" "-DEXPECTED_PREFIX=${prefix}" -DCMAKE_BUILD_TYPE=Release)
run_step("build the find_package consumer" "${CMAKE_COMMAND}" --build "${cmake_build}")
run_step("run the find_package consumer" "${cmake_build}/consumer_cpp")

# ---- pkg-config consumer (C)
find_program(PKG_CONFIG_EXECUTABLE pkg-config REQUIRED)
set(ENV{PKG_CONFIG_PATH} "${prefix}/${LIBDIR}/pkgconfig")
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
set(c_program "${WORK_DIR}/consumer_c")
# The one line a Makefile would have: cc consumer.c $(pkg-config --cflags --libs swatomic)
run_step("compile the pkg-config consumer" "${C_COMPILER}" -std=c99 -Wall -Werror ${cflags}
  "-DEXPECTED_KERNEL_DIR=\"${kernel_dir}\"" "${SOURCE_DIR}/pkgconfig_project/consumer.c" -o "${c_program}" ${libs})
run_step("run the pkg-config consumer" "${c_program}")
