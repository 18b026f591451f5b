# The include direction of the headers and the library (issue 24), one way:
#   generated code -> sycl/detail/abi/ -> public sycl/ headers -> detail
#   helpers (sycl/detail/*.hpp) -> sycl/detail/runtime/ (libsyclfg's
#   interface), and runtime/*.cpp -> public, detail/runtime/, syclfg/ and
#   the footer ABI they define. Fails on an include against it:
#   * a detail helper or detail/runtime/ header including a public header
#     (<sycl/...> outside sycl/detail/), an ABI header or <syclfg/...>;
#   * a detail/runtime/ header including a detail helper;
#   * an ABI leaf (footer_abi, kernel_desc, uid_attribute) including any
#     <sycl/...> or <syclfg/...> header (generated code includes them first);
#   * runtime/ including a detail helper or an ABI header other than the
#     footer ABI it defines.
# KNOWN lists the upward includes left (see the headers' first comment);
# an entry that no longer occurs fails too, so the list only shrinks.
#   cmake -DROOT=<project or fixture root> -P check_includes.cmake
cmake_policy(VERSION 3.20)
set(KNOWN
  "sycl/detail/async_sink.hpp -> sycl/exception.hpp"
  "sycl/detail/group_copy.hpp -> sycl/device_event.hpp"
  "sycl/detail/group_copy.hpp -> sycl/multi_ptr.hpp"
  "sycl/detail/image_sampling.hpp -> sycl/sampler.hpp"
  "sycl/detail/image_texel.hpp -> sycl/exception.hpp"
  "sycl/detail/image_texel.hpp -> sycl/half.hpp"
  "sycl/detail/image_texel.hpp -> sycl/vec.hpp"
  "sycl/detail/compiled_group.hpp -> sycl/group.hpp"
  "sycl/detail/compiled_group.hpp -> sycl/kernel_handler.hpp"
  "sycl/detail/compiled_group.hpp -> sycl/nd_item.hpp"
  "sycl/detail/compiled_group.hpp -> sycl/range.hpp"
  "sycl/detail/launch.hpp -> sycl/group.hpp"
  "sycl/detail/launch.hpp -> sycl/kernel_handler.hpp"
  "sycl/detail/launch.hpp -> sycl/nd_item.hpp"
  "sycl/detail/launch.hpp -> sycl/nd_range.hpp"
  "sycl/detail/launch.hpp -> sycl/range.hpp"
  "sycl/detail/queue_shortcuts.hpp -> sycl/event.hpp"
  "sycl/detail/queue_shortcuts.hpp -> sycl/handler.hpp"
  "sycl/detail/queue_shortcuts.hpp -> sycl/nd_range.hpp"
  "sycl/detail/queue_shortcuts.hpp -> sycl/range.hpp"
  "sycl/detail/runtime/stream_output.hpp -> sycl/property_list.hpp")
if(ROOT STREQUAL "")
  message(FATAL_ERROR "check_includes.cmake: pass -DROOT=<project root>")
endif()
if(DEFINED KNOWN_OVERRIDE)
  set(KNOWN "${KNOWN_OVERRIDE}")
endif()

set(problems "")
set(seen_known "")

# The <...> and "..." includes of FILE, one list entry each.
function(includes_of file out)
  file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"]")
  set(names "")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]*)[>\"].*" "\\1"
           name "${line}")
    list(APPEND names "${name}")
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# Records FROM -> TO as a problem (WHY) unless KNOWN lists it.
macro(refuse from to why)
  set(pair "${from} -> ${to}")
  if(pair IN_LIST KNOWN)
    list(APPEND seen_known "${pair}")
  else()
    list(APPEND problems "${pair}: ${why}")
  endif()
endmacro()

set(inc "${ROOT}/include")
set(abi_leaves footer_abi.hpp kernel_desc.hpp uid_attribute.hpp)
set(forwarders footer_abi.hpp kernel_desc.hpp spec_const_integration.hpp)

file(GLOB helpers RELATIVE "${inc}" "${inc}/sycl/detail/*.hpp")
foreach(rel IN LISTS helpers)
  get_filename_component(name "${rel}" NAME)
  includes_of("${inc}/${rel}" names)
  if(name IN_LIST forwarders)
    if(NOT names STREQUAL "sycl/detail/abi/${name}")
      list(APPEND problems "${rel}: a forwarding header for generated code "
           "must include <sycl/detail/abi/${name}> and nothing else")
    endif()
    continue()
  endif()
  if(name STREQUAL "core.hpp") # DPC++'s entry header path: public
    continue()
  endif()
  foreach(to IN LISTS names)
    if(to MATCHES "^sycl/detail/abi/")
      refuse("${rel}" "${to}" "a detail helper includes the generated-code ABI")
    elseif(to MATCHES "^sycl/" AND NOT to MATCHES "^sycl/detail/")
      refuse("${rel}" "${to}" "a detail helper includes a public header")
    elseif(to MATCHES "^syclfg/")
      refuse("${rel}" "${to}" "a detail helper includes libsyclfg's own API")
    endif()
  endforeach()
endforeach()

file(GLOB runtime_headers RELATIVE "${inc}" "${inc}/sycl/detail/runtime/*.hpp")
foreach(rel IN LISTS runtime_headers)
  includes_of("${inc}/${rel}" names)
  foreach(to IN LISTS names)
    if((to MATCHES "^sycl/" OR to MATCHES "^syclfg/")
       AND NOT to MATCHES "^sycl/detail/runtime/")
      refuse("${rel}" "${to}"
             "libsyclfg's interface includes a header above it")
    endif()
  endforeach()
endforeach()

foreach(name IN LISTS abi_leaves)
  set(rel "sycl/detail/abi/${name}")
  if(EXISTS "${inc}/${rel}")
    includes_of("${inc}/${rel}" names)
    foreach(to IN LISTS names)
      if(to MATCHES "^(sycl|syclfg)/")
        refuse("${rel}" "${to}" "an ABI leaf, which generated code includes "
               "first, includes a SYCL header")
      endif()
    endforeach()
  endif()
endforeach()

file(GLOB runtime_sources RELATIVE "${ROOT}" "${ROOT}/runtime/*.cpp"
     "${ROOT}/runtime/*.hpp")
foreach(rel IN LISTS runtime_sources)
  includes_of("${ROOT}/${rel}" names)
  foreach(to IN LISTS names)
    if(to MATCHES "^sycl/detail/abi/" AND NOT to STREQUAL
       "sycl/detail/abi/footer_abi.hpp")
      refuse("${rel}" "${to}" "libsyclfg includes generated-code ABI it "
             "does not define")
    elseif(to MATCHES "^sycl/detail/[^/]*$")
      refuse("${rel}" "${to}" "libsyclfg includes a header-only helper "
             "(its interface is sycl/detail/runtime/)")
    endif()
  endforeach()
endforeach()

foreach(pair IN LISTS KNOWN)
  if(NOT pair IN_LIST seen_known)
    list(APPEND problems "${pair}: listed as a known upward include in "
         "tests/layering/check_includes.cmake but gone: remove it from KNOWN")
  endif()
endforeach()

if(problems)
  list(JOIN problems "\n  " text)
  message(FATAL_ERROR "include layering: ${text}\nThe direction is "
          "generated code -> detail/abi -> public -> detail -> detail/runtime "
          "(see tests/layering/check_includes.cmake); move the code or the "
          "include.")
endif()
list(LENGTH KNOWN left)
message(STATUS "include layering: one way (${left} known upward includes left)")
