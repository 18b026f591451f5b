// A fixture for layering.impl_include_refused: a detail helper that
// includes public-level code (sycl/impl/), which check_includes.cmake must
// refuse as it refuses a public header.
#pragma once

#include <sycl/impl/launch.hpp>
