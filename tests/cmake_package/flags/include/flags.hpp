// Included by every TU. Each macro reaches the compile from one source of
// flags (CMakeLists.txt): a parse without it stops here, naming it.
#pragma once
#ifndef FROM_CXX_FLAGS
#error "FROM_CXX_FLAGS undefined: CMAKE_CXX_FLAGS did not reach this parse"
#endif
#ifndef FROM_LATE_CXX_FLAGS
#error "FROM_LATE_CXX_FLAGS undefined: CMAKE_CXX_FLAGS set after the call did not"
#endif
#ifndef FROM_CONFIG
#error "FROM_CONFIG undefined: CMAKE_CXX_FLAGS_<CONFIG> did not reach this parse"
#endif
#ifndef FROM_DIRECTORY
#error "FROM_DIRECTORY undefined: add_compile_definitions() did not reach this parse"
#endif
#ifndef FROM_TARGET
#error "FROM_TARGET undefined: target_compile_definitions() did not reach this parse"
#endif
#ifndef FROM_TARGET_OPTION
#error "FROM_TARGET_OPTION undefined: target_compile_options() did not reach this parse"
#endif
#ifndef FROM_INTERFACE
#error "FROM_INTERFACE undefined: a linked target's definitions did not reach this parse"
#endif
#if __cplusplus < 202002L
#error "not C++20: a linked target's compile features did not reach this parse"
#endif
#include "iface.hpp" // found through the linked target's include directory

#include <sycl/sycl.hpp>

// The ID the footer gave a constant (a compile error if the footer names a
// variable this compile does not declare).
template <auto &Id> const char *id_of() {
  return sycl::detail::get_spec_constant_symbolic_ID<Id>();
}

const char *gnu_id();
const char *strict_id();
