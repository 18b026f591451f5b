# The compiler flags sycl-footergen parses a source with: the same as CMake's
# compile of that source (its host TU), so that the tool sees the same
# declarations as the compiler. Used by SyclFooterGenFunctions.cmake.
#
# What CMake puts on a C++ compile line, and where each part comes from here:
#   -D / -I      $<TARGET_PROPERTY:...> (transitive: usage requirements of
#                linked targets included) + the source file's properties
#   -isystem     the system include directories CMake knows of through
#                linked targets: SYSTEM interface directories
#                ($<TARGET_PROPERTY:t,SYSTEM_INCLUDE_DIRECTORIES>) and the
#                include directories of linked IMPORTED (or SYSTEM) targets.
#                They are also in the -I list: Clang drops an -I directory
#                that is also a system one, so the search order is the
#                compile's (its -I directories, then its -isystem ones).
#                Not known: directories a target or directory marks SYSTEM
#                itself (target_include_directories(t SYSTEM PRIVATE ...),
#                include_directories(SYSTEM ...)): CMake exposes no property.
#   flags        CMAKE_CXX_FLAGS, CMAKE_CXX_FLAGS_<CONFIG>, PIC, the target's
#                COMPILE_FLAGS/COMPILE_OPTIONS, the standard, the source's
#                COMPILE_FLAGS/COMPILE_OPTIONS (CMake's order: the last -std
#                or -D/-U of a name wins)
# Variables and source-file properties have no generator expression: they
# are read at the end of the target's directory (cmake_language(DEFER)),
# where CMake reads them too, into target properties the command refers to.

include_guard(GLOBAL)

# _sycl_footergen_standard_flag(<out> <target>): -std=(gnu|c)++NN as CMake
# chooses it: the highest of CXX_STANDARD (else the compiler's default) and
# the cxx_std_NN compile features, transitive ones included; gnu++ when
# CXX_EXTENSIONS (default: the compiler's, ON for GCC and Clang) is on.
function(_sycl_footergen_standard_flag out t)
  set(explicit "$<TARGET_PROPERTY:${t},CXX_STANDARD>")
  set(features "$<TARGET_PROPERTY:${t},COMPILE_FEATURES>")
  set(default "${CMAKE_CXX_STANDARD_DEFAULT}")
  if(NOT default)
    set(default 17)
  endif()
  set(std 98)
  foreach(n 11 14 17 20 23 26)
    set(wanted "$<STREQUAL:${explicit},${n}>,$<IN_LIST:cxx_std_${n},${features}>")
    if(n EQUAL default)
      string(APPEND wanted ",$<STREQUAL:${explicit},>")
    endif()
    set(std "$<IF:$<OR:${wanted}>,${n},${std}>")
  endforeach()
  # Clang 19 spells the draft standard c++2c.
  set(std "$<IF:$<STREQUAL:${std},26>,2c,${std}>")

  set(ext "$<TARGET_PROPERTY:${t},CXX_EXTENSIONS>")
  if(DEFINED CMAKE_CXX_EXTENSIONS_DEFAULT)
    set(ext_default "${CMAKE_CXX_EXTENSIONS_DEFAULT}")
  else()
    set(ext_default ON) # CMake < 3.22: extensions are on unless turned off
  endif()
  set(ext "$<IF:$<STREQUAL:${ext},>,$<BOOL:${ext_default}>,$<BOOL:${ext}>>")
  set(${out} "-std=$<IF:${ext},gnu,c>++${std}" PARENT_SCOPE)
endfunction()

