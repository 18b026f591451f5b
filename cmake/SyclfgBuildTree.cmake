# Build-tree helper for the project's own examples and tests: compiles SYCL
# sources through sycl-footergen (footer + host TU) and links the runtime.
#
#   syclfg_add_sycl_executable(<target> SOURCES <src>... [ARGS <clang args>...])
function(syclfg_add_sycl_executable target)
  cmake_parse_arguments(ARG "" "" "SOURCES;ARGS" ${ARGN})
  set(host_tus "")
  foreach(src IN LISTS ARG_SOURCES)
    get_filename_component(abs "${src}" ABSOLUTE)
    get_filename_component(stem "${src}" NAME_WE)
    set(out "${CMAKE_CURRENT_BINARY_DIR}/${target}.syclfg/${stem}")
    file(MAKE_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}/${target}.syclfg")
    add_custom_command(
      OUTPUT "${out}.host.cpp" "${out}.footer.hpp"
      COMMAND $<TARGET_FILE:sycl-footergen> "${abs}" -o "${out}.footer.hpp"
              --host-tu "${out}.host.cpp" -- -std=c++17 ${ARG_ARGS}
      DEPENDS "${abs}" sycl-footergen
      IMPLICIT_DEPENDS CXX "${abs}"
      COMMENT "sycl-footergen ${src}"
      VERBATIM)
    list(APPEND host_tus "${out}.host.cpp")
  endforeach()
  add_executable(${target} ${host_tus})
  target_link_libraries(${target} PRIVATE syclfg)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Werror)
endfunction()
