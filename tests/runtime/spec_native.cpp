// The native path: one backend call per set leaf, at bundle build or at
// submit, and kernels see the same values as on the emulated path.
#include "kernel_read.hpp"

#include <catch2/catch.hpp>

#include <cstddef>
#include <memory>

namespace {
struct Pair {
  int first;
  double second; // 4 bytes of padding before it
};
bool operator==(const Pair &a, const Pair &b) {
  return a.first == b.first && a.second == b.second;
}
} // namespace

constexpr sycl::specialization_id<Pair> n_pair(Pair{1, 2.0});
constexpr sycl::specialization_id<float> n_float(0.5f);

namespace {

// Two leaves for Pair, as the tool would emit them, unless the footer did.
void ensure_pair_layout() {
  const char *id = syclfg::symbolic_id<n_pair>();
  if (syclfg::has_registered_layout(id))
    return;
  static const __syclfg_spec_leaf leaves[] = {
      {offsetof(Pair, first), sizeof(int)},
      {offsetof(Pair, second), sizeof(double)}};
  __syclfg_register_spec_constant_layout(id, sizeof(Pair), leaves, 2);
}

std::vector<unsigned char> bytes_of(const void *p, std::size_t n) {
  auto *b = static_cast<const unsigned char *>(p);
  return {b, b + n};
}

struct recording_fixture {
  std::shared_ptr<syclfg::recording_backend> backend =
      std::make_shared<syclfg::recording_backend>();
  test::scoped_path native{syclfg::spec_constant_path::native};
  recording_fixture() {
    ensure_pair_layout();
    syclfg::set_native_backend(backend);
  }
  ~recording_fixture() { syclfg::set_native_backend(nullptr); }
};

} // namespace

TEST_CASE_METHOD(recording_fixture,
                 "submit: one call per leaf of each set constant", "[native]") {
  sycl::queue q;
  const Pair p{-7, 3.25};
  CHECK(test::kernel_value<n_pair>(q, [&](sycl::handler &cgh) {
          cgh.set_specialization_constant<n_pair>(p);
        }) == p);

  auto leaves =
      syclfg::spec_constant_descriptors(syclfg::symbolic_id<n_pair>());
  REQUIRE(leaves);
  REQUIRE(leaves->size() == 2);
  auto calls = backend->calls();
  REQUIRE(calls.size() == 2);
  for (std::size_t i = 0; i < 2; ++i) {
    const auto &leaf = (*leaves)[i];
    CHECK(calls[i].program == 0);
    CHECK(calls[i].numeric_id == leaf.numeric_id);
    CHECK(
        calls[i].value ==
        bytes_of(reinterpret_cast<const char *>(&p) + leaf.offset, leaf.size));
  }
}

TEST_CASE_METHOD(recording_fixture,
                 "unset constants cause no calls and read defaults",
                 "[native]") {
  sycl::queue q;
  CHECK(test::kernel_value<n_float>(q) == 0.5f);
  CHECK(backend->calls().empty());
  CHECK(backend->programs_created() == 1);
}

TEST_CASE_METHOD(recording_fixture,
                 "bundles call the backend at build, not at submit",
                 "[native]") {
  sycl::queue q;
  auto input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  input.set_specialization_constant<n_float>(4.0f);
  CHECK(backend->calls().empty());
  auto exe = sycl::build(input);
  REQUIRE(backend->calls().size() == 1);
  CHECK(backend->programs_created() == 1);
  auto use = [&](sycl::handler &cgh) { cgh.use_kernel_bundle(exe); };
  CHECK(test::kernel_value<n_float>(q, use) == 4.0f);
  CHECK(test::kernel_value<n_pair>(q, use) == Pair{1, 2.0});
  CHECK(backend->calls().size() == 1);
  CHECK(backend->programs_created() == 1);
}

TEST_CASE("native and emulated paths give kernels the same values",
          "[native]") {
  ensure_pair_layout();
  const Pair values[] = {{0, 0.0}, {-1, 1e300}, {123456, -0.125}};
  for (const Pair &p : values) {
    Pair seen[2];
    float seen_float[2];
    for (int native = 0; native < 2; ++native) {
      test::scoped_path path(native ? syclfg::spec_constant_path::native
                                    : syclfg::spec_constant_path::emulated);
      sycl::queue q;
      auto set = [&](sycl::handler &cgh) {
        cgh.set_specialization_constant<n_pair>(p);
      };
      seen[native] = test::kernel_value<n_pair>(q, set);
      seen_float[native] = test::kernel_value<n_float>(q, set);
    }
    CHECK(seen[0] == p);
    CHECK(seen[1] == p);
    CHECK(seen_float[0] == 0.5f);
    CHECK(seen_float[1] == 0.5f);
  }
}
