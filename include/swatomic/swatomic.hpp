// swatomic: software atomics for OpenCL devices. One include for the whole C++ API of the library
// (the optional probe component has its own header, swatomic/probe.hpp).
#ifndef SWATOMIC_SWATOMIC_HPP
#define SWATOMIC_SWATOMIC_HPP

#include "swatomic/accumulate.hpp"
#include "swatomic/builtin.hpp"
#include "swatomic/coordinator.hpp"
#include "swatomic/device.hpp"
#include "swatomic/errors.hpp"
#include "swatomic/occupancy.hpp"
#include "swatomic/opencl.hpp"
#include "swatomic/program_cache.hpp"
#include "swatomic/runtime.hpp"
#include "swatomic/variants.hpp"
#include "swatomic/verify.hpp"
#include "swatomic/version.hpp"

#endif  // SWATOMIC_SWATOMIC_HPP