# _sycl_footergen_parse_flags(<out> <target> <index>): the tool's command line
# for the <index>-th source processed for <target>, as a list for
# COMMAND_EXPAND_LISTS. The properties it names are filled by
# _sycl_footergen_capture_flags() at the end of the directory.
function(_sycl_footergen_parse_flags out t index)
  set(p "SYCL_FOOTERGEN")
  set(def "$<TARGET_PROPERTY:${t},COMPILE_DEFINITIONS>")
  set(src_def "$<TARGET_PROPERTY:${t},${p}_SOURCE_DEFINITIONS_${index}>")
  set(inc "$<TARGET_PROPERTY:${t},INCLUDE_DIRECTORIES>")
  set(src_inc "$<TARGET_PROPERTY:${t},${p}_SOURCE_INCLUDES_${index}>")
  set(sys "$<TARGET_PROPERTY:${t},SYSTEM_INCLUDE_DIRECTORIES>")
  # The captured property holds generator expressions (one per target):
  # evaluated here, targets without include directories dropped.
  set(imported_sys "$<GENEX_EVAL:$<TARGET_PROPERTY:${t},${p}_IMPORTED_INCLUDES>>")
  set(imported_sys "$<FILTER:${imported_sys},EXCLUDE,^$>")
  # A property name cannot be empty: "_" stands for an empty configuration.
  set(config_flags "$<TARGET_PROPERTY:${t},${p}_CXX_FLAGS_$<UPPER_CASE:$<CONFIG>>_>")
  get_target_property(type "${t}" TYPE)
  if(type MATCHES "SHARED_LIBRARY|MODULE_LIBRARY")
    set(pic "${CMAKE_CXX_COMPILE_OPTIONS_PIC}")
  elseif(type STREQUAL "EXECUTABLE")
    set(pic "$<$<BOOL:$<TARGET_PROPERTY:${t},POSITION_INDEPENDENT_CODE>>:${CMAKE_CXX_COMPILE_OPTIONS_PIE}>")
  else()
    set(pic "$<$<BOOL:$<TARGET_PROPERTY:${t},POSITION_INDEPENDENT_CODE>>:${CMAKE_CXX_COMPILE_OPTIONS_PIC}>")
  endif()
  _sycl_footergen_standard_flag(std "${t}")
  # $<SEMICOLON>: a plain ";" would split these strings into list elements here.
  set(${out}
    "$<$<BOOL:${def}>:-D$<JOIN:${def},$<SEMICOLON>-D>>"
    "$<$<BOOL:${src_def}>:-D$<JOIN:${src_def},$<SEMICOLON>-D>>"
    "$<$<BOOL:${src_inc}>:-I$<JOIN:${src_inc},$<SEMICOLON>-I>>"
    "$<$<BOOL:${inc}>:-I$<JOIN:${inc},$<SEMICOLON>-I>>"
    "$<$<BOOL:${sys}>:-isystem$<JOIN:${sys},$<SEMICOLON>-isystem>>"
    "$<$<BOOL:${imported_sys}>:-isystem$<JOIN:${imported_sys},$<SEMICOLON>-isystem>>"
    "$<TARGET_PROPERTY:${t},${p}_CXX_FLAGS>"
    "${config_flags}"
    "${pic}"
    "$<TARGET_PROPERTY:${t},${p}_TARGET_FLAGS>"
    "$<TARGET_PROPERTY:${t},COMPILE_OPTIONS>"
    "${std}"
    "$<TARGET_PROPERTY:${t},${p}_SOURCE_FLAGS_${index}>"
    PARENT_SCOPE)
endfunction()

# Space-separated flag strings (CMAKE_CXX_FLAGS, COMPILE_FLAGS) as lists.
function(_sycl_footergen_split out text)
  separate_arguments(list UNIX_COMMAND "${text}")
  set(${out} "${list}" PARENT_SCOPE)
endfunction()

