# The same project in two directories, built with ccache (CCACHE_BASEDIR set
# to their common parent) and the wrapper's default --base-dir: the generated
# files are byte-identical, and every compile of the second build is a cache
# hit. A Debug build (-g), with the -ffile-prefix-map docs/manual.md asks for:
# without it ccache hashes the working directory into debug compiles, and no
# compile of the second checkout would hit. __FILE__ still names the user's
# file. -DPROJECT=<flags dir> -DWORK_DIR= -DPACKAGE= -DCXX_COMPILER= -DCCACHE=
# Optional: -DBUILD_TYPE=Release (no -g, no -ffile-prefix-map; default
# Debug), -DREMOTE_STORAGE=<ccache remote_storage URL>: each checkout then has
# its own empty local cache (two machines, as far as ccache can tell) and the
# second build's compiles must all be hits of the shared remote storage
# (tests/scale/remote_cache.sh starts a redis-server for it).
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")

if(NOT BUILD_TYPE)
  set(BUILD_TYPE Debug)
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
# The test is of ccache itself: what the caller's environment says to
# ccache (CCACHE_DISABLE=1 for a build that avoids the cache) must not turn
# it off or change it.
foreach(var CCACHE_DISABLE CCACHE_RECACHE CCACHE_READONLY CCACHE_CONFIGPATH)
  unset(ENV{${var}})
endforeach()
# A private cache: the statistics count this test's compiles only.
set(ENV{CCACHE_DIR} "${WORK_DIR}/ccache")
set(ENV{CCACHE_BASEDIR} "${WORK_DIR}")
if(REMOTE_STORAGE)
  set(ENV{CCACHE_REMOTE_STORAGE} "${REMOTE_STORAGE}")
endif()
set(checkouts "one" "second-checkout")
foreach(checkout IN LISTS checkouts)
  set(src "${WORK_DIR}/${checkout}/src")
  file(COPY "${PROJECT}/" DESTINATION "${src}")
  if(REMOTE_STORAGE)
    set(ENV{CCACHE_DIR} "${WORK_DIR}/${checkout}/ccache")
  endif()
  set(flags "-DFROM_CXX_FLAGS=1")
  if(BUILD_TYPE STREQUAL "Debug")
    string(APPEND flags " -ffile-prefix-map=${WORK_DIR}/${checkout}/=")
  endif()
  configure("${src}" "${WORK_DIR}/${checkout}/build" Ninja -DCMAKE_BUILD_TYPE=${BUILD_TYPE}
            "-DCMAKE_CXX_FLAGS=${flags}" "-DCMAKE_CXX_COMPILER_LAUNCHER=${CCACHE}")
  run("${CCACHE}" --zero-stats)
  string(TIMESTAMP start "%s%f")
  run("${CMAKE_COMMAND}" --build "${WORK_DIR}/${checkout}/build")
  string(TIMESTAMP end "%s%f")
  math(EXPR ms "(${end} - ${start}) / 1000")
  message(STATUS "${checkout}: ${BUILD_TYPE} build (the tool and 3 compiles) took ${ms} ms")
endforeach()

# Every file the tool wrote, in both build trees.
file(GLOB_RECURSE generated RELATIVE "${WORK_DIR}/one/build" "${WORK_DIR}/one/build/*.syclfg/*")
list(LENGTH generated count)
if(count LESS 9) # 3 TUs: footer, host TU, depfile
  message(FATAL_ERROR "expected the outputs of 3 TUs, found: ${generated}")
endif()
foreach(file IN LISTS generated)
  file(READ "${WORK_DIR}/one/build/${file}" first)
  file(READ "${WORK_DIR}/second-checkout/build/${file}" second)
  if(NOT first STREQUAL second)
    execute_process(COMMAND diff -u "${WORK_DIR}/one/build/${file}"
                            "${WORK_DIR}/second-checkout/build/${file}")
    message(FATAL_ERROR "${file} differs between the two checkouts (diff above)")
  endif()
endforeach()
message(STATUS "${count} generated files byte-identical in both checkouts")

# The second build's compiles (3 host TUs) all hit the first build's cache.
run("${CCACHE}" --print-stats)
set(stats "${last_output}")
foreach(counter direct_cache_hit preprocessed_cache_hit cache_miss remote_storage_hit)
  set(${counter} 0)
  if(stats MATCHES "(^|\n)${counter}[ \t]+([0-9]+)")
    set(${counter} "${CMAKE_MATCH_2}")
  endif()
endforeach()
math(EXPR hits "${direct_cache_hit} + ${preprocessed_cache_hit}")
if(NOT cache_miss EQUAL 0 OR NOT hits EQUAL 3)
  message(FATAL_ERROR "expected 3 ccache hits and no miss in the second build, got "
                      "${hits} hits, ${cache_miss} misses:\n${stats}")
endif()
if(REMOTE_STORAGE AND NOT remote_storage_hit EQUAL 3)
  message(FATAL_ERROR "expected the 3 hits to come from the remote storage, got "
                      "${remote_storage_hit} remote hits:\n${stats}")
endif()
message(STATUS "second build: ${hits} of 3 compiles were ccache hits "
               "(${remote_storage_hit} from the remote storage)")

# __FILE__ in the second checkout's program (its object from the first
# checkout's cache entry) names the second checkout's main.cpp, spelled
# through the host TU's directory and relative to the build directory, where
# the compile ran, once ccache's base_dir made the command line relative.
set(bin "${WORK_DIR}/second-checkout/build")
run("${bin}/app")
if(NOT last_output MATCHES "file: ([^\r\n]*)")
  message(FATAL_ERROR "the program printed no __FILE__:\n${last_output}")
endif()
set(file "${CMAKE_MATCH_1}")
get_filename_component(resolved "${file}" ABSOLUTE BASE_DIR "${bin}")
if(NOT resolved STREQUAL "${WORK_DIR}/second-checkout/src/main.cpp")
  message(FATAL_ERROR "__FILE__ is '${file}' (${resolved}), not the user's main.cpp")
endif()
message(STATUS "__FILE__ in main.cpp: ${file}")
