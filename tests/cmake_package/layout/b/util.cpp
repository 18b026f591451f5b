#include "layout.hpp"

// Same name and file name as in a/util.cpp: internal linkage, own ID.
static constexpr sycl::specialization_id<int> value{2};
int b_value(sycl::queue &q) { return read_default<value>(q); }
