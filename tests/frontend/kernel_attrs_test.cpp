// The readers of [[sycl::reqd_work_group_size]], [[sycl::device_has]] and
// [[sycl::work_group_size_hint]] from a kernel's tokens
// (src/frontend/kernel_attrs.cpp): each form of argument they take, and the
// problem they report for each malformed one.
#include "collect_code.hpp"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace syclfg;
using test::collectCode;
using test::kernelNamed;

namespace {

using Sizes = std::vector<unsigned long long>;
using Aspects = std::vector<std::string>;

} // namespace

TEST_CASE("reqd_work_group_size: one to three sizes, every form of size") {
  const model::TranslationUnit tu = collectCode(R"(
#include <sycl/sycl.hpp>
#include <cstdint>
#define WIDE (64)
namespace ns { constexpr unsigned kTwo = 2; }
template <std::size_t> class k_tmpl;
class k_one; class k_three; class k_max; class k_cl; class k_hint;
template <std::size_t N> struct Functor {
  [[sycl::reqd_work_group_size(N, ns::kTwo)]] void operator()(sycl::nd_item<2>) const {}
};
void f(sycl::handler &h) {
  h.parallel_for<k_one>(sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(8)]] {});
  h.parallel_for<k_three>(sycl::nd_range<3>({8, 8, 8}, {2, 4, 8}),
      [=](sycl::nd_item<3>) [[sycl::reqd_work_group_size(2, 4, WIDE)]] {});
  h.parallel_for<k_max>(sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(SIZE_MAX)]] {});
  h.parallel_for<k_cl>(sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1>) [[cl::reqd_work_group_size(0x10)]] {});
  h.parallel_for<k_tmpl<16>>(sycl::nd_range<2>({16, 2}, {16, 2}), Functor<16>{});
  h.parallel_for<k_hint>(sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1>) [[sycl::work_group_size_hint(4)]] {});
}
)");
  CHECK(tu.problems.empty());
  CHECK(kernelNamed(tu, "k_one").requiredWorkGroupSize == Sizes{8});
  CHECK(kernelNamed(tu, "k_three").requiredWorkGroupSize == Sizes{2, 4, 64});
  CHECK(kernelNamed(tu, "k_max").requiredWorkGroupSize ==
        Sizes{18446744073709551615ull});
  CHECK(kernelNamed(tu, "k_cl").requiredWorkGroupSize == Sizes{16});
  CHECK(kernelNamed(tu, "k_tmpl<16>").requiredWorkGroupSize == Sizes{16, 2});
  // A hint is read (checked) but not recorded.
  CHECK(kernelNamed(tu, "k_hint").requiredWorkGroupSize.empty());
}

// An element of a constant array (block scope or a namespace's), which
// Clang's constant evaluator computes; and a kernel written in a macro's
// definition whose attribute comes in the macro's argument (the kernel's
// own tokens are then the definition's, the attribute the argument's).
TEST_CASE("reqd_work_group_size: constant array elements and attributes passed "
          "to a macro") {
  const model::TranslationUnit tu = collectCode(R"(
#include <sycl/sycl.hpp>
#include <cstddef>
namespace ns { constexpr std::size_t kSizes[3] = {4, 8}; }
#define LAUNCH(NAME, ATTRIBUTE) \
  h.parallel_for<NAME>(sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1>) ATTRIBUTE {})
#define BLOCK(...) __VA_ARGS__
class k_block; class k_ns; class k_filler; class k_macro; class k_macro_array;
class k_nested;
void f(sycl::handler &h) {
  static constexpr std::size_t sizes[2] = {16, 4294967295};
  h.parallel_for<k_block>(sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(sizes[1])]] {});
  h.parallel_for<k_ns>(sycl::nd_range<2>({8, 8}, {4, 8}), [=](sycl::nd_item<2>) [[sycl::reqd_work_group_size(ns::kSizes[0], ns::kSizes[1])]] {});
  h.parallel_for<k_filler>(sycl::nd_range<1>(8, 8), [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(1, ns::kSizes[2])]] {});
  LAUNCH(k_macro, [[sycl::reqd_work_group_size(8)]]);
  LAUNCH(k_macro_array, [[sycl::reqd_work_group_size(sizes[0], 2)]]);
  BLOCK(LAUNCH(k_nested, [[sycl::reqd_work_group_size(2, 4)]]);)
}
)");
  CHECK(tu.problems.size() == 1); // k_filler's
  CHECK(kernelNamed(tu, "k_block").requiredWorkGroupSize ==
        Sizes{4294967295ull});
  CHECK(kernelNamed(tu, "k_ns").requiredWorkGroupSize == Sizes{4, 8});
  // ns::kSizes[2] is the array's implicit zero: an error.
  CHECK(kernelNamed(tu, "k_filler").requiredWorkGroupSize.empty());
  CHECK(kernelNamed(tu, "k_macro").requiredWorkGroupSize == Sizes{8});
  CHECK(kernelNamed(tu, "k_macro_array").requiredWorkGroupSize == Sizes{16, 2});
  // The macro invoked in another macro's argument (Catch2's test cases).
  CHECK(kernelNamed(tu, "k_nested").requiredWorkGroupSize == Sizes{2, 4});
}

