// Included by: public and detail headers, and runtime/. Defined in libsyclfg
// (runtime/kernel_names.cpp).
//
// Kernel identities for kernel bundles: every kernel the program launches
// gets a name, registered with libsyclfg before main() (from the launch
// site's template instantiation), so get_kernel_ids() lists them all.
#pragma once

#include <type_traits>
#include <typeinfo>
#include <vector>

namespace sycl {
namespace detail {

// The one stable copy of `name` (same string, same pointer), recorded as a
// kernel of the program.
const char *intern_kernel_name(const char *name);
// Every recorded kernel name, sorted.
std::vector<const char *> known_kernel_names();

// The type naming a kernel: its KernelName, or for an unnamed kernel its
// function object's type.
template <class KernelName, class KernelType>
using kernel_name_t =
    std::conditional_t<std::is_void_v<KernelName>, KernelType, KernelName>;

// Records Name before main(): its initializer runs with the other dynamic
// initializers of any TU that launches or names the kernel.
template <class Name> struct kernel_name_registration {
  static inline const char *const name =
      intern_kernel_name(typeid(Name *).name()); // Name may be incomplete
};

// The interned name of kernel `Name`.
template <class Name> const char *kernel_name_of() {
  static const char *const name = ((void)kernel_name_registration<Name>::name,
                                   intern_kernel_name(typeid(Name *).name()));
  return name;
}

} // namespace detail
} // namespace sycl
