// sycl::buffer (SYCL 2020, 4.7.2): kernels run on the host, so a buffer is
// shared host storage. A buffer made from host memory copies it in and,
// when the last copy of the buffer goes away, writes the contents back to
// it (or to the set_final_data destination) unless set_write_back(false).
// Accessors are in <sycl/accessor.hpp>.
//
// Properties (4.7.2.2): use_host_ptr makes the host memory (pointer or
// shared_ptr) the buffer's only memory, whatever its element type (see
// buffer_storage.hpp for const data); use_mutex makes accessors hold the
// user's mutex while they exist. Sub-buffers and reinterpreted buffers
// share both with their parent and report its properties.
//
// The last buffer over the memory waits, when it goes, for the commands
// that use it (detail/buffer_handle.hpp), then writes back.
#pragma once

#include <sycl/access.hpp>
#include <sycl/detail/buffer_handle.hpp>
#include <sycl/detail/buffer_storage.hpp>
#include <sycl/exception.hpp>
#include <sycl/property_list.hpp>
#include <sycl/range.hpp>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <iterator>
#include <memory>
#include <string>
#include <type_traits>

namespace sycl {

class handler;
template <class T, int Dims, access_mode Mode, target Target,
          access::placeholder P>
class accessor;
template <class T, int Dims, access_mode Mode> class host_accessor;

// The default allocator type of buffers (memory comes from the storage).
template <typename T> using buffer_allocator = std::allocator<T>;
template <typename T, int Dims = 1,
          typename AllocatorT = buffer_allocator<std::remove_const_t<T>>>
class buffer;

namespace detail {
template <class C, class = void>
struct is_contiguous_container : std::false_type {};
// Buffers have data() and size() too, but copy as buffers.
template <class T, int D, class A>
struct is_contiguous_container<buffer<T, D, A>> : std::false_type {};
template <class C>
struct is_contiguous_container<
    C, std::void_t<decltype(std::data(std::declval<C &>())),
                   decltype(std::size(std::declval<C &>()))>> : std::true_type {
};
// An allocator argument (not a property_list) for the deduction guides.
template <class A, class = void> struct is_allocator : std::false_type {};
template <class A>
struct is_allocator<A, std::void_t<typename A::value_type,
                                   decltype(std::declval<A &>().allocate(1))>>
    : std::true_type {};
template <class A>
using if_allocator = std::enable_if_t<is_allocator<A>::value, int>;
} // namespace detail

template <typename T, int Dims, typename AllocatorT> class buffer {
  using elem_t = std::remove_const_t<T>;
  using storage_t = detail::buffer_storage<elem_t>;
  template <class U>
  using rebind_alloc = typename std::allocator_traits<
      AllocatorT>::template rebind_alloc<std::remove_const_t<U>>;

public:
  using value_type = T;
  using reference = value_type &;
  using const_reference = const value_type &;
  using allocator_type = AllocatorT;

  // Not explicit (SYCL 2020 4.7.2.1): `buffer<T> b = range<1>(n);`.
  buffer(const range<Dims> &extent, const property_list &props = {})
      : buffer(std::make_shared<storage_t>(extent.size()), extent, props) {}
  buffer(const range<Dims> &extent, AllocatorT, const property_list &props = {})
      : buffer(extent, props) {}
  // Uses `host_data` in place when it can (see buffer_storage), else copies
  // it in; the contents are there after destruction unless set_final_data
  // or set_write_back say otherwise.
  buffer(elem_t *host_data, const range<Dims> &extent,
         const property_list &props = {})
      : buffer(host_storage(host_data, extent.size(), props), extent, props) {
    set_final_data(host_data);
  }
  buffer(elem_t *host_data, const range<Dims> &extent, AllocatorT,
         const property_list &props = {})
      : buffer(host_data, extent, props) {}
  // Read-only host data: copied in (in place under use_host_ptr), never
  // written back.
  buffer(const elem_t *host_data, const range<Dims> &extent,
         const property_list &props = {})
      : buffer(props.has_property<property::buffer::use_host_ptr>()
                   ? std::make_shared<storage_t>(host_data, extent.size(),
                                                 std::true_type{})
                   : std::make_shared<storage_t>(host_data, extent.size()),
               extent, props) {}
  buffer(const elem_t *host_data, const range<Dims> &extent, AllocatorT,
         const property_list &props = {})
      : buffer(host_data, extent, props) {}
  // Shared host data, kept alive and written back to (used in place under
  // use_host_ptr).
  buffer(const std::shared_ptr<elem_t> &host_data, const range<Dims> &extent,
         const property_list &props = {})
      : buffer(shared_storage(host_data, extent.size(), props), extent, props) {
    set_final_data(host_data);
  }
  buffer(const std::shared_ptr<elem_t[]> &host_data, const range<Dims> &extent,
         const property_list &props = {})
      : buffer(shared_storage(host_data, extent.size(), props), extent, props) {
    std::shared_ptr<elem_t[]> keep = host_data;
    set_final_writer(
        [keep](const elem_t *src, std::size_t n) {
          if (src != keep.get())
            std::copy(src, src + n, keep.get());
        },
        keep.get());
  }
  buffer(const std::shared_ptr<elem_t> &host_data, const range<Dims> &extent,
         AllocatorT, const property_list &props = {})
      : buffer(host_data, extent, props) {}
  buffer(const std::shared_ptr<elem_t[]> &host_data, const range<Dims> &extent,
         AllocatorT, const property_list &props = {})
      : buffer(host_data, extent, props) {}
  // The elements of [first, last), not written back; pointers are
  // iterators too (`buffer<float> b{std::begin(array), std::end(array)}`).
  template <
      class InputIterator, int D = Dims,
      class = std::enable_if_t<D == 1 && !std::is_integral_v<InputIterator>>>
  buffer(InputIterator first, InputIterator last,
         const property_list &props = {})
      : buffer(from_range(first, last), props) {}
  template <
      class InputIterator, int D = Dims,
      class = std::enable_if_t<D == 1 && !std::is_integral_v<InputIterator>>>
  buffer(InputIterator first, InputIterator last, AllocatorT,
         const property_list &props = {})
      : buffer(from_range(first, last), props) {}
  // A contiguous container's elements, written back to its data().
  template <class Container, int D = Dims,
            class = std::enable_if_t<
                D == 1 && detail::is_contiguous_container<Container>::value>>
  buffer(Container &container, const property_list &props = {})
      : buffer(std::data(container), range<1>(std::size(container)), props) {}
  template <class Container, int D = Dims,
            class = std::enable_if_t<
                D == 1 && detail::is_contiguous_container<Container>::value>>
  buffer(Container &container, AllocatorT, const property_list &props = {})
      : buffer(container, props) {}
  // A sub-buffer: `sub` elements of `parent` from `offset`, sharing its
  // memory. Only contiguous regions are allowed (errc::invalid otherwise).
  buffer(buffer &parent, const id<Dims> &offset, const range<Dims> &sub)
      : m_storage(parent.m_storage), m_range(sub),
        m_offset(parent.m_offset +
                 linear(offset, parent.m_range) * sizeof(elem_t)),
        m_sub_buffer(true), m_props(parent.m_props) {
    check_sub_buffer(parent.m_range, offset, sub);
  }

  range<Dims> get_range() const { return m_range; }
  std::size_t size() const noexcept { return m_range.size(); }
  std::size_t byte_size() const noexcept { return size() * sizeof(T); }
  std::size_t get_count() const { return size(); }
  std::size_t get_size() const { return byte_size(); }
  AllocatorT get_allocator() const { return AllocatorT(); }
  bool is_sub_buffer() const { return m_sub_buffer; }

  template <class P> bool has_property() const noexcept {
    return m_props.template has_property<P>();
  }
  template <class P> P get_property() const {
    return m_props.template get_property<P>();
  }

  // Declared here, defined in <sycl/accessor.hpp>.
  template <access_mode Mode = access_mode::read_write,
            target Target = target::device>
  accessor<T, Dims, Mode, Target, access::placeholder::false_t>
  get_access(handler &cgh);
  template <access_mode Mode = access_mode::read_write,
            target Target = target::device>
  accessor<T, Dims, Mode, Target, access::placeholder::false_t>
  get_access(handler &cgh, range<Dims> access_range,
             id<Dims> access_offset = {});
  // Deprecated in SYCL 2020 (4.7.2.3): a host accessor of the buffer or
  // of a region. The specification's return type is the old
  // accessor<..., target::host_buffer>, not host_accessor.
  template <access_mode Mode>
  accessor<T, Dims, Mode, target::host_buffer, access::placeholder::false_t>
  get_access();
  template <access_mode Mode>
  accessor<T, Dims, Mode, target::host_buffer, access::placeholder::false_t>
  get_access(range<Dims> access_range, id<Dims> access_offset = {});
  // `accessor{*this, args...}` (4.7.2.1), e.g. get_access(cgh, read_only).
  template <class... Args> auto get_access(const Args &...args);
  template <class... Args> auto get_host_access(Args... args);

  // Where the contents go when the last copy of the buffer goes away:
  // a pointer, a shared_ptr or weak_ptr, an output iterator, or nullptr
  // for nowhere.
  template <class Destination = std::nullptr_t>
  void set_final_data(Destination dest = nullptr) {
    if constexpr (std::is_same_v<Destination, std::nullptr_t>) {
      m_storage->set_final_data(nullptr);
    } else if constexpr (std::is_pointer_v<Destination>) {
      if (!dest) // a null pointer is no destination either
        return m_storage->set_final_data(nullptr);
      set_final_writer(
          [dest](const elem_t *src, std::size_t n) {
            if (static_cast<const void *>(src) != dest)
              std::copy(src, src + n, dest);
          },
          dest);
    } else if constexpr (is_weak_ptr<Destination>::value) {
      set_final_writer([dest](const elem_t *src, std::size_t n) {
        if (auto target_ptr = dest.lock())
          write_to(target_ptr.get(), src, n);
      });
    } else if constexpr (is_shared_ptr<Destination>::value) {
      set_final_writer([dest](const elem_t *src,
                              std::size_t n) { write_to(dest.get(), src, n); },
                       element_target(dest.get()));
    } else {
      set_final_writer([dest](const elem_t *src, std::size_t n) {
        std::copy(src, src + n, dest);
      });
    }
  }
  void set_write_back(bool flag = true) { m_storage->set_write_back(flag); }

  // The same memory seen as other elements (SYCL 2020, 4.7.2.3): the
  // result shares this buffer's storage, its write-back and, for a
  // sub-buffer, its place in the parent. errc::invalid unless the byte
  // sizes are equal.
  template <typename ReinterpretT, int ReinterpretDim>
  buffer<ReinterpretT, ReinterpretDim, rebind_alloc<ReinterpretT>>
  reinterpret(range<ReinterpretDim> reinterpret_range) const {
    if (reinterpret_range.size() * sizeof(ReinterpretT) != byte_size())
      throw exception(
          make_error_code(errc::invalid),
          "buffer::reinterpret: the new type and range cover " +
              std::to_string(reinterpret_range.size() * sizeof(ReinterpretT)) +
              " bytes, the buffer " + std::to_string(byte_size()));
    return {m_storage, reinterpret_range, m_offset, m_sub_buffer, m_props};
  }
  // The same memory as ReinterpretDim == 1 elements (as many as fit;
  // errc::invalid when the bytes do not divide evenly), or with the same
  // range when the element sizes are equal.
  template <typename ReinterpretT, int ReinterpretDim = Dims,
            class = std::enable_if_t<ReinterpretDim == 1 ||
                                     (ReinterpretDim == Dims &&
                                      sizeof(ReinterpretT) == sizeof(T))>>
  buffer<ReinterpretT, ReinterpretDim, rebind_alloc<ReinterpretT>>
  reinterpret() const {
    if constexpr (ReinterpretDim == Dims && sizeof(ReinterpretT) == sizeof(T)) {
      return reinterpret<ReinterpretT, ReinterpretDim>(m_range);
    } else {
      if (byte_size() % sizeof(ReinterpretT) != 0)
        throw exception(make_error_code(errc::invalid),
                        "buffer::reinterpret: " + std::to_string(byte_size()) +
                            " bytes are not a whole number of elements of " +
                            std::to_string(sizeof(ReinterpretT)) + " bytes");
      return reinterpret<ReinterpretT, 1>(
          range<1>(byte_size() / sizeof(ReinterpretT)));
    }
  }

  // std::hash (SYCL 2020, 4.5.2): equal objects hash alike.
  template <class> friend struct std::hash;
  friend bool operator==(const buffer &a, const buffer &b) {
    return a.m_storage == b.m_storage && a.m_offset == b.m_offset &&
           a.m_range == b.m_range;
  }
  friend bool operator!=(const buffer &a, const buffer &b) { return !(a == b); }

  // For accessors: the first element of this buffer (sub-buffers start
  // inside their parent's memory) and the memory's owner.
  elem_t *data() const {
    return reinterpret_cast<elem_t *>(
        static_cast<std::byte *>(m_storage->bytes()) + m_offset);
  }
  const std::shared_ptr<detail::buffer_storage_base> &storage() const {
    return m_storage;
  }
  // A buffer over storage made elsewhere (images use host memory in place
  // under use_host_ptr).
  static buffer over(std::shared_ptr<detail::buffer_storage_base> storage,
                     const range<Dims> &extent, const property_list &props) {
    return buffer(std::move(storage), extent, props);
  }

private:
  template <class, int, class> friend class buffer;
  template <class U> struct is_shared_ptr : std::false_type {};
  template <class U>
  struct is_shared_ptr<std::shared_ptr<U>> : std::true_type {};
  template <class U> struct is_weak_ptr : std::false_type {};
  template <class U> struct is_weak_ptr<std::weak_ptr<U>> : std::true_type {};

  // Writes the contents to a smart pointer's object: elements themselves,
  // or a contiguous container of them (std::array, std::vector...), whose
  // size bounds the copy.
  template <class U>
  static void write_to(U *object, const elem_t *src, std::size_t n) {
    if constexpr (std::is_convertible_v<U *, elem_t *>) {
      if (src != object) // not the memory itself (use_host_ptr)
        std::copy(src, src + n, object);
    } else {
      static_assert(detail::is_contiguous_container<U>::value,
                    "set_final_data: the destination holds no elements of "
                    "the buffer's type");
      std::copy(src, src + std::min<std::size_t>(n, std::size(*object)),
                std::data(*object));
    }
  }

  buffer(std::shared_ptr<detail::buffer_storage_base> storage,
         const range<Dims> &extent, const property_list &props)
      : m_storage(std::move(storage)), m_range(extent), m_props(props) {
    if (props.has_property<property::buffer::use_mutex>())
      m_storage->set_use_mutex(
          props.get_property<property::buffer::use_mutex>().get_mutex_ptr());
  }
  // A view of another buffer's storage (reinterpret).
  buffer(std::shared_ptr<detail::buffer_storage_base> storage,
         const range<Dims> &extent, std::size_t byte_offset, bool sub_buffer,
         const property_list &props)
      : m_storage(std::move(storage)), m_range(extent), m_offset(byte_offset),
        m_sub_buffer(sub_buffer), m_props(props) {}

  // The storage writes back the whole memory as bytes; a writer of this
  // buffer's elements gets as many of them as the bytes hold.
  template <class Writer>
  void set_final_writer(Writer writer, const void *target = nullptr) {
    m_storage->set_final_data(
        [writer](const void *bytes, std::size_t n) {
          writer(static_cast<const elem_t *>(bytes), n / sizeof(elem_t));
        },
        target);
  }

  // Host memory in place: with a snapshot when T allows it, without one
  // (and for any T) under use_host_ptr.
  static std::shared_ptr<storage_t> host_storage(elem_t *host, std::size_t n,
                                                 const property_list &props) {
    const bool only = props.has_property<property::buffer::use_host_ptr>();
    if (only || std::is_trivially_copyable_v<elem_t>)
      return std::make_shared<storage_t>(host, n, std::true_type{}, !only);
    return std::make_shared<storage_t>(host, n);
  }
  template <class Shared>
  static std::shared_ptr<storage_t> shared_storage(const Shared &host,
                                                   std::size_t n,
                                                   const property_list &props) {
    if (!props.has_property<property::buffer::use_host_ptr>())
      return std::make_shared<storage_t>(host.get(), n);
    auto in_place =
        std::make_shared<storage_t>(host.get(), n, std::true_type{}, false);
    in_place->keep_alive(host);
    return in_place;
  }
  // A set_final_data destination that may be the memory itself.
  template <class U> static const void *element_target(U *object) {
    if constexpr (std::is_convertible_v<U *, elem_t *>)
      return object;
    else
      return nullptr;
  }
  template <class It> static buffer from_range(It first, It last) {
    std::size_t n = static_cast<std::size_t>(std::distance(first, last));
    return buffer(std::make_shared<storage_t>(first, n), range<1>(n), {});
  }
  buffer(buffer &&other, const property_list &props)
      : buffer(std::move(other.m_storage), other.m_range, props) {}

  static std::size_t linear(const id<Dims> &index, const range<Dims> &extent) {
    std::size_t l = 0;
    for (int d = 0; d < Dims; ++d)
      l = l * extent[d] + index[d];
    return l;
  }
  // Contiguous: after the first dimension that is cut, every dimension is
  // whole, and before it every dimension has extent 1.
  static void check_sub_buffer(const range<Dims> &parent,
                               const id<Dims> &offset, const range<Dims> &sub) {
    bool ok = true;
    int cut = 0;
    while (cut < Dims && sub[cut] == 1 && cut + 1 < Dims)
      ++cut;
    for (int d = 0; d < Dims; ++d) {
      if (offset[d] + sub[d] > parent[d])
        ok = false;
      if (d > cut && (sub[d] != parent[d] || offset[d] != 0))
        ok = false;
    }
    if (!ok)
      throw exception(make_error_code(errc::invalid),
                      "sub-buffer: the region is not contiguous in the "
                      "parent or exceeds it");
  }

  std::shared_ptr<detail::buffer_storage_base> m_storage;
  // After m_storage, from which every constructor makes it.
  detail::buffer_handle m_handle{m_storage};
  range<Dims> m_range;
  std::size_t m_offset = 0; // bytes from the storage's start
  bool m_sub_buffer = false;
  property_list m_props;
};

template <class T, int Dims>
buffer(T *, const range<Dims> &, const property_list & = {}) -> buffer<T, Dims>;
template <class T, int Dims>
buffer(const T *, const range<Dims> &, const property_list & = {})
    -> buffer<T, Dims>;
// A braced range ({n}) deduces no Dims: the specification's constructors,
// members of buffer<T, Dimensions = 1>, give these implicit guides.
template <class T>
buffer(T *, const range<1> &, const property_list & = {}) -> buffer<T, 1>;
template <class T>
buffer(const T *, const range<1> &, const property_list & = {}) -> buffer<T, 1>;
template <class InputIterator>
buffer(InputIterator, InputIterator, const property_list & = {})
    -> buffer<typename std::iterator_traits<InputIterator>::value_type, 1>;
template <class Container>
buffer(Container &, const property_list & = {}) -> buffer<
    std::remove_reference_t<decltype(*std::data(std::declval<Container &>()))>,
    1>;
// The guides the specification's constructors taking std::shared_ptr<T> and
// std::shared_ptr<T[]> imply (ours take the element type without const).
template <class T, int Dims>
buffer(const std::shared_ptr<T> &, const range<Dims> &,
       const property_list & = {}) -> buffer<T, Dims>;
template <class T, int Dims>
buffer(const std::shared_ptr<T[]> &, const range<Dims> &,
       const property_list & = {}) -> buffer<T, Dims>;
// The same with an allocator (SYCL 2020, 4.7.2.1).
template <class T, int Dims, class A, detail::if_allocator<A> = 0>
buffer(T *, const range<Dims> &, A, const property_list & = {})
    -> buffer<T, Dims, A>;
template <class T, int Dims, class A, detail::if_allocator<A> = 0>
buffer(const T *, const range<Dims> &, A, const property_list & = {})
    -> buffer<T, Dims, A>;
template <class T, int Dims, class A, detail::if_allocator<A> = 0>
buffer(const std::shared_ptr<T> &, const range<Dims> &, A,
       const property_list & = {}) -> buffer<T, Dims, A>;
template <class T, int Dims, class A, detail::if_allocator<A> = 0>
buffer(const std::shared_ptr<T[]> &, const range<Dims> &, A,
       const property_list & = {}) -> buffer<T, Dims, A>;
template <class InputIterator, class A, detail::if_allocator<A> = 0>
buffer(InputIterator, InputIterator, A, const property_list & = {})
    -> buffer<typename std::iterator_traits<InputIterator>::value_type, 1, A>;
template <class Container, class A, detail::if_allocator<A> = 0>
buffer(Container &, A, const property_list & = {}) -> buffer<
    std::remove_reference_t<decltype(*std::data(std::declval<Container &>()))>,
    1, A>;

} // namespace sycl

namespace std {
// Sub-buffers of one buffer share its storage, so they share a hash too.
template <typename T, int Dims, typename AllocatorT>
struct hash<sycl::buffer<T, Dims, AllocatorT>> {
  size_t operator()(const sycl::buffer<T, Dims, AllocatorT> &b) const noexcept {
    return hash<const void *>()(b.m_storage.get());
  }
};
} // namespace std
