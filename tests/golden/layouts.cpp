// Value layouts the footer registers: scalar leaves depth-first over nested
// structs (padding skipped), bases, arrays and std::array, checked against
// what the host compiler reports (offsetof / sizeof).
#include <sycl/sycl.hpp>
#include <syclfg/spec_constants.hpp>

#include "check.hpp"

#include <array>
#include <cstddef>

struct Nested {
  float a, b;
};
struct A { // the seed's id_A: leaves {0,4} {4,4} {8,4}
  int x;
  Nested n;
};
struct Padded {
  char c;   // 7 bytes of padding follow
  double d;
  short s[3];
};
struct Base {
  int base_value;
};
struct Derived : Base {
  std::array<char, 2> pair;
};

constexpr sycl::specialization_id<A> id_A{1, Nested{2.f, 3.f}};
constexpr sycl::specialization_id<Padded> id_padded{};
constexpr sycl::specialization_id<Derived> id_derived{};

struct Expected {
  std::size_t offset, size;
};

template <auto &Object, std::size_t N>
void expect_leaves(const Expected (&expected)[N]) {
  auto leaves = syclfg::spec_constant_descriptors(syclfg::symbolic_id<Object>());
  if (!leaves || leaves->size() != N)
    return golden::fail("leaf count", "N", leaves ? "different" : "none");
  for (std::size_t i = 0; i < N; ++i)
    if ((*leaves)[i].offset != expected[i].offset || (*leaves)[i].size != expected[i].size)
      golden::fail("leaf", "host compiler layout", "different");
}

int main() {
  expect_leaves<id_A>({{0, 4}, {offsetof(A, n) + offsetof(Nested, a), 4},
                       {offsetof(A, n) + offsetof(Nested, b), 4}});
  expect_leaves<id_padded>({{offsetof(Padded, c), 1},
                            {offsetof(Padded, d), sizeof(double)},
                            {offsetof(Padded, s), 2},
                            {offsetof(Padded, s) + 2, 2},
                            {offsetof(Padded, s) + 4, 2}});
  expect_leaves<id_derived>({{0, sizeof(int)},
                             {sizeof(int), 1},
                             {sizeof(int) + 1, 1}});
  golden::expect_spec_id<id_A>(INTERNAL("_ZL4id_A"));
  return golden::result(3);
}
