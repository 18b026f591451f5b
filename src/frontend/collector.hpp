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
// declarations hold nothing to collect (checked when it was built): the
// whole TU's walk, in its order, but only through the preamble's
// declarations on the way to `roots` (what the TU added to them, see
// new_decls.hpp and walk_scope.hpp), so the rest of the PCH is never
// deserialized for the walk. Finds what collect() finds.
// `preambleNames`: the reserved names the preamble's build saw (this
// parse only sees those of the PCH's identifiers it loaded).
model::TranslationUnit
collectNew(clang::ASTContext &ctx, clang::Sema &sema,
           const std::vector<const clang::Decl *> &roots,
           const std::vector<std::string> &preambleNames);

// Whether `tu` holds no object, kernel, type alias or problem (reserved
// names aside).
bool holdsNothing(const model::TranslationUnit &tu);

} // namespace syclfg::frontend
