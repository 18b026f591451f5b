# Builds a copy of flags/ (each macro from another source of flags; GNU and
# strict modes) with one generator and runs it in each configuration, then
# checks what rebuilds regenerate: no-op builds run nothing, a header edit
# reruns the tool for exactly the TUs that read the header.
# -DPROJECT=<flags dir> -DWORK_DIR= -DGENERATOR= -DPACKAGE= -DCXX_COMPILER=
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/incremental.cmake")

file(REMOVE_RECURSE "${WORK_DIR}")
file(COPY "${PROJECT}/" DESTINATION "${WORK_DIR}/src")
set(src "${WORK_DIR}/src")
set(bin "${WORK_DIR}/build")

# FROM_CONFIG is 1 in Debug, 2 in Release (CMAKE_CXX_FLAGS_<CONFIG>).
if(GENERATOR MATCHES "Multi-Config")
  set(configs Debug Release) # of its default Debug;Release;RelWithDebInfo
  set(config_args "")
else()
  set(configs Release)
  set(config_args -DCMAKE_BUILD_TYPE=Release)
endif()
configure("${src}" "${bin}" "${GENERATOR}" -DCMAKE_CXX_FLAGS=-DFROM_CXX_FLAGS=1 ${config_args})

# build(<config>): builds and runs it; the build's output in `build_output`.
function(build config)
  run("${CMAKE_COMMAND}" --build "${bin}" --config ${config})
  set(build_output "${last_output}" PARENT_SCOPE)
  set(program "${bin}/app")
  if(GENERATOR MATCHES "Multi-Config")
    set(program "${bin}/${config}/app")
  endif()
  run("${program}")
  set(value 2)
  if(config STREQUAL "Debug")
    set(value 1)
  endif()
  if(NOT last_output MATCHES "flags: config ${value}, IDs .*: OK")
    message(FATAL_ERROR "${config}: the program printed:\n${last_output}")
  endif()
  message(STATUS "${config}: ${last_output}")
endfunction()

foreach(config IN LISTS configs)
  build(${config})
endforeach()
set(config Release) # the rebuilds below
build(${config})
expect_nothing_ran("${build_output}" "${bin}") # a no-op build runs nothing

# The footer of a TU that does not read the header stays untouched.
set(other "${bin}/app.syclfg/src/gnu.cpp.footer.hpp")
if(GENERATOR MATCHES "Multi-Config") # one set of outputs per configuration
  set(other "${bin}/app.syclfg/${config}/src/gnu.cpp.footer.hpp")
endif()
file(TIMESTAMP "${other}" other_before "%Y-%m-%d %H:%M:%S")
run("${CMAKE_COMMAND}" -E sleep 1.1) # file(TIMESTAMP) has a resolution of a second
file(TOUCH "${src}/main_only/main_only.hpp")
build(${config})
expect_regenerated("${build_output}" "${bin}" "sycl-footergen app: src/main.cpp")
file(TIMESTAMP "${other}" other_after "%Y-%m-%d %H:%M:%S")
if(NOT other_before STREQUAL other_after)
  message(FATAL_ERROR "${other} was rewritten (${other_before} -> ${other_after})")
endif()

build(${config})
expect_nothing_ran("${build_output}" "${bin}") # nor after a header edit

file(TOUCH "${src}/include/flags.hpp") # read by every TU
build(${config})
expect_regenerated("${build_output}" "${bin}"
  "sycl-footergen app: src/gnu.cpp;sycl-footergen app: src/main.cpp;sycl-footergen strict: src/strict/strict.cpp")
message(STATUS "rebuilds regenerated exactly the TUs that read the touched header")
