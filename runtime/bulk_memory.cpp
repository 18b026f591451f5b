// Bulk copies and fills (sycl/detail/runtime/bulk_memory.hpp): below
// `parallel_bytes`, or while the pool runs a job (a kernel submitted
// earlier, or this thread is a worker), the calling thread does them
// alone; otherwise the pool's workers take blocks of `block_bytes` as
// they take work-items (home_takes.hpp), so each core's blocks are
// contiguous and the page faults of fresh memory are spread too.
#include <sycl/detail/runtime/bulk_memory.hpp>

#include "home_takes.hpp"
#include "thread_pool.hpp"

#include <algorithm>
#include <cstring>

namespace sycl {
namespace detail {
namespace {

using syclfg::runtime::home_takes;
using syclfg::runtime::range_take;
using syclfg::runtime::thread_pool;

// Under 4 MiB the threads' wake-up costs about what the copy saves.
constexpr std::size_t parallel_bytes = std::size_t{4} << 20;
constexpr std::size_t block_bytes = std::size_t{256} << 10;

// Calls `part(offset, length)` over [0, bytes) in blocks, across the pool
// when it is free and the bytes are many; else once, on this thread.
template <class Part> void split(std::size_t bytes, const Part &part) {
  if (bytes == 0)
    return;
  // Small ones never touch the pool (nor start its threads).
  if (bytes < parallel_bytes || thread_pool::instance().size() == 1) {
    part(0, bytes);
    return;
  }
  thread_pool &pool = thread_pool::instance();
  const std::size_t blocks = (bytes + block_bytes - 1) / block_bytes;
  home_takes takes(blocks, pool.size());
  const bool ran = pool.try_run([&](unsigned worker) {
    for (range_take take = takes.next(worker); !take.empty();
         take = takes.next(worker)) {
      const std::size_t begin = take.begin * block_bytes;
      const std::size_t end = std::min(bytes, take.end * block_bytes);
      part(begin, end - begin);
    }
  });
  if (!ran)
    part(0, bytes);
}

} // namespace

void copy_memory(void *to, const void *from, std::size_t bytes) {
  auto *const out = static_cast<unsigned char *>(to);
  const auto *const in = static_cast<const unsigned char *>(from);
  split(bytes, [=](std::size_t offset, std::size_t length) {
    std::memcpy(out + offset, in + offset, length);
  });
}

void set_memory(void *to, int value, std::size_t bytes) {
  auto *const out = static_cast<unsigned char *>(to);
  split(bytes, [=](std::size_t offset, std::size_t length) {
    std::memset(out + offset, value, length);
  });
}

} // namespace detail
} // namespace sycl
