// sycl::unsampled_image and sycl::sampled_image (SYCL 2020, 4.7.3): 1-, 2-
// or 3-dimensional images of 4-channel texels in an image_format, read and
// written through the image accessors (<sycl/image_accessor.hpp>). The
// range is (width, height, depth), width varying fastest; rows and slices
// are `pitch` bytes apart (by default width * texel size and that times
// height). The memory is a byte buffer's (<sycl/buffer.hpp>), so host
// memory, shared_ptr, set_final_data and set_write_back behave as for
// buffers: an unsampled image made from host memory writes back to it, one
// made without host memory only to a set_final_data destination, and a
// sampled image (const host memory) never.
//
// Properties (4.7.3.3): use_host_ptr uses the host memory itself, with no
// copy of its own (an unsampled image's host memory keeps what kernels
// wrote, whatever set_final_data says); use_mutex locks the mutex while
// accessors to the image exist (see buffer_storage.hpp); context_bound is
// answered by has_property/get_property.
#pragma once

#include <sycl/access.hpp>
#include <sycl/buffer.hpp>
#include <sycl/detail/image_sampling.hpp>
#include <sycl/exception.hpp>
#include <sycl/property_list.hpp>
#include <sycl/range.hpp>
#include <sycl/sampler.hpp>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <iterator>
#include <memory>
#include <string>
#include <type_traits>

