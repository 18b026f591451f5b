// The deprecated SYCL 2020 parallel_for with an offset (4.9.4.2.2, and
// the queue's shortcuts for it as DPC++ has them, with and without
// events): every id from the offset to offset + range - 1 is visited once,
// a kernel taking an item sees the offset in get_id() and get_offset(),
// its linear id runs from 0 to range.size() - 1, and kernels taking an id
// (or a size_t, in one dimension) get the offset ids. item<Dims> is
// item<Dims, true> (4.9.1.4): a launch without an offset gives it a zero
// offset. Reductions and the other overloads still resolve beside it.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <cstddef>
#include <type_traits>
#include <vector>

namespace {

static_assert(std::is_same_v<sycl::item<2>, sycl::item<2, true>>,
              "item's WithOffset defaults to true");

template <int Dims>
std::size_t linear(const sycl::id<Dims> &index, const sycl::range<Dims> &r) {
  std::size_t l = 0;
  for (int d = 0; d < Dims; ++d)
    l = l * r[d] + index[d];
  return l;
}

// Counts, per launch, the visits of each id of the box [0, offset +
// extent] (one past the launch's last id in every dimension, so a visit
// outside the launch shows), the visits of each linear id, and the
// work-items whose item reported something else than it should.
template <int Dims> struct visits {
  sycl::range<Dims> extent;
  sycl::id<Dims> offset;
  sycl::range<Dims> box;
  std::vector<int> by_id, by_linear;
  int *ids, *linears, *wrong;

  visits(sycl::queue &q, sycl::range<Dims> e, sycl::id<Dims> o)
      : extent(e), offset(o) {
    for (int d = 0; d < Dims; ++d)
      box[d] = o[d] + e[d] + 1;
    ids = sycl::malloc_shared<int>(box.size(), q);
    linears = sycl::malloc_shared<int>(e.size(), q);
    wrong = sycl::malloc_shared<int>(1, q);
    q.fill(ids, 0, box.size()).wait();
    q.fill(linears, 0, e.size()).wait();
    *wrong = 0;
    context = q.get_context();
  }
  ~visits() {
    sycl::free(ids, context);
    sycl::free(linears, context);
    sycl::free(wrong, context);
  }
  visits(const visits &) = delete;
  visits &operator=(const visits &) = delete;

  // The kernel body for an item with its offset.
  static void count(const sycl::item<Dims> &it, sycl::range<Dims> box,
                    sycl::range<Dims> extent, sycl::id<Dims> offset, int *ids,
                    int *linears, int *wrong) {
    sycl::atomic_ref<int, sycl::memory_order::relaxed,
                     sycl::memory_scope::device>
        bad(*wrong);
    bool ok = it.get_offset() == offset && it.get_range() == extent;
    sycl::id<Dims> from_offset;
    for (int d = 0; d < Dims; ++d) {
      ok = ok && it.get_id(d) == it[d] && it.get_offset(d) == offset[d];
      ok = ok && it[d] >= offset[d] && it[d] < offset[d] + extent[d];
      from_offset[d] = it[d] - offset[d];
    }
    ok = ok && it.get_linear_id() == linear(from_offset, extent);
    if (!ok) {
      bad.fetch_add(1);
      return;
    }
    sycl::atomic_ref<int, sycl::memory_order::relaxed,
                     sycl::memory_scope::device>(ids[linear(it.get_id(), box)])
        .fetch_add(1);
    sycl::atomic_ref<int, sycl::memory_order::relaxed,
                     sycl::memory_scope::device>(linears[it.get_linear_id()])
        .fetch_add(1);
  }
  // The kernel body for an id.
  static void count_id(const sycl::id<Dims> &i, sycl::range<Dims> box,
                       int *ids) {
    sycl::atomic_ref<int, sycl::memory_order::relaxed,
                     sycl::memory_scope::device>(ids[linear(i, box)])
        .fetch_add(1);
  }

  // Each id of the launch visited once and nothing else; with items, each
  // linear id once too.
  void check(bool items) const {
    CHECK(*wrong == 0);
    std::size_t outside = 0, not_once = 0;
    for (std::size_t l = 0; l < box.size(); ++l) {
      sycl::id<Dims> i;
      std::size_t rest = l;
      for (int d = Dims - 1; d >= 0; --d) {
        i[d] = rest % box[d];
        rest /= box[d];
      }
      bool inside = true;
      for (int d = 0; d < Dims; ++d)
        inside = inside && i[d] >= offset[d] && i[d] < offset[d] + extent[d];
      if (inside && ids[l] != 1)
        ++not_once;
      if (!inside && ids[l] != 0)
        ++outside;
    }
    CHECK(not_once == 0);
    CHECK(outside == 0);
    if (items)
      for (std::size_t l = 0; l < extent.size(); ++l)
        CHECK(linears[l] == 1);
  }

  sycl::context context;
};

template <int Dims>
void handler_offsets(sycl::range<Dims> extent, sycl::id<Dims> offset) {
  sycl::queue q;
  {
    visits<Dims> v(q, extent, offset);
    auto box = v.box;
    int *ids = v.ids, *linears = v.linears, *wrong = v.wrong;
    q.submit([&](sycl::handler &cgh) {
      cgh.parallel_for(extent, offset, [=](sycl::item<Dims> it) {
        visits<Dims>::count(it, box, extent, offset, ids, linears, wrong);
      });
    });
    v.check(true);
  }
  {
    visits<Dims> v(q, extent, offset);
    auto box = v.box;
    int *ids = v.ids;
    q.submit([&](sycl::handler &cgh) {
      cgh.parallel_for(extent, offset, [=](sycl::id<Dims> i) {
        visits<Dims>::count_id(i, box, ids);
      });
    });
    v.check(false);
  }
}

template <int Dims>
void queue_offsets(sycl::range<Dims> extent, sycl::id<Dims> offset) {
  sycl::queue q;
  sycl::event before = q.single_task([] {});
  std::vector<sycl::event> deps{before};
  for (int form = 0; form < 4; ++form) {
    visits<Dims> v(q, extent, offset);
    auto box = v.box;
    int *ids = v.ids, *linears = v.linears, *wrong = v.wrong;
    auto kernel = [=](sycl::item<Dims> it) {
      visits<Dims>::count(it, box, extent, offset, ids, linears, wrong);
    };
    sycl::event done;
    if (form == 0)
      done = q.parallel_for(extent, offset, kernel);
    else if (form == 1)
      done = q.parallel_for(extent, offset, before, kernel);
    else if (form == 2)
      done = q.parallel_for(extent, offset, deps, kernel);
    else
      done = q.parallel_for(extent, offset, {before, before}, kernel);
    done.wait();
    v.check(true);
    if (form != 0)
      CHECK_FALSE(done.get_wait_list().empty());
  }
}

} // namespace

