// The SYCL headers of sycl-footergen: what host code compiled by g++, clang++
// or MSVC needs, together with the generated integration footer.
//
// Member templates that need a specialization constant's symbolic ID are
// only declared by these headers; <sycl/detail/abi/spec_const_integration.hpp>,
// which the footer includes last, defines them.
#pragma once

// What programs written for other SYCL implementations use without
// including it, because those implementations' <sycl/sycl.hpp> does.
#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <iostream>
#include <limits>
#include <memory>
#include <numeric>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include <sycl/detail/abi/footer_abi.hpp>
#include <sycl/ext/oneapi/device_global.hpp>
#include <sycl/specialization_id.hpp>

#include <sycl/access.hpp>
#include <sycl/accessor.hpp>
#include <sycl/aspect.hpp>
#include <sycl/atomic.hpp>
#include <sycl/atomic_ref.hpp>
#include <sycl/backend.hpp>
#include <sycl/bit_cast.hpp>
#include <sycl/buffer.hpp>
#include <sycl/builtins.hpp>
#include <sycl/byte.hpp>
#include <sycl/context.hpp>
#include <sycl/device.hpp>
#include <sycl/device_copyable.hpp>
#include <sycl/device_selector.hpp>
#include <sycl/event.hpp>
#include <sycl/exception.hpp>
#include <sycl/ext/oneapi/experimental/builtins.hpp>
#include <sycl/functional.hpp>
#include <sycl/group.hpp>
#include <sycl/group_algorithm.hpp>
#include <sycl/group_barrier.hpp>
#include <sycl/h_item.hpp>
#include <sycl/half.hpp>
#include <sycl/handler.hpp>
#include <sycl/image.hpp>
#include <sycl/info/descriptors.hpp>
#include <sycl/is_property_of.hpp>
#include <sycl/kernel_bundle.hpp>
#include <sycl/kernel_handler.hpp>
#include <sycl/local_accessor.hpp>
#include <sycl/marray.hpp>
#include <sycl/memory_order.hpp>
#include <sycl/multi_ptr.hpp>
#include <sycl/nd_item.hpp>
#include <sycl/nd_range.hpp>
#include <sycl/opencl_types.hpp>
#include <sycl/opencl_vector_aliases.hpp>
#include <sycl/platform.hpp>
#include <sycl/private_memory.hpp>
#include <sycl/property_list.hpp>
#include <sycl/queue.hpp>
#include <sycl/range.hpp>
#include <sycl/reduction.hpp>
#include <sycl/sampler.hpp>
#include <sycl/span.hpp>
#include <sycl/stream.hpp>
#include <sycl/sub_group.hpp>
#include <sycl/usm.hpp>
#include <sycl/usm_allocator.hpp>
#include <sycl/vec.hpp>

// Bodies for the tool's parse only (no footer there); empty otherwise.
#include <sycl/detail/abi/spec_const_tool_parse.hpp>

// The SYCL 1.2.1 namespace cl::sycl as an alias of sycl: programs written for
// DPC++ use it with <sycl/sycl.hpp>, whose namespace was cl::sycl there.
namespace cl {
namespace sycl = ::sycl;
} // namespace cl

// The macros of SYCL 2020, 5.6: the language version (202012 is SYCL
// 2020's), and SYCL_EXTERNAL, which marks functions that kernels of other
// translation units may call: every function is callable from a kernel here,
// so it expands to nothing. A compiler that defines them wins. They come
// last: a header that starts with its includes alone lets the tool's shared
// preamble cut a chain of PCHs among them (parse/preamble_split.hpp).
#ifndef SYCL_LANGUAGE_VERSION
#define SYCL_LANGUAGE_VERSION 202012L
#endif
#ifndef SYCL_EXTERNAL
#define SYCL_EXTERNAL
#endif
