// Expected outputs beside this input: .footer and .int-header.
// Kernels in every form: named function objects (checked against offsetof),
// templated and namespaced kernel names, unnamed lambdas, kernel_handler
// (implicit specialization-constants buffer, also for a generic lambda the
// runtime calls with one), nd_range, parallel_for_work_group,
// pointers, a stream, a struct holding an accessor (decomposed), several
// kernels in one TU, one kernel name used twice.
#include <sycl/sycl.hpp>
#include <syclfg/kernels.hpp>

#include "check.hpp"

#include <cstddef>

namespace names {
template <class T, int N> class templated;
class plain;
} // namespace names

struct Pod {
  double d;
  int i;
};

// A named function object with a std-layout member and a pointer.
struct Functor {
  Pod pod;
  int *ptr;
  void operator()() const {}
};

struct Holder { // decomposed: it holds an accessor
  int scale;
  sycl::accessor<int, 1, sycl::access_mode::read_write> acc;
};

constexpr sycl::specialization_id<int> factor{3};

using kind = sycl::detail::kernel_param_kind_t;

const std::vector<syclfg::kernel_param> &params_of(const std::string &needle) {
  static std::vector<syclfg::kernel_param> none;
  for (const std::string &name : syclfg::kernel_names())
    if (name.find(needle) != std::string::npos) {
      static std::vector<syclfg::kernel_param> found;
      found = *syclfg::kernel_params(name);
      return found;
    }
  golden::fail("kernel registered", needle.c_str(), nullptr);
  return none;
}

void expect(const syclfg::kernel_param &p, kind k, long info, long offset, const char *what) {
  if (p.kind != k || p.info != info || p.offset != offset)
    golden::fail(what, "host compiler layout", "different");
}

int main() {
  sycl::queue q;
  int data[8] = {};
  sycl::buffer<int, 1> buf(data, sycl::range<1>(8));
  int value = 0;
  q.submit([&](sycl::handler &cgh) {
    Functor f{{1.0, 2}, &value};
    cgh.single_task<names::plain>(f);
  });
  q.submit([&](sycl::handler &cgh) {
    Functor f{{1.0, 2}, &value};
    cgh.single_task(f); // unnamed: named after Functor
  });
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor<int, 1> acc(buf, cgh);
    Holder h{2, acc};
    cgh.parallel_for<names::templated<int, 2>>(sycl::range<1>(8), [=](sycl::id<1> i) {
      h.acc[i] = h.scale;
    });
  });
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor<int, 1> acc(buf, cgh);
    cgh.parallel_for(sycl::nd_range<1>(sycl::range<1>(8), sycl::range<1>(4)),
                     [=](sycl::nd_item<1> it, sycl::kernel_handler kh) {
                       acc[it.get_global_id(0)] += kh.get_specialization_constant<factor>();
                     });
  });
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor<int, 1> acc(buf, cgh);
    cgh.single_task<class generic_handler>(
        [=](auto kh) { acc[0] = kh.template get_specialization_constant<factor>(); });
  });
  q.submit([&](sycl::handler &cgh) {
    sycl::stream out(1024, 80, cgh);
    cgh.parallel_for_work_group<class work_groups>(
        sycl::range<1>(2), [=](sycl::group<1> g) { (void)g; (void)out; });
  });
  q.wait();

  // Functor: the host compiler's offsets and sizes.
  const auto &plain = params_of("5names5plain");
  if (plain.size() == 2) {
    expect(plain[0], kind::kind_std_layout, sizeof(Pod), offsetof(Functor, pod), "Functor.pod");
    expect(plain[1], kind::kind_pointer, sizeof(int *), offsetof(Functor, ptr), "Functor.ptr");
  } else {
    golden::fail("plain parameters", "2", "other");
  }
  if (params_of("7Functor").size() != 2)
    golden::fail("unnamed functor kernel", "2 parameters", "other");
  const auto &templated = params_of("9templatedIiLi2EE");
  if (templated.size() != 2 || templated[0].kind != kind::kind_std_layout ||
      templated[1].kind != kind::kind_accessor ||
      templated[1].offset - templated[0].offset !=
          static_cast<int>(offsetof(Holder, acc) - offsetof(Holder, scale)))
    golden::fail("Holder decomposed", "scale, acc", "other");
  std::size_t with_handler = 0;
  for (const std::string &name : syclfg::kernel_names()) {
    const std::vector<syclfg::kernel_param> params = *syclfg::kernel_params(name);
    for (const auto &p : params)
      with_handler += p.kind == kind::kind_specialization_constants_buffer;
  }
  if (with_handler != 2)
    golden::fail("kernel_handler buffer entries", "2", "other");
  const auto &generic = params_of("generic_handler");
  if (generic.size() != 2 || generic[0].kind != kind::kind_accessor ||
      generic[1].kind != kind::kind_specialization_constants_buffer)
    golden::fail("generic lambda given a kernel_handler", "acc, kernel_handler", "other");
  const auto &groups = params_of("work_groups");
  if (groups.size() != 1 || groups[0].kind != kind::kind_stream ||
      groups[0].info != static_cast<int>(sizeof(sycl::stream)))
    golden::fail("stream parameter", "kind_stream", "other");
  if (syclfg::kernel_names().size() != 6)
    golden::fail("kernels", "6", "other");
  return golden::result(1);
}
