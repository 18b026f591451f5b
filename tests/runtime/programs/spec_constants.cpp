// Specialization constants as SYCL 2020 programs use them: set through the
// handler, read through kernel_handler, and set on a kernel bundle that is
// built and then used. Exit code 0 when every result is right.
#include <sycl/sycl.hpp>

#include <iostream>

constexpr sycl::specialization_id<int> coeff_id(7);
constexpr sycl::specialization_id<float> offset_id(0.5f);

class Scale;
class Shift;
class ShiftBundle;

// out[i] = i + offset + coeff, from the specialization constants.
auto shift(float *out) {
  return [=](sycl::id<1> i, sycl::kernel_handler kh) {
    out[i] = static_cast<float>(i[0]) +
             kh.get_specialization_constant<offset_id>() +
             static_cast<float>(kh.get_specialization_constant<coeff_id>());
  };
}

int main() {
  sycl::queue q;
  std::vector<int> data(16, 1);
  int errors = 0;
  {
    sycl::buffer<int> buf(data.data(), sycl::range<1>(data.size()));
    q.submit([&](sycl::handler &cgh) {
      auto acc = buf.get_access<sycl::access::mode::read_write>(cgh);
      cgh.set_specialization_constant<coeff_id>(3);
      cgh.parallel_for<Scale>(
          sycl::range<1>(16), [=](sycl::item<1> it, sycl::kernel_handler kh) {
            acc[it] *= kh.get_specialization_constant<coeff_id>();
          });
    });
  }
  for (int v : data)
    errors += v != 3;

  // Defaults apply when nothing was set.
  float *out = sycl::malloc_shared<float>(4, q);
  q.submit([&](sycl::handler &cgh) {
     cgh.parallel_for<Shift>(sycl::range<1>(4), shift(out));
   }).wait();
  for (int i = 0; i < 4; ++i)
    errors += out[i] != static_cast<float>(i) + 7.5f;

  // Through a kernel bundle: input state, set, build, use.
  auto input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  input.set_specialization_constant<offset_id>(100.0f);
  auto exec = sycl::build(input);
  errors += exec.get_specialization_constant<offset_id>() != 100.0f;
  q.submit([&](sycl::handler &cgh) {
     cgh.use_kernel_bundle(exec);
     cgh.parallel_for<ShiftBundle>(sycl::range<1>(4), shift(out));
   }).wait();
  for (int i = 0; i < 4; ++i)
    errors += out[i] != static_cast<float>(i) + 107.0f;
  sycl::free(out, q);

  std::cout << (errors == 0 ? "PASSED" : "FAILED") << std::endl;
  return errors == 0 ? 0 : 1;
}
