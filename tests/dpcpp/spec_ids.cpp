// DPCPP-INT-HEADER: int_header.h
// specialization_id in the forms DPC++'s footer tests use: global, inline,
// internal, named and inline namespaces, static members of classes and class
// templates, unnamed namespaces (shims). No device globals: an int header
// without a registrar and a footer without registrations.
#include <sycl/sycl.hpp>

#include "check.hpp"

sycl::specialization_id<int> GlobalSpecID;
inline constexpr sycl::specialization_id<int> c{3};
constexpr sycl::specialization_id<int> b{2};
static constexpr sycl::specialization_id<double> d{5.0};

struct S1 {
  static constexpr sycl::specialization_id<int> a{1};
};
template <int V> struct S3 {
  static constexpr sycl::specialization_id<int> a{V};
};
template struct S3<1>;

namespace Foo {
sycl::specialization_id<int> NSSpecID;
inline namespace Bar {
sycl::specialization_id<int> InlineNSSpecID;
}
} // namespace Foo

namespace {
sycl::specialization_id<int> AnonNS;
constexpr sycl::specialization_id<int> same_name{7};
} // namespace
namespace outer {
namespace {
constexpr sycl::specialization_id<int> same_name{8};
} // namespace
} // namespace outer

int main() {
  check::spec_id<GlobalSpecID>("_Z12GlobalSpecID");
  check::spec_id<c>("_Z1c");
  check::spec_id<b>(INTERNAL("_ZL1b"));
  check::spec_id<d>(INTERNAL("_ZL1d"));
  check::spec_id<S1::a>("_ZN2S11aE");
  check::spec_id<S3<1>::a>("_ZN2S3ILi1EE1aE");
  check::spec_id<Foo::NSSpecID>("_ZN3Foo8NSSpecIDE");
  check::spec_id<Foo::InlineNSSpecID>("_ZN3Foo3Bar14InlineNSSpecIDE");
  check::spec_id<AnonNS>(INTERNAL("_ZN12_GLOBAL__N_16AnonNSE"));
  check::spec_id<same_name>(INTERNAL("_ZN12_GLOBAL__N_19same_nameE"));
  check::spec_id<outer::same_name>(
      INTERNAL("_ZN5outer12_GLOBAL__N_19same_nameE"));
  return check::result(0);
}
