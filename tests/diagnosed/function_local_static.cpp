#include <sycl/sycl.hpp>

int main() {
  // expected-error@+2 {{is declared inside a function}}
  // expected-note@+1 {{declare it at namespace scope}}
  static constexpr sycl::specialization_id<int> id(1);
  return id.get_default_value() - 1;
}
