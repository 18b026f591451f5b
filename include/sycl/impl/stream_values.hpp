// Included by: <sycl/stream.hpp> only, at its end (after sycl::stream's
// definition; this header includes stream.hpp itself, so it also compiles
// alone). A public-level implementation header (sycl/impl/, see
// docs/design.md): sycl::stream's operator<< for the value types of SYCL
// 2020 4.14's table of operands that are not built in: sycl::half (as a
// float), vec (its elements, ", " between them) and multi_ptr (its
// address).
#pragma once

#include <sycl/half.hpp>
#include <sycl/multi_ptr.hpp>
#include <sycl/stream.hpp>
#include <sycl/vec.hpp>

namespace sycl {

inline const stream &operator<<(const stream &os, half value) {
  return os << static_cast<float>(value);
}

template <class T, int N>
const stream &operator<<(const stream &os, const vec<T, N> &value) {
  for (int i = 0; i < N; ++i) {
    if (i > 0)
      os << ", ";
    os << value[i];
  }
  return os;
}

template <class T, access::address_space Space, access::decorated Decorated>
const stream &operator<<(const stream &os,
                         const multi_ptr<T, Space, Decorated> &pointer) {
  return os << static_cast<const void *>(pointer.get_raw());
}

} // namespace sycl
