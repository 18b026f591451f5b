// Template arguments that refer to objects, functions and templates: the
// footer spells each from "::" with its class's own template arguments
// fully qualified (Clang's qualified name wrote "Holder<detail::T>", which
// inside the footer's namespace sycl::detail names sycl::detail::T) and
// with the arguments of a function or variable template specialization
// (Clang's qualified name "tf" alone is an overload set that deduces
// nothing); members of inline namespaces and of extern "C++" blocks.
#include <sycl/sycl.hpp>

#include "check.hpp"

namespace detail { // the footer's own sycl::detail must not capture it
struct T {};
} // namespace detail

template <class X> struct Holder {
  static int member;
  template <class Y> struct Inner {};
};
template <class X> int Holder<X>::member = 0;
template <class X> void tf() {}
template <class X> constexpr int vt = sizeof(X);
namespace n {
inline namespace v {
int in_inline;
}
} // namespace n
extern "C++" {
namespace lk {
template <class> struct InLinkage {};
} // namespace lk
}

template <int *P> struct ByPtr {
  static constexpr sycl::specialization_id<int> id{1};
};
template <const int &R> struct ByRef {
  static constexpr sycl::specialization_id<int> id{2};
};
template <void (*F)()> struct ByFn {
  static constexpr sycl::specialization_id<int> id{3};
};
template <template <class> class TT> struct ByTemplate {
  static constexpr sycl::specialization_id<int> id{4};
};
template <int *P> struct GlobalOf {
  static sycl::ext::oneapi::experimental::device_global<int> value;
};
template <int *P>
sycl::ext::oneapi::experimental::device_global<int> GlobalOf<P>::value;

int main() {
  golden::expect_spec_id<ByPtr<&Holder<detail::T>::member>::id>(
      "_ZN5ByPtrIXadL_ZN6HolderIN6detail1TEE6memberEEEE2idE");
  golden::expect_spec_id<ByFn<&tf<detail::T>>::id>(
      "_ZN4ByFnIXadL_Z2tfIN6detail1TEEvvEEE2idE");
  golden::expect_spec_id<ByRef<vt<detail::T>>::id>(
      "_ZN5ByRefIL_Z2vtIN6detail1TEEEE2idE");
  golden::expect_spec_id<ByTemplate<Holder<detail::T>::Inner>::id>(
      "_ZN10ByTemplateIN6HolderIN6detail1TEE5InnerEE2idE");
  golden::expect_spec_id<ByTemplate<lk::InLinkage>::id>(
      "_ZN10ByTemplateIN2lk9InLinkageEE2idE");
  golden::expect_spec_id<ByPtr<&n::in_inline>::id>(
      "_ZN5ByPtrIXadL_ZN1n1v9in_inlineEEEE2idE");
  golden::expect_device_global<GlobalOf<&Holder<detail::T>::member>::value>(
      "_ZN8GlobalOfIXadL_ZN6HolderIN6detail1TEE6memberEEEE5valueE");

  using Id = ByFn<&tf<detail::T>>;
  sycl::queue q;
  int *read = sycl::malloc_shared<int>(1, q);
  q.submit([&](sycl::handler &h) {
     h.set_specialization_constant<Id::id>(30);
     h.single_task<class declaration_arguments_kernel>(
         [=](sycl::kernel_handler kh) {
           *read = kh.get_specialization_constant<Id::id>();
         });
   }).wait();
  if (*read != 30)
    golden::fail("set/get through the handler", "30", "other");
  sycl::free(read, q);
  return golden::result(7);
}
