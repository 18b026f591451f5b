// The parse of one translation unit on a shared precompiled preamble.
//
// The PCH is built from a header holding the TU's leading directives (see
// preamble_cut.hpp), with the TU's own compiler invocation; the parse then
// loads it and skips those bytes of the TU (Clang's -include-pch with
// -preamble-bytes). The outputs must be the ones of a whole parse, so:
//  * any diagnostic in the preamble build makes the preamble unusable, and
//    any diagnostic in the parse on it discards that parse: the TU is then
//    parsed whole, and only that parse's diagnostics are printed;
//  * file names must be the whole parse's: a PCH stores absolute paths
//    (without "." components), so relative include directories are made
//    absolute in both parses (absolute_includes.hpp), and a preamble whose
//    build read a file under another name is not used. The list of files read
//    gains every file the preamble read (depfile, stamp).
#pragma once

#include "parse/parse.hpp"
#include "parse/preamble_cut.hpp"
#include "parse/preamble_store.hpp"

#include <clang/Tooling/Tooling.h>

#include <memory>
#include <string>

namespace syclfg::parse {

struct PreambleUse {
  PreambleStore &store;
  std::string key;
  PreambleCut cut;
  std::string directory; // the compile's working directory
};

// A tooling action that parses on the preamble when it is usable, else
// whole; the result goes to `out`, diagnostics of a whole parse to the
// invocation's consumer, collection errors to `errs`.
std::unique_ptr<clang::tooling::ToolAction>
makePreambleAction(PreambleUse use, ParseResult &out, llvm::raw_ostream &errs);

} // namespace syclfg::parse