namespace sycl {

using image_allocator = std::allocator<std::byte>;
enum class image_target { device, host_task };

class handler;
template <typename DataT, int Dims, access_mode Mode,
          image_target Target = image_target::device>
class unsampled_image_accessor;
template <typename DataT, int Dims = 1,
          access_mode Mode = (std::is_const_v<DataT> ? access_mode::read
                                                     : access_mode::read_write)>
class host_unsampled_image_accessor;
template <typename DataT, int Dims, image_target Target = image_target::device>
class sampled_image_accessor;
template <typename DataT, int Dims> class host_sampled_image_accessor;

namespace detail {

// A pitch argument: range<Dims - 1>, or for 1-D images a type no argument
// converts to (those constructors do not exist).
struct no_pitch {
  explicit no_pitch() = default;
};
template <int Dims>
using pitch_t =
    std::conditional_t<(Dims > 1), range<(Dims > 1 ? Dims - 1 : 1)>, no_pitch>;

// What both image classes hold: the byte buffer, the format, the range and
// the pitches.
template <int Dims> class image_base {
public:
  range<Dims> get_range() const { return m_range; }
  template <int D = Dims, std::enable_if_t<(D > 1), int> = 0>
  range<(D > 1 ? D - 1 : 1)> get_pitch() const {
    range<(D > 1 ? D - 1 : 1)> p;
    for (int d = 0; d < D - 1; ++d)
      p[d] = m_pitch[d];
    return p;
  }
  std::size_t size() const noexcept { return m_range.size(); }
  std::size_t byte_size() const noexcept { return m_bytes.byte_size(); }
  image_format get_format() const noexcept { return m_format; }

  template <class P> bool has_property() const noexcept {
    return m_bytes.template has_property<P>();
  }
  template <class P> P get_property() const {
    return m_bytes.template get_property<P>();
  }

  // For accessors: where the texels are, and the memory's owner.
  image_view<Dims> view() const {
    image_view<Dims> v;
    v.data = m_bytes.data();
    v.layout = layout_of(m_format);
    for (int d = 0; d < Dims; ++d)
      v.extent[d] = static_cast<int>(m_range[d]);
    v.pitch[0] = m_pitch[0];
    v.pitch[1] = m_pitch[1];
    return v;
  }
  const std::shared_ptr<buffer_storage_base> &storage() const {
    return m_bytes.storage();
  }

  friend bool operator==(const image_base &a, const image_base &b) {
    return a.m_bytes == b.m_bytes;
  }
  friend bool operator!=(const image_base &a, const image_base &b) {
    return !(a == b);
  }

protected:
  image_base(image_format format, const range<Dims> &extent,
             const std::size_t (&pitch)[2])
      : m_format(format), m_range(extent), m_pitch{pitch[0], pitch[1]} {}
  // errc::invalid when an extent exceeds image_max_extent (the device's
  // image2d_max_width and other image limits).
  static void check_extent(const range<Dims> &extent) {
    for (int d = 0; d < Dims; ++d)
      if (extent[d] > image_max_extent)
        throw exception(make_error_code(errc::invalid),
                        "image: the extent " + std::to_string(extent[d]) +
                            " in dimension " + std::to_string(d) +
                            " exceeds the device's limit of " +
                            std::to_string(image_max_extent) + " texels");
  }
  // The memory, and the properties that act on it: `host` (n bytes, may
  // be null) used in place under use_host_ptr, kept alive by `owner`; the
  // mutex of use_mutex. Otherwise `make_copy` makes the byte buffer.
  template <class MakeCopy>
  void set_memory(std::byte *host, std::shared_ptr<const void> owner,
                  std::size_t n, const property_list &props,
                  MakeCopy make_copy) {
    if (host != nullptr &&
        props.has_property<property::image::use_host_ptr>()) {
      auto in_place = std::make_shared<buffer_storage<std::byte>>(
          host, n, std::true_type{}, /*snapshot=*/false);
      in_place->keep_alive(std::move(owner));
      m_bytes =
          buffer<std::byte>::over(std::move(in_place), range<1>(n), props);
    } else {
      m_bytes = make_copy();
    }
    if (props.has_property<property::image::use_mutex>())
      m_bytes.storage()->set_use_mutex(
          props.get_property<property::image::use_mutex>().get_mutex_ptr());
  }
  // The default pitches, or the given ones (errc::invalid when a row or
  // slice would overlap the next, or `format` names no image_format).
  static void pitches(image_format format, const range<Dims> &extent,
                      const pitch_t<Dims> *given, std::size_t (&out)[2]) {
    if (!layout_of(format).known())
      throw exception(make_error_code(errc::invalid),
                      "image: unknown image_format " +
                          std::to_string(static_cast<int>(format)));
    const std::size_t texel = layout_of(format).texel_bytes();
    out[0] = extent[0] * texel;
    out[1] = out[0] * (Dims > 1 ? extent[Dims > 1 ? 1 : 0] : 1);
    if constexpr (Dims > 1) {
      if (given != nullptr) {
        out[0] = (*given)[0];
        out[1] = Dims > 2 ? (*given)[Dims > 2 ? 1 : 0] : out[0] * extent[1];
      }
    }
    if (out[0] < extent[0] * texel ||
        (Dims > 2 && out[1] < out[0] * extent[Dims > 1 ? 1 : 0]))
      throw exception(make_error_code(errc::invalid),
                      "image: the pitch " + std::to_string(out[0]) +
                          " is smaller than a row of " +
                          std::to_string(extent[0] * texel) + " bytes, or " +
                          "the slice pitch smaller than a slice");
  }
  // Bytes of memory for the range at the pitches.
  static std::size_t bytes_for(image_format format, const range<Dims> &extent,
                               const std::size_t (&pitch)[2]) {
    if constexpr (Dims == 1)
      return extent[0] * layout_of(format).texel_bytes();
    else if constexpr (Dims == 2)
      return pitch[0] * extent[1];
    else
      return pitch[1] * extent[2];
  }

  buffer<std::byte> m_bytes{range<1>(1)};
  image_format m_format;
  range<Dims> m_range;
  std::size_t m_pitch[2];
};

template <class T> struct is_smart_ptr : std::false_type {};
template <class T> struct is_smart_ptr<std::shared_ptr<T>> : std::true_type {};
template <class T> struct is_smart_ptr<std::weak_ptr<T>> : std::true_type {};

// A set_final_data destination as a writer of the image's bytes: a
// pointer or output iterator receives its value type's elements, a
// weak_ptr or shared_ptr the elements of its object.
template <class Destination>
void set_image_final_data(buffer_storage_base &storage, Destination dest) {
  if constexpr (std::is_same_v<Destination, std::nullptr_t>) {
    storage.set_final_data(nullptr);
  } else if constexpr (std::is_pointer_v<Destination>) {
    auto *bytes = reinterpret_cast<std::byte *>(dest);
    storage.set_final_data(
        [bytes](const void *src, std::size_t n) {
          if (src != bytes)
            std::copy_n(static_cast<const std::byte *>(src), n, bytes);
        },
        bytes);
  } else if constexpr (is_smart_ptr<Destination>::value) {
    std::weak_ptr<typename Destination::element_type> weak = dest;
    storage.set_final_data([weak](const void *src, std::size_t n) {
      if (auto target = weak.lock())
        std::copy_n(static_cast<const std::byte *>(src), n,
                    reinterpret_cast<std::byte *>(target.get()));
    });
  } else {
    using value = typename std::iterator_traits<Destination>::value_type;
    storage.set_final_data([dest](const void *src, std::size_t n) {
      const auto *first = static_cast<const value *>(src);
      std::copy(first, first + n / sizeof(value), dest);
    });
  }
}

} // namespace detail

template <int Dims = 1, typename AllocatorT = image_allocator>
class unsampled_image : public detail::image_base<Dims> {
  static_assert(Dims >= 1 && Dims <= 3, "images have 1, 2 or 3 dimensions");
  using base = detail::image_base<Dims>;
  using pitch_t = detail::pitch_t<Dims>;

public:
  // Uninitialized memory, written back only to a set_final_data
  // destination.
  unsampled_image(image_format format, const range<Dims> &extent,
                  const property_list &props = {})
      : unsampled_image(nullptr, format, extent, nullptr, props) {}
  unsampled_image(image_format format, const range<Dims> &extent, AllocatorT,
                  const property_list &props = {})
      : unsampled_image(nullptr, format, extent, nullptr, props) {}
  unsampled_image(image_format format, const range<Dims> &extent,
                  const pitch_t &pitch, const property_list &props = {})
      : unsampled_image(nullptr, format, extent, &pitch, props) {}
  unsampled_image(image_format format, const range<Dims> &extent,
                  const pitch_t &pitch, AllocatorT,
                  const property_list &props = {})
      : unsampled_image(nullptr, format, extent, &pitch, props) {}
  // Host memory (laid out at the pitches), used while the image lives and
  // written back to unless set_final_data or set_write_back say otherwise.
  unsampled_image(void *host, image_format format, const range<Dims> &extent,
                  const property_list &props = {})
      : unsampled_image(host, format, extent, nullptr, props) {}
  unsampled_image(void *host, image_format format, const range<Dims> &extent,
                  AllocatorT, const property_list &props = {})
      : unsampled_image(host, format, extent, nullptr, props) {}
  unsampled_image(void *host, image_format format, const range<Dims> &extent,
                  const pitch_t &pitch, const property_list &props = {})
      : unsampled_image(host, format, extent, &pitch, props) {}
  unsampled_image(void *host, image_format format, const range<Dims> &extent,
                  const pitch_t &pitch, AllocatorT,
                  const property_list &props = {})
      : unsampled_image(host, format, extent, &pitch, props) {}
  // Shared host memory: copied in and written back to; empty: as without
  // host memory.
  unsampled_image(std::shared_ptr<void> &host, image_format format,
                  const range<Dims> &extent, const property_list &props = {})
      : unsampled_image(host, format, extent, nullptr, props) {}
  unsampled_image(std::shared_ptr<void> &host, image_format format,
                  const range<Dims> &extent, AllocatorT,
                  const property_list &props = {})
      : unsampled_image(host, format, extent, nullptr, props) {}
  unsampled_image(std::shared_ptr<void> &host, image_format format,
                  const range<Dims> &extent, const pitch_t &pitch,
                  const property_list &props = {})
      : unsampled_image(host, format, extent, &pitch, props) {}
  unsampled_image(std::shared_ptr<void> &host, image_format format,
                  const range<Dims> &extent, const pitch_t &pitch, AllocatorT,
                  const property_list &props = {})
      : unsampled_image(host, format, extent, &pitch, props) {}

