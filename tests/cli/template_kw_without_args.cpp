// `p->template f()` with no template argument list in a template: g++ and
// Clang 18 accept it, Clang 19 makes it a default-error warning
// (-Wmissing-template-arg-list-after-template-kw). Programs written for
// other SYCL implementations use it (sycl-bench's PrefetchedBuffer calls
// `buff->template get_host_access()`), so the tool's parse accepts it and
// the footer names the kernel after it.
#include <sycl/sycl.hpp>

#include <memory>

template <class T> class wrapped_buffer {
public:
  explicit wrapped_buffer(std::size_t n)
      : buffer_{std::make_shared<sycl::buffer<T>>(sycl::range<1>{n})} {}
  auto host_access() { return buffer_->template get_host_access(); }
  sycl::buffer<T> &get() { return *buffer_; }

private:
  std::shared_ptr<sycl::buffer<T>> buffer_;
};

class after_template_kw;

int main() {
  wrapped_buffer<int> data{4};
  sycl::queue q;
  q.submit([&](sycl::handler &cgh) {
    sycl::accessor out{data.get(), cgh, sycl::write_only};
    cgh.parallel_for<after_template_kw>(sycl::range<1>{4},
                                        [=](sycl::id<1> i) { out[i] = 1; });
  });
  return data.host_access()[3] == 1 ? 0 : 1;
}
