// DPCPP-INT-HEADER: int_header_device_globals.h
// Both kinds in one TU, in forms that need more than a qualified name: a
// spec constant hidden by a namesake (shim), private static members (access
// grant), a spec constant in a class template. Spec constants are not
// registered by address in DPC++'s scheme: only the device globals are. A
// user operator& found by ADL (deleted) must not break the registration.
#include <sycl/sycl.hpp>

#include "check.hpp"

#include <memory>

namespace syclex = sycl::ext::oneapi::experimental;

check::startup_probe probe;

int hidden = 0;
namespace {
constexpr sycl::specialization_id<int> hidden{4};
constexpr const sycl::specialization_id<int> &hidden_ref() { return hidden; }
syclex::device_global<int> dg_hidden;
} // namespace

class Private {
  static constexpr sycl::specialization_id<short> secret{1};
  static syclex::device_global<int> counter;

public:
  static const char *secret_id() {
    return sycl::detail::get_spec_constant_symbolic_ID<secret>();
  }
  static const void *counter_address() { return &counter; }
};
syclex::device_global<int> Private::counter;

template <class T> struct Wrapper {
  static constexpr sycl::specialization_id<T> value{};
};
template struct Wrapper<float>;

namespace hostile {
struct Tag {};
template <class T> void operator&(T &) = delete; // found through Tag by ADL
syclex::device_global<Tag> tagged;
} // namespace hostile

int main() {
  check::spec_id<hidden_ref()>(INTERNAL("_ZN12_GLOBAL__N_16hiddenE"));
  check::device_global(&dg_hidden, INTERNAL("_ZN12_GLOBAL__N_19dg_hiddenE"));
  if (std::strcmp(Private::secret_id(), "_ZN7Private6secretE") != 0)
    check::fail("private spec id", "_ZN7Private6secretE", Private::secret_id());
  check::device_global(Private::counter_address(), "_ZN7Private7counterE");
  check::spec_id<Wrapper<float>::value>("_ZN7WrapperIfE5valueE");
  check::device_global(std::addressof(hostile::tagged),
                       "_ZN7hostile6taggedE");
  return check::result(3);
}
