// How the workers of a launch share its indices (the work-items of a range
// kernel, the groups of an nd_range kernel). Included by executor.cpp and
// its unit test only.
//
// Each worker has a home share, the w-th of W equal parts in order, which
// it takes first, one piece at a time; then it helps with the other
// workers' shares, taking pieces from the same counters. The same worker
// thus runs the same part of every launch of the same size while the load
// is balanced, as OpenMP's static schedule does: a launch that reads what
// the previous one wrote (a scan's two passes, a transpose repeated, the
// tiles of a matrix) finds it in that core's cache, where dynamic takes
// sent it to another core.
//
// A piece is a quarter of what is left of the share, down to 1/64 of the
// share (guided, as OpenMP's guided schedule shrinks its chunks): a worker
// takes its share in about 14 pieces instead of 64, each an atomic on a
// counter it mostly has to itself, and a worker left waiting for the last
// piece still waits for under 2% of a balanced launch. Each worker counts
// the shares it found empty and never looks at them again (shares only
// empty out), so the end of a launch costs each worker one look at each
// other share, not one per piece.
//
// That look costs more than a short launch's work: every worker reads
// every other worker's line as its owner writes it (about 5 us per launch
// at 16 threads, bench/RESULTS.md). So a launch the executor knows to be
// short runs with whole shares (`whole`): each worker takes its share in
// one piece and stops; only worker 0, the submitter, which always comes,
// then takes the shares of workers that have not come, as OpenMP's static
// schedule runs each thread's part and no more.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <memory>

namespace syclfg {
namespace runtime {

struct range_take {
  std::size_t begin, end;
  bool empty() const noexcept { return begin >= end; }
};

class home_takes {
public:
  home_takes(std::size_t count, unsigned workers, bool whole = false)
      : m_count(count), m_workers(workers == 0 ? 1 : workers), m_whole(whole),
        m_piece(std::max<std::size_t>(
            1, count / (std::size_t{m_workers} * pieces_per_home))),
        m_homes(new home[m_workers]) {
    for (unsigned w = 0; w < m_workers; ++w)
      m_homes[w].next.store(begin_of(w), std::memory_order_relaxed);
  }

  // The next indices for `worker` (0 to workers - 1): from its home share
  // while any is left, then from the next worker's, and so on; empty when
  // none are left anywhere (with whole shares, for a worker other than 0,
  // when its own share is taken). Only `worker`'s thread calls
  // next(worker).
  range_take next(unsigned worker) noexcept {
    std::size_t &looked = m_homes[worker].empty_seen;
    for (; looked < m_workers; ++looked) {
      if (m_whole && looked > 0 && worker != 0)
        break;
      const unsigned w = static_cast<unsigned>((worker + looked) % m_workers);
      const std::size_t end = begin_of(w + 1);
      std::atomic<std::size_t> &next = m_homes[w].next;
      std::size_t begin = next.load(std::memory_order_relaxed);
      while (begin < end) {
        const std::size_t piece =
            m_whole ? end - begin : std::max(m_piece, (end - begin) / 4);
        if (next.compare_exchange_weak(begin, begin + piece,
                                       std::memory_order_relaxed))
          return {begin, std::min(end, begin + piece)};
      }
    }
    return {m_count, m_count};
  }

private:
  static constexpr std::size_t pieces_per_home = 64;
  struct alignas(64) home {
    std::atomic<std::size_t> next{0};
    // The owner's count of shares found empty, in its visiting order.
    std::size_t empty_seen = 0;
  };
  // Where worker w's share begins (w == workers: the end).
  std::size_t begin_of(unsigned w) const noexcept {
    return m_count / m_workers * w + m_count % m_workers * w / m_workers;
  }

  const std::size_t m_count;
  const unsigned m_workers;
  const bool m_whole;
  const std::size_t m_piece;
  std::unique_ptr<home[]> m_homes;
};

} // namespace runtime
} // namespace syclfg
