# Compiles each program in entry_headers/ with each compiler given: every
# program includes one entry header only (<sycl/sycl.hpp>, <CL/sycl.hpp>,
# DPC++'s <sycl/detail/core.hpp>, ...) and uses what programs written for
# other implementations get from it, so a header that stops forwarding to
# ours, or <sycl/sycl.hpp> without <cassert>, <iostream>... fails.
#   -DCOMPILERS=g++;clang++-19 -DINCLUDE=<include dir> -DSOURCES=<dir>
file(GLOB programs "${SOURCES}/*.cpp")
set(failed "")
foreach(cxx IN LISTS COMPILERS)
  foreach(program IN LISTS programs)
    execute_process(
      COMMAND "${cxx}" -std=c++17 -fsyntax-only -Wall -Wextra -Werror
              "-I${INCLUDE}" "${program}"
      RESULT_VARIABLE status OUTPUT_VARIABLE log ERROR_VARIABLE log)
    if(NOT status EQUAL 0)
      message(SEND_ERROR "${cxx} ${program}:\n${log}")
      list(APPEND failed "${cxx} ${program}")
    endif()
  endforeach()
endforeach()
list(LENGTH programs count)
if(failed)
  string(REPLACE ";" "\n  " failed "${failed}")
  message(FATAL_ERROR "entry headers: failed:\n  ${failed}")
endif()
message(STATUS "entry headers: ${count} programs compile with ${COMPILERS}")
