// Buffers (SYCL 2020, 4.7.2): get_access in its forms and host access;
// construction from containers, iterators, a pair of pointers (copied in,
// not written back), ranges, std::shared_ptr and with an allocator (and
// the types deduced); sub-buffers (offsets written as a range too);
// element types without a default constructor, and device-copyable ones
// (4.12.3: sycl::is_device_copyable, a program's specialization honoured
// by buffers and kernel captures); write-back: set_final_data and
// set_write_back, host memory used in place, and host memory no longer
// touched after set_write_back(false) (a program may free it), and
// neither copied nor written when only read;
// property::buffer::context_bound. Other properties: buffer_properties.cpp;
// reinterpret: buffer_reinterpret.cpp.
#include <sycl/sycl.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <memory>
#include <type_traits>
#include <vector>

#include <sys/mman.h>
#include <unistd.h>

class sweep_kernel;

namespace {
// A page of ints k (modulo `mod` unless 0), mapped on its own so a test
// can protect or unmap it.
void *mapped_ints(std::size_t page, int mod) {
  void *mapped = mmap(nullptr, page, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  REQUIRE(mapped != MAP_FAILED);
  int *ints = static_cast<int *>(mapped);
  for (std::size_t k = 0; k < page / sizeof(int); ++k)
    ints[k] = mod != 0 ? int(k) % mod : int(k);
  return mapped;
}

// Device-copyable but not default-constructible.
struct pair_t {
  pair_t(int a, int b) : first(a), second(b) {}
  int first, second;
};
} // namespace

namespace {

struct user_copyable {
  int i = 0;
  user_copyable() = default;
  explicit user_copyable(int v) : i(v) {}
  user_copyable(const user_copyable &other) : i(other.i) {}
  user_copyable &operator=(const user_copyable &other) {
    i = other.i;
    return *this;
  }
};

struct not_marked {
  int i = 0;
  not_marked() = default;
  not_marked(const not_marked &other) : i(other.i) {}
};

struct trivial {
  int a;
  float b;
};

} // namespace

template <> struct sycl::is_device_copyable<user_copyable> : std::true_type {};

static_assert(SYCL_DEVICE_COPYABLE == 1);
static_assert(sycl::is_device_copyable_v<int>);
static_assert(sycl::is_device_copyable_v<trivial>);
static_assert(sycl::is_device_copyable_v<trivial[4]>);
static_assert(!sycl::is_device_copyable_v<not_marked>);
static_assert(!sycl::is_device_copyable_v<std::string>);
static_assert(sycl::is_device_copyable_v<user_copyable>);
static_assert(sycl::is_device_copyable_v<const user_copyable>,
              "a cv-qualified type is what its unqualified type is");
static_assert(sycl::is_device_copyable_v<user_copyable[3]>);
static_assert(sycl::is_device_copyable_v<std::pair<user_copyable, float>>);
static_assert(!sycl::is_device_copyable_v<std::pair<not_marked, float>>);
static_assert(sycl::is_device_copyable_v<std::tuple<user_copyable, bool>>);
static_assert(!sycl::is_device_copyable_v<std::tuple<int, not_marked>>);
static_assert(sycl::is_device_copyable_v<std::variant<user_copyable, int>>);
static_assert(!sycl::is_device_copyable_v<std::variant<not_marked>>);
static_assert(sycl::is_device_copyable_v<std::optional<user_copyable>>);
static_assert(!sycl::is_device_copyable_v<std::optional<not_marked>>);
static_assert(sycl::is_device_copyable_v<std::array<user_copyable, 2>>);
static_assert(!sycl::is_device_copyable_v<std::array<not_marked, 2>>);
static_assert(sycl::is_device_copyable_v<std::array<not_marked, 0>>,
              "std::array<T, 0> holds no T");
static_assert(sycl::is_device_copyable_v<std::string_view>);
static_assert(sycl::is_device_copyable_v<sycl::span<not_marked>>,
              "a view, whatever it views");
static_assert(
    sycl::is_device_copyable<const std::pair<user_copyable, int>>::value);

// CTAD with a braced range: buffer{ptr, {n}} is a one-dimensional buffer
// (the implicit guides of the specification's constructors default
// Dimensions to 1).
TEST_CASE("buffer{ptr, {n}} deduces a one-dimensional buffer", "[buffer]") {
  bool flags[4] = {};
  const int consts[3] = {1, 2, 3};
  {
    sycl::buffer buf{flags, {4}};
    sycl::buffer cbuf{consts, {3}};
    static_assert(std::is_same_v<decltype(buf), sycl::buffer<bool, 1>>);
    static_assert(std::is_same_v<decltype(cbuf), sycl::buffer<int, 1>>);
    CHECK(buf.size() == 4);
    CHECK(cbuf.size() == 3);
    sycl::host_accessor h{buf};
    h[2] = true;
  }
  CHECK(flags[2]);
}

TEST_CASE("get_access<mode>(cgh), get_access(cgh) and get_host_access",
          "[buffer]") {
  std::vector<int> data(8, 1);
  {
    sycl::buffer<int, 1> buf(data.data(), sycl::range<1>(8));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      auto acc = buf.get_access<sycl::access::mode::read_write>(cgh);
      cgh.parallel_for<class twice>(sycl::range<1>(8),
                                    [=](sycl::id<1> i) { acc[i] *= 2; });
    });
    q.submit([&](sycl::handler &cgh) {
      auto acc = buf.get_access(cgh);
      cgh.single_task([=] { acc[0] = 100; });
    });
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor<int, 1, sycl::access_mode::discard_write> out(buf, cgh);
      cgh.single_task([=] { out[7] = 7; });
    });
    auto host = buf.get_host_access(sycl::read_only);
    CHECK(host[0] == 100);
    CHECK(host[1] == 2);
    CHECK(host[7] == 7);
    CHECK(data[1] == 2); // the host memory is the buffer's while it lives
  }
  CHECK(data[0] == 100);
  CHECK(data[1] == 2);
}

