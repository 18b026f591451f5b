// How the workers of a range launch share its work-items: guided
// self-scheduling. Each take is a share of what is left, so early takes are
// large (few atomic operations) and the last ones small: the workers finish
// within a small take of each other. Equal chunks left up to one chunk
// (1/16 of the launch with two workers) on one thread at the end.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>

namespace syclfg {
namespace runtime {

struct range_take {
  std::size_t begin, end;
  bool empty() const noexcept { return begin >= end; }
};

class range_takes {
public:
  range_takes(std::size_t count, unsigned workers) noexcept
      : m_count(count), m_share(2 * std::size_t{workers}),
        m_floor(std::max<std::size_t>(
            1, count / (std::size_t{workers} * floor_takes_per_worker))) {}

  // The next work-items to run; empty when none are left.
  range_take next() noexcept {
    std::size_t begin = m_next.load(std::memory_order_relaxed);
    for (;;) {
      if (begin >= m_count)
        return {m_count, m_count};
      const std::size_t left = m_count - begin;
      const std::size_t size =
          std::min(left, std::max(m_floor, left / m_share));
      if (m_next.compare_exchange_weak(begin, begin + size,
                                       std::memory_order_relaxed))
        return {begin, begin + size};
    }
  }

private:
  // The smallest take is this fraction of a worker's fair share: small
  // enough that waiting for the last take costs under 2% of a balanced
  // launch, large enough that taking costs nothing next to running.
  static constexpr std::size_t floor_takes_per_worker = 64;

  const std::size_t m_count, m_share, m_floor;
  std::atomic<std::size_t> m_next{0};
};

} // namespace runtime
} // namespace syclfg
