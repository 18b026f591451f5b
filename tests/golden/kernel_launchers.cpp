// Expected outputs beside this input: .footer and .int-header.
// CLANG-ARGS: -Xclang -fsycl-is-host -DSYCLFG_ORACLE=1
// Kernels launched through function templates of our own marked
// [[clang::sycl_kernel]] (as DPC++'s headers launch them in a device
// compile), not through sycl::handler: a named kernel, an unnamed lambda
// (the template's first argument is the lambda's type), a static member
// template, a named function object with a capture, __attribute__ spelling,
// and a launch inside a function template (found in its instantiation).
// Each name must be what __builtin_sycl_unique_stable_name computes (the
// oracle, with clang++-19 -fsycl-is-host) and be registered by the
// integration header with its parameters.
#include <sycl/sycl.hpp>
#include <syclfg/kernels.hpp>

#include "check.hpp"

#include <string>

// A host compile ignores the attribute (Clang warns about it; g++ does not
// know it): only the tool's parse and a device compile see it.
#if defined(__SYCLFG_TOOL__) || defined(__SYCL_DEVICE_ONLY__)
#pragma clang diagnostic ignored "-Wignored-attributes"
#define LAUNCHER [[clang::sycl_kernel]]
#define GNU_LAUNCHER __attribute__((sycl_kernel))
#else
#define LAUNCHER
#define GNU_LAUNCHER
#endif

template <class Name, class F> LAUNCHER void launch(const F &f) { f(); }
template <class F> GNU_LAUNCHER void launch_unnamed(const F &f) { f(); }
struct Launcher {
  template <class Name, class F> LAUNCHER static void run(const F &f) { f(); }
};
// Not a launcher: calling it launches no kernel.
template <class Name, class F> void plain_call(const F &f) { f(); }

struct Functor {
  int scale;
  void operator()() const {}
};

#if defined(SYCLFG_ORACLE)
#define STABLE_NAME(T) __builtin_sycl_unique_stable_name(T)
#else
#define STABLE_NAME(T) nullptr
#endif

std::size_t checked = 0;

void expect_kernel(const char *expected, const char *from_builtin,
                   std::size_t params) {
  ++checked;
  auto found = syclfg::kernel_params(expected);
  if (!found)
    return golden::fail("kernel name registered", expected, nullptr);
  if (found->size() != params)
    golden::fail("kernel parameter count", expected, "other");
  if (from_builtin != nullptr && std::string(from_builtin) != expected)
    golden::fail("__builtin_sycl_unique_stable_name", expected, from_builtin);
}

template <class Name> void submit(int value) {
  launch<Name>([=] { (void)value; });
}
struct via_template;

int main() {
  int value = 3;
  class named_k;
  launch<named_k>([=] { (void)value; });
  expect_kernel("_ZTSZ4mainE7named_k", STABLE_NAME(named_k), 1);
  auto lambda = [=] { (void)value; };
  launch_unnamed(lambda);
  expect_kernel("_ZTSZ4mainEUlvE0_", STABLE_NAME(decltype(lambda)), 1);
  class member_k;
  Launcher::run<member_k>([] {});
  expect_kernel("_ZTSZ4mainE8member_k", STABLE_NAME(member_k), 0);
  launch<Functor>(Functor{2});
  expect_kernel("_ZTS7Functor", STABLE_NAME(Functor), 1);
  submit<via_template>(value);
  expect_kernel("_ZTS12via_template", STABLE_NAME(via_template), 1);
  plain_call<class not_a_kernel>([] {});
  if (syclfg::kernel_names().size() != checked)
    golden::fail("kernels", "one per expected name", "other");
  return golden::result(0);
}
