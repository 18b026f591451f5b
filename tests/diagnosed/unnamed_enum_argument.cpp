#include <sycl/sycl.hpp>
enum { anon_e = 3 };
template <auto V>
inline constexpr sycl::specialization_id<int> by_value{}; // expected-error {{value of an unnamed enumeration}} expected-note {{use template arguments whose types and objects have names}}
const void *use() { return &by_value<anon_e>; }
