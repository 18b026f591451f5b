// reqd_sub_group_size with an argument the tool cannot evaluate from its
// tokens: refused (the kernel would silently run with another sub-group
// size). The tool reads [[sycl::reqd_sub_group_size]] and
// [[intel::reqd_sub_group_size]] itself, so its parse does not show Clang's
// "unknown attribute ignored" warning for them (the readable one below has
// none either); other unknown attributes, even of that name in another
// scope, still warn.
#include <sycl/sycl.hpp>

constexpr int kA = 8, kB = 8;
class k_readable;
class k_unreadable;

int main() {
  sycl::queue q;
  const sycl::nd_range<1> r(16, 16);
  q.submit([&](sycl::handler &h) {
    h.parallel_for<k_readable>(
        r, [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(kA)]] {});
  });
  q.submit([&](sycl::handler &h) {
    // expected-error@+2 {{cannot evaluate the argument 'kA+kB' of reqd_sub_group_size}}
    // expected-note@+1 {{write a positive integer literal, or the name of an integer constant}}
    h.parallel_for<k_unreadable>(r, [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(kA + kB)]] {});
  });
  q.submit([&](sycl::handler &h) {
    // expected-warning@+1 {{unknown attribute 'reqd_sub_group_size' ignored}}
    h.single_task([=]() [[other::reqd_sub_group_size(4)]] {});
  });
  q.submit([&](sycl::handler &h) {
    // expected-warning@+1 {{unknown attribute 'not_read' ignored}}
    h.single_task([=]() [[sycl::not_read]] {});
  });
  return 0;
}
