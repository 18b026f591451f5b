# One golden test: run sycl-footergen on INPUT, compare every output that has
# an expectation beside the input -- <name>.footer (always),
# <name>.int-header, <name>.properties.json and <name>.stderr (without it,
# stderr must be empty) -- or rewrite them when REGEN is set; then compile
# the host TU with every compiler and standard, link the runtime and run it.
#
# -DTOOL= -DINPUT= -DWORK_DIR= -DINCLUDE_DIR= -DLIB_DIR= -DSOURCE_ROOT=
# -DCOMPILERS="g++;clang++-19" [-DMSVC_PROXY=clang++-19] [-DREGEN=1]
# [-DFLAVOR=dpcpp]: INCLUDE_DIR is then the mock of DPC++'s headers (also
# given to the tool), the host TU includes the mock integration header named
# by a line "// DPCPP-INT-HEADER: <file in INCLUDE_DIR>", nothing is linked.
cmake_minimum_required(VERSION 3.20)
get_filename_component(name "${INPUT}" NAME_WE)
get_filename_component(dir "${INPUT}" DIRECTORY)
set(expected "${dir}/${name}.footer")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(footer "${WORK_DIR}/${name}.footer.hpp")
set(host "${WORK_DIR}/${name}.host.cpp")

# Per-test flags: lines "// ARGS: ..." in the input; flags for clang++ only:
# "// CLANG-ARGS: ..." (e.g. -Xclang -fsycl-is-host, so that the test can
# ask __builtin_sycl_unique_stable_name as an oracle).
include("${CMAKE_CURRENT_LIST_DIR}/../input_args.cmake")
input_args(extra_args "${INPUT}" ARGS)
input_args(clang_args "${INPUT}" CLANG-ARGS)

set(int_header "${WORK_DIR}/${name}.int-header.hpp")
set(properties "${WORK_DIR}/${name}.properties.json")
set(flavor_args --int-header "${int_header}")
set(rerun_args "") # the options that change the footer
set(link_args -L "${LIB_DIR}" "-Wl,-rpath,${LIB_DIR}" -lsyclfg)
if(FLAVOR STREQUAL "dpcpp")
  file(STRINGS "${INPUT}" header_line REGEX "^// DPCPP-INT-HEADER: ")
  string(REGEX REPLACE "^// DPCPP-INT-HEADER: " "" header_line "${header_line}")
  set(flavor_args --flavor=dpcpp "--dpcpp-int-header=${INCLUDE_DIR}/${header_line}")
  set(rerun_args ${flavor_args})
  list(APPEND extra_args -I "${INCLUDE_DIR}")
  set(link_args "")
endif()
if(EXISTS "${dir}/${name}.properties.json")
  list(APPEND flavor_args --properties "${properties}")
endif()
execute_process(
  COMMAND "${TOOL}" "${INPUT}" -o "${footer}" --host-tu "${host}" ${flavor_args}
          --unique-prefix=uidTEST -- -std=c++17 ${extra_args}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "sycl-footergen failed (${rc}) on ${INPUT}:\n${out}${err}")
endif()

# Compares generated file `generated` with the expectation `expected` (or
# rewrites it when REGEN is set). Expectations must not depend on where the
# checkout lives, so the source root is cut from paths. Sets `actual`.
function(check_expectation generated expected what)
  file(READ "${generated}" text)
  string(REPLACE "${SOURCE_ROOT}/" "" text "${text}")
  set(actual "${text}" PARENT_SCOPE)
  if(REGEN)
    file(WRITE "${expected}" "${text}")
    message(STATUS "regenerated ${expected}")
  elseif(NOT EXISTS "${expected}")
    message(FATAL_ERROR "no expectation ${expected}; run: cmake --build <build> --target regen-golden")
  else()
    file(READ "${expected}" wanted)
    if(NOT text STREQUAL wanted)
      get_filename_component(base "${expected}" NAME)
      file(WRITE "${WORK_DIR}/${base}.actual" "${text}")
      execute_process(COMMAND diff -u "${expected}" "${WORK_DIR}/${base}.actual")
      message(FATAL_ERROR "${what} differs from ${expected} (diff above); if the change "
                          "is intended: cmake --build <build> --target regen-golden")
    endif()
  endif()
endfunction()

check_expectation("${footer}" "${expected}" "footer")
set(footer_text "${actual}")
if(EXISTS "${dir}/${name}.int-header")
  check_expectation("${int_header}" "${dir}/${name}.int-header" "integration header")
endif()
if(EXISTS "${dir}/${name}.properties.json")
  check_expectation("${properties}" "${dir}/${name}.properties.json" "property sets")
