// The overload forms of the built-in functions as SYCL 2020 revision 8
// declares them (4.17.5-4.17.10): scalar math forms that convert their
// argument, a template parameter per argument for vec, swizzle and marray
// ("NonScalar") arguments and for the Gen forms of the common, integer and
// geometric functions, and revision 8's return types.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <type_traits>

namespace {
// A class that converts to T and to nothing else.
template <class T> struct converts_to {
  T value;
  operator T() const { return value; }
};
} // namespace

TEST_CASE("scalar math forms convert a class argument (4.17.5)",
          "[builtins][forms]") {
  const converts_to<float> half_one{0.5f};
  static_assert(std::is_same_v<decltype(sycl::acos(half_one)), float>);
  CHECK(sycl::acos(half_one) == Approx(std::acos(0.5f)));
  CHECK(sycl::atan2(half_one, half_one) == Approx(std::atan2(1.f, 1.f)));
  CHECK(sycl::fma(half_one, half_one, half_one) == 0.75f);
  const converts_to<double> two{2.0};
  static_assert(std::is_same_v<decltype(sycl::sqrt(two)), double>);
  CHECK(sycl::sqrt(two) == Approx(std::sqrt(2.0)));
  const converts_to<int> three{3};
  CHECK(sycl::ldexp(half_one, three) == 4.0f);
  CHECK(sycl::pown(two, three) == 8.0);
  static_assert(std::is_same_v<decltype(sycl::ilogb(two)), int>);
  static_assert(
      std::is_same_v<decltype(sycl::nan(converts_to<std::uint32_t>{0})),
                     float>);
  static_assert(std::is_same_v<decltype(sycl::isequal(half_one, 0.5f)), bool>);
  CHECK(sycl::isequal(half_one, 0.5f));
  CHECK(sycl::native::sqrt(converts_to<float>{4.f}) == Approx(2.f));
}

TEST_CASE("NonScalar forms take a template parameter per argument",
          "[builtins][forms]") {
  const sycl::float2 a{1.f, 4.f}, b{3.f, 2.f};
  using F2 = sycl::float2;
  const F2 m = sycl::max<F2, F2>(a, b);
  CHECK((m.x() == 3.f && m.y() == 4.f));
  CHECK(sycl::min<F2>(a, 2.f).y() == 2.f);
  CHECK(sycl::atan2<F2, F2>(a, b).x() == Approx(std::atan2(1.f, 3.f)));
  using F3 = sycl::float3;
  const F3 c = sycl::cross<F3, F3>(F3{1, 0, 0}, F3{0, 1, 0});
  CHECK((c.x() == 0.f && c.y() == 0.f && c.z() == 1.f));
  using I2 = sycl::int2;
  const I2 big{0x40000000, 7}, four{4, 3};
  CHECK(sycl::mul_hi<I2, I2>(big, four).x() == 1);
  CHECK(sycl::sub_sat<I2, I2>(I2{-0x7fffffff, 1}, I2{2, 1}).x() ==
        -0x7fffffff - 1);
  CHECK(sycl::hadd<I2, I2>(four, four).y() == 3);
  CHECK(sycl::rhadd<I2, I2>(four, I2{5, 4}).x() == 5);
  CHECK(sycl::mad24<I2, I2, I2>(four, four, four).y() == 12);
  CHECK(sycl::mad_hi<I2, I2, I2>(big, four, four).x() == 5);
  CHECK(sycl::mad_sat<I2, I2, I2>(big, four, four).x() == 0x7fffffff);
  const sycl::int2 eq = sycl::isequal<F2, F2>(a, F2{1.f, 0.f});
  CHECK((eq.x() == -1 && eq.y() == 0));
  const sycl::marray<int, 2> ones{-1, -1}, zeros{0, 0}, sel{0, -1};
  using M2 = sycl::marray<int, 2>;
  const M2 bits = sycl::bitselect<M2, M2, M2>(zeros, ones, sel);
  CHECK((bits[0] == 0 && bits[1] == -1));
}

