# run(<command>...): fails the test with the command's output unless it
# succeeds; leaves stdout + stderr in `last_output`.
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}")
  endif()
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

# configure(<source dir> <build dir> <generator> [<cmake args>...]): a fresh
# user project, built with the same compiler as this project.
function(configure src bin generator)
  file(REMOVE_RECURSE "${bin}")
  run("${CMAKE_COMMAND}" -S "${src}" -B "${bin}" -G "${generator}"
      "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" "${PACKAGE}" ${ARGN})
endfunction()
