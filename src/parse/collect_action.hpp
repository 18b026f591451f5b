// The frontend action of a parse: collects the model once Clang has parsed
// the translation unit without errors. Shared by the whole-source parse and
// the parse on a shared preamble.
#pragma once

#include "parse/parse.hpp"
#include "parse/preamble_store.hpp"

#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Frontend/PCHContainerOperations.h>

#include <memory>

namespace syclfg::parse {

// `newDeclsOn`: the collection walks everything (null) or, on this
// preamble whose own declarations hold nothing to collect, only what the
// TU adds to them (see collectNew).
std::unique_ptr<clang::FrontendAction>
makeCollectAction(ParseResult &out, llvm::raw_ostream &errs,
                  const Preamble *newDeclsOn = nullptr);

// Runs the collect action on `invocation` as clang::tooling runs an action:
// a compiler instance with these files and diagnostics. True: no errors.
// `quiet`: not even Clang's "N warnings generated." line (a parse on a
// preamble only counts its diagnostics).
bool runCollect(std::shared_ptr<clang::CompilerInvocation> invocation,
                clang::FileManager *files,
                std::shared_ptr<clang::PCHContainerOperations> pchOps,
                clang::DiagnosticConsumer *diagnostics, ParseResult &out,
                llvm::raw_ostream &errs, bool quiet = false,
                const Preamble *newDeclsOn = nullptr);

} // namespace syclfg::parse
