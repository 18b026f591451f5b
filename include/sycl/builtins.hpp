// The SYCL built-in functions (SYCL 2020, 4.17): math (with native:: and
// half_precision:: forms), integer, common, geometric and relational.
#pragma once

#include <sycl/builtins/common.hpp>
#include <sycl/builtins/geometric.hpp>
#include <sycl/builtins/integer.hpp>
#include <sycl/builtins/math.hpp>
#include <sycl/builtins/native.hpp>
#include <sycl/builtins/relational.hpp>
