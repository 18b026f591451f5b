// sycl::accessor and sycl::host_accessor (SYCL 2020, 4.7.6): typed views
// of a buffer's host memory, over the whole buffer or a ranged region
// (an offset and a range, indexed from the region's start). Constructors
// take, after the buffer, in this order and each optional: the handler,
// the access range, the offset, a deduction tag (read_only, ...) and
// properties (no_init). The tags choose the access mode by deduction.
// Zero-dimensional accessors (4.7.6.9.1) view the first element of a
// one-dimensional buffer and convert to and assign that element.
#pragma once

#include <sycl/access.hpp>
#include <sycl/atomic.hpp>
#include <sycl/buffer.hpp>
#include <sycl/detail/accessor_iterators.hpp>
#include <sycl/detail/for_each_index.hpp>
#include <sycl/detail/memory_span.hpp>
#include <sycl/detail/region_iterator.hpp>
#include <sycl/detail/runtime/checks.hpp>
#include <sycl/multi_ptr.hpp>
#include <sycl/property_list.hpp>
#include <sycl/range.hpp>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <memory>
#include <type_traits>
#include <utility>

namespace sycl {

namespace detail {

// The access mode and target a list of constructor arguments deduces.
template <class... Args> constexpr access_mode mode_of_tags() {
  if constexpr ((std::is_same_v<Args, read_only_t> || ...) ||
                (std::is_same_v<Args, read_only_host_task_t> || ...))
    return access_mode::read;
  else if constexpr ((std::is_same_v<Args, write_only_t> || ...) ||
                     (std::is_same_v<Args, write_only_host_task_t> || ...))
    return access_mode::write;
  else
    return access_mode::read_write;
}
template <class... Args> constexpr target target_of_tags() {
  if constexpr ((std::is_same_v<Args, read_only_host_task_t> || ...) ||
                (std::is_same_v<Args, write_only_host_task_t> || ...) ||
                (std::is_same_v<Args, read_write_host_task_t> || ...))
    return target::host_task;
  else
    return target::device;
}

// acc[i][j][k]: each [] fixes one more leading index.
template <class View, int Dims, int Fixed> class subscript {
public:
  subscript(const View &view, const id<Dims> &index)
      : m_view(view), m_index(index) {}
#if SYCLFG_CHECKS
  // The last [] gives the location reported.
  decltype(auto) operator[](located<std::size_t> i) const {
    id<Dims> next = m_index;
    next[Fixed] = i.value;
    if constexpr (Fixed + 1 == Dims)
      return m_view[located<id<Dims>>(next, i.where)];
    else
      return subscript<View, Dims, Fixed + 1>(m_view, next);
  }
#else
  decltype(auto) operator[](std::size_t i) const {
    id<Dims> next = m_index;
    next[Fixed] = i;
    if constexpr (Fixed + 1 == Dims)
      return m_view[next];
    else
      return subscript<View, Dims, Fixed + 1>(m_view, next);
  }
#endif

private:
  const View &m_view;
  id<Dims> m_index;
};

#if SYCLFG_CHECKS
// Whether `index` lies in `extent`; reports it (as `what`) if not.
template <int Dims, int ExtentDims>
bool checked_index(const char *what, const id<Dims> &index,
                   const range<ExtentDims> &extent, source_where where) {
  std::size_t i[3], e[3];
  bool inside = true;
  for (int d = 0; d < Dims; ++d) {
    i[d] = index[d];
    e[d] = extent[d];
    inside = inside && index[d] < extent[d];
  }
  if (!inside)
    check_index(what, Dims, i, e, where);
  return inside;
}
#endif

// What accessor and host_accessor share: the buffer's memory, kept alive,
// the accessed region and element access by id, item or index.
template <class T, int Dims, access_mode Mode>
class buffer_view
    : public accessor_iterators<
          buffer_view<T, Dims, Mode>,
          std::conditional_t<Mode == access_mode::read, const T, T>,
          region_iterator<
              std::conditional_t<Mode == access_mode::read, const T, T>>,
          region_iterator<const T>> {
  using elem_t = std::remove_const_t<T>;

public:
  using value_type = std::conditional_t<Mode == access_mode::read, const T, T>;
  using reference = value_type &;
  using const_reference = const value_type &;
  using iterator = region_iterator<value_type>;
  using const_iterator = region_iterator<const T>;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;

  range<Dims> get_range() const { return m_range; }
  id<Dims> get_offset() const { return m_offset; }
  std::size_t size() const noexcept { return m_range.size(); }
  std::size_t byte_size() const noexcept { return size() * sizeof(T); }
  std::size_t max_size() const noexcept { return size(); }
  std::size_t get_count() const { return size(); }
  std::size_t get_size() const { return byte_size(); }
  bool empty() const noexcept { return size() == 0; }

#if SYCLFG_CHECKS
  // Checked: an index outside the region is reported and reaches a
  // scratch element instead.
  decltype(auto) operator[](located<id<Dims>> index) const {
    elem_t *element =
        checked_index("accessor", index.value, m_range, index.where)
            ? address(index.value)
            : &scratch_element<elem_t>();
    if constexpr (Mode == access_mode::atomic)
      return atomic<T>(multi_ptr<T, access::address_space::global_space,
                                 access::decorated::no>(element));
    else
      return static_cast<reference>(*element);
  }
  decltype(auto) operator[](located<item<Dims, false>> index) const {
    return (*this)[located<id<Dims>>(index.value.get_id(), index.where)];
  }
  decltype(auto) operator[](located<item<Dims, true>> index) const {
    return (*this)[located<id<Dims>>(index.value.get_id(), index.where)];
  }
  decltype(auto) operator[](located<std::size_t> index) const {
    id<Dims> first;
    first[0] = index.value;
    if constexpr (Dims == 1)
      return (*this)[located<id<1>>(first, index.where)];
    else
      return subscript<buffer_view, Dims, 1>(*this, first);
  }
#else
  // The element; for the deprecated access_mode::atomic, an atomic of it.
  decltype(auto) operator[](const id<Dims> &index) const {
    if constexpr (Mode == access_mode::atomic)
      return atomic<T>(multi_ptr<T, access::address_space::global_space,
                                 access::decorated::no>(address(index)));
    else
      return static_cast<reference>(*address(index));
  }
  // Exact match for items: item<1> also converts to size_t.
  template <bool WithOffset>
  decltype(auto) operator[](const item<Dims, WithOffset> &index) const {
    return (*this)[index.get_id()];
  }
  decltype(auto) operator[](std::size_t index) const {
    if constexpr (Dims == 1)
      return (*this)[id<1>(index)];
    else
      return subscript<buffer_view, Dims, 1>(*this,
                                             id<Dims>(index_first(index)));
  }
#endif

  // The buffer's first element, even for a ranged accessor (SYCL 2020).
  value_type *get_pointer() const noexcept { return m_data; }
  template <access::decorated IsDecorated>
  using accessor_ptr =
      multi_ptr<value_type, access::address_space::global_space, IsDecorated>;
  template <access::decorated IsDecorated>
  multi_ptr<value_type, access::address_space::global_space, IsDecorated>
  get_multi_ptr() const noexcept {
    return multi_ptr<value_type, access::address_space::global_space,
                     IsDecorated>(m_data);
  }
  // Iteration over the region in row-major order (a ranged accessor's
  // region need not be contiguous in the buffer).
  iterator begin() const noexcept {
    return iterator(address(id<Dims>()), 0, shape());
  }
  iterator end() const noexcept {
    return iterator(address(id<Dims>()), size(), shape());
  }

  // Calls f(element) over the region, row-major.
  template <class F> void for_each(F f) const {
    for_each_index(m_range, [&](const id<Dims> &i) { f((*this)[i]); });
  }

  // The property interface (4.5.4): no_init is an accessor's only one.
  template <class P> bool has_property() const noexcept {
    return std::is_same_v<P, property::no_init> && m_no_init;
  }
  template <class P> P get_property() const {
    if constexpr (std::is_same_v<P, property::no_init>)
      if (m_no_init)
        return P{};
    throw exception(make_error_code(errc::invalid),
                    "accessor::get_property: the accessor lacks it");
  }

protected:
  buffer_view() = default;
  // The same view as `other`, with const elements or read access: the
  // accessors' implicit conversions (4.7.6.9.2, 4.7.6.10.2).
  template <class U, access_mode M>
  explicit buffer_view(const buffer_view<U, Dims, M> &other)
      : m_storage(other.m_storage), m_data(other.m_data),
        m_buffer_range(other.m_buffer_range), m_range(other.m_range),
        m_offset(other.m_offset), m_placeholder(other.m_placeholder),
        m_no_init(other.m_no_init) {}
  // Common reference semantics (4.5.2): copies view the same memory.
  bool same_view(const buffer_view &other) const noexcept {
    return m_data == other.m_data && m_storage == other.m_storage &&
           m_range == other.m_range && m_offset == other.m_offset;
  }
  std::size_t view_hash() const noexcept {
    return std::hash<const void *>()(m_data);
  }
  void set_no_init(bool no_init) noexcept { m_no_init = no_init; }
  // For accessor, whose state lives here so that accessors stay
  // standard-layout (the tool's layout checks take offsetof of kernel
  // members).
  bool placeholder() const noexcept { return m_placeholder; }
  void set_placeholder(bool p) noexcept { m_placeholder = p; }
  // `in_use`: the memory is used from now on (not an unbound placeholder),
  // with the buffer's use_mutex held; keep(hold) receives what keeps it
  // so (buffer_storage_base::hold): the command group's handler for a
  // device accessor, the host accessor itself. The view owns nothing, so
  // copying it inside a kernel copies a pointer and a few integers.
  template <class B, class Keep>
  buffer_view(B &buf, range<Dims> region, id<Dims> offset, bool in_use,
              Keep &&keep)
      : m_storage(take_hold(buf, in_use, keep)), m_data(buf.data()),
        m_buffer_range(buf.get_range()), m_range(region), m_offset(offset) {
    for (int d = 0; d < Dims; ++d)
      if (offset[d] + region[d] > m_buffer_range[d])
        throw exception(make_error_code(errc::invalid),
                        "accessor: the range and offset exceed the buffer");
  }

  // The whole buffer: every element the view reaches lies in it (see
  // detail/memory_span.hpp).
  friend detail::memory_span memory_span_of(const buffer_view &v) noexcept {
    const auto first = reinterpret_cast<std::uintptr_t>(v.m_data);
    return {false, first, first + v.m_buffer_range.size() * sizeof(T)};
  }

  // One more use of the memory, for a command group a placeholder is
  // bound to: whose get() is the storage, as hold()'s is.
  std::shared_ptr<void> use_again() const {
    if (m_storage == nullptr)
      return nullptr;
    std::shared_ptr<void> storage = m_storage->shared_from_this();
    std::shared_ptr<void> use = buffer_storage_base::hold_again(storage);
    return use != nullptr ? use : storage;
  }

private:
  template <class, int, access_mode> friend class buffer_view;
  // Runs before the view reads buf.data(): a writable first access may
  // move read-only host data into memory of the buffer's own.
  template <class B, class Keep>
  static buffer_storage_base *take_hold(B &buf, bool in_use, Keep &keep) {
    keep(buffer_storage_base::hold(buf.storage(), in_use,
                                   Mode != access_mode::read));
    return buf.storage().get();
  }
  // The region in the buffer, as region_iterator takes it.
  region_shape shape() const noexcept {
    region_shape s;
    std::size_t *region[3] = {&s.region0, &s.region1, &s.region2};
    std::size_t *buffer[3] = {nullptr, &s.buffer1, &s.buffer2};
    for (int d = 0; d < Dims; ++d) {
      *region[3 - Dims + d] = m_range[d];
      if (3 - Dims + d > 0)
        *buffer[3 - Dims + d] = m_buffer_range[d];
    }
    return s;
  }
  // The element at `index` of the region, without reading it (begin() of
  // an empty buffer).
  elem_t *address(const id<Dims> &index) const noexcept {
    std::size_t linear = 0;
    for (int d = 0; d < Dims; ++d)
      linear = linear * m_buffer_range[d] + m_offset[d] + index[d];
    return m_data + linear;
  }
  static id<Dims> index_first(std::size_t i) {
    id<Dims> first;
    first[0] = i;
    return first;
  }
  // For binding a placeholder (use_again); who keeps the memory alive is
  // the handler or the host accessor (see the constructor).
  buffer_storage_base *m_storage = nullptr;
  elem_t *m_data = nullptr;
  range<Dims> m_buffer_range;
  range<Dims> m_range;
  id<Dims> m_offset;
  bool m_placeholder = false;
  bool m_no_init = false;
};

// A zero-dimensional accessor: the first element of a one-dimensional
// buffer (none when the buffer is empty: size() is 0 then).
template <class T, access_mode Mode>
class element_view : private buffer_view<T, 1, Mode> {
  using base = buffer_view<T, 1, Mode>;

public:
  using typename base::const_iterator;
  using typename base::const_reference;
  using typename base::const_reverse_iterator;
  using typename base::difference_type;
  using typename base::iterator;
  using typename base::reference;
  using typename base::reverse_iterator;
  using typename base::size_type;
  using typename base::value_type;
  template <access::decorated IsDecorated>
  using accessor_ptr = typename base::template accessor_ptr<IsDecorated>;

