// The checking mode's local-memory race detection and barrier-site checks.
// A group's work-items run one at a time on one thread between barriers
// (fibers), so each work-item's accesses through local accessors between
// two of its barriers (a segment) are recorded with a copy of the element
// taken at the first access; at the segment's end a changed element is a
// write, an unchanged one a read. A per-element shadow keeps, for the
// current phase, the last writer and up to two readers: a write and
// another work-item's read or write of the same element in the same phase
// (no barrier between them) is a race. State is per thread: each group
// runs on one thread from start to end.
#include "checks_report.hpp"

#include <cstdio>
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>

namespace syclfg {
namespace runtime {
namespace {

using sycl::detail::check_item;
using sycl::detail::source_where;

struct touch {
  std::string before; // the element when first accessed in the segment
  source_where where;
  bool atomic = false;
};

// Who accessed an element in the shadow's phase.
struct access_record {
  bool valid = false;
  std::size_t item = 0, sub_group = 0;
  unsigned sub_phase = 0;
  source_where where;
};

struct shadow {
  unsigned long serial = 0;
  std::size_t group = 0;
  unsigned phase = 0;
  access_record writer, readers[2];
  bool reported = false;
};

struct region {
  const unsigned char *begin, *end;
};

thread_local std::unordered_map<const void *, touch> segment;
thread_local std::unordered_map<const void *, shadow> shadows;
thread_local std::vector<region> local_regions;

// Where each work-item of the group running on this thread last waited.
struct barrier_site {
  unsigned long serial = 0;
  std::size_t group = 0;
  unsigned phase = 0, sub_phase = 0;
  bool group_scope = false;
  source_where where;
};
thread_local std::vector<barrier_site> sites;

bool same_site(const barrier_site &a, const barrier_site &b) {
  return a.group_scope == b.group_scope && a.where.line == b.where.line &&
         (a.where.file == b.where.file ||
          (a.where.file != nullptr && b.where.file != nullptr &&
           std::strcmp(a.where.file, b.where.file) == 0));
}

access_record record_of(const check_item &me, source_where where) {
  return access_record{true, me.local_linear, me.sub_group, me.sub_phase,
                       where};
}

// Whether `other` may run at the same time as `me` (same phase assumed):
// another work-item not ordered by a sub-group barrier of a shared
// sub-group.
bool concurrent(const access_record &other, const access_record &me) {
  return other.valid && other.item != me.item &&
         !(other.sub_group == me.sub_group && other.sub_phase != me.sub_phase);
}

std::string at_text(source_where where) {
  if (where.file == nullptr)
    return "";
  return " (at " + std::string(where.file) + ":" + std::to_string(where.line) +
         ")";
}

void report_race(shadow &s, const void *element, const char *mine,
                 const char *theirs, const access_record &other,
                 source_where where) {
  if (s.reported)
    return; // one report per element and phase
  s.reported = true;
  char address[32];
  std::snprintf(address, sizeof address, "%p", element);
  check_report("local memory race",
               std::string(mine) + " of local element " + address + " after " +
                   theirs + " by local work-item " +
                   std::to_string(other.item) + at_text(other.where) +
                   " with no barrier between",
               where);
}

void note_reader(shadow &s, const access_record &me) {
  for (access_record &r : s.readers)
    if (!r.valid || r.item == me.item) {
      r = me;
      return;
    }
  s.readers[1] = me; // two others already: keep the latest
}

// One element's segment, ended: compared with and recorded in its shadow.
void settle(const check_item &me, const void *element, const touch &t,
            std::size_t bytes) {
  shadow &s = shadows[element];
  if (s.serial != me.launch->serial || s.group != me.group_linear ||
      s.phase != me.phase)
    s = shadow{me.launch->serial, me.group_linear, me.phase, {}, {}, false};
  const access_record mine = record_of(me, t.where);
  const bool wrote = std::memcmp(t.before.data(), element, bytes) != 0;
  if (wrote) {
    if (concurrent(s.writer, mine))
      report_race(s, element, "write", "a write", s.writer, t.where);
    for (const access_record &r : s.readers)
      if (concurrent(r, mine))
        report_race(s, element, "write", "a read", r, t.where);
    s.writer = mine;
  } else {
    if (concurrent(s.writer, mine))
      report_race(s, element, "read", "a write", s.writer, t.where);
    note_reader(s, mine);
  }
}

} // namespace
} // namespace runtime
} // namespace syclfg

