#include "stream_output.hpp"

#include "immortal.hpp"

#include <sycl/detail/runtime/stream_output.hpp>

#include <algorithm>
#include <cstdio>
#include <mutex>

namespace syclfg {
namespace runtime {

__attribute__((tls_model(
    "initial-exec"))) thread_local std::string *stream_pending = nullptr;

namespace {

// Owns the thread's buffer; stream_pending points to it once made.
struct pending_holder {
  std::string text;
  pending_holder() { stream_pending = &text; }
  ~pending_holder() { stream_pending = nullptr; }
  pending_holder(const pending_holder &) = delete;
  pending_holder &operator=(const pending_holder &) = delete;
};

std::string &pending() {
  if (stream_pending == nullptr) {
    static thread_local pending_holder holder;
    return holder.text;
  }
  return *stream_pending;
}

// One writer at a time, so each flush reaches stdout whole. Immortal: kernels
// may run from static destructors.
void write_out(const char *text, std::size_t size) {
  static syclfg::detail::immortal<std::mutex> lock;
  std::lock_guard<std::mutex> hold(lock.get());
  std::fwrite(text, 1, size, stdout);
  std::fflush(stdout);
}

} // namespace
} // namespace runtime
} // namespace syclfg

namespace sycl {
namespace detail {

// Takes up to `size` bytes from `left`; returns how many it got.
static std::size_t take_from(std::atomic<std::size_t> &left, std::size_t size) {
  std::size_t have = left.load(std::memory_order_relaxed);
  std::size_t take = std::min(size, have);
  while (take != 0 && !left.compare_exchange_weak(have, have - take,
                                                  std::memory_order_relaxed))
    take = std::min(size, have);
  return take;
}

void stream_append(const char *text, std::size_t size, std::size_t limit,
                   std::atomic<std::size_t> &left) {
  std::string &out = syclfg::runtime::pending();
  if (out.size() + size > limit) {
    // Whole lines held (earlier work-items' of this thread, or this one's)
    // go out now, whole; what this work-item cannot fit is truncated.
    const std::size_t line_end = out.rfind('\n');
    if (line_end != std::string::npos) {
      syclfg::runtime::write_out(out.data(), line_end + 1);
      out.erase(0, line_end + 1);
    }
    size = std::min(size, limit - std::min(limit, out.size()));
  }
  out.append(text, take_from(left, size));
}

void stream_flush() {
  std::string *out = syclfg::runtime::stream_pending;
  if (out == nullptr || out->empty())
    return;
  syclfg::runtime::write_out(out->data(), out->size());
  out->clear();
}

} // namespace detail
} // namespace sycl
