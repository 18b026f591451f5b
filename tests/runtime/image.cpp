// Images (SYCL 2020, 4.7.3, 4.7.6.10-13, 4.7.8): unsampled and sampled
// images of 1-3 dimensions, formats and their conversions (unorm scaling
// and rounding, integer saturation, fp16 rounding, bgra order), pitches,
// write-back, the image accessors in kernels and on the host, and the
// image_sampler's addressing modes at the borders, coordinate
// normalization and nearest/linear filtering with their weights.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include "errc_of.hpp"

#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace {
using sycl::addressing_mode;
using sycl::coordinate_normalization_mode;
using sycl::filtering_mode;
using sycl::image_format;

template <class V> bool near(const V &got, const V &want, float eps = 1e-6f) {
  for (int i = 0; i < 4; ++i)
    if (!(static_cast<float>(got[i]) - static_cast<float>(want[i]) <= eps &&
          static_cast<float>(want[i]) - static_cast<float>(got[i]) <= eps))
      return false;
  return true;
}
template <class V> bool equal(const V &got, const V &want) {
  for (int i = 0; i < 4; ++i)
    if (got[i] != want[i])
      return false;
  return true;
}

// A 1-D float image of four texels (i + 1, 10 (i + 1), -(i + 1), 1),
// sampled at s with the given modes.
sycl::float4 sample1(float s, addressing_mode a,
                     coordinate_normalization_mode n, filtering_mode f) {
  static const std::vector<float> texels = {1, 10, -1, 1, 2, 20, -2, 1,
                                            3, 30, -3, 1, 4, 40, -4, 1};
  sycl::sampled_image<1> img(texels.data(), image_format::r32g32b32a32_sfloat,
                             sycl::image_sampler{a, n, f}, sycl::range<1>(4));
  return img.get_host_access<sycl::float4>().read(s);
}
float red1(float s, addressing_mode a, coordinate_normalization_mode n,
           filtering_mode f) {
  return sample1(s, a, n, f)[0];
}
constexpr auto unnorm = coordinate_normalization_mode::unnormalized;
constexpr auto norm = coordinate_normalization_mode::normalized;
constexpr auto nearest = filtering_mode::nearest;
constexpr auto linear = filtering_mode::linear;
} // namespace

TEST_CASE("the host device has aspect::image", "[image]") {
  sycl::device d;
  CHECK(d.has(sycl::aspect::image));
  CHECK(d.get_info<sycl::info::device::image_support>());
}

TEST_CASE("unsampled images: range, size, byte_size, pitch", "[image]") {
  sycl::unsampled_image<1> one(image_format::r8g8b8a8_unorm, sycl::range<1>(5));
  CHECK(one.get_range() == sycl::range<1>(5));
  CHECK(one.size() == 5);
  CHECK(one.byte_size() == 20);
  sycl::unsampled_image<2> two(image_format::r16g16b16a16_sint,
                               sycl::range<2>(3, 2));
  CHECK(two.get_pitch() == sycl::range<1>(24));
  CHECK(two.byte_size() == 48);
  sycl::unsampled_image<3> three(image_format::r32g32b32a32_sfloat,
                                 sycl::range<3>(2, 3, 4));
  CHECK(three.get_pitch() == sycl::range<2>(32, 96));
  CHECK(three.size() == 24);
  CHECK(three.byte_size() == 384);
  sycl::unsampled_image<2> padded(image_format::r8g8b8a8_uint,
                                  sycl::range<2>(3, 2), sycl::range<1>(16));
  CHECK(padded.get_pitch() == sycl::range<1>(16));
  CHECK(padded.byte_size() == 32);
  CHECK(errc_of([] {
          sycl::unsampled_image<2> bad(image_format::r8g8b8a8_uint,
                                       sycl::range<2>(3, 2), sycl::range<1>(8));
        }) == sycl::errc::invalid);
  CHECK(errc_of([] {
          sycl::unsampled_image<3> bad(image_format::r8g8b8a8_uint,
                                       sycl::range<3>(2, 2, 2),
                                       sycl::range<2>(8, 12));
        }) == sycl::errc::invalid);
  // A value that names no image_format is refused when the image is made.
  const auto unknown = static_cast<image_format>(99);
  CHECK(errc_of([&] {
          sycl::unsampled_image<1> bad(unknown, sycl::range<1>(4));
        }) == sycl::errc::invalid);
  CHECK(errc_of([&] {
          static const float texels[16] = {};
          sycl::sampled_image<1> bad(
              texels, unknown,
              sycl::image_sampler{addressing_mode::clamp, norm, nearest},
              sycl::range<1>(4));
        }) == sycl::errc::invalid);
}

