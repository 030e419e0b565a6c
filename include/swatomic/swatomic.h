/** \file swatomic.h
 * swatomic C API: software atomics for OpenCL host programs written in C.
 *
 * The C API wraps the C++ library (swatomic.hpp) behind opaque handles. Every function returns
 * an int status: SWATOMIC_SUCCESS (0), one of OpenCL's own negative CL_* codes when an OpenCL
 * call failed, or a library code in [-2099, -2000] (SWATOMIC_ERROR_*). No C++ exception ever
 * crosses this boundary. After a failure, swatomic_last_error() gives the calling thread's
 * message (per thread: the library keeps no process-global mutable state).
 *
 * Threads and lifetimes follow the C++ classes: programs, coordinators and pending launches
 * hold their own references to the runtime's OpenCL objects, so they stay valid after
 * swatomic_runtime_release; one coordinator may launch from several threads at once, each with
 * its own cl_kernel (launches set the kernel's trailing arguments; OpenCL's clSetKernelArg is
 * not thread-safe on one kernel). A runtime, program or pending-launch handle may be used by
 * several threads at once only where the C++ object allows it (docs/USAGE.md, "Threads").
 *
 * Buffers and kernel arguments are plain OpenCL: create buffers in swatomic_runtime_context(),
 * enqueue on swatomic_runtime_queue(), set the kernel's own arguments with clSetKernelArg; the
 * coordinator binds the trailing SWATOMIC_KERNEL_PARAMS itself.
 *
 * Structs that cross this boundary start with `size_t struct_size`, the sizeof the struct the
 * caller was compiled with (set by the *_init function, or by the caller before the call), so
 * later versions can add fields at the end without breaking compiled callers.
 *
 * The probe component's function (swatomic_probe_counts_get) is declared in swatomic/probe.h.
 *
 * \snippet string_match/string_match.c c api
 */
#ifndef SWATOMIC_SWATOMIC_H
#define SWATOMIC_SWATOMIC_H

#include <stddef.h>
#include <stdint.h>

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>

#if defined(__GNUC__)
#define SWATOMIC_API __attribute__((visibility("default")))
#else
#define SWATOMIC_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/** \name Status codes (values of swatomic::Status) */
/**@{*/
#define SWATOMIC_SUCCESS 0
#define SWATOMIC_ERROR_INVALID_ARGUMENT (-2001)      /**< bad input; nothing was enqueued */
#define SWATOMIC_ERROR_DEVICE_NOT_FOUND (-2002)      /**< no device matches the spec */
#define SWATOMIC_ERROR_BUILD_FAILED (-2003)          /**< compiler error; see the build log */
#define SWATOMIC_ERROR_LAUNCH_LIMIT_EXCEEDED (-2004) /**< group size, local memory or slots too large */
#define SWATOMIC_ERROR_COORDINATOR_TIMEOUT (-2005)   /**< a spin budget of the protocol ran out */
#define SWATOMIC_ERROR_NULL_ADDRESS (-2006)          /**< software_atom_add(NULL, ...) */
#define SWATOMIC_ERROR_MIXED_WIDTH (-2007)           /**< one variable, 32- and 64-bit operations */
#define SWATOMIC_ERROR_PROBE_INPUT (-2010)        /**< the probe cannot read a listing / binary */
#define SWATOMIC_ERROR_TOOLCHAIN_MISSING (-2011)  /**< an external tool (llvm-16 ...) is missing */
#define SWATOMIC_ERROR_SPIN_BUDGET_EXCEEDED (-2013) /**< a variant kernel's spin budget ran out */
#define SWATOMIC_ERROR_INTERNAL (-2099)              /**< a bug, or out of host memory */
/**@}*/

/** Opaque handles. */
typedef struct swatomic_runtime_s *swatomic_runtime;
typedef struct swatomic_program_s *swatomic_program;
typedef struct swatomic_coordinator_s *swatomic_coordinator;
typedef struct swatomic_pending_launch_s *swatomic_pending_launch;
typedef struct swatomic_partials_combiner_s *swatomic_partials_combiner;

/** Name of a status ("Success", "BuildFailed", "OpenCLError", ...); never NULL. */
SWATOMIC_API const char *swatomic_status_name(int status);

/** Message of the calling thread's last swatomic_* call that returns a status: why it failed, or
 * "" when it succeeded (every such call clears it first). The pointer stays valid until the next
 * swatomic_* call on this thread. */
SWATOMIC_API const char *swatomic_last_error(void);

/** Library version, "MAJOR.MINOR.PATCH" (swatomic/version.hpp has the same as macros). */
SWATOMIC_API const char *swatomic_version(void);

