// Included by gnu.cpp (gnu++20) and strict/strict.cpp (c++20): each TU
// declares the constant of its mode. A parse in the other mode would give
// the footer the other constant's ID, a variable the compile does not
// declare.
#pragma once
#include "flags.hpp"

#ifdef __STRICT_ANSI__
constexpr sycl::specialization_id<int> strict_mode{10};
#define MODE strict_mode
#else
constexpr sycl::specialization_id<int> gnu_mode{20};
#define MODE gnu_mode
#endif
