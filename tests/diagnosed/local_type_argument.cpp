// EXPECT-ERROR: local_type_argument.cpp:6:[0-9]+: error: 'tmpl_id' cannot be referenced .* local type 'Local'
// EXPECT-ERROR: note: use template arguments whose types and objects have names outside any function
#include <sycl/sycl.hpp>

template <class T>
inline constexpr sycl::specialization_id<int> tmpl_id{sizeof(T)};

int main() {
  struct Local {
    int x;
  };
  return tmpl_id<Local>.get_default_value() == 4 ? 0 : 1;
}