/* ------------------------------------------------------------------ device and runtime */

/** Creates a runtime on the device `device_spec` names (NULL or "" = SWATOMIC_DEVICE or the
 * default; "P:D", "gpu", "cpu", or a substring of the platform/device name such as "pocl"). */
SWATOMIC_API int swatomic_runtime_create(const char *device_spec, swatomic_runtime *out);

/** Creates a runtime on an application's own context, device and in-order queue (retained). */
SWATOMIC_API int swatomic_runtime_create_from(cl_context context, cl_device_id device, cl_command_queue queue,
                                              swatomic_runtime *out);

/** Releases a runtime (NULL is ignored). Programs, coordinators and pending launches made from
 * it keep their own references to its OpenCL objects and stay usable. */
SWATOMIC_API void swatomic_runtime_release(swatomic_runtime runtime);

/** The runtime's OpenCL objects (owned by the runtime: retain them to keep them longer). */
SWATOMIC_API cl_context swatomic_runtime_context(swatomic_runtime runtime);
SWATOMIC_API cl_device_id swatomic_runtime_device(swatomic_runtime runtime);
SWATOMIC_API cl_command_queue swatomic_runtime_queue(swatomic_runtime runtime);

/** Copies the device's name into `buffer` (truncated, always NUL-terminated when size > 0).
 * `needed` (optional) receives the full length + 1. */
SWATOMIC_API int swatomic_runtime_device_name(swatomic_runtime runtime, char *buffer, size_t size, size_t *needed);

/** The options for building the library source with your own OpenCL code (clBuildProgram) for
 * the runtime's device: its defines as -D options, its compiler flags and -I <kernel directory>
 * (copied like above). Then adopt the built program with swatomic_program_adopt. */
SWATOMIC_API int swatomic_runtime_build_flags(swatomic_runtime runtime, char *buffer, size_t size, size_t *needed);

/** Directory to give as `-I` for #include "swatomic/software_atom_add.cl" (copied like above). */
SWATOMIC_API int swatomic_kernel_include_directory(char *buffer, size_t size, size_t *needed);

/* ------------------------------------------------------------------ program build */

/** What a program gets in front of the user's source (swatomic_build_options::library): the
 * software atomic; also the collision-reduction variants (swatomic::build_variant_program);
 * also the accumulators, variants included (swatomic::build_accumulator_program). */
#define SWATOMIC_LIBRARY_SOFTWARE_ATOMIC 0
#define SWATOMIC_LIBRARY_VARIANTS 1
#define SWATOMIC_LIBRARY_ACCUMULATORS 2

typedef struct swatomic_build_options {
    size_t struct_size;           /**< sizeof(swatomic_build_options); set by swatomic_build_options_init */
    const char *source_name;      /**< name in build logs (#line); NULL = "user_kernel.cl" */
    const char *compiler_options; /**< extra OpenCL compiler options; NULL = none */
    /** 1: paste the library source in front of the user's; 0: the user's source #includes
     * "swatomic/platform.cl" and "swatomic/software_atom_add.cl" and the build adds
     * -I <swatomic_kernel_include_directory()>. */
    int inject_library_source;
    /** SWATOMIC_LIBRARY_*: the software atomic alone (default), or with the variants or the
     * accumulators (always pasted in front, with the defines they need for the device). A struct
     * whose struct_size ends before this field builds the software atomic alone. */
    int library;
} swatomic_build_options;

/** Fills `options` with the defaults (injection on, the software atomic alone) and its struct_size. */
SWATOMIC_API void swatomic_build_options_init(swatomic_build_options *options);

/** Builds `source` (NUL-terminated) for the runtime's device. `options` may be NULL (defaults).
 * On return, `log`/`log_size` (optional) hold the compiler's log, truncated and NUL-terminated,
 * both on success and on SWATOMIC_ERROR_BUILD_FAILED; `log_needed` (optional) receives the full
 * length + 1. File names and line numbers in the log are the real ones. */
SWATOMIC_API int swatomic_program_build(swatomic_runtime runtime, const char *source,
                                        const swatomic_build_options *options, swatomic_program *out, char *log,
                                        size_t log_size, size_t *log_needed);

/** Releases a program (NULL is ignored). */
SWATOMIC_API void swatomic_program_release(swatomic_program program);

/** Wraps a cl_program the caller built (retained; the caller keeps its own reference) for
 * swatomic_launch. SWATOMIC_ERROR_INVALID_ARGUMENT, with the reason in swatomic_last_error(),
 * unless it was built successfully in the runtime's context for its device with the library's
 * defines for that device (swatomic_runtime_build_flags; swatomic::Runtime::adopt_program says
 * which defines are checked and where they are read from). */
