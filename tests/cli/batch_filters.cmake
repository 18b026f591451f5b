# --filter and --exclude select the entries of compile_commands.json by the
# source's absolute path: only the selected sources get outputs, and the
# summary counts only them.
# -DTOOL= -DGOOD=<a source that needs no include path> -DWORK_DIR=
cmake_minimum_required(VERSION 3.20)
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/src")
set(entries "")
foreach(stem keep drop)
  configure_file("${GOOD}" "${WORK_DIR}/src/${stem}.cpp" COPYONLY)
  string(APPEND entries "{\"directory\": \"${WORK_DIR}\", \"file\": \"src/${stem}.cpp\", "
                        "\"command\": \"c++ -std=c++17 -c src/${stem}.cpp\"},")
endforeach()
string(REGEX REPLACE ",$" "" entries "${entries}")
file(WRITE "${WORK_DIR}/compile_commands.json" "[${entries}]\n")

function(run_selecting name)
  set(out "${WORK_DIR}/${name}")
  execute_process(COMMAND "${TOOL}" -p "${WORK_DIR}" --output-dir "${out}" ${ARGN}
                  RESULT_VARIABLE rc ERROR_VARIABLE stderr)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${name}: exit ${rc}\n${stderr}")
  endif()
  if(NOT stderr MATCHES "sycl-footergen: 1 files: 1 generated")
    message(FATAL_ERROR "${name}: expected one file in the summary:\n${stderr}")
  endif()
  file(GLOB kept "${out}/keep-*.footer.hpp")
  file(GLOB dropped "${out}/drop-*")
  if(NOT kept OR dropped)
    message(FATAL_ERROR "${name}: expected keep's footer only, got '${kept}' and '${dropped}'")
  endif()
endfunction()
run_selecting(exclude "--exclude=/drop\\.cpp$")
run_selecting(filter "--filter=/keep\\.cpp$")
