// Every declaration of the table of __builtin_sycl_unique_stable_id examples
// (DPC++'s own tests, dpcpp-facts.md section 2.3). The IDs expected for it
// are listed in unique_names_test.cpp. Stand-ins for the SYCL types: a
// variable's type does not take part in its mangled name.
namespace sycl {
template <class T> struct specialization_id {
  constexpr specialization_id(T v) : value(v) {}
  T value;
};
template <class T> struct device_global {};
template <class T> struct X {};
namespace detail {
struct Y {};
} // namespace detail
} // namespace sycl

int GlobalInt;
static int StaticGlobalInt;
constexpr int ConstexprGlobalInt = 0;
namespace NS {
int NSInt;
static int StaticNSInt;
} // namespace NS
namespace {
int AnonNSInt;
}
struct Struct {
  static int StaticStructInt;
};
int Struct::StaticStructInt;
void Func() { static double FuncVar; }
template <class T> void TemplateFunc() { static T FuncVar; }
template void TemplateFunc<float>();
int main() {
  [] { static int LocalLambda1; }();
}

constexpr sycl::specialization_id<int> b{2};
inline constexpr sycl::specialization_id<int> c{3};
struct S1 {
  static constexpr sycl::specialization_id<int> a{1};
};
template <int V> struct S3 {
  static constexpr sycl::specialization_id<int> a{V};
};
template struct S3<1>;

namespace inner {
constexpr sycl::specialization_id<int> same_name{5};
}
namespace outer {
namespace {
namespace inner {
namespace {
constexpr sycl::specialization_id<int> same_name{6};
}
} // namespace inner
} // namespace
} // namespace outer

namespace Foo {
inline namespace Bar {
inline constexpr sycl::specialization_id<int> InlineNSSpecID{7};
}
namespace {
constexpr sycl::specialization_id<int> AnonNS{8};
}
} // namespace Foo

namespace {
struct HasVarTemplate {
  template <class T, int N>
  static constexpr sycl::specialization_id<T> VarTempl{N};
};
} // namespace
const void *use_var_templ = &HasVarTemplate::VarTempl<int, 2>;

template <class T, class U = sycl::X<sycl::detail::Y>> struct Arg1 {};
template <class T> sycl::device_global<T> dev_global;
const void *use_dev_global = &dev_global<Arg1<int>>;

// CWG 2387: external for Clang (g++ makes one object per TU).
template <int N> const sycl::specialization_id<int> per_tu{N};
const void *use_per_tu = &per_tu<1>;
