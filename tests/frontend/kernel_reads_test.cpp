// Which specialization constants a kernel reads (src/frontend/
// kernel_reads.cpp: an AST walk, not a token reader), walked through its
// call graph: the calls it follows, the ones it cannot (then "may read any
// constant" only when they are given the kernel_handler), and what it must
// not count.
#include "collect_code.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace syclfg;
using test::collectCode;
using test::kernelNamed;
using test::objectNamed;

namespace {

const std::string kPrologue = R"(
#include <sycl/sycl.hpp>
constexpr sycl::specialization_id<int> a{1};
constexpr sycl::specialization_id<int> b{2};
constexpr sycl::specialization_id<int> c{3};
)";

std::vector<std::string> mangled(const model::TranslationUnit &tu,
                                 std::vector<std::string> names) {
  std::vector<std::string> out;
  for (const std::string &name : names)
    out.push_back(objectNamed(tu, name).mangledName);
  std::sort(out.begin(), out.end());
  return out;
}

} // namespace

TEST_CASE("kernel reads: followed calls, recursion, members") {
  const model::TranslationUnit tu = collectCode(kPrologue + R"(
int recurse(const sycl::kernel_handler &h, int n) {
  return n == 0 ? h.get_specialization_constant<a>() : recurse(h, n - 1);
}
struct Reader {
  const sycl::kernel_handler &h;
  int read() const { return h.get_specialization_constant<b>(); }
};
class k_recursive; class k_member; class k_none;
void f(sycl::handler &cgh) {
  cgh.single_task<k_recursive>([=](sycl::kernel_handler h) { recurse(h, 3); });
  cgh.single_task<k_member>([=](sycl::kernel_handler h) { Reader{h}.read(); });
  cgh.single_task<k_none>([=](sycl::kernel_handler) { (void)&recurse; });
}
)");
  CHECK(kernelNamed(tu, "k_recursive").specConstantsRead == mangled(tu, {"a"}));
  CHECK_FALSE(kernelNamed(tu, "k_recursive").readsUnknownConstants);
  CHECK(kernelNamed(tu, "k_member").specConstantsRead == mangled(tu, {"b"}));
  CHECK(kernelNamed(tu, "k_none").specConstantsRead.empty());
  CHECK_FALSE(kernelNamed(tu, "k_none").readsUnknownConstants);
}

TEST_CASE("kernel reads: calls the walk cannot follow") {
  const model::TranslationUnit tu = collectCode(kPrologue + R"(
struct Base {
  virtual int read(const sycl::kernel_handler &h) const = 0;
  virtual int plain() const { return 0; }
};
struct Final final : Base {
  int read(const sycl::kernel_handler &h) const override {
    return h.get_specialization_constant<a>();
  }
};
int declared_only(const sycl::kernel_handler &h);
int declared_only_plain(int);
class k_virtual; class k_final; class k_undefined; class k_plain;
void f(sycl::handler &cgh, const Base *base, const Final *fin) {
  cgh.single_task<k_virtual>([=](sycl::kernel_handler h) { base->read(h); });
  cgh.single_task<k_final>([=](sycl::kernel_handler h) { fin->read(h); });
  cgh.single_task<k_undefined>([=](sycl::kernel_handler h) { declared_only(h); });
  cgh.single_task<k_plain>([=](sycl::kernel_handler) {
    base->plain();
    declared_only_plain(1);
  });
}
)");
  // A virtual call given the handler may read anything; a final one is
  // followed.
  CHECK(kernelNamed(tu, "k_virtual").readsUnknownConstants);
  CHECK_FALSE(kernelNamed(tu, "k_final").readsUnknownConstants);
  CHECK(kernelNamed(tu, "k_final").specConstantsRead == mangled(tu, {"a"}));
  CHECK(kernelNamed(tu, "k_undefined").readsUnknownConstants);
  // Not given the handler: cannot read a constant.
  CHECK_FALSE(kernelNamed(tu, "k_plain").readsUnknownConstants);
  CHECK(kernelNamed(tu, "k_plain").specConstantsRead.empty());
}
