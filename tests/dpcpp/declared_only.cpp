// DPCPP-INT-HEADER: int_header_device_globals.h
// The integration header declares the registrar, but this TU registers
// nothing itself (an extern declaration is registered where it is defined,
// as DPC++ does): the footer still defines the registrar's constructor, or
// the host TU would not link.
#include <sycl/sycl.hpp>

#include "check.hpp"

namespace exp = sycl::ext::oneapi::experimental;

extern exp::device_global<int> defined_elsewhere;
constexpr sycl::specialization_id<int> limit{16};

int main() {
  check::spec_id<limit>(INTERNAL("_ZL5limit"));
  return check::result(0);
}
