// EXPECT-ERROR: thread_local_object.cpp:4:[0-9]+: error: 'per_thread' is thread_local
// EXPECT-ERROR: note: drop thread_local
#include <sycl/sycl.hpp>
thread_local const sycl::specialization_id<int> per_thread{1};
