// Generic kinds: any type marked [[__sycl_detail__::uniquely_identifiable_object("kind")]]
// is registered under the attribute's kind (no tool change for a new kind);
// sycl::ext::oneapi::device_global (an older spelling, no attribute) is
// recognised by name. Also: IDs are registered before the user's own global
// constructors run, and a user name that looks like a shim does not clash.
#include <sycl/sycl.hpp>

#include "check.hpp"

template <class T>
class
#if defined(__SYCLFG_TOOL__)
    [[__sycl_detail__::uniquely_identifiable_object("host_pipe")]]
#endif
    my_pipe {
public:
  T value{};
};

namespace sycl::ext::oneapi {
template <class T> struct device_global { // no attribute: matched by name
  T value{};
};
} // namespace sycl::ext::oneapi

my_pipe<int> pipe_a;
namespace {
my_pipe<float> pipe_b;
my_pipe<float> *pipe_b_address() { return &pipe_b; }
} // namespace
sycl::ext::oneapi::device_global<int> old_spelling;

// A user variable and namespace named like the generated shims.
int __syclfg_shim_0 = 0;
namespace __syclfg_shim_1 {}
constexpr sycl::specialization_id<int> shadowed{1};
namespace {
constexpr sycl::specialization_id<int> shadowed{2};
const void *anon_shadowed() { return &shadowed; }
} // namespace

// A user global constructor that already sees the registrations.
bool registered_before_user_globals =
    syclfg::find_by_address(&pipe_a).has_value();

int main() {
  if (!registered_before_user_globals)
    golden::fail("registered before user globals", "yes", "no");
  golden::expect_registered(&pipe_a, "_Z6pipe_a", "host_pipe");
  golden::expect_registered(pipe_b_address(), INTERNAL("_ZN12_GLOBAL__N_16pipe_bE"),
                            "host_pipe");
  golden::expect_registered(&old_spelling, "_Z12old_spelling", "device_global");
  golden::expect_spec_id<::shadowed>(INTERNAL("_ZL8shadowed"));
  golden::expect_registered(anon_shadowed(), INTERNAL("_ZN12_GLOBAL__N_18shadowedE"),
                            "specialization_id");
  return golden::result(5 + __syclfg_shim_0);
}
