// A fixture for layering.upward_include_refused: a detail helper that
// includes a public header, which check_includes.cmake must refuse.
#pragma once

#include <sycl/queue.hpp>
