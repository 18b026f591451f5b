// Kernel bundles (SYCL 2020, 4.11): kernel identities, bundles in the input,
// object and executable states, and the free functions that get, compile,
// link, build and join them. Every kernel runs on the one host device but
// one whose attributes require what the device lacks
// (<sycl/impl/kernel_compat.hpp>): bundles leave such kernels out, and
// compiling or linking only changes the state. What a bundle carries is its set
// of kernels and its value map of specialization constants: set on an input
// bundle, carried unchanged through compile, link and build, and built into the
// state kernels read once the bundle is executable.
#pragma once

#include <sycl/backend.hpp>
#include <sycl/context.hpp>
#include <sycl/detail/runtime/kernel_facts.hpp>
#include <sycl/detail/runtime/kernel_names.hpp>
#include <sycl/detail/runtime/spec_const_runtime.hpp>
#include <sycl/device.hpp>
#include <sycl/device_image.hpp>
#include <sycl/exception.hpp>
#include <sycl/impl/kernel_compat.hpp>
#include <sycl/info/kernel_values.hpp>
#include <sycl/kernel_id.hpp>
#include <sycl/property_list.hpp>
#include <sycl/specialization_id.hpp>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace sycl {

class handler;
class kernel;
template <bundle_state State> class kernel_bundle;

namespace detail {
struct bundle_impl {
  context ctx;
  std::vector<device> devices;
  std::vector<kernel_id> kernels; // sorted by name, no duplicates
  spec_value_map values;
  std::shared_ptr<const spec_build> built; // executable bundles only

