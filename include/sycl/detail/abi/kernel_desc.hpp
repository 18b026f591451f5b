// Included by: generated integration headers (through
// <sycl/detail/kernel_desc.hpp>), <syclfg/kernels.hpp> and the tool. Includes
// nothing.
//
// The ABI of the integration header: how each kernel's parameters are
// described to a runtime (the seed's kernel_names / kernel_signatures).
// Standalone: the integration header includes it before any user code.
#pragma once

namespace sycl {
namespace detail {

enum class kernel_param_kind_t {
  kind_accessor = 0,   // info: access target | (dimensions << 11)
  kind_std_layout = 1, // info: size in bytes
  kind_sampler = 2,    // info: size in bytes
  kind_pointer = 3,    // info: size in bytes
  kind_specialization_constants_buffer = 4, // info: pointer size; offset 0
  kind_stream = 5,                          // info: size in bytes
  kind_invalid = 0xf,                       // terminates each kernel's entries
};

// One kernel parameter: what it is, its size (or, for accessors, the
// encoded target and dimensions) and its offset in the function object.
struct kernel_param_desc_t {
  kernel_param_kind_t kind;
  int info;
  int offset;
};

// Access-target codes used in kind_accessor's info (DPC++'s numbering).
enum class access_target_code {
  global_buffer = 2014, // target::device
  constant_buffer = 2015,
  local = 2016,
  image = 2017,
  host_buffer = 2018,
  host_image = 2019,
  image_array = 2020,
  host_task = 2021,
};

// One kernel of a translation unit: its unique name, where its entries start
// in kernel_signatures and how many parameters it has (the kind_invalid
// terminator not counted).
struct kernel_info_t {
  const char *name;
  unsigned first_param;
  unsigned param_count;
};

} // namespace detail
} // namespace sycl

extern "C" {
// Called before main() by every integration header with its TU's kernels.
// All pointers refer to static storage. A name registered again with the
// same parameters (a kernel in a shared header) is accepted once; with
// different parameters it is reported.
void __syclfg_register_kernels(
    const ::sycl::detail::kernel_info_t *kernels, unsigned long kernel_count,
    const ::sycl::detail::kernel_param_desc_t *signatures);
}
