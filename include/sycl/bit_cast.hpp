// sycl::bit_cast (SYCL 2020): the bytes of `from` read as a `To`
// of the same size, like C++20 std::bit_cast, available in C++17.
#pragma once

#include <type_traits>

namespace sycl {

template <typename To, typename From>
constexpr To bit_cast(const From &from) noexcept {
  static_assert(sizeof(To) == sizeof(From), "bit_cast: sizes differ");
  static_assert(std::is_trivially_copyable_v<To> &&
                    std::is_trivially_copyable_v<From>,
                "bit_cast: both types must be trivially copyable");
  return __builtin_bit_cast(To, from);
}

} // namespace sycl
