#include "frontend/kernel_launchers.hpp"

#include <clang/AST/Attr.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/Lexer.h>
#include <clang/Lex/MacroInfo.h>

namespace syclfg::frontend {
namespace {

using namespace clang;

bool isMarkName(llvm::StringRef name) {
  return name == "sycl_kernel" || name == "__sycl_kernel__";
}

} // namespace

bool KernelLaunchers::isLauncher(const FunctionDecl *fn) {
  const FunctionTemplateDecl *tmpl = fn->getPrimaryTemplate();
  if (tmpl == nullptr)
    return false;
  tmpl = tmpl->getCanonicalDecl();
  auto known = known_.find(tmpl);
  if (known != known_.end())
    return known->second;
  const bool result = marked(tmpl);
  known_.emplace(tmpl, result);
  return result;
}

// Any declaration of the template may carry the mark (a device parse keeps
// it as an attribute; a host parse only has the tokens between `template`
// and the function's name).
bool KernelLaunchers::marked(const FunctionTemplateDecl *tmpl) const {
  for (const FunctionDecl *fn : tmpl->getTemplatedDecl()->redecls()) {
    if (fn->hasAttr<SYCLKernelAttr>())
      return true;
    const FunctionTemplateDecl *decl = fn->getDescribedFunctionTemplate();
    const SourceManager &sm = pp_.getSourceManager();
    SourceLocation begin = sm.getExpansionLoc(
        decl != nullptr ? decl->getBeginLoc() : fn->getBeginLoc());
    SourceLocation end = sm.getExpansionLoc(fn->getLocation());
    if (begin.isValid() && end.isValid() &&
        sm.getFileID(begin) == sm.getFileID(end) && markedTokens(begin, end))
      return true;
  }
  return false;
}

bool KernelLaunchers::markedTokens(SourceLocation begin,
                                   SourceLocation end) const {
  const SourceManager &sm = pp_.getSourceManager();
  bool invalid = false;
  llvm::StringRef buffer = sm.getBufferData(sm.getFileID(begin), &invalid);
  if (invalid)
    return false;
  const unsigned stop = sm.getFileOffset(end);
  Lexer lexer(sm.getLocForStartOfFile(sm.getFileID(begin)), pp_.getLangOpts(),
              buffer.begin(), buffer.begin() + sm.getFileOffset(begin),
              buffer.end());
  Token token;
  while (!lexer.LexFromRawLexer(token) &&
         sm.getFileOffset(token.getLocation()) < stop) {
    if (token.is(tok::raw_identifier) &&
        (isMarkName(token.getRawIdentifier()) ||
         macroExpandsToMark(token.getRawIdentifier(), token.getLocation())))
      return true;
  }
  return false;
}

// A macro defined at that point whose replacement names the attribute
// (`#define KERNEL [[clang::sycl_kernel]]`), one level deep.
bool KernelLaunchers::macroExpandsToMark(llvm::StringRef name,
                                         SourceLocation at) const {
  const IdentifierInfo *id = pp_.getIdentifierInfo(name);
  if (!id->hadMacroDefinition())
    return false;
  MacroDefinition definition = pp_.getMacroDefinitionAtLoc(id, at);
  const MacroInfo *info = definition.getMacroInfo();
  if (info == nullptr)
    return false;
  for (const Token &t : info->tokens())
    if (const IdentifierInfo *word = t.getIdentifierInfo();
        word != nullptr && isMarkName(word->getName()))
      return true;
  return false;
}

} // namespace syclfg::frontend
