#include <sycl/sycl.hpp>

// expected-error@+3 {{'tmpl_id' cannot be referenced from the integration footer: a type involved is the local type 'Local'}}
// expected-note@+2 {{use template arguments whose types and objects have names outside any function}}
template <class T>
inline constexpr sycl::specialization_id<int> tmpl_id{sizeof(T)};

int main() {
  struct Local {
    int x;
  };
  return tmpl_id<Local>.get_default_value() == 4 ? 0 : 1;
}
