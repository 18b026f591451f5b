// Included by: <sycl/sycl.hpp> and programs. Includes <sycl/opencl_types.hpp>
// and <sycl/vec.hpp>.
//
// SYCL 1.2.1's aliases in namespace sycl itself (1.2.1, 4.10.1 and 4.10.2):
// the OpenCL scalar types (sycl::cl_int) and their vectors of 2, 3, 4, 8 and
// 16 elements (sycl::cl_float4 is vec<float, 4>). SYCL 2020 keeps the scalars
// in sycl::opencl only, but programs written for 1.2.1 and DPC++, and the
// conformance suite's deprecated-feature tests, still name these; DPC++
// declares them too. They are plain aliases of the 2020 types.
#pragma once

#include <sycl/opencl_types.hpp>
#include <sycl/vec.hpp>

namespace sycl {

#define SYCLFG_CL_VECTOR_ALIASES(type)                                         \
  using cl_##type = opencl::cl_##type;                                         \
  using cl_##type##2 = vec<opencl::cl_##type, 2>;                              \
  using cl_##type##3 = vec<opencl::cl_##type, 3>;                              \
  using cl_##type##4 = vec<opencl::cl_##type, 4>;                              \
  using cl_##type##8 = vec<opencl::cl_##type, 8>;                              \
  using cl_##type##16 = vec<opencl::cl_##type, 16>;

SYCLFG_CL_VECTOR_ALIASES(char)
SYCLFG_CL_VECTOR_ALIASES(uchar)
SYCLFG_CL_VECTOR_ALIASES(short)
SYCLFG_CL_VECTOR_ALIASES(ushort)
SYCLFG_CL_VECTOR_ALIASES(int)
SYCLFG_CL_VECTOR_ALIASES(uint)
SYCLFG_CL_VECTOR_ALIASES(long)
SYCLFG_CL_VECTOR_ALIASES(ulong)
SYCLFG_CL_VECTOR_ALIASES(half)
SYCLFG_CL_VECTOR_ALIASES(float)
SYCLFG_CL_VECTOR_ALIASES(double)

#undef SYCLFG_CL_VECTOR_ALIASES

// 1.2.1 has no vectors of cl_bool, only the scalar.
using cl_bool = opencl::cl_bool;

} // namespace sycl
