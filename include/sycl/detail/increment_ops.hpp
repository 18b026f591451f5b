// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// Prefix and postfix ++ and -- for a type T with += and -= of 1: the
// element-wise types (vec, marray, id, range) and half share them.
#pragma once

namespace sycl {
namespace detail {

template <class T> class increment_ops {
  friend T &operator++(T &a) { return a += 1; }
  friend T &operator--(T &a) { return a -= 1; }
  friend T operator++(T &a, int) {
    T old = a;
    a += 1;
    return old;
  }
  friend T operator--(T &a, int) {
    T old = a;
    a -= 1;
    return old;
  }
};

} // namespace detail
} // namespace sycl
