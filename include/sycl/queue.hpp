// sycl::queue (SYCL 2020, 4.6.5). submit runs a command group inside
// itself when its requirements have completed, and otherwise (and always
// for a host task) on a thread of its own that waits for them: see
// impl/command_schedule.hpp. An in-order queue's commands follow one
// another; wait() waits for every command submitted. A command's own
// failure (an exception from a kernel or host task) is an asynchronous
// error when the queue or its context has an async_handler: it waits in the
// queue until wait_and_throw or throw_asynchronous hands it over. Without a
// handler, where SYCL's default would terminate the program, submit
// rethrows it instead when the command ran inside it; a deferred command's
// goes to the default handler (async_sink.hpp). Errors in the
// command-group function itself propagate from submit.
#pragma once

#include <sycl/context.hpp>
#include <sycl/detail/async_sink.hpp>
#include <sycl/device.hpp>
#include <sycl/event.hpp>
#include <sycl/handler.hpp>
#include <sycl/impl/command_schedule.hpp>
#include <sycl/impl/queue_shortcuts.hpp>
#include <sycl/property_list.hpp>

#include <cstddef>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace sycl {

class queue : public detail::queue_shortcuts<queue> {
  template <class S> using if_selector = detail::if_device_selector<S>;

public:
  // The device_global overloads below would hide the USM ones.
  using detail::queue_shortcuts<queue>::memcpy;
  using detail::queue_shortcuts<queue>::copy;

  explicit queue(const property_list &props = {})
      : queue(context::default_context(), device(), async_handler(), props) {}
  explicit queue(const async_handler &handler, const property_list &props = {})
      : queue(context::default_context(), device(), handler, props) {}
  template <class DeviceSelector, if_selector<DeviceSelector> = 0>
  explicit queue(const DeviceSelector &selector,
                 const property_list &props = {})
      : queue(context::default_context(), device(selector), async_handler(),
              props) {}
  template <class DeviceSelector, if_selector<DeviceSelector> = 0>
  explicit queue(const DeviceSelector &selector, const async_handler &handler,
                 const property_list &props = {})
      : queue(context::default_context(), device(selector), handler, props) {}
  explicit queue(const device &dev, const property_list &props = {})
      : queue(context::default_context(), dev, async_handler(), props) {}
  explicit queue(const device &dev, const async_handler &handler,
                 const property_list &props = {})
      : queue(context::default_context(), dev, handler, props) {}
  template <class DeviceSelector, if_selector<DeviceSelector> = 0>
  explicit queue(const context &ctx, const DeviceSelector &selector,
                 const property_list &props = {})
      : queue(ctx, device(selector), async_handler(), props) {}
  template <class DeviceSelector, if_selector<DeviceSelector> = 0>
  explicit queue(const context &ctx, const DeviceSelector &selector,
                 const async_handler &handler, const property_list &props = {})
      : queue(ctx, device(selector), handler, props) {}
  explicit queue(const context &ctx, const device &dev,
                 const property_list &props = {})
      : queue(ctx, dev, async_handler(), props) {}
  // Without its own handler, the queue uses its context's.
  explicit queue(const context &ctx, const device &, const async_handler &h,
                 const property_list &props = {})
      : m_impl(std::make_shared<impl>()) {
    m_impl->ctx = ctx;
    m_impl->props = props;
    m_impl->errors =
        std::make_shared<detail::async_sink>(h ? h : ctx.get_async_handler());
  }

  backend get_backend() const noexcept { return backend::ext_syclfg_host; }
  context get_context() const { return m_impl->ctx; }
  device get_device() const { return device(); }
  bool is_in_order() const { return has_property<property::queue::in_order>(); }
  template <class P> bool has_property() const noexcept {
    return m_impl->props.template has_property<P>();
  }
  template <class P> P get_property() const {
    return m_impl->props.template get_property<P>();
  }
  template <class Param> typename Param::return_type get_info() const {
    if constexpr (std::is_same_v<Param, info::queue::context>)
      return get_context();
    else {
      static_assert(std::is_same_v<Param, info::queue::device>,
                    "not a queue information descriptor");
      return get_device();
    }
  }

  template <typename CommandGroup> event submit(CommandGroup &&command_group) {
    auto state = std::make_shared<detail::event_state>();
    state->profiling = has_property<property::queue::enable_profiling>();
    state->submit_ns = detail::now_ns();
    std::unique_ptr<handler> cgh(new handler(m_impl->ctx));
    std::forward<CommandGroup>(command_group)(*cgh);
    detail::command_schedule::submit(std::move(cgh), state, m_impl->commands,
                                     is_in_order(), m_impl->errors);
    return event(std::move(state));
  }
  // The secondary queue would take the group if this one failed to; here
  // submission itself does not fail.
  template <typename CommandGroup>
  event submit(CommandGroup &&command_group, queue &) {
    return submit(std::forward<CommandGroup>(command_group));
  }

