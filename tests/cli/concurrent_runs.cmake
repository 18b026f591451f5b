# Two sycl-footergen processes writing the same outputs at the same time:
# each exits 0, the final files are complete and equal to a single run's,
# and no temporary is left. (execute_process runs its COMMANDs as one
# pipeline, so they run concurrently; nothing here depends on timing.)
# -DTOOL= -DWORK_DIR=
cmake_minimum_required(VERSION 3.20)
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
file(WRITE "${WORK_DIR}/app.cpp" "#include <sycl/sycl.hpp>\n"
           "constexpr sycl::specialization_id<int> spec{3};\n"
           "static sycl::specialization_id<double> other{2.0};\n")
set(outputs app.footer.hpp app.host.cpp app.int.hpp app.json app.d)
set(args "${WORK_DIR}/app.cpp" -o "${WORK_DIR}/app.footer.hpp"
    --host-tu "${WORK_DIR}/app.host.cpp" --int-header "${WORK_DIR}/app.int.hpp"
    --properties "${WORK_DIR}/app.json" --depfile "${WORK_DIR}/app.d")

execute_process(COMMAND "${TOOL}" ${args} RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "reference run: exit ${rc}\n${err}")
endif()
foreach(f IN LISTS outputs)
  file(READ "${WORK_DIR}/${f}" reference_${f})
endforeach()

foreach(round RANGE 1 4)
  foreach(f IN LISTS outputs)
    file(REMOVE "${WORK_DIR}/${f}") # so that both processes really write
  endforeach()
  execute_process(COMMAND "${TOOL}" ${args} COMMAND "${TOOL}" ${args}
                  RESULTS_VARIABLE results ERROR_VARIABLE err)
  if(NOT results STREQUAL "0;0")
    message(FATAL_ERROR "round ${round}: exit codes ${results}\n${err}")
  endif()
  foreach(f IN LISTS outputs)
    file(READ "${WORK_DIR}/${f}" content)
    if(NOT content STREQUAL reference_${f})
      message(FATAL_ERROR "round ${round}: '${f}' differs from a single run's")
    endif()
  endforeach()
  file(GLOB leftovers "${WORK_DIR}/.*")
  if(leftovers)
    message(FATAL_ERROR "round ${round}: temporary files left behind: ${leftovers}")
  endif()
endforeach()