SWATOMIC_API int swatomic_program_adopt(swatomic_runtime runtime, cl_program program, swatomic_program *out);

/** The underlying cl_program (owned by the program handle). */
SWATOMIC_API cl_program swatomic_program_handle(swatomic_program program);

/** Creates the kernel `name`; the caller owns it (clReleaseKernel). Its parameter list must end
 * with SWATOMIC_KERNEL_PARAMS; set its other arguments with clSetKernelArg. */
SWATOMIC_API int swatomic_kernel_create(swatomic_program program, const char *name, cl_kernel *out);

/* ------------------------------------------------------------------ launch */

/* Launch options and statistics are versioned by their first field: set struct_size to the
 * size of the struct you compiled against (the _init functions do), and a newer library reads
 * or writes only the fields that size covers. */
typedef struct swatomic_launch_options {
    size_t struct_size;            /**< sizeof(swatomic_launch_options) */
    uint32_t budget_ms;            /**< longest wait without progress; 0 = 4000 (swatomic::LaunchOptions) */
    uint32_t deadline_ms;          /**< longest one request may wait in all; 0 = 4 x budget_ms */
    /** coordinator work-groups, 1..128; 0 = the library's choice (no more than the requesting
     *  groups below the co-resident limit) */
    uint32_t coordinator_groups;
    /** the most software-atomic requests one requesting group makes (a few flush requests,
     *  or 1 for none); 0 = no bound. Sizes the default coordinator count (swatomic::LaunchOptions) */
    uint32_t requests_per_group;
} swatomic_launch_options;

typedef struct swatomic_launch_stats {
    size_t struct_size;        /**< sizeof(swatomic_launch_stats) */
    size_t worker_groups;      /**< requesting (virtual) groups */
    size_t physical_groups;    /**< requesting groups launched at once */
    size_t slots;              /**< request slots (waves) of the physical groups */
    size_t coordinator_groups; /**< coordinator work-groups launched */
    uint32_t requests;         /**< records served (a wave's round: one per variable and op) */
    uint32_t passes;           /**< the busiest coordinator's passes */
} swatomic_launch_stats;

/** Sets the defaults and struct_size. */
SWATOMIC_API void swatomic_launch_options_init(swatomic_launch_options *options);
/** Zeroes the statistics and sets struct_size. */
SWATOMIC_API void swatomic_launch_stats_init(swatomic_launch_stats *stats);

/** A coordinator owns the protocol's buffers; reuse one for many launches on its runtime. */
SWATOMIC_API int swatomic_coordinator_create(swatomic_runtime runtime, swatomic_coordinator *out);
/** Releases a coordinator (NULL is ignored); launches in flight keep what they need. */
SWATOMIC_API void swatomic_coordinator_release(swatomic_coordinator coordinator);

/** Launches `kernel` (from `program`, user arguments set) with `worker_groups` requesting groups of
 * `local_size` work-items plus its coordinator groups and waits for it. `options` and `stats` may
 * be NULL. Fails with SWATOMIC_ERROR_INVALID_ARGUMENT or ..._LAUNCH_LIMIT_EXCEEDED before anything
 * is enqueued; after a failed run with ..._COORDINATOR_TIMEOUT, ..._NULL_ADDRESS, ..._MIXED_WIDTH
 * or ..._INVALID_ARGUMENT (an address at or above 2^50, or a 64-bit operation the device cannot
 * apply). */
SWATOMIC_API int swatomic_launch(swatomic_coordinator coordinator, swatomic_program program, cl_kernel kernel,
                                 size_t worker_groups, size_t local_size, const swatomic_launch_options *options,
                                 swatomic_launch_stats *stats);

/** swatomic_launch without waiting: checks the arguments (the same statuses before anything is
 * enqueued), enqueues the launch and returns a pending launch in `out`; the run's own failures
 * (..._COORDINATOR_TIMEOUT, ..._NULL_ADDRESS, ..._MIXED_WIDTH, ..._INVALID_ARGUMENT as for
 * swatomic_launch) are returned by swatomic_launch_check. Each launch in flight has its own protocol buffers, so launches queued
 * back to back on one coordinator are independent. */
SWATOMIC_API int swatomic_launch_async(swatomic_coordinator coordinator, swatomic_program program, cl_kernel kernel,
                                       size_t worker_groups, size_t local_size,
                                       const swatomic_launch_options *options, swatomic_pending_launch *out);

