# sycl_footergen_add_to_target(TARGET <target> [SOURCES <file>...])
#
# Builds C++ sources of <target> through sycl-footergen. For each source the
# tool writes a footer and a host TU (which #includes the source, then the
# footer) under ${CMAKE_CURRENT_BINARY_DIR}/<target>.syclfg/; the target then
# compiles the host TU instead of the source, and links SyclFooterGen::syclfg.
#
#   SOURCES  files to process, relative to the current source directory;
#            default: every .cpp/.cc/.cxx source the target has so far.
#
# Call it in the directory that creates <target>, after its sources are added
# (custom command outputs are only visible to targets of the same directory).
# The tool parses each source with the flags its compile gets (see
# SyclFooterGenFlags.cmake): CMAKE_CXX_FLAGS and CMAKE_CXX_FLAGS_<CONFIG>,
# the target's and the source file's definitions, include directories and
# options (usage requirements of linked targets included), PIC, and the
# standard as CMake chooses it (gnu++NN when CXX_EXTENSIONS is on, CMake's
# default). With a multi-config generator each configuration has its own
# outputs. Options written with $<COMPILE_LANGUAGE:...> cannot be evaluated
# for a custom command: CMake reports that as an error. The tool gets
# --base-dir <the common top of the source and build trees> (override with
# -DSYCL_FOOTERGEN_BASE_DIR=<dir>, or "" for none). With
# -DSYCL_FOOTERGEN_PREAMBLE_CACHE=<dir> the tool also gets
# --preamble-cache <dir>: sources that begin with the same #include <...>
# lines share one precompiled preamble (same outputs, less parsing).
#
# add_sycl_to_target(...) is the same function under the name other SYCL
# implementations use, defined only if no other package has defined it.

include_guard(GLOBAL)
# Functions keep the policies in force where they are defined: IN_LIST
# (CMP0057) and DEPFILE paths as written (CMP0116), whatever the caller's
# cmake_minimum_required says.
cmake_policy(PUSH)
cmake_policy(VERSION 3.20...3.28)
include("${CMAKE_CURRENT_LIST_DIR}/SyclFooterGenFlags.cmake")

# The tool's --base-dir: SYCL_FOOTERGEN_BASE_DIR when defined ("" turns it
# off), else the deepest directory that holds both the source and the build
# tree ("/" counts as none).
function(_sycl_footergen_base_dir out)
  if(DEFINED SYCL_FOOTERGEN_BASE_DIR)
    set(${out} "${SYCL_FOOTERGEN_BASE_DIR}" PARENT_SCOPE)
    return()
  endif()
  set(dir "${CMAKE_SOURCE_DIR}")
  while(dir)
    string(FIND "${CMAKE_BINARY_DIR}/" "${dir}/" at)
    if(at EQUAL 0)
      break()
    endif()
    get_filename_component(parent "${dir}" DIRECTORY)
    if(parent STREQUAL dir OR parent STREQUAL "/")
      set(parent "")
    endif()
    set(dir "${parent}")
  endwhile()
  set(${out} "${dir}" PARENT_SCOPE)
endfunction()

