#ifndef SWATOMIC_SRC_CL_CHECK_HPP
#define SWATOMIC_SRC_CL_CHECK_HPP

#include "swatomic/errors.hpp"
#include "swatomic/opencl.hpp"

namespace swatomic::detail {

inline void cl_check(cl_int error, const char *call)
{
    if (error != CL_SUCCESS) throw OpenClError(error, call);
}

}  // namespace swatomic::detail

#endif
