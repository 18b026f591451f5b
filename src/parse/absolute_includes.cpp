#include "parse/absolute_includes.hpp"

#include <clang/Lex/HeaderSearchOptions.h>
#include <llvm/Support/Path.h>

namespace syclfg::parse {

void makeIncludeDirsAbsolute(clang::CompilerInvocation &invocation,
                             const std::string &directory) {
  for (auto &entry : invocation.getHeaderSearchOpts().UserEntries) {
    if (entry.Path.empty() || llvm::sys::path::is_absolute(entry.Path))
      continue;
    llvm::SmallString<256> path(directory);
    llvm::sys::path::append(path, entry.Path);
    // "-I." names headers "/dir/x.hpp", not "/dir/./x.hpp"; ".." stays
    // (it may cross a symbolic link).
    llvm::sys::path::remove_dots(path, /*remove_dot_dot=*/false);
    entry.Path = std::string(path);
  }
}

} // namespace syclfg::parse
