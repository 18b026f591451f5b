// Expected output beside this input: .footer.
// Which specialization constants each kernel reads, from its call graph:
// directly, through a function, a function template instantiation, a
// lambda it calls, a named function object's operator(); not through a
// lambda it only defines, nor host code. A generic lambda `[=](auto h)`
// reads through its instantiation with the kernel_handler. A call
// through a function pointer given the kernel_handler may read any
// constant. main() checks has_specialization_constant / contains_ /
// native_specialization_constant per bundle (SYCL 2020 4.11).
#include <sycl/sycl.hpp>

#include "check_failures.hpp"

constexpr sycl::specialization_id<int> direct{1};
constexpr sycl::specialization_id<int> via_function{2};
constexpr sycl::specialization_id<int> via_template{3};
constexpr sycl::specialization_id<int> via_lambda{4};
constexpr sycl::specialization_id<float> via_functor{5.0f};
constexpr sycl::specialization_id<int> in_uncalled_lambda{6};
constexpr sycl::specialization_id<int> by_pointer{7};
constexpr sycl::specialization_id<int> host_only{8};
constexpr sycl::specialization_id<int> via_generic{9};

int read_via_function(const sycl::kernel_handler &h) {
  return h.get_specialization_constant<via_function>();
}
template <class T> T read_via_template(const sycl::kernel_handler &h, T) {
  return static_cast<T>(h.get_specialization_constant<via_template>());
}
int read_by_pointer(const sycl::kernel_handler &h) {
  return h.get_specialization_constant<by_pointer>();
}

class k_direct;
class k_calls;
class k_nothing;
class k_pointer;
class k_generic;

struct ReadsFunctor {
  int *out;
  void operator()(sycl::kernel_handler h) const {
    *out = static_cast<int>(h.get_specialization_constant<via_functor>());
  }
};

void expect(bool actual, bool expected, const char *what) {
  if (actual != expected)
    golden::fail(what, expected ? "true" : "false", actual ? "true" : "false");
}

template <class Name>
sycl::kernel_bundle<sycl::bundle_state::input> bundle_of(sycl::queue &q) {
  return sycl::get_kernel_bundle<sycl::bundle_state::input>(
      q.get_context(), {sycl::get_kernel_id<Name>()});
}

void launch(sycl::queue &q, int *out) {
  q.submit([&](sycl::handler &cgh) {
    cgh.single_task<k_direct>([=](sycl::kernel_handler h) {
      out[0] = h.get_specialization_constant<direct>();
    });
  });
  q.submit([&](sycl::handler &cgh) {
    cgh.single_task<k_calls>([=](sycl::kernel_handler h) {
      auto called = [&] { return h.get_specialization_constant<via_lambda>(); };
      auto uncalled = [&] {
        return h.get_specialization_constant<in_uncalled_lambda>();
      };
      (void)uncalled;
      out[1] = read_via_function(h) + read_via_template(h, 0L) + called();
    });
  });
  q.submit([&](sycl::handler &cgh) {
    cgh.single_task<k_nothing>([=](sycl::kernel_handler) { out[2] = 1; });
  });
  q.submit([&](sycl::handler &cgh) {
    cgh.single_task<k_pointer>([=](sycl::kernel_handler h) {
      int (*read)(const sycl::kernel_handler &) = read_by_pointer;
      out[3] = read(h);
    });
  });
  q.submit([&](sycl::handler &cgh) { cgh.single_task(ReadsFunctor{out + 4}); });
  q.submit([&](sycl::handler &cgh) {
    cgh.single_task<k_generic>([=](auto h) {
      out[5] = h.template get_specialization_constant<via_generic>();
    });
  });
  q.wait();
}

int main() {
  sycl::queue q;
  int out[6] = {};
  launch(q, out);
  if (out[0] != 1 || out[1] != 9 || out[2] != 1 || out[3] != 7 || out[4] != 5 ||
      out[5] != 9)
    golden::fail("kernel results", "1 9 1 7 5 9", "other values");
  q.submit([&](sycl::handler &cgh) {
    (void)cgh.get_specialization_constant<host_only>();
  });

  auto b_direct = bundle_of<k_direct>(q);
  expect(b_direct.has_specialization_constant<direct>(), true,
         "k_direct reads direct");
  expect(b_direct.has_specialization_constant<via_function>(), false,
         "k_direct does not read via_function");
  expect(b_direct.contains_specialization_constants(), true,
         "k_direct contains constants");

  auto b_calls = bundle_of<k_calls>(q);
  expect(b_calls.has_specialization_constant<via_function>(), true,
         "k_calls reads via_function");
  expect(b_calls.has_specialization_constant<via_template>(), true,
         "k_calls reads via_template");
  expect(b_calls.has_specialization_constant<via_lambda>(), true,
         "k_calls reads via_lambda");
  expect(b_calls.has_specialization_constant<in_uncalled_lambda>(), false,
         "k_calls does not read in_uncalled_lambda");
  expect(b_calls.has_specialization_constant<direct>(), false,
         "k_calls does not read direct");

  auto b_nothing = bundle_of<k_nothing>(q);
  expect(b_nothing.contains_specialization_constants(), false,
         "k_nothing contains no constants");
  expect(b_nothing.native_specialization_constant(), false,
         "k_nothing has no native constants");

  auto b_pointer = bundle_of<k_pointer>(q);
  expect(b_pointer.has_specialization_constant<host_only>(), true,
         "k_pointer may read any constant");

  auto b_functor = bundle_of<ReadsFunctor>(q);
  expect(b_functor.has_specialization_constant<via_functor>(), true,
         "ReadsFunctor reads via_functor");
  expect(b_functor.has_specialization_constant<direct>(), false,
         "ReadsFunctor does not read direct");

  auto b_generic = bundle_of<k_generic>(q);
  expect(b_generic.has_specialization_constant<via_generic>(), true,
         "k_generic (a generic lambda) reads via_generic");
  expect(b_generic.has_specialization_constant<direct>(), false,
         "k_generic does not read direct");

  auto all =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  expect(all.has_specialization_constant<host_only>(), true,
         "the whole program holds k_pointer");
  if (golden::failures == 0)
    std::printf("OK kernel reads\n");
  return golden::failures == 0 ? 0 : 1;
}
