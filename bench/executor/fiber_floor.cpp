// The floor of any executor that runs each work-item of a group on its own
// Boost.Context fiber: a barrier costs at least one fiber switch per
// work-item. This program does nothing but those switches: a ring of 256
// fibers (one 16x16 work-group) in which each fiber, at each "barrier",
// resumes the next one, as many times as the executor benchmark's tiled
// kernel waits (65536 work-items x 32 barriers). No kernel, no executor, no
// bookkeeping: what the fiber design costs before any work is done.
#include <boost/context/fiber.hpp>
#include <boost/context/fixedsize_stack.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <utility>
#include <vector>

namespace {

namespace ctx = boost::context;

constexpr int items = 256;     // one 16x16 work-group
constexpr int rounds = 8192;   // 256 groups x 32 barriers of the tiled kernel
std::vector<ctx::fiber> slots; // suspended fibers; slot `items`: the caller
long waits = 0;

// Fiber `me`: waits `rounds` times, each time passing the thread to the next
// fiber of the ring (the last one of the last round returns to the caller),
// and parks whoever switched to it in that one's slot.
ctx::fiber make(int me) {
  return ctx::fiber(
      std::allocator_arg, ctx::fixedsize_stack(16384), [me](ctx::fiber &&from) {
        const int previous = me == 0 ? items - 1 : me - 1;
        slots[me == 0 ? items : previous] = std::move(from);
        for (int round = 0; round < rounds; ++round) {
          ++waits;
          const bool last = me + 1 == items;
          const int next = !last ? me + 1 : (round + 1 == rounds ? items : 0);
          slots[previous] = std::move(slots[next]).resume();
        }
        // Only the caller's final switch matters; nobody resumes this one.
        return std::move(slots[items]);
      });
}

double ring_ms() {
  slots.clear();
  slots.resize(items + 1);
  for (int me = 0; me < items; ++me)
    slots[me] = make(me);
  waits = 0;
  const auto start = std::chrono::steady_clock::now();
  ctx::fiber back = std::move(slots[0]).resume();
  const auto stop = std::chrono::steady_clock::now();
  // The other fibers are parked at their last wait; destroying them
  // unwinds their stacks.
  slots.clear();
  return std::chrono::duration<double, std::milli>(stop - start).count();
}

} // namespace

int main() {
  std::vector<double> runs;
  for (int run = 0; run < 5; ++run)
    runs.push_back(ring_ms());
  std::sort(runs.begin(), runs.end());
  const double median = runs[runs.size() / 2];
  std::printf("fiber floor (ring of %d Boost.Context fibers, %ld waits, no "
              "kernel): %.2f ms, %.1f ns per work-item per barrier\n",
              items, waits, median, 1e6 * median / static_cast<double>(waits));
  return 0;
}
