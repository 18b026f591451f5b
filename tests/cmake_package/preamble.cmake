# SYCL_FOOTERGEN_PREAMBLE_CACHE: the preamble project built with and
# without the cache gives byte-identical generated files and programs that
# run; the cache holds the shared preamble; a header edit regenerates the
# TUs, rebuilds the preamble (a new PCH) and the outputs follow the edit,
# still identical to a build without the cache.
# -DWORK_DIR= -DPACKAGE= -DCXX_COMPILER=
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/../same_outputs.cmake")

file(REMOVE_RECURSE "${WORK_DIR}")
file(COPY "${CMAKE_CURRENT_LIST_DIR}/preamble/" DESTINATION "${WORK_DIR}/src")
set(src "${WORK_DIR}/src")
set(cache "${WORK_DIR}/cache")
configure("${src}" "${WORK_DIR}/plain" Ninja -DCMAKE_BUILD_TYPE=Release)
configure("${src}" "${WORK_DIR}/cached" Ninja -DCMAKE_BUILD_TYPE=Release
          "-DSYCL_FOOTERGEN_PREAMBLE_CACHE=${cache}")

function(build_both)
  foreach(bin plain cached)
    run("${CMAKE_COMMAND}" --build "${WORK_DIR}/${bin}")
    run("${WORK_DIR}/${bin}/app")
    if(NOT last_output MATCHES "preamble: 4 7 10: OK")
      message(FATAL_ERROR "${bin}: the program printed:\n${last_output}")
    endif()
  endforeach()
  # Depfiles and stamps name the build directory; the rest must not differ.
  expect_same_outputs_in("${WORK_DIR}/plain/app.syclfg/src"
                         "${WORK_DIR}/cached/app.syclfg/src" "\\.(d|stamp)$")
endfunction()

build_both()
file(GLOB manifests "${cache}/*.manifest")
file(GLOB pchs "${cache}/*.pch")
list(LENGTH manifests n_manifests)
list(LENGTH pchs n_pchs)
# One preamble: one PCH, or a chain's stages, each listed in the manifest.
set(n_listed 0)
if(n_manifests EQUAL 1)
  file(STRINGS "${manifests}" listed REGEX "^pch ")
  list(LENGTH listed n_listed)
endif()
if(NOT n_manifests EQUAL 1 OR NOT n_pchs EQUAL n_listed)
  message(FATAL_ERROR "expected one preamble in ${cache}: ${manifests} ${pchs}")
endif()

file(APPEND "${src}/include/pre/shared.hpp"
     "inline constexpr sycl::specialization_id<int> added_by_edit{1};\n")
build_both()
file(GLOB footer "${WORK_DIR}/cached/app.syclfg/src/a.cpp.footer.hpp")
file(READ "${footer}" text)
if(NOT text MATCHES "added_by_edit")
  message(FATAL_ERROR "the header edit is not in ${footer}")
endif()
file(GLOB pchs_after "${cache}/*.pch")
list(REMOVE_ITEM pchs_after ${pchs})
if(NOT pchs_after)
  message(FATAL_ERROR "the header edit did not rebuild the preamble in ${cache}")
endif()
