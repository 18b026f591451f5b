// Kernel bundles: kernel identities, getting bundles (all kernels, chosen
// kernels, by kernel name), has_kernel_bundle/is_compatible, the state
// rules of specialization constants through compile, link, build and join,
// and binding a bundle to a command group; kernel::get_info for the
// kernel_device_specific queries (4.11.13.2) on the host device; kernels
// whose attributes (reqd_work_group_size, device_has) the device lacks.
#include <syclfg/executor.hpp>

#include "kernel_attribute_warnings.hpp"
#include "kernel_read.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <type_traits>
#include <unordered_set>

constexpr sycl::specialization_id<int> kb_int(1);
constexpr sycl::specialization_id<float> kb_float(0.5f);

class kernel_a;
class kernel_b;
class launched_later; // only launched in the last test case
class wg_kernel;
class wg_hierarchical;
class gpu_kernel;
class sub_group_16;
class sub_group_128;

namespace {

using input_bundle = sycl::kernel_bundle<sycl::bundle_state::input>;
using object_bundle = sycl::kernel_bundle<sycl::bundle_state::object>;
using exe_bundle = sycl::kernel_bundle<sycl::bundle_state::executable>;

bool is_invalid(const sycl::exception &e) {
  return e.code() == sycl::errc::invalid;
}

bool is_errc(const sycl::exception &e, sycl::errc code) {
  return e.code() == code;
}
#define CHECK_THROWS_ERRC(expr, code)                                          \
  CHECK_THROWS_MATCHES(expr, sycl::exception,                                  \
                       Catch::Predicate<sycl::exception>(                      \
                           [](const sycl::exception &e) {                      \
                             return is_errc(e, sycl::errc::code);              \
                           },                                                  \
                           #code))

// Runs kernel_a (or kernel_b) reading kb_int with `bundle` bound.
template <class Name> int run_with(sycl::queue &q, const exe_bundle &bundle) {
  int read = 0;
  {
    sycl::buffer<int, 1> out{&read, sycl::range<1>(1)};
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor result{out, cgh, sycl::write_only};
      cgh.use_kernel_bundle(bundle);
      cgh.single_task<Name>([=](sycl::kernel_handler kh) {
        result[0] = kh.get_specialization_constant<kb_int>();
      });
    });
  }
  return read;
}

bool contains(const std::vector<sycl::kernel_id> &ids,
              const sycl::kernel_id &id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// Whether set_specialization_constant exists for a bundle type.
template <class B, class = void> struct can_set : std::false_type {};
template <class B>
struct can_set<
    B,
    std::void_t<decltype(std::declval<B &>()
                             .template set_specialization_constant<kb_int>(1))>>
    : std::true_type {};

} // namespace

TEST_CASE("kernel ids name every kernel before it runs", "[ids]") {
  sycl::kernel_id a = sycl::get_kernel_id<kernel_a>();
  CHECK(a == sycl::get_kernel_id<kernel_a>());
  CHECK(a != sycl::get_kernel_id<kernel_b>());
  CHECK(a.get_name() != nullptr);
  std::vector<sycl::kernel_id> all = sycl::get_kernel_ids();
  CHECK(contains(all, a));
  CHECK(contains(all, sycl::get_kernel_id<launched_later>()));
  std::unordered_set<sycl::kernel_id> set(all.begin(), all.end());
  CHECK(set.size() == all.size());
  // All but gpu_kernel (device_has(aspect::gpu)) and sub_group_128
  // (reqd_sub_group_size(128)), of the last test cases.
  CHECK(!sycl::is_compatible(all, sycl::device{}));
  for (const sycl::kernel_id &off : {sycl::get_kernel_id<gpu_kernel>(),
                                     sycl::get_kernel_id<sub_group_128>()}) {
    CHECK(contains(all, off));
    all.erase(std::find(all.begin(), all.end(), off));
  }
  CHECK(sycl::is_compatible(all, sycl::device{}));
  CHECK(sycl::is_compatible<kernel_a>(sycl::device{}));
}

TEST_CASE("getting bundles", "[get]") {
  sycl::queue q;
  const sycl::context ctx = q.get_context();
  auto all = sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx);
  CHECK(!all.empty());
  CHECK(all.get_context() == ctx);
  CHECK(all.get_devices().size() == 1);
  CHECK(all.has_kernel<kernel_a>());
  CHECK(all.has_kernel<kernel_b>(q.get_device()));
  CHECK(all.has_kernel(sycl::get_kernel_id<launched_later>()));
  // Every kernel but gpu_kernel and sub_group_128, which the device cannot
  // run.
  CHECK(all.get_kernel_ids().size() + 2 == sycl::get_kernel_ids().size());

