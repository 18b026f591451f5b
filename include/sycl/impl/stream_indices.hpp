// Included by: <sycl/stream.hpp> only, at its end (after sycl::stream's
// definition; this header includes stream.hpp itself, so it also compiles
// alone). A public-level implementation header (sycl/impl/, see
// docs/design.md): it defines sycl::stream's operator<< for the index
// space types, writing through the complete stream.
//
// sycl::stream output of the index space types (SYCL 2020, 4.14, table
// "operand types supported by the stream class"): id and range print as
// "{a, b, c}", the item types as "name(part: {..}, ...)", as DPC++'s stream
// does.
#pragma once

#include <sycl/group.hpp>
#include <sycl/h_item.hpp>
#include <sycl/nd_item.hpp>
#include <sycl/nd_range.hpp>
#include <sycl/range.hpp>
#include <sycl/stream.hpp>

#include <cstddef>

namespace sycl {

namespace detail {
template <class Index>
const stream &stream_indices(const stream &os, const Index &index) {
  os << '{';
  for (int d = 0; d < Index::dimensions; ++d)
    os << (d == 0 ? "" : ", ") << static_cast<std::size_t>(index[d]);
  return os << '}';
}
// "type(label: {..}, label: {..})" from label, index, label, index, ...
template <class... Fields>
const stream &stream_record(const stream &os, const char *type,
                            const Fields &...fields) {
  os << type << '(';
  const char *separator = "";
  auto field = [&](const char *label, const auto &index) {
    os << separator << label << ": ";
    stream_indices(os, index);
    separator = ", ";
  };
  auto pairs = [&](const auto &self, const char *label, const auto &index,
                   const auto &...rest) -> void {
    field(label, index);
    if constexpr (sizeof...(rest) > 0)
      self(self, rest...);
  };
  pairs(pairs, fields...);
  return os << ')';
}
} // namespace detail

template <int Dims>
const stream &operator<<(const stream &os, const id<Dims> &index) {
  return detail::stream_indices(os, index);
}
template <int Dims>
const stream &operator<<(const stream &os, const range<Dims> &extent) {
  return detail::stream_indices(os, extent);
}
template <int Dims, bool WithOffset>
const stream &operator<<(const stream &os, const item<Dims, WithOffset> &it) {
  return detail::stream_record(os, "item", "range", it.get_range(), "id",
                               it.get_id());
}
template <int Dims>
const stream &operator<<(const stream &os, const nd_item<Dims> &it) {
  return detail::stream_record(os, "nd_item", "global_id", it.get_global_id(),
                               "local_id", it.get_local_id());
}
template <int Dims>
const stream &operator<<(const stream &os, const group<Dims> &g) {
  return detail::stream_record(
      os, "group", "id", g.get_group_id(), "global_range", g.get_global_range(),
      "local_range", g.get_local_range(), "group_range", g.get_group_range());
}
template <int Dims>
const stream &operator<<(const stream &os, const h_item<Dims> &it) {
  return detail::stream_record(os, "h_item", "global_id", it.get_global_id(),
                               "local_id", it.get_local_id());
}
template <int Dims>
const stream &operator<<(const stream &os, const nd_range<Dims> &space) {
  return detail::stream_record(os, "nd_range", "global_range",
                               space.get_global_range(), "local_range",
                               space.get_local_range());
}

} // namespace sycl
