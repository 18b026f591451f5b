// The error category of sycl::errc.
#include <sycl/exception.hpp>

#include "immortal.hpp"

namespace sycl {
namespace {

class category final : public std::error_category {
public:
  const char *name() const noexcept override { return "sycl"; }
  std::string message(int value) const override {
    switch (static_cast<errc>(value)) {
    case errc::success:
      return "success";
    case errc::runtime:
      return "runtime error";
    case errc::kernel:
      return "kernel error";
    case errc::accessor:
      return "accessor error";
    case errc::nd_range:
      return "nd_range error";
    case errc::event:
      return "event error";
    case errc::kernel_argument:
      return "kernel argument error";
    case errc::build:
      return "build error";
    case errc::invalid:
      return "invalid";
    case errc::memory_allocation:
      return "memory allocation error";
    case errc::platform:
      return "platform error";
    case errc::profiling:
      return "profiling error";
    case errc::feature_not_supported:
      return "feature not supported";
    case errc::kernel_not_supported:
      return "kernel not supported";
    case errc::backend_mismatch:
      return "backend mismatch";
    }
    return "unknown sycl error";
  }
};

} // namespace

const std::error_category &sycl_category() noexcept {
  // Immortal: errors may be thrown and reported from static destructors.
  return syclfg::detail::process_lifetime_instance<category>();
}

} // namespace sycl
