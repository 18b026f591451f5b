// SYCL 2020 API that the Khronos conformance suite (docs/cts.md) found
// missing or wrong: the deprecated target enumerators, nd_range's offset,
// the 5.6 macros, std::hash and equality of the common-reference-semantics
// classes (4.5.2). Each case fails to compile, or fails, without its fix.
#include <sycl/sycl.hpp>

#include "kernel_attribute_warnings.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <type_traits>
#include <vector>

class cts_api_hash_kernel;

// SYCL_EXTERNAL (5.6): a function other translation units' kernels may call.
SYCL_EXTERNAL int cts_api_twice(int x) { return 2 * x; }

namespace {

static_assert(SYCL_LANGUAGE_VERSION == 202012L, "SYCL 2020's version");

// The deprecated enumerators are still members of SYCL 2020's target, with
// DPC++'s numbering (the footer ABI encodes targets by these values).
static_assert(static_cast<int>(sycl::target::image) == 2017);
static_assert(static_cast<int>(sycl::target::host_image) == 2019);
static_assert(static_cast<int>(sycl::target::image_array) == 2020);
static_assert(sycl::access::target::host_image == sycl::target::host_image);

// Every index class names its dimensions (SYCL 2020: item and h_item too).
static_assert(sycl::item<2>::dimensions == 2);
static_assert(sycl::item<3, false>::dimensions == 3);
static_assert(sycl::h_item<2>::dimensions == 2);
static_assert(std::is_same_v<decltype(sycl::h_item<1>::dimensions), const int>);

// What one work-item of an nd_range with an offset sees.
struct offset_seen {
  std::size_t global, linear, offset, nd_offset;
  int visits;
  bool equal_self;
};

// A program's own clamp, called with an explicit type and int bounds: ADL
// also finds sycl::clamp for sycl::half, which must not take part (4.17.7:
// its three arguments have one type), or the call is ambiguous.
namespace own {
template <class T> T clamp(T v, T low, T high) {
  return v < low ? low : (high < v ? high : v);
}
template <class T> T unit(T v) { return clamp<T>(v, 0, 1); }
} // namespace own

template <class T> bool hashes_alike(const T &a, const T &b) {
  return std::hash<T>{}(a) == std::hash<T>{}(b);
}

} // namespace

TEST_CASE("a kernel calls a SYCL_EXTERNAL function", "[cts_api]") {
  sycl::queue q;
  sycl::buffer<int> out{sycl::range<1>(1)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor acc{out, cgh, sycl::write_only};
    cgh.single_task<class cts_api_external>(
        [=] { acc[0] = cts_api_twice(21); });
  });
  CHECK(sycl::host_accessor{out}[0] == 42);
}

TEST_CASE("an nd_range offset shifts global ids, not linear ids", "[cts_api]") {
  constexpr std::size_t n = 8, local = 4, offset = 3;
  const sycl::nd_range<1> space{sycl::range<1>(n), sycl::range<1>(local),
                                sycl::id<1>(offset)};
  CHECK(space.get_offset() == sycl::id<1>(offset));
  CHECK(space == sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(local),
                                   sycl::id<1>(offset)));
  CHECK(space != sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(local)));

  std::vector<offset_seen> seen(n, offset_seen{});
  {
    sycl::buffer<offset_seen> out{seen.data(), sycl::range<1>(n)};
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{out, cgh, sycl::read_write};
      cgh.parallel_for<class cts_api_nd_offset>(
          space, [=](sycl::nd_item<1> it) {
            offset_seen &s = acc[it.get_global_linear_id()];
            s.global = it.get_global_id(0);
            s.linear = it.get_global_linear_id();
            s.offset = it.get_offset()[0];
            s.nd_offset = it.get_nd_range().get_offset()[0];
            s.equal_self = it == it && !(it != it);
            s.visits += 1;
          });
    });
  }
  for (std::size_t i = 0; i < n; ++i) {
    CHECK(seen[i].visits == 1);
    CHECK(seen[i].global == i + offset);
    CHECK(seen[i].linear == i);
    CHECK(seen[i].offset == offset);
    CHECK(seen[i].nd_offset == offset);
    CHECK(seen[i].equal_self);
  }
}

