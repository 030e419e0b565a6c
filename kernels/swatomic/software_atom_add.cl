// swatomic: the software atomics with coordinator work-groups (Elteir, Lin, Feng, "Performance
// characterization and optimization of atomic operations on AMD GPUs", section IV, Fig. 5-7),
// built so that it needs no lock-step execution, serves every distinct address of a wave in one
// round, runs any number of work-groups, never waits without a budget, and does every
// operation of OpenCL's atomic_* family in 32 and 64 bits, plus float and double forms.
//
// Include this one file (`#include "swatomic/software_atom_add.cl"` with -I the kernel
// directory), or let the runtime paste the library in front of your source. The parts, in
// dependency order:
//   protocol.h        constants and size formulas shared with the host (src/coordinator.cpp)
//   platform.cl       memory ordering and the budgets' clock
//   wave.cl           the cross-lane primitives of one hardware wave
//   ops.cl            what each operation does to a variable
//   requester.cl      how a wave posts its requests and waits for them
//   coordinator.cl    work-groups 0 .. C-1: serve the requests
//   software_atom.cl  SWATOMIC_KERNEL_PARAMS, SWATOMIC_RUN and the software_atom_* operations
// docs/COORDINATOR_OPS.md describes the operations; docs/USAGE.md the host side.
#ifndef SWATOMIC_SOFTWARE_ATOM_ADD_CL
#define SWATOMIC_SOFTWARE_ATOM_ADD_CL

// The runtime defines SWATOMIC_INJECTED when it pastes the parts itself (no include path then).
#ifndef SWATOMIC_INJECTED
#include "swatomic/protocol.h"
#include "swatomic/platform.cl"
#include "swatomic/wave.cl"
#include "swatomic/ops.cl"
#include "swatomic/requester.cl"
#include "swatomic/coordinator.cl"
#include "swatomic/software_atom.cl"
#endif

#endif  // SWATOMIC_SOFTWARE_ATOM_ADD_CL
