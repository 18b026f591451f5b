# Runs sycl-footergen --properties on INPUT and compares the JSON with the
# expectation beside it (the source path made relative to SOURCE_ROOT).
# -DTOOL= -DINPUT= -DWORK_DIR= -DSOURCE_ROOT= [-DREGEN=1]
cmake_minimum_required(VERSION 3.20)
get_filename_component(name "${INPUT}" NAME_WE)
get_filename_component(dir "${INPUT}" DIRECTORY)
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(COMMAND "${TOOL}" "${INPUT}" -o "${WORK_DIR}/${name}.footer.hpp"
                        --properties "${WORK_DIR}/${name}.json" --unique-prefix=uidTEST
                        -- -std=c++17
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "sycl-footergen failed:\n${err}")
endif()
file(READ "${WORK_DIR}/${name}.json" actual)
string(REPLACE "${SOURCE_ROOT}/" "" actual "${actual}")
if(REGEN)
  file(WRITE "${dir}/${name}.json" "${actual}")
  return()
endif()
file(READ "${dir}/${name}.json" expected)
if(NOT actual STREQUAL expected)
  message(FATAL_ERROR "property sets differ from ${dir}/${name}.json:\n${actual}")
endif()