  bool has(const char *kernel_name) const {
    return std::any_of(kernels.begin(), kernels.end(), [&](const kernel_id &k) {
      return k.get_name() == kernel_name;
    });
  }
};

// Every kernel of the program as kernel_ids, sorted by name.
inline std::vector<kernel_id> all_kernel_ids() {
  std::vector<kernel_id> ids;
  for (const char *name : known_kernel_names())
    ids.push_back(kernel_id_access::make(name));
  return ids;
}

// Throws errc::invalid with `what` unless `condition`.
inline void require(bool condition, const char *what) {
  if (!condition)
    throw exception(make_error_code(errc::invalid), what);
}

// The kernels of `kernels` compatible with one of `devs` (SYCL 2020 4.11:
// a bundle holds those, compile, link and build drop the others).
inline std::vector<kernel_id>
compatible_only(const std::vector<kernel_id> &kernels,
                const std::vector<device> &devs) {
  std::vector<kernel_id> out;
  for (const kernel_id &k : kernels)
    if (compatible_with_any(k.get_name(), devs))
      out.push_back(k);
  return out;
}

// Constructs bundles and reads their state for the free functions.
struct bundle_access {
  template <bundle_state State>
  static kernel_bundle<State> make(std::shared_ptr<bundle_impl> impl) {
    if constexpr (State == bundle_state::executable)
      impl->built = spec_build::make(impl->values);
    else
      impl->built = nullptr;
    return kernel_bundle<State>(std::move(impl));
  }
  template <bundle_state State>
  static const bundle_impl &impl(const kernel_bundle<State> &bundle) {
    return *bundle.m_impl;
  }
};

inline std::vector<kernel_id> sorted_unique(std::vector<kernel_id> kernels) {
  std::sort(kernels.begin(), kernels.end(),
            [](const kernel_id &a, const kernel_id &b) {
              return std::less<const char *>()(a.get_name(), b.get_name());
            });
  kernels.erase(std::unique(kernels.begin(), kernels.end()), kernels.end());
  return kernels;
}

inline bool contains(const std::vector<device> &devices, const device &d) {
  return std::find(devices.begin(), devices.end(), d) != devices.end();
}

// `devs` with duplicates removed, in their first order: a bundle's set of
// associated devices (4.11.11: "devs (with duplicates removed)").
inline std::vector<device> unique_devices(const std::vector<device> &devs) {
  std::vector<device> out;
  for (const device &d : devs)
    if (!contains(out, d))
      out.push_back(d);
  return out;
}

// errc::invalid, naming `fn`, for an empty `devs` or a device not among
// `ctx`'s (the bundle functions' common precondition).
inline void require_devices_of(const context &ctx,
                               const std::vector<device> &devs,
                               const std::string &fn) {
  if (devs.empty())
    throw exception(make_error_code(errc::invalid),
                    fn + ": the device list is empty");
  const std::vector<device> of_ctx = ctx.get_devices();
  for (const device &d : devs)
    if (!contains(of_ctx, d))
      throw exception(make_error_code(errc::invalid),
                      fn + ": a device is not one of the context's devices");
}

// A new bundle of `ctx` for `devs` holding `kernels`.
template <bundle_state State>
kernel_bundle<State> new_bundle(const context &ctx,
                                const std::vector<device> &devs,
                                std::vector<kernel_id> kernels) {
  require_devices_of(ctx, devs, "get_kernel_bundle");
  auto impl = std::make_shared<bundle_impl>();
  impl->ctx = ctx;
  impl->devices = unique_devices(devs);
  impl->kernels = sorted_unique(std::move(kernels));
  return bundle_access::make<State>(std::move(impl));
}

// `bundle`'s state moved to `State` for `devs`, which must be among the
// bundle's devices; the values of its constants come along.
template <bundle_state State, bundle_state From>
kernel_bundle<State> advance(const kernel_bundle<From> &bundle,
                             const std::vector<device> &devs,
                             const char *what) {
  const bundle_impl &from = bundle_access::impl(bundle);
  require(!devs.empty(), what);
  for (const device &d : devs)
    require(contains(from.devices, d), what);
  auto impl = std::make_shared<bundle_impl>(from);
  impl->devices = unique_devices(devs);
  impl->kernels = compatible_only(impl->kernels, impl->devices);
  return bundle_access::make<State>(std::move(impl));
}

// The union of `bundles` (same context; constants set in several bundles
// must hold the same value). `devices` empty: the union of theirs.
template <bundle_state State, bundle_state From>
kernel_bundle<State> merge(const std::vector<kernel_bundle<From>> &bundles,
                           std::vector<device> devices, const char *what) {
  require(!bundles.empty(), what);
  auto out = std::make_shared<bundle_impl>();
  out->ctx = bundle_access::impl(bundles.front()).ctx;
  std::vector<device> all_devices;
  for (const kernel_bundle<From> &b : bundles) {
    const bundle_impl &impl = bundle_access::impl(b);
    require(impl.ctx == out->ctx, what);
    out->kernels.insert(out->kernels.end(), impl.kernels.begin(),
                        impl.kernels.end());
    for (const device &d : impl.devices)
      if (!contains(all_devices, d))
        all_devices.push_back(d);
    require(out->values.merge(impl.values), what);
  }
  for (const device &d : devices)
    require(contains(all_devices, d), what);
  out->devices = devices.empty() ? all_devices : unique_devices(devices);
  out->kernels = sorted_unique(std::move(out->kernels));
  if (!devices.empty()) // link: only what runs on its devices
    out->kernels = compatible_only(out->kernels, out->devices);
  return bundle_access::make<State>(std::move(out));
}
} // namespace detail

