// DPCPP-INT-HEADER: int_header_device_globals.h
// Names hidden everywhere, in DPC++'s footer shape: the seed's three-level
// same_name example, DPC++'s own Foo::X next to an inline-namespace Foo::Bar::X
// and a hidden device_global, each reached through a function in its own
// namespace that redeclares it at block scope. With clang++ every level has
// its explicit specialization of get_spec_constant_symbolic_ID_impl; with g++
// the unnamed-namespace level comes from the footer's definition of the
// primary template, which compares addresses. Every level gets its own ID.
#include <sycl/sycl.hpp>

#include "check.hpp"

namespace syclex = sycl::ext::oneapi::experimental;

check::startup_probe probe;

constexpr sycl::specialization_id<int> same_name{1};
namespace {
constexpr sycl::specialization_id<int> same_name{2};
// Before the nested unnamed namespace, where `same_name` becomes ambiguous.
void check_level2() {
  check::spec_id<same_name>(INTERNAL("_ZN12_GLOBAL__N_19same_nameE"));
}
namespace {
constexpr sycl::specialization_id<int> same_name{3};
void check_level3() {
  check::spec_id<same_name>(
      INTERNAL("_ZN12_GLOBAL__N_112_GLOBAL__N_19same_nameE"));
}
} // namespace
} // namespace

namespace Foo {
inline constexpr sycl::specialization_id<int> X{4};
void check_x() { check::spec_id<X>("_ZN3Foo1XE"); }
inline namespace Bar {
inline constexpr sycl::specialization_id<int> X{5};
}
} // namespace Foo

namespace {
syclex::device_global<int> counter;
const void *counter_address() { return &counter; }
namespace {
syclex::device_global<int> counter;
}
} // namespace

int main() {
  check::spec_id<::same_name>(INTERNAL("_ZL9same_name"));
  check_level2();
  check_level3();
  Foo::check_x();
  check::spec_id<Foo::Bar::X>("_ZN3Foo3Bar1XE");
  check::device_global(counter_address(),
                       INTERNAL("_ZN12_GLOBAL__N_17counterE"));
  return check::result(2);
}
