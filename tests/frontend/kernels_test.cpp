// Kernel decomposition: each invocation's name and its parameters as the
// integration header describes them.
#include "collect_code.hpp"

#include <catch2/catch.hpp>

#include <sycl/detail/abi/kernel_desc.hpp>

using namespace syclfg;
using model::ParamKind;
using test::collectCode;

namespace {

const std::string kPrologue = R"(
#include <sycl/sycl.hpp>
struct Pod { double d; int i; };
struct Holder { int scale; sycl::accessor<int, 1> acc; };
class named_kernel;
)";

model::TranslationUnit kernelsOf(const std::string &body) {
  return collectCode(kPrologue +
                     "void f(sycl::queue &q, sycl::buffer<int> &b)"
                     " {\n  q.submit([&](sycl::handler &h) {\n" +
                     body + "\n  });\n}\n");
}

struct Param {
  ParamKind kind;
  long long info;
  long long offset;
  std::string what;
};

std::vector<Param> paramsOf(const model::Kernel &k) {
  std::vector<Param> out;
  for (const model::KernelParam &p : k.params)
    out.push_back({p.kind, p.info, p.offset, p.what});
  return out;
}

bool operator==(const Param &a, const Param &b) {
  return a.kind == b.kind && a.info == b.info && a.offset == b.offset &&
         a.what == b.what;
}

constexpr long long kGlobalBuffer =
    static_cast<long long>(sycl::detail::access_target_code::global_buffer);

} // namespace

namespace Catch {
template <> struct StringMaker<Param> {
  static std::string convert(const Param &p) {
    return "{" + std::to_string(static_cast<int>(p.kind)) + ", " +
           std::to_string(p.info) + ", " + std::to_string(p.offset) + ", " +
           p.what + "}";
  }
};
} // namespace Catch

TEST_CASE("kernels: a named lambda's captures, in layout order") {
  model::TranslationUnit tu = kernelsOf(R"(
    Pod pod{}; int *ptr = nullptr;
    sycl::accessor<int, 1> acc(b, h);
    h.single_task<named_kernel>([=] { (void)pod; (void)ptr; (void)acc; });)");
  REQUIRE(tu.kernels.size() == 1);
  const model::Kernel &k = tu.kernels[0];
  CHECK(k.mangledName == "_ZTS12named_kernel");
  CHECK(k.invocation == "single_task");
  CHECK(paramsOf(k) ==
        std::vector<Param>{
            {ParamKind::StdLayout, 16, 0, "pod"},
            {ParamKind::Pointer, 8, 16, "ptr"},
            {ParamKind::Accessor, kGlobalBuffer | (1 << 11), 24, "acc"}});
}

TEST_CASE("kernels: a struct holding an accessor is decomposed") {
  model::TranslationUnit tu = kernelsOf(R"(
    Holder holder{2, sycl::accessor<int, 1>(b, h)};
    h.single_task<named_kernel>([=] { (void)holder; });)");
  REQUIRE(tu.kernels.size() == 1);
  CHECK(paramsOf(tu.kernels[0]) ==
        std::vector<Param>{
            {ParamKind::StdLayout, 4, 0, "holder.scale"},
            {ParamKind::Accessor, kGlobalBuffer | (1 << 11), 8, "holder.acc"}});
}

TEST_CASE("kernels: an unnamed lambda is named after its type") {
  model::TranslationUnit tu = kernelsOf(R"(
    int n = 1;
    h.parallel_for(sycl::range<2>(2, 2), [=](sycl::item<2>) { (void)n; });)");
  REQUIRE(tu.kernels.size() == 1);
  const model::Kernel &k = tu.kernels[0];
  CHECK(k.mangledName == k.functorType);
  CHECK(k.mangledName.rfind("_ZTSZZ1f", 0) == 0);
  CHECK(k.invocation == "parallel_for");
  CHECK(paramsOf(k) == std::vector<Param>{{ParamKind::StdLayout, 4, 0, "n"}});
}