TEST_CASE("handler::parallel_for with an offset, 1 to 3 dimensions",
          "[range_offset]") {
  handler_offsets(sycl::range<1>(37), sycl::id<1>(5));
  handler_offsets(sycl::range<2>(7, 9), sycl::id<2>(3, 1));
  handler_offsets(sycl::range<3>(3, 4, 5), sycl::id<3>(2, 0, 6));
  handler_offsets(sycl::range<2>(4, 4), sycl::id<2>(0, 0));
}

TEST_CASE("queue::parallel_for with an offset, with and without events",
          "[range_offset]") {
  queue_offsets(sycl::range<1>(37), sycl::id<1>(5));
  queue_offsets(sycl::range<2>(7, 9), sycl::id<2>(3, 1));
  queue_offsets(sycl::range<3>(3, 4, 5), sycl::id<3>(2, 0, 6));
}

TEST_CASE("one-dimensional offsets reach a size_t kernel and accessors",
          "[range_offset]") {
  constexpr std::size_t n = 16, offset = 4;
  std::vector<int> data(n + offset, -1);
  {
    sycl::buffer<int> b{data.data(), sycl::range<1>(data.size())};
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::write_only};
      cgh.parallel_for<class offset_size_t>(
          sycl::range<1>(n), sycl::id<1>(offset),
          [=](std::size_t i) { acc[i] = static_cast<int>(i); });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::read_write};
      // An item indexes the accessor at its id, offset included.
      cgh.parallel_for(sycl::range<1>(n), sycl::id<1>(offset),
                       [=](sycl::item<1> it) { acc[it] += 1000; });
    });
  }
  for (std::size_t i = 0; i < offset; ++i)
    CHECK(data[i] == -1);
  for (std::size_t i = offset; i < n + offset; ++i)
    CHECK(data[i] == static_cast<int>(i) + 1000);
}

TEST_CASE("items without an offset: item<Dims> has a zero offset",
          "[range_offset]") {
  sycl::queue q;
  int *wrong = sycl::malloc_shared<int>(1, q);
  *wrong = 0;
  q.parallel_for(sycl::range<2>(3, 5), [=](sycl::item<2> it) {
     if (it.get_offset() != sycl::id<2>(0, 0) ||
         it.get_linear_id() != it[0] * 5 + it[1])
       sycl::atomic_ref<int, sycl::memory_order::relaxed,
                        sycl::memory_scope::device>(*wrong)
           .fetch_add(1);
   }).wait();
  // A generic kernel gets the item without an offset.
  q.parallel_for(sycl::range<1>(4), [=](auto it) {
     static_assert(std::is_same_v<decltype(it), sycl::item<1, false>>);
     if (it.get_range(0) != 4)
       sycl::atomic_ref<int, sycl::memory_order::relaxed,
                        sycl::memory_scope::device>(*wrong)
           .fetch_add(100);
   }).wait();
  CHECK(*wrong == 0);
  sycl::free(wrong, q);
}

TEST_CASE("reductions and other overloads beside the offset forms",
          "[range_offset]") {
  sycl::queue q;
  int *sum = sycl::malloc_shared<int>(1, q);
  *sum = 0;
  q.submit([&](sycl::handler &cgh) {
    cgh.parallel_for(sycl::range<1>(10), sycl::reduction(sum, sycl::plus<>()),
                     [=](sycl::id<1> i, auto &s) { s += int(i[0]); });
  });
  CHECK(*sum == 45);
  sycl::event e = q.parallel_for(
      sycl::range<2>(2, 3), sycl::reduction(sum, sycl::plus<>()),
      [=](sycl::item<2> it, auto &s) { s += int(it.get_linear_id()); });
  CHECK(*sum == 45 + 15);
  q.parallel_for(sycl::range<1>(4), e, sycl::reduction(sum, sycl::plus<>()),
                 [=](sycl::id<1>, auto &s) { s += 1; })
      .wait();
  CHECK(*sum == 64);
  // An offset launch of one work-item and one of a range beside it.
  int *at = sycl::malloc_shared<int>(2, q);
  q.submit([&](sycl::handler &cgh) {
    cgh.parallel_for(sycl::range<1>(1), sycl::id<1>(7),
                     [=](sycl::id<1> i) { at[0] = int(i[0]); });
  });
  q.parallel_for(sycl::range<1>(1), [=](sycl::id<1> i) {
     at[1] = int(i[0]);
   }).wait();
  CHECK(at[0] == 7);
  CHECK(at[1] == 0);
  sycl::free(at, q);
  sycl::free(sum, q);
}
