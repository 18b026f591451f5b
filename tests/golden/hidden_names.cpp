// Objects whose name no lookup finds unambiguously, reached through a
// function defined in their own namespace that redeclares them at block
// scope (extern): the seed's three-level same_name example, a namesake in an
// inline namespace (DPC++'s Foo::X / Foo::Bar::X test) and a device_global.
// Every level is registered and has its own ID, with g++ and clang++.
#include <sycl/sycl.hpp>

#include "check.hpp"

constexpr sycl::specialization_id<int> same_name{1};
namespace {
constexpr sycl::specialization_id<int> same_name{2};
// Written before the nested unnamed namespace, where `same_name` is
// ambiguous.
void check_level2() {
  golden::expect_spec_id<same_name>(INTERNAL("_ZN12_GLOBAL__N_19same_nameE"));
}
namespace {
constexpr sycl::specialization_id<int> same_name{3};
void check_level3() {
  golden::expect_spec_id<same_name>(
      INTERNAL("_ZN12_GLOBAL__N_112_GLOBAL__N_19same_nameE"));
}
} // namespace
} // namespace

namespace Foo {
inline constexpr sycl::specialization_id<int> X{4};
void check_x() { golden::expect_spec_id<X>("_ZN3Foo1XE"); }
inline namespace Bar {
inline constexpr sycl::specialization_id<int> X{5};
}
} // namespace Foo

namespace dg {
sycl::ext::oneapi::experimental::device_global<int> counter;
void check_counter() {
  golden::expect_device_global<counter>("_ZN2dg7counterE");
}
inline namespace v1 {
sycl::ext::oneapi::experimental::device_global<int> counter;
}
} // namespace dg

int main() {
  golden::expect_spec_id<::same_name>(INTERNAL("_ZL9same_name"));
  check_level2();
  check_level3();
  if (::same_name.get_default_value() != 1)
    golden::fail("value", "1", "other");
  Foo::check_x();
  golden::expect_spec_id<Foo::Bar::X>("_ZN3Foo3Bar1XE");
  dg::check_counter();
  golden::expect_device_global<dg::v1::counter>("_ZN2dg2v17counterE");
  return golden::result(7);
}
