// device_global in every placement: global, static, named, inline and
// unnamed namespaces (shadowed too), static members, variable templates.
#include <sycl/ext/oneapi/device_global.hpp>
#include <sycl/sycl.hpp>

#include "check.hpp"

namespace syclex = sycl::ext::oneapi::experimental;

syclex::device_global<int> Foo;
static syclex::device_global<double[2]> StaticArr;
namespace inner {
syclex::device_global<double[2]> Bar;
inline namespace v2 {
syclex::device_global<long, syclex::properties<>> InInline;
}
} // namespace inner

syclex::device_global<int> FuBar;
namespace {
syclex::device_global<int> FuBar; // the seed's shadowed example
syclex::device_global<int> &anon_fubar() { return FuBar; }
} // namespace

struct Holder {
  static syclex::device_global<float> member;
};
syclex::device_global<float> Holder::member;

template <int N> syclex::device_global<int[N]> per_size;
template syclex::device_global<int[4]> per_size<4>;

int main() {
  Foo = 3;
  golden::expect_device_global<Foo>("_Z3Foo");
  golden::expect_device_global<StaticArr>(INTERNAL("_ZL9StaticArr"));
  golden::expect_device_global<inner::Bar>("_ZN5inner3BarE");
  golden::expect_device_global<inner::InInline>("_ZN5inner2v28InInlineE");
  golden::expect_device_global<::FuBar>("_Z5FuBar");
  golden::expect_registered(&anon_fubar(), INTERNAL("_ZN12_GLOBAL__N_15FuBarE"),
                            "device_global");
  golden::expect_device_global<Holder::member>("_ZN6Holder6memberE");
  golden::expect_device_global<per_size<4>>("_Z8per_sizeILi4EE");
  golden::expect_device_global<per_size<2>>("_Z8per_sizeILi2EE");
  return golden::result(9);
}
