// sycl::vec (SYCL 2020, 4.14.2): a small vector of 1, 2, 3, 4, 8 or 16
// elements with element-wise operators, conversions and swizzles, and its
// aliases (float4, int2, ...). A vec<T, 3> is stored like a vec<T, 4>, and
// a vec is aligned to its size, as specified. Element accessors (x(), s0()
// ...) return references; swizzle<...>() and the simple swizzles (xyz(),
// with SYCL_SIMPLE_SWIZZLES) refer to the vec and are lvalues when their
// elements are distinct; lo(), hi(), even() and odd() return copies.
#pragma once

#include <sycl/detail/increment_ops.hpp>
#include <sycl/detail/number.hpp>
#include <sycl/detail/vec_names.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace sycl {

enum class rounding_mode { automatic, rte, rtz, rtp, rtn };

// The element indices for swizzle<...>() by name: v.swizzle<elem::y,
// elem::x>() (SYCL 2020 4.14.2.1).
struct elem {
#define SYCLFG_ELEM_INDEX(name, index) static constexpr int name = index;
  SYCLFG_VEC_ELEMENT_NAMES(SYCLFG_ELEM_INDEX)
#undef SYCLFG_ELEM_INDEX
};

template <typename DataT, int N> class vec;
namespace detail {
template <class Src, int... I> class swizzled_vec;
}

namespace detail {
// What vec comparisons return per element: -1 (all bits) or 0, in a signed
// integer as wide as the element.
template <class T> struct vec_mask_elem {
  using type = std::conditional_t<
      sizeof(T) == 1, std::int8_t,
      std::conditional_t<
          sizeof(T) == 2, std::int16_t,
          std::conditional_t<sizeof(T) == 4, std::int32_t, std::int64_t>>>;
};

template <class S>
using if_arith = std::enable_if_t<detail::is_vec_scalar_v<S>, int>;

// Floating point (half included) to integer as `Mode` rounds; `automatic`
// is the source element type's default (4.14.2.4, "Rounding modes"): rte
// for a floating-point vec, so it rounds to nearest even here. Other
// conversions are static_casts (rtz from integers).
template <class To, rounding_mode Mode, class From> To convert_elem(From v) {
  constexpr bool from_float = std::is_floating_point_v<From> ||
                              std::is_same_v<std::remove_cv_t<From>, half>;
  if constexpr (from_float && std::is_integral_v<To>) {
    using F = std::conditional_t<std::is_same_v<From, double>, double, float>;
    const F f = static_cast<F>(v);
    if constexpr (Mode == rounding_mode::rte ||
                  Mode == rounding_mode::automatic)
      return static_cast<To>(__builtin_rint(f));
    else if constexpr (Mode == rounding_mode::rtp)
      return static_cast<To>(__builtin_ceil(f));
    else if constexpr (Mode == rounding_mode::rtn)
      return static_cast<To>(__builtin_floor(f));
    else
      return static_cast<To>(f); // rtz: toward zero
  } else {
    return static_cast<To>(v);
  }
}

// The argument types of vec's element-list constructor: scalars and vecs
// whose elements add up to N, each element converted to DataT. One argument
// only when it is a scalar of another type (vec<float, 1>{an int}, which
// DPC++ accepts): a DataT goes to the explicit vec(const DataT &), a vec or
// swizzle to the copy constructor or its conversion.
template <class Arg, class DataT>
inline constexpr bool other_scalar_v =
    is_vec_scalar_v<Arg> && !std::is_same_v<Arg, DataT>;
template <class DataT, int N, class... Args>
inline constexpr bool vec_element_list_v =
    (sizeof...(Args) > 1 || (other_scalar_v<Args, DataT> && ...)) &&
    ((element_list_count<Args>::value > 0) && ...) &&
    (element_list_count<Args>::value + ... + 0) == N;

// A vec<T, 1> converts to T.
template <class Vec, class T, int N> class vec_scalar_conversion {};
template <class Vec, class T> class vec_scalar_conversion<Vec, T, 1> {
public:
  operator T() const { return static_cast<const Vec &>(*this)[0]; }
};
} // namespace detail

#define SYCLFG_VEC_BINARY(op, R, conv)                                         \
  friend vec<R, N> operator op(const vec &a, const vec &b) {                   \
    vec<R, N> r;                                                               \
    for (int i = 0; i < N; ++i)                                                \
      r[i] = conv(a[i] op b[i]);                                               \
    return r;                                                                  \
  }                                                                            \
  template <class S, detail::if_arith<S> = 0>                                  \
  friend vec<R, N> operator op(const vec &a, const S &b) {                     \
    return a op vec(static_cast<DataT>(b));                                    \
  }                                                                            \
  template <class S, detail::if_arith<S> = 0>                                  \
  friend vec<R, N> operator op(const S &a, const vec &b) {                     \
    return vec(static_cast<DataT>(a)) op b;                                    \
  }
