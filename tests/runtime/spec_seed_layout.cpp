// The seed's example (SpecializationConstants.md): numeric IDs, leaf
// descriptors, emulated-buffer offsets and default-value blob. This program
// holds only these three constants, in namespaces c0 < c1 < c2 so that the
// runtime's order (sorted symbolic IDs) is the seed's order.
//
// Until the tool emits layouts, composite leaves come only from a
// registered layout: the test registers the layouts the tool is expected to
// emit unless the footer already did, then checks the footer's or its own.
#include "kernel_read.hpp"

#include <catch2/catch.hpp>

#include <cstddef>
#include <cstring>

struct Nested {
  Nested() = default;
  constexpr Nested(float a, float b) : a(a + 1.0f), b(b + 1.0f) {}
  float a, b;
};
struct A {
  A() = default;
  constexpr A(int x, float a, float b) : x(x), n(a, b) {}
  int x;
  Nested n;
};

namespace c0 {
inline constexpr sycl::specialization_id<int> id_int(42);
}
namespace c1 {
inline constexpr sycl::specialization_id<A> id_A(1, 2.0f, 3.0f);
}
namespace c2 {
inline constexpr sycl::specialization_id<Nested> id_Nested(4.0f, 5.0f);
}

namespace {

void ensure_layouts() {
  static const __syclfg_spec_leaf a_leaves[] = {
      {offsetof(A, x), 4},
      {offsetof(A, n) + offsetof(Nested, a), 4},
      {offsetof(A, n) + offsetof(Nested, b), 4}};
  static const __syclfg_spec_leaf nested_leaves[] = {{offsetof(Nested, a), 4},
                                                     {offsetof(Nested, b), 4}};
  if (!syclfg::has_registered_layout(syclfg::symbolic_id<c1::id_A>()))
    __syclfg_register_spec_constant_layout(syclfg::symbolic_id<c1::id_A>(),
                                           sizeof(A), a_leaves, 3);
  if (!syclfg::has_registered_layout(syclfg::symbolic_id<c2::id_Nested>()))
    __syclfg_register_spec_constant_layout(syclfg::symbolic_id<c2::id_Nested>(),
                                           sizeof(Nested), nested_leaves, 2);
}

using descriptors = std::vector<syclfg::spec_constant_descriptor>;

template <auto &S> descriptors leaves_of() {
  auto found = syclfg::spec_constant_descriptors(syclfg::symbolic_id<S>());
  REQUIRE(found);
  return *found;
}
template <auto &S> std::size_t offset_of() {
  auto found = syclfg::spec_constant_buffer_offset(syclfg::symbolic_id<S>());
  REQUIRE(found);
  return *found;
}

} // namespace

TEST_CASE("numeric IDs and descriptors match the seed's property set",
          "[seed]") {
  ensure_layouts();
  CHECK(syclfg::spec_constant_ids().size() == 3);
  CHECK(leaves_of<c0::id_int>() == descriptors{{0, 0, 4}});
  CHECK(leaves_of<c1::id_A>() == descriptors{{1, 0, 4}, {2, 4, 4}, {3, 8, 4}});
  CHECK(leaves_of<c2::id_Nested>() == descriptors{{4, 0, 4}, {5, 4, 4}});
}

TEST_CASE("buffer offsets match the seed's layout", "[seed]") {
  ensure_layouts();
  CHECK(offset_of<c0::id_int>() == 0);
  CHECK(offset_of<c1::id_A>() == 4);
  CHECK(offset_of<c2::id_Nested>() == 16);
  CHECK(syclfg::spec_constant_buffer_size() == 24);
}

TEST_CASE("default-value blob matches the seed's", "[seed]") {
  ensure_layouts();
  std::vector<unsigned char> blob = syclfg::spec_constant_default_buffer();
  REQUIRE(blob.size() == 24);
  // 42 | 1, 3.0, 4.0 | 5.0, 6.0: id_int, then id_A, then id_Nested.
  int ints[2];
  float floats[4];
  std::memcpy(&ints[0], blob.data(), 4);
  std::memcpy(&ints[1], blob.data() + 4, 4);
  for (int k = 0; k < 4; ++k)
    std::memcpy(&floats[k], blob.data() + 8 + 4 * k, 4);
  CHECK(ints[0] == 42);
  CHECK(ints[1] == 1);
  CHECK(floats[0] == 3.0f);
  CHECK(floats[1] == 4.0f);
  CHECK(floats[2] == 5.0f);
  CHECK(floats[3] == 6.0f);
}

TEST_CASE("a kernel reads all three from the buffer", "[seed]") {
  ensure_layouts();
  auto path = GENERATE(syclfg::spec_constant_path::emulated,
                       syclfg::spec_constant_path::native);
  test::scoped_path selected(path);
  sycl::queue q;
  sycl::buffer<float, 1> out{sycl::range<1>(6)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor r{out, cgh, sycl::write_only};
    cgh.set_specialization_constant<c2::id_Nested>(Nested(9.0f, 10.0f));
    cgh.single_task([=](sycl::kernel_handler h) {
      r[0] = static_cast<float>(h.get_specialization_constant<c0::id_int>());
      A a = h.get_specialization_constant<c1::id_A>();
      r[1] = static_cast<float>(a.x);
      r[2] = a.n.a;
      r[3] = a.n.b;
      Nested n = h.get_specialization_constant<c2::id_Nested>();
      r[4] = n.a;
      r[5] = n.b;
    });
  });
  sycl::host_accessor h{out, sycl::read_only};
  const float expected[] = {42, 1, 3, 4, 10, 11};
  for (int k = 0; k < 6; ++k)
    CHECK(h[k] == expected[k]);
}