/** Waits for the launch (if not done) and returns its status, the one swatomic_launch would have
 * returned; `stats` (optional) is filled on success. Calling it again returns the same. */
SWATOMIC_API int swatomic_launch_check(swatomic_pending_launch pending, swatomic_launch_stats *stats);

/** The launch's kernel event (owned by the handle: retain it to keep it longer); NULL for NULL. */
SWATOMIC_API cl_event swatomic_launch_event(swatomic_pending_launch pending);

/** Releases a pending launch (NULL is ignored). Unchecked, it first waits for the launch to end
 * (bounded by the launch's budget) and discards its status. */
SWATOMIC_API void swatomic_launch_release(swatomic_pending_launch pending);

/* ------------------------------------------------------------------ occupancy */

typedef struct swatomic_occupancy_report {
    size_t struct_size;       /**< set by the caller to sizeof(swatomic_occupancy_report) */
    size_t max_groups;        /**< co-resident work-groups on the device, coordinator included */
    size_t max_worker_groups; /**< the most requesting groups that run at once (default coordinators) */
    size_t groups_per_unit;   /**< co-resident work-groups on one unit */
    size_t units;             /**< SMs, CUs or PoCL threads */
    char limiter[64];         /**< the binding resource, e.g. "registers" (truncated) */
    char explanation[256];    /**< one line a user can act on (truncated) */
} swatomic_occupancy_report;

/** How many work-groups of `local_size` of `kernel` (from `program`) fit on the device at once
 * with the protocol's scratch, what limits them, and how many of them request
 * (swatomic::Coordinator::occupancy and max_worker_groups). `out->struct_size` must be set;
 * SWATOMIC_ERROR_INVALID_ARGUMENT for NULL handles or a local size of 0,
 * ..._LAUNCH_LIMIT_EXCEEDED for a size beyond the kernel's limit; on failure `*out` holds only
 * zeros and its struct_size. */
SWATOMIC_API int swatomic_occupancy(swatomic_coordinator coordinator, swatomic_program program, cl_kernel kernel,
                                    size_t local_size, swatomic_occupancy_report *out);

/** The most requesting groups that run at once beside the coordinator groups that `options` (may
 * be NULL: the defaults) gives a launch at the co-resident limit (swatomic::Coordinator::
 * max_worker_groups); swatomic_launch runs any more as virtual groups. A few coordinator groups
 * of your choice can lower it: each then polls more slots, and its scratch grows with them.
 * SWATOMIC_ERROR_LAUNCH_LIMIT_EXCEEDED where that scratch does not fit beside the kernel's own
 * local memory (its __local arguments as set), as swatomic_launch would. `*out` is 0 on failure. */
SWATOMIC_API int swatomic_max_worker_groups(swatomic_coordinator coordinator, swatomic_program program,
                                            cl_kernel kernel, size_t local_size,
                                            const swatomic_launch_options *options, size_t *out);

/* ------------------------------------------------------------------ accumulators */

/** Bytes of the __local scratch a variant or accumulator kernel takes for groups of `local_size`
 * work-items (swatomic::variant_scratch_bytes; declare it as __local ulong *):
 *   clSetKernelArg(kernel, 6, swatomic_variant_scratch_bytes(64), NULL); */
SWATOMIC_API size_t swatomic_variant_scratch_bytes(size_t local_size);

/** Reads a variant kernel's status word (the `status` buffer its swatomic_variant_context got,
 * one uint, zero before the launch) after the kernel ran (swatomic::check_variant_status):
 * SWATOMIC_SUCCESS when no compare-and-swap loop ran out of its budget, else
 * SWATOMIC_ERROR_SPIN_BUDGET_EXCEEDED (the target values are unspecified then);
 * SWATOMIC_ERROR_INVALID_ARGUMENT for NULL or a buffer of another context or under 4 bytes. */
SWATOMIC_API int swatomic_check_variant_status(swatomic_runtime runtime, cl_mem status);

/** Element types of the accumulators (docs/VARIANTS.md), the <type> of their kernel functions. */
#define SWATOMIC_ACC_INT 0
#define SWATOMIC_ACC_UINT 1
#define SWATOMIC_ACC_LONG 2
#define SWATOMIC_ACC_ULONG 3
#define SWATOMIC_ACC_FLOAT 4
#define SWATOMIC_ACC_DOUBLE 5

/** Bytes of __local storage for `bins` privatized bins of `type` beside `other_local_bytes` of the
 * kernel's other local memory (swatomic::bins_local_bytes). SWATOMIC_ERROR_LAUNCH_LIMIT_EXCEEDED
 * when they do not fit the device's local memory (then use swatomic_bins_plan);
 * SWATOMIC_ERROR_INVALID_ARGUMENT for an unknown type, a type the device lacks (long/ulong:
 * cl_khr_int64_base_atomics, double: also cl_khr_fp64), 0 bins or NULL. `*bytes` is 0 on failure. */
