# Batch mode over a compile_commands.json built here: every golden fixture,
# plus entries in each form the database can take (arguments, command,
# relative directory, ccache launcher, a gcc-only flag, a duplicate, a
# cl.exe-style entry, hostile paths) and one file that does not parse.
# Checks: exit 1 with every other file still generated; -j1 and -j4 outputs
# byte-identical; a no-op rerun rewrites nothing; outputs stay inside
# --output-dir.
# -DTOOL= -DFIXTURES= -DWORK_DIR=
cmake_minimum_required(VERSION 3.20)
file(REMOVE_RECURSE "${WORK_DIR}")
set(src "${WORK_DIR}/src")
file(MAKE_DIRECTORY "${src}/sub dir/ünïcode" "${src}/build")
file(GLOB fixtures "${FIXTURES}/*.cpp" "${FIXTURES}/*.hpp")
file(COPY ${fixtures} DESTINATION "${src}")
file(COPY "${FIXTURES}/namespaces.cpp" DESTINATION "${src}/sub dir/ünïcode")
file(WRITE "${src}/broken.cpp" "#include <sycl/sycl.hpp>\nint f() { return undeclared; }\n")
file(WRITE "${src}/cl_style.cpp" "#include <sycl/sycl.hpp>\nconstexpr sycl::specialization_id<int> cl_id{1};\n")

include("${CMAKE_CURRENT_LIST_DIR}/../input_args.cmake")
file(GLOB golden RELATIVE "${src}" "${src}/*.cpp")
list(REMOVE_ITEM golden broken.cpp cl_style.cpp)
set(entries "")
foreach(f IN LISTS golden)
  # A fixture's own flags ("// ARGS: ..." lines, e.g. -std=gnu++20) follow
  # the default standard, as in its golden test.
  input_args(args "${src}/${f}" ARGS)
  set(own "")
  foreach(arg IN LISTS args)
    string(APPEND own "\"${arg}\", ")
  endforeach()
  # "arguments" form, ccache launcher, a gcc-only flag, the source relative
  # to a relative directory.
  string(APPEND entries "{\"directory\": \"${src}\", \"file\": \"${f}\", \"arguments\": [\"ccache\", \"g++\", \"-std=c++17\", ${own}\"-fipa-pta\", \"-fno-fat-lto-objects\", \"-Wno-maybe-uninitialized\", \"-I.\", \"-c\", \"${f}\", \"-o\", \"${f}.o\"]},\n")
endforeach()
string(APPEND entries
  "{\"directory\": \"${src}/build\", \"file\": \"../namespaces.cpp\", \"command\": \"g++ -std=c++17 -I.. -c ../namespaces.cpp -o x.o\"},\n"
  "{\"directory\": \"${src}\", \"file\": \"sub dir/ünïcode/namespaces.cpp\", \"command\": \"g++ -std=c++17 -I${FIXTURES} -c \\\"sub dir/ünïcode/namespaces.cpp\\\"\"},\n"
  "{\"directory\": \"${src}\", \"file\": \"cl_style.cpp\", \"command\": \"cl.exe /nologo /std:c++17 /EHsc /c cl_style.cpp /Focl_style.obj\"},\n"
  "{\"directory\": \"${src}\", \"file\": \"broken.cpp\", \"arguments\": [\"g++\", \"-c\", \"broken.cpp\"]}\n")
file(WRITE "${src}/compile_commands.json" "[\n${entries}]\n")

function(run_batch out jobs expect_rc)
  execute_process(COMMAND "${TOOL}" -p "${src}" --output-dir "${out}" -j ${jobs}
                  --unique-prefix=uidTEST
                  RESULT_VARIABLE rc OUTPUT_VARIABLE stdout ERROR_VARIABLE stderr)
  if(NOT rc EQUAL expect_rc)
    message(FATAL_ERROR "batch -j${jobs}: exit ${rc}, expected ${expect_rc}\n${stderr}")
  endif()
  set(batch_stderr "${stderr}" PARENT_SCOPE)
endfunction()

run_batch("${WORK_DIR}/out1" 1 1)
foreach(regex "broken.cpp:2:[0-9]+: error: use of undeclared identifier"
              "1 failed"
              "note: ignoring '-fipa-pta'")
  if(NOT batch_stderr MATCHES "${regex}")
    message(FATAL_ERROR "stderr lacks '${regex}':\n${batch_stderr}")
  endif()
endforeach()
string(REGEX MATCHALL "ignoring '-fipa-pta'" notes "${batch_stderr}")
list(LENGTH notes note_count)
if(NOT note_count EQUAL 1)
  message(FATAL_ERROR "expected one note for the unknown flag, got ${note_count}")
endif()

run_batch("${WORK_DIR}/out4" 4 1)
list(LENGTH golden n_golden)
math(EXPR expected_footers "${n_golden} + 2") # + hostile path + cl_style
file(GLOB footers "${WORK_DIR}/out1/*.footer.hpp")
list(LENGTH footers n_footers)
if(NOT n_footers EQUAL expected_footers)
  message(FATAL_ERROR "expected ${expected_footers} footers, got ${n_footers}: ${footers}")
endif()
# Stamps name the output paths; depfiles too.
include("${CMAKE_CURRENT_LIST_DIR}/../same_outputs.cmake")
expect_same_outputs_in("${WORK_DIR}/out1" "${WORK_DIR}/out4" "\\.(stamp|d)$")

# A no-op rerun: no parse, no file rewritten (timestamps unchanged).
file(GLOB before "${WORK_DIR}/out1/*")
set(stamps "")
foreach(f IN LISTS before)
  file(TIMESTAMP "${f}" t "%s")
  file(SIZE "${f}" size)
  list(APPEND stamps "${f}:${t}:${size}")
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} -E sleep 1.1)
run_batch("${WORK_DIR}/out1" 2 1)
if(NOT batch_stderr MATCHES "unchanged")
  message(FATAL_ERROR "rerun did not report unchanged files:\n${batch_stderr}")
endif()
foreach(entry IN LISTS stamps)
  string(REGEX MATCH "^(.*):([0-9]+):([0-9]+)$" _ "${entry}")
  file(TIMESTAMP "${CMAKE_MATCH_1}" t "%s")
  if(NOT t STREQUAL CMAKE_MATCH_2)
    message(FATAL_ERROR "no-op rerun rewrote ${CMAKE_MATCH_1}")
  endif()
endforeach()
message(STATUS "batch ok:\n${batch_stderr}")
