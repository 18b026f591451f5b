# cmake -DPROGRAM=<exe> -P expect_conflict.cmake
# The program registers a kernel name twice with different parameters:
# with SYCLFG_ON_CONFLICT=fatal it must exit 70 and name the kernel; with
# the default policy it must warn and go on.
set(ENV{SYCLFG_ON_CONFLICT} fatal)
execute_process(COMMAND "${PROGRAM}" RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_VARIABLE out)
if(NOT rc EQUAL 70)
  message(FATAL_ERROR "fatal policy: exit code ${rc}, expected 70\n${out}${err}")
endif()
if(NOT err MATCHES "error: kernel 'clashing_kernel_name' is registered twice")
  message(FATAL_ERROR "fatal policy: stderr does not name the kernel:\n${err}")
endif()

unset(ENV{SYCLFG_ON_CONFLICT})
execute_process(COMMAND "${PROGRAM}" RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "not stopped")
  message(FATAL_ERROR "default policy: exit code ${rc}, expected 0\n${out}${err}")
endif()
if(NOT err MATCHES "warning: kernel 'clashing_kernel_name' is registered twice")
  message(FATAL_ERROR "default policy: stderr does not name the kernel:\n${err}")
endif()
