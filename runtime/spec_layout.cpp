// Which specialization constants exist, their leaves, and their numbering.
// Footers register layouts and kernels describe the constants they read,
// both from global constructors in any order; the numbering is computed
// from that set on demand, and recomputed only if the set changed.
#include "spec_layout.hpp"

#include "immortal.hpp"

#include <sycl/detail/abi/footer_abi.hpp>
#include <syclfg/registry.hpp>
#include <syclfg/spec_constants.hpp>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace sycl {
namespace detail {
namespace {

struct known_constant {
  std::size_t size = 0;
  std::vector<__syclfg_spec_leaf> leaves;
  bool layout_from_footer = false;
  const void *default_value = nullptr; // from describe_spec_constant
};

struct layout_registry {
  std::mutex mutex;
  std::map<std::string, known_constant, std::less<>> constants; // sorted by ID
  unsigned long generation = 0;
  unsigned long snapshot_generation = ~0ul;
  std::shared_ptr<const spec_layout> snapshot;
  std::vector<std::shared_ptr<const spec_layout>> retired; // kept alive
};

// Immortal: kernels and bundles read the numbering until the process ends.
layout_registry &instance() {
  return syclfg::detail::process_lifetime_instance<layout_registry>();
}

[[noreturn]] void fatal(const char *what, const char *id) {
  std::fprintf(stderr, "syclfg: error: specialization constant '%s': %s\n", id,
               what);
  std::abort();
}

bool same_leaves(const std::vector<__syclfg_spec_leaf> &a,
                 const __syclfg_spec_leaf *b, unsigned long count) {
  if (a.size() != count)
    return false;
  for (unsigned long i = 0; i < count; ++i)
    if (a[i].offset != b[i].offset || a[i].size != b[i].size)
      return false;
  return true;
}

// The default value bytes: from the kernel's description, else from the
// registered specialization_id object (its value is its only member, at
// offset 0), else zeros.
void copy_default(const std::string &id, const known_constant &c,
                  unsigned char *out) {
  const void *source = c.default_value;
  if (source == nullptr) {
    std::vector<const void *> addresses = syclfg::addresses_of(id);
    if (!addresses.empty())
      source = addresses.front();
  }
  if (source != nullptr)
    std::memcpy(out, source, c.size);
  else
    std::memset(out, 0, c.size);
}

std::shared_ptr<const spec_layout> number(const layout_registry &r) {
  auto layout = std::make_shared<spec_layout>();
  unsigned next_id = 0;
  std::size_t offset = 0;
  for (const auto &[id, known] : r.constants) {
    spec_layout::constant c{id, known.size, offset, {}};
    for (const __syclfg_spec_leaf &leaf : known.leaves)
      c.leaves.push_back({next_id++, leaf.offset, leaf.size});
    layout->index.emplace(id, layout->constants.size());
    layout->constants.push_back(std::move(c));
    offset += known.size;
  }
  layout->defaults.resize(offset);
  for (const spec_layout::constant &c : layout->constants)
    copy_default(c.id, r.constants.find(c.id)->second,
                 layout->defaults.data() + c.buffer_offset);
  return layout;
}

} // namespace

void describe_spec_constant(const char *id, std::size_t size,
                            const void *default_value) {
  layout_registry &r = instance();
  std::lock_guard<std::mutex> lock(r.mutex);
  known_constant &c = r.constants[id];
  if (c.size == 0) {
    c.size = size;
    c.leaves = {{0, size}};
    ++r.generation;
  } else if (c.size != size) {
    fatal("read with a type whose size differs from its registered layout", id);
  }
  if (c.default_value == nullptr) {
    c.default_value = default_value;
    ++r.generation; // the defaults blob may change
  }
}

resolved_spec_constant resolve_spec_constant(const spec_layout &layout,
                                             const char *id) {
  const spec_layout::constant *c = layout.find(id);
  if (c == nullptr)
    return {};
  return {true, c->buffer_offset, c->leaves.data(), c->leaves.size()};
}

std::shared_ptr<const spec_layout> current_spec_layout() {
  layout_registry &r = instance();
  std::lock_guard<std::mutex> lock(r.mutex);
  if (r.snapshot == nullptr || r.snapshot_generation != r.generation) {
    if (r.snapshot != nullptr)
      r.retired.push_back(r.snapshot);
    r.snapshot = number(r);
    r.snapshot_generation = r.generation;
  }
  return r.snapshot;
}

} // namespace detail
} // namespace sycl

extern "C" void
__syclfg_register_spec_constant_layout(const char *id, unsigned long size,
                                       const __syclfg_spec_leaf *leaves,
                                       unsigned long leaf_count) {
  using namespace sycl::detail;
  if (id == nullptr || size == 0 || (leaves == nullptr && leaf_count != 0))
    fatal("invalid layout registration", id == nullptr ? "(null)" : id);
  for (unsigned long i = 0; i < leaf_count; ++i)
    if (leaves[i].size == 0 || leaves[i].offset + leaves[i].size > size)
      fatal("layout has a leaf outside the constant", id);
  layout_registry &r = instance();
  std::lock_guard<std::mutex> lock(r.mutex);
  known_constant &c = r.constants[id];
  if (c.layout_from_footer) {
    // Every footer of a TU using an inline constant registers it again.
    if (c.size != size || !same_leaves(c.leaves, leaves, leaf_count))
      fatal("two footers registered different layouts", id);
    return;
  }
  if (c.size != 0 && c.size != size)
    fatal("registered layout's size differs from the type read by kernels", id);
  c.size = size;
  c.leaves.assign(leaves, leaves + leaf_count);
  c.layout_from_footer = true;
  ++r.generation;
}

namespace syclfg {

std::optional<std::vector<spec_constant_descriptor>>
spec_constant_descriptors(std::string_view id) {
  auto layout = sycl::detail::current_spec_layout();
  const auto *c = layout->find(id);
  if (c == nullptr)
    return std::nullopt;
  std::vector<spec_constant_descriptor> out;
  for (const auto &leaf : c->leaves)
    out.push_back({leaf.numeric_id, leaf.offset, leaf.size});
  return out;
}

std::optional<std::size_t> spec_constant_buffer_offset(std::string_view id) {
  auto layout = sycl::detail::current_spec_layout();
  const auto *c = layout->find(id);
  if (c == nullptr)
    return std::nullopt;
  return c->buffer_offset;
}

std::size_t spec_constant_buffer_size() {
  return sycl::detail::current_spec_layout()->defaults.size();
}

std::vector<unsigned char> spec_constant_default_buffer() {
  return sycl::detail::current_spec_layout()->defaults;
}

std::vector<std::string> spec_constant_ids() {
  std::vector<std::string> ids;
  for (const auto &c : sycl::detail::current_spec_layout()->constants)
    ids.push_back(c.id);
  return ids;
}

bool has_registered_layout(std::string_view id) {
  auto &r = sycl::detail::instance();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.constants.find(id);
  return it != r.constants.end() && it->second.layout_from_footer;
}

} // namespace syclfg
