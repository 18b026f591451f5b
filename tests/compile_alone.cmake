# Compiles translation units one by one with each compiler given
# (-std=c++17 -fsyntax-only -Wall -Wextra -Werror) and fails naming those
# that do not compile, with the compiler's first errors. Two uses:
#   -DSOURCES=<dir>: each program in it (runtime.entry_headers: every
#     program includes one entry header only, <sycl/sycl.hpp>,
#     <CL/sycl.hpp>, DPC++'s <sycl/detail/core.hpp>..., and uses what
#     programs written for other implementations get from it, so a header
#     that stops forwarding to ours, or <sycl/sycl.hpp> without <cassert>,
#     <iostream>... fails);
#   -DHEADERS=1 -DWORK=<scratch dir>: every header under INCLUDE, each in a
#     TU holding only its #include (layering.self_contained: a header that
#     leans on what an includer put before it fails).
#   cmake -DCOMPILERS=g++;clang++-19 -DINCLUDE=<include dir> ... -P compile_alone.cmake
cmake_policy(VERSION 3.20)
if(HEADERS)
  file(GLOB_RECURSE headers RELATIVE "${INCLUDE}" "${INCLUDE}/*.hpp")
  list(SORT headers)
  file(MAKE_DIRECTORY "${WORK}")
  set(programs "")
  foreach(header IN LISTS headers)
    string(MAKE_C_IDENTIFIER "${header}" stem)
    file(WRITE "${WORK}/${stem}.cpp" "#include <${header}>\n")
    list(APPEND programs "${WORK}/${stem}.cpp")
  endforeach()
else()
  file(GLOB programs "${SOURCES}/*.cpp")
endif()

set(failed "")
foreach(cxx IN LISTS COMPILERS)
  foreach(program IN LISTS programs)
    execute_process(
      COMMAND "${cxx}" -std=c++17 -fsyntax-only -Wall -Wextra -Werror
              "-I${INCLUDE}" "${program}"
      RESULT_VARIABLE status OUTPUT_VARIABLE log ERROR_VARIABLE log)
    if(NOT status EQUAL 0)
      string(SUBSTRING "${log}" 0 1500 log)
      message(SEND_ERROR "${cxx} ${program}:\n${log}")
      list(APPEND failed "${cxx} ${program}")
    endif()
  endforeach()
endforeach()
list(LENGTH programs count)
if(failed)
  string(REPLACE ";" "\n  " failed "${failed}")
  message(FATAL_ERROR "do not compile alone:\n  ${failed}\nInclude (or, in "
          "code that depends on a template parameter, declare) what is used.")
endif()
message(STATUS "compile alone: ${count} files with ${COMPILERS}")
