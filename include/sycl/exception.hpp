// sycl::exception and sycl::errc (SYCL 2020, 4.13.2).
#pragma once

#include <exception>
#include <string>
#include <system_error>

namespace sycl {

enum class errc {
  success = 0,
  runtime,
  kernel,
  accessor,
  nd_range,
  event,
  kernel_argument,
  build,
  invalid,
  memory_allocation,
  platform,
  profiling,
  feature_not_supported,
  kernel_not_supported,
  backend_mismatch,
};

// The category of every error code the SYCL runtime reports.
const std::error_category &sycl_category() noexcept;

inline std::error_code make_error_code(errc e) noexcept {
  return {static_cast<int>(e), sycl_category()};
}

class exception : public virtual std::exception {
public:
  exception(std::error_code ec, const std::string &what_arg)
      : m_code(ec), m_what(what_arg) {}
  exception(std::error_code ec, const char *what_arg)
      : exception(ec, std::string(what_arg)) {}
  explicit exception(std::error_code ec) : exception(ec, ec.message()) {}

  const std::error_code &code() const noexcept { return m_code; }
  const std::error_category &category() const noexcept {
    return m_code.category();
  }
  const char *what() const noexcept override { return m_what.c_str(); }

private:
  std::error_code m_code;
  std::string m_what;
};

} // namespace sycl

namespace std {
template <> struct is_error_code_enum<sycl::errc> : true_type {};
} // namespace std
