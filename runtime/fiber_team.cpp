#include "fiber_team.hpp"

#include "checks_report.hpp"
#include "stream_output.hpp"

#include <sycl/detail/runtime/stream_output.hpp>
#include <sycl/exception.hpp>

#include <boost/context/protected_fixedsize_stack.hpp>

#include <algorithm>
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
  if (fiber_team *team = active_team) {
    team->m_ring = true; // every work-item reaches it: one ring from now on
    team->wait_at(state::at_group, 0, team->m_size);
  }
}

void fiber_team::sub_group_barrier() {
  if (fiber_team *team = active_team)
    team->wait_at_sub_group();
}

bool fiber_team::busy() noexcept { return active_team != nullptr; }

void fiber_team::fail(std::exception_ptr error) {
  if (!m_error)
    m_error = std::move(error);
}

void fiber_team::diverged() {
  if (const sycl::detail::check_launch *checks =
          sycl::detail::check_launch_of(m_launch))
    check_report_for(*checks, m_group, m_current, "barrier divergence",
                     "ended or waited at another kind of barrier while "
                     "another work-item of its group waits at a barrier");
  fail(std::make_exception_ptr(sycl::exception(
      sycl::errc::kernel,
      "group_barrier: some work-items of a work-group or sub-group ended or "
      "waited at another barrier while others waited at a barrier; every "
      "work-item of a group must reach the same barriers")));
}

// Work-item `target`'s fiber (created on first use) or, for m_size, the
// scheduler's.
ctx::fiber &fiber_team::slot(std::size_t target) {
  if (m_states[target] == state::fresh) {
    m_items[target] = make_item(target);
    m_states[target] = state::running;
  }
  return m_items[target];
}

// From the running work-item: hands the thread to `target` and, once some
// other fiber switches back, keeps that fiber's continuation in its slot.
// The hot path of every barrier: no calls besides Boost's switch.
inline void fiber_team::switch_to(std::size_t target) {
  const std::size_t self = m_current;
  ctx::fiber &next =
      m_states[target] != state::fresh ? m_items[target] : slot(target);
  m_resumer = self;
  m_current = target;
  ctx::fiber from = std::move(next).resume();
  m_items[m_resumer] = std::move(from);
  m_current = self;
}

// A barrier over work-items [first, end): each arrival passes the thread to
// the next, the last back to `first`. The previous work-item of the scope
// must be waiting at the same kind of barrier, or some work-item skipped it.
void fiber_team::wait_at(state barrier, std::size_t first, std::size_t end) {
  const std::size_t self = m_current;
  if (m_plain || (self != first && m_states[self - 1] != barrier)) {
    misplaced_barrier();
    return;
  }
  m_states[self] = barrier;
  // The work-item's pending stream output waits with it: the work-items
  // run next on this thread keep the thread's buffer to themselves.
  std::string *output = stream_pending;
  const bool held = output != nullptr && !output->empty();
  if (held)
    m_output[self].swap(*output);
  switch_to(self + 1 == end ? first : self + 1);
  if (held)
    m_output[self].swap(*output);
  m_states[self] = state::running;
}

void fiber_team::wait_at_sub_group() {
  if (m_sub == 1)
    return; // one work-item: nobody to wait for
  const std::size_t first = m_current - m_current % m_sub;
  const std::size_t end = std::min(first + m_sub, m_size);
  if (m_plain || end - first > 1)
    wait_at(state::at_sub_group, first, end);
}

// A barrier that not every work-item of its group reaches.
void fiber_team::misplaced_barrier() {
  if (m_plain && sycl::detail::check_launch_of(m_launch) != nullptr)
    check_report("barrier divergence",
                 "reached a barrier that the first work-item of its "
                 "sub-group did not",
                 sycl::detail::source_where{});
  if (m_plain)
    throw sycl::exception(
        sycl::errc::kernel,
        "group_barrier: a work-item reached a barrier that the first "
        "work-item of its sub-group did not; every work-item of a group "
        "must reach the same barriers");
  diverged();
  switch_to(m_size); // never resumed: the scheduler unwinds this stack
}

// The end of the scheduling unit holding `item`.
std::size_t fiber_team::unit_end(std::size_t item) const noexcept {
  return std::min(item - item % m_unit + m_unit, m_size);
}

// Where the thread goes when work-item `item` returns: the next work-item
// of the ring, or the scheduler when the unit is done or its first
// work-item ended without a barrier (the rest then run as a plain loop).
std::size_t fiber_team::after_end(std::size_t item) {
  m_states[item] = state::ended;
  if (m_error)
    return m_size;
  if (item != 0 && (m_states[item - 1] == state::at_group ||
                    m_states[item - 1] == state::at_sub_group)) {
    diverged(); // the previous one waits at a barrier this one skipped
    return m_size;
  }
  const std::size_t next = item + 1;
  if (next == m_size || (!m_ring && next == unit_end(item)))
    return m_size;
  if (!m_ring && m_states[next] == state::fresh)
    return m_size;
  return next;
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
                      sycl::detail::stream_flush(); // the work-item's end
                      const std::size_t target = after_end(item);
                      ctx::fiber &next = slot(target);
                      m_resumer = item;
                      m_current = target;
                      return std::move(next);
                    });
}

// Starts the unit beginning at `first` on a fiber and returns when its
// ring (or, after a work-group barrier, the group's) hands the thread back.
void fiber_team::run_unit(std::size_t first) {
  ctx::fiber &start = slot(first);
  m_resumer = m_size;
  m_current = first;
  ctx::fiber from = std::move(start).resume();
  slot(m_resumer) = std::move(from);
  if (m_error) {
    m_items.clear(); // unwinds the waiting work-items' stacks
    std::rethrow_exception(m_error);
  }
}

// Work-items [begin, end) without fibers: their unit's first ended without
// a barrier, so none of them may wait at one.
void fiber_team::run_plain(std::size_t begin, std::size_t end) {
  m_plain = true;
  try {
    m_launch->run(m_bound, m_group, begin, end);
  } catch (...) {
    m_plain = false;
    throw;
  }
  m_plain = false;
}

void fiber_team::run_group(const sycl::detail::group_launch &launch,
                           void *bound, std::size_t group) {
  activation active(this);
  m_launch = &launch;
  m_bound = bound;
  m_group = group;
  m_size = launch.group_size;
  m_sub = launch.sub_group_size == 0 ? 1 : launch.sub_group_size;
  m_unit = m_sub == 1 ? m_size : m_sub; // no sub-group barriers: one unit
  m_items.clear();
  m_items.resize(m_size + 1); // the last slot is the scheduler's
  m_states.assign(m_size + 1, state::fresh);
  m_states[m_size] = state::running;
  m_error = nullptr;
  m_ring = false;
  if (m_output.size() < m_size)
    m_output.resize(m_size);
  for (std::size_t first = 0; first < m_size;) {
    run_unit(first);
    if (m_ring)
      return; // the group's ring ran every work-item to its end
    const std::size_t end = unit_end(first);
    if (first + 1 < end && m_states[first + 1] == state::fresh) {
      run_plain(first + 1, end);
      sycl::detail::stream_flush();
    }
    first = end;
  }
}

} // namespace runtime
} // namespace syclfg
