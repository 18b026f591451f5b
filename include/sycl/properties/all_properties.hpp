// DPC++'s header of every property class (queue, buffer, image, accessor,
// reduction, context); here <sycl/property_list.hpp> and the classes that
// declare them, all of which <sycl/sycl.hpp> provides.
#pragma once

#include <sycl/sycl.hpp>
