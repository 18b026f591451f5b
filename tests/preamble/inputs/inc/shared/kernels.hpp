// Shared by the TUs of the preamble tests: objects, kernels and lambdas
// that live in the precompiled preamble (their IDs, kernel names, lambda
// mangling numbers and locations must be those of a whole parse).
#pragma once
#include <sycl/sycl.hpp>

namespace shared {
inline constexpr sycl::specialization_id<int> header_id{7};
static auto header_lambda = [](int x) { return x + 1; };
inline void submit_from_header(sycl::queue &q) {
  q.submit([&](sycl::handler &h) { h.single_task([] {}); });
  q.parallel_for(sycl::range<1>{4}, [](sycl::id<1>) {});
}
template <typename T> void templ(sycl::queue &q) {
  q.single_task([] { T t{}; (void)t; });
}
} // namespace shared
