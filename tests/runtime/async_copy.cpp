// nd_range group functions of 4.9.1.5/4.9.1.7 besides barriers:
// async_work_group_copy (global to local with a source stride, local to
// global with a destination stride, decorated multi_ptrs) and wait_for,
// called by every work-item of the group; mem_fence and atomic_fence.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cstddef>
#include <vector>

namespace {
using sycl::access::address_space;
using sycl::access::decorated;
} // namespace

TEST_CASE("async_work_group_copy with strides, from every work-item",
          "[async_copy]") {
  // A 2-column row-major matrix: each group copies column 0 of its rows
  // into local memory (source stride 2), each work-item adds 100 to its
  // element (after a barrier), and the group writes the result into
  // column 1 (destination stride 2).
  constexpr std::size_t groups = 3, local = 4, rows = groups * local;
  std::vector<int> m(rows * 2, 0);
  for (std::size_t r = 0; r < rows; ++r)
    m[r * 2] = static_cast<int>(r);
  {
    sycl::buffer<int> mb(m.data(), sycl::range<1>(m.size()));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor a(mb, cgh, sycl::read_write);
      sycl::local_accessor<int, 1> column(sycl::range<1>(local), cgh);
      cgh.parallel_for(sycl::nd_range<1>(rows, local), [=](sycl::nd_item<1>
                                                               it) {
        const std::size_t first_row = it.get_group(0) * local;
        sycl::global_ptr<int> matrix = a.get_pointer();
        sycl::local_ptr<int> tile = column.get_pointer();
        sycl::device_event in =
            it.async_work_group_copy(tile, matrix + first_row * 2, local, 2);
        it.wait_for(in);
        column[it.get_local_id(0)] += 100;
        it.barrier(sycl::access::fence_space::local_space);
        it.mem_fence();
        auto out = it.get_group().async_work_group_copy(
            sycl::multi_ptr<int, address_space::global_space, decorated::yes>(
                a.get_pointer() + first_row * 2 + 1),
            column.get_multi_ptr<decorated::yes>(), local, 2);
        it.get_group().wait_for(out);
        sycl::atomic_fence(sycl::memory_order::seq_cst,
                           sycl::memory_scope::work_group);
      });
    });
  }
  for (std::size_t r = 0; r < rows; ++r) {
    CHECK(m[r * 2] == static_cast<int>(r));
    CHECK(m[r * 2 + 1] == static_cast<int>(r) + 100);
  }
}

TEST_CASE("async_work_group_copy is a synchronization point: it copies what "
          "every work-item wrote before the call",
          "[async_copy]") {
  constexpr std::size_t groups = 2, local = 8;
  std::vector<int> out(groups * local, 0);
  {
    sycl::buffer<int> ob(out.data(), sycl::range<1>(out.size()));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor o(ob, cgh, sycl::write_only);
      sycl::local_accessor<int, 1> tile(sycl::range<1>(local), cgh);
      cgh.parallel_for(
          sycl::nd_range<1>(groups * local, local), [=](sycl::nd_item<1> it) {
            tile[it.get_local_id(0)] = static_cast<int>(it.get_global_id(0));
            it.wait_for(it.async_work_group_copy(o.get_pointer() +
                                                     it.get_group(0) * local,
                                                 tile.get_pointer(), local));
          });
    });
  }
  for (std::size_t i = 0; i < out.size(); ++i)
    CHECK(out[i] == static_cast<int>(i));
}
