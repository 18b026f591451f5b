// Expected output beside this input: .footer.
// [[sycl::reqd_sub_group_size(N)]] and DPC++'s [[intel::...]] on kernels:
// a named function object's operator() (N a constant), a named lambda (N a
// literal), unnamed lambdas through the queue's shortcut (N a macro) and in
// a function template (N its template parameter), a kernel without one,
// kernels with a reduction (named, and unnamed by its size). g++ and
// Clang ignore the attribute, hence -Wno-attributes; main() checks the
// sub-group size each kernel ran with.
// ARGS: -Wno-attributes
#include <sycl/sycl.hpp>
#include <syclfg/executor.hpp>

#include "check_failures.hpp"

#include <cstddef>
#include <string>

#define TWO 2
[[maybe_unused]] constexpr int kSixteen = 16; // read by the tool only

class k_named;
class k_default;
class k_reduction;

struct Functor16 {
  std::size_t *out;
  [[sycl::reqd_sub_group_size(kSixteen)]] void
  operator()(sycl::nd_item<1> it) const {
    if (it.get_global_linear_id() == 0)
      *out = it.get_sub_group().get_local_range()[0];
  }
};

template <int N>
void in_template(sycl::queue &q, std::size_t *out, std::size_t *other) {
  q.parallel_for(sycl::nd_range<1>(64, 64),
                 [=](sycl::nd_item<1> it) [[sycl::reqd_sub_group_size(N)]] {
                   if (it.get_global_linear_id() == 0)
                     *out = it.get_sub_group().get_local_range()[0];
                   if (other == nullptr)
                     *out = 0;
                 })
      .wait();
}

void expect(std::size_t actual, std::size_t expected, const char *what) {
  if (actual != expected)
    golden::fail(what, std::to_string(expected).c_str(),
                 std::to_string(actual).c_str());
}

int main() {
  sycl::queue q;
  std::size_t sizes[7] = {};
  std::size_t *out = sizes;
  const sycl::nd_range<1> space(64, 64);
  q.submit(
      [&](sycl::handler &cgh) { cgh.parallel_for(space, Functor16{out}); });
  q.submit([&](sycl::handler &cgh) {
    cgh.parallel_for<k_named>(
        space, [=](sycl::nd_item<1> it) [[sycl::reqd_sub_group_size(32)]] {
          if (it.get_global_linear_id() == 0)
            out[1] = it.get_sub_group().get_local_range()[0];
        });
  });
  q.parallel_for(space,
                 [=](sycl::nd_item<1> it) [[intel::reqd_sub_group_size(TWO)]] {
                   if (it.get_global_linear_id() == 0)
                     out[2] = it.get_sub_group().get_local_range()[0];
                 });
  in_template<4>(q, out + 3, out);
  q.submit([&](sycl::handler &cgh) {
    cgh.parallel_for<k_default>(space, [=](sycl::nd_item<1> it) {
      if (it.get_global_linear_id() == 0)
        out[4] = it.get_sub_group().get_local_range()[0];
    });
  });
  // With reductions: the user's kernel's N, found by name or (unnamed)
  // by its function object's size (three pointers: no other unnamed one).
  int sums[2] = {0, 0};
  {
    sycl::buffer<int> named_sum(&sums[0], 1), unnamed_sum(&sums[1], 1);
    q.submit([&](sycl::handler &cgh) {
      cgh.parallel_for<k_reduction>(
          space, sycl::reduction(named_sum, cgh, sycl::plus<int>()),
          [=](sycl::nd_item<1> it, auto &sum) [[sycl::reqd_sub_group_size(4)]] {
            if (it.get_global_linear_id() == 0)
              out[5] = it.get_sub_group().get_local_range()[0];
            sum += 1;
          });
    });
    int *first = sums, *second = sums + 1;
    q.submit([&](sycl::handler &cgh) {
      cgh.parallel_for(
          space, sycl::reduction(unnamed_sum, cgh, sycl::plus<int>()),
          [=](sycl::nd_item<1> it, auto &sum) [[intel::reqd_sub_group_size(32)]] {
            if (it.get_global_linear_id() == 0 && first != second)
              out[6] = it.get_sub_group().get_local_range()[0];
            sum += 2;
          });
    });
  }
  q.wait();
  expect(sizes[5], 4, "named kernel with a reduction");
  expect(sizes[6], 32, "unnamed kernel with a reduction");
  expect(static_cast<std::size_t>(sums[0]), 64, "the first reduction's sum");
  expect(static_cast<std::size_t>(sums[1]), 128, "the second reduction's sum");
  expect(sizes[0], 16, "named function object, constant N");
  expect(sizes[1], 32, "named lambda, literal N");
  expect(sizes[2], 2, "unnamed lambda, macro N");
  expect(sizes[3], 4, "lambda in a template, template-parameter N");
  expect(sizes[4], syclfg::sub_group_size(), "no attribute: the default");
  if (golden::failures == 0)
    std::printf("OK sub-group sizes\n");
  return golden::failures == 0 ? 0 : 1;
}
