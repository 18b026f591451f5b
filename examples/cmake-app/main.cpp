// Two TUs share the specialization constant `factor` (include/app.hpp): this
// one sets it for its own kernel, scale.cpp's kernel reads the default.
#include "app.hpp"
#include "check.hpp"

int main() {
  const std::vector<int> in{1, 2, 3, 4};
  std::vector<int> out(in);
  sycl::queue q;
  {
    sycl::buffer<int, 1> buf(out.data(), sycl::range<1>(out.size()));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{buf, cgh, sycl::read_write};
      cgh.set_specialization_constant<factor>(10);
      cgh.parallel_for(buf.get_range(), [=](sycl::id<1> i, sycl::kernel_handler h) {
        acc[i] *= h.get_specialization_constant<factor>();
      });
    });
    q.wait();
  }
  bool ok = check("factor set through the handler", out, {10, 20, 30, 40});
  ok &= check("default factor in the other TU", scale_by_default(q, in), {2, 4, 6, 8});
  std::printf("cmake-app: %s\n", ok ? "OK" : "FAILED");
  return ok ? 0 : 1;
}