TEST_CASE("kernels: a capture by reference is a problem") {
  model::TranslationUnit tu = kernelsOf(R"(
    int n = 1;
    h.single_task<named_kernel>([&] { (void)n; });)");
  CHECK(tu.kernels.empty());
  REQUIRE(tu.problems.size() == 1);
  CHECK(tu.problems[0].message ==
        "the kernel lambda captures 'n' by reference; kernels must capture "
        "by copy ([=])");
}

TEST_CASE("kernels: a function template marked [[clang::sycl_kernel]] "
          "launches one (the mark read from its tokens, through a macro "
          "too); an unmarked one does not") {
  model::TranslationUnit tu = collectCode(R"(
#pragma clang diagnostic ignored "-Wignored-attributes"
#define MARK [[clang::sycl_kernel]]
template <class N, class F> [[clang::sycl_kernel]] void direct(F f) { f(); }
template <class N, class F> MARK void via_macro(F f) { f(); }
template <class N, class F> void unmarked(F f) { f(); }
class k1; class k2; class k3;
void g() {
  int n = 2;
  direct<k1>([=] { (void)n; });
  via_macro<k2>([] {});
  unmarked<k3>([] {});
}
)");
  REQUIRE(tu.kernels.size() == 2);
  CHECK(tu.kernels[0].mangledName == "_ZTS2k1");
  CHECK(tu.kernels[0].invocation == "direct");
  CHECK(paramsOf(tu.kernels[0]) ==
        std::vector<Param>{{ParamKind::StdLayout, 4, 0, "n"}});
  CHECK(tu.kernels[1].mangledName == "_ZTS2k2");
}

TEST_CASE("kernels: kernels sharing functions each get the constants their "
          "own call graph reads (a function's body is walked once)") {
  model::TranslationUnit tu = collectCode(R"(
#include <sycl/sycl.hpp>
constexpr sycl::specialization_id<int> c1{1};
constexpr sycl::specialization_id<int> c2{2};
constexpr sycl::specialization_id<int> c3{3};
int opaque(const sycl::kernel_handler &h);
int leaf(const sycl::kernel_handler &h) {
  return h.get_specialization_constant<c1>();
}
int loop(const sycl::kernel_handler &h, int n);
int middle(const sycl::kernel_handler &h, int n) {
  return n > 0 ? loop(h, n - 1) : leaf(h);
}
int loop(const sycl::kernel_handler &h, int n) { return middle(h, n); }
int top(const sycl::kernel_handler &h) {
  return middle(h, 3) + h.get_specialization_constant<c2>();
}
class ka; class kb; class kc; class kd;
void f(sycl::queue &q, int *p) {
  q.submit([&](sycl::handler &h) {
    h.single_task<ka>([=](sycl::kernel_handler kh) { p[0] = top(kh); });
    h.single_task<kb>([=](sycl::kernel_handler kh) { p[1] = loop(kh, 2); });
    h.single_task<kc>([=](sycl::kernel_handler kh) {
      p[2] = middle(kh, 0) + opaque(kh) + kh.get_specialization_constant<c3>();
    });
    h.single_task<kd>([=](sycl::kernel_handler kh) { p[3] = top(kh); });
  });
}
)");
  REQUIRE(tu.kernels.size() == 4);
  using Names = std::vector<std::string>;
  CHECK(tu.kernels[0].specConstantsRead == Names{"_ZL2c1", "_ZL2c2"});
  CHECK(!tu.kernels[0].readsUnknownConstants);
  CHECK(tu.kernels[1].specConstantsRead == Names{"_ZL2c1"});
  CHECK(!tu.kernels[1].readsUnknownConstants);
  CHECK(tu.kernels[2].specConstantsRead == Names{"_ZL2c1", "_ZL2c3"});
  CHECK(tu.kernels[2].readsUnknownConstants);
  CHECK(tu.kernels[3].specConstantsRead == tu.kernels[0].specConstantsRead);
  CHECK(!tu.kernels[3].readsUnknownConstants);
}
