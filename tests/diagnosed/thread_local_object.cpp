#include <sycl/sycl.hpp>
thread_local const sycl::specialization_id<int> per_thread{1}; // expected-error {{'per_thread' is thread_local}} expected-note {{drop thread_local}}
