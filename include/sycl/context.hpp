// sycl::context (SYCL 2020, 4.6.3): a set of devices (here always the host
// CPU) and an async_handler for errors no queue claims. Contexts compare by
// identity: every constructed context is a new one, copies share it.
#pragma once

#include <sycl/device.hpp>
#include <sycl/exception.hpp>
#include <sycl/platform.hpp>
#include <sycl/property_list.hpp>

#include <memory>
#include <utility>
#include <vector>

namespace sycl {

class context {
public:
  explicit context(const property_list &props = {})
      : context(async_handler(), props) {}
  explicit context(async_handler handler, const property_list &props = {})
      : m_impl(std::make_shared<impl>(impl{std::move(handler), props})) {}
  explicit context(const device &, const property_list &props = {})
      : context(props) {}
  explicit context(const device &, async_handler handler,
                   const property_list &props = {})
      : context(std::move(handler), props) {}
  explicit context(const platform &, const property_list &props = {})
      : context(props) {}
  explicit context(const platform &, async_handler handler,
                   const property_list &props = {})
      : context(std::move(handler), props) {}
  // errc::invalid for an empty list: a context has at least one device.
  explicit context(const std::vector<device> &devices,
                   const property_list &props = {})
      : context(devices, async_handler(), props) {}
  explicit context(const std::vector<device> &devices, async_handler handler,
                   const property_list &props = {})
      : context(std::move(handler), props) {
    if (devices.empty())
      throw exception(make_error_code(errc::invalid),
                      "context: the device list is empty; give at least one "
                      "device");
  }

  backend get_backend() const noexcept { return backend::ext_syclfg_host; }
  platform get_platform() const { return platform(); }
  std::vector<device> get_devices() const { return {device{}}; }

  template <class Param> typename Param::return_type get_info() const {
    namespace ctx = info::context;
    if constexpr (std::is_same_v<Param, ctx::platform>)
      return get_platform();
    else if constexpr (std::is_same_v<Param, ctx::devices>)
      return get_devices();
    else if constexpr (std::is_same_v<Param,
                                      ctx::atomic_memory_order_capabilities> ||
                       std::is_same_v<Param,
                                      ctx::atomic_fence_order_capabilities>)
      return detail::host_memory_orders();
    else
      return detail::host_memory_scopes();
  }

  template <class P> bool has_property() const noexcept {
    return m_impl->props.template has_property<P>();
  }
  template <class P> P get_property() const {
    return m_impl->props.template get_property<P>();
  }

  // The handler given at construction (empty if none).
  const async_handler &get_async_handler() const { return m_impl->handler; }

  friend bool operator==(const context &a, const context &b) {
    return a.m_impl == b.m_impl;
  }
  friend bool operator!=(const context &a, const context &b) {
    return !(a == b);
  }

  // The context of queues constructed without one (one per program). Never
  // destroyed: queues may be created from static destructors.
  static context default_context() {
    static const context *const shared = new context();
    return *shared;
  }

private:
  friend struct std::hash<context>;
  struct impl {
    async_handler handler;
    property_list props;
  };
  std::shared_ptr<impl> m_impl;
};

// The buffer and image properties naming the one context the object is
// used with (SYCL 2020, 4.7.2.2, 4.7.3.3). Here, where a context needs
// property_list.
namespace detail {
class context_property {
public:
  explicit context_property(context bound) : m_context(std::move(bound)) {}
  context get_context() const { return m_context; }

private:
  context m_context;
};
} // namespace detail
namespace property {
namespace buffer {
struct context_bound : detail::context_property {
  using context_property::context_property;
};
} // namespace buffer
namespace image {
struct context_bound : detail::context_property {
  using context_property::context_property;
};
} // namespace image
} // namespace property
template <>
struct is_property<property::buffer::context_bound> : std::true_type {};
template <>
struct is_property<property::image::context_bound> : std::true_type {};

} // namespace sycl

template <> struct std::hash<sycl::context> {
  std::size_t operator()(const sycl::context &c) const noexcept {
    return std::hash<const void *>()(c.m_impl.get());
  }
};
