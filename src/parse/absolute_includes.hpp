// Include directories given relative (-Iinc, -isystem ../third_party, /I
// in cl mode) are relative to the compile's directory: they are made
// absolute before the parse, so that Clang names the headers found through
// them by absolute path, as a precompiled preamble stores them. A parse on
// a shared preamble and a whole parse then name every header alike
// (depfile, stamp, locations), and such TUs can share a preamble.
#pragma once

#include <clang/Frontend/CompilerInvocation.h>

#include <string>

namespace syclfg::parse {

void makeIncludeDirsAbsolute(clang::CompilerInvocation &invocation,
                             const std::string &directory);

} // namespace syclfg::parse
