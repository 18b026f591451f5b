// sycl::property_list and the runtime properties of SYCL 2020 (4.5.4):
// queue, buffer, accessor and reduction properties. A property_list holds
// copies of its properties, found again by type.
#pragma once

#include <sycl/exception.hpp>

#include <memory>
#include <mutex>
#include <type_traits>
#include <utility>
#include <vector>

namespace sycl {

namespace detail {
// What the buffer and image use_mutex properties hold.
class mutex_property {
public:
  explicit mutex_property(std::mutex &mutex) : m_mutex(&mutex) {}
  std::mutex *get_mutex_ptr() const { return m_mutex; }

private:
  std::mutex *m_mutex;
};
} // namespace detail

namespace property {
namespace queue {
struct in_order {};
struct enable_profiling {};
} // namespace queue
namespace buffer {
struct use_host_ptr {};
// The buffer locks `mutex` while it reads or writes the host memory.
struct use_mutex : detail::mutex_property {
  using mutex_property::mutex_property;
};
} // namespace buffer
// Images (4.7.3.3): as the buffer properties (context_bound is in
// <sycl/context.hpp>).
namespace image {
struct use_host_ptr {};
struct use_mutex : detail::mutex_property {
  using mutex_property::mutex_property;
};
} // namespace image
// Accessors: the previous contents need not be preserved.
struct no_init {};
namespace reduction {
struct initialize_to_identity {};
} // namespace reduction
} // namespace property

inline constexpr property::no_init no_init{};

template <class T> struct is_property : std::false_type {};
template <> struct is_property<property::queue::in_order> : std::true_type {};
template <>
struct is_property<property::queue::enable_profiling> : std::true_type {};
template <>
struct is_property<property::buffer::use_host_ptr> : std::true_type {};
template <> struct is_property<property::buffer::use_mutex> : std::true_type {};
template <>
struct is_property<property::image::use_host_ptr> : std::true_type {};
template <> struct is_property<property::image::use_mutex> : std::true_type {};
template <> struct is_property<property::no_init> : std::true_type {};
template <>
struct is_property<property::reduction::initialize_to_identity>
    : std::true_type {};
template <class T> inline constexpr bool is_property_v = is_property<T>::value;

namespace detail {
// One address per property type, to find a property without RTTI.
template <class T> struct property_tag { static constexpr char id = 0; };
} // namespace detail

class property_list {
public:
  template <class... Props,
            class = std::enable_if_t<(is_property_v<Props> && ...)>>
  property_list(Props... props) {
    m_entries.reserve(sizeof...(Props));
    (add(std::move(props)), ...);
  }

  template <class P> bool has_property() const noexcept {
    return find<P>() != nullptr;
  }
  // Throws errc::invalid when the list has no property of type P.
  template <class P> P get_property() const {
    if (const P *p = find<P>())
      return *p;
    throw exception(make_error_code(errc::invalid),
                    "get_property: the property list lacks this property");
  }

private:
  struct entry {
    const void *tag;
    std::shared_ptr<const void> value;
  };
  template <class P> void add(P prop) {
    m_entries.push_back({&detail::property_tag<P>::id,
                         std::make_shared<const P>(std::move(prop))});
  }
  template <class P> const P *find() const noexcept {
    for (const entry &e : m_entries)
      if (e.tag == &detail::property_tag<P>::id)
        return static_cast<const P *>(e.value.get());
    return nullptr;
  }

  std::vector<entry> m_entries;
};

} // namespace sycl
