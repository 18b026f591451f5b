// DPCPP-INT-HEADER: int_header_device_globals.h
// Template arguments that are classes of an unnamed namespace hidden by a
// global namesake, in DPC++'s footer shape: the footer declares an alias in
// the class's unnamed namespace and names the specialization through it
// (a "struct ::Secret" would name the global class: another object).
#include <sycl/sycl.hpp>

#include "check.hpp"

namespace syclex = sycl::ext::oneapi::experimental;

check::startup_probe probe;

template <class T> struct Holder {
  static constexpr sycl::specialization_id<int> id{2};
};
template <class T> syclex::device_global<int> dg_per_type;

struct Secret {
  int global_one;
};
namespace {
struct Secret {
  int v;
};
using HiddenSecret = Secret; // for main() only
} // namespace

int main() {
  check::spec_id<Holder<HiddenSecret>::id>(
      INTERNAL("_ZN6HolderIN12_GLOBAL__N_16SecretEE2idE"));
  check::spec_id<Holder<::Secret>::id>("_ZN6HolderI6SecretE2idE");
  check::device_global(&dg_per_type<HiddenSecret>,
                       INTERNAL("_Z11dg_per_typeIN12_GLOBAL__N_16SecretEE"));
  check::device_global(&dg_per_type<::Secret>, "_Z11dg_per_typeI6SecretE");
  return check::result(2);
}