// A kernel the tool compiles into work-group loops (a barrier, no offset
// query) launched with an offset: compiled groups make their nd_items
// without one, so such a launch must run on fibers.
TEST_CASE("a compiled kernel launched with an offset sees shifted global ids",
          "[cts_api]") {
  constexpr std::size_t n = 8, local = 4, offset = 3;
  std::vector<std::size_t> global(n, 0);
  {
    sycl::buffer<std::size_t> out{global.data(), sycl::range<1>(n)};
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{out, cgh, sycl::write_only};
      cgh.parallel_for<class cts_api_compiled_offset>(
          sycl::nd_range<1>(sycl::range<1>(n), sycl::range<1>(local),
                            sycl::id<1>(offset)),
          [=](sycl::nd_item<1> it) {
            const std::size_t id = it.get_global_id(0);
            it.barrier();
            acc[it.get_global_linear_id()] = id;
          });
    });
  }
  for (std::size_t i = 0; i < n; ++i)
    CHECK(global[i] == i + offset);
}

TEST_CASE("copies of reference-semantics objects hash alike", "[cts_api]") {
  sycl::queue q;
  sycl::queue other;
  const sycl::queue q_copy = q;
  CHECK(hashes_alike(q, q_copy));
  CHECK(q != other);

  sycl::buffer<int, 2> buf{sycl::range<2>(2, 2)};
  const sycl::buffer<int, 2> buf_copy = buf;
  CHECK(hashes_alike(buf, buf_copy));

  const sycl::event e = q.submit(
      [&](sycl::handler &cgh) { cgh.single_task<cts_api_hash_kernel>([] {}); });
  const sycl::event e_copy = e;
  CHECK(hashes_alike(e, e_copy));

  sycl::unsampled_image<2> img{sycl::image_format::r8g8b8a8_unorm,
                               sycl::range<2>(2, 2)};
  const sycl::unsampled_image<2> img_copy = img;
  CHECK(hashes_alike(img, img_copy));
}

TEST_CASE("kernel bundles and device images compare and hash", "[cts_api]") {
  sycl::queue q;
  const auto bundle =
      sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context());
  const auto bundle_copy = bundle;
  CHECK(bundle == bundle_copy);
  CHECK_FALSE(bundle != bundle_copy);
  CHECK(hashes_alike(bundle, bundle_copy));
  const auto other =
      sycl::get_kernel_bundle<sycl::bundle_state::executable>(q.get_context());
  CHECK(bundle != other);

  REQUIRE(bundle.begin() != bundle.end());
  const sycl::device_image<sycl::bundle_state::executable> image =
      *bundle.begin();
  const auto image_copy = image;
  CHECK(image == image_copy);
  CHECK(hashes_alike(image, image_copy));
  if (bundle.end() - bundle.begin() > 1)
    CHECK(*bundle.begin() != *(bundle.begin() + 1));

  const sycl::kernel k =
      bundle.get_kernel(sycl::get_kernel_id<cts_api_hash_kernel>());
  const sycl::kernel k_copy = k;
  CHECK(hashes_alike(k, k_copy));
}

TEST_CASE("prefetch and mem_advise take one event or a vector", "[cts_api]") {
  sycl::queue q;
  int *p = sycl::malloc_shared<int>(4, q);
  REQUIRE(p != nullptr);
  const sycl::event filled = q.fill(p, 7, 4);
  const sycl::event fetched = q.prefetch(p, 4 * sizeof(int), filled);
  const sycl::event advised = q.mem_advise(p, 4 * sizeof(int), 0, fetched);
  q.mem_advise(p, 4 * sizeof(int), 0, std::vector<sycl::event>{advised}).wait();
  q.prefetch(p, 4 * sizeof(int), std::vector<sycl::event>{advised}).wait();
  CHECK(p[3] == 7);
  sycl::free(p, q);
}

TEST_CASE("sycl::clamp stays out of another clamp<half>(h, int, int)",
          "[cts_api]") {
  CHECK(static_cast<float>(own::unit(sycl::half(2.0f))) == 1.0f);
  CHECK(sycl::clamp(2.0f, 0.0f, 1.0f) == 1.0f);
  const sycl::vec<float, 2> v{-1.0f, 0.5f};
  CHECK(sycl::clamp(v, 0.0f, 1.0f)[0] == 0.0f);
  CHECK(sycl::clamp(v, v, v)[1] == 0.5f);
}

TEST_CASE("a vec<T, 1> takes a scalar of another type", "[cts_api]") {
  sycl::vec<sycl::half, 1> h;
  h = 3; // ambiguous before: vec(int) then copy, or half(int)
  CHECK(static_cast<float>(h[0]) == 3.0f);
  std::vector<sycl::vec<sycl::half, 1>> hs(2);
  std::fill(hs.begin(), hs.end(), 5);
  CHECK(static_cast<float>(hs[1][0]) == 5.0f);
  sycl::vec<float, 2> f;
  f = 2; // every element, as a float
  CHECK(f[0] == 2.0f);
  CHECK(f[1] == 2.0f);
}

