#include "fiber_team.hpp"

#include <sycl/exception.hpp>

#include <boost/context/protected_fixedsize_stack.hpp>

#include <cstdlib>
#include <memory>
#include <utility>

namespace ctx = boost::context;

namespace syclfg {
namespace runtime {
namespace {

// The team running a group on this thread right now, for barrier().
thread_local fiber_team *active_team = nullptr;

// SYCLFG_STACK_KB if set, else 256 KiB: a kernel's locals plus the calls it
// makes. Untouched pages cost no memory.
std::size_t stack_size() {
  if (const char *text = std::getenv("SYCLFG_STACK_KB")) {
    unsigned long kb = std::strtoul(text, nullptr, 10);
    if (kb >= 16 && kb <= 1024 * 1024)
      return kb * 1024;
  }
  return 256 * 1024;
}

// The StackAllocator Boost.Context calls, handing out the pool's stacks.
struct pooled_stack {
  stack_pool *pool;
  ctx::stack_context allocate() { return pool->take(); }
  void deallocate(ctx::stack_context &stack) noexcept { pool->give(stack); }
};

// Marks the team active on this thread for the scope of one group.
class activation {
public:
  explicit activation(fiber_team *team) : m_previous(active_team) {
    active_team = team;
  }
  ~activation() { active_team = m_previous; }
  activation(const activation &) = delete;
  activation &operator=(const activation &) = delete;

private:
  fiber_team *m_previous;
};

} // namespace

stack_pool::stack_pool() : m_size(stack_size()) {}

stack_pool::~stack_pool() {
  ctx::protected_fixedsize_stack allocator(m_size);
  for (ctx::stack_context &stack : m_free)
    allocator.deallocate(stack);
}

ctx::stack_context stack_pool::take() {
  if (m_free.empty())
    return ctx::protected_fixedsize_stack(m_size).allocate();
  ctx::stack_context stack = m_free.back();
  m_free.pop_back();
  return stack;
}

void stack_pool::give(ctx::stack_context stack) noexcept {
  try {
    m_free.push_back(stack);
  } catch (...) {
    ctx::protected_fixedsize_stack(m_size).deallocate(stack);
  }
}

fiber_team &fiber_team::mine() {
  static thread_local fiber_team team;
  return team;
}

void fiber_team::barrier() {
  if (active_team != nullptr)
    active_team->wait_at_barrier();
}

bool fiber_team::busy() noexcept { return active_team != nullptr; }

void fiber_team::wait_at_barrier() {
  if (m_plain)
    throw sycl::exception(
        sycl::errc::kernel,
        "group_barrier: a work-item reached a barrier that its group's first "
        "work-item did not; every work-item of a work-group must reach the "
        "same barriers");
  m_scheduler = std::move(m_scheduler).resume();
}

void fiber_team::fail(std::exception_ptr error) {
  if (!m_error)
    m_error = std::move(error);
}

ctx::fiber fiber_team::start_item(const sycl::detail::group_launch &launch,
                                  void *bound, std::size_t group,
                                  std::size_t item) {
  ctx::fiber fiber(std::allocator_arg, pooled_stack{&m_stacks},
                   [this, &launch, bound, group, item](ctx::fiber &&scheduler) {
                     m_scheduler = std::move(scheduler);
                     try {
                       launch.run(bound, group, item, item + 1);
                     } catch (const ctx::detail::forced_unwind &) {
                       throw; // a waiting work-item's fiber being destroyed
                     } catch (...) {
                       fail(std::current_exception());
                     }
                     return std::move(m_scheduler);
                   });
  // Runs the work-item until its first barrier or its end.
  return std::move(fiber).resume();
}

void fiber_team::run_group(const sycl::detail::group_launch &launch,
                           void *bound, std::size_t group) {
  activation active(this);
  m_error = nullptr;
  m_items.clear();
  ctx::fiber first = start_item(launch, bound, group, 0);
  if (!first && !m_error) {
    m_plain = true;
    try {
      launch.run(bound, group, 1, launch.group_size);
    } catch (...) {
      m_plain = false;
      throw;
    }
    m_plain = false;
    return;
  }
  m_items.push_back(std::move(first));
  for (std::size_t item = 1; item < launch.group_size && !m_error; ++item)
    m_items.push_back(start_item(launch, bound, group, item));
  run_rounds(launch.group_size);
}

// Every work-item has run up to its first barrier (or its end); resumes
// them all, once per barrier, until all have ended.
void fiber_team::run_rounds(std::size_t group_size) {
  for (;;) {
    std::size_t waiting = 0;
    for (const ctx::fiber &item : m_items)
      waiting += item ? 1 : 0;
    if (m_error || (waiting != 0 && waiting != group_size)) {
      m_items.clear(); // unwinds the waiting work-items' stacks
      if (!m_error)
        throw sycl::exception(
            sycl::errc::kernel,
            "group_barrier: some work-items of a work-group ended while "
            "others waited at a barrier; every work-item of a work-group "
            "must reach the same barriers");
      std::rethrow_exception(m_error);
    }
    if (waiting == 0) {
      m_items.clear();
      return;
    }
    for (ctx::fiber &item : m_items) {
      item = std::move(item).resume();
      if (m_error)
        break;
    }
  }
}

} // namespace runtime
} // namespace syclfg
