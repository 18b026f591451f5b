# Compiles a host TU written by the tool with clang++-19, links it with the
# (g++-built) Catch2 main, if any, and libsyclfg, and runs it: the executor's
# tests must pass with both compilers, not only parse.
#   -DCLANGXX=... -DHOST_TU=... [-DMAIN_OBJ=...] -DLIBRARY=... -DINCLUDES=a;b
#   -DOUTPUT=...
foreach(dir IN LISTS INCLUDES)
  list(APPEND include_flags "-I${dir}")
endforeach()
get_filename_component(libdir "${LIBRARY}" DIRECTORY)
execute_process(
  COMMAND "${CLANGXX}" -std=c++17 -O1 -Wall -Wextra -Werror ${include_flags}
          "${HOST_TU}" ${MAIN_OBJ} "${LIBRARY}" "-Wl,-rpath,${libdir}" -o "${OUTPUT}"
  RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "clang++-19 could not build ${HOST_TU}")
endif()
execute_process(COMMAND "${OUTPUT}" RESULT_VARIABLE ran)
if(NOT ran EQUAL 0)
  message(FATAL_ERROR "${OUTPUT} failed (${ran})")
endif()
