// DPC++'s <sycl/ext/oneapi/experimental/builtins.hpp>: the oneAPI printf.
#include <sycl/ext/oneapi/experimental/builtins.hpp>

int main() { sycl::ext::oneapi::experimental::printf("%d\n", 1); }