TEST_CASE("set_final_data and set_write_back choose the write-back",
          "[buffer]") {
  std::vector<int> source(4, 5), elsewhere(4, 0);
  {
    sycl::buffer<int> buf(source.data(), sycl::range<1>(4));
    buf.set_final_data(elsewhere.data());
    sycl::host_accessor acc(buf);
    acc[2] = 9;
  }
  CHECK(source[2] == 5);
  CHECK(elsewhere[2] == 9);
  {
    sycl::buffer<int> buf(source.data(), sycl::range<1>(4));
    buf.set_write_back(false);
    sycl::host_accessor acc(buf, sycl::write_only);
    acc[0] = -1;
  }
  CHECK(source[0] == 5);
  auto shared = std::make_shared<int>(0);
  {
    sycl::buffer<int> buf(sycl::range<1>(1));
    buf.set_final_data(std::weak_ptr<int>(shared));
    sycl::host_accessor h(buf);
    h[0] = 42;
  }
  CHECK(*shared == 42);
  const std::vector<int> constant(3, 4);
  {
    sycl::buffer<int> buf(constant.data(), sycl::range<1>(3));
    sycl::host_accessor h(buf);
    h[0] = 8; // const host data: never written back
  }
  CHECK(constant[0] == 4);
}

TEST_CASE("host memory used in place gets its contents back when the data "
          "goes elsewhere",
          "[buffer]") {
  std::vector<int> data{1, 2, 3};
  sycl::queue q;
  {
    sycl::buffer buf(data);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh);
      cgh.parallel_for(sycl::range<1>(3), [=](sycl::id<1> i) { acc[i] += 10; });
    });
    sycl::host_accessor h(buf, sycl::read_only);
    CHECK(data == std::vector<int>{11, 12, 13});
    buf.set_final_data(nullptr);
  }
  CHECK(data == std::vector<int>{1, 2, 3});
  {
    sycl::buffer<int> buf(data.data(), sycl::range<1>(3));
    buf.set_final_data(data.data()); // the same memory: nothing to copy
    sycl::host_accessor h(buf);
    h[1] = 20;
  }
  CHECK(data == std::vector<int>{1, 20, 3});
}

TEST_CASE("set_final_data to a null pointer of the element type: no write-back",
          "[buffer]") {
  // A null T* is no destination, the same as nullptr (4.7.2.3): nothing
  // is written anywhere, and host memory used in place gets its contents
  // back (as for set_final_data(nullptr) above).
  std::vector<int> source(4, 5);
  int *nowhere = nullptr;
  {
    sycl::buffer<int> buf(source.data(), sycl::range<1>(4));
    buf.set_final_data(nowhere);
    sycl::host_accessor acc(buf);
    acc[1] = 9;
  }
  CHECK(source[1] == 5);
  auto shared = std::shared_ptr<int[]>(new int[4]{1, 2, 3, 4});
  {
    sycl::buffer<int> buf(shared, sycl::range<1>(4));
    buf.set_final_data(nowhere);
    buf.set_write_back(true);
  }
  CHECK(shared[3] == 4);
}

