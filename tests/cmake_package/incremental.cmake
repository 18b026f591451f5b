# Checks of what a rebuild of a user project regenerates. Every custom
# command's COMMENT is "sycl-footergen <target>: <path>", and the generators
# print it exactly when the command runs.

# A dependency that does not exist makes every build rerun the tool: name
# the first few the depfiles under <bin> list, as the likeliest cause.
function(missing_dependencies out bin)
  file(GLOB_RECURSE depfiles "${bin}/*.d")
  list(FILTER depfiles INCLUDE REGEX "\\.syclfg/")
  set(missing "")
  foreach(depfile IN LISTS depfiles)
    # Whitespace-separated words (no path here has a space), the target
    # "x:" skipped; backslashes dropped first: in a CMake list a trailing
    # backslash would escape the ";" after it.
    file(READ "${depfile}" text)
    string(REPLACE "\\" "" text "${text}")
    string(REGEX MATCHALL "[^ \t\r\n]+" words "${text}")
    foreach(path IN LISTS words)
      if(NOT path MATCHES ":$" AND NOT EXISTS "${path}")
        list(APPEND missing "${path}")
      endif()
    endforeach()
  endforeach()
  if(missing)
    list(SUBLIST missing 0 3 missing)
    string(REPLACE ";" "\n  " missing "${missing}")
    set(${out} "\nthe depfiles name files that do not exist, e.g.\n  ${missing}\n" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# expect_regenerated(<build output> <bin> <sorted "sycl-footergen t: path" list>)
function(expect_regenerated build_output bin what)
  string(REGEX MATCHALL "sycl-footergen [A-Za-z_]+: [^\r\n]*" ran "${build_output}")
  list(SORT ran) # Ninja may run them in either order
  if(NOT "${ran}" STREQUAL "${what}")
    missing_dependencies(missing "${bin}")
    message(FATAL_ERROR "expected the tool to run for [${what}], it ran for [${ran}]${missing}\n"
                        "${build_output}")
  endif()
endfunction()

# expect_nothing_ran(<build output> <bin>): a no-op build runs no tool, and
# no compile, link or CMake re-run either (an output rewritten with the same
# bytes, or a dependency that is never up to date, shows up as one of them).
function(expect_nothing_ran build_output bin)
  expect_regenerated("${build_output}" "${bin}" "")
  string(REGEX MATCHALL "(Building|Linking) CXX [^\r\n]*|Re-running CMake|-- Configuring done"
         ran "${build_output}")
  if(ran)
    string(REPLACE ";" "\n  " ran "${ran}")
    message(FATAL_ERROR "a no-op build ran:\n  ${ran}\n${build_output}")
  endif()
endfunction()
