// Mock of DPC++'s sycl/specialization_id.hpp: a constexpr, non-copyable
// holder of the default value, in sycl::_V1.
#pragma once

#include <utility>

namespace sycl {
inline namespace _V1 {
template <typename T> class specialization_id {
public:
  using value_type = T;
  template <class... Args>
  explicit constexpr specialization_id(Args &&...args)
      : MDefaultValue(std::forward<Args>(args)...) {}
  specialization_id(const specialization_id &) = delete;
  specialization_id &operator=(const specialization_id &) = delete;
  constexpr const T &default_value() const { return MDefaultValue; }

private:
  T MDefaultValue;
};
} // namespace _V1
} // namespace sycl
