// Included by: runtime tests that write kernel attributes the tool reads
// ([[sycl::reqd_sub_group_size]], reqd_work_group_size, device_has). g++
// and clang++ do not know them and warn (-Werror makes that an error):
// code between the two macros is compiled without that warning.
#pragma once

#if defined(__clang__)
#define SYCLFG_TEST_KERNEL_ATTRIBUTES_BEGIN                                    \
  _Pragma("clang diagnostic push")                                             \
      _Pragma("clang diagnostic ignored \"-Wunknown-attributes\"")
#define SYCLFG_TEST_KERNEL_ATTRIBUTES_END _Pragma("clang diagnostic pop")
#else
#define SYCLFG_TEST_KERNEL_ATTRIBUTES_BEGIN                                    \
  _Pragma("GCC diagnostic push")                                               \
      _Pragma("GCC diagnostic ignored \"-Wattributes\"")
#define SYCLFG_TEST_KERNEL_ATTRIBUTES_END _Pragma("GCC diagnostic pop")
#endif
