// The errc of the sycl::exception a callable throws (errc::success when it
// throws none), for tests of specified errors.
#pragma once

#include <sycl/sycl.hpp>

template <class F> sycl::errc errc_of(F f) {
  try {
    f();
  } catch (const sycl::exception &e) {
    return static_cast<sycl::errc>(e.code().value());
  }
  return sycl::errc::success;
}
