// The shared preamble as a chain of precompiled headers: its lines cut into
// up to three stages, each stage's PCH built on the one before (Clang's
// chained PCH). One PCH of all the shared headers holds their whole parse
// and then the writer's buffers at once; a stage build holds its part of
// the parse (earlier stages stay on disk, read lazily) and writes only its
// part, so the worker that builds the preamble peaks lower than one PCH
// build (bench/RESULTS.md).
//
// Why the outputs do not change:
//  * a chain's stages are consecutive runs of the preamble's lines, after
//    "hoisting": a line `#include <F>` may be preceded by the `#include`
//    lines F starts with (preamble_split.hpp), so that the cut can fall
//    among them (one header, <sycl/sycl.hpp>, holds most of a SYCL TU's
//    preamble). Hoisting is only used when every hoisted header is guarded
//    against a second inclusion and a preprocess-only pass of the hoisted
//    lines hands on exactly what one of the lines as written does: the
//    same tokens in order, the same macros at the end, the same files read
//    (preamble_probe.hpp). Anything that sees the difference (a header
//    reading __INCLUDE_LEVEL__ or F's include guard, ...) changes one of
//    these, and the lines are then cut as written;
//  * a PCH built on another is what Clang builds for the concatenation of
//    their headers (the preprocessor state, __COUNTER__ included, and the
//    AST are carried over), with one difference: the templates a stage
//    uses are instantiated at the end of that stage rather than at the end
//    of the preamble. A program whose meaning depends on where a template
//    is instantiated is ill-formed, no diagnostic required
//    ([temp.point]/7); a chain does not hide one that Clang reports: a
//    stage reporting any diagnostic is not used, as one PCH is not;
//  * anything failing gives one PCH as before (and failing that, whole
//    parses), silently.
#pragma once

#include "parse/preamble_store.hpp"

#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/PCHContainerOperations.h>
#include <llvm/Support/VirtualFileSystem.h>

#include <memory>
#include <string>

namespace syclfg::parse {

// Builds the preamble of `header` as a chain when its lines weigh enough
// for two stages, else (or when the chain fails) as one PCH. See
// PreambleBuilder for `built`.
bool buildSharedPreamble(
    const clang::CompilerInvocation &tuInvocation,
    llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fileSystem,
    std::shared_ptr<clang::PCHContainerOperations> pchOps,
    const std::string &header, const PreambleFiles &files, Preamble &built);

} // namespace syclfg::parse
