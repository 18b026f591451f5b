// Included by: public headers and runtime/. Defined in libsyclfg
// (runtime/spec_values.cpp, spec_layout.cpp, spec_backend.cpp).
//
// What the SYCL headers need from libsyclfg to handle specialization
// constants. Nothing here names get_spec_constant_symbolic_ID: callers pass
// the symbolic ID they got from it (see spec_const_integration.hpp).
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace sycl {
namespace detail {

// One scalar leaf of a constant: its numeric ID and where it lies in the
// constant's value (the seed's <leaf spec ID, offset, size> descriptor).
struct spec_leaf_descriptor {
  unsigned numeric_id;
  std::size_t offset;
  std::size_t size;
};

// Where a constant lies for one launch, resolved once and cached by the
// kernel side (see kernel_handler).
struct resolved_spec_constant {
  bool present = false;
  std::size_t buffer_offset = 0; // in the emulated buffer
  const spec_leaf_descriptor *leaves = nullptr;
  std::size_t leaf_count = 0;
};

class spec_layout;    // numbering of all known constants (immutable)
class native_program; // what a native backend built (see
                      // syclfg/spec_constants.hpp)

// Records that a kernel reads the constant `id` of `size` bytes whose
// default value is at `default_value` (static storage). Constants without a
// layout registered by the footer get a single leaf of `size` bytes.
void describe_spec_constant(const char *id, std::size_t size,
                            const void *default_value);

// The constant `id` in `layout`; `present` is false if the layout lacks it.
resolved_spec_constant resolve_spec_constant(const spec_layout &layout,
                                             const char *id);

// Reads leaf `numeric_id` of a built native program; false if never set.
bool read_native_leaf(const native_program &program, unsigned numeric_id,
                      void *out, std::size_t size);

// The value map of a handler or kernel bundle: symbolic ID -> the value the
// application set, split into its leaves (padding bytes are left zero).
class spec_value_map {
public:
  void set(const char *id, const void *value, std::size_t size);
  // Copies the set value into `out`; false (and `out` untouched) if unset.
  bool get(const char *id, void *out, std::size_t size) const;
  bool empty() const noexcept { return m_values.empty(); }
  // Adds the values of `other`; false if both set one constant to
  // different values (then this map is left partly merged).
  bool merge(const spec_value_map &other) {
    for (const auto &[id, value] : other.m_values) {
      auto [it, inserted] = m_values.emplace(id, value);
      if (!inserted && it->second != value)
        return false;
    }
    return true;
  }
  const std::map<std::string, std::vector<unsigned char>, std::less<>> &
  values() const noexcept {
    return m_values;
  }

private:
  std::map<std::string, std::vector<unsigned char>, std::less<>> m_values;
};

// The specialization-constant state a kernel launch reads: a numbering
// snapshot plus either the emulated buffer or a native program. Built when
// a kernel bundle is built, or per submit without a bundle.
class spec_build {
public:
  static std::shared_ptr<const spec_build> make(const spec_value_map &values);

  const spec_layout &layout() const noexcept { return *m_layout; }
  bool native() const noexcept { return m_program != nullptr; }
  const unsigned char *buffer() const noexcept { return m_buffer.data(); }
  const native_program *program() const noexcept { return m_program.get(); }

private:
  std::shared_ptr<const spec_layout> m_layout;
  std::vector<unsigned char> m_buffer;             // emulated path
  std::shared_ptr<const native_program> m_program; // native path
};

// Whether kernels read constants natively now (kernel bundles report it).
bool native_path_selected();

} // namespace detail
} // namespace sycl
