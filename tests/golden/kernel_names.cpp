// Expected outputs beside this input: .footer and .int-header.
// CLANG-ARGS: -Xclang -fsycl-is-host -DSYCLFG_ORACLE=1
// Kernel names exactly as __builtin_sycl_unique_stable_name computes them
// (what a DPC++ device compile names its kernels; never prefixed, even for
// types local to the TU): a local class, a class in an unnamed namespace, a
// template, unnamed lambdas in main, in a lambda and in a function template.
// clang++-19 with -fsycl-is-host also evaluates the builtin itself (the
// oracle), and every name must equal it.
#include <sycl/sycl.hpp>
#include <syclfg/kernels.hpp>

#include "check.hpp"

#include <string>

namespace {
struct hidden_name;
}
template <class T> struct tmpl_name;

#if defined(SYCLFG_ORACLE)
#define STABLE_NAME(T) __builtin_sycl_unique_stable_name(T)
#else
#define STABLE_NAME(T) nullptr
#endif

std::size_t checked = 0;

// `expected` is registered by the integration header and, when the builtin
// is available, is what it computes.
void expect_kernel(const char *expected, const char *from_builtin) {
  ++checked;
  if (!syclfg::kernel_params(expected))
    golden::fail("kernel name registered", expected, nullptr);
  if (from_builtin != nullptr && std::string(from_builtin) != expected)
    golden::fail("__builtin_sycl_unique_stable_name", expected, from_builtin);
}

template <class T> void in_template(sycl::queue &q) {
  q.submit([&](sycl::handler &h) {
    auto k = [=] {};
    h.single_task(k);
    expect_kernel("_ZTSZZ11in_templateIiEvRN4sycl5queueEENKUlRNS0_7handlerEE_clES4_EUlvE_",
                  STABLE_NAME(decltype(k)));
  });
}

int main() {
  sycl::queue q;
  class first_kernel;
  q.submit([&](sycl::handler &h) { h.single_task<first_kernel>([=] {}); });
  expect_kernel("_ZTSZ4mainE12first_kernel", STABLE_NAME(first_kernel));
  q.submit([&](sycl::handler &h) { h.single_task<hidden_name>([=] {}); });
  expect_kernel("_ZTSN12_GLOBAL__N_111hidden_nameE", STABLE_NAME(hidden_name));
  q.submit([&](sycl::handler &h) {
    h.single_task<tmpl_name<hidden_name>>([=] {});
  });
  expect_kernel("_ZTS9tmpl_nameIN12_GLOBAL__N_111hidden_nameEE",
                STABLE_NAME(tmpl_name<hidden_name>));
  auto outer = [=] {};
  q.submit([&](sycl::handler &h) { h.single_task(outer); });
  expect_kernel("_ZTSZ4mainEUlvE_", STABLE_NAME(decltype(outer)));
  auto second = [=](sycl::id<1>) {};
  q.submit([&](sycl::handler &h) {
    auto first = [=] {};
    h.single_task(first);
    expect_kernel("_ZTSZZ4mainENKUlRN4sycl7handlerEE3_clES1_EUlvE_",
                  STABLE_NAME(decltype(first)));
  });
  q.submit([&](sycl::handler &h) { h.parallel_for(sycl::range<1>(2), second); });
  expect_kernel("_ZTSZ4mainEUlN4sycl2idILi1EEEE_", STABLE_NAME(decltype(second)));
  in_template<int>(q);
  q.wait();
  if (syclfg::kernel_names().size() != checked)
    golden::fail("kernels", "one per expected name", "other");
  return golden::result(0);
}
