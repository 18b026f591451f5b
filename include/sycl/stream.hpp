// sycl::stream (SYCL 2020, 4.14): output from kernels. Each work-item's
// output is held in a buffer of at most workItemBufferSize bytes (more is
// truncated) and written to stdout in one piece at flush, endl and the end
// of the work-item, so work-items running in parallel or switching at
// barriers never interleave within a line (see detail/stream_output.hpp).
// The stream is trivially copyable (its sizes and a pointer to the state
// its handler keeps): a kernel captures it by value like any other
// parameter. A kernel prints at most totalBufferSize bytes through one
// stream in all (SYCL 2020 leaves what happens past it
// implementation-defined): later output is dropped. The manipulators
// (dec/hex/oct, showbase, showpos, fixed/scientific/hexfloat/defaultfloat,
// setprecision, setw) format later numbers as printf would with the
// iostream flags of the same names; vec, half and multi_ptr output:
// impl/stream_values.hpp.
#pragma once

#include <sycl/detail/runtime/stream_output.hpp>
#include <sycl/handler.hpp>
#include <sycl/property_list.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>

namespace sycl {

// The manipulators (SYCL 2020, 4.14): flush and endl write the work-item's
// pending output; the others set how later numbers are written, as the
// iostream manipulators of the same names do.
enum class stream_manipulator {
  flush,
  dec,
  hex,
  oct,
  noshowbase,
  showbase,
  noshowpos,
  showpos,
  endl,
  fixed,
  scientific,
  hexfloat,
  defaultfloat
};
inline constexpr stream_manipulator flush = stream_manipulator::flush;
inline constexpr stream_manipulator dec = stream_manipulator::dec;
inline constexpr stream_manipulator hex = stream_manipulator::hex;
inline constexpr stream_manipulator oct = stream_manipulator::oct;
inline constexpr stream_manipulator noshowbase = stream_manipulator::noshowbase;
inline constexpr stream_manipulator showbase = stream_manipulator::showbase;
inline constexpr stream_manipulator noshowpos = stream_manipulator::noshowpos;
inline constexpr stream_manipulator showpos = stream_manipulator::showpos;
inline constexpr stream_manipulator endl = stream_manipulator::endl;
inline constexpr stream_manipulator fixed = stream_manipulator::fixed;
inline constexpr stream_manipulator scientific = stream_manipulator::scientific;
inline constexpr stream_manipulator hexfloat = stream_manipulator::hexfloat;
inline constexpr stream_manipulator defaultfloat =
    stream_manipulator::defaultfloat;

namespace detail {
// What setprecision and setw return (their types are unspecified).
struct precision_manipulator {
  int precision;
};
struct width_manipulator {
  int width;
};
// How a stream writes numbers: the manipulators' settings.
struct number_format {
  int base = 10;
  bool show_base = false, show_pos = false;
  char float_conversion = 'g'; // 'f' fixed, 'e' scientific, 'a' hexfloat
  int precision = -1;          // printf's default
  int width = 0;               // the next number's; reset after it
};
} // namespace detail

// The digits after the point (fixed, scientific) or in all (default) of
// later floating-point numbers.
inline detail::precision_manipulator setprecision(int precision) {
  return {precision};
}
// The least width of the next number, padded on the left with spaces.
inline detail::width_manipulator setw(int width) { return {width}; }

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
    return os.integer(value);
  }
  // Shortest "%g" form by default, as DPC++'s stream prints floating point.
  template <class T, std::enable_if_t<std::is_floating_point_v<T>, int> = 0>
  friend const stream &operator<<(const stream &os, T value) {
    return os.floating(static_cast<double>(value));
  }
  // A pointer's address (printf's "%p"); strings above.
  template <class T, std::enable_if_t<
                         !std::is_same_v<std::remove_cv_t<T>, char>, int> = 0>
  friend const stream &operator<<(const stream &os, T *pointer) {
    return os.format("%p", static_cast<const void *>(pointer));
  }
  friend const stream &operator<<(const stream &os,
                                  stream_manipulator manipulator) {
    if (manipulator == stream_manipulator::endl ||
        manipulator == stream_manipulator::flush) {
      if (manipulator == stream_manipulator::endl)
        os << '\n';
      detail::stream_flush();
      return os;
    }
    os.set(manipulator);
    return os;
  }
  friend const stream &operator<<(const stream &os,
                                  detail::precision_manipulator p) {
    os.m_format.precision = p.precision;
    return os;
  }
  friend const stream &operator<<(const stream &os,
                                  detail::width_manipulator w) {
    os.m_format.width = w.width;
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
  // One value through printf's `format`, to the pending output.
  template <class... T>
  const stream &format(const char *format, T... values) const {
    char text[128];
    int size = std::snprintf(text, sizeof text, format, values...);
    if (size > 0)
      *this << std::string_view(
          text, std::min(static_cast<std::size_t>(size), sizeof text - 1));
    return *this;
  }
  // printf's flags for the format's settings: '+' (signed numbers in
  // decimal), '#' (a base prefix), then the width.
  void flags(char *&out, bool show_pos, bool show_base) const {
    *out++ = '%';
    if (show_pos)
      *out++ = '+';
    if (show_base)
      *out++ = '#';
    *out++ = '*';
  }
  template <class T> const stream &integer(T value) const {
    const detail::number_format f = m_format;
    m_format.width = 0;
    char spec[16], *out = spec;
    const bool decimal = f.base != 8 && f.base != 16;
    flags(out, decimal && std::is_signed_v<T> && f.show_pos,
          !decimal && f.show_base);
    *out++ = 'l';
    *out++ = 'l';
    *out++ = f.base == 16 ? 'x' : f.base == 8 ? 'o' : 'd';
    *out = '\0';
    if (decimal && std::is_signed_v<T>)
      return format(spec, f.width, static_cast<long long>(value));
    if (decimal)
      out[-1] = 'u';
    // Hexadecimal and octal write the bits, as iostreams do.
    return format(spec, f.width,
                  static_cast<unsigned long long>(
                      static_cast<std::make_unsigned_t<T>>(value)));
  }
  const stream &floating(double value) const {
    const detail::number_format f = m_format;
    m_format.width = 0;
    char spec[16], *out = spec;
    flags(out, f.show_pos, false);
    if (f.precision >= 0) {
      *out++ = '.';
      *out++ = '*';
    }
    *out++ = f.float_conversion;
    *out = '\0';
    if (f.precision >= 0)
      return format(spec, f.width, f.precision, value);
    return format(spec, f.width, value);
  }
  void set(stream_manipulator m) const {
    switch (m) {
    case stream_manipulator::dec:
      m_format.base = 10;
      break;
    case stream_manipulator::hex:
      m_format.base = 16;
      break;
    case stream_manipulator::oct:
      m_format.base = 8;
      break;
    case stream_manipulator::noshowbase:
      m_format.show_base = false;
      break;
    case stream_manipulator::showbase:
      m_format.show_base = true;
      break;
    case stream_manipulator::noshowpos:
      m_format.show_pos = false;
      break;
    case stream_manipulator::showpos:
      m_format.show_pos = true;
      break;
    case stream_manipulator::fixed:
      m_format.float_conversion = 'f';
      break;
    case stream_manipulator::scientific:
      m_format.float_conversion = 'e';
      break;
    case stream_manipulator::hexfloat:
      m_format.float_conversion = 'a';
      break;
    case stream_manipulator::defaultfloat:
      m_format.float_conversion = 'g';
      break;
    default:
      break;
    }
  }

  std::size_t m_size;
  std::size_t m_work_item_buffer_size;
  detail::stream_state *m_state; // owned by the command group's handler
  // Mutable: output goes through const streams (kernels are const). Each
  // copy of the stream has its own settings. Work-items that run one after
  // another on one copy of the kernel (a range launch's chunk, a group's
  // work-items) see each other's, where on a GPU each has its own: set them
  // before the output they are for.
  mutable detail::number_format m_format;
};

} // namespace sycl

#include <sycl/impl/stream_indices.hpp>
#include <sycl/impl/stream_values.hpp>

namespace std {
template <> struct hash<sycl::stream> {
  size_t operator()(const sycl::stream &s) const noexcept {
    return hash<const void *>()(s.m_state);
  }
};
} // namespace std
