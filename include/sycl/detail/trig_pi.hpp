// Included by: <sycl/builtins/math.hpp> only. Includes no public header.
//
// sin(pi x), cos(pi x) and tan(pi x) for float and double without the
// error of rounding pi * x: x is first reduced exactly to [-1/2, 1/2] (fmod
// by 2 is exact, and so are the subtractions below, by Sterbenz's lemma),
// so a result near 0 keeps its relative accuracy. sin(pi_f * x) in float
// missed sinpi(0.8862284f) by 5 ulp, where the CTS allows 4. A float
// computes in double.
#pragma once

#include <sycl/detail/libm.hpp>

#include <type_traits>

namespace sycl {
namespace detail::trig_pi {

// The type the reduced argument and the result are computed in.
template <class U>
using wide_t = std::conditional_t<std::is_same_v<U, float>, double, U>;

// sin(pi r), r in [-1/2, 1/2].
template <class W> W sin_reduced(W r) {
  return libm::sin(static_cast<W>(3.141592653589793238462643383279502884L) * r);
}

// x reduced to [-1, 1], exactly: x - 2k.
template <class U> U to_unit(U x) {
  U r = libm::fmod(x, U(2));
  if (r > U(1))
    r -= U(2);
  else if (r < U(-1))
    r += U(2);
  return r;
}

template <class U> wide_t<U> sinpi(U x) {
  using W = wide_t<U>;
  U r = to_unit(x);
  if (r > U(0.5))
    r = U(1) - r; // sin(pi r) = sin(pi (1 - r))
  else if (r < U(-0.5))
    r = U(-1) - r;
  return sin_reduced(static_cast<W>(r));
}

template <class U> wide_t<U> cospi(U x) {
  using W = wide_t<U>;
  const U r = libm::fabs(to_unit(x)); // cos is even
  if (r <= U(0.5))
    return sin_reduced(W(0.5) - static_cast<W>(r));
  return -sin_reduced(static_cast<W>(r) - W(0.5));
}

// NaN for an infinite or NaN x, else f(x) in U.
template <class U, class F> U finite_or_nan(U x, F f) {
  if (!libm::isfinite(x))
    return x - x;
  return static_cast<U>(f(x));
}
template <class U> U sin_pi(U x) { return finite_or_nan(x, sinpi<U>); }
template <class U> U cos_pi(U x) { return finite_or_nan(x, cospi<U>); }
template <class U> U tan_pi(U x) {
  return finite_or_nan(x, [](U v) { return sinpi(v) / cospi(v); });
}

} // namespace detail::trig_pi
} // namespace sycl
