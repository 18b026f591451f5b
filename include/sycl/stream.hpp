// sycl::stream (SYCL 2020, 4.14): output from kernels. Kernels run on the
// host, so each statement goes straight to stdout; endl and flush flush it.
// The stream is trivially copyable (it holds only its sizes): a kernel
// captures it by value like any other parameter.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>
#include <type_traits>

namespace sycl {

class handler;

enum class stream_manipulator { flush, endl };
inline constexpr stream_manipulator flush = stream_manipulator::flush;
inline constexpr stream_manipulator endl = stream_manipulator::endl;

class stream {
public:
  stream(std::size_t buffer_size, std::size_t max_statement_size, handler &)
      : m_size(buffer_size), m_max_statement_size(max_statement_size) {}

  std::size_t size() const noexcept { return m_size; }
  std::size_t get_size() const { return m_size; }
  std::size_t get_max_statement_size() const { return m_max_statement_size; }

  // const, as in SYCL: kernels are const function objects.
  friend const stream &operator<<(const stream &os, std::string_view text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    return os;
  }
  friend const stream &operator<<(const stream &os, const char *text) {
    return os << std::string_view(text);
  }
  friend const stream &operator<<(const stream &os, char c) {
    std::fputc(c, stdout);
    return os;
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
      std::printf("%lld", static_cast<long long>(value));
    else
      std::printf("%llu", static_cast<unsigned long long>(value));
    return os;
  }
  // Shortest "%g" form, as DPC++'s stream prints floating point by default.
  template <class T, std::enable_if_t<std::is_floating_point_v<T>, int> = 0>
  friend const stream &operator<<(const stream &os, T value) {
    std::printf("%g", static_cast<double>(value));
    return os;
  }
  friend const stream &operator<<(const stream &os,
                                  stream_manipulator manipulator) {
    if (manipulator == stream_manipulator::endl)
      std::fputc('\n', stdout);
    std::fflush(stdout);
    return os;
  }

  friend bool operator==(const stream &a, const stream &b) {
    return a.m_size == b.m_size &&
           a.m_max_statement_size == b.m_max_statement_size;
  }
  friend bool operator!=(const stream &a, const stream &b) { return !(a == b); }

private:
  std::size_t m_size;
  std::size_t m_max_statement_size;
};

} // namespace sycl

#include <sycl/detail/stream_indices.hpp>
