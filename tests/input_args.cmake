# Per-test flags stated in a test input: every line "// <KEY>: ..." (e.g.
# "// ARGS: -std=gnu++20"), split as a shell would, into the list `var`.
function(input_args var file key)
  file(STRINGS "${file}" lines REGEX "^// ${key}: ")
  set(args "")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^// ${key}: " "" line "${line}")
    separate_arguments(line UNIX_COMMAND "${line}")
    list(APPEND args ${line})
  endforeach()
  set(${var} "${args}" PARENT_SCOPE)
endfunction()
