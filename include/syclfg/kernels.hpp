// Included by: programs and tests that inspect the kernels integration headers
// registered; defined in runtime/kernels.cpp.
//
// Query the kernels that integration headers registered before main()
// through __syclfg_register_kernels: each kernel's parameters as the tool
// decomposed its function object.
#pragma once

#include <sycl/detail/abi/kernel_desc.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace syclfg {

// One kernel parameter (the ABI's kernel_param_desc_t, owned here so the
// answer does not depend on the lifetime of any registered table).
struct kernel_param {
  ::sycl::detail::kernel_param_kind_t kind;
  int info;   // size in bytes, or for kind_accessor the encoded target/dims
  int offset; // byte offset in the kernel's function object

  friend bool operator==(const kernel_param &a, const kernel_param &b) {
    return a.kind == b.kind && a.info == b.info && a.offset == b.offset;
  }
  friend bool operator!=(const kernel_param &a, const kernel_param &b) {
    return !(a == b);
  }
};

// The parameters of the kernel registered as `name`, without the
// kind_invalid terminator; nullopt if no such kernel was registered.
std::optional<std::vector<kernel_param>> kernel_params(std::string_view name);

// Every registered kernel name, in registration order, each once.
std::vector<std::string> kernel_names();

// kind_accessor's info split into its fields (kernel_desc.hpp's encoding).
struct accessor_info {
  ::sycl::detail::access_target_code target;
  int dimensions;
};
constexpr accessor_info decode_accessor_info(int info) {
  return {static_cast<::sycl::detail::access_target_code>(info & 0x7ff),
          info >> 11};
}

} // namespace syclfg
