// Included by: public headers and other detail helpers (header-only). Includes
// no public header.
//
// The const and reverse iterators of accessors and local accessors (SYCL
// 2020, 4.7.6.9-11), from the class's begin() and end(): a CRTP base over
// element type `Value` (const for read-only accessors) and the iterator
// types (pointers by default; buffer accessors: region_iterator.hpp).
#pragma once

#include <iterator>

namespace sycl {
namespace detail {

template <class Derived, class Value, class Iterator = Value *,
          class ConstIterator = const Value *>
class accessor_iterators {
public:
  using reverse_iterator = std::reverse_iterator<Iterator>;
  using const_reverse_iterator = std::reverse_iterator<ConstIterator>;

  ConstIterator cbegin() const noexcept { return self().begin(); }
  ConstIterator cend() const noexcept { return self().end(); }
  reverse_iterator rbegin() const noexcept {
    return reverse_iterator(self().end());
  }
  reverse_iterator rend() const noexcept {
    return reverse_iterator(self().begin());
  }
  const_reverse_iterator crbegin() const noexcept { return rbegin(); }
  const_reverse_iterator crend() const noexcept { return rend(); }

private:
  const Derived &self() const { return static_cast<const Derived &>(*this); }
};

} // namespace detail
} // namespace sycl
