// What programs written for other implementations get from the entry
// headers they include, here DPC++'s alone (SYCL 2020, 4.3 names only
// <sycl/sycl.hpp>): <sycl/detail/core.hpp>, <sycl/types.hpp>,
// <sycl/properties/all_properties.hpp>, <sycl/usm/usm_allocator.hpp> give
// the SYCL classes (usm_allocator comparisons across kinds too), and
// std::complex comes with <sycl/sycl.hpp>, as DPC++'s gives it. Each entry
// header alone: entry_headers/ (runtime.entry_headers).
#include <sycl/detail/core.hpp>
#include <sycl/properties/all_properties.hpp>
#include <sycl/types.hpp>
#include <sycl/usm/usm_allocator.hpp>

#include <catch2/catch.hpp>

#include <vector>

TEST_CASE("DPC++'s entry headers give the SYCL classes", "[headers]") {
  sycl::int4 v{1, 2, 3, 4};
  CHECK(v.w() == 4);
  sycl::queue q;
  sycl::usm_allocator<int, sycl::usm::alloc::shared> alloc(q);
  std::vector<int, decltype(alloc)> shared(3, 0, alloc);
  CHECK(shared.size() == 3);
  // Allocators of other kinds compare unequal, of other alignments equal.
  sycl::usm_allocator<int, sycl::usm::alloc::host> host_alloc(q);
  sycl::usm_allocator<int, sycl::usm::alloc::shared, 64> aligned(q);
  CHECK(alloc != host_alloc);
  CHECK_FALSE(host_alloc == alloc);
  CHECK(alloc == aligned);
  sycl::property_list props{sycl::property::queue::in_order()};
  CHECK(props.has_property<sycl::property::queue::in_order>());
}

TEST_CASE("std::complex from <sycl/sycl.hpp>", "[headers]") {
  std::complex<float> z(1.f, 2.f);
  CHECK(std::norm(z * z) == 25.f);
}
