#include <sycl/sycl.hpp>

// A template argument that refers to a function-local static (allowed since
// C++17): the footer, at namespace scope, cannot name it. Before, the footer
// wrote "&::local", which no compiler accepts.
// expected-error@+3 {{'ByPtr<&local>::id' cannot be referenced from the integration footer: a template argument refers to 'local', declared inside a function}}
// expected-note@+2 {{use template arguments whose types and objects have names outside any function}}
template <int *P> struct ByPtr {
  static constexpr sycl::specialization_id<int> id{1};
};

int main() {
  static int local = 0;
  return ByPtr<&local>::id.get_default_value() == 1 ? local : 1;
}
