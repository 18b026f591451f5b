// The reader of [[sycl::reqd_sub_group_size(N)]] (and [[intel::...]]) from
// a kernel's tokens (src/frontend/sub_group_attr.cpp): each form of N it
// evaluates, where the attribute may stand, and the problem it reports for
// an N it cannot evaluate.
#include "collect_code.hpp"

#include <catch2/catch.hpp>

#include <map>

using namespace syclfg;
using test::collectCode;

namespace {

// Kernels named k<i> (one per launch), each with the attribute written
// as `forms[i]`, in one TU.
const std::string kKernels = R"(
#include <sycl/sycl.hpp>
#define EIGHT 8
#define NAMED kFour
constexpr int kFour = 4;
namespace ns { constexpr unsigned kSixteen = 16; }
template <int> class k_tmpl;
class k_literal; class k_hex; class k_macro; class k_named; class k_macro_name;
class k_qualified; class k_intel; class k_functor; class k_none; class k_local;
struct Functor {
  int unrelated() const { return 1; }
  [[sycl::reqd_sub_group_size(32)]] void operator()(sycl::nd_item<1>) const {}
};
template <int N> void in_template(sycl::handler &h) {
  h.parallel_for<k_tmpl<N>>(sycl::nd_range<1>(8, 8),
      [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(N)]] {});
}
void f(sycl::handler &h) {
  const sycl::nd_range<1> r(8, 8);
  h.parallel_for<k_literal>(r, [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(2)]] {});
  h.parallel_for<k_hex>(r, [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(0x1'0u)]] {});
  h.parallel_for<k_macro>(r, [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(EIGHT)]] {});
  h.parallel_for<k_named>(r, [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(kFour)]] {});
  h.parallel_for<k_macro_name>(r, [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(NAMED)]] {});
  h.parallel_for<k_qualified>(r, [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(ns::kSixteen)]] {});
  h.parallel_for<k_intel>(r, [=](sycl::nd_item<1>) [[intel::reqd_sub_group_size(1)]] {});
  h.parallel_for<k_functor>(r, Functor{});
  h.parallel_for<k_none>(r, [=](sycl::nd_item<1>) {});
  constexpr int kLocal = 64;
  h.parallel_for<k_local>(r, [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(kLocal)]] {});
  in_template<128>(h);
}
)";

// requiredSubGroupSize by kernel display name.
std::map<std::string, unsigned long long>
sizesByKernel(const model::TranslationUnit &tu) {
  std::map<std::string, unsigned long long> out;
  for (const model::Kernel &k : tu.kernels)
    out[k.displayName] = k.requiredSubGroupSize;
  return out;
}

} // namespace

TEST_CASE("reqd_sub_group_size: every form of N the reader evaluates") {
  const model::TranslationUnit tu = collectCode(kKernels);
  CHECK(tu.problems.empty());
  std::map<std::string, unsigned long long> sizes = sizesByKernel(tu);
  INFO("kernels: " << sizes.size());
  const std::map<std::string, unsigned long long> expected{
      {"k_literal", 2}, {"k_hex", 16},       {"k_macro", 8},
      {"k_named", 4},   {"k_macro_name", 4}, {"k_qualified", 16},
      {"k_intel", 1},   {"k_functor", 32},   {"k_none", 0},
      {"k_local", 64},  {"k_tmpl<128>", 128}};
  for (const auto &[name, size] : expected) {
    INFO("kernel " << name);
    REQUIRE(sizes.count(name) == 1);
    CHECK(sizes[name] == size);
  }
}

TEST_CASE("reqd_sub_group_size: an N the reader cannot evaluate is an error "
          "at the attribute") {
  const model::TranslationUnit tu = collectCode(R"(
#include <sycl/sycl.hpp>
constexpr int kA = 4, kB = 4;
class k_sum;
void f(sycl::handler &h) {
  h.parallel_for<k_sum>(sycl::nd_range<1>(8, 8),
      [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(kA + kB)]] {});
}
)");
  REQUIRE(tu.kernels.size() == 1);
  CHECK(tu.kernels[0].requiredSubGroupSize == 0);
  REQUIRE(tu.problems.size() == 1);
  const diag::Diagnostic &problem = tu.problems[0];
  CHECK(problem.severity == diag::Severity::Error);
  CHECK(problem.message ==
        "cannot evaluate the argument 'kA+kB' of reqd_sub_group_size from "
        "its tokens");
  CHECK(problem.location.line == 7);
  CHECK(problem.location.column == 31);
  CHECK(problem.note.find("integer literal") != std::string::npos);
}