endif()
file(WRITE "${WORK_DIR}/${name}.stderr" "${err}")
if(EXISTS "${dir}/${name}.stderr")
  check_expectation("${WORK_DIR}/${name}.stderr" "${dir}/${name}.stderr" "stderr")
elseif(NOT err STREQUAL "")
  message(FATAL_ERROR "unexpected diagnostics (add ${name}.stderr if intended):\n${err}")
endif()

# Determinism: a second run gives byte-identical output.
execute_process(
  COMMAND "${TOOL}" "${INPUT}" -o - --unique-prefix=uidTEST ${rerun_args}
          -- -std=c++17 ${extra_args}
  RESULT_VARIABLE rc OUTPUT_VARIABLE again ERROR_VARIABLE err)
string(REPLACE "${SOURCE_ROOT}/" "" again "${again}")
if(NOT rc EQUAL 0 OR NOT again STREQUAL footer_text)
  message(FATAL_ERROR "second run of sycl-footergen gave different output")
endif()

string(REPLACE "," ";" COMPILERS "${COMPILERS}")
foreach(cxx IN LISTS COMPILERS)
  foreach(std 17 20)
    get_filename_component(cxx_name "${cxx}" NAME)
    set(exe "${WORK_DIR}/${name}.${cxx_name}.${std}")
    set(compiler_args "")
    if(cxx_name MATCHES "clang")
      set(compiler_args ${clang_args})
    endif()
    execute_process(
      COMMAND "${cxx}" -std=c++${std} -Wall -Wextra -Werror -I "${INCLUDE_DIR}"
              -I "${dir}" ${extra_args} ${compiler_args} "${host}" -o "${exe}" ${link_args}
      RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${cxx} -std=c++${std} failed on ${host}:\n${out}${err}")
    endif()
    execute_process(COMMAND "${exe}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${exe} failed (${rc}):\n${out}${err}")
    endif()
    # Again with every nd_range kernel on fibers (SYCLFG_FIBERS=1): the
    # work-group loops the tool compiled must agree with them.
    execute_process(COMMAND ${CMAKE_COMMAND} -E env SYCLFG_FIBERS=1 "${exe}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${exe} with SYCLFG_FIBERS=1 failed (${rc}):\n${out}${err}")
    endif()
  endforeach()
endforeach()

# cl.exe is not available here: Clang's MSVC emulation stands in for it
# (Microsoft parsing rules and extensions; __GNUC__ undefined). C++17 with
# cl's default template parsing (delayed, /permissive); C++20 without it, as
# cl's /std:c++20 implies /permissive-. The target stays Linux: the Windows
# target needs MSVC's standard headers, so libstdc++ stands in for MSVC's:
# under the emulation Clang does not define the GCC atomic macros libstdc++
# reads (given here as Clang defines them for this target), has no char16_t
# before -fms-compatibility-version=19, and libstdc++ warns about the
# __STRICT_ANSI__ it undefines unless the mode is gnu++. On this target
# Clang defines no _MSC_VER (given here) and does define __clang__: the
# C++20 run undefines it, so that it compiles what cl.exe compiles (the
# footer's !defined(__clang__) parts), with two-phase lookup; the C++17 run
# keeps it, as clang-cl does. Without __GNUC__ and __clang__ glibc drops its
# attributes (sys/cdefs.h), abort()'s noreturn with them, where MSVC's
# headers keep __declspec(noreturn): that run does not check -Wreturn-type
# (g++ checks the same parts with it).
if(MSVC_PROXY)
  set(emulation -fms-compatibility -fms-compatibility-version=19.40 -fms-extensions
      -D_MSC_VER=1940 -D__GCC_ATOMIC_TEST_AND_SET_TRUEVAL=1)
  foreach(type BOOL CHAR CHAR8_T CHAR16_T CHAR32_T WCHAR_T SHORT INT LONG LLONG POINTER)
    list(APPEND emulation -D__GCC_ATOMIC_${type}_LOCK_FREE=2)
  endforeach()
  foreach(std 17 20)
    set(mode -std=gnu++${std})
    if(std EQUAL 17)
      # (an input that asks for C++20 in its ARGS keeps that parsing mode)
      list(APPEND mode -fdelayed-template-parsing -Wno-delayed-template-parsing-in-cxx20)
    else()
      list(APPEND mode -U__clang__ -Wno-return-type)
    endif()
    execute_process(
      COMMAND "${MSVC_PROXY}" ${emulation} -fsyntax-only -Wall -Wextra -Werror ${mode}
              -I "${INCLUDE_DIR}" -I "${dir}" ${extra_args} "${host}"
      RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "MSVC emulation (${MSVC_PROXY} ${emulation} ${mode}) failed on "
                          "${host}:\n${out}${err}")
    endif()
  endforeach()
endif()