TEST_CASE("set_final_data to a shared container of the elements", "[buffer]") {
  std::array<int, 4> data{1, 2, 3, 4};
  auto whole = std::make_shared<std::array<int, 4>>();
  auto shorter = std::make_shared<std::vector<int>>(2, 0);
  sycl::queue q;
  for (int round = 0; round < 2; ++round) {
    sycl::buffer buf(data);
    if (round == 0)
      buf.set_final_data(whole);
    else
      buf.set_final_data(std::weak_ptr<std::vector<int>>(shorter));
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh);
      cgh.parallel_for(sycl::range<1>(4), [=](sycl::id<1> i) { acc[i] *= 2; });
    });
  }
  CHECK(*whole == std::array<int, 4>{2, 4, 6, 8});
  CHECK(*shorter == std::vector<int>{2, 4}); // bounded by the vector's size
  CHECK(data == std::array<int, 4>{1, 2, 3, 4});
}

TEST_CASE("buffers of types without a default constructor", "[buffer]") {
  std::vector<pair_t> pairs{{1, 2}, {3, 4}};
  {
    sycl::buffer<pair_t> buf(pairs.data(), sycl::range<1>(2));
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc(buf, cgh, sycl::read_write);
      cgh.parallel_for(sycl::range<1>(2),
                       [=](sycl::id<1> i) { acc[i].first += acc[i].second; });
    });
  }
  CHECK(pairs[0].first == 3);
  CHECK(pairs[1].first == 7);
}

TEST_CASE("buffers from containers and iterators", "[buffer]") {
  std::array<float, 4> arr{1, 2, 3, 4};
  {
    sycl::buffer buf(arr); // written back to the container
    sycl::host_accessor acc(buf);
    acc[3] = 40;
  }
  CHECK(arr[3] == 40);
  std::vector<int> v{1, 2, 3};
  sycl::buffer<int> copy(v.begin(), v.end());
  CHECK(copy.size() == 3);
  CHECK(copy.byte_size() == 3 * sizeof(int));
  sycl::host_accessor acc(copy, sycl::read_only);
  CHECK(acc[2] == 3);
}

TEST_CASE("buffers deduced from shared_ptr and with an allocator", "[buffer]") {
  auto one = std::make_shared<int>(41);
  std::shared_ptr<double[]> many(new double[4]{1, 2, 3, 4});
  std::vector<float> values{1.5f, 2.5f};
  std::allocator<float> alloc;
  {
    sycl::buffer from_one{one, sycl::range{1}};
    sycl::buffer from_many{many, sycl::range{4}};
    sycl::buffer from_pointer{values.data(), sycl::range{2}, alloc};
    sycl::buffer from_iterators{values.begin(), values.end(), alloc};
    sycl::buffer from_container{values, alloc};
    static_assert(std::is_same_v<decltype(from_one), sycl::buffer<int, 1>>);
    static_assert(std::is_same_v<decltype(from_many), sycl::buffer<double, 1>>);
    using float_alloc = sycl::buffer<float, 1, std::allocator<float>>;
    static_assert(std::is_same_v<decltype(from_pointer), float_alloc>);
    static_assert(std::is_same_v<decltype(from_iterators), float_alloc>);
    static_assert(std::is_same_v<decltype(from_container), float_alloc>);
    CHECK(from_iterators.size() == 2);

    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor a{from_one, cgh};
      sycl::accessor b{from_many, cgh};
      cgh.single_task<sweep_kernel>([=] {
        a[0] += 1;
        b[3] *= 10;
      });
    });
  }
  // Shared host data is written back when the buffers go away.
  CHECK(*one == 42);
  CHECK(many[3] == 40);
}

TEST_CASE("context_bound names the buffer's context", "[buffer]") {
  sycl::context ctx;
  int data[3] = {};
  sycl::buffer b{
      data, sycl::range{3}, {sycl::property::buffer::context_bound{ctx}}};
  REQUIRE(b.has_property<sycl::property::buffer::context_bound>());
  CHECK(b.get_property<sycl::property::buffer::context_bound>().get_context() ==
        ctx);
  CHECK_FALSE(b.has_property<sycl::property::buffer::use_host_ptr>());
}

