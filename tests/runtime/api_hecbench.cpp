// SYCL API that the fifth compatibility sweep (HeCBench, docs/compat-sweep.md)
// found missing or wrong.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <type_traits>

TEST_CASE("vec<T, 1> from one scalar of another type", "[api_hecbench]") {
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
