// The work-items of one work-group as fibers (Boost.Context) on one worker
// thread, so that a barrier suspends a work-item until all of its group
// have arrived. Every worker thread has its own team, reused group after
// group, with its own pool of fiber stacks.
#pragma once

#include <sycl/detail/runtime/executor.hpp>

#include <boost/context/fiber.hpp>
#include <boost/context/stack_context.hpp>

#include <cstddef>
#include <exception>
#include <string>
#include <vector>

namespace syclfg {
namespace runtime {

// Fiber stacks with a guard page, kept for reuse: mapping a stack costs far
// more than switching to it.
class stack_pool {
public:
  stack_pool();
  ~stack_pool();
  stack_pool(const stack_pool &) = delete;
  stack_pool &operator=(const stack_pool &) = delete;

  boost::context::stack_context take();
  void give(boost::context::stack_context stack) noexcept;

private:
  std::size_t m_size;
  std::vector<boost::context::stack_context> m_free;
};

class fiber_team {
public:
  // The calling thread's team.
  static fiber_team &mine();

  // Runs the work-items of `group`, sub-group by sub-group (contiguous
  // runs of launch.sub_group_size local linear ids). The first work-item
  // of a sub-group runs on a fiber; if it ends without waiting at a
  // barrier, no work-item of its sub-group may wait at one (SYCL: all or
  // none reach each barrier), so the others run as a plain loop. Otherwise
  // each runs on its own fiber: a work-item reaching a barrier switches
  // straight to the next one of the barrier's scope, and the scope's last
  // switches back to its first, so a barrier costs one switch per
  // work-item. A work-group barrier puts the whole group in one ring.
  // Rethrows the first exception a work-item threw.
  void run_group(const sycl::detail::group_launch &launch, void *bound,
                 std::size_t group);

  // Called by a work-item of the group running on this thread, if any.
  static void barrier();
  static void sub_group_barrier();
  // Whether this thread is running a group's work-items right now.
  static bool busy() noexcept;

  // What a work-item is doing, for the scheduling and divergence checks.
  enum class state : unsigned char {
    fresh, // no fiber yet (or ran in a plain loop)
    running,
    at_group, // suspended at a work-group barrier
    at_sub_group,
    ended
  };

private:
  boost::context::fiber make_item(std::size_t item);
  void wait_at(state barrier, std::size_t first, std::size_t end);
  void wait_at_sub_group();
  void misplaced_barrier();
  std::size_t after_end(std::size_t item);
  std::size_t unit_end(std::size_t item) const noexcept;
  void run_unit(std::size_t first);
  void run_plain(std::size_t begin, std::size_t end);
  boost::context::fiber &slot(std::size_t target);
  void switch_to(std::size_t target);
  void fail(std::exception_ptr error);
  void diverged();

  stack_pool m_stacks;
  // The group being run.
  const sycl::detail::group_launch *m_launch = nullptr;
  void *m_bound = nullptr;
  std::size_t m_group = 0;
  std::size_t m_size = 0; // its work-items; index m_size is the scheduler
  // Work-items per sub-group, and per unit the scheduler starts: a
  // sub-group, or the whole group when sub-groups are single work-items.
  std::size_t m_sub = 1, m_unit = 1;
  // Suspended work-items (empty while running, once ended, or not yet
  // created), then the scheduler, which only a ring's end returns to.
  std::vector<boost::context::fiber> m_items;
  std::vector<state> m_states;
  std::size_t m_current = 0; // the running work-item
  std::size_t m_resumer = 0; // who switched to it
  std::exception_ptr m_error;
  // Per work-item: its sycl::stream output pending while it waits at a
  // barrier (empty otherwise).
  std::vector<std::string> m_output;
  bool m_ring = false;  // a work-group barrier was reached: one ring
  bool m_plain = false; // work-items run unfibered: a barrier is an error
};

} // namespace runtime
} // namespace syclfg