  using base::begin;
  using base::byte_size;
  using base::cbegin;
  using base::cend;
  using base::crbegin;
  using base::crend;
  using base::empty;
  using base::end;
  using base::get_count; // deprecated, as for every accessor
  using base::get_multi_ptr;
  using base::get_pointer;
  using base::get_property;
  using base::get_size;
  using base::has_property;
  using base::max_size;
  using base::rbegin;
  using base::rend;
  using base::size;

  operator reference() const { return *get_pointer(); }
  // The deprecated access_mode::atomic: the element as a sycl::atomic.
  template <access_mode M = Mode,
            std::enable_if_t<M == access_mode::atomic, int> = 0>
  operator atomic<T>() const {
    return atomic<T>(multi_ptr<T, access::address_space::global_space,
                               access::decorated::no>(get_pointer()));
  }
  const element_view &operator=(const value_type &value) const {
    *get_pointer() = value;
    return *this;
  }
  const element_view &operator=(value_type &&value) const {
    *get_pointer() = std::move(value);
    return *this;
  }

protected:
  element_view() = default;
  template <class U, access_mode M>
  explicit element_view(const element_view<U, M> &other)
      : base(static_cast<const buffer_view<U, 1, M> &>(other)) {}
  using base::placeholder;
  using base::set_no_init;
  using base::set_placeholder;
  using base::use_again;
  using base::view_hash;
  // The base is private, so its same_view cannot take an element_view.
  bool same_view(const element_view &other) const noexcept {
    return base::same_view(other);
  }
  template <class B, class Keep>
  element_view(B &buf, range<1>, id<1>, bool in_use, Keep &&keep)
      : base(buf, range<1>(std::min<std::size_t>(buf.size(), 1)), id<1>(),
             in_use, keep) {}

private:
  template <class, access_mode> friend class element_view;
};

// The buffer dimensions an accessor of `Dims` views, and its base.
template <int Dims> constexpr int buffer_dims = Dims == 0 ? 1 : Dims;
template <class T, int Dims, access_mode Mode>
using view_base = std::conditional_t<Dims == 0, element_view<T, Mode>,
                                     buffer_view<T, Dims, Mode>>;

// Reads the optional constructor arguments (see the file comment).
template <int Dims> struct accessor_args {
  template <class B, class... Rest>
  static accessor_args parse(B &buf, const Rest &...rest) {
    accessor_args args;
    (args.take(rest), ...);
    if (!args.has_range)
      args.region = buf.get_range();
    return args;
  }

  bool has_range = false;
  bool no_init = false;
  range<Dims> region;
  id<Dims> offset;
  void take(const range<Dims> &r) {
    region = r;
    has_range = true;
  }
  void take(const id<Dims> &o) { offset = o; }
  void take(const property_list &props) {
    no_init = no_init || props.has_property<property::no_init>();
  }
  void take(const property::no_init &) { no_init = true; }
  template <class Other> void take(const Other &) {} // handler, tag

  // no_init with access_mode::read is an error (errc::invalid), thrown before
  // the accessor takes hold of the buffer.
  template <access_mode Mode> const accessor_args &checked() const {
    if (no_init && Mode == access_mode::read)
      throw exception(make_error_code(errc::invalid),
                      "accessor: property::no_init with access_mode::read");
    return *this;
  }
};

// Whether an accessor of `DataT` and `Mode` converts implicitly from one of
// `U` and `From` (4.7.6.9.2): to const elements, from read_write to read,
// and between read accessors of T and const T (both only read).
template <class U, access_mode From, class DataT, access_mode Mode>
inline constexpr bool converts_to =
    !(std::is_same_v<U, DataT> && From == Mode) &&
    std::is_same_v<std::remove_const_t<U>, std::remove_const_t<DataT>> &&
    ((std::is_const_v<DataT> && From == Mode) ||
     (Mode == access_mode::read &&
      (From == access_mode::read_write || From == access_mode::read)));

// The handler among an accessor constructor's arguments (the command
// group's, so not const: the constructor's parameter pack takes it so).
inline handler *as_handler(const handler &cgh) {
  return const_cast<handler *>(&cgh);
}
template <class Other> handler *as_handler(const Other &) { return nullptr; }
template <class... Rest> handler *handler_in(const Rest &...rest) {
  handler *found = nullptr;
  ((found = found != nullptr ? found : as_handler(rest)), ...);
  return found;
}

// A host accessor's use of the memory (its use_mutex held) while it lives;
// a base so that it exists before the view's constructor hands it over.
// Device accessors have the empty one.
struct host_use {
  std::shared_ptr<void> m_hold;
};
struct no_host_use {};

template <class DataT, class T>
using if_buffer_elem = std::enable_if_t<
    std::is_same_v<std::remove_const_t<DataT>, std::remove_const_t<T>>, int>;

} // namespace detail

template <typename DataT, int Dims = 1,
          access_mode Mode = (std::is_const_v<DataT> ? access_mode::read
                                                     : access_mode::read_write),
          target Target = target::device,
          access::placeholder IsPlaceholder = access::placeholder::false_t>
class accessor
    : private std::conditional_t<Target == target::host_buffer,
                                 detail::host_use, detail::no_host_use>,
      public detail::view_base<DataT, Dims,
                               Mode == access_mode::discard_write ||
                                       Mode == access_mode::discard_read_write
                                   ? access_mode::write
                                   : Mode> {
  using base = detail::view_base<DataT, Dims,
                                 Mode == access_mode::discard_write ||
                                         Mode == access_mode::discard_read_write
                                     ? access_mode::write
                                     : Mode>;
  static constexpr int buffer_dims = detail::buffer_dims<Dims>;
  using use_base = std::conditional_t<Target == target::host_buffer,
                                      detail::host_use, detail::no_host_use>;

public:
  accessor() = default;
  template <class T, class A, class... Rest,
            detail::if_buffer_elem<DataT, T> = 0>
  accessor(buffer<T, buffer_dims, A> &buf, const Rest &...rest)
      : accessor(init_tag(), buf,
                 detail::accessor_args<buffer_dims>::parse(buf, rest...)
                     .template checked<Mode>(),
                 detail::handler_in(rest...)) {
    this->set_placeholder(!bound_at_construction<Rest...>());
  }
  // To const elements, or from read_write to read (4.7.6.9.2).
  template <
      class U, access_mode From,
      std::enable_if_t<detail::converts_to<U, From, DataT, Mode>, int> = 0>
  accessor(const accessor<U, Dims, From, Target, IsPlaceholder> &other)
      : use_base(static_cast<const use_base &>(other)), base(other) {}
  using base::operator=; // zero dimensions: assigns the element

  // An accessor constructed without a handler (SYCL 2020: every accessor
  // may be; handler::require binds it). Here binding changes nothing.
  bool is_placeholder() const noexcept { return this->placeholder(); }
  void swap(accessor &other) noexcept { std::swap(*this, other); }

  // Deprecated; the types of the synopsis: a global_ptr (target::device), a
  // constant_ptr (the deprecated constant_buffer), a raw pointer on the
  // host (host_task, the deprecated host_buffer).
  auto get_pointer() const noexcept {
    using value_type = typename base::value_type;
    if constexpr (Target == target::constant_buffer)
      return constant_ptr<std::remove_const_t<DataT>>(
          const_cast<std::remove_const_t<DataT> *>(base::get_pointer()));
    else if constexpr (Target == target::host_buffer ||
                       Target == target::host_task)
      return base::get_pointer();
    else
      return global_ptr<value_type>(base::get_pointer());
  }

  friend bool operator==(const accessor &a, const accessor &b) noexcept {
    return a.same_view(b);
  }
  friend bool operator!=(const accessor &a, const accessor &b) noexcept {
    return !(a == b);
  }

private:
  template <typename, int, access_mode, target, access::placeholder>
  friend class accessor;
  template <class> friend struct std::hash;
  friend class handler; // require() binds placeholders
  struct init_tag {};
  // With a handler, the command group keeps the memory (and the use_mutex
  // hold) until its command has run; so the accessor owns nothing and is
  // trivially copyable (kernel_copy.hpp says why that matters). A
  // (deprecated) host_buffer accessor is a host accessor: it holds the
  // memory itself while it lives, as host_accessor does.
  template <class... Rest> static constexpr bool bound_at_construction() {
    return Target == target::host_buffer ||
           (std::is_same_v<Rest, handler> || ...);
  }
  template <class B, class H>
  accessor(init_tag, B &buf, const detail::accessor_args<buffer_dims> &args,
           H *cgh)
      : base(Target == target::host_buffer ? detail::after_commands(buf) : buf,
             args.region, args.offset,
             cgh != nullptr || Target == target::host_buffer,
             [this, cgh](std::shared_ptr<void> hold) {
               keep_in(this, cgh, hold);
             }) {
    this->set_no_init(args.no_init);
  }
  template <class H>
  static void keep_in([[maybe_unused]] accessor *self, H *cgh,
                      std::shared_ptr<void> &hold) {
    if constexpr (Target == target::host_buffer)
      self->m_hold = std::move(hold);
    else if (cgh != nullptr && hold != nullptr)
      cgh->m_uses.push_back(std::move(hold));
  }
};

template <class T, int Dims, class A, class... Rest>
accessor(buffer<T, Dims, A> &, const Rest &...)
    -> accessor<T, Dims, detail::mode_of_tags<Rest...>(),
                detail::target_of_tags<Rest...>()>;

// multi_ptr's deduction guide from a device accessor (4.7.7.1): its
// elements (const for a read accessor) in the global space, undecorated.
template <class T, int Dims, access_mode Mode, access::placeholder P>
multi_ptr(accessor<T, Dims, Mode, target::device, P>) -> multi_ptr<
    typename accessor<T, Dims, Mode, target::device, P>::value_type,
    access::address_space::global_space, access::decorated::no>;

template <typename DataT, int Dims = 1,
          access_mode Mode = (std::is_const_v<DataT> ? access_mode::read
                                                     : access_mode::read_write)>
class host_accessor : private detail::host_use,
                      public detail::view_base<DataT, Dims, Mode> {
  using base = detail::view_base<DataT, Dims, Mode>;
  static constexpr int buffer_dims = detail::buffer_dims<Dims>;

public:
  host_accessor() = default;
  template <class T, class A, class... Rest,
            detail::if_buffer_elem<DataT, T> = 0>
  explicit host_accessor(buffer<T, buffer_dims, A> &buf, const Rest &...rest)
      : host_accessor(init_tag(), buf,
                      detail::accessor_args<buffer_dims>::parse(buf, rest...)
                          .template checked<Mode>()) {}
  // To const elements, or from read_write to read (4.7.6.10.2).
  template <
      class U, access_mode From,
      std::enable_if_t<detail::converts_to<U, From, DataT, Mode>, int> = 0>
  host_accessor(const host_accessor<U, Dims, From> &other)
      : detail::host_use(static_cast<const detail::host_use &>(other)),
        base(other) {}
  using base::operator=; // zero dimensions: assigns the element
  void swap(host_accessor &other) noexcept { std::swap(*this, other); }

  friend bool operator==(const host_accessor &a,
                         const host_accessor &b) noexcept {
    return a.same_view(b);
  }
  friend bool operator!=(const host_accessor &a,
                         const host_accessor &b) noexcept {
    return !(a == b);
  }

private:
  template <typename, int, access_mode> friend class host_accessor;
  template <class> friend struct std::hash;
  struct init_tag {};
  template <class B>
  host_accessor(init_tag, B &buf,
                const detail::accessor_args<buffer_dims> &args)
      : base(detail::after_commands(buf), args.region, args.offset, true,
             [this](std::shared_ptr<void> hold) { m_hold = std::move(hold); }) {
    this->set_no_init(args.no_init);
  }
};

template <class T, int Dims, class A, class... Rest>
host_accessor(buffer<T, Dims, A> &, const Rest &...)
    -> host_accessor<T, Dims, detail::mode_of_tags<Rest...>()>;

// buffer's accessor factories (declared in <sycl/buffer.hpp>).
template <typename T, int Dims, typename A>
template <access_mode Mode, target Target>
accessor<T, Dims, Mode, Target, access::placeholder::false_t>
buffer<T, Dims, A>::get_access(handler &cgh) {
  return accessor<T, Dims, Mode, Target, access::placeholder::false_t>(*this,
                                                                       cgh);
}
template <typename T, int Dims, typename A>
template <access_mode Mode, target Target>
accessor<T, Dims, Mode, Target, access::placeholder::false_t>
buffer<T, Dims, A>::get_access(handler &cgh, range<Dims> access_range,
                               id<Dims> access_offset) {
  return accessor<T, Dims, Mode, Target, access::placeholder::false_t>(
      *this, cgh, access_range, access_offset);
}
template <typename T, int Dims, typename A>
template <access_mode Mode>
accessor<T, Dims, Mode, target::host_buffer, access::placeholder::false_t>
buffer<T, Dims, A>::get_access() {
  return accessor<T, Dims, Mode, target::host_buffer,
                  access::placeholder::false_t>(*this);
}
template <typename T, int Dims, typename A>
template <access_mode Mode>
accessor<T, Dims, Mode, target::host_buffer, access::placeholder::false_t>
buffer<T, Dims, A>::get_access(range<Dims> access_range,
                               id<Dims> access_offset) {
  return accessor<T, Dims, Mode, target::host_buffer,
                  access::placeholder::false_t>(*this, access_range,
                                                access_offset);
}
template <typename T, int Dims, typename A>
template <class... Args>
auto buffer<T, Dims, A>::get_access(const Args &...args) {
  return accessor(*this, args...);
}
template <typename T, int Dims, typename A>
template <class... Args>
auto buffer<T, Dims, A>::get_host_access(Args... args) {
  return host_accessor(*this, args...);
}

} // namespace sycl

// std::hash (4.5.2): copies hash alike.
template <typename T, int Dims, sycl::access_mode Mode, sycl::target Target,
          sycl::access::placeholder P>
struct std::hash<sycl::accessor<T, Dims, Mode, Target, P>> {
  std::size_t
  operator()(const sycl::accessor<T, Dims, Mode, Target, P> &a) const noexcept {
    return a.view_hash();
  }
};
template <typename T, int Dims, sycl::access_mode Mode>
struct std::hash<sycl::host_accessor<T, Dims, Mode>> {
  std::size_t
  operator()(const sycl::host_accessor<T, Dims, Mode> &a) const noexcept {
    return a.view_hash();
  }
};
