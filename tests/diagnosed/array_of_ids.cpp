// EXPECT-ERROR: array_of_ids.cpp:4:[0-9]+: error: 'ids' is an array of uniquely identifiable objects
// EXPECT-ERROR: note: declare one variable per element
#include <sycl/sycl.hpp>
sycl::ext::oneapi::experimental::device_global<int> ids[2];
