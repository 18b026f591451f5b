// Builds the PCH of a shared preamble with a translation unit's own
// compiler invocation, the header in place of the source.
#pragma once

#include "parse/preamble_store.hpp"

#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/PCHContainerOperations.h>
#include <llvm/Support/VirtualFileSystem.h>

#include <memory>
#include <string>
#include <vector>

namespace syclfg::parse {

// Writes the PCH of `header` to `pch`, lists in `built.inputs` (sorted)
// every file the build read besides the header, as Clang named them, and
// sets `built.collectsAll` (whether the header's declarations hold anything
// to collect). False when the build failed or reported anything (a warning
// too): a preamble is only used when it changes nothing.
//
// The templates the header's code instantiates are instantiated in the PCH
// (Clang's -fpch-instantiate-templates), not again in every TU on it.
//
// `previous`: a chain's stage before this one; the PCH is then built on
// its PCH (a chained PCH), `built.collectsAll` and `built.reservedNames`
// describe both, and `built.inputs` lists what this stage read.
bool buildPreamble(const clang::CompilerInvocation &tuInvocation,
                   llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fileSystem,
                   std::shared_ptr<clang::PCHContainerOperations> pchOps,
                   const std::string &header, const std::string &pch,
                   Preamble &built, const Preamble *previous = nullptr);

} // namespace syclfg::parse
