# Configures, builds and runs a copy of a user project that finds the
# package (flags.cmake checks incremental rebuilds).
# -DPROJECT=<source dir> -DWORK_DIR= -DGENERATOR= -DPACKAGE=-D<how to find it>
# -DCXX_COMPILER= -DEXPECT=<regex the program prints>
# Optional: -DCONFIGURE_ARGS=<more cmake arguments> (a ;-list), e.g. a
# compiler launcher (tests/scale/distcc.sh).
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")

file(REMOVE_RECURSE "${WORK_DIR}")
file(COPY "${PROJECT}/" DESTINATION "${WORK_DIR}/src")
set(src "${WORK_DIR}/src")
set(bin "${WORK_DIR}/build")

function(build_and_run)
  run("${CMAKE_COMMAND}" --build "${bin}")
  set(build_output "${last_output}" PARENT_SCOPE)
  run("${bin}/app")
  if(NOT last_output MATCHES "${EXPECT}")
    message(FATAL_ERROR "the program printed:\n${last_output}")
  endif()
endfunction()

configure("${src}" "${bin}" "${GENERATOR}" ${CONFIGURE_ARGS})
build_and_run()
message(STATUS "build:\n${build_output}")