function(sycl_footergen_add_to_target)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "TARGET" "SOURCES")
  set(fn "sycl_footergen_add_to_target")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${fn}: unexpected arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT arg_TARGET)
    message(FATAL_ERROR "${fn}: TARGET <target> is required")
  endif()
  # An empty SOURCES list is a mistake (e.g. an unset variable), not "all".
  if("SOURCES" IN_LIST arg_KEYWORDS_MISSING_VALUES)
    message(FATAL_ERROR "${fn}(TARGET ${arg_TARGET}): SOURCES is given but empty")
  endif()
  set(t "${arg_TARGET}")
  if(NOT TARGET "${t}")
    message(FATAL_ERROR "${fn}: '${t}' is not a target")
  endif()
  get_target_property(real "${t}" ALIASED_TARGET)
  if(real)
    set(t "${real}")
  endif()
  get_target_property(imported "${t}" IMPORTED)
  get_target_property(type "${t}" TYPE)
  if(imported OR type STREQUAL "INTERFACE_LIBRARY" OR type STREQUAL "UTILITY")
    message(FATAL_ERROR "${fn}: '${t}' compiles nothing (imported, INTERFACE or custom target)")
  endif()
  get_target_property(target_dir "${t}" SOURCE_DIR)
  if(NOT target_dir STREQUAL CMAKE_CURRENT_SOURCE_DIR)
    message(FATAL_ERROR "${fn}: call it in ${target_dir}, where target '${t}' is created")
  endif()

  # The target's sources, and the same list as absolute paths.
  get_target_property(target_sources "${t}" SOURCES)
  if(NOT target_sources)
    set(target_sources "")
  endif()
  get_target_property(host_tus_before "${t}" SYCL_FOOTERGEN_HOST_TUS)
  get_target_property(done_before "${t}" SYCL_FOOTERGEN_SOURCES)
  set(target_abs "")
  foreach(s IN LISTS target_sources)
    if(s MATCHES "^\\$<")
      list(APPEND target_abs "<genex>") # unknown until generation; left alone
    else()
      get_filename_component(a "${s}" ABSOLUTE BASE_DIR "${target_dir}")
      list(APPEND target_abs "${a}")
    endif()
  endforeach()

  set(requested "")
  if(arg_SOURCES)
    foreach(s IN LISTS arg_SOURCES)
      get_filename_component(a "${s}" ABSOLUTE)
      list(APPEND requested "${a}")
    endforeach()
  else()
    foreach(a IN LISTS target_abs)
      # Host TUs of an earlier call are C++ sources too: never process them.
      if(a MATCHES "\\.(cpp|cc|cxx)$" AND NOT a IN_LIST host_tus_before)
        list(APPEND requested "${a}")
      endif()
    endforeach()
    if(NOT requested)
      message(FATAL_ERROR "${fn}: target '${t}' has no C++ sources (.cpp, .cc, .cxx) to "
                          "process; add them before this call or name them with SOURCES")
    endif()
  endif()
  list(REMOVE_DUPLICATES requested)

  get_property(multi GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  if(multi AND CMAKE_VERSION VERSION_LESS 3.21)
    message(FATAL_ERROR "${fn}: a multi-config generator needs CMake 3.21 (per-configuration depfiles)")
  endif()
  if(done_before)
    list(LENGTH done_before index)
  else()
    set(index 0)
  endif()
  set(tool "$<TARGET_FILE:SyclFooterGen::sycl-footergen>")
  # Paths under the base directory are written relative (the host TU's
  # #includes, the depfile), so two checkouts give the same bytes.
  _sycl_footergen_base_dir(base)
  set(tool_args "")
  if(base)
    set(tool_args --base-dir "${base}")
  endif()
  if(SYCL_FOOTERGEN_PREAMBLE_CACHE)
    list(APPEND tool_args --preamble-cache "${SYCL_FOOTERGEN_PREAMBLE_CACHE}")
  endif()

  set(host_tus "")
  foreach(src IN LISTS requested)
    if(NOT EXISTS "${src}")
      get_source_file_property(generated "${src}" GENERATED)
      if(NOT generated)
        message(FATAL_ERROR "${fn}(TARGET ${t}): source file not found: ${src}")
      endif()
    endif()
    if(src IN_LIST host_tus_before)
      message(FATAL_ERROR "${fn}(TARGET ${t}): ${src} is a generated host TU")
    endif()
    if(src IN_LIST done_before)
      message(FATAL_ERROR "${fn}(TARGET ${t}): ${src} was already processed")
    endif()

    # The outputs mirror the source's path, so a.cpp and sub/a.cpp (or a.cc)
    # never share a name. The three roots keep the three cases apart.
    file(RELATIVE_PATH rel "${CMAKE_CURRENT_SOURCE_DIR}" "${src}")
    if(rel MATCHES "^\\.\\./" OR IS_ABSOLUTE "${rel}")
      file(RELATIVE_PATH rel "${CMAKE_CURRENT_BINARY_DIR}" "${src}")
      if(rel MATCHES "^\\.\\./" OR IS_ABSOLUTE "${rel}")
        string(REGEX REPLACE "^/+|:" "" rel "${src}")
        set(rel "abs/${rel}")
      else()
        set(rel "bin/${rel}")
      endif()
    else()
      set(rel "src/${rel}")
    endif()
    # Each configuration of a multi-config generator parses with its flags.
    set(root "${CMAKE_CURRENT_BINARY_DIR}/${t}.syclfg")
    if(multi)
      set(out "${root}/$<CONFIG>/${rel}")
      foreach(config IN LISTS CMAKE_CONFIGURATION_TYPES)
        get_filename_component(out_dir "${root}/${config}/${rel}" DIRECTORY)
        file(MAKE_DIRECTORY "${out_dir}")
      endforeach()
    else()
      set(out "${root}/${rel}")
      get_filename_component(out_dir "${out}" DIRECTORY)
      file(MAKE_DIRECTORY "${out_dir}")
    endif()
    _sycl_footergen_parse_flags(flags "${t}" ${index})
    math(EXPR index "${index} + 1")

    # The depfile names every file the source read, so touching a header
    # reruns the tool for the TUs that include it, and only those.
    if(CMAKE_GENERATOR MATCHES "Ninja|Makefiles" OR CMAKE_VERSION VERSION_GREATER_EQUAL 3.21)
      set(deps DEPFILE "${out}.d")
    else()
      set(deps IMPLICIT_DEPENDS CXX "${src}")
    endif()
    # The tool leaves an unchanged footer untouched. Ninja (restat) records
    # that the command ran; Make only compares times and would rerun the tool
    # on every build after a header change, so stamp the footer there.
    set(stamp "")
    if(NOT CMAKE_GENERATOR MATCHES "Ninja")
      set(stamp COMMAND "${CMAKE_COMMAND}" -E touch "${out}.footer.hpp")
    endif()

    # The footer comes first: it is the target of the depfile.
    add_custom_command(
      OUTPUT "${out}.footer.hpp" "${out}.host.cpp"
      COMMAND "${tool}" "${src}" -o "${out}.footer.hpp" --host-tu "${out}.host.cpp"
              --depfile "${out}.d" ${tool_args} -- ${flags}
      ${stamp}
      DEPENDS "${src}" "${tool}"
      ${deps}
      COMMENT "sycl-footergen ${t}: ${rel}"
      COMMAND_EXPAND_LISTS
      VERBATIM)
    list(APPEND host_tus "${out}.host.cpp")
  endforeach()

  # Compile the host TUs instead of the sources.
  set(kept "")
  foreach(s a IN ZIP_LISTS target_sources target_abs)
    if(NOT a IN_LIST requested)
      list(APPEND kept "${s}")
    endif()
  endforeach()
  set_property(TARGET "${t}" PROPERTY SOURCES "${kept}")
  target_sources("${t}" PRIVATE ${host_tus})
  set_property(TARGET "${t}" APPEND PROPERTY SYCL_FOOTERGEN_HOST_TUS ${host_tus})
  set_property(TARGET "${t}" APPEND PROPERTY SYCL_FOOTERGEN_SOURCES ${requested})
  target_link_libraries("${t}" PRIVATE SyclFooterGen::syclfg)
  # Variables and source-file properties as they are at the end of the
  # directory, where CMake reads them for the compile; once per target.
  cmake_language(DEFER GET_CALL "sycl_footergen_${t}" pending)
  if(NOT pending)
    # EVAL: arguments of a deferred call are expanded when it runs.
    cmake_language(EVAL CODE
      "cmake_language(DEFER ID [[sycl_footergen_${t}]] CALL _sycl_footergen_capture_flags [[${t}]])")
  endif()
endfunction()

if(NOT COMMAND add_sycl_to_target)
  function(add_sycl_to_target)
    sycl_footergen_add_to_target(${ARGV})
  endfunction()
endif()

cmake_policy(POP)
