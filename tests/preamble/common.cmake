# Helpers of the preamble tests. -DTOOL= -DINPUTS= -DWORK_DIR=
cmake_minimum_required(VERSION 3.20)
set(src "${WORK_DIR}/src")

# A fresh copy of the inputs and a compile_commands.json for `files`, with
# an absolute include directory (preambles are shared only then).
function(setup_tree files)
  file(REMOVE_RECURSE "${WORK_DIR}")
  file(COPY "${INPUTS}/" DESTINATION "${src}")
  set(entries "")
  foreach(f IN LISTS files)
    if(entries)
      string(APPEND entries ",\n")
    endif()
    string(APPEND entries "{\"directory\": \"${src}\", \"file\": \"${f}\", \"arguments\": [\"g++\", \"-std=c++17\", \"-Wall\", \"-I${src}/inc\", \"-c\", \"${f}\"]}")
  endforeach()
  file(WRITE "${src}/compile_commands.json" "[\n${entries}\n]\n")
endfunction()

# Runs the tool (arguments in ARGN); sets `<name>_rc` and `<name>_stderr`.
function(run_tool name)
  execute_process(COMMAND "${TOOL}" ${ARGN} WORKING_DIRECTORY "${src}"
                  RESULT_VARIABLE rc ERROR_VARIABLE stderr OUTPUT_QUIET)
  set(${name}_rc "${rc}" PARENT_SCOPE)
  set(${name}_stderr "${stderr}" PARENT_SCOPE)
endfunction()

# Batch over the database into ${WORK_DIR}/out-<name>, on ${JOBS} workers
# (2 unless set: Clang prints "N warnings generated." straight to stderr, so
# runs whose diagnostics are compared use one).
function(run_batch name expect_rc)
  if(NOT JOBS)
    set(JOBS 2)
  endif()
  run_tool(${name} -p "${src}" --output-dir "${WORK_DIR}/out-${name}" -j${JOBS}
           --unique-prefix=uidT ${ARGN})
  if(NOT ${name}_rc EQUAL expect_rc)
    message(FATAL_ERROR "${name}: exit ${${name}_rc}, expected ${expect_rc}\n${${name}_stderr}")
  endif()
  set(${name}_stderr "${${name}_stderr}" PARENT_SCOPE)
endfunction()

function(expect_match name regex)
  if(NOT "${${name}_stderr}" MATCHES "${regex}")
    message(FATAL_ERROR "${name}: stderr lacks '${regex}':\n${${name}_stderr}")
  endif()
endfunction()

# Every output of directory `a` has a byte-identical twin in `b` (stamps
# aside: they name their directory), and both hold the same files.
include("${CMAKE_CURRENT_LIST_DIR}/../same_outputs.cmake")
function(expect_same_outputs a b)
  expect_same_outputs_in("${WORK_DIR}/out-${a}" "${WORK_DIR}/out-${b}" "\\.stamp$")
endfunction()

# The diagnostics of two batch runs, line by line (workers finish in any
# order; the summary lines differ by design).
function(expect_same_diagnostics a b)
  foreach(run a b)
    string(REGEX REPLACE "sycl-footergen: [0-9]+ files: [^\n]*\n" ""
           text "${${${run}}_stderr}")
    string(REPLACE "\n" ";" lines "${text}")
    list(SORT lines)
    set(lines_${run} "${lines}")
  endforeach()
  if(NOT lines_a STREQUAL lines_b)
    message(FATAL_ERROR "diagnostics differ:\n${${a}_stderr}\n---\n${${b}_stderr}")
  endif()
endfunction()
