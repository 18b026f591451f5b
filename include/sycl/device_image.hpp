// Device images (SYCL 2020, 4.11.14): the units a kernel bundle is made of.
// On the host device each kernel of the program is its own image, so a
// device-image selector passed to get_kernel_bundle chooses kernel by
// kernel; an image is usable on every device of its bundle.
#pragma once

#include <sycl/device.hpp>
#include <sycl/kernel_id.hpp>

#include <algorithm>
#include <functional>
#include <memory>
#include <vector>

namespace sycl {

template <bundle_state State> class kernel_bundle;
namespace detail {
struct device_image_access;
} // namespace detail

template <bundle_state State> class device_image {
public:
  device_image() = delete;

  bool has_kernel(const kernel_id &id) const noexcept { return id == m_kernel; }
  bool has_kernel(const kernel_id &id, const device &dev) const noexcept {
    return has_kernel(id) && std::find(m_devices->begin(), m_devices->end(),
                                       dev) != m_devices->end();
  }

  // The same kernel for the same devices: join, compile, link and build
  // copy an image (4.11.11), and copies compare equal (4.5.2).
  friend bool operator==(const device_image &a, const device_image &b) {
    return a.m_kernel == b.m_kernel &&
           (a.m_devices == b.m_devices || *a.m_devices == *b.m_devices);
  }
  friend bool operator!=(const device_image &a, const device_image &b) {
    return !(a == b);
  }

private:
  // std::hash (SYCL 2020, 4.5.2): equal objects hash alike.
  template <class> friend struct std::hash;
  friend struct detail::device_image_access;
  device_image(kernel_id kernel,
               std::shared_ptr<const std::vector<device>> devices)
      : m_kernel(kernel), m_devices(std::move(devices)) {}

  kernel_id m_kernel;
  std::shared_ptr<const std::vector<device>> m_devices;
};

namespace detail {
struct device_image_access {
  // One image per kernel of `kernels`, each usable on `devices`.
  template <bundle_state State>
  static std::vector<device_image<State>>
  images_of(const std::vector<kernel_id> &kernels,
            const std::vector<device> &devices) {
    auto shared = std::make_shared<const std::vector<device>>(devices);
    std::vector<device_image<State>> images;
    images.reserve(kernels.size());
    for (const kernel_id &k : kernels)
      images.push_back(device_image<State>(k, shared));
    return images;
  }
  template <bundle_state State>
  static kernel_id kernel_of(const device_image<State> &image) {
    return image.m_kernel;
  }
};
} // namespace detail

} // namespace sycl

namespace std {
template <sycl::bundle_state State> struct hash<sycl::device_image<State>> {
  size_t operator()(const sycl::device_image<State> &i) const noexcept {
    return hash<sycl::kernel_id>()(i.m_kernel);
  }
};
} // namespace std
