// vec and marray (SYCL 2020, 4.14.2-3): element-wise operators,
// swizzles, conversions and bool comparisons; vec's assignment from a
// scalar (every element becomes the scalar) and vec<T, 1> from one scalar
// of another type; marray's element list of other scalar types, and
// buffers of marrays. The simple swizzles (SYCL_SIMPLE_SWIZZLES):
// vec_swizzle.cpp.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <type_traits>
#include <vector>

TEST_CASE("vec: element-wise operators, swizzles, conversions", "[vec]") {
  sycl::float4 a(1.f, 2.f, 3.f, 4.f);
  sycl::float4 b = a * 2.f + sycl::float4(1.f);
  CHECK(b.x() == 3.f);
  CHECK(b.w() == 9.f);
  sycl::int4 mask = a > sycl::float4(2.5f);
  CHECK(mask.x() == 0);
  CHECK(mask.z() == -1); // true is all bits set
  sycl::int4 rounded = sycl::float4(1.5f, -1.5f, 2.5f, 0.2f)
                           .convert<int, sycl::rounding_mode::rte>();
  CHECK(rounded.x() == 2);
  CHECK(rounded.y() == -2);
  CHECK(rounded.z() == 2);
  CHECK(sycl::float4(1.7f).convert<int, sycl::rounding_mode::rtz>().x() == 1);
  sycl::float3 rev = a.swizzle<3, 2, 1>();
  CHECK(rev.x() == 4.f);
  CHECK(a.hi().x() == 3.f);
  CHECK(a.even().y() == 3.f);
  sycl::int2 two(5, 6);
  sycl::int4 joined(two, 7, 8);
  CHECK(joined.y() == 6);
  CHECK(joined.w() == 8);
  CHECK(sizeof(sycl::float3) == sizeof(sycl::float4));
  CHECK(sycl::float4::size() == 4);
  CHECK(a.as<sycl::uint4>().x() == 0x3f800000u);
  sycl::queue q;
  sycl::float4 *out = sycl::malloc_shared<sycl::float4>(4, q);
  q.parallel_for(4, [=](sycl::id<1> i) {
     out[i] = sycl::float4(static_cast<float>(i)) * sycl::float4(1, 2, 3, 4);
   }).wait();
  CHECK(out[3].z() == 9.f);
  sycl::free(out, q);
}

TEST_CASE("marray: element-wise operators and bool comparisons", "[marray]") {
  sycl::marray<int, 5> m(1, 2, 3, 4, 5);
  sycl::marray<int, 5> twice = m * 2;
  CHECK(twice[4] == 10);
  sycl::marray<bool, 5> big = m > 3;
  CHECK(!big[2]);
  CHECK(big[3]);
  int sum = 0;
  for (int x : m)
    sum += x;
  CHECK(sum == 15);
}

TEST_CASE("vec = scalar sets every element", "[vec]") {
  sycl::float4 v{1.f, 2.f, 3.f, 4.f};
  sycl::float4 &same = (v = -2.5f);
  CHECK(&same == &v);
  for (int i = 0; i < 4; ++i)
    CHECK(v[i] == -2.5f);
  sycl::int3 w{1, 2, 3};
  w = 7;
  CHECK((w.x() == 7 && w.y() == 7 && w.z() == 7));
  std::vector<sycl::int2> many(3);
  {
    sycl::buffer<sycl::int2, 1> buf(many.data(), sycl::range<1>(3));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::write_only};
      cgh.parallel_for<class vec_assign_scalar>(
          sycl::range<1>(3),
          [=](sycl::id<1> i) { acc[i] = static_cast<int>(i[0]) * 10; });
    });
  }
  for (int i = 0; i < 3; ++i)
    CHECK((many[i][0] == i * 10 && many[i][1] == i * 10));
}

TEST_CASE("vec<T, 1> from one scalar of another type", "[vec]") {
  // The element-list constructor (4.14.2.1) converts each scalar to DataT;
  // with one element, a scalar of another type (an int for a float vec)
  // takes it too, in braces, where the explicit vec(const DataT &) would be
  // a narrowing error.
  int seven = 7;
  sycl::vec<float, 1> one{seven - 10};
  CHECK(one[0] == -3.0f);
  const sycl::half h = sycl::vec<float, 1>{seven}
                           .convert<sycl::half, sycl::rounding_mode::rte>()[0];
  CHECK(static_cast<float>(h) == 7.0f);
  sycl::vec<double, 1> d{2.5f};
  CHECK(d[0] == 2.5);
  // A DataT still goes to the explicit constructor: not implicit for N > 1.
  static_assert(!std::is_convertible_v<float, sycl::vec<float, 4>>);
  static_assert(!std::is_convertible_v<int, sycl::vec<float, 2>>);
  // A swizzle of another vec still converts (no ambiguity with the new form).
  sycl::float4 f4(1.f, 2.f, 3.f, 4.f);
  sycl::float2 lo = f4.swizzle<0, 1>();
  CHECK(lo[1] == 2.0f);

  float out = 0;
  {
    sycl::buffer<float, 1> buf(&out, sycl::range<1>(1));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh, sycl::write_only);
      cgh.single_task<class vec_one_from_int>([=] {
        int n = 5;
        acc[0] = sycl::vec<float, 1>{n * 2}[0];
      });
    });
  }
  CHECK(out == 10.0f);
}

