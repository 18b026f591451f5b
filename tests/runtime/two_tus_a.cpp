// Constants from two translation units share one numbering; a value set on
// a bundle in one TU reaches a kernel submitted in the other.
#include "kernel_read.hpp"
#include "two_tus.hpp"

#include <catch2/catch.hpp>

#include <string>

static constexpr sycl::specialization_id<int> local_id(1); // same name as in b

TEST_CASE("internal constants of the same name stay distinct", "[tus]") {
  CHECK(std::string(syclfg::symbolic_id<local_id>()) != local_id_in_b());
  sycl::queue q;
  CHECK(test::kernel_value<local_id>(q) == 1);
  auto exe =
      sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context());
  CHECK(read_in_b(q, exe).local == 2);
}

TEST_CASE("a bundle set in one TU is read by a kernel of the other", "[tus]") {
  sycl::queue q;
  auto input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  input.set_specialization_constant<shared_id>(77);
  b_result r = read_in_b(q, sycl::build(input));
  CHECK(r.shared == 77);
  CHECK(r.local == 2);
}

TEST_CASE("the numbering covers both TUs, sorted by symbolic ID", "[tus]") {
  std::vector<std::string> ids = syclfg::spec_constant_ids();
  REQUIRE(ids.size() == 3);
  CHECK(std::is_sorted(ids.begin(), ids.end()));
  unsigned expected = 0;
  for (const std::string &id : ids) {
    auto leaves = syclfg::spec_constant_descriptors(id);
    REQUIRE(leaves);
    for (const auto &leaf : *leaves)
      CHECK(leaf.numeric_id == expected++);
  }
}
