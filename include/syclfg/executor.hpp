// Included by: programs and tests that tune or inspect libsyclfg's executor;
// defined in runtime/executor.cpp. Not a SYCL header.
//
// sycl-footergen extension: how many threads run kernels. The default is
// SYCLFG_THREADS when set to a positive number, else
// std::thread::hardware_concurrency(). The submitting thread is one of them.
#pragma once

namespace syclfg {

unsigned thread_count();
// Waits for a running launch, then uses `threads` (0: the default again).
void set_thread_count(unsigned threads);

// Work-items per sub-group of the nd_range kernels without
// reqd_sub_group_size launched from now on (the last sub-group of a
// work-group may have fewer): SYCLFG_SUB_GROUP_SIZE when set to 1-64, else
// 8. info::device::sub_group_sizes lists it first, then the other sizes
// the executor runs (1-64).
unsigned sub_group_size();
// 0: the default again. Throws errc::invalid above 64.
void set_sub_group_size(unsigned size);

} // namespace syclfg
