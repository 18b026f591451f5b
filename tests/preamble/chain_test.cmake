# Chains of PCHs (src/parse/preamble_chain.hpp): c's preamble starts with
# a header whose leading includes are hoisted and cut into three stages;
# r1's and r2's headers start with includes that read __INCLUDE_LEVEL__ or
# the header's own include guard, which hoisting would change, so theirs is
# one PCH. Outputs byte-identical to whole parses, cold, warm and after an
# edit of a header the first stage reads (the whole chain is rebuilt).
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
setup_tree("c.cpp;r1.cpp;r2.cpp")
set(cache "${WORK_DIR}/cache")

# Sets `<var>_pchs` and `<var>_stages` to the PCH and stage-header lines of
# the manifest whose header includes `included`.
function(entry_of var included)
  file(GLOB manifests "${cache}/*.manifest")
  foreach(manifest IN LISTS manifests)
    string(REGEX REPLACE "\\.manifest$" ".hpp" header "${manifest}")
    file(READ "${header}" text)
    if(text MATCHES "<${included}>")
      file(STRINGS "${manifest}" pchs REGEX "^pch ")
      file(STRINGS "${manifest}" stages REGEX "^stage ")
      set(${var}_pchs "${pchs}" PARENT_SCOPE)
      set(${var}_stages "${stages}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  message(FATAL_ERROR "no preamble of <${included}> in ${cache}")
endfunction()

function(expect_stages var count)
  list(LENGTH ${var}_pchs n_pchs)
  list(LENGTH ${var}_stages n_stages)
  set(n_expected_stages ${count})
  if(count EQUAL 1)
    set(n_expected_stages 0) # one PCH has no stage headers
  endif()
  if(NOT n_pchs EQUAL count OR NOT n_stages EQUAL n_expected_stages)
    message(FATAL_ERROR "${var}: expected ${count} PCHs, got:\n${${var}_pchs}\n${${var}_stages}")
  endif()
endfunction()

run_batch(whole 0 --no-preamble)
run_batch(cold 0 --preamble-cache=${cache})
expect_match(cold "3 generated, 0 unchanged, 0 failed, 3 parsed on a shared preamble")
expect_same_outputs(whole cold)
entry_of(c chain/top.hpp)
expect_stages(c 3)
entry_of(r1 chain/level_top.hpp)
expect_stages(r1 1)
entry_of(r2 chain/guard_top.hpp)
expect_stages(r2 1)
# c's first stage holds the hoisted line, not the header that had it.
list(GET c_stages 0 first_stage)
string(REGEX REPLACE "^stage [0-9a-f]+ " "" first_stage "${first_stage}")
file(READ "${cache}/${first_stage}" first_text)
if(NOT first_text STREQUAL "#include <chain/first.hpp>\n")
  message(FATAL_ERROR "c's first stage holds:\n${first_text}")
endif()

# Warm: the chain is read back and used, nothing rebuilt.
file(GLOB pchs_cold "${cache}/*.pch")
run_batch(warm 0 --preamble-cache=${cache})
expect_match(warm "3 parsed on a shared preamble")
expect_same_outputs(whole warm)
file(GLOB pchs_warm "${cache}/*.pch")
if(NOT pchs_cold STREQUAL pchs_warm)
  message(FATAL_ERROR "a valid chain was rebuilt:\n${pchs_cold}\n${pchs_warm}")
endif()

# An edit of a header of the first stage: every stage is rebuilt (each one
# names the one before), and the outputs follow it.
file(APPEND "${src}/inc/chain/first.hpp" "#include <chain/added.hpp>\n")
set(only_c --filter "/c\\.cpp$")
run_batch(edited 0 ${only_c} --preamble-cache=${cache})
expect_match(edited "1 parsed on a shared preamble")
file(GLOB depfile "${WORK_DIR}/out-edited/c-*.d")
file(READ "${depfile}" deps)
if(NOT deps MATCHES "chain/added.hpp")
  message(FATAL_ERROR "the edit of first.hpp is not in ${depfile}")
endif()
set(old_c_pchs "${c_pchs}")
entry_of(c chain/top.hpp)
expect_stages(c 3)
foreach(line IN LISTS c_pchs)
  if(line IN_LIST old_c_pchs)
    message(FATAL_ERROR "a stage survived the edit of its input: ${line}")
  endif()
endforeach()
run_batch(edited_whole 0 ${only_c} --no-preamble)
expect_same_outputs(edited_whole edited)
