// __syclfg_register_kernels and <syclfg/kernels.hpp> on hand-made tables,
// laid out as an integration header lays them out: one signature array with
// a kind_invalid terminator after each kernel's entries.
#include <syclfg/kernels.hpp>

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <thread>
#include <vector>

namespace {

using sycl::detail::access_target_code;
using sycl::detail::kernel_info_t;
using sycl::detail::kernel_param_desc_t;
using K = sycl::detail::kernel_param_kind_t;

constexpr int accessor_info(access_target_code target, int dims) {
  return static_cast<int>(target) | (dims << 11);
}

const kernel_param_desc_t ctor_signatures[] = {
    // "ctor_first": an accessor, a captured int, the spec-constants buffer
    {K::kind_accessor, accessor_info(access_target_code::global_buffer, 2), 0},
    {K::kind_std_layout, 4, 32},
    {K::kind_specialization_constants_buffer, 8, 0},
    {K::kind_invalid, -987654321, -987654321},
    // "ctor_empty": a kernel that captures nothing
    {K::kind_invalid, -987654321, -987654321},
    // "ctor_second": a sampler, a stream, a pointer
    {K::kind_sampler, 8, 0},
    {K::kind_stream, 16, 8},
    {K::kind_pointer, 8, 24},
    {K::kind_invalid, -987654321, -987654321},
};
const kernel_info_t ctor_kernels[] = {
    {"ctor_first", 0, 3},
    {"ctor_empty", 4, 0},
    {"ctor_second", 5, 3},
};

// Registered before main, as a generated header does.
const struct register_at_startup {
  register_at_startup() {
    __syclfg_register_kernels(ctor_kernels, 3, ctor_signatures);
  }
} at_startup;

std::ptrdiff_t position(const std::vector<std::string> &names,
                        const std::string &name) {
  auto it = std::find(names.begin(), names.end(), name);
  return it == names.end() ? -1 : it - names.begin();
}

std::vector<syclfg::kernel_param> params_of(const char *name) {
  auto params = syclfg::kernel_params(name);
  REQUIRE(params.has_value());
  return *params;
}

} // namespace

TEST_CASE("kernels registered by a global constructor are found", "[kernels]") {
  using P = syclfg::kernel_param;
  CHECK(params_of("ctor_first") ==
        std::vector<P>{{K::kind_accessor, 2014 | (2 << 11), 0},
                       {K::kind_std_layout, 4, 32},
                       {K::kind_specialization_constants_buffer, 8, 0}});
  CHECK(params_of("ctor_empty").empty());
  CHECK(params_of("ctor_second") == std::vector<P>{{K::kind_sampler, 8, 0},
                                                   {K::kind_stream, 16, 8},
                                                   {K::kind_pointer, 8, 24}});
  std::vector<std::string> names = syclfg::kernel_names();
  CHECK(position(names, "ctor_first") == 0);
  CHECK(position(names, "ctor_empty") == 1);
  CHECK(position(names, "ctor_second") == 2);
}

TEST_CASE("an unknown kernel has no parameters", "[kernels]") {
  CHECK_FALSE(syclfg::kernel_params("no_such_kernel").has_value());
  CHECK_FALSE(syclfg::kernel_params("").has_value());
}

TEST_CASE("registering the same table again keeps one entry", "[kernels]") {
  // A kernel in a header included by two TUs is registered by both.
  __syclfg_register_kernels(ctor_kernels, 3, ctor_signatures);
  __syclfg_register_kernels(ctor_kernels + 2, 1, ctor_signatures);
  std::vector<std::string> names = syclfg::kernel_names();
  CHECK(std::count(names.begin(), names.end(), "ctor_second") == 1);
  CHECK(params_of("ctor_second").size() == 3);
}

TEST_CASE("a name registered with other parameters keeps the first",
          "[kernels]") {
  // Default policy (SYCLFG_ON_CONFLICT unset): a warning on stderr only.
  const kernel_param_desc_t other[] = {{K::kind_std_layout, 8, 0},
                                       {K::kind_invalid, 0, 0}};
  const kernel_info_t clash[] = {{"ctor_first", 0, 1}};
  __syclfg_register_kernels(clash, 1, other);
  CHECK(params_of("ctor_first").size() == 3);
  CHECK(params_of("ctor_first")[0].kind == K::kind_accessor);
}

TEST_CASE("a table with no kernels is accepted", "[kernels]") {
  std::size_t before = syclfg::kernel_names().size();
  __syclfg_register_kernels(nullptr, 0, nullptr);
  CHECK(syclfg::kernel_names().size() == before);
}

TEST_CASE("accessor info decodes to target and dimensions", "[kernels]") {
  for (int dims = 1; dims <= 3; ++dims)
    for (access_target_code target :
         {access_target_code::global_buffer,
          access_target_code::constant_buffer, access_target_code::local,
          access_target_code::host_task}) {
      syclfg::accessor_info decoded =
          syclfg::decode_accessor_info(accessor_info(target, dims));
      CHECK(decoded.target == target);
      CHECK(decoded.dimensions == dims);
    }
  static_assert(syclfg::decode_accessor_info(2016 | (3 << 11)).target ==
                access_target_code::local);
}

TEST_CASE("threads registering at once lose nothing", "[kernels]") {
  // Each thread registers its own kernel and one shared by all; the result
  // does not depend on the interleaving.
  constexpr int threads = 8;
  static const kernel_param_desc_t signature[] = {{K::kind_std_layout, 4, 0},
                                                  {K::kind_invalid, 0, 0}};
  std::vector<std::string> own(threads);
  std::vector<std::thread> workers;
  for (int i = 0; i < threads; ++i) {
    own[i] = "thread_kernel_" + std::to_string(i);
    workers.emplace_back([&, i] {
      const kernel_info_t kernels[] = {{own[i].c_str(), 0, 1},
                                       {"thread_shared", 0, 1}};
      __syclfg_register_kernels(kernels, 2, signature);
    });
  }
  for (std::thread &w : workers)
    w.join();
  std::vector<std::string> names = syclfg::kernel_names();
  CHECK(std::count(names.begin(), names.end(), "thread_shared") == 1);
  for (const std::string &name : own) {
    CHECK(std::count(names.begin(), names.end(), name) == 1);
    CHECK(params_of(name.c_str()).size() == 1);
  }
}
