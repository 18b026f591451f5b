// EXPECT-ERROR: private_member.cpp:7:[0-9]+: error: 'Holder::hidden' is not a public member
// EXPECT-ERROR: note: make the member
#include <sycl/sycl.hpp>

class Holder {
  friend int main();
  static constexpr sycl::specialization_id<int> hidden{1};
};

int main() { return Holder::hidden.get_default_value() - 1; }
