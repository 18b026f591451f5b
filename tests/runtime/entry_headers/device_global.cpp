// DPC++'s <sycl/ext/oneapi/device_global/device_global.hpp>.
#include <sycl/ext/oneapi/device_global/device_global.hpp>

sycl::ext::oneapi::experimental::device_global<int> counter;

int main() { return counter.get(); }
