// The image accessors (SYCL 2020, 4.7.6.10-4.7.6.13): unsampled ones read
// and write texels at integer coordinates (int, int2, int4 for 1, 2, 3
// dimensions), sampled ones read at float coordinates (float, float2,
// float4) through the image's image_sampler. DataT is int4, uint4, float4
// or half4, converted from and to the image's format as
// <sycl/detail/image_texel.hpp> says. Reads outside an unsampled image
// give zeros and writes there are dropped (SYCL leaves both undefined).
// Kernels run on the host, so the device and host accessors are the same
// views of the image's memory.
#pragma once

#include <sycl/detail/image_sampling.hpp>
#include <sycl/detail/kernel_copy.hpp>
#include <sycl/half.hpp>
#include <sycl/image.hpp>
#include <sycl/vec.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <type_traits>

namespace sycl {
namespace detail {

// Coordinates as x, y, z.
template <int Dims, class CoordT>
void int_coords(const CoordT &c, int (&i)[3]) {
  static_assert((Dims == 1 && std::is_same_v<CoordT, int>) ||
                    (Dims == 2 && std::is_same_v<CoordT, vec<int, 2>>) ||
                    (Dims == 3 && std::is_same_v<CoordT, vec<int, 4>>),
                "unsampled image coordinates: int, int2 or int4 for 1, 2 or 3 "
                "dimensions");
  if constexpr (Dims == 1)
    i[0] = c;
  else
    for (int d = 0; d < Dims; ++d)
      i[d] = c[d];
}
template <int Dims, class CoordT>
void float_coords(const CoordT &c, float (&s)[Dims]) {
  static_assert(
      (Dims == 1 && std::is_same_v<CoordT, float>) ||
          (Dims == 2 && std::is_same_v<CoordT, vec<float, 2>>) ||
          (Dims == 3 && std::is_same_v<CoordT, vec<float, 4>>),
      "sampled image coordinates: float, float2 or float4 for 1, 2 or 3 "
      "dimensions");
  if constexpr (Dims == 1)
    s[0] = c;
  else
    for (int d = 0; d < Dims; ++d)
      s[d] = c[d];
}

// DataT of image accessors: int4, uint4, float4 or half4.
template <class DataT> struct is_image_data : std::false_type {};
template <class T>
struct is_image_data<vec<T, 4>>
    : std::bool_constant<std::is_same_v<T, std::int32_t> ||
                         std::is_same_v<T, std::uint32_t> ||
                         std::is_same_v<T, float> || std::is_same_v<T, half>> {
};

// A texel (image_texel.hpp) as DataT and back. Element conversions (integers
// through 64 bits: no overflow for any channel value; a DataT that does not
// match the format is undefined).
template <class DataT> DataT to_data(const texel &t) {
  using elem = typename DataT::element_type;
  DataT r;
  for (int i = 0; i < 4; ++i) {
    if constexpr (std::is_integral_v<elem>)
      r[i] = static_cast<elem>(static_cast<std::int64_t>(t.c[i]));
    else
      r[i] = static_cast<elem>(static_cast<float>(t.c[i]));
  }
  return r;
}
template <class DataT> texel from_data(const DataT &v) {
  using elem = typename DataT::element_type;
  texel t{};
  for (int i = 0; i < 4; ++i) {
    if constexpr (std::is_same_v<elem, half>)
      t.c[i] = static_cast<float>(v[i]);
    else
      t.c[i] = static_cast<double>(v[i]);
  }
  return t;
}

// An image accessor made with a handler makes its command group follow the
// previous command using the image's memory (impl/command_schedule.hpp).
// A template on the handler, which is complete where the accessor's
// constructor is instantiated.
struct image_uses {
  template <class Handler>
  static void add(Handler &cgh,
                  const std::shared_ptr<buffer_storage_base> &storage) {
    cgh.m_uses.push_back(storage);
  }
};

// What every image accessor holds: the memory's owner and where the
// texels are; `DataT` is checked here.
template <class DataT, int Dims> class image_accessor_base {
  static_assert(is_image_data<std::remove_const_t<DataT>>::value,
                "image accessors read and write int4, uint4, float4 or half4");

public:
  using value_type = DataT;
  using reference = DataT &;
  using const_reference = const std::remove_const_t<DataT> &;
  static constexpr int dimensions = Dims;

  std::size_t size() const noexcept {
    std::size_t n = 1;
    for (int d = 0; d < Dims; ++d)
      n *= static_cast<std::size_t>(m_view.extent[d]);
    return n;
  }

  // The memory's owner and the texels (for the image accessor
  // conversions).
  const std::shared_ptr<void> &storage() const noexcept {
    return m_storage.get();
  }
  const image_view<Dims> &view() const noexcept { return m_view; }
  // The image's use_mutex held for this accessor and its copies.
  const std::shared_ptr<void> &use_token() const noexcept {
    return m_use.get();
  }

  friend bool operator==(const image_accessor_base &a,
                         const image_accessor_base &b) {
    return a.m_view.data == b.m_view.data;
  }
  friend bool operator!=(const image_accessor_base &a,
                         const image_accessor_base &b) {
    return !(a == b);
  }

protected:
  using data_t = std::remove_const_t<DataT>;
  template <class Image>
  explicit image_accessor_base(const Image &image)
      : m_storage(image.storage()), m_view(image.view()), m_use(use_of(image)) {
  }

  // An image starts a use; an accessor converted from another shares it.
  template <class Source>
  static std::shared_ptr<void> use_of(const Source &source) {
    if constexpr (std::is_convertible_v<decltype(source.storage()),
                                        std::shared_ptr<buffer_storage_base>>)
      return buffer_storage_base::use(source.storage());
    else
      return source.use_token();
  }

  data_t read_at(const int (&i)[3]) const {
    return to_data<data_t>(m_view.fetch(i));
  }
  void write_at(const int (&i)[3], const data_t &color) const {
    for (int d = 0; d < 3; ++d)
      if (i[d] < 0 || i[d] >= m_view.extent[d])
        return;
    store_texel(m_view.at(i), m_view.layout, from_data(color));
  }

  // Both empty in the copies a kernel runs (kernel_copy.hpp): the command
  // group's copies own the memory and the use while the kernel runs.
  cg_owner<void> m_storage; // keeps the memory alive
  image_view<Dims> m_view;
  cg_owner<void> m_use; // holds a use_mutex while the accessor lives
};

// Read-only accessors convert between const and non-const DataT.
template <class Other, class DataT, access_mode Mode>
using if_const_variant = std::enable_if_t<
    Mode == access_mode::read && !std::is_same_v<Other, DataT> &&
        std::is_same_v<std::remove_const_t<Other>, std::remove_const_t<DataT>>,
    int>;

// Unsampled image accessors: read and write by mode.
template <class DataT, int Dims, access_mode Mode>
class unsampled_accessor_base : public image_accessor_base<DataT, Dims> {
  using base = image_accessor_base<DataT, Dims>;
  static_assert(!std::is_const_v<DataT> || Mode == sycl::access_mode::read,
                "a const DataT is only allowed for access_mode::read");

public:
  template <class CoordT, sycl::access_mode M = Mode,
            std::enable_if_t<M != sycl::access_mode::write, int> = 0>
  typename base::data_t read(const CoordT &coords) const noexcept {
    int i[3] = {0, 0, 0};
    int_coords<Dims>(coords, i);
    return this->read_at(i);
  }
  template <class CoordT, sycl::access_mode M = Mode,
            std::enable_if_t<M != sycl::access_mode::read, int> = 0>
  void write(const CoordT &coords, const typename base::data_t &color) const {
    int i[3] = {0, 0, 0};
    int_coords<Dims>(coords, i);
    this->write_at(i, color);
  }
  static constexpr sycl::access_mode access_mode = Mode;

protected:
  using base::base;
};

// Sampled image accessors: read through the image's sampler.
template <class DataT, int Dims>
class sampled_accessor_base : public image_accessor_base<DataT, Dims> {
  using base = image_accessor_base<DataT, Dims>;

public:
  template <class CoordT>
  typename base::data_t read(const CoordT &coords) const noexcept {
    float s[Dims];
    float_coords<Dims>(coords, s);
    return to_data<typename base::data_t>(
        sample_image(this->m_view, m_sampler, s));
  }

protected:
  template <class Image>
  explicit sampled_accessor_base(const Image &image)
      : base(image), m_sampler(image.get_sampler()) {}

private:
  image_sampler m_sampler;
};

} // namespace detail

template <typename DataT, int Dims, access_mode Mode, image_target Target>
class unsampled_image_accessor
    : public detail::unsampled_accessor_base<DataT, Dims, Mode> {
  static_assert(Mode == access_mode::read || Mode == access_mode::write,
                "unsampled_image_accessor: access_mode::read or write");

public:
  static constexpr image_target access_target = Target;

  template <typename AllocatorT>
  unsampled_image_accessor(unsampled_image<Dims, AllocatorT> &image,
                           handler &cgh, const property_list & = {})
      : detail::unsampled_accessor_base<DataT, Dims, Mode>(image) {
    detail::image_uses::add(cgh, image.storage());
  }
  template <class Other, detail::if_const_variant<Other, DataT, Mode> = 0>
  unsampled_image_accessor(
      const unsampled_image_accessor<Other, Dims, Mode, Target> &other)
      : detail::unsampled_accessor_base<DataT, Dims, Mode>(other) {}
};

template <typename DataT, int Dims, access_mode Mode>
class host_unsampled_image_accessor
    : public detail::unsampled_accessor_base<DataT, Dims, Mode> {
  static_assert(Mode == access_mode::read || Mode == access_mode::write ||
                    Mode == access_mode::read_write,
                "host_unsampled_image_accessor: read, write or read_write");

public:
  template <typename AllocatorT>
  host_unsampled_image_accessor(unsampled_image<Dims, AllocatorT> &image,
                                const property_list & = {})
      : detail::unsampled_accessor_base<DataT, Dims, Mode>(
            detail::after_commands(image)) {}
  template <class Other, detail::if_const_variant<Other, DataT, Mode> = 0>
  host_unsampled_image_accessor(
      const host_unsampled_image_accessor<Other, Dims, Mode> &other)
      : detail::unsampled_accessor_base<DataT, Dims, Mode>(other) {}
};

template <typename DataT, int Dims, image_target Target>
class sampled_image_accessor
    : public detail::sampled_accessor_base<const DataT, Dims> {
public:
  static constexpr image_target access_target = Target;

  template <typename AllocatorT>
  sampled_image_accessor(sampled_image<Dims, AllocatorT> &image, handler &cgh,
                         const property_list & = {})
      : detail::sampled_accessor_base<const DataT, Dims>(image) {
    detail::image_uses::add(cgh, image.storage());
  }
};

template <typename DataT, int Dims>
class host_sampled_image_accessor
    : public detail::sampled_accessor_base<const DataT, Dims> {
public:
  template <typename AllocatorT>
  host_sampled_image_accessor(sampled_image<Dims, AllocatorT> &image,
                              const property_list & = {})
      : detail::sampled_accessor_base<const DataT, Dims>(
            detail::after_commands(image)) {}
};

namespace detail {
// std::hash of an image accessor (4.5.2): copies, which compare equal,
// view the same texels.
struct image_accessor_hash {
  template <class Accessor>
  std::size_t operator()(const Accessor &a) const noexcept {
    return std::hash<const void *>()(a.view().data);
  }
};
} // namespace detail

} // namespace sycl

template <typename DataT, int Dims, sycl::access_mode Mode,
          sycl::image_target Target>
struct std::hash<sycl::unsampled_image_accessor<DataT, Dims, Mode, Target>>
    : sycl::detail::image_accessor_hash {};
template <typename DataT, int Dims, sycl::access_mode Mode>
struct std::hash<sycl::host_unsampled_image_accessor<DataT, Dims, Mode>>
    : sycl::detail::image_accessor_hash {};
template <typename DataT, int Dims, sycl::image_target Target>
struct std::hash<sycl::sampled_image_accessor<DataT, Dims, Target>>
    : sycl::detail::image_accessor_hash {};
template <typename DataT, int Dims>
struct std::hash<sycl::host_sampled_image_accessor<DataT, Dims>>
    : sycl::detail::image_accessor_hash {};
