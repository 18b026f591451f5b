// Value maps and what a launch reads: setting a constant keeps its leaves,
// building turns a value map into the emulated buffer (defaults overlaid
// with set leaves at the seed's offsets) or into one native-backend call per
// set leaf.
#include "spec_backend.hpp"
#include "spec_layout.hpp"

#include <algorithm>
#include <cstring>

namespace sycl {
namespace detail {

void spec_value_map::set(const char *id, const void *value, std::size_t size) {
  std::vector<unsigned char> image(size, 0);
  auto *bytes = static_cast<const unsigned char *>(value);
  const spec_layout::constant *c = current_spec_layout()->find(id);
  if (c != nullptr && c->size == size) {
    for (const spec_leaf_descriptor &leaf : c->leaves)
      std::memcpy(image.data() + leaf.offset, bytes + leaf.offset, leaf.size);
  } else {
    std::memcpy(image.data(), bytes, size); // unknown layout: one leaf
  }
  m_values[id] = std::move(image);
}

bool spec_value_map::get(const char *id, void *out, std::size_t size) const {
  auto it = m_values.find(std::string_view(id));
  if (it == m_values.end())
    return false;
  std::memcpy(out, it->second.data(), std::min(size, it->second.size()));
  return true;
}

std::shared_ptr<const spec_build>
spec_build::make(const spec_value_map &values) {
  auto build = std::make_shared<spec_build>();
  build->m_layout = current_spec_layout();
  const spec_layout &layout = *build->m_layout;
  if (native_path_selected()) {
    std::shared_ptr<native_program> program = create_native_program();
    for (const auto &[id, image] : values.values())
      if (const spec_layout::constant *c = layout.find(id);
          c && c->size == image.size())
        for (const spec_leaf_descriptor &leaf : c->leaves)
          program->impl->set_specialization_constant(
              leaf.numeric_id, leaf.size, image.data() + leaf.offset);
    build->m_program = std::move(program);
    return build;
  }
  build->m_buffer = layout.defaults;
  for (const auto &[id, image] : values.values())
    if (const spec_layout::constant *c = layout.find(id);
        c && c->size == image.size())
      for (const spec_leaf_descriptor &leaf : c->leaves)
        std::memcpy(build->m_buffer.data() + c->buffer_offset + leaf.offset,
                    image.data() + leaf.offset, leaf.size);
  return build;
}

} // namespace detail
} // namespace sycl
