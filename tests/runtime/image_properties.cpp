// Image properties and the device's image limits (SYCL 2020, 4.7.3.3 and
// the image descriptors of info::device): use_host_ptr uses the host
// memory itself, use_mutex holds the user's mutex while accessors to the
// image exist (and leaves the host data current when it lets go),
// context_bound is kept; images larger than the reported limits are
// refused.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include "errc_of.hpp"
#include "held_elsewhere.hpp"

#include <climits>
#include <cstdint>
#include <memory>
#include <mutex>

namespace {
using sycl::image_format;
constexpr auto rgba8 = image_format::r8g8b8a8_uint;

constexpr sycl::image_sampler unnormalized{
    sycl::addressing_mode::clamp_to_edge,
    sycl::coordinate_normalization_mode::unnormalized,
    sycl::filtering_mode::nearest};

sycl::uint4 texel(std::uint32_t v) { return {v, v + 1, v + 2, v + 3}; }
} // namespace

TEST_CASE("image limits of the host device, enforced by the constructors",
          "[image_properties]") {
  sycl::device d;
  namespace di = sycl::info::device;
  // What a device with aspect::image must at least answer.
  CHECK(d.get_info<di::image2d_max_width>() >= 8192);
  CHECK(d.get_info<di::image2d_max_height>() >= 8192);
  CHECK(d.get_info<di::image3d_max_width>() >= 2048);
  CHECK(d.get_info<di::image3d_max_height>() >= 2048);
  CHECK(d.get_info<di::image3d_max_depth>() >= 2048);
  CHECK(d.get_info<di::image_max_array_size>() >= 2048);
  CHECK(d.get_info<di::max_read_image_args>() >= 128);
  CHECK(d.get_info<di::max_write_image_args>() >= 8);
  CHECK(d.get_info<di::max_samplers>() >= 16);
  // The limit is the one coordinates (ints) give, and it is enforced.
  const std::size_t width = d.get_info<di::image2d_max_width>();
  CHECK(width == static_cast<std::size_t>(INT_MAX));
  CHECK(d.get_info<di::image_max_buffer_size>() == width);
  CHECK(errc_of([&] {
          sycl::unsampled_image<2> too_wide(
              rgba8, sycl::range<2>(width + 1, std::size_t(1) << 40));
        }) == sycl::errc::invalid);
  CHECK(errc_of([&] {
          sycl::sampled_image<3> too_deep(
              nullptr, rgba8, unnormalized,
              sycl::range<3>(1, 1, d.get_info<di::image3d_max_depth>() + 1));
        }) == sycl::errc::invalid);
}

TEST_CASE("image properties: has_property and get_property",
          "[image_properties]") {
  std::mutex m;
  sycl::context ctx;
  sycl::unsampled_image<1> u(rgba8, sycl::range<1>(4),
                             {sycl::property::image::use_mutex{m},
                              sycl::property::image::context_bound{ctx}});
  REQUIRE(u.has_property<sycl::property::image::use_mutex>());
  CHECK(u.get_property<sycl::property::image::use_mutex>().get_mutex_ptr() ==
        &m);
  REQUIRE(u.has_property<sycl::property::image::context_bound>());
  CHECK(u.get_property<sycl::property::image::context_bound>().get_context() ==
        ctx);
  CHECK_FALSE(u.has_property<sycl::property::image::use_host_ptr>());
  CHECK(errc_of([&] {
          u.get_property<sycl::property::image::use_host_ptr>();
        }) == sycl::errc::invalid);

  std::uint8_t pixels[16] = {};
  sycl::sampled_image<1> s(pixels, rgba8, unnormalized, sycl::range<1>(4),
                           {sycl::property::image::use_host_ptr{}});
  CHECK(s.has_property<sycl::property::image::use_host_ptr>());
  CHECK_FALSE(s.has_property<sycl::property::image::use_mutex>());
}

TEST_CASE("use_host_ptr: the image's memory is the host memory",
          "[image_properties]") {
  SECTION("shared host memory sees writes while the image lives") {
    std::shared_ptr<void> host(new std::uint32_t[4](), [](void *p) {
      delete[] static_cast<std::uint32_t *>(p);
    });
    sycl::unsampled_image<1> img(host, image_format::r32g32b32a32_uint,
                                 sycl::range<1>(1),
                                 {sycl::property::image::use_host_ptr{}});
    img.get_host_access<sycl::uint4, sycl::access_mode::write>().write(
        0, texel(7));
    CHECK(static_cast<std::uint32_t *>(host.get())[2] == 9);
  }
  SECTION("a sampled image reads the host memory as it is now") {
    std::uint8_t pixels[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    sycl::sampled_image<1> img(pixels, rgba8, unnormalized, sycl::range<1>(2),
                               {sycl::property::image::use_host_ptr{}});
    pixels[4] = 50;
    CHECK(img.get_host_access<sycl::uint4>().read(1.5f)[0] == 50);
  }
  SECTION("kernels' writes stay in the host memory without write-back") {
    std::uint8_t pixels[4] = {1, 1, 1, 1};
    {
      sycl::unsampled_image<1> img(pixels, rgba8, sycl::range<1>(1),
                                   {sycl::property::image::use_host_ptr{}});
      img.set_write_back(false);
      sycl::queue q;
      q.submit([&](sycl::handler &cgh) {
        auto out = img.get_access<sycl::uint4, sycl::access_mode::write>(cgh);
        cgh.single_task([=] { out.write(0, sycl::uint4{9, 9, 9, 9}); });
      });
    }
    CHECK(pixels[0] == 9);
  }
}

TEST_CASE("use_mutex: held while accessors exist, host data current after",
          "[image_properties]") {
  std::mutex m;
  std::shared_ptr<void> host(new std::uint32_t[4](), [](void *p) {
    delete[] static_cast<std::uint32_t *>(p);
  });
  sycl::unsampled_image<1> img(host, image_format::r32g32b32a32_uint,
                               sycl::range<1>(1),
                               {sycl::property::image::use_mutex{m}});
  CHECK_FALSE(held_elsewhere(&m));
  {
    auto acc = img.get_host_access<sycl::uint4, sycl::access_mode::write>();
    CHECK(held_elsewhere(&m));
    acc.write(0, texel(20));
  }
  CHECK_FALSE(held_elsewhere(&m));
  {
    // The copy in the image's memory went back to the host data before
    // the runtime let go of the mutex.
    std::lock_guard<std::mutex> user(m);
    CHECK(static_cast<std::uint32_t *>(host.get())[3] == 23);
  }

  bool held_in_kernel = false;
  bool *held = &held_in_kernel;
  std::mutex *mutex = &m;
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    // Two accessors of one command group: one use of the memory.
    auto in = img.get_access<sycl::uint4, sycl::access_mode::read>(cgh);
    auto out = img.get_access<sycl::uint4, sycl::access_mode::write>(cgh);
    cgh.single_task([=] {
      *held = held_elsewhere(mutex);
      out.write(0, in.read(0) + sycl::uint4{1, 1, 1, 1});
    });
  });
  q.wait();
  CHECK(held_in_kernel);
  CHECK_FALSE(held_elsewhere(&m));
  std::lock_guard<std::mutex> user(m);
  CHECK(static_cast<std::uint32_t *>(host.get())[0] == 21);
}
