// Included by: <sycl/sycl.hpp> and programs. Includes only <sycl/half.hpp>.
//
// The OpenCL scalar type aliases of SYCL 2020's OpenCL backend
// (sycl::opencl::cl_int, ...): programs and the conformance suite use them
// as element types whatever the backend, and they name plain C++ types
// (cl_bool is bool, cl_half is sycl::half), so they cost nothing here.
#pragma once

#include <sycl/half.hpp>

#include <cstdint>

namespace sycl::opencl {

using cl_bool = bool;
using cl_char = std::int8_t;
using cl_uchar = std::uint8_t;
using cl_short = std::int16_t;
using cl_ushort = std::uint16_t;
using cl_int = std::int32_t;
using cl_uint = std::uint32_t;
using cl_long = std::int64_t;
using cl_ulong = std::uint64_t;
using cl_half = half;
using cl_float = float;
using cl_double = double;

} // namespace sycl::opencl