TEST_CASE("formats: unorm scaling and rounding, integer saturation, fp16 "
          "rounding, bgra order",
          "[image]") {
  std::uint8_t bytes[8] = {0, 51, 128, 255, 1, 2, 3, 4};
  {
    sycl::unsampled_image<1> img(bytes, image_format::r8g8b8a8_unorm,
                                 sycl::range<1>(2));
    auto h = img.get_host_access<sycl::float4>();
    CHECK(near(h.read(0), sycl::float4(0, 0.2f, 128 / 255.f, 1)));
    // 0.5 * 255 = 127.5 rounds to even 128; out of [0, 1] clamps.
    h.write(1, sycl::float4(0.5f, -1.0f, 2.0f, 0.2f));
  }
  CHECK(bytes[4] == 128);
  CHECK(bytes[5] == 0);
  CHECK(bytes[6] == 255);
  CHECK(bytes[7] == 51);
  std::uint8_t bgra[4] = {10, 20, 30, 40};
  {
    sycl::unsampled_image<1> img(bgra, image_format::b8g8r8a8_unorm,
                                 sycl::range<1>(1));
    auto h = img.get_host_access<sycl::float4>();
    CHECK(near(h.read(0), sycl::float4(30, 20, 10, 40) / 255.f));
    h.write(0, sycl::float4(1, 0, 0, 1)); // red
  }
  CHECK(bgra[0] == 0);
  CHECK(bgra[2] == 255);
  std::int8_t s8[4] = {};
  std::uint16_t u16[4] = {};
  {
    sycl::unsampled_image<1> a(s8, image_format::r8g8b8a8_sint,
                               sycl::range<1>(1));
    a.get_host_access<sycl::int4>().write(0, sycl::int4(200, -200, 5, -5));
    sycl::unsampled_image<1> b(u16, image_format::r16g16b16a16_uint,
                               sycl::range<1>(1));
    b.get_host_access<sycl::uint4>().write(0, sycl::uint4(70000, 1, 65535, 0));
    CHECK(equal(a.get_host_access<const sycl::int4>().read(0),
                sycl::int4(127, -128, 5, -5)));
  }
  CHECK(s8[0] == 127);
  CHECK(s8[1] == -128);
  CHECK(u16[0] == 65535);
  CHECK(u16[1] == 1);
  std::uint16_t h16[4] = {};
  {
    sycl::unsampled_image<1> img(h16, image_format::r16g16b16a16_sfloat,
                                 sycl::range<1>(1));
    auto h = img.get_host_access<sycl::float4>();
    // 1 + 2^-11 is halfway between two halves: to even (1.0).
    h.write(0, sycl::float4(1.0f + 1.0f / 2048, 1.0f + 3.0f / 2048, 65520.0f,
                            -0.5f));
    sycl::float4 r = h.read(0);
    CHECK(r[0] == 1.0f);
    CHECK(r[1] == 1.0f + 2.0f / 1024);
    CHECK(r[2] == std::numeric_limits<float>::infinity());
    sycl::half4 as_half = img.get_host_access<const sycl::half4>().read(0);
    CHECK(static_cast<float>(as_half[3]) == -0.5f);
  }
  CHECK(h16[0] == 0x3c00);
  CHECK(h16[3] == 0xb800);
}

