// Used by main.cpp only.
#pragma once
#include <cstdio>
#include <vector>

inline bool check(const char *what, const std::vector<int> &got, const std::vector<int> &want) {
  const bool ok = got == want;
  std::printf("cmake-app: %s: %s\n", what, ok ? "ok" : "MISMATCH");
  return ok;
}
