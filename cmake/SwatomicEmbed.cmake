# swatomic_embed_kernels(<target> <namespace> <subdir>...): compiles kernels/<subdir>/*.{cl,h} into
# <target> as `<namespace>::kEmbeddedKernels` (an EmbeddedKernelSet, src/embedded_kernels.hpp),
# each text starting with a #line marker naming "<subdir>/<file>.cl". Each target embeds only its
# own kernels: the library kernels/swatomic, swatomic-bench kernels/bench, swatomic-probe
# kernels/probe.
function(swatomic_embed_kernels target namespace)
  set(files "")
  foreach(subdir IN LISTS ARGN)
    file(GLOB_RECURSE found RELATIVE "${SWATOMIC_KERNEL_DIR}" CONFIGURE_DEPENDS "${SWATOMIC_KERNEL_DIR}/${subdir}/*.cl"
         "${SWATOMIC_KERNEL_DIR}/${subdir}/*.h")
    list(APPEND files ${found})
  endforeach()
  list(SORT files)
  set(paths "")
  foreach(rel IN LISTS files)
    list(APPEND paths "${SWATOMIC_KERNEL_DIR}/${rel}")
  endforeach()
  set(output "${CMAKE_CURRENT_BINARY_DIR}/${target}_embedded_kernels.cpp")
  add_custom_command(
    OUTPUT "${output}"
    COMMAND "${CMAKE_COMMAND}" "-DOUTPUT=${output}" "-DROOT=${SWATOMIC_KERNEL_DIR}" "-DFILES=${files}"
            "-DNAMESPACE=${namespace}" -P "${PROJECT_SOURCE_DIR}/cmake/EmbedKernels.cmake"
    DEPENDS ${paths} "${PROJECT_SOURCE_DIR}/cmake/EmbedKernels.cmake"
    COMMENT "Embedding OpenCL kernels into ${target}: ${ARGN}"
    VERBATIM)
  target_sources(${target} PRIVATE "${output}")
  target_include_directories(${target} PRIVATE "${PROJECT_SOURCE_DIR}/src")  # embedded_kernels.hpp
endfunction()
