// DPC++'s <sycl/properties/all_properties.hpp>.
#include <sycl/properties/all_properties.hpp>

int main() {
  sycl::property_list props{sycl::property::queue::in_order()};
  return props.has_property<sycl::property::queue::in_order>() ? 0 : 1;
}
