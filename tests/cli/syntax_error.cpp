#include <sycl/sycl.hpp>
constexpr sycl::specialization_id<int> ok(1);
int main() { return missing_name; }