# A multi-config generator has one host TU per configuration.
function(_sycl_footergen_host_tu_paths out host_tu)
  set(paths "")
  get_property(multi GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  if(multi)
    foreach(config IN LISTS CMAKE_CONFIGURATION_TYPES)
      string(REPLACE "$<CONFIG>" "${config}" path "${host_tu}")
      list(APPEND paths "${path}")
    endforeach()
  else()
    set(paths "${host_tu}")
  endif()
  set(${out} "${paths}" PARENT_SCOPE)
endfunction()

# _sycl_footergen_imported_includes(<out> <target>): generator expressions
# for the interface include directories of the targets <target> links
# (directly or through INTERFACE_LINK_LIBRARIES) that CMake treats as
# system: IMPORTED ones (unless <target> sets NO_SYSTEM_FROM_IMPORTED or
# the target sets SYSTEM off) and ones with SYSTEM on. Link items that are
# generator expressions are not followed.
function(_sycl_footergen_imported_includes out t)
  get_target_property(no_system_from_imported "${t}" NO_SYSTEM_FROM_IMPORTED)
  get_target_property(queue "${t}" LINK_LIBRARIES)
  set(seen "")
  set(result "")
  while(queue)
    list(POP_FRONT queue lib)
    if(lib MATCHES "\\$<|^::@" OR NOT TARGET "${lib}" OR lib IN_LIST seen)
      continue()
    endif()
    list(APPEND seen "${lib}")
    get_target_property(imported "${lib}" IMPORTED)
    get_target_property(system "${lib}" SYSTEM)
    if(system STREQUAL "system-NOTFOUND")
      set(system "${imported}")
      if(no_system_from_imported)
        set(system OFF)
      endif()
    endif()
    if(system)
      list(APPEND result "$<TARGET_PROPERTY:${lib},INTERFACE_INCLUDE_DIRECTORIES>")
    endif()
    get_target_property(next "${lib}" INTERFACE_LINK_LIBRARIES)
    if(next)
      list(APPEND queue ${next})
    endif()
  endwhile()
  set(${out} "${result}" PARENT_SCOPE)
endfunction()

# _sycl_footergen_capture_flags(<target>): deferred to the end of the
# target's directory. Copies the variables and source-file properties the
# compile will use into target properties, and gives each host TU the
# source-file properties of its source, so that the host TU compiles as the
# source would have.
function(_sycl_footergen_capture_flags t)
  set(p "SYCL_FOOTERGEN")
  _sycl_footergen_split(flags "${CMAKE_CXX_FLAGS}")
  set_property(TARGET "${t}" PROPERTY ${p}_CXX_FLAGS "${flags}")
  get_property(multi GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  if(multi)
    set(configs ${CMAKE_CONFIGURATION_TYPES})
  else()
    set(configs "${CMAKE_BUILD_TYPE}")
  endif()
  foreach(config IN LISTS configs)
    string(TOUPPER "${config}" upper)
    _sycl_footergen_split(flags "${CMAKE_CXX_FLAGS_${upper}}")
    set_property(TARGET "${t}" PROPERTY ${p}_CXX_FLAGS_${upper}_ "${flags}")
  endforeach()
  _sycl_footergen_imported_includes(imported "${t}")
  set_property(TARGET "${t}" PROPERTY ${p}_IMPORTED_INCLUDES "${imported}")
  get_target_property(flags "${t}" COMPILE_FLAGS)
  if(flags)
    _sycl_footergen_split(flags "${flags}")
    set_property(TARGET "${t}" PROPERTY ${p}_TARGET_FLAGS "${flags}")
  endif()

  get_target_property(sources "${t}" ${p}_SOURCES)
  get_target_property(host_tus "${t}" ${p}_HOST_TUS)
  set(index 0)
  foreach(src host_tu IN ZIP_LISTS sources host_tus)
    foreach(what DEFINITIONS INCLUDES FLAGS)
      set(source_property_DEFINITIONS COMPILE_DEFINITIONS)
      set(source_property_INCLUDES INCLUDE_DIRECTORIES)
      set(source_property_FLAGS COMPILE_FLAGS COMPILE_OPTIONS)
      set(value "")
      foreach(property IN LISTS source_property_${what})
        get_source_file_property(v "${src}" ${property})
        if(v)
          _sycl_footergen_host_tu_paths(paths "${host_tu}")
          set_property(SOURCE ${paths} PROPERTY ${property} "${v}")
          if(property STREQUAL "COMPILE_FLAGS")
            _sycl_footergen_split(v "${v}")
          endif()
          list(APPEND value ${v})
        endif()
      endforeach()
      set_property(TARGET "${t}" PROPERTY ${p}_SOURCE_${what}_${index} "${value}")
    endforeach()
    math(EXPR index "${index} + 1")
  endforeach()
endfunction()