TEST_CASE("ids from ranges, buffers from ranges, sub-buffer offsets",
          "[buffer]") {
  sycl::id<2> from_range = sycl::range<2>(3, 4);
  CHECK(from_range == sycl::id<2>(3, 4));
  sycl::id<3> global{4, 6, 8};
  sycl::id<3> group = global / sycl::range<3>{2, 3, 4};
  CHECK(group == sycl::id<3>(2, 2, 2));
  sycl::id<1> one = sycl::range<1>(5);
  CHECK(one[0] == 5);

  sycl::buffer<int> copied_init = sycl::range<1>(8);
  CHECK(copied_init.size() == 8);

  std::vector<int> data(16, 0);
  {
    sycl::buffer<int, 2> whole(data.data(), sycl::range<2>(4, 4));
    // Rows 2 and 3: the offset written as a range, as DPC++'s tests do.
    sycl::buffer<int, 2> rows{whole, sycl::range<2>{2, 0},
                              sycl::range<2>{2, 4}};
    CHECK(rows.get_range() == sycl::range<2>(2, 4));
    sycl::host_accessor a{rows, sycl::write_only};
    a[1][3] = 5; // row 3, column 3 of the whole buffer
  }
  CHECK(data[15] == 5);
  CHECK(data[7] == 0);
}

TEST_CASE("buffer from pointer iterators: copied in, not written back",
          "[buffer]") {
  float a[3] = {1, 2, 3};
  {
    sycl::buffer<float> b{std::begin(a), std::end(a)};
    sycl::buffer deduced{std::begin(a), std::end(a)};
    static_assert(std::is_same_v<decltype(deduced), sycl::buffer<float, 1>>,
                  "a pointer's value_type is the element type");
    CHECK(b.size() == 3);
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      auto acc = b.get_access<sycl::access::mode::read_write>(cgh);
      cgh.parallel_for<class pointer_iterators>(
          sycl::range<1>(3), [=](sycl::id<1> i) { acc[i] *= 10; });
    });
    sycl::host_accessor h{b};
    CHECK(h[0] == 10);
    CHECK(h[1] == 20);
    CHECK(h[2] == 30);
  }
  CHECK(a[0] == 1); // a copy: the array is not the buffer's memory
  CHECK(a[2] == 3);
}

TEST_CASE("device copyable user types in buffers and kernel captures",
          "[buffer]") {
  using pair_t = std::pair<user_copyable, float>;
  pair_t captured[3] = {{user_copyable(1), 1.5F},
                        {user_copyable(2), 2.5F},
                        {user_copyable(3), 3.5F}};
  pair_t result[3];
  {
    sycl::buffer<pair_t> b{result, sycl::range<1>(3)};
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor out{b, cgh, sycl::write_only};
      cgh.single_task<class copy_pairs>([=]() {
        for (int k = 0; k < 3; ++k)
          out[k] = pair_t(user_copyable(captured[k].first.i * 10),
                          captured[k].second);
      });
    });
  }
  CHECK(result[0].first.i == 10);
  CHECK(result[2].first.i == 30);
  CHECK(result[1].second == 2.5F);
}

TEST_CASE("a buffer reads its host memory at the first accessor, not before",
          "[buffer]") {
  // Memory that faults when read: a buffer over it that no accessor uses
  // (made, reinterpreted, destroyed) must not read it, as buffers that
  // copy host memory only when a command needs it do not.
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  void *mapped =
      mmap(nullptr, page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  REQUIRE(mapped != MAP_FAILED);
  {
    sycl::buffer<unsigned char> b{static_cast<unsigned char *>(mapped),
                                  sycl::range<1>(page)};
    auto words = b.reinterpret<int>(sycl::range<1>(page / sizeof(int)));
    CHECK(words.size() == page / sizeof(int));
  }
  REQUIRE(mprotect(mapped, page, PROT_READ | PROT_WRITE) == 0);
  auto *bytes = static_cast<unsigned char *>(mapped);
  bytes[0] = 3;
  {
    sycl::buffer<unsigned char> b{bytes, sycl::range<1>(page)};
    {
      sycl::host_accessor h{b};
      h[0] = 4;
    }
    b.set_write_back(false); // the contents at the first accessor come back
  }
  CHECK(bytes[0] == 3);
  REQUIRE(munmap(mapped, page) == 0);
}

TEST_CASE("no write-back: host memory left alone after the next accessor",
          "[buffer]") {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  const std::size_t n = page / sizeof(int);
  void *mapped = mapped_ints(page, 0);
  int *host = static_cast<int *>(mapped);
  sycl::queue q;
  {
    sycl::buffer<int> b{host, sycl::range<1>(n)};
    b.set_write_back(false);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::read_write};
      cgh.parallel_for<class no_write_back>(
          sycl::range<1>(n), [=](sycl::id<1> i) { acc[i] += 1000; });
    });
    {
      sycl::host_accessor h{b, sycl::read_only};
      CHECK(h[0] == 1000);
      CHECK(h[n - 1] == int(n - 1) + 1000);
    }
    // The data go nowhere: the host memory keeps its contents...
    CHECK(host[0] == 0);
    CHECK(host[n - 1] == int(n - 1));
    // ... and the program may release it before the buffer goes away
    // (with the memory still in use, the destructor faults).
    REQUIRE(munmap(mapped, page) == 0);
  }
  // Write-back on (the default): the memory is used until destruction.
  std::vector<int> kept(8, 1);
  {
    sycl::buffer<int> b{kept.data(), sycl::range<1>(kept.size())};
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::read_write};
      cgh.parallel_for<class with_write_back>(
          sycl::range<1>(kept.size()), [=](sycl::id<1> i) { acc[i] *= 7; });
    });
  }
  CHECK(kept[0] == 7);
  CHECK(kept[7] == 7);
}