TEST_CASE("marray from other scalars, buffers of marrays", "[marray]") {
  sycl::marray<float, 4> m[2];
  for (int i = 0; i < 2; i++)
    m[i] = {-(i + 1), -(i + 1), 2 * i, 7};
  CHECK(m[1][0] == -2.0f);
  CHECK(m[1][2] == 2.0f);
  CHECK(m[0][3] == 7.0f);
  sycl::marray<int, 3> joined{sycl::marray<int, 2>{1, 2}, 3.0};
  CHECK(joined[2] == 3);
  // Deduction over an array of marrays tries every constructor of the
  // element type: none may fail hard.
  {
    sycl::buffer b(m, sycl::range{2});
    static_assert(
        std::is_same_v<decltype(b), sycl::buffer<sycl::marray<float, 4>, 1>>);
    sycl::host_accessor a{b};
    a[0] = sycl::marray<float, 4>(5.0f);
  }
  CHECK(m[0][1] == 5.0f);
  static_assert(!std::is_constructible_v<sycl::marray<float, 2>, float,
                                         std::vector<float>>);
}

TEST_CASE("sycl::elem names the element indices of swizzle<...>()", "[vec]") {
  // 4.14.2.1: struct elem holds x, y, z, w, r, g, b, a and s0 ... sF.
  static_assert(sycl::elem::x == 0 && sycl::elem::w == 3);
  static_assert(sycl::elem::r == 0 && sycl::elem::a == 3);
  static_assert(sycl::elem::s0 == 0 && sycl::elem::sA == 10);
  static_assert(sycl::elem::sF == 15);
  sycl::int4 v{1, 2, 3, 4};
  sycl::int2 wy = v.swizzle<sycl::elem::w, sycl::elem::y>();
  CHECK((wy[0] == 4 && wy[1] == 2));
}

namespace {
// A numeric class type (4.14.3: DataT is a numeric type as C++ defines it).
struct counted {
  counted() = default;
  constexpr counted(int v) : value(v) {}
  int value = 0;
};
template <std::size_t N> constexpr sycl::marray<int, N> one_to() {
  sycl::marray<int, N> m;
  for (std::size_t i = 0; i < N; ++i)
    m[i] = static_cast<int>(i) + 1;
  return m;
}
} // namespace

TEST_CASE("marray: constexpr construction, class elements, scalar "
          "assignment and conversion",
          "[marray]") {
  // 4.14.3.1: the constructors and (here) the subscript are constexpr, so
  // a constexpr marray can be joined from another.
  constexpr sycl::marray<int, 3> tail = one_to<3>();
  constexpr sycl::marray<int, 4> joined{0, tail};
  static_assert(joined[0] == 0 && joined[3] == 3);
  constexpr sycl::marray<int, 4> joined_back{tail, 9};
  static_assert(joined_back[2] == 3 && joined_back[3] == 9);
  // Elements of a class type: the element list takes what converts to it.
  sycl::marray<counted, 3> c{1, counted{2}, 3};
  CHECK((c[0].value == 1 && c[1].value == 2 && c[2].value == 3));
  sycl::marray<counted, 4> c4{sycl::marray<counted, 2>{5, 6}, 7, 8};
  CHECK((c4[1].value == 6 && c4[3].value == 8));
  // operator=(const DataT &) sets every element; marray<T, 1> converts to T.
  sycl::marray<counted, 3> &same = (c = counted{4});
  CHECK(&same == &c);
  CHECK((c[0].value == 4 && c[2].value == 4));
  sycl::marray<int, 1> single{7};
  int seven = single;
  CHECK(seven == 7);
  static_assert(!std::is_convertible_v<sycl::marray<int, 2>, int>);
}

TEST_CASE("vec<std::byte, N>: element lists, bitwise operators", "[vec]") {
  // 4.14.2: std::byte is one of vec's element types; its element list takes
  // bytes, and other scalars converted to std::byte.
  sycl::vec<std::byte, 4> v(std::byte{1}, std::byte{2}, std::byte{4}, 8);
  CHECK(v[3] == std::byte{8});
  sycl::vec<std::byte, 2> lo(std::byte{0xF0}, std::byte{0x0F});
  sycl::vec<std::byte, 4> joined(lo, v.lo());
  CHECK((joined[0] == std::byte{0xF0} && joined[3] == std::byte{2}));
  sycl::vec<std::byte, 4> ored = v | sycl::vec<std::byte, 4>(std::byte{0x10});
  CHECK(ored[2] == std::byte{0x14});
  sycl::vec<std::byte, 1> one{3};
  CHECK(one[0] == std::byte{3});
}

TEST_CASE("convert with rounding_mode::automatic rounds floating point to "
          "nearest even",
          "[vec]") {
  // "Rounding modes" (4.14.2): automatic is the default of the vec's element
  // type, rte for floating point (rtz is for integer element types).
  sycl::int4 r = sycl::float4(1.7f, -1.7f, 2.5f, 3.5f).convert<int>();
  CHECK((r[0] == 2 && r[1] == -2 && r[2] == 2 && r[3] == 4));
  sycl::vec<long, 2> d = sycl::double2(0.5, -2.5).convert<long>();
  CHECK((d[0] == 0 && d[1] == -2));
  sycl::vec<short, 2> h =
      sycl::vec<sycl::half, 2>(sycl::half(1.5f), sycl::half(-0.75f))
          .convert<short, sycl::rounding_mode::automatic>();
  CHECK((h[0] == 2 && h[1] == -1));
  sycl::vec<int, 2> hz = sycl::vec<sycl::half, 2>(sycl::half(1.5f))
                             .convert<int, sycl::rounding_mode::rtz>();
  CHECK(hz[0] == 1);
  // From integers it stays a plain conversion.
  CHECK(sycl::int2(7, -7).convert<float>()[1] == -7.0f);
}
