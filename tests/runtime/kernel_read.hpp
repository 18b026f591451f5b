// Helpers shared by the runtime tests: run one kernel that reads a
// specialization constant and hand back what it saw, on either path.
#pragma once

#include <sycl/sycl.hpp>
#include <syclfg/registry.hpp>
#include <syclfg/spec_constants.hpp>

#include <cstring>
#include <type_traits>

namespace test {

template <auto &S> using value_t = sycl::detail::spec_value_t<S>;

// Submits a single_task reading S; `setup(cgh)` runs in the command group
// (set a value, bind a bundle, or nothing).
template <auto &S, class Setup>
value_t<S> kernel_value(sycl::queue &q, Setup setup) {
  sycl::buffer<value_t<S>, 1> out{sycl::range<1>(1)};
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor result{out, cgh, sycl::write_only};
    setup(cgh);
    cgh.single_task([=](sycl::kernel_handler kh) {
      result[0] = kh.get_specialization_constant<S>();
    });
  });
  sycl::host_accessor h{out, sycl::read_only};
  return h[0];
}

template <auto &S> value_t<S> kernel_value(sycl::queue &q) {
  return kernel_value<S>(q, [](sycl::handler &) {});
}

// Selects a path for the lifetime of the object.
class scoped_path {
public:
  explicit scoped_path(syclfg::spec_constant_path path)
      : m_saved(syclfg::get_spec_constant_path()) {
    syclfg::set_spec_constant_path(path);
  }
  ~scoped_path() { syclfg::set_spec_constant_path(m_saved); }
  scoped_path(const scoped_path &) = delete;
  scoped_path &operator=(const scoped_path &) = delete;

private:
  syclfg::spec_constant_path m_saved;
};

// Byte-wise equality of the leaves' storage, for types without operator==.
template <class T> bool same_bytes(const T &a, const T &b) {
  static_assert(std::is_trivially_copyable_v<T>);
  return std::memcmp(&a, &b, sizeof(T)) == 0;
}

} // namespace test
