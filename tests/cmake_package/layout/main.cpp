#include "layout.hpp"

#include <cstdio>

int main() {
  sycl::queue q;
  const int a = a_value(q), b = b_value(q), p = plain_value();
  const bool ok = a == 1 && b == 2 && p == 3;
  std::printf("layout: a/util.cpp %d, b/util.cpp %d, plain.cpp %d: %s\n", a, b,
              p, ok ? "OK" : "FAILED");
  return ok ? 0 : 1;
}
