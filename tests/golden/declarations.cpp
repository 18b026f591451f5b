// extern declarations: an object defined in another TU gets its symbolic-ID
// specialization (its ID is known) but is not registered here; an object
// declared several times is emitted once.
#include <sycl/sycl.hpp>

#include "check.hpp"

#include <cstring>

namespace lib {
extern const sycl::specialization_id<int> elsewhere; // defined in another TU
extern const sycl::specialization_id<int> here;
extern const sycl::specialization_id<int> here; // redeclared
const sycl::specialization_id<int> here{1};
} // namespace lib

struct Holder {
  static const sycl::specialization_id<float> declared_only;
};

int main() {
  if (std::strcmp(syclfg::symbolic_id<lib::elsewhere>(), "_ZN3lib9elsewhereE") != 0)
    golden::fail("extern id", "_ZN3lib9elsewhereE", syclfg::symbolic_id<lib::elsewhere>());
  if (std::strcmp(syclfg::symbolic_id<Holder::declared_only>(),
                  "_ZN6Holder13declared_onlyE") != 0)
    golden::fail("member id", "_ZN6Holder13declared_onlyE",
                 syclfg::symbolic_id<Holder::declared_only>());
  golden::expect_spec_id<lib::here>("_ZN3lib4hereE");
  return golden::result(1); // only lib::here is defined, so registered, here
}
