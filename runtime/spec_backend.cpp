// The native path: backends that take specialization constants leaf by leaf
// by numeric ID, the host backend kernels read from, a recording backend for
// tests, and the choice between native and emulated paths.
#include "spec_backend.hpp"

#include "immortal.hpp"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

namespace syclfg {
namespace {

// Leaf values in memory, as a device driver would keep them for a build.
class host_program final : public spec_constant_program {
public:
  void set_specialization_constant(unsigned numeric_id, std::size_t size,
                                   const void *value) override {
    auto *bytes = static_cast<const unsigned char *>(value);
    m_leaves[numeric_id].assign(bytes, bytes + size);
  }
  bool read_specialization_constant(unsigned numeric_id, void *out,
                                    std::size_t size) const override {
    auto it = m_leaves.find(numeric_id);
    if (it == m_leaves.end() || it->second.size() != size)
      return false;
    std::memcpy(out, it->second.data(), size);
    return true;
  }

private:
  std::map<unsigned, std::vector<unsigned char>> m_leaves;
};

class host_backend final : public spec_constant_backend {
public:
  std::unique_ptr<spec_constant_program> create_program() override {
    return std::make_unique<host_program>();
  }
};

spec_constant_path path_from_environment() {
  const char *value = std::getenv("SYCLFG_SPEC_CONSTANTS");
  if (value == nullptr || std::strcmp(value, "emulated") == 0)
    return spec_constant_path::emulated;
  if (std::strcmp(value, "native") == 0)
    return spec_constant_path::native;
  std::fprintf(stderr,
               "syclfg: warning: SYCLFG_SPEC_CONSTANTS='%s' is not emulated or "
               "native; using emulated\n",
               value);
  return spec_constant_path::emulated;
}

struct selection {
  std::atomic<spec_constant_path> path{path_from_environment()};
  std::mutex mutex;
  std::shared_ptr<spec_constant_backend> backend = make_host_backend();
};

// Immortal: bundles may be built from static destructors.
selection &selected() { return detail::process_lifetime_instance<selection>(); }

} // namespace

std::shared_ptr<spec_constant_backend> make_host_backend() {
  return std::make_shared<host_backend>();
}

struct recording_backend::state {
  mutable std::mutex mutex;
  std::vector<call> calls;
  unsigned programs = 0;
};

namespace {
// Records, then forwards to a host program so kernels still get the values.
class recording_program final : public spec_constant_program {
public:
  recording_program(std::shared_ptr<recording_backend::state> state,
                    unsigned serial)
      : m_state(std::move(state)), m_serial(serial) {}
  void set_specialization_constant(unsigned numeric_id, std::size_t size,
                                   const void *value) override {
    auto *bytes = static_cast<const unsigned char *>(value);
    {
      std::lock_guard<std::mutex> lock(m_state->mutex);
      m_state->calls.push_back({m_serial, numeric_id, {bytes, bytes + size}});
    }
    m_program.set_specialization_constant(numeric_id, size, value);
  }
  bool read_specialization_constant(unsigned numeric_id, void *out,
                                    std::size_t size) const override {
    return m_program.read_specialization_constant(numeric_id, out, size);
  }

private:
  std::shared_ptr<recording_backend::state> m_state;
  unsigned m_serial;
  host_program m_program;
};
} // namespace

recording_backend::recording_backend() : m_state(std::make_shared<state>()) {}

std::unique_ptr<spec_constant_program> recording_backend::create_program() {
  std::lock_guard<std::mutex> lock(m_state->mutex);
  return std::make_unique<recording_program>(m_state, m_state->programs++);
}

std::vector<recording_backend::call> recording_backend::calls() const {
  std::lock_guard<std::mutex> lock(m_state->mutex);
  return m_state->calls;
}

unsigned recording_backend::programs_created() const {
  std::lock_guard<std::mutex> lock(m_state->mutex);
  return m_state->programs;
}

void recording_backend::clear() {
  std::lock_guard<std::mutex> lock(m_state->mutex);
  m_state->calls.clear();
  m_state->programs = 0;
}

void set_spec_constant_path(spec_constant_path path) { selected().path = path; }

spec_constant_path get_spec_constant_path() { return selected().path; }

void set_native_backend(std::shared_ptr<spec_constant_backend> backend) {
  selection &s = selected();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.backend = backend != nullptr ? std::move(backend) : make_host_backend();
}

} // namespace syclfg

namespace sycl {
namespace detail {

std::unique_ptr<native_program> create_native_program() {
  syclfg::selection &s = syclfg::selected();
  std::shared_ptr<syclfg::spec_constant_backend> backend;
  {
    std::lock_guard<std::mutex> lock(s.mutex);
    backend = s.backend;
  }
  return std::make_unique<native_program>(backend->create_program());
}

bool native_path_selected() {
  return syclfg::get_spec_constant_path() == syclfg::spec_constant_path::native;
}

bool read_native_leaf(const native_program &program, unsigned numeric_id,
                      void *out, std::size_t size) {
  return program.impl->read_specialization_constant(numeric_id, out, size);
}

} // namespace detail
} // namespace sycl
