// vec swizzles (SYCL 2020, 4.14.2.5): swizzle<I...>() and the simple
// swizzles of SYCL_SIMPLE_SWIZZLES (xyzw and rgba names, repeats allowed)
// read the selected elements, and, when the elements are distinct and the
// vec is not const, are lvalues: assignment, compound assignment,
// increments and swizzles of swizzles write the source vec. In kernels too.
#define SYCL_SIMPLE_SWIZZLES
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <type_traits>

namespace {
template <class V> bool same(const V &a, const V &b) {
  for (int i = 0; i < static_cast<int>(V::size()); ++i)
    if (a[i] != b[i])
      return false;
  return true;
}
// Simple swizzle names exist only for the elements a vec has.
template <class V, class = void> struct has_w : std::false_type {};
template <class V>
struct has_w<V, std::void_t<decltype(std::declval<V &>().xw())>>
    : std::true_type {};
template <class V, class = void> struct has_rgb : std::false_type {};
template <class V>
struct has_rgb<V, std::void_t<decltype(std::declval<V &>().rgb())>>
    : std::true_type {};
template <class S, class V, class = void>
struct assignable : std::false_type {};
template <class S, class V>
struct assignable<S, V,
                  std::void_t<decltype(std::declval<S>() = std::declval<V>())>>
    : std::true_type {};
} // namespace

TEST_CASE("simple swizzles read the named elements", "[swizzle]") {
  sycl::int4 v{1, 2, 3, 4};
  CHECK(same<sycl::int3>(v.xyz(), {1, 2, 3}));
  CHECK(same<sycl::int4>(v.wzyx(), {4, 3, 2, 1}));
  CHECK(same<sycl::int4>(v.xxyy(), {1, 1, 2, 2}));
  CHECK(same<sycl::int4>(v.bgra(), {3, 2, 1, 4}));
  CHECK(same<sycl::int2>(v.ar(), {4, 1}));
  sycl::float3 f{0.5f, 1.5f, 2.5f};
  CHECK(same<sycl::float2>(f.zx(), {2.5f, 0.5f}));
  CHECK(has_w<sycl::int4>::value);
  CHECK(!has_w<sycl::int3>::value); // a vec of 3 has no w
  CHECK(has_rgb<sycl::int4>::value);
  CHECK(!has_rgb<sycl::int3>::value); // rgba names need 4 elements
  // A swizzle is a vec: operators, builtins and conversions take it.
  sycl::int2 sum = v.xy() + v.zw();
  CHECK(same<sycl::int2>(sum, {4, 6}));
  CHECK(sycl::dot(f.xy(), f.zz()) == 0.5f * 2.5f + 1.5f * 2.5f);
  CHECK(same<sycl::int4>(sycl::int4(v.zw(), v.xy()), {3, 4, 1, 2}));
  CHECK(static_cast<int>(v.swizzle<2>()) == 3);
}

TEST_CASE("swizzles of distinct elements are lvalues", "[swizzle]") {
  sycl::float4 v{1, 2, 3, 4};
  v.xy() = sycl::float2{10, 20};
  CHECK(same<sycl::float4>(v, {10, 20, 3, 4}));
  v.wz() = v.zw(); // the right side is read before the writes
  CHECK(same<sycl::float4>(v, {10, 20, 4, 3}));
  v.swizzle<3, 1>() += sycl::float2{0.5f, 0.25f};
  CHECK(same<sycl::float4>(v, {10, 20.25f, 4, 3.5f}));
  v.rgb() *= 2;
  CHECK(same<sycl::float4>(v, {20, 40.5f, 8, 3.5f}));
  v.xyzw().wx() = 0; // a swizzle of a swizzle selects from v
  CHECK(same<sycl::float4>(v, {0, 40.5f, 8, 0}));
  v.zyx().x() = 9; // element access of a swizzle refers to v
  v.yx()[0] = -1;
  CHECK(same<sycl::float4>(v, {0, -1, 9, 0}));
  ++v.xz();
  CHECK(same<sycl::float4>(v, {1, -1, 10, 0}));
  sycl::int4 bits{1, 2, 4, 8};
  bits.ywx() <<= 1;
  bits.zw() |= 1;
  CHECK(same<sycl::int4>(bits, {2, 4, 5, 17}));
  // Repeated elements or a const vec: not assignable.
  CHECK(!assignable<decltype(bits.xx()), sycl::int2>::value);
  CHECK(!assignable<decltype(bits.xx()), int>::value);
  const sycl::int4 c = bits;
  CHECK(!assignable<decltype(c.xy()), sycl::int2>::value);
  CHECK(assignable<decltype(bits.xy()), sycl::int2>::value);
  CHECK(assignable<decltype(bits.xy()), int>::value);
}

TEST_CASE("swizzles in a kernel", "[swizzle]") {
  sycl::float4 out[2];
  {
    sycl::buffer<sycl::float4> buf(out, sycl::range<1>(2));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh, sycl::write_only);
      cgh.parallel_for(sycl::range<1>(2), [=](sycl::id<1> i) {
        sycl::float4 p{1, 2, 3, 4};
        p.xy() = p.yx() * static_cast<float>(i[0] + 1);
        p.swizzle<2, 3>() -= p.xy();
        acc[i] = p.wzyx();
      });
    });
  }
  CHECK(same<sycl::float4>(out[0], {3, 1, 1, 2}));
  CHECK(same<sycl::float4>(out[1], {2, -1, 2, 4}));
}
