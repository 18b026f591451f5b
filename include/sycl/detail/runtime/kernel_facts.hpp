// Included by: public headers and runtime/. Defined in libsyclfg
// (runtime/kernel_facts.cpp).
//
// Per-kernel facts that only the tool sees in the AST and every footer
// registers (__syclfg_register_kernel_facts): which specialization
// constants each kernel reads and what its attributes require. Kernels are
// named as <sycl/detail/runtime/kernel_names.hpp> names them:
// typeid(Name *).name(). A kernel the footer could not name (a lambda, a
// local class) is known only as one of the program's unnamed kernels.
#pragma once

#include <cstddef>
#include <vector>

namespace sycl {
class kernel_id;
namespace detail {

// Whether one of `kernels` reads the constant with symbolic ID `id` (any
// constant when `id` is null), as SYCL 2020 4.11 defines a bundle's
// constants. A kernel without facts of its own (unnamed) is answered for
// all unnamed kernels of the program together: exact for a bundle holding
// all or none of them, a superset otherwise.
bool kernels_read_spec_constant(const std::vector<kernel_id> &kernels,
                                const char *id);

// What a kernel's attributes require (SYCL 2020 5.8.1, 5.8.2).
struct kernel_requirements {
  std::size_t sub_group_size = 0; // reqd_sub_group_size; 0: none
  // reqd_work_group_size: its dimensions (0: none) and sizes as written.
  int work_group_dims = 0;
  std::size_t work_group_size[3] = {0, 0, 0};
  std::vector<int> aspects; // device_has: static_cast<int>(sycl::aspect)
};

// The requirements of the kernel `name` (interned, null for an unnoted
// kernel). An unnamed kernel is told apart from the other unnamed ones by
// its function object's size `functor_size`: it gets the sub-group size
// those of that size that require one agree on (a kernel that requires
// none may run with any size), and the work-group size and aspects only
// when all those of that size agree (they decide errors).
kernel_requirements kernel_requirements_of(const char *name,
                                           std::size_t functor_size);

} // namespace detail
} // namespace sycl
