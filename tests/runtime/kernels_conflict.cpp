// Registers one kernel name twice with different parameters; with
// SYCLFG_ON_CONFLICT=fatal this must exit 70 naming the kernel
// (checked by expect_conflict.cmake).
#include <sycl/detail/abi/kernel_desc.hpp>

#include <cstdio>

namespace {
using sycl::detail::kernel_info_t;
using sycl::detail::kernel_param_desc_t;
using K = sycl::detail::kernel_param_kind_t;

const kernel_param_desc_t first[] = {{K::kind_std_layout, 4, 0},
                                     {K::kind_invalid, 0, 0}};
const kernel_param_desc_t second[] = {{K::kind_pointer, 8, 0},
                                      {K::kind_invalid, 0, 0}};
const kernel_info_t kernels[] = {{"clashing_kernel_name", 0, 1}};
} // namespace

int main() {
  __syclfg_register_kernels(kernels, 1, first);
  __syclfg_register_kernels(kernels, 1, second);
  std::puts("not stopped");
  return 0;
}