  AllocatorT get_allocator() const { return AllocatorT(); }

  template <typename DataT,
            access_mode Mode = (std::is_const_v<DataT>
                                    ? access_mode::read
                                    : access_mode::read_write),
            image_target Targ = image_target::device>
  unsampled_image_accessor<DataT, Dims, Mode, Targ>
  get_access(handler &cgh, const property_list &props = {}) {
    return unsampled_image_accessor<DataT, Dims, Mode, Targ>(*this, cgh, props);
  }
  template <typename DataT, access_mode Mode = (std::is_const_v<DataT>
                                                    ? access_mode::read
                                                    : access_mode::read_write)>
  host_unsampled_image_accessor<DataT, Dims, Mode>
  get_host_access(const property_list &props = {}) {
    return host_unsampled_image_accessor<DataT, Dims, Mode>(*this, props);
  }

  // Where the texels go when the last copy goes away: a pointer or output
  // iterator, a weak_ptr or shared_ptr, or nullptr for nowhere.
  template <typename Destination = std::nullptr_t>
  void set_final_data(Destination dest = nullptr) {
    detail::set_image_final_data(*this->storage(), dest);
  }
  void set_write_back(bool flag = true) {
    this->storage()->set_write_back(flag);
  }

private:
  template <class Host>
  unsampled_image(Host host, image_format format, const range<Dims> &extent,
                  const pitch_t *pitch, const property_list &props)
      : base(format, extent, {0, 0}) {
    base::check_extent(extent);
    base::pitches(format, extent, pitch, this->m_pitch);
    const std::size_t n = base::bytes_for(format, extent, this->m_pitch);
    if constexpr (std::is_same_v<Host, void *>) {
      this->set_memory(static_cast<std::byte *>(host), nullptr, n, props, [&] {
        return host == nullptr
                   ? buffer<std::byte>(range<1>(n), props)
                   : buffer<std::byte>(static_cast<std::byte *>(host),
                                       range<1>(n), props);
      });
    } else if constexpr (!std::is_same_v<Host, std::nullptr_t>) {
      auto *bytes = static_cast<std::byte *>(host.get());
      this->set_memory(bytes, host, n, props, [&] {
        return !host
                   ? buffer<std::byte>(range<1>(n), props)
                   : buffer<std::byte>(std::shared_ptr<std::byte>(host, bytes),
                                       range<1>(n), props);
      });
    } else {
      this->set_memory(nullptr, nullptr, n, props,
                       [&] { return buffer<std::byte>(range<1>(n), props); });
    }
  }
};

template <int Dims = 1, typename AllocatorT = image_allocator>
class sampled_image : public detail::image_base<Dims> {
  static_assert(Dims >= 1 && Dims <= 3, "images have 1, 2 or 3 dimensions");
  using base = detail::image_base<Dims>;
  using pitch_t = detail::pitch_t<Dims>;

public:
  // Read-only host memory: copied in, never written back.
  sampled_image(const void *host, image_format format, image_sampler sampler,
                const range<Dims> &extent, const property_list &props = {})
      : sampled_image(
            std::shared_ptr<const void>(std::shared_ptr<void>(), host), format,
            sampler, extent, nullptr, props) {}
  sampled_image(const void *host, image_format format, image_sampler sampler,
                const range<Dims> &extent, const pitch_t &pitch,
                const property_list &props = {})
      : sampled_image(
            std::shared_ptr<const void>(std::shared_ptr<void>(), host), format,
            sampler, extent, &pitch, props) {}
  sampled_image(std::shared_ptr<const void> &host, image_format format,
                image_sampler sampler, const range<Dims> &extent,
                const property_list &props = {})
      : sampled_image(host, format, sampler, extent, nullptr, props) {}
  sampled_image(std::shared_ptr<const void> &host, image_format format,
                image_sampler sampler, const range<Dims> &extent,
                const pitch_t &pitch, const property_list &props = {})
      : sampled_image(host, format, sampler, extent, &pitch, props) {}