TEST_CASE("device_has: enumerators however qualified, constants, none") {
  const model::TranslationUnit tu = collectCode(R"(
#include <sycl/sycl.hpp>
constexpr sycl::aspect kGpu = sycl::aspect::gpu;
class k_two; class k_using; class k_constant; class k_empty; class k_none;
template <sycl::aspect> class k_tmpl;
template <sycl::aspect A> struct Functor {
  [[sycl::device_has(A)]] void operator()() const {}
};
void f(sycl::handler &h) {
  h.single_task<k_two>([=]() [[sycl::device_has(sycl::aspect::cpu, ::sycl::aspect::fp64)]] {});
  using namespace sycl;
  h.single_task<k_using>([=]() [[sycl::device_has(aspect::atomic64)]] {});
  h.single_task<k_constant>([=]() [[sycl::device_has(kGpu)]] {});
  h.single_task<k_empty>([=]() [[sycl::device_has()]] {});
  h.single_task<k_none>([=]() {});
  h.single_task<k_tmpl<sycl::aspect::fp16>>(Functor<sycl::aspect::fp16>{});
}
)");
  CHECK(tu.problems.empty());
  CHECK(kernelNamed(tu, "k_two").requiredAspects == Aspects{"cpu", "fp64"});
  CHECK(kernelNamed(tu, "k_using").requiredAspects == Aspects{"atomic64"});
  CHECK(kernelNamed(tu, "k_constant").requiredAspects == Aspects{"gpu"});
  CHECK(kernelNamed(tu, "k_empty").requiredAspects.empty());
  CHECK(kernelNamed(tu, "k_none").requiredAspects.empty());
  CHECK(kernelNamed(tu, "k_tmpl<sycl::aspect::fp16>").requiredAspects ==
        Aspects{"fp16"});
}

TEST_CASE("kernel attributes: each malformed argument is an error at the "
          "attribute") {
  const model::TranslationUnit tu = collectCode(R"(
#include <sycl/sycl.hpp>
int runtime_size();
class k_four; class k_zero; class k_call; class k_none; class k_aspect; class k_hint;
void f(sycl::handler &h) {
  const sycl::nd_range<1> r(8, 8);
  h.parallel_for<k_four>(r, [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(1, 2, 3, 4)]] {});
  h.parallel_for<k_zero>(r, [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(0)]] {});
  h.parallel_for<k_call>(r, [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(runtime_size())]] {});
  h.parallel_for<k_none>(r, [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size()]] {});
  h.single_task<k_aspect>([=]() [[sycl::device_has(sycl::aspect::warp_drive)]] {});
  h.parallel_for<k_hint>(r, [=](sycl::nd_item<1>) [[sycl::work_group_size_hint(0)]] {});
}
)");
  REQUIRE(tu.problems.size() == 6);
  const std::vector<std::pair<unsigned, std::string>> expected{
      {7, "reqd_work_group_size takes 1 to 3 sizes, not 4 ('1,2,3,4')"},
      {8, "the size '0' of reqd_work_group_size is zero"},
      {9, "cannot evaluate the argument 'runtime_size()' of "
          "reqd_work_group_size from its tokens"},
      {10, "reqd_work_group_size takes 1 to 3 sizes, not 0 ('')"},
      {11, "the argument 'sycl::aspect::warp_drive' of device_has names no "
           "enumerator of sycl::aspect"},
      {12, "the size '0' of work_group_size_hint is zero"}};
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const diag::Diagnostic &problem = tu.problems[i];
    INFO("problem " << i << ": " << problem.message);
    CHECK(problem.severity == diag::Severity::Error);
    CHECK(problem.location.line == expected[i].first);
    CHECK(problem.message == expected[i].second);
    CHECK(!problem.note.empty());
  }
  CHECK(kernelNamed(tu, "k_four").requiredWorkGroupSize.empty());
  CHECK(kernelNamed(tu, "k_aspect").requiredAspects.empty());
}
