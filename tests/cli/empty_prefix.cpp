// --unique-prefix= (empty) is honoured: the IDs of a device compile without
// -fsycl-unique-prefix ("" + "___" + mangled).
#include <sycl/sycl.hpp>

constexpr sycl::specialization_id<int> b{2};
inline constexpr sycl::specialization_id<int> c{3};
