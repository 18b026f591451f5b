# Output and source paths the tool must handle: spaces, non-ASCII and quote
# characters, file names near the length limit, '"' or '\' in a path the host
# TU would #include (refused), an output that is a header the source reads
# (refused), a read-only output directory (refused, unless running as root).
# -DTOOL= -DWORK_DIR=
cmake_minimum_required(VERSION 3.20)
file(REMOVE_RECURSE "${WORK_DIR}")
set(dir "${WORK_DIR}/with space ü")
file(MAKE_DIRECTORY "${dir}")
set(source_text "#include <sycl/sycl.hpp>\nconstexpr sycl::specialization_id<int> spec{3};\n")

function(run expect_rc)
  execute_process(COMMAND "${TOOL}" ${ARGN} RESULT_VARIABLE rc
                  OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL expect_rc)
    message(FATAL_ERROR "'${ARGN}': exit ${rc}, expected ${expect_rc}\n${err}")
  endif()
  set(stderr "${err}" PARENT_SCOPE)
endfunction()

# Spaces, non-ASCII and a single quote: written, and the host TU names them.
set(source "${dir}/app 'x'.cpp")
file(WRITE "${source}" "${source_text}")
run(0 "${source}" -o "${dir}/out ü.hpp" --host-tu "${dir}/host ü.cpp"
    --depfile "${dir}/dep ü.d")
file(READ "${dir}/host ü.cpp" host)
string(FIND "${host}" "#include \"${dir}/out ü.hpp\"" at)
if(at EQUAL -1)
  message(FATAL_ERROR "host TU does not include the footer by its path:\n${host}")
endif()
file(READ "${dir}/dep ü.d" dep)
string(FIND "${dep}" "with\\ space\\ ü/app\\ 'x'.cpp" at)
if(at EQUAL -1)
  message(FATAL_ERROR "depfile does not escape the spaces:\n${dep}")
endif()

# A file name of 251 bytes (the limit is usually 255): the temporary's name
# must not be longer than the destination's.
string(REPEAT "n" 240 long)
run(0 "${source}" -o "${WORK_DIR}/${long}.footer.hpp")
if(NOT EXISTS "${WORK_DIR}/${long}.footer.hpp")
  message(FATAL_ERROR "the long-named output was not written")
endif()

# '"' and '\' cannot be spelled in an #include: refused, nothing written.
foreach(name "quo\"te" "back\\slash")
  file(WRITE "${WORK_DIR}/${name}.cpp" "${source_text}")
  run(2 "${WORK_DIR}/${name}.cpp" --host-tu "${WORK_DIR}/${name}.host.cpp")
  if(NOT stderr MATCHES "#include cannot name" OR EXISTS "${WORK_DIR}/${name}.host.cpp"
     OR EXISTS "${WORK_DIR}/${name}.host.footer.hpp")
    message(FATAL_ERROR "'${name}': expected a refusal and no output\n${stderr}")
  endif()
endforeach()

# An output that is a header the source includes: refused, header intact.
file(WRITE "${WORK_DIR}/inc.hpp" "int from_header;\n")
file(WRITE "${WORK_DIR}/includes.cpp" "#include \"inc.hpp\"\n")
run(1 "${WORK_DIR}/includes.cpp" -o "${WORK_DIR}/inc.hpp")
file(READ "${WORK_DIR}/inc.hpp" header)
if(NOT stderr MATCHES "which the translation unit reads" OR
   NOT header STREQUAL "int from_header;\n")
  message(FATAL_ERROR "an included header was not protected\n${stderr}")
endif()

# A read-only directory (root may write there anyway: skipped then).
execute_process(COMMAND id -u OUTPUT_VARIABLE uid OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT uid STREQUAL "0")
  file(MAKE_DIRECTORY "${WORK_DIR}/read-only")
  file(CHMOD "${WORK_DIR}/read-only" PERMISSIONS OWNER_READ OWNER_EXECUTE)
  run(1 "${source}" -o "${WORK_DIR}/read-only/out.hpp")
  file(CHMOD "${WORK_DIR}/read-only" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
  if(NOT stderr MATCHES "cannot write '.*read-only/out.hpp'" OR
     EXISTS "${WORK_DIR}/read-only/out.hpp")
    message(FATAL_ERROR "read-only directory: expected an error\n${stderr}")
  endif()
endif()

file(GLOB_RECURSE leftovers "${WORK_DIR}/.syclfg-*" "${WORK_DIR}/*/.syclfg-*")
if(leftovers)
  message(FATAL_ERROR "temporary files left behind: ${leftovers}")
endif()
