// The work-group compiler's part of the one AST walk: whether an nd_range
// kernel lambda can run its work-groups as loops between barriers (issue
// 22), described in the plain model for render/wg_source. Included by
// collector.cpp only.
#pragma once

#include "model/work_groups.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>

#include <optional>

namespace syclfg::frontend {

// nullopt when `functor` is not a lambda taking an nd_item (nothing to
// report); else the kernel, compiled or with the reason it is not.
std::optional<model::WgKernel>
describeWorkGroup(const clang::CXXRecordDecl *functor, clang::ASTContext &ctx);

// The main file's text and its quoted #includes of files next to it, for
// the rewritten copy (called once a kernel is compiled).
void describeMainFile(const clang::ASTContext &ctx, model::WorkGroups &groups);

} // namespace syclfg::frontend
