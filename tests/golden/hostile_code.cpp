// Hostile user code that the generated footer and our headers must survive:
// a deleted operator& template found by ADL (through a template argument), a
// deleted member operator& on a value type, a using-directive that makes a
// second namespace `sycl` visible at global scope, a variable named `sycl`
// in an unnamed namespace and a global namespace `detail`.
#include <sycl/sycl.hpp>

#include "check.hpp"

namespace evil {
struct Value {
  int v;
};
// Found by argument-dependent lookup for every type involving evil::.
template <class T> void operator&(const T &) = delete;
struct MemberAmp {
  int v;
  MemberAmp *operator&() = delete;
  const MemberAmp *operator&() const = delete;
};
} // namespace evil

constexpr sycl::specialization_id<evil::Value> adl_deleted{evil::Value{7}};
sycl::ext::oneapi::experimental::device_global<evil::Value> adl_global;
constexpr sycl::specialization_id<evil::MemberAmp> member_amp{evil::MemberAmp{3}};

namespace app {
namespace sycl {
struct unrelated {};
} // namespace sycl
} // namespace app
namespace {
[[maybe_unused]] int sycl = 0;
}
namespace detail {
[[maybe_unused]] inline int unrelated = 0;
}
// From here on, unqualified `sycl` at global scope is ambiguous.
using namespace app;

int main() {
  golden::expect_spec_id<adl_deleted>(INTERNAL("_ZL11adl_deleted"));
  golden::expect_spec_id<member_amp>(INTERNAL("_ZL10member_amp"));
  golden::expect_device_global<adl_global>("_Z10adl_global");
  int read = 0;
  ::sycl::queue q;
  q.submit([&](::sycl::handler &h) {
    h.set_specialization_constant<member_amp>(evil::MemberAmp{5});
    read = h.get_specialization_constant<member_amp>().v;
    h.single_task<class hostile_kernel>([=] {});
  });
  if (read != 5)
    golden::fail("set/get through the handler", "5", "other");
  return golden::result(3);
}
