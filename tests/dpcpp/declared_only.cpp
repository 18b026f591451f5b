// DPCPP-INT-HEADER: int_header_device_globals.h
// Declared-only objects: an extern declaration at namespace scope is
// registered where it is defined (as DPC++ does), but a static data member
// declared in its class is registered by every TU that declares it (as
// DPC++ does), so a definition in a plain C++ source the tool never sees is
// still registered. The footer defines the registrar's constructor.
#include <sycl/sycl.hpp>

#include "check.hpp"

namespace syclex = sycl::ext::oneapi::experimental;

check::startup_probe probe;

extern syclex::device_global<int> defined_elsewhere;
constexpr sycl::specialization_id<int> limit{16};

struct Library {
  static syclex::device_global<int> counter;
};
#if !defined(__SYCLFG_TOOL__)
// What the library's own source defines (the tool never sees it here).
syclex::device_global<int> Library::counter;
#endif

int main() {
  check::spec_id<limit>(INTERNAL("_ZL5limit"));
  check::device_global(&Library::counter, "_ZN7Library7counterE");
  return check::result(1);
}
