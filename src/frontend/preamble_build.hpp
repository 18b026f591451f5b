// Builds the PCH of a shared preamble with a translation unit's own
// compiler invocation, the header in place of the source.
#pragma once

#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/PCHContainerOperations.h>
#include <llvm/Support/VirtualFileSystem.h>

#include <memory>
#include <string>
#include <vector>

namespace syclfg::frontend {

// Writes the PCH of `header` to `pch` and lists in `inputs` (sorted) every
// file the build read besides the header, as Clang named them. False when
// the build failed or reported anything (a warning too): a preamble is
// only used when it changes nothing.
bool buildPreamble(const clang::CompilerInvocation &tuInvocation,
                   llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fileSystem,
                   std::shared_ptr<clang::PCHContainerOperations> pchOps,
                   const std::string &header, const std::string &pch,
                   std::vector<std::string> &inputs);

} // namespace syclfg::frontend
