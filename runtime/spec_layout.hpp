// Internal to libsyclfg: the numbering of specialization constants (one
// immutable snapshot per change of the set of known constants).
#pragma once

#include <sycl/detail/runtime/spec_const_runtime.hpp>

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sycl {
namespace detail {

class spec_layout {
public:
  struct constant {
    std::string id;
    std::size_t size;
    std::size_t buffer_offset;
    std::vector<spec_leaf_descriptor> leaves;
  };

  std::vector<constant> constants;     // ascending numeric ID
  std::vector<unsigned char> defaults; // the emulated buffer of defaults
  std::map<std::string, std::size_t, std::less<>> index; // id -> constants[i]

  const constant *find(std::string_view id) const {
    auto it = index.find(id);
    return it == index.end() ? nullptr : &constants[it->second];
  }
};

// The numbering of the constants known now. Snapshots are never freed, so a
// snapshot's address identifies it for the kernels' per-constant caches.
std::shared_ptr<const spec_layout> current_spec_layout();

} // namespace detail
} // namespace sycl
