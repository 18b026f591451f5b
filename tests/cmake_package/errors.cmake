# Mistakes in sycl_footergen_add_to_target() stop the configure step with a
# message naming the problem (not a failure later in the build).
# -DWORK_DIR= -DPACKAGE= -DCXX_COMPILER=
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")

# expect_configure_error(<name> <regex> <CMake lines after add_executable>)
function(expect_configure_error name regex body)
  set(src "${WORK_DIR}/${name}")
  file(WRITE "${src}/main.cpp" "int main() { return 0; }\n")
  file(WRITE "${src}/main.hpp" "\n")
  file(WRITE "${src}/CMakeLists.txt"
       "cmake_minimum_required(VERSION 3.20)\nproject(${name} LANGUAGES CXX)\n"
       "find_package(SyclFooterGen CONFIG REQUIRED)\n${body}\n")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${src}" -B "${src}/build"
                          "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" "${PACKAGE}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(rc EQUAL 0 OR NOT out MATCHES "${regex}")
    message(FATAL_ERROR "${name}: expected a configure error matching '${regex}', "
                        "got (${rc}):\n${out}")
  endif()
  message(STATUS "${name}: configure failed as expected")
endfunction()

expect_configure_error(missing_source "source file not found:[ \n]*[^ \n]*/missing_source/sub/nope\\.cpp"
  "add_executable(app main.cpp)\nsycl_footergen_add_to_target(TARGET app SOURCES main.cpp sub/nope.cpp)")
expect_configure_error(no_cxx_sources "target 'app' has no C\\+\\+ sources"
  "add_executable(app main.hpp)\nsycl_footergen_add_to_target(TARGET app)")
expect_configure_error(empty_sources "SOURCES is given but empty"
  "add_executable(app main.cpp)\nsycl_footergen_add_to_target(TARGET app SOURCES \${unset})")
expect_configure_error(not_a_target "'nope' is not a target"
  "add_sycl_to_target(TARGET nope)")
expect_configure_error(interface_target "'lib' compiles nothing"
  "add_library(lib INTERFACE)\nsycl_footergen_add_to_target(TARGET lib)")
