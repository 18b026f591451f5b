// Expected output beside this input: .footer.
// The kernel attributes the footer records besides reqd_sub_group_size
// (sub_group_size.cpp): [[sycl::reqd_work_group_size]] with one to three
// sizes (a literal, a constant, a macro in parentheses, a template
// parameter) and its deprecated [[cl::...]] spelling, and
// [[sycl::device_has]] with no aspect, aspects the CPU has and one it lacks;
// [[sycl::work_group_size_hint]] is read but not recorded. main() checks
// what the runtime makes of them: is_compatible, has_kernel_bundle,
// get_kernel_bundle, kernel::get_info, and the launch checks (a local range
// other than the required one: errc::nd_range; an aspect the device lacks
// or a work-group size beyond it: errc::kernel_not_supported). g++ and
// Clang ignore the attributes, hence -Wno-attributes; the tool's parse
// must not warn about them (stderr is compared empty).
// ARGS: -Wno-attributes
#include <sycl/sycl.hpp>

#include "check_failures.hpp"

#include <cstddef>
#include <string>

#define WG_TWO (2)
[[maybe_unused]] constexpr std::size_t kHuge = 1ull << 40; // tool only

class k_2d;
class k_huge;
class k_gpu;
class k_cpu_fp64;
class k_none_listed;
class k_hint;
class k_cl;
class k_cl_other;
class k_plain;

struct Functor2d {
  int *out;
  [[sycl::reqd_work_group_size(4, WG_TWO)]] void
  operator()(sycl::nd_item<2> it) const {
    if (it.get_global_linear_id() == 0)
      *out = static_cast<int>(it.get_local_range().size());
  }
};

template <int N> struct FunctorN {
  int *out;
  [[sycl::reqd_work_group_size(N, 1, 1)]] void
  operator()(sycl::nd_item<3> it) const {
    if (it.get_global_linear_id() == 0)
      *out = static_cast<int>(it.get_local_range()[0]);
  }
};

namespace {
int failures_before = 0;

void expect(bool ok, const char *what) {
  if (!ok)
    golden::fail(what, "true", "false");
}

// Runs `submit` and expects it to throw `code`.
template <class Submit>
void expect_throw(Submit submit, sycl::errc code, const char *what) {
  try {
    submit();
    golden::fail(what, "an exception", "none");
  } catch (const sycl::exception &e) {
    if (e.code() != code)
      golden::fail(what, "another error code", e.what());
  }
}
} // namespace

int main() {
  sycl::queue q;
  const sycl::device dev = q.get_device();
  const sycl::context ctx = q.get_context();
  int out[6] = {};
  int *p = out;
  // Required local ranges that match run.
  q.submit([&](sycl::handler &h) {
    h.parallel_for<k_2d>(sycl::nd_range<2>({8, 4}, {4, 2}), Functor2d{p});
  });
  q.submit([&](sycl::handler &h) {
    h.parallel_for(sycl::nd_range<3>({16, 1, 1}, {8, 1, 1}),
                   FunctorN<8>{p + 1});
  });
  q.submit([&](sycl::handler &h) {
    h.parallel_for<k_cl>(sycl::nd_range<1>(6, 3),
                         [=](sycl::nd_item<1> it) [[cl::reqd_work_group_size(3)]] {
                           if (it.get_global_linear_id() == 0)
                             p[2] = static_cast<int>(it.get_local_range()[0]);
                         });
  });
  q.wait();
  expect(out[0] == 8 && out[1] == 8 && out[2] == 3,
         "kernels ran with their required work-group sizes");
  // Another local range: errc::nd_range (and in another dimensionality).
  expect_throw(
      [&] {
        q.submit([&](sycl::handler &h) {
          h.parallel_for<k_2d>(sycl::nd_range<2>({8, 4}, {2, 4}), Functor2d{p});
        });
      },
      sycl::errc::nd_range, "k_2d with local range (2, 4)");
  expect_throw(
      [&] {
        q.submit([&](sycl::handler &h) {
          h.parallel_for<k_cl_other>(sycl::nd_range<1>(6, 6),
                               [=](sycl::nd_item<1>) [[cl::reqd_work_group_size(3)]] {});
        });
      },
      sycl::errc::nd_range, "k_cl_other with local range 6");
  // A work-group size beyond the device, an aspect it lacks.
  expect_throw(
      [&] {
        q.submit([&](sycl::handler &h) {
          h.parallel_for<k_huge>(sycl::nd_range<1>(kHuge, kHuge),
                                 [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(kHuge)]] {});
        });
      },
      sycl::errc::kernel_not_supported, "k_huge submitted");
  expect_throw(
      [&] {
        q.submit([&](sycl::handler &h) {
          h.single_task<k_gpu>([=]() [[sycl::device_has(sycl::aspect::gpu)]] {
            p[3] = 1;
          });
        });
      },
      sycl::errc::kernel_not_supported, "k_gpu submitted");
  using namespace sycl;
  q.submit([&](handler &h) {
    h.single_task<k_cpu_fp64>(
        [=]() [[sycl::device_has(aspect::cpu, sycl::aspect::fp64)]] { p[4] = 1; });
  });
  q.submit([&](handler &h) {
    h.single_task<k_none_listed>([=]() [[sycl::device_has()]] { p[5] = 1; });
  });
  q.submit([&](handler &h) {
    h.parallel_for<k_hint>(nd_range<1>(4, 2),
                           [=](nd_item<1>) [[sycl::work_group_size_hint(16)]] {});
  });
  q.submit([&](handler &h) { h.single_task<k_plain>([=] {}); });
  q.wait();
  expect(out[3] == 0 && out[4] == 1 && out[5] == 1, "device_has kernels ran");

  // Compatibility and bundles.
  expect(!is_compatible<k_huge>(dev), "k_huge incompatible");
  expect(!is_compatible<k_gpu>(dev), "k_gpu incompatible");
  expect(is_compatible<k_2d>(dev) && is_compatible<k_cpu_fp64>(dev) &&
             is_compatible<k_none_listed>(dev) && is_compatible<k_hint>(dev),
         "the others compatible");
  expect(!is_compatible({get_kernel_id<k_2d>(), get_kernel_id<k_gpu>()}, dev),
         "a list with one incompatible kernel");
  expect(!has_kernel_bundle<k_gpu, bundle_state::executable>(ctx),
         "has_kernel_bundle for k_gpu");
  expect(has_kernel_bundle<k_2d, bundle_state::input>(ctx),
         "has_kernel_bundle for k_2d");
  expect_throw([&] { get_kernel_bundle<k_huge, bundle_state::executable>(ctx); },
               errc::invalid, "get_kernel_bundle of k_huge");
  auto all = get_kernel_bundle<bundle_state::input>(ctx);
  expect(!all.has_kernel<k_gpu>() && !all.has_kernel<k_huge>() &&
             all.has_kernel<k_2d>() && all.has_kernel<k_plain>(),
         "the bundle of all kernels holds the compatible ones");
  const range<3> wg = get_kernel_bundle<k_2d, bundle_state::executable>(ctx)
                          .get_kernel<k_2d>()
                          .get_info<info::kernel_device_specific::compile_work_group_size>(dev);
  expect(wg == range<3>(4, 2, 1), "compile_work_group_size of k_2d");
  if (golden::failures == failures_before)
    std::printf("OK kernel attributes\n");
  return golden::failures == 0 ? 0 : 1;
}
