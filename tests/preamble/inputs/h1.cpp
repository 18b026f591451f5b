// Preamble test TU h1: its preamble includes a header that warns.
#include <sycl/sycl.hpp>
#include <shared/warns.hpp>

[[maybe_unused]] constexpr sycl::specialization_id<int> id_h1{2};
int main() { return 0; }