TEST_CASE("group::get_global_range(dimension), deprecated but a member",
          "[cts_api]") {
  sycl::queue q;
  std::size_t *out = sycl::malloc_shared<std::size_t>(2, q);
  q.parallel_for(sycl::nd_range<2>({4, 6}, {2, 3}), [=](sycl::nd_item<2> it) {
     if (it.get_global_linear_id() == 0) {
       out[0] = it.get_group().get_global_range(0);
       out[1] = it.get_group().get_global_range(1);
     }
   }).wait();
  CHECK(out[0] == 4);
  CHECK(out[1] == 6);
  sycl::free(out, q);
}

TEST_CASE("the OpenCL scalar aliases in sycl::opencl", "[cts_api]") {
  // SYCL 2020's OpenCL backend names them; element types of buffers here.
  CHECK(std::is_same_v<sycl::opencl::cl_half, sycl::half>);
  CHECK(std::is_same_v<sycl::opencl::cl_bool, bool>);
  CHECK(sizeof(sycl::opencl::cl_long) == 8);
  CHECK(std::is_unsigned_v<sycl::opencl::cl_uchar>);
  sycl::buffer<sycl::opencl::cl_half> b{sycl::range<1>(2)};
  CHECK(b.byte_size() == 4);
}

TEST_CASE("SYCL 1.2.1's OpenCL aliases in namespace sycl", "[cts_api]") {
  // Programs written for 1.2.1 and the CTS's deprecated-feature tests name
  // sycl::cl_int and the vectors sycl::cl_float4, sycl::cl_half4, ...
  CHECK(std::is_same_v<sycl::cl_int, sycl::opencl::cl_int>);
  CHECK(std::is_same_v<sycl::cl_half4, sycl::vec<sycl::half, 4>>);
  CHECK(std::is_same_v<sycl::cl_uchar3, sycl::vec<sycl::opencl::cl_uchar, 3>>);
  CHECK(std::is_same_v<sycl::cl_double16, sycl::vec<double, 16>>);
  CHECK(std::is_same_v<sycl::cl_bool, bool>);
  sycl::cl_float4 v{1.0f, 2.0f, 3.0f, 4.0f};
  CHECK(v.w() == 4.0f);
}

TEST_CASE("an exception_list is default-constructible and empty", "[cts_api]") {
  // 4.13.2's synopsis declares no constructor: the implicit one exists.
  sycl::exception_list list;
  CHECK(list.size() == 0);
  CHECK(list.begin() == list.end());
}

TEST_CASE("is_property_of names the objects each property is for",
          "[cts_api]") {
  // 4.5.4.1.
  namespace prop = sycl::property;
  CHECK(sycl::is_property_of_v<prop::queue::in_order, sycl::queue>);
  CHECK(sycl::is_property_of_v<prop::buffer::use_mutex, sycl::buffer<int, 2>>);
  CHECK(
      sycl::is_property_of_v<prop::buffer::context_bound, sycl::buffer<float>>);
  CHECK(sycl::is_property_of_v<prop::image::use_host_ptr,
                               sycl::sampled_image<2>>);
  CHECK(sycl::is_property_of_v<prop::no_init, sycl::accessor<int>>);
  CHECK(sycl::is_property_of_v<prop::no_init, sycl::host_accessor<int, 2>>);
  CHECK(std::is_base_of_v<
        std::true_type,
        sycl::is_property_of<prop::no_init, sycl::host_accessor<int>>>);
  CHECK_FALSE(sycl::is_property_of_v<prop::buffer::use_mutex, sycl::queue>);
  CHECK_FALSE(sycl::is_property_of_v<prop::no_init, sycl::buffer<int>>);
}

TEST_CASE("device vector widths of long long, built-in kernel ids; a context "
          "of no devices throws",
          "[cts_api]") {
  // The long long widths: SYCL-Docs #961, in SYCL 2020 since 2026.
  sycl::device d;
  CHECK(d.get_info<sycl::info::device::preferred_vector_width_long_long>() ==
        d.get_info<sycl::info::device::preferred_vector_width_long>());
  CHECK(d.get_info<sycl::info::device::native_vector_width_long_long>() >= 1);
  // 4.6.4.2: built_in_kernel_ids, empty here (no built-in kernels).
  CHECK(d.get_info<sycl::info::device::built_in_kernel_ids>().empty());
  // 4.6.3: a context has at least one device.
  std::vector<sycl::device> none;
  CHECK_THROWS_AS(sycl::context(none), sycl::exception);
  try {
    sycl::context c(none);
  } catch (const sycl::exception &e) {
    CHECK(e.code() == sycl::errc::invalid);
  }
  CHECK(sycl::context(std::vector<sycl::device>{d}).get_devices().size() == 1);
}

