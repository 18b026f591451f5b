// CLANG-ARGS: -Xclang -fsycl-is-host -DSYCLFG_ORACLE=1
// Template arguments that are classes of an unnamed namespace whose name a
// namesake hides ("struct ::Secret" names the global Secret): the footer
// names each through an alias it declares in the class's own namespace
// (at global level, inside a named namespace, a class template's
// specialization, two unnamed namespaces deep), or through the user's
// typedef when no lookup inside that namespace is unambiguous either (the
// middle Level of three). clang++-19 with -fsycl-is-host checks the
// template part of each ID against __builtin_sycl_unique_stable_name.
#include <sycl/sycl.hpp>

#include "check.hpp"

#include <string>

namespace syclex = sycl::ext::oneapi::experimental;

template <class T> struct Holder {
  static constexpr sycl::specialization_id<int> id{2};
};
template <class T> inline constexpr sycl::specialization_id<int> per_type{3};
template <class T> syclex::device_global<int> dg_per_type;

struct Secret {
  int global_one;
};
template <class T> struct Wrap;
namespace {
struct Secret {
  int v;
};
template <class T> struct Wrap {
  T t;
};
// The value type is hidden too: the footer's layout checks name it.
constexpr sycl::specialization_id<Secret> value_of_secret{Secret{7}};
// main() below names the hidden classes through these (the footer does not).
using HiddenSecret = Secret;
using HiddenWrap = Wrap<Secret>;
} // namespace

namespace app {
struct Key {};
namespace {
struct Key {
  int k;
};
using HiddenKey = Key;
} // namespace
} // namespace app

struct Level {
  int outer;
};
namespace {
struct Level {
  int middle;
};
using MiddleLevel = Level; // the middle Level's only spelling
namespace {
struct Level {
  int inner;
};
using InnerLevel = Level;
} // namespace
} // namespace

template <class T> struct Probe;
#if defined(SYCLFG_ORACLE)
#define PROBE(T) __builtin_sycl_unique_stable_name(Probe<T>)
#else
#define PROBE(T) nullptr
#endif

// `id` is "<head><args><tail>"; the builtin writes Probe<T> as
// "_ZTS5Probe<args>".
void check_oracle(const char *id, const std::string &head, const char *probe) {
  if (probe == nullptr)
    return;
  std::string args = std::string(probe).substr(10);
  std::string actual = std::string(id).substr(10 + head.size(), args.size());
  if (actual != args)
    golden::fail("template arguments as the builtin mangles them",
                 args.c_str(), id);
}

int main() {
  const char *secret = INTERNAL("_ZN6HolderIN12_GLOBAL__N_16SecretEE2idE");
  golden::expect_spec_id<Holder<HiddenSecret>::id>(secret);
  check_oracle(secret, "_ZN6Holder", PROBE(HiddenSecret));
  const char *per = INTERNAL("_Z8per_typeIN12_GLOBAL__N_16SecretEE");
  golden::expect_spec_id<per_type<HiddenSecret>>(per);
  const char *dg = INTERNAL("_Z11dg_per_typeIN12_GLOBAL__N_16SecretEE");
  golden::expect_device_global<dg_per_type<HiddenSecret>>(dg);
  const char *wrap =
      INTERNAL("_Z8per_typeIN12_GLOBAL__N_14WrapINS0_6SecretEEEE");
  golden::expect_spec_id<per_type<HiddenWrap>>(wrap);
  check_oracle(wrap, "_Z8per_type", PROBE(HiddenWrap));
  const char *key = INTERNAL("_ZN6HolderIN3app12_GLOBAL__N_13KeyEE2idE");
  golden::expect_spec_id<Holder<app::HiddenKey>::id>(key);
  check_oracle(key, "_ZN6Holder", PROBE(app::HiddenKey));
  const char *middle = INTERNAL("_ZN6HolderIN12_GLOBAL__N_15LevelEE2idE");
  golden::expect_spec_id<Holder<MiddleLevel>::id>(middle);
  check_oracle(middle, "_ZN6Holder", PROBE(MiddleLevel));
  const char *inner =
      INTERNAL("_ZN6HolderIN12_GLOBAL__N_112_GLOBAL__N_15LevelEE2idE");
  golden::expect_spec_id<Holder<InnerLevel>::id>(inner);
  check_oracle(inner, "_ZN6Holder", PROBE(InnerLevel));
  golden::expect_spec_id<value_of_secret>(INTERNAL("_ZN12_GLOBAL__N_115value_of_secretE"));
  if (value_of_secret.get_default_value().v != 7)
    golden::fail("default value", "7", "other");
  return golden::result(8);
}
