// Non-public static members: private, protected, inside a private nested
// class, of a class template, in an unnamed namespace, and a device_global.
// The footer reaches them through explicit instantiations (access is not
// checked there), in standard C++17. Public constants whose value types
// are private member classes or enumerations, a kernel named by a private
// class and a private function object: the footer names none of these
// types (before, its layout checks and kernel typeids did, which neither
// g++ nor clang++ compiles); the layouts are still registered.
#include <sycl/sycl.hpp>

#include "check.hpp"

class Holder {
  static constexpr sycl::specialization_id<int> hidden{1};
  class Inner {
  public:
    static constexpr sycl::specialization_id<int> deep{2};
  };

protected:
  static inline sycl::ext::oneapi::experimental::device_global<int> guarded;

public:
  static const void *hidden_address() { return &hidden; }
  static const void *deep_address() { return &Inner::deep; }
  static const void *guarded_address() { return &guarded; }
};

template <class T> class Tmpl {
  static constexpr sycl::specialization_id<T> id{};

public:
  static const void *address() { return &id; }
};

namespace {
class AnonHolder {
  static constexpr sycl::specialization_id<int> anon{3};

public:
  static const void *address() { return &anon; }
};
} // namespace

class Config {
  struct Value {
    int a;
    float b;
  };
  enum class Mode : short { fast = 3 };
  class kernel_name;
  struct Functor {
    int *out;
    void operator()() const { *out += 10; }
  };

public:
  static constexpr sycl::specialization_id<Value> value{Value{1, 2.0f}};
  static constexpr sycl::specialization_id<Mode> mode{Mode::fast};
  static int run(sycl::queue &q) {
    int *out = sycl::malloc_shared<int>(1, q);
    q.submit([&](sycl::handler &h) {
       h.set_specialization_constant<value>(Value{5, 1.0f});
       h.single_task<kernel_name>([=](sycl::kernel_handler kh) {
         *out = kh.get_specialization_constant<value>().a +
                static_cast<int>(kh.get_specialization_constant<mode>());
       });
     }).wait();
    q.single_task(Functor{out}).wait();
    int result = *out;
    sycl::free(out, q);
    return result;
  }
};

int main() {
  golden::expect_registered(Holder::hidden_address(), "_ZN6Holder6hiddenE",
                            "specialization_id");
  golden::expect_registered(Holder::deep_address(), "_ZN6Holder5Inner4deepE",
                            "specialization_id");
  golden::expect_registered(Holder::guarded_address(), "_ZN6Holder7guardedE",
                            "device_global");
  golden::expect_registered(Tmpl<short>::address(), "_ZN4TmplIsE2idE",
                            "specialization_id");
  golden::expect_registered(AnonHolder::address(),
                            INTERNAL("_ZN12_GLOBAL__N_110AnonHolder4anonE"),
                            "specialization_id");
  golden::expect_spec_id<Config::value>("_ZN6Config5valueE");
  golden::expect_spec_id<Config::mode>("_ZN6Config4modeE");
  sycl::queue q;
  if (Config::run(q) != 18)
    golden::fail("kernels with private types", "18", "other");
  return golden::result(7);
}
