// What the sixth compatibility sweep (docs/compat-sweep.md) found missing
// or wrong: sycl::is_device_copyable (SYCL 2020, 4.12.3) with the types
// 3.13.1 makes implicitly device copyable and a program's specialization
// for its own type, honoured by buffers and kernel captures; and a buffer
// over host memory whose contents no longer go back to it
// (set_write_back(false)) touching that memory after the next accessor,
// when the program may already have freed it (sycl-bench frees a vector
// before the buffer made from it).
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <sys/mman.h>
#include <unistd.h>

namespace {

struct user_copyable {
  int i = 0;
  user_copyable() = default;
  explicit user_copyable(int v) : i(v) {}
  user_copyable(const user_copyable &other) : i(other.i) {}
  user_copyable &operator=(const user_copyable &other) {
    i = other.i;
    return *this;
  }
};

struct not_marked {
  int i = 0;
  not_marked() = default;
  not_marked(const not_marked &other) : i(other.i) {}
};

struct trivial {
  int a;
  float b;
};

} // namespace

template <> struct sycl::is_device_copyable<user_copyable> : std::true_type {};

static_assert(SYCL_DEVICE_COPYABLE == 1);
static_assert(sycl::is_device_copyable_v<int>);
static_assert(sycl::is_device_copyable_v<trivial>);
static_assert(sycl::is_device_copyable_v<trivial[4]>);
static_assert(!sycl::is_device_copyable_v<not_marked>);
static_assert(!sycl::is_device_copyable_v<std::string>);
static_assert(sycl::is_device_copyable_v<user_copyable>);
static_assert(sycl::is_device_copyable_v<const user_copyable>,
              "a cv-qualified type is what its unqualified type is");
static_assert(sycl::is_device_copyable_v<user_copyable[3]>);
static_assert(sycl::is_device_copyable_v<std::pair<user_copyable, float>>);
static_assert(!sycl::is_device_copyable_v<std::pair<not_marked, float>>);
static_assert(sycl::is_device_copyable_v<std::tuple<user_copyable, bool>>);
static_assert(!sycl::is_device_copyable_v<std::tuple<int, not_marked>>);
static_assert(sycl::is_device_copyable_v<std::variant<user_copyable, int>>);
static_assert(!sycl::is_device_copyable_v<std::variant<not_marked>>);
static_assert(sycl::is_device_copyable_v<std::optional<user_copyable>>);
static_assert(!sycl::is_device_copyable_v<std::optional<not_marked>>);
static_assert(sycl::is_device_copyable_v<std::array<user_copyable, 2>>);
static_assert(!sycl::is_device_copyable_v<std::array<not_marked, 2>>);
static_assert(sycl::is_device_copyable_v<std::array<not_marked, 0>>,
              "std::array<T, 0> holds no T");
static_assert(sycl::is_device_copyable_v<std::string_view>);
static_assert(sycl::is_device_copyable_v<sycl::span<not_marked>>,
              "a view, whatever it views");
static_assert(
    sycl::is_device_copyable<const std::pair<user_copyable, int>>::value);

TEST_CASE("device copyable user types in buffers and kernel captures",
          "[api_sweep6]") {
  using pair_t = std::pair<user_copyable, float>;
  pair_t captured[3] = {{user_copyable(1), 1.5F},
                        {user_copyable(2), 2.5F},
                        {user_copyable(3), 3.5F}};
  pair_t result[3];
  {
    sycl::buffer<pair_t> b{result, sycl::range<1>(3)};
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor out{b, cgh, sycl::write_only};
      cgh.single_task<class copy_pairs>([=]() {
        for (int k = 0; k < 3; ++k)
          out[k] = pair_t(user_copyable(captured[k].first.i * 10),
                          captured[k].second);
      });
    });
  }
  CHECK(result[0].first.i == 10);
  CHECK(result[2].first.i == 30);
  CHECK(result[1].second == 2.5F);
}

TEST_CASE("no write-back: host memory left alone after the next accessor",
          "[api_sweep6]") {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  const std::size_t n = page / sizeof(int);
  void *mapped = mmap(nullptr, page, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  REQUIRE(mapped != MAP_FAILED);
  int *host = static_cast<int *>(mapped);
  for (std::size_t k = 0; k < n; ++k)
    host[k] = int(k);
  sycl::queue q;
  {
    sycl::buffer<int> b{host, sycl::range<1>(n)};
    b.set_write_back(false);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::read_write};
      cgh.parallel_for<class no_write_back>(
          sycl::range<1>(n), [=](sycl::id<1> i) { acc[i] += 1000; });
    });
    {
      sycl::host_accessor h{b, sycl::read_only};
      CHECK(h[0] == 1000);
      CHECK(h[n - 1] == int(n - 1) + 1000);
    }
    // The data go nowhere: the host memory keeps its contents...
    CHECK(host[0] == 0);
    CHECK(host[n - 1] == int(n - 1));
    // ... and the program may release it before the buffer goes away
    // (with the memory still in use, the destructor faults).
    REQUIRE(munmap(mapped, page) == 0);
  }
  // Write-back on (the default): the memory is used until destruction.
  std::vector<int> kept(8, 1);
  {
    sycl::buffer<int> b{kept.data(), sycl::range<1>(kept.size())};
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::read_write};
      cgh.parallel_for<class with_write_back>(
          sycl::range<1>(kept.size()), [=](sycl::id<1> i) { acc[i] *= 7; });
    });
  }
  CHECK(kept[0] == 7);
  CHECK(kept[7] == 7);
}

TEST_CASE("set_final_data elsewhere after construction: host memory restored",
          "[api_sweep6]") {
  std::vector<int> host(4, 5);
  std::vector<int> elsewhere(4, 0);
  {
    sycl::buffer<int> b{host.data(), sycl::range<1>(4)};
    b.set_final_data(elsewhere.data());
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::read_write};
      cgh.parallel_for<class final_elsewhere>(
          sycl::range<1>(4), [=](sycl::id<1> i) { acc[i] += int(i[0]); });
    });
    CHECK(host[3] == 5);
  }
  CHECK(host[0] == 5);
  CHECK(host[3] == 5);
  CHECK(elsewhere[0] == 5);
  CHECK(elsewhere[3] == 8);
}
