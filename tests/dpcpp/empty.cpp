// DPCPP-INT-HEADER: int_header.h
// Nothing uniquely identifiable: DPC++ writes an empty footer, and so do we;
// the host TU still compiles and runs.
#include <sycl/sycl.hpp>

#include "check.hpp"

int plain = 0;
constexpr int also_plain = 1;

int main() { return check::result(0) + plain + also_plain - 1; }
