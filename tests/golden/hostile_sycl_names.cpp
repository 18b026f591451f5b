// User names that collide with the names the footer and our headers use:
// a namespace app::sycl made visible at global scope by a using-directive
// (so unqualified `sycl` is ambiguous there), a variable `sycl` in an
// unnamed namespace, a global namespace `detail`, and objects inside user
// namespaces named `sycl` and `detail`.
#include <sycl/sycl.hpp>

#include "check.hpp"

namespace app {
namespace sycl {
struct specialization_id {};
} // namespace sycl
namespace detail {
constexpr ::sycl::specialization_id<int> in_detail{1};
} // namespace detail
} // namespace app
namespace {
[[maybe_unused]] int sycl = 0;
}
namespace detail {
[[maybe_unused]] inline int unrelated = 0;
constexpr ::sycl::specialization_id<long> id{2};
} // namespace detail
namespace user::sycl {
::sycl::ext::oneapi::experimental::device_global<int> counter;
}
// From here on, unqualified `sycl` at global scope is ambiguous.
using namespace app;

int main() {
  golden::expect_spec_id<app::detail::in_detail>(
      INTERNAL("_ZN3app6detailL9in_detailE"));
  golden::expect_spec_id<::detail::id>(INTERNAL("_ZN6detailL2idE"));
  golden::expect_device_global<user::sycl::counter>(
      "_ZN4user4sycl7counterE");
  long read = 0;
  ::sycl::queue q;
  q.submit([&](::sycl::handler &h) {
    h.set_specialization_constant<::detail::id>(42L);
    read = h.get_specialization_constant<::detail::id>();
    h.single_task<class sycl_names_kernel>([=] {});
  });
  if (read != 42)
    golden::fail("set/get through the handler", "42", "other");
  return golden::result(3);
}
