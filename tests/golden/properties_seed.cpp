// The seed's property-set example (SpecializationConstants.md): leaves
// {0}, {1,2,3}, {4,5} and default values 42 | 1, 3.0, 4.0 | 5.0, 6.0.
// Namespaces c0..c2 make the symbolic-ID order the seed's order.
#include <sycl/sycl.hpp>
struct Nested {
  constexpr Nested(float a, float b) : a(a + 1.0f), b(b + 1.0f) {}
  float a, b;
};
struct A {
  constexpr A(int x, float a, float b) : x(x), n(a, b) {}
  int x;
  Nested n;
};
namespace c0 { constexpr sycl::specialization_id<int> id_int(42); }
namespace c1 { constexpr sycl::specialization_id<A> id_A(1, 2.0, 3.0); }
namespace c2 { constexpr sycl::specialization_id<Nested> id_Nested(4.0, 5.0); }

int main() { return 0; }
