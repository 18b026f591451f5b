// What the sixth compatibility sweep (docs/compat-sweep.md) found missing:
// sycl::is_device_copyable (SYCL 2020, 4.12.3) with the types 3.13.1 makes
// implicitly device copyable and a program's specialization for its own
// type, honoured by buffers and kernel captures.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

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
