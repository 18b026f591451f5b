// Static data members of (non-template) classes, nested classes, members
// defined out of class, and a header-declared object.
#include <sycl/sycl.hpp>

#include "check.hpp"
#include "static_members.hpp"

struct Wrapper {
  static constexpr sycl::specialization_id<float> in_class{1.5f};
  static const sycl::specialization_id<int> out_of_class;
  struct Nested {
    static constexpr sycl::specialization_id<int> member{2};
  };
};
const sycl::specialization_id<int> Wrapper::out_of_class{3};

namespace ns {
class Holder {
public:
  static constexpr sycl::specialization_id<short> id{4};
};
} // namespace ns

int main() {
  golden::expect_spec_id<Wrapper::in_class>("_ZN7Wrapper8in_classE");
  golden::expect_spec_id<Wrapper::out_of_class>("_ZN7Wrapper12out_of_classE");
  golden::expect_spec_id<Wrapper::Nested::member>("_ZN7Wrapper6Nested6memberE");
  golden::expect_spec_id<ns::Holder::id>("_ZN2ns6Holder2idE");
  golden::expect_spec_id<from_header::id>("_ZN11from_header2idE");
  golden::expect_spec_id<from_header::internal>(INTERNAL("_ZN11from_headerL8internalE"));
  return golden::result(6);
}
