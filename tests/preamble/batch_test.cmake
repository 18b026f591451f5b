# Batch mode with the shared preamble (the default) against --no-preamble:
# byte-identical outputs and diagnostics. a and b share their preamble; w
# (a warning after it) and x (an error) have the same one but their parses
# on it report something, so they are parsed whole; h1 and h2 include a
# header that warns, so their preamble is never used.
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
setup_tree("a.cpp;b.cpp;w.cpp;x.cpp;h1.cpp;h2.cpp")

set(JOBS 1)
run_batch(whole 1 --no-preamble)
run_batch(shared 1)
set(JOBS 2)
expect_match(shared "5 generated, 0 unchanged, 1 failed, 2 parsed on a shared preamble")
expect_match(shared "w.cpp:19:2: warning: \"w.cpp warns after the preamble\"")
expect_match(shared "x.cpp:19:10: error: use of undeclared identifier 'undeclared_x'")
expect_match(shared "warns.hpp:4:2: warning: \"warns.hpp is included\"")
expect_same_outputs(whole shared)
expect_same_diagnostics(whole shared)

# A header edit: the preamble is rebuilt and the outputs follow it (a and
# b only, to keep the test short).
file(APPEND "${src}/inc/shared/kernels.hpp"
     "inline constexpr sycl::specialization_id<int> added_id{3};\n")
set(only_ab --filter "/(a|b)\\.cpp$")
run_batch(edited 0 ${only_ab})
expect_match(edited "2 generated, 0 unchanged, 0 failed, 2 parsed on a shared preamble")
file(GLOB footers "${WORK_DIR}/out-edited/a-*.footer.hpp")
file(READ "${footers}" footer)
if(NOT footer MATCHES "added_id")
  message(FATAL_ERROR "the edit of kernels.hpp is not in ${footers}")
endif()
run_batch(edited_whole 0 --no-preamble ${only_ab})
expect_same_outputs(edited_whole edited)
