// EXPECT-ERROR: function_local_static.cpp:6:[0-9]+: error: 'id' of type .* is declared inside a function
// EXPECT-ERROR: note: declare it at namespace scope
#include <sycl/sycl.hpp>

int main() {
  static constexpr sycl::specialization_id<int> id(1);
  return id.get_default_value() - 1;
}