  void wait() { m_impl->commands.wait_all(); }
  void wait_and_throw() {
    wait();
    throw_asynchronous();
  }
  void throw_asynchronous() { m_impl->errors->flush(); }

  // std::hash (SYCL 2020, 4.5.2): equal objects hash alike.
  template <class> friend struct std::hash;
  friend bool operator==(const queue &a, const queue &b) {
    return a.m_impl == b.m_impl;
  }
  friend bool operator!=(const queue &a, const queue &b) { return !(a == b); }

  // Copies to and from a device_global (sycl_ext_oneapi_device_global),
  // after `depEvents`; see handler's members of the same names.
  template <typename T, typename P, detail::if_host_writes<P> = 0>
  event memcpy(detail::device_global_t<T, P> &dest, const void *src,
               std::size_t numBytes = sizeof(T), std::size_t offset = 0,
               const std::vector<event> &depEvents = {}) {
    return submit_after(depEvents, [&](handler &cgh) {
      cgh.memcpy(dest, src, numBytes, offset);
    });
  }
  template <typename T, typename P, detail::if_host_writes<P> = 0>
  event memcpy(detail::device_global_t<T, P> &dest, const void *src,
               std::size_t numBytes, std::size_t offset, event depEvent) {
    return memcpy(dest, src, numBytes, offset, std::vector<event>{depEvent});
  }
  template <typename T, typename P, detail::if_host_reads<P> = 0>
  event memcpy(void *dest, const detail::device_global_t<T, P> &src,
               std::size_t numBytes = sizeof(T), std::size_t offset = 0,
               const std::vector<event> &depEvents = {}) {
    return submit_after(depEvents, [&](handler &cgh) {
      cgh.memcpy(dest, src, numBytes, offset);
    });
  }
  template <typename T, typename P, detail::if_host_reads<P> = 0>
  event memcpy(void *dest, const detail::device_global_t<T, P> &src,
               std::size_t numBytes, std::size_t offset, event depEvent) {
    return memcpy(dest, src, numBytes, offset, std::vector<event>{depEvent});
  }
  template <typename T, typename P, detail::if_host_writes<P> = 0>
  event
  copy(const detail::dg_element_t<T> *src, detail::device_global_t<T, P> &dest,
       std::size_t count = detail::dg_element_count<T>,
       std::size_t startIndex = 0, const std::vector<event> &depEvents = {}) {
    return submit_after(depEvents, [&](handler &cgh) {
      cgh.copy(src, dest, count, startIndex);
    });
  }
  template <typename T, typename P, detail::if_host_writes<P> = 0>
  event copy(const detail::dg_element_t<T> *src,
             detail::device_global_t<T, P> &dest, std::size_t count,
             std::size_t startIndex, event depEvent) {
    return copy(src, dest, count, startIndex, std::vector<event>{depEvent});
  }
  template <typename T, typename P, detail::if_host_reads<P> = 0>
  event
  copy(const detail::device_global_t<T, P> &src, detail::dg_element_t<T> *dest,
       std::size_t count = detail::dg_element_count<T>,
       std::size_t startIndex = 0, const std::vector<event> &depEvents = {}) {
    return submit_after(depEvents, [&](handler &cgh) {
      cgh.copy(src, dest, count, startIndex);
    });
  }
  template <typename T, typename P, detail::if_host_reads<P> = 0>
  event copy(const detail::device_global_t<T, P> &src,
             detail::dg_element_t<T> *dest, std::size_t count,
             std::size_t startIndex, event depEvent) {
    return copy(src, dest, count, startIndex, std::vector<event>{depEvent});
  }

private:
  template <typename CommandGroup>
  event submit_after(const std::vector<event> &depEvents,
                     CommandGroup &&command_group) {
    event::wait(depEvents);
    return submit(std::forward<CommandGroup>(command_group));
  }

  struct impl {
    context ctx;
    property_list props;
    std::shared_ptr<detail::async_sink> errors;
    detail::queue_commands commands;
  };
  std::shared_ptr<impl> m_impl;
};

} // namespace sycl

namespace std {
template <> struct hash<sycl::queue> {
  size_t operator()(const sycl::queue &q) const noexcept {
    return hash<const void *>()(q.m_impl.get());
  }
};
} // namespace std