namespace sycl {
namespace detail {

using namespace syclfg::runtime;

void check_local_access(const void *p, std::size_t bytes, source_where where) {
  const check_item *me = check_current();
  if (me == nullptr || !me->launch->nd)
    return;
  auto [it, fresh] = segment.try_emplace(p);
  if (!fresh)
    return;
  it->second.before.assign(static_cast<const char *>(p), bytes);
  it->second.where = where;
}

void check_atomic_access(const void *p) noexcept {
  auto it = segment.find(p);
  if (it != segment.end())
    it->second.atomic = true;
}

void check_segment_end() {
  const check_item *me = check_current();
  if (me != nullptr && me->launch->nd)
    for (const auto &[element, t] : segment)
      if (!t.atomic)
        settle(*me, element, t, t.before.size());
  segment.clear();
}

void check_local_region(const void *p, std::size_t bytes) {
  const auto *begin = static_cast<const unsigned char *>(p);
  local_regions.push_back(region{begin, begin + bytes});
}

void check_local_regions_reset() noexcept {
  local_regions.clear();
  shadows.clear();
}

// The previous work-item of the scope arrived at this barrier instance
// first (they arrive in order): its site must be this one.
void check_barrier_site(bool group_scope, source_where where) {
  const check_item *me = check_current();
  if (me == nullptr || !me->launch->nd)
    return;
  const std::size_t self = me->local_linear;
  if (sites.size() <= self)
    sites.resize(self + 1);
  const barrier_site mine{me->launch->serial, me->group_linear, me->phase,
                          me->sub_phase,      group_scope,      where};
  sites[self] = mine;
  const std::size_t sub = me->launch->sub_group_size;
  if (self == 0 || (!group_scope && (sub <= 1 || self % sub == 0)))
    return;
  const barrier_site &prev = sites[self - 1];
  if (prev.serial != mine.serial || prev.group != mine.group ||
      prev.phase != mine.phase || prev.sub_phase != mine.sub_phase ||
      prev.group_scope != group_scope || same_site(prev, mine))
    return;
  check_report("barrier divergence",
               std::string("reached the ") +
                   (group_scope ? "work-group" : "sub-group") +
                   " barrier or group function" + at_text(where) +
                   " while local work-item " + std::to_string(self - 1) +
                   " waits at the one" + at_text(prev.where),
               source_where{});
}

void check_spec_read(const char *symbolic_id, source_where where) {
  const check_item *me = check_current();
  if (me == nullptr || me->launch->late_specs == nullptr)
    return;
  const auto &late =
      *static_cast<const std::vector<std::string> *>(me->launch->late_specs);
  for (const std::string &id : late)
    if (id == symbolic_id)
      check_report("specialization constant set after submit",
                   "reads specialization constant " + id +
                       ", which handler::set_specialization_constant set "
                       "after the command group's kernel was submitted",
                   where);
}

bool check_pointer(const void *base, const void *target, std::size_t bytes,
                   source_where where) {
  const auto *b = static_cast<const unsigned char *>(base);
  const auto *t = static_cast<const unsigned char *>(target);
  for (const region &r : local_regions)
    if (b >= r.begin && b < r.end) {
      if (t < r.begin || t + bytes > r.end) {
        check_report("index out of bounds",
                     "multi_ptr access " + std::to_string(t - b) +
                         " bytes from its base, outside the local "
                         "accessor's " +
                         std::to_string(r.end - r.begin) + " bytes",
                     where);
        return false;
      }
      check_local_access(target, bytes, where);
      return true;
    }
  return check_usm_access("multi_ptr access", base, target, bytes, where);
}

} // namespace detail
} // namespace sycl

namespace sycl {
namespace detail {

// Declared in executor.hpp; checks.hpp cannot include it (executor.hpp
// includes checks.hpp).
void work_group_barrier();
void sub_group_barrier();

void checked_barrier(bool group_scope, source_where where) {
  check_item *me = check_current();
  check_segment_end();
  check_barrier_site(group_scope, where);
  {
    // Other work-items run meanwhile; a waiting work-item's stack may also
    // be unwound from here when another one failed.
    struct restore {
      check_item *item;
      ~restore() { check_set_current(item); }
    } again{me};
    if (group_scope)
      work_group_barrier();
    else
      sub_group_barrier();
  }
  if (me == nullptr)
    return;
  if (group_scope) {
    ++me->phase;
    me->sub_phase = 0;
  } else {
    ++me->sub_phase;
  }
}

} // namespace detail
} // namespace sycl
