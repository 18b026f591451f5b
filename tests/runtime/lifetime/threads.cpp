// The runtime under concurrent use, for ThreadSanitizer: threads register
// objects, specialization-constant layouts and kernels (as footers and
// integration headers of dlopen'ed libraries would) while others query the
// registry and the numbering, set and get specialization constants through
// handlers and bundles, run kernels that read them, and switch between the
// emulated and native paths. Every value read must be the one set.
#include "check.hpp"

#include <sycl/sycl.hpp>
#include <syclfg/kernels.hpp>
#include <syclfg/registry.hpp>
#include <syclfg/spec_constants.hpp>

#include <atomic>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

constexpr sycl::specialization_id<int> mt_int(-1);
constexpr sycl::specialization_id<double> mt_double(0.25);

namespace {

constexpr int threads_per_role = 2;
constexpr int rounds = 40;

// Names and objects registered at run time; storage outlives the process.
struct registered_names {
  std::string ids[threads_per_role][rounds];
  std::string kernels[threads_per_role][rounds];
  long long objects[threads_per_role][rounds]; // 8 bytes: two leaves
};
registered_names names;

using sycl::detail::kernel_info_t;
using sycl::detail::kernel_param_desc_t;
using K = sycl::detail::kernel_param_kind_t;
const kernel_param_desc_t one_int[] = {{K::kind_std_layout, 4, 0},
                                       {K::kind_invalid, 0, 0}};
const __syclfg_spec_leaf two_leaves[] = {{0, 4}, {4, 4}};

void register_things(int t) {
  for (int i = 0; i < rounds; ++i) {
    std::string &id = names.ids[t][i];
    id = "mt.thread" + std::to_string(t) + ".object" + std::to_string(i);
    __register_uniquely_identifiable_object(&names.objects[t][i], id.c_str(),
                                            "specialization_id");
    __syclfg_register_spec_constant_layout(id.c_str(), 8, two_leaves, 2);
    std::string &kernel = names.kernels[t][i];
    kernel = "mt.kernel" + std::to_string(t) + "." + std::to_string(i);
    const kernel_info_t info{kernel.c_str(), 0, 1};
    __syclfg_register_kernels(&info, 1, one_int);
  }
}

void query_things() {
  for (int i = 0; i < rounds; ++i) {
    auto entry = syclfg::find_by_address(&mt_int);
    LIFETIME_CHECK(entry && entry->id == syclfg::symbolic_id<mt_int>());
    LIFETIME_CHECK(syclfg::all_entries().size() >= 2);
    LIFETIME_CHECK(syclfg::conflicting_ids().empty());
    LIFETIME_CHECK(
        syclfg::spec_constant_buffer_offset(syclfg::symbolic_id<mt_double>()));
    LIFETIME_CHECK(syclfg::spec_constant_default_buffer().size() >=
                   sizeof(int) + sizeof(double));
    LIFETIME_CHECK(!syclfg::spec_constant_ids().empty());
    (void)syclfg::kernel_names();
    (void)syclfg::kernel_params("mt.kernel0.0");
  }
}

// Sets a value per round through a handler and through a bundle, and checks
// what the kernel and the getters read.
void set_and_get(int t) {
  sycl::queue q;
  sycl::buffer<int, 1> out{sycl::range<1>(2)};
  for (int i = 0; i < rounds; ++i) {
    const int value = t * 1000 + i;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor result{out, cgh, sycl::write_only};
      cgh.set_specialization_constant<mt_int>(value);
      LIFETIME_CHECK(cgh.get_specialization_constant<mt_int>() == value);
      LIFETIME_CHECK(cgh.get_specialization_constant<mt_double>() == 0.25);
      cgh.single_task<class mt_handler_kernel>([=](sycl::kernel_handler kh) {
        result[0] = kh.get_specialization_constant<mt_int>();
        result[1] =
            static_cast<int>(kh.get_specialization_constant<mt_double>() * 4);
      });
    });
    {
      sycl::host_accessor h{out, sycl::read_only};
      LIFETIME_CHECK(h[0] == value);
      LIFETIME_CHECK(h[1] == 1);
    }
    auto input =
        sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
    input.set_specialization_constant<mt_double>(value + 0.5);
    auto exe = sycl::build(input);
    LIFETIME_CHECK(exe.get_specialization_constant<mt_double>() == value + 0.5);
    double read = 0;
    {
      sycl::buffer<double, 1> one{&read, sycl::range<1>(1)};
      q.submit([&](sycl::handler &cgh) {
        sycl::accessor result{one, cgh, sycl::write_only};
        cgh.use_kernel_bundle(exe);
        cgh.single_task<class mt_bundle_kernel>([=](sycl::kernel_handler kh) {
          result[0] = kh.get_specialization_constant<mt_double>();
        });
      });
    }
    LIFETIME_CHECK(read == value + 0.5);
  }
}

void switch_paths() {
  for (int i = 0; i < rounds; ++i)
    syclfg::set_spec_constant_path(i % 2 == 0
                                       ? syclfg::spec_constant_path::native
                                       : syclfg::spec_constant_path::emulated);
}

} // namespace

int main() {
  std::vector<std::thread> threads;
  for (int t = 0; t < threads_per_role; ++t) {
    threads.emplace_back(register_things, t);
    threads.emplace_back(query_things);
    threads.emplace_back(set_and_get, t);
  }
  threads.emplace_back(switch_paths);
  for (std::thread &thread : threads)
    thread.join();
  // Every registration made it, once.
  for (int t = 0; t < threads_per_role; ++t)
    for (int i = 0; i < rounds; ++i) {
      LIFETIME_CHECK(syclfg::addresses_of(names.ids[t][i]).size() == 1);
      LIFETIME_CHECK(
          syclfg::spec_constant_descriptors(names.ids[t][i])->size() == 2);
      LIFETIME_CHECK(syclfg::kernel_params(names.kernels[t][i])->size() == 1);
    }
  std::printf("threads: all values read as set\n");
  return 0;
}