  auto only_a = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
      ctx, {sycl::get_kernel_id<kernel_a>()});
  CHECK(only_a.has_kernel<kernel_a>());
  CHECK(!only_a.has_kernel<kernel_b>());
  CHECK(only_a.get_kernel_ids().size() == 1);
  sycl::kernel k = only_a.get_kernel<kernel_a>();
  CHECK(k.get_context() == ctx);
  CHECK(k.get_kernel_bundle().has_kernel<kernel_a>());
  CHECK(k == only_a.get_kernel(sycl::get_kernel_id<kernel_a>()));
  CHECK_THROWS_ERRC(only_a.get_kernel<kernel_b>(), invalid);

  auto by_name =
      sycl::get_kernel_bundle<kernel_b, sycl::bundle_state::object>(ctx);
  CHECK(by_name.has_kernel<kernel_b>());
  CHECK(!by_name.has_kernel<kernel_a>());
  auto none = sycl::get_kernel_bundle<sycl::bundle_state::input>(
      ctx, std::vector<sycl::kernel_id>{});
  CHECK(none.empty());

  CHECK_THROWS_ERRC(sycl::get_kernel_bundle<sycl::bundle_state::input>(
                        ctx, std::vector<sycl::device>{}),
                    invalid);
  CHECK(sycl::has_kernel_bundle<sycl::bundle_state::input>(ctx));
  CHECK(sycl::has_kernel_bundle<sycl::bundle_state::executable>(
      ctx, {sycl::get_kernel_id<kernel_a>()}));
  CHECK(sycl::has_kernel_bundle<kernel_a, sycl::bundle_state::object>(ctx));
  // An empty device list is errc::invalid for has_kernel_bundle too, with
  // or without kernels (the CTS's has_kernel_bundle_zero_device_*).
  CHECK_THROWS_ERRC(sycl::has_kernel_bundle<sycl::bundle_state::input>(
                        ctx, std::vector<sycl::device>{}),
                    invalid);
  CHECK_THROWS_ERRC(
      sycl::has_kernel_bundle<sycl::bundle_state::input>(
          ctx, std::vector<sycl::device>{}, {sycl::get_kernel_id<kernel_a>()}),
      invalid);
  CHECK_THROWS_ERRC(
      (sycl::has_kernel_bundle<kernel_a, sycl::bundle_state::object>(
          ctx, std::vector<sycl::device>{})),
      invalid);
}

TEST_CASE("constants: set on input, carried through compile and link",
          "[state]") {
  auto path = GENERATE(syclfg::spec_constant_path::emulated,
                       syclfg::spec_constant_path::native);
  test::scoped_path selected(path);
  STATIC_REQUIRE(can_set<input_bundle>::value);
  STATIC_REQUIRE(!can_set<object_bundle>::value);
  STATIC_REQUIRE(!can_set<exe_bundle>::value);

  sycl::queue q;
  auto input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  CHECK(input.has_specialization_constant<kb_int>());
  CHECK(input.get_specialization_constant<kb_int>() == 1); // default
  input.set_specialization_constant<kb_int>(21);
  object_bundle object = sycl::compile(input);
  input.set_specialization_constant<kb_int>(99); // after compile: not seen
  CHECK(object.get_specialization_constant<kb_int>() == 21);
  CHECK(object.get_specialization_constant<kb_float>() == 0.5f);
  exe_bundle exe = sycl::link(object);
  CHECK(exe.get_specialization_constant<kb_int>() == 21);
  CHECK(exe.native_specialization_constant() ==
        (path == syclfg::spec_constant_path::native));
  CHECK(run_with<kernel_a>(q, exe) == 21);
  CHECK(run_with<kernel_a>(q, sycl::build(input)) == 99);
  CHECK(run_with<kernel_a>(
            q, sycl::link({object}, q.get_context().get_devices())) == 21);
}

