// sycl::queue and sycl::event: submit runs the command group's kernel on the
// calling thread before returning, so wait() has nothing to wait for.
#pragma once

#include <sycl/device.hpp>
#include <sycl/handler.hpp>

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

private:
  context m_context;
  device m_device;
};

} // namespace sycl
