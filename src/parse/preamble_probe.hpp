// A preprocess-only pass over a preamble header (no parser, no Sema: a
// fraction of a parse's memory and time). It gives what decides whether
// a chain of PCHs (preamble_chain.hpp) may replace one PCH: fingerprints of
// what the preprocessor hands on (every token, the macros defined at the
// end, the files read), the tokens each header line costs, and which of its
// includes start with includes of their own that could be hoisted.
#pragma once

#include "parse/preamble_split.hpp"

#include <clang/Frontend/CompilerInvocation.h>
#include <llvm/Support/VirtualFileSystem.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace syclfg::parse {

struct PreprocessedPreamble {
  // Hashes of the tokens in order (kind and spelling), of the macros
  // defined at the end (with __COUNTER__'s value) and of the files read.
  // Equal fingerprints: the parser would see the same token stream and the
  // code after the preamble the same macros and include state.
  std::uint64_t tokens = 0;
  std::uint64_t macros = 0;
  std::uint64_t files = 0;
  // The tokens lexed while each line of the header was being included,
  // and the include directory its header was found in ("": not an include).
  std::vector<std::size_t> lineWeights;
  std::vector<std::string> lineLibraries;
  // Lines including a header that starts with includes (leadingIncludes),
  // with those includes.
  std::vector<HoistedLines> hoistable;

  bool sameStream(const PreprocessedPreamble &other) const {
    return tokens == other.tokens && macros == other.macros &&
           files == other.files;
  }
};

// Preprocesses the header at `headerPath` (its text replaced by `text`
// when given) with the TU's invocation. Nothing when the preprocessor
// reports an error.
std::optional<PreprocessedPreamble>
preprocessPreamble(const clang::CompilerInvocation &tuInvocation,
                   llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fileSystem,
                   const std::string &headerPath,
                   const std::optional<std::string> &text = std::nullopt);

} // namespace syclfg::parse