TEST_CASE("link and join merge kernels and values", "[merge]") {
  sycl::queue q;
  const sycl::context ctx = q.get_context();
  auto a = sycl::get_kernel_bundle<kernel_a, sycl::bundle_state::input>(ctx);
  auto b = sycl::get_kernel_bundle<kernel_b, sycl::bundle_state::input>(ctx);
  a.set_specialization_constant<kb_int>(5);
  b.set_specialization_constant<kb_float>(2.5f);

  auto joined = sycl::join(std::vector<input_bundle>{a, b});
  CHECK(joined.has_kernel<kernel_a>());
  CHECK(joined.has_kernel<kernel_b>());
  CHECK(joined.get_kernel_ids().size() == 2);
  CHECK(joined.get_specialization_constant<kb_int>() == 5);
  CHECK(joined.get_specialization_constant<kb_float>() == 2.5f);

  exe_bundle linked = sycl::link({sycl::compile(a), sycl::compile(b)});
  CHECK(linked.has_kernel<kernel_a>());
  CHECK(linked.has_kernel<kernel_b>());
  CHECK(linked.get_specialization_constant<kb_float>() == 2.5f);
  CHECK(run_with<kernel_b>(q, linked) == 5);

  // A constant set to two different values cannot be merged.
  b.set_specialization_constant<kb_int>(6);
  CHECK_THROWS_ERRC(sycl::join(std::vector<input_bundle>{a, b}), invalid);
  CHECK_THROWS_ERRC(sycl::link({sycl::compile(a), sycl::compile(b)}), invalid);
  // Bundles of two contexts cannot be merged.
  sycl::context other;
  auto foreign = sycl::get_kernel_bundle<sycl::bundle_state::input>(other);
  CHECK_THROWS_ERRC(sycl::join(std::vector<input_bundle>{a, foreign}), invalid);
  CHECK_THROWS_ERRC(sycl::link({sycl::compile(a), sycl::compile(foreign)}),
                    invalid);
  CHECK_THROWS_ERRC(sycl::link(std::vector<object_bundle>{}), invalid);
}

TEST_CASE("use_kernel_bundle: the bundle must hold the kernel", "[handler]") {
  sycl::queue q;
  auto only_a =
      sycl::get_kernel_bundle<kernel_a, sycl::bundle_state::executable>(
          q.get_context());
  CHECK(run_with<kernel_a>(q, only_a) == 1);
  CHECK_THROWS_ERRC(run_with<kernel_b>(q, only_a), kernel_not_supported);
  auto input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(q.get_context());
  input.set_specialization_constant<kb_int>(3);
  CHECK(run_with<launched_later>(q, sycl::build(input)) == 3);
  // Once a bundle is bound, the handler's own setter is refused.
  CHECK_THROWS_ERRC(q.submit([&](sycl::handler &cgh) {
    cgh.use_kernel_bundle(only_a);
    cgh.set_specialization_constant<kb_int>(4);
  }),
                    invalid);
}

TEST_CASE("device images: one per kernel, chosen by a selector", "[images]") {
  sycl::queue q;
  const sycl::context ctx = q.get_context();
  auto all = sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx);
  std::size_t images = 0;
  for (const sycl::device_image<sycl::bundle_state::input> &image : all) {
    std::size_t held = 0;
    for (const sycl::kernel_id &id : all.get_kernel_ids())
      held += image.has_kernel(id) ? 1 : 0;
    CHECK(held == 1);
    ++images;
  }
  CHECK(images == all.get_kernel_ids().size());

  const sycl::kernel_id a = sycl::get_kernel_id<kernel_a>();
  auto only_a = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
      ctx, {q.get_device()},
      [&](const sycl::device_image<sycl::bundle_state::executable> &image) {
        return image.has_kernel(a, q.get_device());
      });
  CHECK(only_a.get_kernel_ids() == std::vector<sycl::kernel_id>{a});
  CHECK(std::distance(only_a.begin(), only_a.end()) == 1);
  CHECK(run_with<kernel_a>(q, only_a) == 1);
  CHECK_THROWS_ERRC(run_with<kernel_b>(q, only_a), kernel_not_supported);

  // A generic selector that chooses nothing: an empty bundle, whose images
  // (none) read no constants natively.
  auto none = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
      ctx, [](auto) { return false; });
  CHECK(none.empty());
  CHECK(none.begin() == none.end());
  CHECK(!none.native_specialization_constant());
  CHECK_THROWS_ERRC(
      sycl::get_kernel_bundle<sycl::bundle_state::input>(
          ctx, std::vector<sycl::device>{}, [](const auto &) { return true; }),
      invalid);
}

