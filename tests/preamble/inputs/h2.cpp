// Preamble test TU h2: its preamble includes a header that warns.
#include <sycl/sycl.hpp>
#include <shared/warns.hpp>

[[maybe_unused]] constexpr sycl::specialization_id<int> id_h2{2};
int main() { return 0; }
