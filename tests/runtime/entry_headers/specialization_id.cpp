// DPC++'s <sycl/specialization_id.hpp>.
#include <sycl/specialization_id.hpp>

constexpr sycl::specialization_id<int> one(1);

int main() { return one.get_default_value() - 1; }
