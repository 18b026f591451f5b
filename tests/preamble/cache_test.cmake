# --preamble-cache: one process per TU (the CMake path) shares preambles
# through a directory. Two processes at once give the outputs of whole
# parses and leave a valid entry that a later run reuses without building;
# a corrupted PCH or a truncated manifest is detected and rebuilt. Their
# preamble (<sycl/sycl.hpp> and more) is a chain of PCHs (preamble_chain.hpp):
# one entry, whose manifest lists every stage.
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
setup_tree("a.cpp;b.cpp")
file(MAKE_DIRECTORY "${WORK_DIR}/out-whole" "${WORK_DIR}/out-concurrent")
set(cache "${WORK_DIR}/cache")
set(flags -std=c++17 -Wall "-I${src}/inc")

# The single-file command for `n` writing into ${WORK_DIR}/out-<dir>.
function(single_command var dir n)
  set(out "${WORK_DIR}/out-${dir}/${n}")
  set(${var} "${TOOL}" ${n}.cpp -o ${out}.footer.hpp --host-tu ${out}.host.cpp
      --depfile=${out}.d --unique-prefix=uidT ${ARGN} -- ${flags} PARENT_SCOPE)
endfunction()

foreach(n a b)
  single_command(command whole ${n})
  execute_process(COMMAND ${command} WORKING_DIRECTORY "${src}"
                  RESULT_VARIABLE rc ERROR_VARIABLE stderr)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "whole parse of ${n}.cpp: exit ${rc}\n${stderr}")
  endif()
endforeach()

# execute_process runs its COMMANDs concurrently.
single_command(first concurrent a --preamble-cache=${cache})
single_command(second concurrent b --preamble-cache=${cache})
execute_process(COMMAND ${first} COMMAND ${second} WORKING_DIRECTORY "${src}"
                RESULTS_VARIABLE codes ERROR_VARIABLE stderr)
if(NOT codes STREQUAL "0;0")
  message(FATAL_ERROR "concurrent runs: exits ${codes}\n${stderr}")
endif()
expect_same_outputs(whole concurrent)
file(GLOB manifests "${cache}/*.manifest")
list(LENGTH manifests n_manifests)
if(NOT n_manifests EQUAL 1)
  message(FATAL_ERROR "expected one preamble in the cache, got: ${manifests}")
endif()
file(STRINGS "${manifests}" listed_pchs REGEX "^pch ")
file(GLOB pchs "${cache}/*.pch")
list(LENGTH listed_pchs n_listed)
list(LENGTH pchs n_pchs)
if(NOT n_listed EQUAL 3 OR NOT n_pchs EQUAL 3)
  message(FATAL_ERROR "expected a chain of 3 PCHs, got:\n${listed_pchs}\n${pchs}")
endif()

# A batch run finds the entry valid: both TUs on it, no PCH built.
file(GLOB pchs_before "${cache}/*.pch")
run_batch(reuse 0 --preamble-cache=${cache})
expect_match(reuse "2 parsed on a shared preamble")
file(GLOB pchs_after "${cache}/*.pch")
if(NOT pchs_before STREQUAL pchs_after)
  message(FATAL_ERROR "the published preamble was rebuilt:\n${pchs_before}\n${pchs_after}")
endif()
run_batch(bwhole 0 --no-preamble)
expect_same_outputs(bwhole reuse)

# Damaged entries are rebuilt, never trusted.
# Each stage of the chain: the first, then (rebuilt) the last.
foreach(stage first last)
  file(STRINGS "${manifests}" listed_pchs REGEX "^pch ")
  if(stage STREQUAL "first")
    list(GET listed_pchs 0 pch_line)
  else()
    list(GET listed_pchs -1 pch_line)
  endif()
  string(REGEX REPLACE "^pch [0-9a-f]+ " "" pch "${pch_line}")
  file(WRITE "${cache}/${pch}" "not a precompiled header")
  run_batch(corrupt_${stage} 0 --preamble-cache=${cache})
  expect_match(corrupt_${stage} "2 parsed on a shared preamble")
  expect_same_outputs(bwhole corrupt_${stage})
  # Healed as a chain again (not by falling back to one PCH).
  file(STRINGS "${manifests}" listed_pchs REGEX "^pch ")
  list(LENGTH listed_pchs n_listed)
  if(NOT n_listed EQUAL 3)
    message(FATAL_ERROR "corrupt ${stage} stage: rebuilt as:\n${listed_pchs}")
  endif()
endforeach()
file(READ "${manifests}" manifest)
string(SUBSTRING "${manifest}" 0 60 truncated)
file(WRITE "${manifests}" "${truncated}")
run_batch(truncated 0 --preamble-cache=${cache})
expect_match(truncated "2 parsed on a shared preamble")
expect_same_outputs(bwhole truncated)
