// The only walk over the AST: finds every uniquely identifiable object of a
// translation unit and describes it in the plain model.
#pragma once

#include "model/model.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/Sema/Sema.h>

#include <optional>
#include <vector>

namespace syclfg::frontend {

model::TranslationUnit collect(clang::ASTContext &ctx, clang::Sema &sema);

// The collection of a parse on a precompiled preamble whose own
// declarations hold nothing to collect (checked when it was built): only
// the TU's own lexical declarations and `roots` (what the TU added to the
// preamble's declarations, see new_decls.hpp) are walked, so the PCH's
// declarations are never deserialized for the walk. Empty when something
// is found under `roots`: its place in a whole parse's walk order is that
// of its preamble declaration, so only collect() gives the same output.
// `preambleNames`: the reserved names the preamble's build saw (this
// parse only sees those of the PCH's identifiers it loaded).
std::optional<model::TranslationUnit>
collectNew(clang::ASTContext &ctx, clang::Sema &sema,
           const std::vector<const clang::Decl *> &roots,
           const std::vector<std::string> &preambleNames);

// Whether `tu` holds no object, kernel, type alias or problem (reserved
// names aside).
bool holdsNothing(const model::TranslationUnit &tu);

} // namespace syclfg::frontend