  image_sampler get_sampler() const noexcept { return m_sampler; }

  template <typename DataT, image_target Targ = image_target::device>
  sampled_image_accessor<DataT, Dims, Targ>
  get_access(handler &cgh, const property_list &props = {}) {
    return sampled_image_accessor<DataT, Dims, Targ>(*this, cgh, props);
  }
  template <typename DataT>
  host_sampled_image_accessor<DataT, Dims>
  get_host_access(const property_list &props = {}) {
    return host_sampled_image_accessor<DataT, Dims>(*this, props);
  }

private:
  // `host` owns the memory or (raw pointers) is an alias owning nothing.
  // Under use_host_ptr the memory is read in place, never written.
  sampled_image(const std::shared_ptr<const void> &host, image_format format,
                image_sampler sampler, const range<Dims> &extent,
                const pitch_t *pitch, const property_list &props)
      : base(format, extent, {0, 0}), m_sampler(sampler) {
    base::check_extent(extent);
    base::pitches(format, extent, pitch, this->m_pitch);
    const std::size_t n = base::bytes_for(format, extent, this->m_pitch);
    const auto *bytes = static_cast<const std::byte *>(host.get());
    this->set_memory(const_cast<std::byte *>(bytes), host, n, props, [&] {
      return bytes == nullptr ? buffer<std::byte>(range<1>(n), props)
                              : buffer<std::byte>(bytes, range<1>(n), props);
    });
  }

  image_sampler m_sampler;
};

} // namespace sycl

// std::hash (SYCL 2020, 4.5.2): images that compare equal share storage.
namespace std {
template <int Dims, typename AllocatorT>
struct hash<sycl::unsampled_image<Dims, AllocatorT>> {
  size_t
  operator()(const sycl::unsampled_image<Dims, AllocatorT> &i) const noexcept {
    return hash<const void *>()(i.storage().get());
  }
};
template <int Dims, typename AllocatorT>
struct hash<sycl::sampled_image<Dims, AllocatorT>> {
  size_t
  operator()(const sycl::sampled_image<Dims, AllocatorT> &i) const noexcept {
    return hash<const void *>()(i.storage().get());
  }
};
} // namespace std

#include <sycl/image_accessor.hpp>
