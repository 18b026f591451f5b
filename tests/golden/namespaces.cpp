// specialization_id at namespace scope: global, named, nested and inline
// namespaces; external (inline) and internal (static / const) linkage.
#include <sycl/sycl.hpp>

#include "check.hpp"

struct Pair {
  int a;
  float b;
};

constexpr sycl::specialization_id<int> global_const(1);
static sycl::specialization_id<double> global_static(2.0);
inline constexpr sycl::specialization_id<Pair> global_inline{3, 4.0f};
extern const sycl::specialization_id<long> global_extern;
const sycl::specialization_id<long> global_extern(5);

namespace outer {
inline constexpr sycl::specialization_id<int> named(6);
namespace inner {
constexpr sycl::specialization_id<int> nested(7);
} // namespace inner
inline namespace v1 {
inline constexpr sycl::specialization_id<char> in_inline('x');
} // namespace v1
} // namespace outer

namespace outer::inner::deeper {
inline constexpr sycl::specialization_id<unsigned> cxx17_nested(8u);
}

int main() {
  golden::expect_spec_id<global_const>(INTERNAL("_ZL12global_const"));
  golden::expect_spec_id<global_static>(INTERNAL("_ZL13global_static"));
  golden::expect_spec_id<global_inline>("_Z13global_inline");
  golden::expect_spec_id<global_extern>("_Z13global_extern");
  golden::expect_spec_id<outer::named>("_ZN5outer5namedE");
  golden::expect_spec_id<outer::inner::nested>(INTERNAL("_ZN5outer5innerL6nestedE"));
  golden::expect_spec_id<outer::in_inline>("_ZN5outer2v19in_inlineE");
  golden::expect_spec_id<outer::inner::deeper::cxx17_nested>(
      "_ZN5outer5inner6deeper12cxx17_nestedE");
  return golden::result(8);
}
