#include "frontend/record_walk.hpp"

#include <clang/AST/RecordLayout.h>

namespace syclfg::frontend {

using namespace clang;

bool forEachSubobject(const ASTContext &ctx, const CXXRecordDecl *record,
                      llvm::function_ref<bool(const Subobject &)> visit) {
  const ASTRecordLayout &layout = ctx.getASTRecordLayout(record);
  unsigned index = 0;
  for (const CXXBaseSpecifier &base : record->bases()) {
    Subobject sub;
    sub.type = base.getType();
    sub.offset = static_cast<unsigned long long>(
        layout.getBaseClassOffset(base.getType()->getAsCXXRecordDecl())
            .getQuantity());
    sub.baseIndex = index++;
    if (!visit(sub))
      return false;
  }
  for (const FieldDecl *field : record->fields()) {
    Subobject sub;
    sub.type = field->getType();
    sub.offset = static_cast<unsigned long long>(
        ctx.toCharUnitsFromBits(static_cast<int64_t>(layout.getFieldOffset(
                                    field->getFieldIndex())))
            .getQuantity());
    sub.field = field;
    if (!visit(sub))
      return false;
  }
  return true;
}

unsigned long long sizeInBytes(const ASTContext &ctx, QualType type) {
  return static_cast<unsigned long long>(
      ctx.getTypeSizeInChars(type).getQuantity());
}

} // namespace syclfg::frontend
