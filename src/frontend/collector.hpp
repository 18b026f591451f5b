// The only walk over the AST: finds every uniquely identifiable object of a
// translation unit and describes it in the plain model.
#pragma once

#include "model/model.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/Sema/Sema.h>

namespace syclfg::frontend {

model::TranslationUnit collect(clang::ASTContext &ctx, clang::Sema &sema);

} // namespace syclfg::frontend
