// buffer::reinterpret (SYCL 2020, 4.7.2.3): both overloads, the byte-size
// rules and their errc::invalid errors, sub-buffers, and the storage and
// write-back the reinterpreted buffer shares with the original.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include "errc_of.hpp"

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

namespace {
std::uint32_t bits_of(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}
} // namespace

TEST_CASE("a reinterpreted buffer shares the memory and writes back to the "
          "original's host data",
          "[reinterpret]") {
  std::vector<float> host = {1.0f, -2.0f, 0.5f, 8.0f};
  {
    sycl::buffer<float> floats(host.data(), sycl::range<1>(4));
    auto words = floats.reinterpret<std::uint32_t, 1>(sycl::range<1>(4));
    static_assert(std::is_same_v<decltype(words), sycl::buffer<std::uint32_t>>);
    CHECK(words.get_range() == sycl::range<1>(4));
    CHECK(words.byte_size() == floats.byte_size());
    {
      sycl::host_accessor w(words, sycl::read_only);
      CHECK(w[0] == 0x3f800000u);
      CHECK(w[1] == 0xc0000000u);
    }
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor w(words, cgh, sycl::write_only);
      cgh.single_task([=] { w[3] = 0x40400000u; }); // 3.0f
    });
    sycl::host_accessor f(floats, sycl::read_only);
    CHECK(f[3] == 3.0f);
    CHECK(f[0] == 1.0f);
  }
  CHECK(host[3] == 3.0f);
  CHECK(bits_of(host[1]) == 0xc0000000u);
}

TEST_CASE("reinterpret(range) changes type and dimensions when the bytes "
          "match, else errc::invalid",
          "[reinterpret]") {
  sycl::buffer<int, 2> grid(sycl::range<2>(4, 4));
  {
    sycl::host_accessor g(grid, sycl::write_only);
    for (std::size_t i = 0; i < 4; ++i)
      for (std::size_t j = 0; j < 4; ++j)
        g[i][j] = static_cast<int>(10 * i + j);
  }
  auto flat = grid.reinterpret<int, 1>(sycl::range<1>(16));
  auto pairs = grid.reinterpret<std::array<int, 2>, 2>(sycl::range<2>(2, 4));
  auto cube = grid.reinterpret<int, 3>(sycl::range<3>(2, 2, 4));
  {
    sycl::host_accessor f(flat, sycl::read_only);
    sycl::host_accessor p(pairs, sycl::read_only);
    sycl::host_accessor c(cube, sycl::read_only);
    CHECK(f[5] == 11);                            // row 1, column 1
    CHECK(p[1][1] == std::array<int, 2>{22, 23}); // ints 10 and 11
    CHECK(c[1][0][2] == 22);                      // int 1*8 + 0*4 + 2 = 10
  }
  CHECK(errc_of([&] { (void)grid.reinterpret<int, 1>(sycl::range<1>(15)); }) ==
        sycl::errc::invalid);
  CHECK(errc_of([&] {
          (void)grid.reinterpret<std::int64_t, 2>(sycl::range<2>(4, 4));
        }) == sycl::errc::invalid);
  CHECK(errc_of([&] { (void)grid.reinterpret<char, 1>(sycl::range<1>(64)); }) ==
        sycl::errc::success);
}

TEST_CASE("reinterpret() keeps the range for an element of the same size and "
          "makes 1-D otherwise, errc::invalid when the bytes do not divide",
          "[reinterpret]") {
  sycl::buffer<int, 2> grid(sycl::range<2>(2, 3)); // 24 bytes
  auto same = grid.reinterpret<unsigned>();
  static_assert(std::is_same_v<decltype(same), sycl::buffer<unsigned, 2>>);
  CHECK(same.get_range() == sycl::range<2>(2, 3));
  auto bytes = grid.reinterpret<unsigned char, 1>();
  CHECK(bytes.get_range() == sycl::range<1>(24));
  auto wide = grid.reinterpret<std::int64_t, 1>();
  CHECK(wide.get_range() == sycl::range<1>(3));
  CHECK(errc_of([&] { (void)grid.reinterpret<std::array<char, 5>, 1>(); }) ==
        sycl::errc::invalid);
  sycl::buffer<std::array<char, 3>> odd(sycl::range<1>(3)); // 9 bytes
  CHECK(errc_of([&] { (void)odd.reinterpret<std::int16_t, 1>(); }) ==
        sycl::errc::invalid);
  CHECK(odd.reinterpret<char, 1>().size() == 9);
}

TEST_CASE("reinterpreting a sub-buffer views only the sub-buffer's bytes",
          "[reinterpret]") {
  std::vector<std::int32_t> host(8, 0);
  {
    sycl::buffer<std::int32_t> whole(host.data(), sycl::range<1>(8));
    sycl::buffer<std::int32_t> tail(whole, sycl::id<1>(4), sycl::range<1>(4));
    auto halves = tail.reinterpret<std::int16_t, 1>(sycl::range<1>(8));
    CHECK(halves.is_sub_buffer());
    CHECK(halves.byte_size() == 16);
    CHECK(errc_of([&] {
            (void)tail.reinterpret<std::int16_t, 1>(sycl::range<1>(16));
          }) == sycl::errc::invalid);
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor h(halves, cgh, sycl::write_only);
      cgh.parallel_for(sycl::range<1>(8), [=](sycl::id<1> i) {
        h[i] = static_cast<std::int16_t>(i[0] % 2 == 0 ? 1 : 0);
      });
    });
  }
  // Little-endian halves (1, 0) make the int32 value 1, in elements 4..7.
  CHECK(host == std::vector<std::int32_t>{0, 0, 0, 0, 1, 1, 1, 1});
}

TEST_CASE("set_final_data and set_write_back on a reinterpreted buffer decide "
          "the shared write-back",
          "[reinterpret]") {
  std::vector<std::uint16_t> host = {1, 2, 3, 4};
  std::vector<std::uint8_t> elsewhere(8, 0);
  {
    sycl::buffer<std::uint16_t> shorts(host.data(), sycl::range<1>(4));
    auto bytes = shorts.reinterpret<std::uint8_t>(sycl::range<1>(8));
    bytes.set_final_data(elsewhere.data());
    sycl::host_accessor b(bytes);
    b[0] = 0xff;
  }
  CHECK(elsewhere == std::vector<std::uint8_t>{0xff, 0, 2, 0, 3, 0, 4, 0});
  CHECK(host == std::vector<std::uint16_t>{1, 2, 3, 4}); // sent elsewhere
  {
    sycl::buffer<std::uint16_t> shorts(host.data(), sycl::range<1>(4));
    shorts.reinterpret<std::uint8_t>(sycl::range<1>(8)).set_write_back(false);
    sycl::host_accessor s(shorts);
    s[1] = 7;
  }
  CHECK(host[1] == 2);
  // The reinterpreted buffer keeps the storage alive after the original
  // goes away, and its destruction writes back to the original host data.
  sycl::buffer<std::uint32_t> *words = nullptr;
  {
    sycl::buffer<std::uint16_t> shorts(host.data(), sycl::range<1>(4));
    words = new sycl::buffer<std::uint32_t>(
        shorts.reinterpret<std::uint32_t>(sycl::range<1>(2)));
  }
  {
    sycl::host_accessor w(*words);
    w[1] = 0x00090008u;
  }
  delete words;
  CHECK(host == std::vector<std::uint16_t>{1, 2, 8, 9});
}