TEST_CASE("images in kernels: 2-D and 3-D accessors, pitched host memory, "
          "write-back",
          "[image]") {
  // 3 x 2 texels of r32 uint, rows 64 bytes apart (48 of padding).
  std::vector<std::uint32_t> host(2 * 16, 0xdeadbeef);
  for (std::uint32_t y = 0; y < 2; ++y)
    for (std::uint32_t x = 0; x < 3; ++x)
      for (std::uint32_t c = 0; c < 4; ++c)
        host[y * 16 + x * 4 + c] = 100 * y + 10 * x + c;
  sycl::queue q;
  {
    sycl::unsampled_image<2> img(host.data(), image_format::r32g32b32a32_uint,
                                 sycl::range<2>(3, 2), sycl::range<1>(64));
    sycl::unsampled_image<3> cube(image_format::r32g32b32a32_sint,
                                  sycl::range<3>(3, 2, 2));
    q.submit([&](sycl::handler &cgh) {
      auto in = img.get_access<sycl::uint4, sycl::access_mode::read>(cgh);
      sycl::unsampled_image_accessor<sycl::int4, 3, sycl::access_mode::write>
          out(cube, cgh);
      cgh.parallel_for(sycl::range<2>(2, 3), [=](sycl::item<2> it) {
        const int y = static_cast<int>(it[0]), x = static_cast<int>(it[1]);
        sycl::uint4 t = in.read(sycl::int2(x, y));
        for (int z = 0; z < 2; ++z)
          out.write(sycl::int4(x, y, z, 0),
                    t.convert<int>() * (z == 0 ? 1 : -1));
      });
    });
    q.submit([&](sycl::handler &cgh) {
      auto in = cube.get_access<const sycl::int4>(cgh);
      auto out = img.get_access<sycl::uint4, sycl::access_mode::write>(cgh);
      cgh.single_task([=] {
        sycl::int4 t = in.read(sycl::int4(2, 1, 1, 0)); // -(120, ...)
        out.write(sycl::int2(0, 0), (-t).convert<unsigned>());
      });
    });
    auto h = cube.get_host_access<const sycl::int4>();
    CHECK(h.size() == 12);
    CHECK(
        equal(h.read(sycl::int4(1, 1, 0, 0)), sycl::int4(110, 111, 112, 113)));
    CHECK(
        equal(h.read(sycl::int4(1, 0, 1, 0)), sycl::int4(-10, -11, -12, -13)));
    CHECK(equal(h.read(sycl::int4(9, 0, 0, 0)), sycl::int4(0, 0, 0, 0)));
  }
  // Written back into the pitched host memory; the padding is untouched.
  CHECK(host[0] == 120);
  CHECK(host[3] == 123);
  CHECK(host[16 + 4] == 110);
  CHECK(host[12] == 0xdeadbeef);
  CHECK(host[31] == 0xdeadbeef);
}

TEST_CASE("image write-back: set_final_data and set_write_back", "[image]") {
  std::vector<float> dest(8, 0.0f);
  {
    sycl::unsampled_image<1> img(image_format::r32g32b32a32_sfloat,
                                 sycl::range<1>(2));
    img.set_final_data(dest.data());
    img.get_host_access<sycl::float4>().write(1, sycl::float4(1, 2, 3, 4));
  }
  CHECK(dest[4] == 1.0f);
  CHECK(dest[7] == 4.0f);
  std::vector<float> host(4, 5.0f);
  {
    sycl::unsampled_image<1> img(host.data(), image_format::r32g32b32a32_sfloat,
                                 sycl::range<1>(1));
    img.set_write_back(false);
    img.get_host_access<sycl::float4>().write(0, sycl::float4(0.0f));
  }
  CHECK(host[0] == 5.0f);
  auto shared = std::make_shared<std::array<float, 4>>();
  {
    sycl::unsampled_image<1> img(image_format::r32g32b32a32_sfloat,
                                 sycl::range<1>(1));
    img.set_final_data(std::weak_ptr<std::array<float, 4>>(shared));
    img.get_host_access<sycl::float4>().write(0, sycl::float4(7.0f));
  }
  CHECK((*shared)[2] == 7.0f);
  {
    std::shared_ptr<void> data(new float[4]{1, 2, 3, 4}, [](void *p) {
      delete[] static_cast<float *>(p);
    });
    {
      sycl::unsampled_image<1> img(data, image_format::r32g32b32a32_sfloat,
                                   sycl::range<1>(1));
      auto h = img.get_host_access<sycl::float4>();
      CHECK(equal(h.read(0), sycl::float4(1, 2, 3, 4)));
      h.write(0, sycl::float4(8.0f));
    }
    CHECK(static_cast<float *>(data.get())[1] == 8.0f);
  }
}

