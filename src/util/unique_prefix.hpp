// The default --unique-prefix: a stable hash of what makes a translation unit
// distinct (its main file and the flags that change how it parses).
#pragma once

#include <string>
#include <vector>

namespace syclfg::util {

// "uid" + 16 hex digits; the same inputs give the same prefix on every run
// and machine. Flags that cannot change the parse (warnings, output and
// dependency-file options, debug info) are ignored.
std::string defaultUniquePrefix(const std::string &absoluteSource,
                                const std::vector<std::string> &compileArgs);

// True when `prefix` can start an identifier-like symbolic ID.
bool isValidPrefix(const std::string &prefix);

} // namespace syclfg::util
