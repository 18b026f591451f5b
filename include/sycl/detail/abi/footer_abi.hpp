// Included by: generated footers (through <sycl/detail/footer_abi.hpp>),
// <sycl/sycl.hpp>, and the runtime/*.cpp that define these functions. Includes
// nothing.
//
// The ABI between generated integration footers and the runtime library.
// Kept free of other includes: the footer includes it first, whatever the
// translation unit included before.
#pragma once

extern "C" {
// Records that the host object at `address` has the unique symbolic ID `id`
// and the kind `kind` ("specialization_id", "device_global", ...). Called by
// generated code before main(). All strings must outlive the program (the
// footer passes string literals).
void __register_uniquely_identifiable_object(void *address, const char *id,
                                             const char *kind);

// The same for one translation unit's copy of an object that Clang (and so
// the device compiler) sees as one external object but the host compiler
// may duplicate per translation unit (g++ and a const variable-template
// specialization, CWG 2387). Copies registered this way share `id` without
// being reported as a conflict.
void __syclfg_register_per_tu_copy(void *address, const char *id,
                                   const char *kind);

// The ID registered for the object at `address` (the footer's literal);
// aborts with a message when none was. The footer's fallback for objects
// whose symbolic-ID specialization g++ cannot match (see the footer).
const char *__syclfg_symbolic_id_of(const volatile void *address);

// One scalar leaf of a specialization constant's type: where it lies in the
// object and how big it is (depth-first over nested structs, arrays,
// std::array and vectors; padding skipped).
struct __syclfg_spec_leaf {
  unsigned long offset;
  unsigned long size;
};

// Records the layout of the specialization constant with symbolic ID `id`
// (sizeof its type and its scalar leaves, as the tool computed them from the
// AST). `leaves` points to static storage. Called before main(), before or
// after the registration of the object itself.
void __syclfg_register_spec_constant_layout(const char *id, unsigned long size,
                                            const __syclfg_spec_leaf *leaves,
                                            unsigned long leaf_count);

// What the runtime needs to know of one kernel that only the tool can see
// in its AST (a device compiler records the same in the device image).
struct __syclfg_kernel_facts {
  // typeid(Name *).name() of the kernel-name type (or named function
  // object) as the host compiler spells it, which is how the runtime names
  // kernels (<sycl/detail/runtime/kernel_names.hpp>); null when the footer
  // cannot name the type (a lambda, a class local to a function).
  const char *host_name;
  // sizeof the function object, to tell unnamed kernels apart at launch.
  unsigned long functor_size;
  // The symbolic IDs of the specialization constants its call graph reads,
  // ended by a null pointer.
  const char *const *constants;
  // Non-zero: a call the tool could not follow was given the
  // kernel_handler, so the kernel may read any constant.
  int reads_any_constant;
  // [[sycl::reqd_sub_group_size(N)]]: N; 0 when the kernel requires none.
  unsigned long required_sub_group_size;
  // [[sycl::reqd_work_group_size(X[, Y[, Z]])]]: the sizes as written, 0
  // past the last; all 0 when the kernel requires none.
  unsigned long required_work_group_size[3];
  // [[sycl::device_has(...)]]: the aspects, as static_cast<int>(
  // sycl::aspect), ended by -1; null when the kernel requires none.
  const int *aspects;
};

// Records the kernels of one translation unit (static storage, called
// before main()). A kernel registered by several TUs (a shared header) is
// one kernel.
void __syclfg_register_kernel_facts(const __syclfg_kernel_facts *kernels,
                                    unsigned long count);
}

// Alias templates the footer writes types with, instead of declarator syntax
// (a pointer to a function or an array, an array, a function type).
template <class T> using __syclfg_pointer = T *;
template <class T, unsigned long long N> using __syclfg_array = T[N];
template <class R, class... Args> using __syclfg_function = R(Args...);
