#include "fiber_team.hpp"

#include <sycl/exception.hpp>

#include <boost/context/protected_fixedsize_stack.hpp>

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <utility>

namespace ctx = boost::context;

namespace syclfg {
namespace runtime {
namespace {

// The team running a group on this thread right now, for barrier().
// initial-exec: libsyclfg is linked, not dlopen'ed, so the barrier path
// reads it with one load instead of a call to __tls_get_addr.
__attribute__((
    tls_model("initial-exec"))) thread_local fiber_team *active_team = nullptr;

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

namespace {

// Stack tops are page-aligned, so the few cache lines each suspended
// work-item keeps hot (its frames around the barrier call) would all fall
// into the same cache sets. Starting each stack below its top by one of 16
// colours spreads them out.
constexpr std::uintptr_t page = 4096, colours = 16;

ctx::stack_context coloured(ctx::stack_context stack) {
  const auto top = reinterpret_cast<std::uintptr_t>(stack.sp);
  const std::size_t offset = (top / page % colours) * (page / colours);
  stack.sp = static_cast<char *>(stack.sp) - offset;
  stack.size -= offset;
  return stack;
}

ctx::stack_context uncoloured(ctx::stack_context stack) {
  const auto top = reinterpret_cast<std::uintptr_t>(stack.sp);
  const std::size_t offset = (page - top % page) % page;
  stack.sp = static_cast<char *>(stack.sp) + offset;
  stack.size += offset;
  return stack;
}

} // namespace

ctx::stack_context stack_pool::take() {
  if (m_free.empty())
    return coloured(ctx::protected_fixedsize_stack(m_size).allocate());
  ctx::stack_context stack = m_free.back();
  m_free.pop_back();
  return coloured(stack);
}

void stack_pool::give(ctx::stack_context stack) noexcept {
  stack = uncoloured(stack);
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
  if (fiber_team *team = active_team)
    team->wait_at_barrier();
}

bool fiber_team::busy() noexcept { return active_team != nullptr; }

void fiber_team::fail(std::exception_ptr error) {
  if (!m_error)
    m_error = std::move(error);
}

void fiber_team::diverged() {
  fail(std::make_exception_ptr(sycl::exception(
      sycl::errc::kernel,
      "group_barrier: some work-items of a work-group ended while others "
      "waited at a barrier; every work-item of a work-group must reach the "
      "same barriers")));
}

// Work-item `target`'s fiber (created on first use; work-items start in
// order) or, for m_size, the scheduler's.
ctx::fiber &fiber_team::slot(std::size_t target) {
  if (target == m_created && target < m_size) {
    m_items[target] = make_item(target);
    ++m_created;
  }
  return m_items[target];
}

// From the running work-item: hands the thread to `target` and, once some
// other fiber switches back, keeps that fiber's continuation in its slot.
// The hot path of every barrier: no calls besides Boost's switch.
inline void fiber_team::switch_to(std::size_t target) {
  const std::size_t self = m_current;
  ctx::fiber &next = target < m_created ? m_items[target] : slot(target);
  m_resumer = self;
  m_current = target;
  ctx::fiber from = std::move(next).resume();
  m_items[m_resumer] = std::move(from);
  m_current = self;
}

void fiber_team::wait_at_barrier() {
  if (m_plain || m_ended != 0) {
    misplaced_barrier();
    return;
  }
  ++m_arrived;
  std::size_t target = m_current + 1;
  if (target == m_size) {
    m_arrived = 0; // all arrived: the next round starts with the first
    target = 0;
  }
  switch_to(target);
}

// A barrier that not every work-item of the group reaches.
void fiber_team::misplaced_barrier() {
  if (m_plain)
    throw sycl::exception(
        sycl::errc::kernel,
        "group_barrier: a work-item reached a barrier that its group's first "
        "work-item did not; every work-item of a work-group must reach the "
        "same barriers");
  diverged();
  switch_to(m_size); // never resumed: the scheduler unwinds this stack
}

// Where the thread goes when work-item `item` returns.
std::size_t fiber_team::after_end(std::size_t item) {
  ++m_ended;
  if (m_error)
    return m_size;
  if (m_arrived != 0) {
    diverged();
    return m_size;
  }
  if (item + 1 < m_created)
    return item + 1;
  return m_size; // all ended, or the first ended without a barrier
}

ctx::fiber fiber_team::make_item(std::size_t item) {
  return ctx::fiber(std::allocator_arg, pooled_stack{&m_stacks},
                    [this, item](ctx::fiber &&from) {
                      slot(m_resumer) = std::move(from);
                      m_current = item;
                      try {
                        m_launch->run(m_bound, m_group, item, item + 1);
                      } catch (const ctx::detail::forced_unwind &) {
                        throw; // a waiting work-item's fiber being destroyed
                      } catch (...) {
                        fail(std::current_exception());
                      }
                      const std::size_t target = after_end(item);
                      ctx::fiber &next = slot(target);
                      m_resumer = item;
                      m_current = target;
                      return std::move(next);
                    });
}

void fiber_team::run_group(const sycl::detail::group_launch &launch,
                           void *bound, std::size_t group) {
  activation active(this);
  m_launch = &launch;
  m_bound = bound;
  m_group = group;
  m_size = launch.group_size;
  m_items.clear();
  m_items.resize(m_size + 1); // the last slot is the scheduler's
  m_created = 0;
  m_arrived = 0;
  m_ended = 0;
  m_error = nullptr;
  // The ring runs until a work-item switches back here.
  ctx::fiber &first = slot(0);
  m_resumer = m_size;
  m_current = 0;
  ctx::fiber from = std::move(first).resume();
  slot(m_resumer) = std::move(from);
  if (m_error) {
    m_items.clear(); // unwinds the waiting work-items' stacks
    std::rethrow_exception(m_error);
  }
  if (m_ended == m_size)
    return;
  // The first work-item ended without a barrier: the rest need no fibers.
  m_plain = true;
  try {
    launch.run(bound, group, 1, m_size);
  } catch (...) {
    m_plain = false;
    throw;
  }
  m_plain = false;
}

} // namespace runtime
} // namespace syclfg