// Programs written for DPC++ use the SYCL 1.2.1 namespace with
// <sycl/sycl.hpp>.
static_assert(std::is_same_v<cl::sycl::queue, sycl::queue>);

TEST_CASE("kernel queries on the host device", "[kernel]") {
  namespace kds = sycl::info::kernel_device_specific;
  sycl::queue q;
  sycl::device dev = q.get_device();
  auto bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
      q.get_context(), {dev}, {sycl::get_kernel_id<kernel_a>()});
  sycl::kernel k = bundle.get_kernel(sycl::get_kernel_id<kernel_a>());

  std::size_t sub_group =
      dev.get_info<sycl::info::device::sub_group_sizes>()[0];
  CHECK(k.get_info<kds::work_group_size>(dev) ==
        dev.get_info<sycl::info::device::max_work_group_size>());
  CHECK(k.get_info<kds::preferred_work_group_size_multiple>(dev) == sub_group);
  CHECK(k.get_info<kds::max_sub_group_size>(dev) == sub_group);
  CHECK(k.get_info<kds::max_num_sub_groups>(dev) ==
        dev.get_info<sycl::info::device::max_num_sub_groups>());
  CHECK(k.get_info<kds::compile_work_group_size>(dev) ==
        sycl::range<3>(0, 0, 0));
  CHECK(k.get_info<kds::compile_sub_group_size>(dev) == 0);
  CHECK(k.get_info<kds::compile_num_sub_groups>(dev) == 0);
  CHECK(k.get_info<kds::private_mem_size>(dev) == 0);
  // Only for custom devices and built-in kernels.
  CHECK_THROWS_MATCHES(k.get_info<kds::global_work_size>(dev), sycl::exception,
                       Catch::Predicate<sycl::exception>(is_invalid));
  // The device-independent queries (A.5): num_args only for interop and
  // built-in kernels.
  CHECK_THROWS_MATCHES(k.get_info<sycl::info::kernel::num_args>(),
                       sycl::exception,
                       Catch::Predicate<sycl::exception>(is_invalid));
  CHECK(k.get_info<sycl::info::kernel::attributes>().empty());
}

SYCLFG_TEST_KERNEL_ATTRIBUTES_BEGIN

TEST_CASE("reqd_work_group_size: queries, hierarchical launches",
          "[attributes]") {
  namespace kds = sycl::info::kernel_device_specific;
  sycl::queue q;
  sycl::device dev = q.get_device();
  int ran = 0;
  int *p = &ran;
  q.parallel_for<wg_kernel>(sycl::nd_range<2>({4, 6}, {2, 3}),
                            [=](sycl::nd_item<2> it)
                                [[sycl::reqd_work_group_size(2, 3)]] {
                                  if (it.get_global_linear_id() == 0)
                                    *p = 1;
                                })
      .wait();
  CHECK(ran == 1);
  sycl::kernel k =
      sycl::get_kernel_bundle<wg_kernel, sycl::bundle_state::executable>(
          q.get_context())
          .get_kernel<wg_kernel>();
  CHECK(k.get_info<kds::compile_work_group_size>(dev) ==
        sycl::range<3>(2, 3, 1));
  CHECK(k.get_info<kds::work_group_size>(dev) == 6);
  // Without a local range, the required one; another one: errc::nd_range.
  std::size_t local = 0;
  std::size_t *l = &local;
  auto hierarchical = [=](sycl::group<1> g) [[sycl::reqd_work_group_size(4)]] {
    *l = g.get_local_range()[0];
  };
  q.submit([&](sycl::handler &h) {
     h.parallel_for_work_group<wg_hierarchical>(sycl::range<1>(1),
                                                hierarchical);
   }).wait();
  CHECK(local == 4);
  CHECK_THROWS_ERRC(q.submit([&](sycl::handler &h) {
    h.parallel_for_work_group<wg_hierarchical>(sycl::range<1>(1),
                                               sycl::range<1>(2), hierarchical);
  }),
                    nd_range);
}

