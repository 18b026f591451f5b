# Runs PROGRAM (a checking-mode test) and requires its exit status to be
# non-zero and its output to match every regular expression of REPORTS
# (a ;-list); with CLEAN set, requires exit status 0 and no report.
# With CLANGXX, first builds PROGRAM from HOST_TU with it in the checking
# mode (-DSYCLFG_CHECKS=1), with -I INCLUDE, linked with LIBRARY.
if(CLANGXX)
  get_filename_component(libdir "${LIBRARY}" DIRECTORY)
  execute_process(
    COMMAND "${CLANGXX}" -std=c++17 -O1 -Wall -Wextra -Werror
            -DSYCLFG_CHECKS=1 -I${INCLUDE} ${HOST_TU} "${LIBRARY}"
            "-Wl,-rpath,${libdir}" -o "${PROGRAM}"
    RESULT_VARIABLE built)
  if(NOT built EQUAL 0)
    message(FATAL_ERROR "${CLANGXX} could not build ${HOST_TU}")
  endif()
endif()
execute_process(COMMAND ${PROGRAM} RESULT_VARIABLE status
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(all "${out}${err}")
if(CLEAN)
  if(NOT status EQUAL 0 OR all MATCHES "syclfg check")
    message(FATAL_ERROR "expected no report and exit 0, got ${status}:\n${all}")
  endif()
  return()
endif()
if(status EQUAL 0)
  message(FATAL_ERROR "expected a non-zero exit status:\n${all}")
endif()
foreach(report IN LISTS REPORTS)
  if(NOT all MATCHES "${report}")
    message(FATAL_ERROR "expected a report matching\n  ${report}\ngot:\n${all}")
  endif()
endforeach()
