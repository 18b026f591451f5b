// Unset constants read their default (the specialization_id initializer),
// in kernels and through handler and kernel-bundle getters, on both paths.
#include "kernel_read.hpp"

#include <catch2/catch.hpp>

#include <array>

namespace {

struct Inner {
  char c; // followed by padding
  double d;
};
struct Padded {
  short s;
  Inner in[2];
  std::array<int, 3> a;
  bool flag;
};
bool operator==(const Inner &x, const Inner &y) {
  return x.c == y.c && x.d == y.d;
}
bool operator==(const Padded &x, const Padded &y) {
  return x.s == y.s && x.in[0] == y.in[0] && x.in[1] == y.in[1] && x.a == y.a &&
         x.flag == y.flag;
}

using coeff_t = std::array<std::array<float, 3>, 3>;
constexpr Padded padded_default{
    -3, {{'a', 1.5}, {'b', -2.25}}, {7, 8, 9}, true};
constexpr coeff_t coeff_default{{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}};

} // namespace

constexpr sycl::specialization_id<int> d_int(42);
constexpr sycl::specialization_id<double> d_double(2.5);
constexpr sycl::specialization_id<char> d_char('q');
constexpr sycl::specialization_id<bool> d_bool(true);
constexpr sycl::specialization_id<unsigned> d_zero; // value-initialized
constexpr sycl::specialization_id<coeff_t> d_coeff(coeff_default);
constexpr sycl::specialization_id<Padded> d_padded(padded_default);

TEST_CASE("kernels read default values", "[defaults]") {
  auto path = GENERATE(syclfg::spec_constant_path::emulated,
                       syclfg::spec_constant_path::native);
  test::scoped_path selected(path);
  sycl::queue q;
  CHECK(test::kernel_value<d_int>(q) == 42);
  CHECK(test::kernel_value<d_double>(q) == 2.5);
  CHECK(test::kernel_value<d_char>(q) == 'q');
  CHECK(test::kernel_value<d_bool>(q) == true);
  CHECK(test::kernel_value<d_zero>(q) == 0u);
  CHECK(test::kernel_value<d_coeff>(q) == coeff_default);
  CHECK(test::kernel_value<d_padded>(q) == padded_default);
}

TEST_CASE("getters return defaults when nothing was set", "[defaults]") {
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    CHECK(cgh.get_specialization_constant<d_int>() == 42);
    CHECK(cgh.get_specialization_constant<d_coeff>() == coeff_default);
    CHECK(cgh.get_specialization_constant<d_padded>() == padded_default);
  });
  auto input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  CHECK(input.get_specialization_constant<d_double>() == 2.5);
  CHECK(input.get_specialization_constant<d_padded>() == padded_default);
  auto exe = sycl::build(input);
  CHECK(exe.get_specialization_constant<d_coeff>() == coeff_default);
  CHECK(test::kernel_value<d_padded>(q, [&](sycl::handler &cgh) {
          cgh.use_kernel_bundle(exe);
        }) == padded_default);
}

TEST_CASE("a set composite with garbage padding reads back field by field",
          "[defaults]") {
  auto path = GENERATE(syclfg::spec_constant_path::emulated,
                       syclfg::spec_constant_path::native);
  test::scoped_path selected(path);
  Padded value;
  std::memset(&value, 0xA5, sizeof value); // padding bytes are garbage
  value.s = 11;
  value.in[0] = {'x', 0.5};
  value.in[1] = {'y', 0.25};
  value.a = {1, 2, 3};
  value.flag = false;
  sycl::queue q;
  CHECK(test::kernel_value<d_padded>(q, [&](sycl::handler &cgh) {
          cgh.set_specialization_constant<d_padded>(value);
        }) == value);
}
