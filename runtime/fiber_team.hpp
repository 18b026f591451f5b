// The work-items of one work-group as fibers (Boost.Context) on one worker
// thread, so that a barrier suspends a work-item until all of its group
// have arrived. Every worker thread has its own team, reused group after
// group, with its own pool of fiber stacks.
#pragma once

#include <sycl/detail/executor.hpp>

#include <boost/context/fiber.hpp>
#include <boost/context/stack_context.hpp>

#include <cstddef>
#include <exception>
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

  // Runs the work-items of `group`. The first runs on a fiber; if it ends
  // without waiting at a barrier, no work-item of the group may wait at one
  // (SYCL: all or none reach each barrier), so the others run as a plain
  // loop. Otherwise each runs on its own fiber: a work-item reaching a
  // barrier switches straight to the next one, and the last switches back
  // to the first, so a barrier costs one switch per work-item. Rethrows the
  // first exception a work-item threw.
  void run_group(const sycl::detail::group_launch &launch, void *bound,
                 std::size_t group);

  // Called by a work-item of the group running on this thread, if any.
  static void barrier();
  // Whether this thread is running a group's work-items right now.
  static bool busy() noexcept;

private:
  boost::context::fiber make_item(std::size_t item);
  void wait_at_barrier();
  void misplaced_barrier();
  std::size_t after_end(std::size_t item);
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
  // Suspended work-items (empty while running, once ended, or not yet
  // created), then the scheduler, which only the ring's end returns to.
  std::vector<boost::context::fiber> m_items;
  std::size_t m_created = 0; // work-items [0, m_created) have fibers
  std::size_t m_current = 0; // the running work-item
  std::size_t m_resumer = 0; // who switched to it
  std::size_t m_arrived = 0; // at the barrier in this round
  std::size_t m_ended = 0;   // work-items that returned
  std::exception_ptr m_error;
  bool m_plain = false; // work-items run unfibered: a barrier is an error
};

} // namespace runtime
} // namespace syclfg
