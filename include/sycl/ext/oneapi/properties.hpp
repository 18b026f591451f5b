// Compile-time property lists of the oneAPI extensions
// (sycl_ext_oneapi_properties): a property value names its key and carries
// its value in its type, so a list is a type that can be queried with
// has_property<Key>() and get_property<Key>() at compile time.
#pragma once

#include <type_traits>

namespace sycl {
namespace ext {
namespace oneapi {
namespace experimental {

// The value of property `Key`: no value (a flag), or one integral_constant.
template <class Key, class... Values> struct property_value {
  using key_t = Key;
};
template <class Key, class T, T V>
struct property_value<Key, std::integral_constant<T, V>> {
  using key_t = Key;
  using value_t = T;
  static constexpr T value = V;
};

template <class T> struct is_property_key : std::false_type {};
template <class Key, class Owner>
struct is_property_key_of : std::false_type {};
template <class T>
inline constexpr bool is_property_key_v = is_property_key<T>::value;
template <class Key, class Owner>
inline constexpr bool is_property_key_of_v =
    is_property_key_of<Key, Owner>::value;

namespace detail {
// The first of `Props` whose key is `Key` (void if none).
template <class Key, class... Props> struct find_property {
  using type = void;
};
template <class Key, class First, class... Rest>
struct find_property<Key, First, Rest...> {
  using type =
      std::conditional_t<std::is_same_v<typename First::key_t, Key>, First,
                         typename find_property<Key, Rest...>::type>;
};
} // namespace detail

template <class... Props> class properties {
public:
  constexpr properties() = default;
  template <class... Values,
            std::enable_if_t<(sizeof...(Values) > 0) &&
                                 sizeof...(Values) == sizeof...(Props),
                             int> = 0>
  constexpr explicit properties(Values...) {}

  template <class Key> static constexpr bool has_property() {
    return !std::is_void_v<typename detail::find_property<Key, Props...>::type>;
  }
  template <class Key> static constexpr auto get_property() {
    static_assert(has_property<Key>(),
                  "get_property: the property list lacks this property");
    return typename detail::find_property<Key, Props...>::type{};
  }
};
template <class... Props> properties(Props...) -> properties<Props...>;

using empty_properties_t = properties<>;

template <class T> struct is_property_list : std::false_type {};
template <class... Props>
struct is_property_list<properties<Props...>> : std::true_type {};
template <class T>
inline constexpr bool is_property_list_v = is_property_list<T>::value;

} // namespace experimental
} // namespace oneapi
} // namespace ext
} // namespace sycl