TEST_CASE("sampler addressing at the borders, nearest filtering", "[sampler]") {
  using A = addressing_mode;
  // clamp_to_edge: indices clamp to [0, 3].
  CHECK(red1(-1.5f, A::clamp_to_edge, unnorm, nearest) == 1);
  CHECK(red1(2.9f, A::clamp_to_edge, unnorm, nearest) == 3);
  CHECK(red1(4.2f, A::clamp_to_edge, unnorm, nearest) == 4);
  CHECK(red1(1.1f, A::clamp_to_edge, norm, nearest) == 4);
  // clamp: outside the image, the border colour (0, 0, 0, 0): alpha too.
  CHECK(equal(sample1(-0.01f, A::clamp, unnorm, nearest), sycl::float4(0)));
  CHECK(equal(sample1(4.0f, A::clamp, unnorm, nearest), sycl::float4(0)));
  CHECK(equal(sample1(3.99f, A::clamp, unnorm, nearest),
              sycl::float4(4, 40, -4, 1)));
  CHECK(equal(sample1(1.0f, A::clamp, norm, nearest), sycl::float4(0)));
  CHECK(red1(0.99f, A::clamp, norm, nearest) == 4);
  // repeat (normalized): s wraps to [0, 1).
  CHECK(red1(1.3f, A::repeat, norm, nearest) == 2);  // 0.3 * 4 = 1.2
  CHECK(red1(-0.1f, A::repeat, norm, nearest) == 4); // 0.9 * 4 = 3.6
  CHECK(red1(2.0f, A::repeat, norm, nearest) == 1);
  // mirrored_repeat (normalized): s flips at every integer.
  CHECK(red1(1.3f, A::mirrored_repeat, norm, nearest) == 3);  // 0.7 -> 2.8
  CHECK(red1(-0.2f, A::mirrored_repeat, norm, nearest) == 1); // 0.2 -> 0.8
  CHECK(red1(0.9f, A::mirrored_repeat, norm, nearest) == 4);
  CHECK(red1(1.0f, A::mirrored_repeat, norm, nearest) == 4); // 1.0 -> 4 -> 3
  // none: in-range coordinates.
  CHECK(red1(2.5f, A::none, unnorm, nearest) == 3);
  CHECK(red1(0.375f, A::none, norm, nearest) == 2);
}

TEST_CASE("linear filtering weights, at the borders of each addressing mode",
          "[sampler]") {
  using A = addressing_mode;
  // Texels i0 = floor(u - 0.5) and i0 + 1, weights 1 - a and a.
  CHECK(red1(1.75f, A::clamp_to_edge, unnorm, linear) == Approx(1.25f + 1));
  CHECK(red1(2.0f, A::clamp_to_edge, unnorm, linear) == Approx(2.5f));
  CHECK(red1(0.25f, A::clamp_to_edge, unnorm, linear) == Approx(1.0f));
  CHECK(red1(3.9f, A::clamp_to_edge, unnorm, linear) == Approx(4.0f));
  // clamp: the border texel takes its weight: 0.25 * 0 + 0.75 * texel 0.
  sycl::float4 edge = sample1(0.25f, A::clamp, unnorm, linear);
  CHECK(near(edge, sycl::float4(0.75f, 7.5f, -0.75f, 0.75f)));
  CHECK(near(sample1(4.5f, A::clamp, unnorm, linear), sycl::float4(0)));
  CHECK(near(sample1(0.125f, A::clamp, norm, linear),
             sycl::float4(1, 10, -1, 1))); // u = 0.5: texel 0 alone
  // repeat: the texel left of 0 is the last one.
  CHECK(red1(0.0f, A::repeat, norm, linear) == Approx(2.5f));     // (4 + 1) / 2
  CHECK(red1(0.9375f, A::repeat, norm, linear) == Approx(3.25f)); // 3, 0
  // mirrored_repeat: the edge texel repeats.
  CHECK(red1(0.0f, A::mirrored_repeat, norm, linear) == Approx(1.0f));
  CHECK(red1(1.0f, A::mirrored_repeat, norm, linear) == Approx(4.0f));
  CHECK(red1(1.25f, A::mirrored_repeat, norm, linear) == Approx(3.5f)); // 0.75
}

