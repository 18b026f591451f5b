// DPCPP-INT-HEADER: int_header_device_globals.h
// device_global (DPC++'s sycl::_V1::ext::oneapi::experimental::device_global)
// in every placement: registered with device_global_map::add from the
// registrar DPC++'s integration header declares, before the user's global
// constructors run.
#include <sycl/sycl.hpp>

#include "check.hpp"

namespace syclex = sycl::ext::oneapi::experimental;

check::startup_probe probe; // first user global: sees the registrations

syclex::device_global<int> Basic;
static syclex::device_global<double[2]> StaticArr;
namespace inner {
syclex::device_global<long, syclex::properties<>> Bar;
inline namespace v2 {
syclex::device_global<int> InInline;
}
} // namespace inner

syclex::device_global<int> FuBar;
namespace {
syclex::device_global<int> FuBar; // shadowed by ::FuBar: reached through a shim
syclex::device_global<int> &anon_fubar() { return FuBar; }
} // namespace

struct Holder {
  static syclex::device_global<float> member;
};
syclex::device_global<float> Holder::member;

template <int N> syclex::device_global<int[N]> per_size;
template syclex::device_global<int[4]> per_size<4>;

int main() {
  check::device_global(&Basic, "_Z5Basic");
  check::device_global(&StaticArr, INTERNAL("_ZL9StaticArr"));
  check::device_global(&inner::Bar, "_ZN5inner3BarE");
  check::device_global(&inner::InInline, "_ZN5inner2v28InInlineE");
  check::device_global(&::FuBar, "_Z5FuBar");
  check::device_global(&anon_fubar(), INTERNAL("_ZN12_GLOBAL__N_15FuBarE"));
  check::device_global(&Holder::member, "_ZN6Holder6memberE");
  check::device_global(&per_size<4>, "_Z8per_sizeILi4EE");
  return check::result(8);
}
