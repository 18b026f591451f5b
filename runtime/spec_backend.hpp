// Internal to libsyclfg: the native path's program as the SYCL headers see it.
#pragma once

#include <sycl/detail/runtime/spec_const_runtime.hpp>
#include <syclfg/spec_constants.hpp>

#include <memory>

namespace sycl {
namespace detail {

class native_program {
public:
  explicit native_program(
      std::unique_ptr<syclfg::spec_constant_program> program)
      : impl(std::move(program)) {}
  std::unique_ptr<syclfg::spec_constant_program> impl;
};

// A new program of the selected native backend.
std::unique_ptr<native_program> create_native_program();

} // namespace detail
} // namespace sycl
