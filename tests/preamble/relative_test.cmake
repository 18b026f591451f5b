# Relative include directories (-Iinc, -I./inc, -isystem inc) are relative
# to the entry's directory: TUs using them parse on the shared preamble,
# with outputs byte-identical to whole parses, and headers found through
# them are named by absolute path (in the depfile too).
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
setup_tree("")
set(entries "")
foreach(pair "a.cpp;-Iinc" "b.cpp;-I./inc" "n1.cpp;-isystem;inc")
  list(POP_FRONT pair f)
  list(JOIN pair "\", \"" flags)
  string(APPEND entries "{\"directory\": \"${src}\", \"file\": \"${f}\", \"arguments\": [\"g++\", \"-std=c++17\", \"${flags}\", \"-c\", \"${f}\"]},\n")
endforeach()
string(REGEX REPLACE ",\n$" "" entries "${entries}")
file(WRITE "${src}/compile_commands.json" "[\n${entries}\n]\n")

run_batch(whole 0 --no-preamble)
run_batch(shared 0 --preamble-cache=${WORK_DIR}/cache)
expect_match(shared "3 generated, 0 unchanged, 0 failed, 3 parsed on a shared preamble")
expect_same_outputs(whole shared)
file(GLOB depfile "${WORK_DIR}/out-shared/a-*.d")
file(READ "${depfile}" deps)
string(FIND "${deps}" "${src}/inc/shared/kernels.hpp" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${depfile} does not name the header by absolute path:\n${deps}")
endif()
