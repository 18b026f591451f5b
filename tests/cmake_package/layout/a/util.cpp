#include "layout.hpp"

// Same name and file name as in b/util.cpp: internal linkage, own ID.
static constexpr sycl::specialization_id<int> value{1};
int a_value(sycl::queue &q) { return read_default<value>(q); }