TEST_CASE("device_has: an aspect the device lacks makes the kernel "
          "incompatible and its launch kernel_not_supported",
          "[attributes]") {
  sycl::queue q;
  const sycl::context ctx = q.get_context();
  const sycl::device dev = q.get_device();
  REQUIRE(!dev.has(sycl::aspect::gpu));
  auto launch = [&] {
    q.single_task<gpu_kernel>([=]() [[sycl::device_has(sycl::aspect::gpu)]] {});
  };
  CHECK_THROWS_ERRC(launch(), kernel_not_supported);
  const sycl::kernel_id id = sycl::get_kernel_id<gpu_kernel>();
  CHECK(!sycl::is_compatible<gpu_kernel>(dev));
  CHECK(!sycl::has_kernel_bundle<sycl::bundle_state::input>(ctx, {dev}, {id}));
  CHECK(!sycl::has_kernel_bundle<sycl::bundle_state::input>(
      ctx, {dev}, {id, sycl::get_kernel_id<kernel_a>()}));
  CHECK_THROWS_ERRC(
      sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx, {id}), invalid);
  CHECK(!contains(sycl::get_kernel_bundle<sycl::bundle_state::executable>(ctx)
                      .get_kernel_ids(),
                  id));
  auto chosen = sycl::get_kernel_bundle<sycl::bundle_state::input>(
      ctx, [](const sycl::device_image<sycl::bundle_state::input> &) {
        return true;
      });
  CHECK(!chosen.has_kernel(id));
  CHECK(chosen.has_kernel<kernel_a>());
}

// SYCL 2020 5.8.1: a kernel whose reqd_sub_group_size the device does not
// list in info::device::sub_group_sizes throws errc::kernel_not_supported
// at submit; one it lists runs with sub-groups of that size. The device
// lists each size the executor runs, 1 to 64, its current one first.
TEST_CASE("reqd_sub_group_size: a listed size runs and another is "
          "kernel_not_supported",
          "[attributes]") {
  sycl::queue q;
  const auto sizes =
      q.get_device().get_info<sycl::info::device::sub_group_sizes>();
  REQUIRE(sizes.size() == 64);
  CHECK(sizes[0] == syclfg::sub_group_size());
  for (std::size_t n = 1; n <= 64; ++n)
    CHECK(std::count(sizes.begin(), sizes.end(), n) == 1);
  std::size_t seen = 0;
  std::size_t *out = &seen;
  q.parallel_for<sub_group_16>(
       sycl::nd_range<1>(32, 32),
       [=](sycl::nd_item<1> it) [[sycl::reqd_sub_group_size(16)]] {
         if (it.get_global_linear_id() == 0)
           *out = it.get_sub_group().get_max_local_range()[0];
       })
      .wait();
  CHECK(seen == 16);
  auto launch = [&] {
    q.parallel_for<sub_group_128>(sycl::nd_range<1>(128, 128),
                                  [=](sycl::nd_item<1>)
                                      [[sycl::reqd_sub_group_size(128)]] {});
  };
  CHECK_THROWS_ERRC(launch(), kernel_not_supported);
  CHECK(!sycl::is_compatible<sub_group_128>(q.get_device()));
}

TEST_CASE("unnamed kernels get the launch rules all of their function "
          "object's size share",
          "[attributes]") {
  sycl::queue q;
  // One unnamed kernel of its size (37 bytes) requires a GPU: refused.
  char one[37] = {};
  CHECK_THROWS_ERRC(
      q.single_task([=]()
                        [[sycl::device_has(sycl::aspect::gpu)]] { (void)one; }),
      kernel_not_supported);
  // Of two unnamed kernels of one size (41 bytes), one requires a GPU and
  // one nothing: neither is refused, since they cannot be told apart.
  char two[41] = {};
  q.single_task([=]() [[sycl::device_has(sycl::aspect::gpu)]] {
     (void)two;
   }).wait();
  q.single_task([=]() { (void)two; }).wait();
}

SYCLFG_TEST_KERNEL_ATTRIBUTES_END
