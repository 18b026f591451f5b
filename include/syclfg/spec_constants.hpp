// Included by: programs and tests that inspect the registered
// specialization-constant layouts; defined in runtime/spec_layout.cpp.
//
// Inspect and steer the specialization-constant runtime: the numbering the
// runtime assigned (the seed's "SYCL/specialization constants" property set
// and emulated-buffer layout) and the path kernels read constants through.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace syclfg {

// <leaf numeric ID, offset in the constant's value, size>, per scalar leaf.
struct spec_constant_descriptor {
  unsigned numeric_id;
  std::size_t offset;
  std::size_t size;
  friend bool operator==(const spec_constant_descriptor &a,
                         const spec_constant_descriptor &b) {
    return a.numeric_id == b.numeric_id && a.offset == b.offset &&
           a.size == b.size;
  }
};

// Numbering: every constant that has a layout registered by a footer or is
// read by some kernel, sorted by symbolic ID; leaves are numbered
// consecutively from 0 in that order. A constant without a registered layout
// is one leaf of sizeof(T).

// The leaves of constant `id`; nullopt if the runtime does not know it.
std::optional<std::vector<spec_constant_descriptor>>
spec_constant_descriptors(std::string_view id);
// Offset of constant `id` in the emulated buffer: the sum of the sizes of all
// constants with smaller numeric IDs.
std::optional<std::size_t> spec_constant_buffer_offset(std::string_view id);
// Size of the emulated buffer (all known constants).
std::size_t spec_constant_buffer_size();
// The emulated buffer holding only default values.
std::vector<unsigned char> spec_constant_default_buffer();
// Known symbolic IDs in ascending numeric-ID order.
std::vector<std::string> spec_constant_ids();
// Whether a footer registered a layout for `id`.
bool has_registered_layout(std::string_view id);

// --- native path
// -------------------------------------------------------------- A program
// built by a native backend: like piextProgramSetSpecializationConstant it
// takes one leaf value at a time, by numeric ID.
class spec_constant_program {
public:
  virtual ~spec_constant_program() = default;
  virtual void set_specialization_constant(unsigned numeric_id,
                                           std::size_t size,
                                           const void *value) = 0;
  // What a kernel of this program reads for leaf `numeric_id`; false if the
  // leaf was never set (the kernel then keeps the default).
  virtual bool read_specialization_constant(unsigned numeric_id, void *out,
                                            std::size_t size) const = 0;
};

class spec_constant_backend {
public:
  virtual ~spec_constant_backend() = default;
  virtual std::unique_ptr<spec_constant_program> create_program() = 0;
};

// The host backend: programs keep leaf values in memory.
std::shared_ptr<spec_constant_backend> make_host_backend();

// A host backend that also records every set call, for tests.
class recording_backend : public spec_constant_backend {
public:
  struct call {
    unsigned program; // 0, 1, ... in creation order
    unsigned numeric_id;
    std::vector<unsigned char> value;
  };
  recording_backend();
  std::unique_ptr<spec_constant_program> create_program() override;
  std::vector<call> calls() const;
  unsigned programs_created() const;
  void clear();

  struct state;

private:
  std::shared_ptr<state> m_state;
};

enum class spec_constant_path { emulated, native };
// The path for bundles built and kernels submitted from now on. The default
// is emulated; the environment variable SYCLFG_SPEC_CONSTANTS
// (emulated|native) overrides it at start-up.
void set_spec_constant_path(spec_constant_path path);
spec_constant_path get_spec_constant_path();
// The backend of the native path (nullptr restores the host backend).
void set_native_backend(std::shared_ptr<spec_constant_backend> backend);

} // namespace syclfg
