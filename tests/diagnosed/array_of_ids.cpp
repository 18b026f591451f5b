#include <sycl/sycl.hpp>
sycl::ext::oneapi::experimental::device_global<int> ids[2]; // expected-error {{'ids' is an array of uniquely identifiable objects}} expected-note {{declare one variable per element}}
