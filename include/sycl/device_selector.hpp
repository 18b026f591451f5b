// Device selectors (SYCL 2020, 4.6.1): callables scoring a device, a
// negative score rejecting it. The only device is the host CPU, so the CPU
// and default selectors accept it and the GPU and accelerator selectors
// reject it (a queue built from them throws errc::runtime). The SYCL 1.2.1
// selector classes are kept, deprecated as in SYCL 2020.
#pragma once

#include <sycl/aspect.hpp>
#include <sycl/device.hpp>

#include <vector>

namespace sycl {

inline int default_selector_v(const device &dev) {
  return dev.is_gpu() ? 500 : dev.is_cpu() ? 300 : 100;
}
inline int cpu_selector_v(const device &dev) { return dev.is_cpu() ? 1 : -1; }
inline int gpu_selector_v(const device &dev) { return dev.is_gpu() ? 1 : -1; }
inline int accelerator_selector_v(const device &dev) {
  return dev.is_accelerator() ? 1 : -1;
}

// Accepts devices with every aspect of `require` and none of `deny`.
inline auto aspect_selector(const std::vector<aspect> &require,
                            const std::vector<aspect> &deny = {}) {
  return [require, deny](const device &dev) {
    for (aspect a : require)
      if (!dev.has(a))
        return -1;
    for (aspect a : deny)
      if (dev.has(a))
        return -1;
    return 1;
  };
}
template <class... Aspects> auto aspect_selector(Aspects... aspects) {
  return aspect_selector(std::vector<aspect>{aspects...});
}
template <aspect... Aspects> auto aspect_selector() {
  return aspect_selector(std::vector<aspect>{Aspects...});
}

class device_selector {
public:
  virtual ~device_selector() = default;
  virtual int operator()(const device &dev) const = 0;
  device select_device() const { return device(*this); }
};
class default_selector : public device_selector {
public:
  int operator()(const device &dev) const override {
    return default_selector_v(dev);
  }
};
class cpu_selector : public device_selector {
public:
  int operator()(const device &dev) const override {
    return cpu_selector_v(dev);
  }
};
class gpu_selector : public device_selector {
public:
  int operator()(const device &dev) const override {
    return gpu_selector_v(dev);
  }
};
class accelerator_selector : public device_selector {
public:
  int operator()(const device &dev) const override {
    return accelerator_selector_v(dev);
  }
};

} // namespace sycl