template <bundle_state State> class kernel_bundle {
public:
  kernel_bundle() = delete;

  bool empty() const noexcept { return m_impl->kernels.empty(); }
  backend get_backend() const noexcept { return backend::ext_syclfg_host; }
  context get_context() const { return m_impl->ctx; }
  std::vector<device> get_devices() const { return m_impl->devices; }

  bool has_kernel(const kernel_id &id) const noexcept {
    return m_impl->has(id.get_name());
  }
  bool has_kernel(const kernel_id &id, const device &dev) const noexcept {
    return has_kernel(id) && has_device(dev);
  }
  template <typename KernelName> bool has_kernel() const noexcept {
    return m_impl->has(detail::kernel_name_of<KernelName>());
  }
  template <typename KernelName>
  bool has_kernel(const device &dev) const noexcept {
    return has_kernel<KernelName>() && has_device(dev);
  }
  std::vector<kernel_id> get_kernel_ids() const { return m_impl->kernels; }

  // The bundle's device images: one per kernel on the host device.
  using device_image_iterator = const device_image<State> *;
  device_image_iterator begin() const { return m_images->data(); }
  device_image_iterator end() const {
    return m_images->data() + m_images->size();
  }

  // Executable bundles only; errc::invalid if the bundle lacks the kernel.
  template <bundle_state S = State,
            std::enable_if_t<S == bundle_state::executable, int> = 0>
  kernel get_kernel(const kernel_id &id) const;
  template <typename KernelName, bundle_state S = State,
            std::enable_if_t<S == bundle_state::executable, int> = 0>
  kernel get_kernel() const;

  // Whether one of the bundle's kernels reads a constant (its call graph,
  // as the tool saw it).
  bool contains_specialization_constants() const noexcept {
    return detail::kernels_read_spec_constant(m_impl->kernels, nullptr);
  }
  // Whether the constants the bundle's kernels read are read natively (the
  // native backend) rather than from the emulated buffer; false when they
  // read none.
  bool native_specialization_constant() const noexcept {
    if (!contains_specialization_constants())
      return false;
    if (m_impl->built != nullptr)
      return m_impl->built->native();
    return detail::native_path_selected();
  }

  // The members below call get_spec_constant_symbolic_ID: declared here,
  // defined in <sycl/detail/abi/spec_const_integration.hpp>.
  template <auto &SpecName> bool has_specialization_constant() const noexcept;

  // Input bundles only (SYCL 2020: the value is fixed once compiled).
  template <auto &SpecName, bundle_state S = State,
            std::enable_if_t<S == bundle_state::input, int> = 0>
  void set_specialization_constant(detail::spec_value_t<SpecName> value);

  // Any state: the value set (carried through compile, link and build),
  // else the default.
  template <auto &SpecName>
  detail::spec_value_t<SpecName> get_specialization_constant() const;

  friend bool operator==(const kernel_bundle &a, const kernel_bundle &b) {
    return a.m_impl == b.m_impl;
  }
  friend bool operator!=(const kernel_bundle &a, const kernel_bundle &b) {
    return !(a == b);
  }

private:
  // std::hash (SYCL 2020, 4.5.2): equal objects hash alike.
  template <class> friend struct std::hash;
  template <bundle_state> friend class kernel_bundle;
  friend class handler;
  friend class kernel;
  friend struct detail::bundle_access;

  explicit kernel_bundle(std::shared_ptr<detail::bundle_impl> impl)
      : m_impl(std::move(impl)),
        m_images(std::make_shared<const std::vector<device_image<State>>>(
            detail::device_image_access::images_of<State>(m_impl->kernels,
                                                          m_impl->devices))) {}

  bool has_device(const device &dev) const noexcept {
    return detail::contains(m_impl->devices, dev);
  }

  std::shared_ptr<detail::bundle_impl> m_impl;
  std::shared_ptr<const std::vector<device_image<State>>> m_images;
};