TEST_CASE("any_device_has and all_devices_have answer for the one device",
          "[cts_api]") {
  // 4.6.4.3: compile-time traits; here the host CPU is every device.
  static_assert(sycl::any_device_has_v<sycl::aspect::cpu>);
  static_assert(sycl::all_devices_have_v<sycl::aspect::fp64>);
  static_assert(!sycl::any_device_has_v<sycl::aspect::gpu>);
  CHECK(std::is_base_of_v<std::false_type,
                          sycl::all_devices_have<sycl::aspect::custom>>);
  sycl::device d;
  CHECK(sycl::any_device_has_v<sycl::aspect::usm_shared_allocations> ==
        d.has(sycl::aspect::usm_shared_allocations));
}

// is_compatible is false for a kernel whose [[sycl::reqd_sub_group_size]]
// is not among the device's sub_group_sizes (the CTS's sycl_is_compatible
// asks with 4099); join of no bundles is an empty bundle
// (sycl_join_zero_kernel_bundles).
class cts_api_sub_group_4099;
class cts_api_no_attribute;
TEST_CASE("is_compatible, has_kernel_bundle and a required sub-group size; "
          "join of no bundles",
          "[kernel_bundle]") {
  sycl::queue q;
  const sycl::device dev = q.get_device();
  if (dev.is_gpu()) { // never: the kernels only need to exist
    SYCLFG_TEST_KERNEL_ATTRIBUTES_BEGIN
    q.parallel_for<cts_api_sub_group_4099>(
        sycl::nd_range<1>(1, 1),
        [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(4099)]] {});
    SYCLFG_TEST_KERNEL_ATTRIBUTES_END
    q.parallel_for<cts_api_no_attribute>(sycl::nd_range<1>(1, 1),
                                         [=](sycl::nd_item<1>) {});
  }
  const auto sizes = dev.get_info<sycl::info::device::sub_group_sizes>();
  REQUIRE(std::find(sizes.begin(), sizes.end(), 4099) == sizes.end());
  CHECK_FALSE(sycl::is_compatible<cts_api_sub_group_4099>(dev));
  CHECK_FALSE(
      sycl::is_compatible({sycl::get_kernel_id<cts_api_no_attribute>(),
                           sycl::get_kernel_id<cts_api_sub_group_4099>()},
                          dev));
  CHECK(sycl::is_compatible<cts_api_no_attribute>(dev));
  // has_kernel_bundle with kernels asks the same (has_kernel_bundle_core_
  // reqd_sub_group_size_*).
  const sycl::context ctx = q.get_context();
  using sycl::bundle_state;
  CHECK_FALSE(
      sycl::has_kernel_bundle<cts_api_sub_group_4099, bundle_state::executable>(
          ctx));
  CHECK_FALSE(sycl::has_kernel_bundle<bundle_state::input>(
      ctx, {dev}, {sycl::get_kernel_id<cts_api_sub_group_4099>()}));
  CHECK(sycl::has_kernel_bundle<cts_api_no_attribute, bundle_state::object>(
      ctx, {dev}));

  auto none = sycl::join<sycl::bundle_state::executable>({});
  CHECK(none.empty());
  CHECK(none.get_devices().empty());
}

// A bundle's devices are a set: compile/build/link with a device twice
// give it once (sycl_compile_check_associated_devices_*). join copies
// device images, and copies compare equal (sycl_join_single_kernel_bundle,
// sycl_join_kernel_bundle_with_empty_one).
TEST_CASE("kernel bundles: devices without duplicates, joined images equal",
          "[kernel_bundle]") {
  sycl::queue q;
  const sycl::context ctx = q.get_context();
  const sycl::device dev = q.get_device();
  auto input = sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx);
  CHECK(sycl::compile(input, {dev, dev}).get_devices().size() == 1);
  CHECK(sycl::build(input, {dev, dev}).get_devices().size() == 1);
  CHECK(sycl::get_kernel_bundle<sycl::bundle_state::input>(ctx, {dev, dev})
            .get_devices()
            .size() == 1);
  auto joined = sycl::join<sycl::bundle_state::input>({input, input});
  REQUIRE(std::distance(joined.begin(), joined.end()) ==
          std::distance(input.begin(), input.end()));
  CHECK(std::equal(input.begin(), input.end(), joined.begin()));
  CHECK(std::hash<sycl::device_image<sycl::bundle_state::input>>()(
            *input.begin()) ==
        std::hash<sycl::device_image<sycl::bundle_state::input>>()(
            *joined.begin()));
}
