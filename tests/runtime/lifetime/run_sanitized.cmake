# ctest driver: configures and builds the lifetime project under one
# sanitizer in its own build directory, then runs its programs. Every
# program must exit 0, print its markers and leave no sanitizer report.
#
#   cmake -DSANITIZER=address|thread -DSYCLFG_TOOL=... -DSYCLFG_ROOT=...
#         -DBUILD_DIR=... -DCXX=... -DGENERATOR=... [-DLAUNCHER=...]
#         -P run_sanitized.cmake
set(configure_args -S "${CMAKE_CURRENT_LIST_DIR}" -B "${BUILD_DIR}"
    -G "${GENERATOR}" -DCMAKE_CXX_COMPILER=${CXX} -DSANITIZER=${SANITIZER}
    -DSYCLFG_TOOL=${SYCLFG_TOOL} -DSYCLFG_ROOT=${SYCLFG_ROOT})
if(LAUNCHER)
  list(APPEND configure_args -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" ${configure_args}
                RESULT_VARIABLE status OUTPUT_VARIABLE log ERROR_VARIABLE log)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "configuring the ${SANITIZER} build failed:\n${log}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BUILD_DIR}" -j2
                RESULT_VARIABLE status OUTPUT_VARIABLE log ERROR_VARIABLE log)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "building the ${SANITIZER} build failed:\n${log}")
endif()

# program -> the lines its output must contain
set(expect_at_exit "runtime usable in main" "runtime usable in static destructor"
    "runtime usable in atexit handler")
set(expect_threads "threads: all values read as set")
set(expect_use_mutex "use_mutex: host data current after uses on any thread")
set(expect_kernel_copies "kernel_copies: sums exact, copies own nothing")
set(expect_host_tasks "host_tasks: chains ordered across threads"
    "host_tasks: host task joined at exit")
set(ENV{ASAN_OPTIONS} "detect_leaks=1:abort_on_error=0")
set(ENV{TSAN_OPTIONS} "halt_on_error=1:second_deadlock_stack=1")
foreach(program at_exit threads use_mutex kernel_copies host_tasks)
  execute_process(COMMAND "${BUILD_DIR}/${program}" RESULT_VARIABLE status
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT status EQUAL 0 OR err MATCHES "Sanitizer|runtime error")
    message(FATAL_ERROR "${program} under ${SANITIZER}: exit ${status}\n${out}\n${err}")
  endif()
  foreach(line IN LISTS expect_${program})
    string(FIND "${out}" "${line}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "${program} under ${SANITIZER} did not print '${line}':\n${out}\n${err}")
    endif()
  endforeach()
  message(STATUS "${program} under ${SANITIZER}: ok")
endforeach()
