// The one OpenCL-CLHPP configuration swatomic is built with, exported to consumers through the
// CMake target and swatomic.pc. CLHPP 2023.02.06 cannot combine a 2.x target version with 1.2
// minimum, so the pair is 1.2 / 1.2: everything swatomic uses is OpenCL 1.2.
#ifndef SWATOMIC_OPENCL_HPP
#define SWATOMIC_OPENCL_HPP

#define SWATOMIC_CL_VERSION 120

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION SWATOMIC_CL_VERSION
#endif
#ifndef CL_HPP_TARGET_OPENCL_VERSION
#define CL_HPP_TARGET_OPENCL_VERSION SWATOMIC_CL_VERSION
#endif
#ifndef CL_HPP_MINIMUM_OPENCL_VERSION
#define CL_HPP_MINIMUM_OPENCL_VERSION SWATOMIC_CL_VERSION
#endif
#if CL_HPP_TARGET_OPENCL_VERSION != SWATOMIC_CL_VERSION || \
    CL_HPP_MINIMUM_OPENCL_VERSION != SWATOMIC_CL_VERSION
#error "swatomic is built with CL_HPP_TARGET_OPENCL_VERSION=120 and CL_HPP_MINIMUM_OPENCL_VERSION=120"
#endif
#ifdef CL_HPP_ENABLE_EXCEPTIONS
#error "swatomic's headers expect CLHPP without CL_HPP_ENABLE_EXCEPTIONS (swatomic throws its own types)"
#endif

#include <CL/opencl.hpp>

#endif  // SWATOMIC_OPENCL_HPP
