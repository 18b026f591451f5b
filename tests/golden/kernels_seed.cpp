// Expected outputs beside this input: .footer and .int-header.
// The seed's first_kernel (IntegrationHeaderAndFooter.md): an int, a struct,
// an accessor and a sampler captured by a single_task lambda. The table has
// the seed's kinds; sizes and offsets are those of this target and of these
// host-side SYCL classes. The program compares the registered table with
// what the host compiler reports for the same captures.
#include <sycl/sycl.hpp>
#include <syclfg/kernels.hpp>

#include "check.hpp"

int main() {
  sycl::queue q;
  char data[4] = {};
  sycl::buffer<char, 1> buf(data, sycl::range<1>(4));
  int i = 13;
  sycl::sampler smplr(sycl::coordinate_normalization_mode::unnormalized,
                      sycl::addressing_mode::clamp, sycl::filtering_mode::nearest);
  struct S {
    char c;
    int i;
  } test_s;
  test_s.c = 14;
  test_s.i = 0;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor<char, 1, sycl::access_mode::read> acc1(buf, cgh);
    cgh.single_task<class first_kernel>([=]() {
      if (i == 13 && test_s.c == 14) {
        (void)acc1;
        (void)smplr;
      }
    });
  });
  q.wait();

  auto params = syclfg::kernel_params(syclfg::kernel_names().at(0));
  if (!params || params->size() != 4)
    golden::fail("first_kernel parameters", "4", "other");
  using kind = sycl::detail::kernel_param_kind_t;
  const kind kinds[] = {kind::kind_std_layout, kind::kind_std_layout,
                        kind::kind_accessor, kind::kind_sampler};
  for (std::size_t k = 0; params && k < params->size() && k < 4; ++k)
    if ((*params)[k].kind != kinds[k])
      golden::fail("parameter kind", "seed's kind", "other");
  if (params && params->size() == 4) {
    if ((*params)[0].info != sizeof(int) || (*params)[1].info != sizeof(S) ||
        (*params)[3].info != sizeof(sycl::sampler))
      golden::fail("std-layout sizes", "host sizeof", "other");
    auto acc = syclfg::decode_accessor_info((*params)[2].info);
    if (acc.dimensions != 1 ||
        acc.target != sycl::detail::access_target_code::global_buffer)
      golden::fail("accessor info", "1-D global_buffer", "other");
  }
  if (syclfg::kernel_names().at(0).find("first_kernel") == std::string::npos)
    golden::fail("kernel name", "..first_kernel", syclfg::kernel_names().at(0).c_str());
  return golden::result(0);
}