TEST_CASE("2-D and 3-D sampling, integer formats, sampled images in kernels",
          "[sampler]") {
  // 2 x 2 texels, red 1 2 / 3 4 (x varies fastest).
  const float quad[16] = {1, 0, 0, 1, 2, 0, 0, 1, 3, 0, 0, 1, 4, 0, 0, 1};
  sycl::sampled_image<2> bilinear(
      quad, image_format::r32g32b32a32_sfloat,
      {addressing_mode::clamp_to_edge, unnorm, linear}, sycl::range<2>(2, 2));
  auto h = bilinear.get_host_access<sycl::float4>();
  // x weights 0.5/0.5, y weights 0.25/0.75: 0.25 * 1.5 + 0.75 * 3.5.
  CHECK(h.read(sycl::float2(1.0f, 1.25f))[0] == Approx(3.0f));
  CHECK(h.read(sycl::float2(0.5f, 1.5f))[0] == Approx(3.0f));
  CHECK(h.size() == 4);
  sycl::sampled_image<2> nearest2(quad, image_format::r32g32b32a32_sfloat,
                                  {addressing_mode::clamp, norm, nearest},
                                  sycl::range<2>(2, 2));
  CHECK(nearest2.get_host_access<sycl::float4>().read(
            sycl::float2(0.75f, 0.25f))[0] == 2.0f);
  // Integer formats are not filtered: linear reads the nearest texel.
  const std::int32_t ints[8] = {5, 0, 0, 0, 9, 0, 0, 0};
  sycl::sampled_image<1> int_image(
      ints, image_format::r32g32b32a32_sint,
      {addressing_mode::clamp_to_edge, unnorm, linear}, sycl::range<1>(2));
  CHECK(int_image.get_host_access<sycl::int4>().read(1.75f)[0] == 9);
  // 3-D, 2 x 2 x 2 unorm texels whose red is 8 * (x + 2y + 4z) / 255.
  std::uint8_t vox[32] = {};
  for (int i = 0; i < 8; ++i)
    vox[4 * i] = static_cast<std::uint8_t>(8 * i);
  sycl::sampled_image<3> volume(vox, image_format::r8g8b8a8_unorm,
                                {addressing_mode::clamp_to_edge, norm, linear},
                                sycl::range<3>(2, 2, 2));
  std::vector<sycl::float4> out(2);
  {
    sycl::buffer<sycl::float4> buf(out.data(), sycl::range<1>(2));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::sampled_image_accessor<sycl::float4, 3> acc(volume, cgh);
      auto sampled = bilinear.get_access<sycl::float4>(cgh);
      sycl::accessor o(buf, cgh, sycl::write_only);
      cgh.single_task([=] {
        o[0] = acc.read(sycl::float4(0.5f, 0.5f, 0.5f, 0.0f)); // the mean
        o[1] = sampled.read(sycl::float2(1.0f, 1.25f));
      });
    });
  }
  CHECK(out[0][0] == Approx(28.0f / 255));
  CHECK(out[1][0] == Approx(3.0f));
}

// 4.5.2: the image accessors have common reference semantics, std::hash
// included: copies compare equal and hash alike; an accessor of another
// image does not compare equal.
TEST_CASE("image accessors compare and hash their copies alike", "[image]") {
  sycl::unsampled_image<1> a(image_format::r32g32b32a32_sfloat,
                             sycl::range<1>(2));
  sycl::unsampled_image<1> b(image_format::r32g32b32a32_sfloat,
                             sycl::range<1>(2));
  const std::vector<float> texels(8, 1.f);
  sycl::sampled_image<1> s(texels.data(), image_format::r32g32b32a32_sfloat,
                           sycl::image_sampler{}, sycl::range<1>(2));
  auto same_hash = [](const auto &x) {
    auto copy = x;
    using hasher = std::hash<std::decay_t<decltype(x)>>;
    return copy == x && hasher()(copy) == hasher()(x);
  };
  {
    auto ha = a.get_host_access<sycl::float4>();
    auto hb = b.get_host_access<sycl::float4>();
    CHECK(same_hash(ha));
    CHECK(ha != hb);
  }
  CHECK(same_hash(s.get_host_access<sycl::float4>()));
  bool device_ok = false;
  {
    sycl::buffer<bool, 1> flag(&device_ok, sycl::range<1>(1));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::unsampled_image_accessor<sycl::float4, 1, sycl::access_mode::read>
          ua(a, cgh);
      sycl::sampled_image_accessor<sycl::float4, 1> sa(s, cgh);
      sycl::accessor<bool, 1> w(flag, cgh);
      const bool host_side = same_hash(ua) && same_hash(sa);
      cgh.single_task([=] { w[0] = host_side; });
    });
  }
  CHECK(device_ok);
}