// A kernel of an executable bundle (SYCL 2020, 4.11.13).
class kernel {
public:
  kernel() = delete;
  backend get_backend() const noexcept { return backend::ext_syclfg_host; }
  context get_context() const { return m_bundle->ctx; }
  kernel_bundle<bundle_state::executable> get_kernel_bundle() const {
    return kernel_bundle<bundle_state::executable>(m_bundle);
  }
  // Queries of this kernel on `dev` (values: <sycl/info/kernel_values.hpp>);
  // errc::invalid when `dev` is not a device of the kernel's bundle.
  template <class Param>
  typename Param::return_type get_info(const device &dev) const {
    detail::require(detail::contains(m_bundle->devices, dev),
                    "kernel::get_info: the device is not one of the "
                    "kernel's bundle");
    namespace kds = info::kernel_device_specific;
    // The attributes as the footer registered them.
    const detail::kernel_requirements r =
        detail::kernel_requirements_of(m_name, 0);
    if constexpr (std::is_same_v<Param, kds::compile_sub_group_size>)
      return static_cast<std::uint32_t>(r.sub_group_size);
    else if constexpr (std::is_same_v<Param, kds::compile_work_group_size>)
      return detail::compile_work_group_size(r);
    else if constexpr (std::is_same_v<Param, kds::work_group_size>)
      return r.work_group_dims != 0 ? detail::compile_work_group_size(r).size()
                                    : detail::kernel_device_value<Param>::get();
    else
      return detail::kernel_device_value<Param>::get();
  }
  // Queries of the kernel itself (A.5): num_args only of kernels of an
  // interop bundle or built-in kernels, so errc::invalid here (there are
  // none); attributes: none are recorded, so "".
  template <class Param> typename Param::return_type get_info() const {
    static_assert(std::is_same_v<Param, info::kernel::num_args> ||
                      std::is_same_v<Param, info::kernel::attributes>,
                  "kernel::get_info<Param>(): an info::kernel descriptor; "
                  "device-specific ones take the device");
    if constexpr (std::is_same_v<Param, info::kernel::num_args>)
      throw exception(make_error_code(errc::invalid),
                      "kernel::get_info<info::kernel::num_args>: only for "
                      "kernels of interop bundles and built-in kernels");
    else
      return std::string();
  }
  // std::hash (SYCL 2020, 4.5.2): equal objects hash alike.
  template <class> friend struct std::hash;
  friend bool operator==(const kernel &a, const kernel &b) {
    return a.m_bundle == b.m_bundle && a.m_name == b.m_name;
  }
  friend bool operator!=(const kernel &a, const kernel &b) { return !(a == b); }

private:
  template <bundle_state> friend class kernel_bundle;
  kernel(std::shared_ptr<detail::bundle_impl> bundle, const char *name)
      : m_bundle(std::move(bundle)), m_name(name) {}
  std::shared_ptr<detail::bundle_impl> m_bundle;
  const char *m_name;
};

template <bundle_state State>
template <bundle_state S, std::enable_if_t<S == bundle_state::executable, int>>
kernel kernel_bundle<State>::get_kernel(const kernel_id &id) const {
  detail::require(has_kernel(id), "get_kernel: the bundle lacks this kernel");
  return kernel(m_impl, id.get_name());
}

template <bundle_state State>
template <typename KernelName, bundle_state S,
          std::enable_if_t<S == bundle_state::executable, int>>
kernel kernel_bundle<State>::get_kernel() const {
  return get_kernel(
      detail::kernel_id_access::make(detail::kernel_name_of<KernelName>()));
}

// --- kernel identities ----------------------------------------------------
template <typename KernelName> kernel_id get_kernel_id() {
  return detail::kernel_id_access::make(detail::kernel_name_of<KernelName>());
}
inline std::vector<kernel_id> get_kernel_ids() {
  return detail::all_kernel_ids();
}

// --- getting bundles ---------------------------------------------------------
// errc::invalid for an empty device list; the kernels compatible with one
// of the devices.
template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx,
                                       const std::vector<device> &devs) {
  return detail::new_bundle<State>(
      ctx, devs, detail::compatible_only(detail::all_kernel_ids(), devs));
}
template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx) {
  return get_kernel_bundle<State>(ctx, ctx.get_devices());
}
template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx,
                                       const std::vector<device> &devs,
                                       const std::vector<kernel_id> &ids) {
  detail::require_devices_of(ctx, devs, "get_kernel_bundle");
  for (const kernel_id &id : ids)
    detail::require(detail::compatible_with_any(id.get_name(), devs),
                    "get_kernel_bundle: a kernel is compatible with none of "
                    "the devices (its attributes require what they lack)");
  return detail::new_bundle<State>(ctx, devs, ids);
}
template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx,
                                       const std::vector<kernel_id> &ids) {
  return get_kernel_bundle<State>(ctx, ctx.get_devices(), ids);
}
template <typename KernelName, bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx,
                                       const std::vector<device> &devs) {
  return get_kernel_bundle<State>(ctx, devs, {get_kernel_id<KernelName>()});
}
template <typename KernelName, bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &ctx) {
  return get_kernel_bundle<KernelName, State>(ctx, ctx.get_devices());
}

