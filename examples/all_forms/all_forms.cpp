// Specialization constants declared every way the tool supports: a global,
// a named namespace, an unnamed namespace, a static member, a variable
// template and a static member template. Each is read by one kernel, set
// once through the handler and once through a kernel bundle.
#include <sycl/sycl.hpp>

#include <cstdio>

constexpr sycl::specialization_id<int> global_id(1);
namespace named {
constexpr sycl::specialization_id<int> ns_id(2);
}
namespace {
constexpr sycl::specialization_id<int> anon_id(3);
}
struct holder {
  static constexpr sycl::specialization_id<int> member_id{4};
  template <class T> static constexpr sycl::specialization_id<T> member_tmpl{T(5)};
};
template <class T> constexpr sycl::specialization_id<T> var_tmpl{T(6)};

constexpr int forms = 6;

// Reads all six in one kernel; `setup` sets values or binds a bundle.
template <class Setup> void read_all(sycl::queue &q, int (&seen)[forms], Setup setup) {
  sycl::buffer<int, 1> out(seen, sycl::range<1>(forms));
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor r{out, cgh, sycl::write_only};
    setup(cgh);
    cgh.single_task<class read_all_forms>([=](sycl::kernel_handler h) {
      r[0] = h.get_specialization_constant<global_id>();
      r[1] = h.get_specialization_constant<named::ns_id>();
      r[2] = h.get_specialization_constant<anon_id>();
      r[3] = h.get_specialization_constant<holder::member_id>();
      r[4] = h.get_specialization_constant<holder::member_tmpl<int>>();
      r[5] = h.get_specialization_constant<var_tmpl<int>>();
    });
  });
}

int check(const char *how, const int (&seen)[forms], int base) {
  int failures = 0;
  for (int i = 0; i < forms; ++i)
    failures += seen[i] != base + i + 1;
  std::printf("all_forms: %s: %s\n", how, failures == 0 ? "all six as expected" : "MISMATCH");
  return failures;
}

int main() {
  sycl::queue q;
  int seen[forms] = {};
  int failures = 0;

  read_all(q, seen, [](sycl::handler &) {});
  failures += check("defaults", seen, 0);

  read_all(q, seen, [](sycl::handler &cgh) {
    cgh.set_specialization_constant<global_id>(11);
    cgh.set_specialization_constant<named::ns_id>(12);
    cgh.set_specialization_constant<anon_id>(13);
    cgh.set_specialization_constant<holder::member_id>(14);
    cgh.set_specialization_constant<holder::member_tmpl<int>>(15);
    cgh.set_specialization_constant<var_tmpl<int>>(16);
  });
  failures += check("set through the handler", seen, 10);

  auto input = sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  input.set_specialization_constant<global_id>(21);
  input.set_specialization_constant<named::ns_id>(22);
  input.set_specialization_constant<anon_id>(23);
  input.set_specialization_constant<holder::member_id>(24);
  input.set_specialization_constant<holder::member_tmpl<int>>(25);
  input.set_specialization_constant<var_tmpl<int>>(26);
  auto exe = sycl::build(input);
  read_all(q, seen, [&](sycl::handler &cgh) { cgh.use_kernel_bundle(exe); });
  failures += check("set through a kernel bundle", seen, 20);
  return failures == 0 ? 0 : 1;
}
