# Runs sycl-footergen with ARGS (';'-separated, '@OUT@' replaced by an output
# file that already exists) and checks: the exit code is EXIT, stderr matches
# every regex in EXPECT (','-separated), and the existing output is untouched.
# -DTOOL= -DWORK_DIR= -DNAME= -DARGS= -DEXIT= -DEXPECT=
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/sentinel_outputs.cmake")
syclfg_write_sentinel_outputs("${NAME}")
string(REPLACE "|" ";" ARGS "${ARGS}")
string(REPLACE "@OUT@" "${out}" ARGS "${ARGS}")
string(REPLACE "@HOST@" "${host}" ARGS "${ARGS}")
execute_process(COMMAND "${TOOL}" ${ARGS} RESULT_VARIABLE rc
                OUTPUT_VARIABLE stdout ERROR_VARIABLE stderr)
if(NOT rc EQUAL EXIT)
  message(FATAL_ERROR "exit code ${rc}, expected ${EXIT}\nstderr:\n${stderr}")
endif()
string(REPLACE "," ";" EXPECT "${EXPECT}")
foreach(regex IN LISTS EXPECT)
  if(NOT stderr MATCHES "${regex}")
    message(FATAL_ERROR "stderr does not match '${regex}':\n${stderr}")
  endif()
endforeach()
syclfg_check_sentinel_outputs()
message(STATUS "ok: exit ${rc}\n${stderr}")