SWATOMIC_API int swatomic_bins_local_bytes(swatomic_runtime runtime, int type, size_t bins, size_t other_local_bytes,
                                           size_t *bytes);

/** How to privatize `bins` bins: `*passes` passes of `*bins_per_pass` bins (the last may be
 * shorter), each taking `*local_bytes` of local memory and reading the input again
 * (swatomic::plan_bins). Errors as swatomic_bins_local_bytes, LAUNCH_LIMIT_EXCEEDED only when not
 * even 32 bins fit. Outputs are 0 on failure. */
SWATOMIC_API int swatomic_bins_plan(swatomic_runtime runtime, int type, size_t bins, size_t other_local_bytes,
                                    size_t *bins_per_pass, size_t *passes, size_t *local_bytes);

/** The same plan for packed 16-bit uint bins (swatomic_packed_bins_* in kernels, two bins per
 * 32-bit word: half the passes; swatomic::plan_packed_bins). Errors and outputs as
 * swatomic_bins_plan. */
SWATOMIC_API int swatomic_packed_bins_plan(swatomic_runtime runtime, size_t bins, size_t other_local_bytes,
                                           size_t *bins_per_pass, size_t *passes, size_t *local_bytes);

/** The plan for packed uint bins of `bits` bits, 8 or 16 (32 / bits bins per word; kernels:
 * swatomic_packed_bins_begin_bits(storage, first, count, global_bins, bits)); 8-bit bins take a
 * quarter of the passes of uint bins. SWATOMIC_ERROR_INVALID_ARGUMENT for other `bits`; errors
 * and outputs otherwise as swatomic_bins_plan.
 *   size_t per_pass, passes, bytes;
 *   swatomic_packed_bins_plan_bits(rt, 65536, 0, 8, &per_pass, &passes, &bytes); */
SWATOMIC_API int swatomic_packed_bins_plan_bits(swatomic_runtime runtime, size_t bins, size_t other_local_bytes,
                                                unsigned bits, size_t *bins_per_pass, size_t *passes,
                                                size_t *local_bytes);

/** The launch for a kernel with privatized bins made in `passes` passes (swatomic::
 * plan_bins_launch): `*groups` work-groups of `*local_size` work-items, the largest local size the
 * kernel runs (at most 1024) and as many groups as are co-resident, a multiple of `passes`. Set
 * the kernel's __local arguments first. SWATOMIC_ERROR_INVALID_ARGUMENT for a NULL handle or
 * output, or passes 0. Outputs are 0 on failure.
 *   size_t local, groups;
 *   swatomic_bins_launch(rt, program, kernel, passes, &local, &groups); */
SWATOMIC_API int swatomic_bins_launch(swatomic_runtime runtime, swatomic_program program, cl_kernel kernel, size_t passes,
                                      size_t *local_size, size_t *groups);

/** The second half of the accumulators' _store flushes (swatomic::PartialsCombiner): create one
 * per element type and keep it. SWATOMIC_ERROR_INVALID_ARGUMENT for an unknown type or one the
 * device lacks, or NULL; `*out` is NULL on failure. */
SWATOMIC_API int swatomic_partials_combiner_create(swatomic_runtime runtime, int type, swatomic_partials_combiner *out);
/** Releases a combiner (NULL is ignored); combines already enqueued complete. */
SWATOMIC_API void swatomic_partials_combiner_release(swatomic_partials_combiner combiner);

/** destination[destination_offset + j] += the sum over g of partials[g * count + j], for `groups`
 * rows of `count` elements of the combiner's type, enqueued on the runtime's queue; no atomic.
 * Checked before anything is enqueued: SWATOMIC_ERROR_INVALID_ARGUMENT for a NULL handle or
 * buffer, groups or count 0 or above 2^32 - 1, a buffer too small. `event` may be NULL; else it
 * receives the kernel's event (the caller releases it with clReleaseEvent), or NULL on failure.
 *   swatomic_partials_combine(combiner, partials, groups, 1, total, 0, NULL); */
SWATOMIC_API int swatomic_partials_combine(swatomic_partials_combiner combiner, cl_mem partials, size_t groups,
                                           size_t count, cl_mem destination, size_t destination_offset,
                                           cl_event *event);

#ifdef __cplusplus
}
#endif

#endif /* SWATOMIC_SWATOMIC_H */
