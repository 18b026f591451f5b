// The runtime used after main() returns: from the destructor of a static
// object and from an atexit handler, both set up before the footer's
// registrations run (so before the runtime's own state is first used; a
// function-local static there would be destroyed before both run). Each
// queries the registry, reads specialization constants through a handler,
// a kernel and a kernel bundle, and prints a marker the test looks for.
#include "check.hpp"

#include <sycl/sycl.hpp>
#include <syclfg/kernels.hpp>
#include <syclfg/registry.hpp>
#include <syclfg/spec_constants.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace {
struct pair_value {
  int a;
  double b;
};
} // namespace

constexpr sycl::specialization_id<int> exit_int(11);
constexpr sycl::specialization_id<pair_value> exit_pair(pair_value{2, 3.5});
sycl::ext::oneapi::experimental::device_global<int> exit_global(5);
class exit_kernel; // the program's two kernels
class exit_bundle_kernel;

namespace {

// Everything the runtime offers, used late; `who` names the caller.
void use_runtime(const char *who) {
  const char *id = syclfg::symbolic_id<exit_int>();
  auto entry = syclfg::find_by_address(&exit_int);
  LIFETIME_CHECK(entry.has_value());
  LIFETIME_CHECK(entry->id == id);
  LIFETIME_CHECK(entry->kind == "specialization_id");
  LIFETIME_CHECK(syclfg::addresses_of(id).size() == 1);
  LIFETIME_CHECK(syclfg::all_entries().size() >= 2);
  LIFETIME_CHECK(syclfg::conflicting_ids().empty());
  LIFETIME_CHECK(
      syclfg::spec_constant_descriptors(syclfg::symbolic_id<exit_pair>())
          ->size() == 2);
  LIFETIME_CHECK(!syclfg::kernel_names().empty());

  sycl::queue q;
  sycl::buffer<int, 1> out{sycl::range<1>(3)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor result{out, cgh, sycl::write_only};
    cgh.set_specialization_constant<exit_int>(42);
    LIFETIME_CHECK(cgh.get_specialization_constant<exit_int>() == 42);
    cgh.single_task<exit_kernel>([=](sycl::kernel_handler kh) {
      result[0] = kh.get_specialization_constant<exit_int>();
      result[1] = kh.get_specialization_constant<exit_pair>().a;
    });
  });
  auto input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  input.set_specialization_constant<exit_int>(7);
  auto exe = sycl::link(sycl::compile(input));
  LIFETIME_CHECK(exe.get_specialization_constant<exit_int>() == 7);
  LIFETIME_CHECK(exe.has_kernel<exit_bundle_kernel>());
  LIFETIME_CHECK(sycl::get_kernel_ids().size() == 2);
  int global_value = 0;
  q.memcpy(&global_value, exit_global).wait();
  LIFETIME_CHECK(global_value == 5);
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor result{out, cgh, sycl::read_write};
    cgh.use_kernel_bundle(exe);
    cgh.single_task<exit_bundle_kernel>([=](sycl::kernel_handler kh) {
      result[2] = kh.get_specialization_constant<exit_int>();
    });
  });
  sycl::host_accessor h{out, sycl::read_only};
  LIFETIME_CHECK(h[0] == 42);
  LIFETIME_CHECK(h[1] == 2);
  LIFETIME_CHECK(h[2] == 7);
  std::printf("runtime usable in %s\n", who);
  std::fflush(stdout);
}

void at_exit_handler() { use_runtime("atexit handler"); }

// Constructed before the footer's registrations (the footer is appended to
// this TU), so destroyed after anything they construct.
struct late_user {
  late_user() { std::atexit(at_exit_handler); }
  ~late_user() { use_runtime("static destructor"); }
} user;

} // namespace

int main() {
  use_runtime("main");
  return 0;
}
