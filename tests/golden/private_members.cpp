// Non-public static members: private, protected, inside a private nested
// class, of a class template, in an unnamed namespace, and a device_global.
// The footer reaches them through explicit instantiations (access is not
// checked there), in standard C++17.
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
  return golden::result(5);
}
