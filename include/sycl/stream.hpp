// sycl::stream (SYCL 2020, 4.14): output from kernels. Each work-item's
// output is held in a buffer of at most workItemBufferSize bytes (more is
// truncated) and written to stdout in one piece at flush, endl and the end
// of the work-item, so work-items running in parallel or switching at
// barriers never interleave within a line (see detail/stream_output.hpp).
// The stream is trivially copyable (its sizes and a pointer to the state
// its handler keeps): a kernel captures it by value like any other
// parameter. A kernel prints at most totalBufferSize bytes through one
// stream in all (SYCL 2020 leaves what happens past it
// implementation-defined): later output is dropped.
#pragma once

#include <sycl/detail/runtime/stream_output.hpp>
#include <sycl/handler.hpp>
#include <sycl/property_list.hpp>

#include <cstddef>
#include <cstdio>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>

namespace sycl {

enum class stream_manipulator { flush, endl };
inline constexpr stream_manipulator flush = stream_manipulator::flush;
inline constexpr stream_manipulator endl = stream_manipulator::endl;

class stream {
public:
  stream(std::size_t total_buffer_size, std::size_t work_item_buffer_size,
         handler &cgh, const property_list &props = {})
      : m_size(total_buffer_size),
        m_work_item_buffer_size(work_item_buffer_size),
        m_state(cgh.add_stream(total_buffer_size, props)) {}

  std::size_t size() const noexcept { return m_size; }
  std::size_t get_size() const { return m_size; }
  std::size_t get_work_item_buffer_size() const {
    return m_work_item_buffer_size;
  }
  // Deprecated in SYCL 2020 for get_work_item_buffer_size.
  std::size_t get_max_statement_size() const { return m_work_item_buffer_size; }

  template <class P> bool has_property() const noexcept {
    return m_state->props.template has_property<P>();
  }
  template <class P> P get_property() const {
    return m_state->props.template get_property<P>();
  }

  // const, as in SYCL: kernels are const function objects.
  friend const stream &operator<<(const stream &os, std::string_view text) {
    detail::stream_append(text.data(), text.size(), os.m_work_item_buffer_size,
                          os.m_state->left);
    return os;
  }
  friend const stream &operator<<(const stream &os, const char *text) {
    return os << std::string_view(text);
  }
  friend const stream &operator<<(const stream &os, char c) {
    return os << std::string_view(&c, 1);
  }
  friend const stream &operator<<(const stream &os, bool value) {
    return os << (value ? "true" : "false");
  }
  template <class T, std::enable_if_t<std::is_integral_v<T> &&
                                          !std::is_same_v<T, bool> &&
                                          !std::is_same_v<T, char>,
                                      int> = 0>
  friend const stream &operator<<(const stream &os, T value) {
    if constexpr (std::is_signed_v<T>)
      return os.format("%lld", static_cast<long long>(value));
    else
      return os.format("%llu", static_cast<unsigned long long>(value));
  }
  // Shortest "%g" form, as DPC++'s stream prints floating point by default.
  template <class T, std::enable_if_t<std::is_floating_point_v<T>, int> = 0>
  friend const stream &operator<<(const stream &os, T value) {
    return os.format("%g", static_cast<double>(value));
  }
  friend const stream &operator<<(const stream &os,
                                  stream_manipulator manipulator) {
    if (manipulator == stream_manipulator::endl)
      os << '\n';
    detail::stream_flush();
    return os;
  }

  // Copies of one stream are equal (common reference semantics).
  // std::hash (SYCL 2020, 4.5.2): equal objects hash alike.
  template <class> friend struct std::hash;
  friend bool operator==(const stream &a, const stream &b) {
    return a.m_state == b.m_state;
  }
  friend bool operator!=(const stream &a, const stream &b) { return !(a == b); }

private:
  // One number through printf's `format`, to the pending output.
  template <class T> const stream &format(const char *format, T value) const {
    char text[64];
    int size = std::snprintf(text, sizeof text, format, value);
    if (size > 0)
      *this << std::string_view(text, static_cast<std::size_t>(size));
    return *this;
  }

  std::size_t m_size;
  std::size_t m_work_item_buffer_size;
  detail::stream_state *m_state; // owned by the command group's handler
};

} // namespace sycl

#include <sycl/impl/stream_indices.hpp>

namespace std {
template <> struct hash<sycl::stream> {
  size_t operator()(const sycl::stream &s) const noexcept {
    return hash<const void *>()(s.m_state);
  }
};
} // namespace std
