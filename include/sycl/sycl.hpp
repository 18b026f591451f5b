// The SYCL headers of sycl-footergen: what host code compiled by g++, clang++
// or MSVC needs, together with the generated integration footer.
//
// Member templates that need a specialization constant's symbolic ID are
// only declared by these headers; <sycl/detail/spec_const_integration.hpp>,
// which the footer includes last, defines them.
#pragma once

#include <sycl/detail/footer_abi.hpp>
#include <sycl/ext/oneapi/device_global.hpp>
#include <sycl/specialization_id.hpp>

#include <sycl/buffer.hpp>
#include <sycl/device.hpp>
#include <sycl/exception.hpp>
#include <sycl/group.hpp>
#include <sycl/group_barrier.hpp>
#include <sycl/h_item.hpp>
#include <sycl/handler.hpp>
#include <sycl/kernel_bundle.hpp>
#include <sycl/kernel_handler.hpp>
#include <sycl/local_accessor.hpp>
#include <sycl/nd_item.hpp>
#include <sycl/nd_range.hpp>
#include <sycl/queue.hpp>
#include <sycl/range.hpp>
#include <sycl/sampler.hpp>
#include <sycl/stream.hpp>

// Bodies for the tool's parse only (no footer there); empty otherwise.
#include <sycl/detail/spec_const_tool_parse.hpp>
