// The seed's three-level shape with classes: the middle Holder has no
// spelling (unqualified lookup in the outer unnamed namespace also finds the
// inner one), and a static member cannot be redeclared at block scope, so
// the tool refuses instead of writing a broken footer.
#include <sycl/sycl.hpp>
struct Holder {
  static constexpr sycl::specialization_id<int> id{1};
};
namespace {
struct Holder {
  // expected-error@+2 {{'(anonymous namespace)::Holder::id' cannot be referenced}}
  // expected-note@+1 {{rename the variable}}
  static constexpr sycl::specialization_id<int> id{2};
};
namespace {
struct Holder {
  static constexpr sycl::specialization_id<int> id{3};
};
} // namespace
} // namespace
