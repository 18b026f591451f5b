// C++ itself forbids static data members of local classes; Clang says so and
// the tool writes nothing.
#include <sycl/sycl.hpp>

int main() {
  struct Local {
    static inline const sycl::specialization_id<int> id{1}; // expected-error {{static data member 'id' not allowed in local struct}}
  };
  return 0;
}
