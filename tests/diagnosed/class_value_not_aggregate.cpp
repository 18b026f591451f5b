// ARGS: -std=c++20
// A C++20 class-type template argument whose class has a constructor (not an
// aggregate): the footer writes such values as {members...}, which cannot
// rebuild this one. Refused instead of guessed.
#include <sycl/sycl.hpp>
struct Money {
  constexpr Money(int c) : cents(c) {}
  int cents;
};
// expected-error@+2 {{a template argument is a value of the class 'Money', which is not an aggregate}}
// expected-note@+1 {{use template arguments}}
template <Money M> inline constexpr sycl::specialization_id<int> priced{M.cents};
const void *use() { return &priced<Money{5}>; }
