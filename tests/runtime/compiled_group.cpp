// How nd_range kernels reach the compiled work-group form (issue 22): a
// kernel taking a compiled_group pointer (as sycl-footergen's rewrite does)
// is called once per group with it, unless SYCLFG_FIBERS=1 (then per
// work-item, on fibers); each() visits the group's work-items in row-major
// order with their linear ids; slots() keep one element per work-item from
// one each() to the next; a barrier reached in the compiled form throws.
// runtime.compiled_group.fibers runs this with SYCLFG_FIBERS=1.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <cstring>

namespace {

bool fibers_forced() {
  const char *text = std::getenv("SYCLFG_FIBERS");
  return text != nullptr && std::strcmp(text, "1") == 0;
}

// A function object with both forms, counting which one runs.
struct both_forms {
  sycl::accessor<int, 2, sycl::access_mode::write> out;
  std::atomic<int> *per_item, *per_group;
  void operator()(sycl::nd_item<2> it) const {
    out[it.get_global_id()] = static_cast<int>(it.get_local_linear_id());
    per_item->fetch_add(1);
  }
  void operator()(sycl::nd_item<2>, sycl::detail::compiled_group<2> *wg) const {
    per_group->fetch_add(1);
    std::size_t *ids = wg->slots<std::size_t>();
    std::size_t expected = 0;
    wg->each([&](sycl::nd_item<2> it, std::size_t li) {
      if (li == expected++ && li == it.get_local_linear_id())
        ids[li] = li;
      else
        ids[li] = 999;
    });
    wg->each([&](sycl::nd_item<2> it, std::size_t li) {
      out[it.get_global_id()] = static_cast<int>(ids[li]);
    });
  }
};

struct barrier_in_compiled_form {
  void operator()(sycl::nd_item<1> it) const { it.barrier(); }
  void operator()(sycl::nd_item<1> it,
                  sycl::detail::compiled_group<1> *) const {
    it.barrier(); // what the tool would have had to remove
  }
};

// Many small groups, which the executor hands to the compiled form a
// piece of consecutive groups per call: each group writes its own id
// through its slots, so a group run twice, skipped, or seeing another's
// slots shows.
struct group_ids {
  sycl::accessor<long, 1, sycl::access_mode::write> out;
  std::atomic<int> *per_group;
  void operator()(sycl::nd_item<1> it) const {
    out[it.get_global_id()] = static_cast<long>(it.get_group(0));
  }
  void operator()(sycl::nd_item<1>, sycl::detail::compiled_group<1> *wg) const {
    per_group->fetch_add(1);
    long *slot = wg->slots<long>();
    wg->each([&](sycl::nd_item<1> it, std::size_t li) {
      slot[li] = static_cast<long>(it.get_group(0));
    });
    wg->each([&](sycl::nd_item<1> it, std::size_t li) {
      out[it.get_global_id()] = slot[li];
    });
  }
};

} // namespace

TEST_CASE("a kernel with the compiled form runs once per group",
          "[compiled_group]") {
  constexpr std::size_t rows = 6, cols = 8;
  sycl::buffer<int, 2> out{sycl::range<2>(rows, cols)};
  std::atomic<int> per_item{0}, per_group{0};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    both_forms k{sycl::accessor<int, 2, sycl::access_mode::write>(out, cgh),
                 &per_item, &per_group};
    cgh.parallel_for(
        sycl::nd_range<2>(sycl::range<2>(rows, cols), sycl::range<2>(3, 4)), k);
  });
  q.wait();
  if (fibers_forced()) {
    CHECK(per_group.load() == 0);
    CHECK(per_item.load() == static_cast<int>(rows * cols));
  } else {
    CHECK(per_group.load() == static_cast<int>((rows / 3) * (cols / 4)));
    CHECK(per_item.load() == 0);
  }
  sycl::host_accessor h{out};
  for (std::size_t r = 0; r < rows; ++r)
    for (std::size_t c = 0; c < cols; ++c)
      CHECK(h[r][c] == static_cast<int>((r % 3) * 4 + c % 4));
}

TEST_CASE("a barrier reached in the compiled form is an error",
          "[compiled_group]") {
  sycl::queue q;
  auto run = [&] {
    q.submit([&](sycl::handler &cgh) {
      cgh.parallel_for(sycl::nd_range<1>(8, 4), barrier_in_compiled_form{});
    });
    q.wait();
  };
  if (fibers_forced()) {
    CHECK_NOTHROW(run());
  } else {
    CHECK_THROWS_AS(run(), sycl::exception);
  }
}

TEST_CASE("many small groups each run once in the compiled form",
          "[compiled_group]") {
  constexpr std::size_t groups = 4099, local = 3;
  sycl::buffer<long> out{sycl::range<1>(groups * local)};
  std::atomic<int> per_group{0};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    group_ids k{sycl::accessor<long, 1, sycl::access_mode::write>(out, cgh),
                &per_group};
    cgh.parallel_for(sycl::nd_range<1>(sycl::range<1>(groups * local),
                                       sycl::range<1>(local)),
                     k);
  });
  q.wait();
  CHECK(per_group.load() == (fibers_forced() ? 0 : static_cast<int>(groups)));
  sycl::host_accessor h{out};
  bool all = true;
  for (std::size_t i = 0; i < groups * local; ++i)
    all = all && h[i] == static_cast<long>(i / local);
  CHECK(all);
}