TEST_CASE("swizzle arguments give their vec and mix with vecs",
          "[builtins][forms]") {
  sycl::float4 v{0.25f, 0.5f, 1.f, 2.f};
  static_assert(
      std::is_same_v<decltype(sycl::acos(v.swizzle<0, 1>())), sycl::float2>);
  const sycl::float2 r = sycl::fmax(v.lo(), v.hi());
  CHECK((r.x() == 1.f && r.y() == 2.f));
  const sycl::float2 f = sycl::fmin(v.hi(), 1.5f);
  CHECK(f.y() == 1.5f);
  CHECK(sycl::dot(v.lo(), sycl::float2{4.f, 2.f}) == 2.f);
  const sycl::int2 k{1, 2};
  CHECK(sycl::ldexp(v.lo(), k.swizzle<1, 0>()).y() == 1.f);
}

TEST_CASE("Gen forms are templates for scalars too (4.17.6-4.17.8)",
          "[builtins][forms]") {
  CHECK(sycl::max<float, float>(1.f, 2.f) == 2.f);
  CHECK(sycl::clamp<int, int, int>(7, 0, 5) == 5);
  CHECK(sycl::dot<float, float>(2.f, 3.f) == 6.f);
  CHECK(sycl::length<double>(-2.0) == 2.0);
  CHECK(sycl::degrees<float>(0.f) == 0.f);
  CHECK(sycl::abs<int>(-3) == 3);
  CHECK(sycl::mix<float, float>(0.f, 2.f, 0.5f) == 1.f);
  CHECK(sycl::step<float>(1.f, 2.f) == 1.f);
  CHECK(sycl::select<float>(1.f, 2.f, true) == 2.f);
}

TEST_CASE("revision 8 return types: abs_diff, any and all (4.17.6, 4.17.10)",
          "[builtins][forms]") {
  static_assert(std::is_same_v<decltype(sycl::abs_diff('a', 'c')), char>);
  CHECK(sycl::abs_diff('a', 'c') == 2);
  const sycl::vec<std::int16_t, 4> v{-1, -2, 3, -4};
  static_assert(std::is_same_v<decltype(sycl::any(v)), int>);
  static_assert(std::is_same_v<decltype(sycl::all(v.swizzle<0, 1>())), int>);
  CHECK(sycl::any(v) == 1);
  CHECK(sycl::all(v) == 0);
  CHECK(sycl::all(v.swizzle<0, 1>()) == 1);
  static_assert(
      std::is_same_v<decltype(sycl::any(sycl::marray<int, 2>{})), bool>);
  static_assert(std::is_same_v<decltype(sycl::all(-1)), bool>);
}

TEST_CASE("using namespace sycl keeps the C library's scalar calls",
          "[builtins][forms]") {
  using namespace sycl;
  // ::sqrt(double) and sycl::sqrt(double) both fit; the C function, a
  // non-template, wins instead of the call being ambiguous.
  CHECK(sqrt(2.0) == std::sqrt(2.0));
  CHECK(fabs(-1.5) == 1.5);
  CHECK(pow(2.0, 3.0) == 8.0);
  CHECK(sycl::sqrt(4.0f) == 2.0f);
}

TEST_CASE("the forms in a kernel", "[builtins][forms]") {
  sycl::queue q;
  sycl::buffer<float, 1> out{sycl::range<1>{3}};
  q.submit([&](sycl::handler &h) {
    sycl::accessor o{out, h, sycl::write_only};
    h.single_task([=] {
      const sycl::float2 a{1.f, 4.f}, b{3.f, 2.f};
      o[0] = sycl::max<decltype(a), decltype(b)>(a, b).x();
      o[1] = sycl::acos(converts_to<float>{1.f});
      sycl::float4 v{1.f, 2.f, 3.f, 4.f};
      o[2] = sycl::fmax(v.lo(), v.hi()).y();
    });
  });
  sycl::host_accessor r{out};
  CHECK(r[0] == 3.f);
  CHECK(r[1] == 0.f);
  CHECK(r[2] == 4.f);
}
