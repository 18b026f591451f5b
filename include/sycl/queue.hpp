// sycl::queue and sycl::event: submit runs the command group's kernel on the
// calling thread before returning, so wait() has nothing to wait for.
#pragma once

#include <sycl/device.hpp>
#include <sycl/handler.hpp>

#include <cstddef>
#include <utility>
#include <vector>

namespace sycl {

class event {
public:
  void wait() {}
  void wait_and_throw() {}
  static void wait(const std::vector<event> &) {}
};

class queue {
public:
  queue() : m_context(context::default_context()) {}
  explicit queue(const context &ctx) : m_context(ctx) {}
  explicit queue(const device &) : queue() {}
  queue(const context &ctx, const device &) : m_context(ctx) {}

  context get_context() const { return m_context; }
  device get_device() const { return m_device; }

  template <typename CommandGroup> event submit(CommandGroup &&command_group) {
    handler cgh(m_context);
    std::forward<CommandGroup>(command_group)(cgh);
    cgh.run();
    return {};
  }

  void wait() {}
  void wait_and_throw() {}

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

  context m_context;
  device m_device;
};

} // namespace sycl