#define SYCLFG_VEC_ARITH(op) SYCLFG_VEC_BINARY(op, DataT, static_cast<DataT>)
#define SYCLFG_VEC_MASK(op) SYCLFG_VEC_BINARY(op, mask_t, -static_cast<mask_t>)
#define SYCLFG_VEC_COMPOUND(op)                                                \
  friend vec &operator op##=(vec &a, const vec &b) {                           \
    for (int i = 0; i < N; ++i)                                                \
      a[i] op## = b[i];                                                        \
    return a;                                                                  \
  }                                                                            \
  template <class S, detail::if_arith<S> = 0>                                  \
  friend vec &operator op##=(vec &a, const S &b) {                             \
    return a op## = vec(static_cast<DataT>(b));                                \
  }

template <typename DataT, int N>
class alignas(sizeof(DataT) * (N == 3 ? 4 : N)) vec
    : public detail::vec_scalar_conversion<vec<DataT, N>, DataT, N>,
      public detail::increment_ops<vec<DataT, N>> {
  static_assert(N == 1 || N == 2 || N == 3 || N == 4 || N == 8 || N == 16,
                "vec has 1, 2, 3, 4, 8 or 16 elements");
  using mask_t = typename detail::vec_mask_elem<DataT>::type;

public:
  using element_type = DataT;
  using value_type = DataT;

  constexpr vec() : m_data{} {}
  explicit constexpr vec(const DataT &arg) : m_data{} {
    for (int i = 0; i < N; ++i)
      m_data[i] = arg;
  }
  // Scalars and vecs whose elements add up to N, in order (4.14.2.1).
  template <class... Args, class = std::enable_if_t<
                               detail::vec_element_list_v<DataT, N, Args...>>>
  constexpr vec(const Args &...args) : m_data{} {
    int at = 0;
    (append(at, args), ...);
  }

  // Every element becomes `rhs` (SYCL 2020 4.14.2.1).
  vec &operator=(const DataT &rhs) {
    for (int i = 0; i < N; ++i)
      m_data[i] = rhs;
    return *this;
  }
  // A scalar of another type, as a DataT: for vec<T, 1> the implicit
  // vec(other scalar) above and DataT's own conversion would otherwise make
  // `v = 1` ambiguous (vec<half, 1>; std::fill of such vecs with an int).
  template <class S,
            std::enable_if_t<detail::other_scalar_v<S, DataT>, int> = 0>
  vec &operator=(const S &rhs) {
    return *this = static_cast<DataT>(rhs);
  }

  static constexpr std::size_t size() noexcept { return N; }
  std::size_t get_count() const noexcept { return N; }
  static constexpr std::size_t byte_size() noexcept {
    return sizeof(DataT) * (N == 3 ? 4 : N);
  }
  std::size_t get_size() const noexcept { return byte_size(); }

  DataT &operator[](int i) { return m_data[i]; }
  const DataT &operator[](int i) const { return m_data[i]; }

  template <typename ConvertT, rounding_mode Mode = rounding_mode::automatic>
  vec<ConvertT, N> convert() const {
    vec<ConvertT, N> r;
    for (int i = 0; i < N; ++i)
      r[i] = detail::convert_elem<ConvertT, Mode>(m_data[i]);
    return r;
  }
  // The same bytes as another vec (or scalar) of the same size.
  template <typename AsT> AsT as() const {
    static_assert(sizeof(AsT) == sizeof(vec), "as<>: sizes differ");
    AsT r;
    std::memcpy(static_cast<void *>(&r), this, sizeof(vec));
    return r;
  }
  // Swizzles refer to this vec (see <sycl/detail/swizzled_vec.hpp>).
  template <int... Index> detail::swizzled_vec<vec, Index...> swizzle() {
    return detail::swizzled_vec<vec, Index...>(this);
  }
  template <int... Index>
  detail::swizzled_vec<const vec, Index...> swizzle() const {
    return detail::swizzled_vec<const vec, Index...>(this);
  }
  SYCLFG_SIMPLE_SWIZZLES()

  // Element access by name (only those that exist for N).
#define SYCLFG_VEC_ELEM(name, index)                                           \
  template <int M = N, class = std::enable_if_t<(index < M)>> DataT &name() {  \
    return m_data[index];                                                      \
  }                                                                            \
  template <int M = N, class = std::enable_if_t<(index < M)>>                  \
  const DataT &name() const {                                                  \
    return m_data[index];                                                      \
  }
  SYCLFG_VEC_ELEMENT_NAMES(SYCLFG_VEC_ELEM)
#undef SYCLFG_VEC_ELEM

  // Halves: for N == 3, hi() is (z, undefined) and odd() is (y, undefined).
  vec<DataT, (N + 1) / 2> lo() const { return part(0, 1); }
  vec<DataT, (N + 1) / 2> hi() const { return part((N + 1) / 2, 1); }
  vec<DataT, (N + 1) / 2> even() const { return part(0, 2); }
  vec<DataT, (N + 1) / 2> odd() const { return part(1, 2); }

  // ptr[offset * N ...] <-> the elements.
  template <class Ptr> void load(std::size_t offset, Ptr ptr) {
    for (int i = 0; i < N; ++i)
      m_data[i] = ptr[offset * N + static_cast<std::size_t>(i)];
  }
  template <class Ptr> void store(std::size_t offset, Ptr ptr) const {
    for (int i = 0; i < N; ++i)
      ptr[offset * N + static_cast<std::size_t>(i)] = m_data[i];
  }

  SYCLFG_VEC_ARITH(+)
  SYCLFG_VEC_ARITH(-)
  SYCLFG_VEC_ARITH(*)
  SYCLFG_VEC_ARITH(/)
  SYCLFG_VEC_ARITH(%)
  SYCLFG_VEC_ARITH(&)
  SYCLFG_VEC_ARITH(|)
  SYCLFG_VEC_ARITH(^)
  SYCLFG_VEC_ARITH(<<)
  SYCLFG_VEC_ARITH(>>)
  SYCLFG_VEC_MASK(&&)
  SYCLFG_VEC_MASK(||)
  SYCLFG_VEC_MASK(==)
  SYCLFG_VEC_MASK(!=)
  SYCLFG_VEC_MASK(<)
  SYCLFG_VEC_MASK(>)
  SYCLFG_VEC_MASK(<=)
  SYCLFG_VEC_MASK(>=)
  SYCLFG_VEC_COMPOUND(+)
  SYCLFG_VEC_COMPOUND(-)
  SYCLFG_VEC_COMPOUND(*)
  SYCLFG_VEC_COMPOUND(/)
  SYCLFG_VEC_COMPOUND(%)
  SYCLFG_VEC_COMPOUND(&)
  SYCLFG_VEC_COMPOUND(|)
  SYCLFG_VEC_COMPOUND(^)
  SYCLFG_VEC_COMPOUND(<<)
  SYCLFG_VEC_COMPOUND(>>)

  friend vec operator+(const vec &v) { return v; }
  friend vec operator-(const vec &v) {
    return apply(v, [](DataT e) { return -e; });
  }
  friend vec operator~(const vec &v) {
    return apply(v, [](DataT e) { return ~e; });
  }
  friend vec<mask_t, N> operator!(const vec &v) {
    vec<mask_t, N> r;
    for (int i = 0; i < N; ++i)
      r[i] = -static_cast<mask_t>(!v[i]);
    return r;
  }

private:
  template <class Arg> constexpr void append(int &at, const Arg &arg) {
    if constexpr (detail::is_vec_scalar_v<Arg>) {
      m_data[at++] = static_cast<DataT>(arg);
    } else {
      for (int i = 0; i < static_cast<int>(Arg::size()); ++i)
        m_data[at++] = static_cast<DataT>(arg[i]);
    }
  }
  vec<DataT, (N + 1) / 2> part(int first, int step) const {
    vec<DataT, (N + 1) / 2> r;
    for (int i = 0; i < (N + 1) / 2; ++i)
      r[i] = first + i * step < N ? m_data[first + i * step] : DataT();
    return r;
  }
  template <class F> static vec apply(const vec &v, F f) {
    vec r;
    for (int i = 0; i < N; ++i)
      r[i] = static_cast<DataT>(f(v[i]));
    return r;
  }

  DataT m_data[N == 3 ? 4 : N];
};

