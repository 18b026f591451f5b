// Template forms: variable templates (global, named, unnamed namespace,
// static, inline) with 10+ argument lists of every kind; static data members
// of class templates; static data member templates of classes and of class
// templates (also in an unnamed namespace); explicit specializations and
// explicit instantiations. The uninstantiated patterns are never emitted.
#include <sycl/sycl.hpp>

#include "check.hpp"

#include <array>

struct Agg {
  int a;
  float b;
};
namespace user {
struct Point {
  double x, y;
};
template <class T> struct Box {
  T value;
};
enum class Color { red = 1, green = 2 };
enum Plain { plain_one = 1 };
} // namespace user
namespace detail { // same name as the footer's sycl::detail
struct Tag {};
} // namespace detail

template <typename T, int N>
inline constexpr sycl::specialization_id<T> sc{};

namespace named {
template <class T, bool B> inline constexpr sycl::specialization_id<int> flag(B ? 1 : 0);
}
namespace {
template <user::Color C> constexpr sycl::specialization_id<int> colored(static_cast<int>(C));
}
template <class T> static const sycl::specialization_id<T> static_tmpl{};

// Explicit specialization and explicit instantiation.
template <> inline constexpr sycl::specialization_id<long> sc<long, 99>{100};
template const sycl::specialization_id<char> sc<char, 65>;

template <class T> struct S {
  static constexpr sycl::specialization_id<T> id{};
  template <int N> static constexpr sycl::specialization_id<int> member_tmpl{N};
};
struct Plain {
  template <class T> static constexpr sycl::specialization_id<T> tmpl{};
};
namespace {
template <class T> struct Anon {
  template <int N> static constexpr sycl::specialization_id<int> member_tmpl{N};
};
const void *anon_member() { return &Anon<Agg>::member_tmpl<3>; }
} // namespace

int main() {
  golden::expect_spec_id<sc<int, 1>>("_Z2scIiLi1EE");
  golden::expect_spec_id<sc<float, 2>>("_Z2scIfLi2EE");
  golden::expect_spec_id<sc<double, -3>>("_Z2scIdLin3EE");
  golden::expect_spec_id<sc<unsigned, 4>>("_Z2scIjLi4EE");
  golden::expect_spec_id<sc<Agg, 0>>("_Z2scI3AggLi0EE");
  golden::expect_spec_id<sc<user::Point, 0>>("_Z2scIN4user5PointELi0EE");
  golden::expect_spec_id<sc<user::Box<user::Box<int>>, 0>>(
      "_Z2scIN4user3BoxINS1_IiEEEELi0EE");
  golden::expect_spec_id<sc<std::array<int, 2>, 0>>("_Z2scISt5arrayIiLm2EELi0EE");
  golden::expect_spec_id<sc<bool, 1>>("_Z2scIbLi1EE");
  golden::expect_spec_id<sc<detail::Tag, 0>>("_Z2scIN6detail3TagELi0EE");
  golden::expect_spec_id<sc<short, 7>>("_Z2scIsLi7EE");
  golden::expect_spec_id<sc<long, 99>>("_Z2scIlLi99EE");
  golden::expect_spec_id<sc<char, 65>>("_Z2scIcLi65EE");
  golden::expect_spec_id<named::flag<Agg, true>>("_ZN5named4flagI3AggLb1EEE");
  golden::expect_spec_id<named::flag<user::Plain, false>>(
      "_ZN5named4flagIN4user5PlainELb0EEE");
  golden::expect_spec_id<colored<user::Color::green>>(
      INTERNAL("_ZN12_GLOBAL__N_17coloredILN4user5ColorE2EEE"));
  golden::expect_spec_id<static_tmpl<int>>(INTERNAL("_ZL11static_tmplIiE"));
  golden::expect_spec_id<S<int>::id>("_ZN1SIiE2idE");
  golden::expect_spec_id<S<Agg>::id>("_ZN1SI3AggE2idE");
  golden::expect_spec_id<S<int>::member_tmpl<5>>("_ZN1SIiE11member_tmplILi5EEE");
  golden::expect_spec_id<Plain::tmpl<double>>("_ZN5Plain4tmplIdEE");
  golden::expect_registered(anon_member(),
                            INTERNAL("_ZN12_GLOBAL__N_14AnonI3AggE11member_tmplILi3EEE"),
                            "specialization_id");
  return golden::result(22);
}
