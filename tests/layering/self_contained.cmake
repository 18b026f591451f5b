# Every header under include/ compiles alone (issue 24): for each one a
# translation unit holding only its #include is checked with each compiler
# given (-fsyntax-only, warnings as errors). A header that leans on what an
# includer put before it (a type it uses but does not include or declare)
# fails here, naming the header and the compiler's first errors.
#   cmake -DCOMPILERS=g++;clang++-19 -DINCLUDE=<include dir>
#         -DWORK=<scratch dir> -P self_contained.cmake
cmake_policy(VERSION 3.20)
foreach(var COMPILERS INCLUDE WORK)
  if("${${var}}" STREQUAL "")
    message(FATAL_ERROR "self_contained.cmake: pass -D${var}=...")
  endif()
endforeach()

file(GLOB_RECURSE headers RELATIVE "${INCLUDE}" "${INCLUDE}/*.hpp")
list(SORT headers)
file(MAKE_DIRECTORY "${WORK}")
set(failed "")
foreach(header IN LISTS headers)
  string(MAKE_C_IDENTIFIER "${header}" stem)
  set(tu "${WORK}/${stem}.cpp")
  file(WRITE "${tu}" "#include <${header}>\n")
  foreach(cxx IN LISTS COMPILERS)
    execute_process(
      COMMAND "${cxx}" -std=c++17 -fsyntax-only -Wall -Wextra -Werror
              "-I${INCLUDE}" "${tu}"
      RESULT_VARIABLE status OUTPUT_VARIABLE log ERROR_VARIABLE log)
    if(NOT status EQUAL 0)
      string(SUBSTRING "${log}" 0 1500 log)
      message(SEND_ERROR "<${header}> does not compile alone with ${cxx}:\n"
              "${log}")
      list(APPEND failed "<${header}> (${cxx})")
    endif()
  endforeach()
endforeach()

list(LENGTH headers count)
if(failed)
  list(JOIN failed "\n  " text)
  message(FATAL_ERROR "headers that do not compile alone:\n  ${text}\n"
          "Include (or, in code that depends on a template parameter, "
          "declare) what the header uses.")
endif()
message(STATUS "self-contained: ${count} headers with ${COMPILERS}")
