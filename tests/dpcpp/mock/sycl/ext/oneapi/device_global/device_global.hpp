// Mock of DPC++'s device_global, in sycl::_V1::ext::oneapi::experimental.
// Shaped like DPC++'s: the primary template is only declared, every use is
// an instantiation of the partial specialization for a property list.
#pragma once

namespace sycl {
inline namespace _V1 {
namespace ext::oneapi::experimental {
template <typename... Props> struct properties {};
using empty_properties_t = properties<>;

template <typename T, typename PropertyListT = empty_properties_t>
class device_global;

template <typename T, typename... Props>
class device_global<T, properties<Props...>> {
public:
  device_global() = default;
  device_global(const device_global &) = delete;
  device_global &operator=(const device_global &) = delete;
  T &get() { return MValue; }

private:
  T MValue{};
};
} // namespace ext::oneapi::experimental
} // namespace _V1
} // namespace sycl
