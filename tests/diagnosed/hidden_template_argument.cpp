// The template argument is the middle Level of three (global, unnamed,
// unnamed inside it): "struct ::Level" names the global one, and inside
// the middle namespace "Level" is ambiguous with the innermost one, so no
// alias can name it there either, and no typedef names it (the user only
// reaches it through decltype). Writing it anyway would name another class:
// refused.
#include <sycl/sycl.hpp>
struct Level {
  int outer;
};
namespace {
struct Level {
  int middle;
};
Level middle_value;
namespace {
struct Level {
  int inner;
};
} // namespace
} // namespace
template <class T> struct Holder {
  // expected-error@+2 {{'Holder<(anonymous namespace)::Level>::id' cannot be referenced from the integration footer: a type involved, '(anonymous namespace)::Level', has no name that reaches it}}
  // expected-note@+1 {{rename}}
  static constexpr sycl::specialization_id<int> id{2};
};
const void *use() { return &Holder<decltype(middle_value)>::id; }
