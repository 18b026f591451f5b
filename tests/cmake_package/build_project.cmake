# Configures, builds and runs a copy of a user project that finds the
# package. With INCREMENTAL, also checks what a rebuild regenerates.
# -DPROJECT=<source dir> -DWORK_DIR= -DGENERATOR= -DPACKAGE=-D<how to find it>
# -DCXX_COMPILER= -DEXPECT=<regex the program prints> [-DINCREMENTAL=ON]
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")

# A copy: the incremental checks touch its headers.
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

configure("${src}" "${bin}" "${GENERATOR}")
build_and_run()
message(STATUS "first build:\n${build_output}")
if(NOT INCREMENTAL)
  return()
endif()

# A dependency that does not exist makes every build rerun the tool: name
# the first few the depfiles list, as the likeliest cause of a failure.
function(missing_dependencies out)
  file(GLOB_RECURSE depfiles "${bin}/app.syclfg/*.d")
  set(missing "")
  foreach(depfile IN LISTS depfiles)
    # Whitespace-separated words (no path here has a space), the target
    # "x:" skipped; backslashes dropped first: in a CMake list a trailing
    # backslash would escape the ";" after it.
    file(READ "${depfile}" text)
    string(REPLACE "\\" "" text "${text}")
    string(REGEX MATCHALL "[^ \t\r\n]+" words "${text}")
    foreach(path IN LISTS words)
      if(NOT path MATCHES ":$" AND NOT EXISTS "${path}")
        list(APPEND missing "${path}")
      endif()
    endforeach()
  endforeach()
  if(missing)
    list(SUBLIST missing 0 3 missing)
    string(REPLACE ";" "\n  " missing "${missing}")
    set(${out} "\nthe depfiles name files that do not exist, e.g.\n  ${missing}\n" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# Every custom command's COMMENT is "sycl-footergen <target>: <path>", and
# both generators print it exactly when the command runs.
function(expect_regenerated what)
  string(REGEX MATCHALL "sycl-footergen app: [^\r\n]*" ran "${build_output}")
  list(SORT ran) # Ninja may run them in either order
  if(NOT "${ran}" STREQUAL "${what}")
    missing_dependencies(missing)
    message(FATAL_ERROR "expected the tool to run for [${what}], it ran for [${ran}]${missing}\n"
                        "${build_output}")
  endif()
endfunction()

build_and_run()
expect_regenerated("") # a no-op rebuild runs no tool

set(other "${bin}/app.syclfg/src/scale.cpp.footer.hpp")
file(TIMESTAMP "${other}" other_before "%Y-%m-%d %H:%M:%S")
# Timestamps have a resolution of a second here.
run("${CMAKE_COMMAND}" -E sleep 1.1)
file(TOUCH "${src}/include/check.hpp") # included by main.cpp only
build_and_run()
expect_regenerated("sycl-footergen app: src/main.cpp")
file(TIMESTAMP "${other}" other_after "%Y-%m-%d %H:%M:%S")
if(NOT other_before STREQUAL other_after)
  message(FATAL_ERROR "scale.cpp's footer was rewritten (${other_before} -> ${other_after})")
endif()

build_and_run()
expect_regenerated("") # nor after a header change

file(TOUCH "${src}/include/app.hpp") # included by both
build_and_run()
expect_regenerated("sycl-footergen app: src/main.cpp;sycl-footergen app: src/scale.cpp")
message(STATUS "incremental rebuilds regenerated exactly the TUs that read the touched header")
