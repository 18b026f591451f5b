# --print-flags (docs/manual.md: "-I... -L... -lsyclfg for a Makefile user"): needs
# no source; the -I directory holds sycl/sycl.hpp, the -L directory
# libsyclfg.so, and a program that uses the runtime compiles, links and runs
# with exactly these flags.
# -DTOOL= -DCXX= -DWORK_DIR=
cmake_minimum_required(VERSION 3.20)
execute_process(COMMAND "${TOOL}" --print-flags RESULT_VARIABLE rc
                OUTPUT_VARIABLE flags ERROR_VARIABLE stderr)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "--print-flags: exit ${rc}\n${stderr}")
endif()
string(STRIP "${flags}" flags)
separate_arguments(words UNIX_COMMAND "${flags}")
set(seen "")
foreach(word IN LISTS words)
  if(word MATCHES "^-I(.*)$")
    if(NOT EXISTS "${CMAKE_MATCH_1}/sycl/sycl.hpp")
      message(FATAL_ERROR "'${word}': no sycl/sycl.hpp there")
    endif()
    list(APPEND seen I)
  elseif(word MATCHES "^-L(.*)$")
    if(NOT EXISTS "${CMAKE_MATCH_1}/libsyclfg.so")
      message(FATAL_ERROR "'${word}': no libsyclfg.so there")
    endif()
    list(APPEND seen L)
  elseif(word STREQUAL "-lsyclfg")
    list(APPEND seen l)
  endif()
endforeach()
if(NOT seen STREQUAL "I;L;l")
  message(FATAL_ERROR "expected -I<dir> -L<dir> ... -lsyclfg, got: ${flags}")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
file(WRITE "${WORK_DIR}/main.cpp" [[
#include <sycl/sycl.hpp>
int main() {
  sycl::queue q;
  return q.get_device().is_cpu() ? 0 : 1;
}
]])
execute_process(COMMAND "${CXX}" -std=c++17 "${WORK_DIR}/main.cpp" ${words}
                        -o "${WORK_DIR}/main"
                RESULT_VARIABLE rc ERROR_VARIABLE stderr)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${CXX} with '${flags}': exit ${rc}\n${stderr}")
endif()
execute_process(COMMAND "${WORK_DIR}/main" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the program built with '${flags}' exits ${rc}")
endif()
