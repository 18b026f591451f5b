// User operator& overloads on the value types that the generated footer
// and our headers must never call: a deleted operator& template found by
// argument-dependent lookup (through the value type and through a template
// argument), a templated operator& that returns a non-pointer, and deleted
// member operator&s. Every object is registered by its real address and
// set/get through the handler and a kernel_handler work.
#include <sycl/sycl.hpp>

#include "check.hpp"

#include <memory>

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

namespace trap {
struct Decoy {};
struct Value {
  int v;
  // Not deleted: a footer that called it would get a Decoy, not a pointer.
  template <class Self = Value> Decoy operator&() const { return {}; }
};
} // namespace trap

template <class Tag> struct Tagged {
  int v;
};

constexpr sycl::specialization_id<evil::Value> adl_deleted{evil::Value{7}};
sycl::ext::oneapi::experimental::device_global<evil::Value> adl_global;
constexpr sycl::specialization_id<evil::MemberAmp> member_amp{
    evil::MemberAmp{3}};
constexpr sycl::specialization_id<trap::Value> templated{trap::Value{4}};
constexpr sycl::specialization_id<Tagged<evil::Value>> through_argument{
    Tagged<evil::Value>{5}};

int main() {
  golden::expect_spec_id<adl_deleted>(INTERNAL("_ZL11adl_deleted"));
  golden::expect_spec_id<member_amp>(INTERNAL("_ZL10member_amp"));
  golden::expect_spec_id<templated>(INTERNAL("_ZL9templated"));
  golden::expect_spec_id<through_argument>(INTERNAL("_ZL16through_argument"));
  golden::expect_device_global<adl_global>("_Z10adl_global");
  sycl::queue q;
  int *read = sycl::malloc_shared<int>(3, q);
  q.submit([&](sycl::handler &h) {
     h.set_specialization_constant<member_amp>(evil::MemberAmp{5});
     h.set_specialization_constant<templated>(trap::Value{6});
     h.single_task<class hostile_kernel>([=](sycl::kernel_handler kh) {
       read[0] = kh.get_specialization_constant<member_amp>().v;
       read[1] = kh.get_specialization_constant<templated>().v;
       read[2] = kh.get_specialization_constant<through_argument>().v;
     });
   }).wait();
  if (read[0] != 5 || read[1] != 6 || read[2] != 5)
    golden::fail("set/get through the handler and the kernel_handler",
                 "5 6 5", "other");
  sycl::free(read, q);
  return golden::result(5);
}
