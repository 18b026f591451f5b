// sycl::exception, sycl::errc, sycl::exception_list and sycl::async_handler
// (SYCL 2020, 4.13); the last two are defined in
// <sycl/detail/exception_list.hpp>, where the queue's error sink needs
// them. An exception may carry the context it arose in; the members that
// need context's definition are in <sycl/context.hpp>.
#pragma once

#include <sycl/detail/exception_list.hpp>

#include <exception>
#include <memory>
#include <string>
#include <system_error>
#include <type_traits>
#include <utility>

namespace sycl {

class context;

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
  exception(int ev, const std::error_category &cat, const std::string &what)
      : exception(std::error_code(ev, cat), what) {}
  exception(int ev, const std::error_category &cat, const char *what)
      : exception(std::error_code(ev, cat), what) {}
  exception(int ev, const std::error_category &cat)
      : exception(std::error_code(ev, cat)) {}
  // With the context the error arose in. Templates only so that context
  // may still be incomplete here; Ctx is always sycl::context.
  template <class Ctx, class = std::enable_if_t<std::is_same_v<Ctx, context>>>
  exception(Ctx ctx, std::error_code ec, const std::string &what_arg)
      : exception(ec, what_arg) {
    m_context = std::make_shared<const Ctx>(std::move(ctx));
  }
  template <class Ctx, class = std::enable_if_t<std::is_same_v<Ctx, context>>>
  exception(Ctx ctx, std::error_code ec, const char *what_arg)
      : exception(std::move(ctx), ec, std::string(what_arg)) {}
  template <class Ctx, class = std::enable_if_t<std::is_same_v<Ctx, context>>>
  exception(Ctx ctx, std::error_code ec)
      : exception(std::move(ctx), ec, ec.message()) {}
  template <class Ctx, class = std::enable_if_t<std::is_same_v<Ctx, context>>>
  exception(Ctx ctx, int ev, const std::error_category &cat,
            const std::string &what_arg)
      : exception(std::move(ctx), std::error_code(ev, cat), what_arg) {}
  template <class Ctx, class = std::enable_if_t<std::is_same_v<Ctx, context>>>
  exception(Ctx ctx, int ev, const std::error_category &cat,
            const char *what_arg)
      : exception(std::move(ctx), std::error_code(ev, cat), what_arg) {}
  template <class Ctx, class = std::enable_if_t<std::is_same_v<Ctx, context>>>
  exception(Ctx ctx, int ev, const std::error_category &cat)
      : exception(std::move(ctx), std::error_code(ev, cat)) {}

  const std::error_code &code() const noexcept { return m_code; }
  const std::error_category &category() const noexcept {
    return m_code.category();
  }
  const char *what() const noexcept override { return m_what.c_str(); }
  bool has_context() const noexcept { return m_context != nullptr; }
  // Throws errc::invalid when the exception has no context.
  template <class Ctx = context> Ctx get_context() const {
    if (m_context == nullptr)
      throw exception(
          std::error_code(static_cast<int>(errc::invalid), sycl_category()),
          "exception::get_context: the exception has no context");
    return *m_context;
  }

private:
  std::error_code m_code;
  std::string m_what;
  std::shared_ptr<const context> m_context;
};

} // namespace sycl

namespace std {
template <> struct is_error_code_enum<sycl::errc> : true_type {};
} // namespace std
