// Make-syntax dependency files, as Ninja and CMake's DEPFILE read them.
#pragma once

#include <string>
#include <vector>

namespace syclfg::io {

// "<target>: <dep> <dep> ...\n" with spaces, '#' and '$' escaped, one
// dependency per line; dependencies sorted and unique (deterministic).
std::string renderDepfile(const std::string &target,
                          std::vector<std::string> dependencies);

} // namespace syclfg::io
