// EXPECT-ERROR: unnamed_enum_argument.cpp:5:[0-9]+: error: .* value of an unnamed enumeration
#include <sycl/sycl.hpp>
enum { anon_e = 3 };
template <auto V>
inline constexpr sycl::specialization_id<int> by_value{};
const void *use() { return &by_value<anon_e>; }
