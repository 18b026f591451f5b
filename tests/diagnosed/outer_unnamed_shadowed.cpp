// The seed's three-level example: the middle variable has no spelling in
// C++ (unqualified lookup in the outer unnamed namespace also finds the
// inner one), so the tool refuses instead of writing a broken footer.
#include <sycl/sycl.hpp>
constexpr sycl::specialization_id<int> same_name{1};
namespace {
// expected-error@+2 {{'(anonymous namespace)::same_name' cannot be referenced}}
// expected-note@+1 {{rename the variable}}
constexpr sycl::specialization_id<int> same_name{2};
namespace {
constexpr sycl::specialization_id<int> same_name{3};
}
} // namespace
