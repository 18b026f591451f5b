// sycl::backend (SYCL 2020, 4.1): the backends an implementation knows. The
// enumerators are implementation-defined; ours are DPC++'s plus the one
// every object here reports, ext_syclfg_host (kernels run on the host).
#pragma once

namespace sycl {

enum class backend {
  opencl,
  ext_oneapi_level_zero,
  ext_oneapi_cuda,
  ext_oneapi_hip,
  ext_oneapi_native_cpu,
  ext_syclfg_host,
  all,
};

} // namespace sycl
