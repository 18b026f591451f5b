// A plain C++ source of a library: sycl-footergen never processes it, so
// only the TUs that declare shared::library::counter can register it.
#include "shared.hpp"

sycl::ext::oneapi::experimental::device_global<int> shared::library::counter;