#undef SYCLFG_VEC_BINARY
#undef SYCLFG_VEC_ARITH
#undef SYCLFG_VEC_MASK
#undef SYCLFG_VEC_COMPOUND

// Deduction from scalars of one type: vec{1.f, 2.f} is a vec<float, 2>.
template <class T, class... U>
vec(T, U...) -> vec<T, static_cast<int>(1 + sizeof...(U))>;

#define SYCLFG_VEC_ALIASES(prefix, type)                                       \
  using prefix##2 = vec<type, 2>;                                              \
  using prefix##3 = vec<type, 3>;                                              \
  using prefix##4 = vec<type, 4>;                                              \
  using prefix##8 = vec<type, 8>;                                              \
  using prefix##16 = vec<type, 16>;
SYCLFG_VEC_ALIASES(char, std::int8_t)
SYCLFG_VEC_ALIASES(uchar, std::uint8_t)
SYCLFG_VEC_ALIASES(short, std::int16_t)
SYCLFG_VEC_ALIASES(ushort, std::uint16_t)
SYCLFG_VEC_ALIASES(int, std::int32_t)
SYCLFG_VEC_ALIASES(uint, std::uint32_t)
SYCLFG_VEC_ALIASES(long, std::int64_t)
SYCLFG_VEC_ALIASES(ulong, std::uint64_t)
SYCLFG_VEC_ALIASES(float, float)
SYCLFG_VEC_ALIASES(double, double)
#undef SYCLFG_VEC_ALIASES

} // namespace sycl

#include <sycl/detail/swizzled_vec.hpp>
