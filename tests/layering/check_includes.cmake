# The include direction of the headers and the library (issue 24), one way:
#   generated code -> sycl/detail/abi/ -> public sycl/ headers (with
#   sycl/impl/, the public-level code that completes public classes) ->
#   detail helpers (sycl/detail/*.hpp) -> sycl/detail/runtime/ (libsyclfg's
#   interface), and runtime/*.cpp -> public, detail/runtime/, syclfg/ and
#   the footer ABI they define. Fails on an include against it:
#   * a detail helper or detail/runtime/ header including a public header
#     (<sycl/...> outside sycl/detail/, sycl/impl/ included), an ABI header
#     or <syclfg/...>;
#   * a detail/runtime/ header including a detail helper;
#   * an ABI leaf (footer_abi, kernel_desc, uid_attribute) including any
#     <sycl/...> or <syclfg/...> header (generated code includes them first);
#   * runtime/ including a detail helper, a sycl/impl/ header or an ABI
#     header other than the footer ABI it defines.
# No exceptions are listed: a helper that needs a complete public class
# either takes the piece it needs from a detail header the public one
# includes, or is public-level code in sycl/impl/ (docs/design.md).
#   cmake -DROOT=<project or fixture root> -P check_includes.cmake
cmake_policy(VERSION 3.20)
if(ROOT STREQUAL "")
  message(FATAL_ERROR "check_includes.cmake: pass -DROOT=<project root>")
endif()

set(problems "")

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

# Records FROM -> TO as a problem (WHY).
macro(refuse from to why)
  list(APPEND problems "${from} -> ${to}: ${why}")
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
    elseif(to MATCHES "^sycl/impl/")
      refuse("${rel}" "${to}" "a detail helper includes public-level code")
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
    elseif(to MATCHES "^sycl/detail/[^/]*$" OR to MATCHES "^sycl/impl/")
      refuse("${rel}" "${to}" "libsyclfg includes header-only code "
             "(its interface is sycl/detail/runtime/)")
    endif()
  endforeach()
endforeach()

if(problems)
  list(JOIN problems "\n  " text)
  message(FATAL_ERROR "include layering: ${text}\nThe direction is "
          "generated code -> detail/abi -> public (and sycl/impl) -> detail "
          "-> detail/runtime "
          "(see tests/layering/check_includes.cmake); move the code or the "
          "include.")
endif()
message(STATUS "include layering: one way")
