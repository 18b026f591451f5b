// DPC++'s <sycl/ext/oneapi/device_global/properties.hpp>: the
// device_global properties and the properties list.
#include <sycl/ext/oneapi/device_global/properties.hpp>

namespace syclex = sycl::ext::oneapi::experimental;
using scoped = decltype(syclex::properties{syclex::device_image_scope});
syclex::device_global<int, scoped> counter;

int main() { return counter.get(); }
