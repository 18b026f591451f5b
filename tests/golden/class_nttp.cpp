// ARGS: -std=gnu++20
// CLANG-ARGS: -Xclang -fsycl-is-host -DSYCLFG_ORACLE=1
// C++20 class-type non-type template arguments (structural aggregates,
// nested, with an array, a base class, a double and an enumeration): the
// footer writes each value as an aggregate initialization, `::Point{1, 2}`;
// floating-point arguments as exact hexadecimal literals (0.1, -2.5f; they
// were "not supported" before);
// a class whose plain name a function hides (geo::Box, after `int Box()`)
// through an alias. clang++-19 with -fsycl-is-host checks the template part
// of each ID against __builtin_sycl_unique_stable_name.
#include <sycl/sycl.hpp>

#include "check.hpp"

#include <string>

namespace syclex = sycl::ext::oneapi::experimental;

struct Point {
  int x;
  int y;
};
namespace geo {
enum class Side : char { left, right };
struct Base {
  short tag;
};
struct Box : Base {
  Point corner[2];
  double scale;
  bool on;
  Side side;
};
using BoxType = Box;
int Box(int); // from here on, "geo::Box" alone names the function
} // namespace geo

template <Point P> constexpr sycl::specialization_id<int> at{P.x + P.y};
template <geo::BoxType B> struct Holder {
  static constexpr sycl::specialization_id<double> id{B.scale};
};
template <Point P> syclex::device_global<int> dg_at;
template <double D> constexpr sycl::specialization_id<double> scaled{D};
template <float F> struct FloatHolder {
  static constexpr sycl::specialization_id<float> id{F};
};

constexpr geo::BoxType box{{3}, {{1, 2}, {3, 4}}, 0.5, true, geo::Side::right};

const void *use() {
  (void)Holder<box>::id;
  (void)dg_at<Point{5, 6}>;
  (void)scaled<0.1>;
  (void)FloatHolder<-2.5f>::id;
  return &at<Point{1, 2}>;
}

template <auto V> struct Probe;
#if defined(SYCLFG_ORACLE)
#define PROBE(V) __builtin_sycl_unique_stable_name(Probe<V>)
#else
#define PROBE(V) nullptr
#endif

// `id` is "<head>I<args>E<tail>"; the builtin writes Probe<V> as
// "_ZTS5ProbeI<args>E".
void check_oracle(const std::string &id, const std::string &head,
                  const char *probe) {
  if (probe == nullptr)
    return;
  std::string args = std::string(probe).substr(10);
  if (id.compare(head.size(), args.size(), args) != 0)
    golden::fail("template arguments as the builtin mangles them",
                 args.c_str(), id.c_str());
}

int main() {
  (void)use();
  const char *at_id = "_Z2atIXtl5PointLi1ELi2EEEE";
  golden::expect_spec_id<at<Point{1, 2}>>(at_id);
  check_oracle(at_id, "_Z2at", PROBE((Point{1, 2})));
  const char *dg_id = "_Z5dg_atIXtl5PointLi5ELi6EEEE";
  golden::expect_device_global<dg_at<Point{5, 6}>>(dg_id);
  check_oracle(dg_id, "_Z5dg_at", PROBE((Point{5, 6})));
  const char *holder_id =
      "_ZN6HolderIXtlN3geo3BoxEtlNS0_4BaseELs3EEtlA2_5PointtlS3_Li1ELi2EEtlS3_"
      "Li3ELi4EEELd3fe0000000000000ELb1ELNS0_4SideE1EEEE2idE";
  golden::expect_spec_id<Holder<box>::id>(holder_id);
  check_oracle(holder_id, "_ZN6Holder", PROBE(box));
  const char *scaled_id = "_Z6scaledILd3fb999999999999aEE";
  golden::expect_spec_id<scaled<0.1>>(scaled_id);
  check_oracle(scaled_id, "_Z6scaled", PROBE(0.1));
  const char *float_id = "_ZN11FloatHolderILfc0200000EE2idE";
  golden::expect_spec_id<FloatHolder<-2.5f>::id>(float_id);
  check_oracle(float_id, "_ZN11FloatHolder", PROBE(-2.5f));
  if (at<Point{1, 2}>.get_default_value() != 3)
    golden::fail("default value", "3", "other");
  return golden::result(5);
}
