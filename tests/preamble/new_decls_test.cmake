# A preamble whose own declarations hold nothing to collect (only
# templates): parses on it walk only what the TU adds. Outputs must be
# byte-identical to whole parses for a TU that instantiates nothing of it
# (n1), one that instantiates its kernels (n2) and one that instantiates
# its specialization IDs (n3); the cache records the preamble as such.
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
setup_tree("n1.cpp;n2.cpp;n3.cpp")
set(cache "${WORK_DIR}/cache")

run_batch(whole 0 --no-preamble)
run_batch(shared 0 --preamble-cache=${cache})
expect_match(shared "3 generated, 0 unchanged, 0 failed, 3 parsed on a shared preamble")
expect_same_outputs(whole shared)

file(GLOB manifest "${cache}/*.manifest")
file(READ "${manifest}" text)
if(NOT text MATCHES "\ncollect new\n")
  message(FATAL_ERROR "the preamble of templates only is not marked 'collect new':\n${text}")
endif()
# The instantiations are in the outputs (they came from the PCH's
# templates): kernels in the host TU, IDs in the footer.
foreach(item "n2;host.cpp;Local_n2" "n2;host.cpp;SubmitterIlE"
             "n3;footer.hpp;Holder<int>" "n3;footer.hpp;var_id<float>")
  list(GET item 0 tu)
  list(GET item 1 kind)
  list(GET item 2 needle)
  file(GLOB footer "${WORK_DIR}/out-shared/${tu}-*.${kind}")
  file(READ "${footer}" footer_text)
  if(NOT footer_text MATCHES "${needle}")
    message(FATAL_ERROR "${needle} is missing from ${footer}")
  endif()
endforeach()

# A header with something to collect of its own: the preamble is marked
# 'collect all' (its parses walk everything) and outputs stay identical.
file(APPEND "${src}/inc/shared/templates.hpp"
     "inline constexpr sycl::specialization_id<int> own_id{9};\n")
run_batch(all 0 --preamble-cache=${cache})
file(READ "${manifest}" text)
if(NOT text MATCHES "\ncollect all\n")
  message(FATAL_ERROR "the edited preamble is not marked 'collect all':\n${text}")
endif()
run_batch(all_whole 0 --no-preamble)
expect_same_outputs(all_whole all)
