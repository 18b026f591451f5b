// sycl-footergen extension: how many threads run kernels. The default is
// SYCLFG_THREADS when set to a positive number, else
// std::thread::hardware_concurrency(). The submitting thread is one of them.
#pragma once

namespace syclfg {

unsigned thread_count();
// Waits for a running launch, then uses `threads` (0: the default again).
void set_thread_count(unsigned threads);

} // namespace syclfg
