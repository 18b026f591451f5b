# Compiles the host TUs written by the tool for one program with clang++-19,
# links them with the (g++-built) Catch2 main, if any, and libsyclfg, and
# runs the program: the executor's tests must pass with both compilers, not
# only parse.
#   -DCLANGXX=... -DHOST_TUS=a;b [-DMAIN_OBJ=...] -DLIBRARY=... -DINCLUDES=a;b
#   -DOUTPUT=...
foreach(dir IN LISTS INCLUDES)
  list(APPEND include_flags "-I${dir}")
endforeach()
get_filename_component(libdir "${LIBRARY}" DIRECTORY)
execute_process(
  COMMAND "${CLANGXX}" -std=c++17 -O1 -Wall -Wextra -Werror ${include_flags}
          ${HOST_TUS} ${MAIN_OBJ} "${LIBRARY}" "-Wl,-rpath,${libdir}" -o "${OUTPUT}"
  RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "clang++-19 could not build ${HOST_TUS}")
endif()
execute_process(COMMAND "${OUTPUT}" RESULT_VARIABLE ran)
if(NOT ran EQUAL 0)
  message(FATAL_ERROR "${OUTPUT} failed (${ran})")
endif()
