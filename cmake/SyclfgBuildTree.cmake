# Build-tree helper for the project's own examples and tests: compiles SYCL
# sources through sycl-footergen (footer + host TU) and links the runtime.
#
#   syclfg_add_sycl_executable(<target> SOURCES <src>... [ARGS <clang args>...]
#                              [CHECKS])
# CHECKS builds the program in the checking mode (-DSYCLFG_CHECKS=1 for the
# tool and the compiler; docs/runtime.md "Checking mode").
function(syclfg_add_sycl_executable target)
  cmake_parse_arguments(ARG "CHECKS" "" "SOURCES;ARGS" ${ARGN})
  if(ARG_CHECKS)
    list(APPEND ARG_ARGS -DSYCLFG_CHECKS=1)
  endif()
  set(host_tus "")
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(abs "${src}" ABSOLUTE)
    get_filename_component(stem "${src}" NAME_WE)
    set(out "${CMAKE_CURRENT_BINARY_DIR}/${target}.syclfg/${stem}")
    file(MAKE_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/${target}.syclfg")
    add_custom_command(
      OUTPUT "${out}.footer.hpp" "${out}.host.cpp"
      COMMAND $<TARGET_FILE:sycl-footergen> "${abs}" -o "${out}.footer.hpp"
              --host-tu "${out}.host.cpp" --depfile "${out}.d"
              -- -std=c++17 ${ARG_ARGS}
      DEPENDS "${abs}" sycl-footergen
      # Every header the source read: editing one of ours regenerates the
      # footers of the tests and examples that include it (IMPLICIT_DEPENDS
      # did so for Makefiles only, never for Ninja).
      DEPFILE "${out}.d"
      COMMENT "sycl-footergen ${src}"
      VERBATIM)
    list(APPEND host_tus "${out}.host.cpp")
  endforeach()
  add_executable(${target} ${host_tus})
  target_link_libraries(${target} PRIVATE syclfg)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Werror)
  if(ARG_CHECKS)
    target_compile_definitions(${target} PRIVATE SYCLFG_CHECKS=1)
  endif()
endfunction()

# syclfg_add_clang19_run(<test> <target> <stem>... [MAIN_OBJ <obj>]
#                        [INCLUDES <dir>...]): the host TUs the tool wrote for
# the <stem>.cpp sources of <target> also built by clang++-19 (C++17) into
# one program, linked with libsyclfg (and <obj>), and run as test <test>.
# Nothing without clang++-19.
function(syclfg_add_clang19_run test target)
  cmake_parse_arguments(ARG "" "MAIN_OBJ" "INCLUDES" ${ARGN})
  find_program(SYCLFG_CLANGXX19 clang++-19)
  if(NOT SYCLFG_CLANGXX19)
    return()
  endif()
  set(syclfg_dir "${CMAKE_CURRENT_BINARY_DIR}/${target}.syclfg")
  set(host_tus "")
  foreach(stem IN LISTS ARG_UNPARSED_ARGUMENTS)
    list(APPEND host_tus "${syclfg_dir}/${stem}.host.cpp")
  endforeach()
  if(NOT host_tus)
    message(FATAL_ERROR "syclfg_add_clang19_run(${test}): no source stem")
  endif()
  set(includes "${PROJECT_SOURCE_DIR}/include" ${ARG_INCLUDES})
  add_test(NAME ${test}
           COMMAND ${CMAKE_COMMAND} -DCLANGXX=${SYCLFG_CLANGXX19}
                   "-DHOST_TUS=${host_tus}"
                   -DMAIN_OBJ=${ARG_MAIN_OBJ} -DLIBRARY=$<TARGET_FILE:syclfg>
                   "-DINCLUDES=${includes}"
                   -DOUTPUT=${CMAKE_CURRENT_BINARY_DIR}/${target}.clang19
                   -P ${PROJECT_SOURCE_DIR}/tests/runtime/clang19_run.cmake)
endfunction()