// The kernels whose device images `selector` (bool(const
// device_image<State> &)) chooses, from every kernel of the program.
template <bundle_state State, typename Selector,
          std::enable_if_t<std::is_invocable_r_v<bool, Selector &,
                                                 const device_image<State> &>,
                           int> = 0>
kernel_bundle<State> get_kernel_bundle(const context &ctx,
                                       const std::vector<device> &devs,
                                       Selector selector) {
  detail::require_devices_of(ctx, devs, "get_kernel_bundle");
  std::vector<kernel_id> chosen;
  for (const device_image<State> &image :
       detail::device_image_access::images_of<State>(
           detail::compatible_only(detail::all_kernel_ids(), devs), devs))
    if (selector(image))
      chosen.push_back(detail::device_image_access::kernel_of(image));
  return detail::new_bundle<State>(ctx, devs, std::move(chosen));
}
template <bundle_state State, typename Selector,
          std::enable_if_t<std::is_invocable_r_v<bool, Selector &,
                                                 const device_image<State> &>,
                           int> = 0>
kernel_bundle<State> get_kernel_bundle(const context &ctx, Selector selector) {
  return get_kernel_bundle<State>(ctx, ctx.get_devices(), std::move(selector));
}

// Whether each kernel may run on `dev`: not when its attributes require
// an aspect it lacks, a work-group size beyond its limits or a sub-group
// size not among its sizes (<sycl/impl/kernel_compat.hpp>).
inline bool is_compatible(const std::vector<kernel_id> &ids,
                          const device &dev) {
  return std::all_of(ids.begin(), ids.end(), [&](const kernel_id &id) {
    return detail::compatible_with_any(id.get_name(), {dev});
  });
}
template <typename KernelName> bool is_compatible(const device &dev) {
  return is_compatible({get_kernel_id<KernelName>()}, dev);
}

// Whether the program has a kernel compatible with one of `devs`: false
// for a program without kernels or whose kernels' attributes no device
// meets (every kernel has every state on the host device). errc::invalid
// for an empty `devs` or a device not of `ctx` (SYCL 2020, "Querying if a
// kernel bundle exists").
template <bundle_state State>
bool has_kernel_bundle(const context &ctx, const std::vector<device> &devs) {
  detail::require_devices_of(ctx, devs, "has_kernel_bundle");
  const std::vector<kernel_id> all = detail::all_kernel_ids();
  return std::any_of(all.begin(), all.end(), [&](const kernel_id &id) {
    return detail::compatible_with_any(id.get_name(), devs);
  });
}
template <bundle_state State> bool has_kernel_bundle(const context &ctx) {
  return has_kernel_bundle<State>(ctx, ctx.get_devices());
}
// With kernels: each must be compatible with one of `devs`; true for none.
template <bundle_state State>
bool has_kernel_bundle(const context &ctx, const std::vector<device> &devs,
                       const std::vector<kernel_id> &ids) {
  detail::require_devices_of(ctx, devs, "has_kernel_bundle");
  return std::all_of(ids.begin(), ids.end(), [&](const kernel_id &id) {
    return detail::compatible_with_any(id.get_name(), devs);
  });
}
template <bundle_state State>
bool has_kernel_bundle(const context &ctx, const std::vector<kernel_id> &ids) {
  return has_kernel_bundle<State>(ctx, ctx.get_devices(), ids);
}
template <typename KernelName, bundle_state State>
bool has_kernel_bundle(const context &ctx, const std::vector<device> &devs) {
  return has_kernel_bundle<State>(ctx, devs, {get_kernel_id<KernelName>()});
}
template <typename KernelName, bundle_state State>
bool has_kernel_bundle(const context &ctx) {
  return has_kernel_bundle<KernelName, State>(ctx, ctx.get_devices());
}

