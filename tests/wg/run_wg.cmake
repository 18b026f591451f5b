# One work-group compiler test (issue 22): run sycl-footergen with
# --kernel-report on INPUT; compare the report (stderr) with <name>.report
# and the rewritten source the host TU embeds with <name>.wg (empty: no
# kernel compiled, the host TU #includes the source), or rewrite both when
# REGEN is set; then compile the host TU with every compiler (-Wall -Wextra
# -Werror), link the runtime and run it twice: compiled work-groups, and
# with SYCLFG_FIBERS=1 (fibers). The input checks its own results.
#
# -DTOOL= -DINPUT= -DWORK_DIR= -DINCLUDE_DIR= -DLIB_DIR= -DSOURCE_ROOT=
# -DCOMPILERS="g++,clang++-19" [-DREGEN=1]
cmake_minimum_required(VERSION 3.20)
get_filename_component(name "${INPUT}" NAME_WE)
get_filename_component(dir "${INPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${WORK_DIR}")
set(footer "${WORK_DIR}/${name}.footer.hpp")
set(host "${WORK_DIR}/${name}.host.cpp")
execute_process(
  COMMAND "${TOOL}" "${INPUT}" -o "${footer}" --host-tu "${host}" --kernel-report
          -- -std=c++17 -I "${INCLUDE_DIR}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "sycl-footergen failed (${rc}) on ${INPUT}:\n${out}${err}")
endif()

# The embedded source: from its '#line 1' to the footer's #include.
file(READ "${host}" text)
string(FIND "${text}" "#line 1 \"" begin)
string(FIND "${text}" "#include \"${footer}\"" end)
set(rewritten "")
if(NOT begin EQUAL -1)
  math(EXPR length "${end} - ${begin}")
  string(SUBSTRING "${text}" ${begin} ${length} rewritten)
endif()

function(check actual expected what)
  string(REPLACE "${SOURCE_ROOT}/" "" actual "${actual}")
  if(REGEN)
    file(WRITE "${expected}" "${actual}")
    message(STATUS "regenerated ${expected}")
    return()
  endif()
  if(NOT EXISTS "${expected}")
    message(FATAL_ERROR "no expectation ${expected}; run: cmake --build <build> --target regen-wg")
  endif()
  file(READ "${expected}" wanted)
  if(NOT actual STREQUAL wanted)
    get_filename_component(base "${expected}" NAME)
    file(WRITE "${WORK_DIR}/${base}.actual" "${actual}")
    execute_process(COMMAND diff -u "${expected}" "${WORK_DIR}/${base}.actual")
    message(FATAL_ERROR "${what} differs from ${expected} (diff above); if intended: "
                        "cmake --build <build> --target regen-wg")
  endif()
endfunction()
check("${err}" "${dir}/${name}.report" "the kernel report")
check("${rewritten}" "${dir}/${name}.wg" "the rewritten source")

string(REPLACE "," ";" COMPILERS "${COMPILERS}")
foreach(cxx IN LISTS COMPILERS)
  get_filename_component(cxx_name "${cxx}" NAME)
  set(exe "${WORK_DIR}/${name}.${cxx_name}")
  execute_process(
    COMMAND "${cxx}" -std=c++17 -O1 -Wall -Wextra -Werror -I "${INCLUDE_DIR}" "${host}"
            -o "${exe}" -L "${LIB_DIR}" "-Wl,-rpath,${LIB_DIR}" -lsyclfg
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${cxx} failed on ${host}:\n${out}${err}")
  endif()
  foreach(fibers 0 1)
    execute_process(COMMAND ${CMAKE_COMMAND} -E env SYCLFG_FIBERS=${fibers} "${exe}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${exe} (SYCLFG_FIBERS=${fibers}) failed (${rc}):\n${out}${err}")
    endif()
  endforeach()
endforeach()
