// Forms found by an adversarial sweep: extern "C++" blocks, member class
// templates, array and function-pointer arguments, reference and array type
// arguments naming a user "detail" namespace, a type later hidden by a
// function or a variable, a local value type, a namespace inside an unnamed
// namespace hidden by a global variable.
#include <sycl/sycl.hpp>

#include "check.hpp"

extern "C++" {
constexpr sycl::specialization_id<int> in_extern_block{1};
}

struct A {
  template <int N> struct Deep {
    static constexpr sycl::specialization_id<int> id{N};
  };
};

int garr[3];
int twice(int x) { return 2 * x; }
template <int *P> inline constexpr sycl::specialization_id<int> by_pointer{};
template <class T> inline constexpr sycl::specialization_id<int> by_type{};

namespace detail {
struct Tag {};
} // namespace detail

namespace w {
namespace {
struct H {
  int q;
};
} // namespace
} // namespace w
constexpr sycl::specialization_id<w::H> hidden_type{};
const void *hidden_type_via_template() { return &by_type<w::H>; }
namespace w {
void H(); // from here on, "w::H" names this function
} // namespace w

inline auto make_local() {
  struct Local {
    int a;
  };
  return Local{4};
}
constexpr sycl::specialization_id<decltype(make_local())> local_value{};

namespace {
namespace in {
constexpr sycl::specialization_id<int> x{2};
const void *address() { return &x; }
} // namespace in
} // namespace
int in = 0;

int main() {
  golden::expect_spec_id<in_extern_block>(INTERNAL("_ZL15in_extern_block"));
  golden::expect_spec_id<A::Deep<3>::id>("_ZN1A4DeepILi3EE2idE");
  golden::expect_spec_id<by_pointer<garr>>("_Z10by_pointerIXadsoiL_Z4garrEEEE");
  golden::expect_spec_id<by_type<int (*)(int)>>("_Z7by_typeIPFiiEE");
  golden::expect_spec_id<by_type<const detail::Tag &>>("_Z7by_typeIRKN6detail3TagEE");
  golden::expect_spec_id<by_type<detail::Tag[2]>>("_Z7by_typeIA2_N6detail3TagEE");
  golden::expect_spec_id<hidden_type>(INTERNAL("_ZL11hidden_type"));
  golden::expect_registered(hidden_type_via_template(),
                            INTERNAL("_Z7by_typeIN1w12_GLOBAL__N_11HEE"),
                            "specialization_id");
  golden::expect_spec_id<local_value>(INTERNAL("_ZL11local_value"));
  golden::expect_registered(in::address(), INTERNAL("_ZN12_GLOBAL__N_12in1xE"),
                            "specialization_id");
  if (twice(::in) != 0)
    return 1;
  return golden::result(10);
}
