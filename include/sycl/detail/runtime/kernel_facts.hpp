// Included by: public headers and runtime/. Defined in libsyclfg
// (runtime/kernel_facts.cpp).
//
// Per-kernel facts that only the tool sees in the AST and every footer
// registers (__syclfg_register_kernel_facts): which specialization
// constants each kernel reads and its required sub-group size. Kernels are
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

// The sub-group size the kernel `name` (interned, null for an unnoted
// kernel) requires, 0 for none. An unnamed kernel gets the size its
// function object's size `functor_size` picks out among the unnamed ones
// that require one, when they all agree (a kernel that requires none may
// run with any size).
std::size_t required_sub_group_size(const char *name, std::size_t functor_size);

} // namespace detail
} // namespace sycl
