# Runs sycl-footergen with ARGS (';'-separated; the footer goes to stdout)
# and checks that it succeeds and that stdout contains every string in
# EXPECT ('|'-separated).
# -DTOOL= -DARGS= -DEXPECT=
cmake_minimum_required(VERSION 3.20)
string(REPLACE "|" ";" ARGS "${ARGS}")
execute_process(COMMAND "${TOOL}" ${ARGS} RESULT_VARIABLE rc
                OUTPUT_VARIABLE stdout ERROR_VARIABLE stderr)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "exit code ${rc}\nstderr:\n${stderr}")
endif()
string(REPLACE "|" ";" EXPECT "${EXPECT}")
foreach(text IN LISTS EXPECT)
  string(FIND "${stdout}" "${text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the footer does not contain '${text}':\n${stdout}")
  endif()
endforeach()