// --- changing state
// ------------------------------------------------------------ `devs` must be
// among the bundle's devices (errc::invalid otherwise). The new bundle
// holds the kernels compatible with one of `devs`; the others are left
// out (4.11.11 to 4.11.13).
inline kernel_bundle<bundle_state::object>
compile(const kernel_bundle<bundle_state::input> &input,
        const std::vector<device> &devs, const property_list & = {}) {
  return detail::advance<bundle_state::object>(
      input, devs, "compile: a device is not one of the bundle's devices");
}
inline kernel_bundle<bundle_state::object>
compile(const kernel_bundle<bundle_state::input> &input,
        const property_list &props = {}) {
  return compile(input, input.get_devices(), props);
}

// The bundles must share a context and hold the same value for a constant
// set in several of them (errc::invalid otherwise).
inline kernel_bundle<bundle_state::executable>
link(const std::vector<kernel_bundle<bundle_state::object>> &objects,
     const std::vector<device> &devs, const property_list & = {}) {
  detail::require(!devs.empty(), "link: the device list is empty");
  return detail::merge<bundle_state::executable>(
      objects, devs,
      "link: the bundles differ in context or in a constant's value, or a "
      "device is not one of theirs");
}
inline kernel_bundle<bundle_state::executable>
link(const std::vector<kernel_bundle<bundle_state::object>> &objects,
     const property_list &props = {}) {
  detail::require(!objects.empty(), "link: no bundles");
  return link(objects, objects.front().get_devices(), props);
}
inline kernel_bundle<bundle_state::executable>
link(const kernel_bundle<bundle_state::object> &object,
     const std::vector<device> &devs, const property_list &props = {}) {
  return link(std::vector<kernel_bundle<bundle_state::object>>{object}, devs,
              props);
}
inline kernel_bundle<bundle_state::executable>
link(const kernel_bundle<bundle_state::object> &object,
     const property_list &props = {}) {
  return link(object, object.get_devices(), props);
}

inline kernel_bundle<bundle_state::executable>
build(const kernel_bundle<bundle_state::input> &input,
      const std::vector<device> &devs, const property_list & = {}) {
  // The values are copied: a later set on `input` does not change this one.
  return detail::advance<bundle_state::executable>(
      input, devs, "build: a device is not one of the bundle's devices");
}
inline kernel_bundle<bundle_state::executable>
build(const kernel_bundle<bundle_state::input> &input,
      const property_list &props = {}) {
  return build(input, input.get_devices(), props);
}

// The union of bundles of one context, on the union of their devices; of
// no bundles, an empty bundle (of the default context, on no device).
template <bundle_state State>
kernel_bundle<State> join(const std::vector<kernel_bundle<State>> &bundles) {
  if (bundles.empty())
    return detail::bundle_access::make<State>(
        std::make_shared<detail::bundle_impl>());
  return detail::merge<State>(bundles, {},
                              "join: the bundles differ in context or in a "
                              "constant's value");
}

} // namespace sycl

namespace std {
template <> struct hash<sycl::kernel> {
  size_t operator()(const sycl::kernel &k) const noexcept {
    return hash<const void *>()(k.m_bundle.get()) ^
           hash<const char *>()(k.m_name);
  }
};
template <sycl::bundle_state State> struct hash<sycl::kernel_bundle<State>> {
  size_t operator()(const sycl::kernel_bundle<State> &b) const noexcept {
    return hash<const void *>()(b.m_impl.get());
  }
};
} // namespace std