TEST_CASE("a buffer only read neither copies nor writes its host memory",
          "[buffer]") {
  // Host memory the program may only read: read-only accessors (a kernel's
  // and a host accessor) use it in place, and with the write-back off the
  // destructor has nothing to put back. A snapshot of the contents (taken
  // at the first accessor that may write) would be copied back here and
  // fault.
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  const std::size_t n = page / sizeof(int);
  void *mapped = mapped_ints(page, 7);
  int *host = static_cast<int *>(mapped);
  REQUIRE(mprotect(mapped, page, PROT_READ) == 0);
  long sum = 0;
  {
    sycl::queue q;
    sycl::buffer<int> b{host, sycl::range<1>(n)};
    sycl::buffer<long> total{&sum, sycl::range<1>(1)};
    b.set_write_back(false);
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor in{b, cgh, sycl::read_only};
      sycl::accessor out{total, cgh, sycl::write_only};
      cgh.single_task<class read_in_place>([=] {
        long s = 0;
        for (std::size_t k = 0; k < n; ++k)
          s += in[k];
        out[0] = s;
      });
    });
    sycl::host_accessor h{b, sycl::read_only};
    CHECK(h.get_pointer() == host); // in place, not a copy
  }
  long want = 0;
  for (std::size_t k = 0; k < n; ++k)
    want += long(k % 7);
  CHECK(sum == want);
  REQUIRE(munmap(mapped, page) == 0);
}

TEST_CASE("set_final_data elsewhere after construction: host memory restored",
          "[buffer]") {
  std::vector<int> host(4, 5);
  std::vector<int> elsewhere(4, 0);
  {
    sycl::buffer<int> b{host.data(), sycl::range<1>(4)};
    b.set_final_data(elsewhere.data());
    sycl::queue q;
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::read_write};
      cgh.parallel_for<class final_elsewhere>(
          sycl::range<1>(4), [=](sycl::id<1> i) { acc[i] += int(i[0]); });
    });
    CHECK(host[3] == 5);
  }
  CHECK(host[0] == 5);
  CHECK(host[3] == 5);
  CHECK(elsewhere[0] == 5);
  CHECK(elsewhere[3] == 8);
}

// Copies and clears of 4 MiB and more are split across the executor's
// workers (bulk_memory.hpp; the ctest variants run this at 1 and 3
// threads): every element arrives, and none outside the buffer changes.
TEST_CASE("large buffers: snapshot, copies in and zeroed contents",
          "[buffer]") {
  const std::size_t n = (std::size_t{24} << 20) / sizeof(int) + 7;
  std::vector<int> host(n + 2);
  for (std::size_t k = 0; k < host.size(); ++k)
    host[k] = static_cast<int>(k * 7 % 1000003);
  const std::vector<int> original = host;
  sycl::queue q;
  {
    sycl::buffer<int> b{host.data() + 1, sycl::range<1>(n)};
    q.submit([&](sycl::handler &cgh) {
      sycl::accessor acc{b, cgh, sycl::read_write};
      cgh.parallel_for<class large_in_place>(
          sycl::range<1>(n), [=](sycl::id<1> i) { acc[i] = -acc[i]; });
    });
    sycl::host_accessor h{b, sycl::read_only};
    CHECK(h[0] == -original[1]);
    CHECK(h[n - 1] == -original[n]);
    b.set_final_data(nullptr); // the snapshot puts the contents back
  }
  CHECK(host == original);
  const std::vector<int> &source = original;
  sycl::buffer<int> copied{source.data(), sycl::range<1>(n)}; // copied in
  {
    sycl::host_accessor h{copied};
    std::size_t wrong = 0;
    for (std::size_t k = 0; k < n; ++k)
      wrong += h[k] != source[k];
    CHECK(wrong == 0);
  }
  sycl::buffer<double> zeroed{sycl::range<1>(n)};
  sycl::host_accessor z{zeroed};
  std::size_t nonzero = 0;
  for (std::size_t k = 0; k < n; ++k)
    nonzero += z[k] != 0.0;
  CHECK(nonzero == 0);
}
