#include "frontend/new_decls.hpp"

#include <clang/AST/Decl.h>
#include <clang/AST/DeclTemplate.h>

namespace syclfg::frontend {

using namespace clang;

namespace {

// A whole parse's walk reaches the specializations of a template through
// its first declaration.
bool fromPch(const TemplateDecl *templ) {
  return templ->getCanonicalDecl()->isFromASTFile();
}

} // namespace

void NewDeclRecorder::add(const Decl *decl) {
  if (seen_.insert(decl).second)
    roots_.push_back(decl);
}

void NewDeclRecorder::addIfFromPch(const Decl *decl) {
  if (decl->isFromASTFile())
    add(decl);
}

void NewDeclRecorder::CompletedTagDefinition(const TagDecl *tag) {
  addIfFromPch(tag);
}

// A declaration this TU added to a preamble scope without being lexically
// inside one of its own declarations (those are walked with the TU).
void NewDeclRecorder::AddedVisibleDecl(const DeclContext *dc,
                                       const Decl *decl) {
  if (decl->isFromASTFile() || !cast<Decl>(dc)->isFromASTFile())
    return;
  const DeclContext *lexical = decl->getLexicalDeclContext();
  if (lexical != nullptr && cast<Decl>(lexical)->isFromASTFile())
    add(decl);
}

void NewDeclRecorder::AddedCXXTemplateSpecialization(
    const ClassTemplateDecl *templ,
    const ClassTemplateSpecializationDecl *spec) {
  if (fromPch(templ))
    add(spec);
}

void NewDeclRecorder::AddedCXXTemplateSpecialization(
    const VarTemplateDecl *templ, const VarTemplateSpecializationDecl *spec) {
  if (fromPch(templ))
    add(spec);
}

void NewDeclRecorder::AddedCXXTemplateSpecialization(
    const FunctionTemplateDecl *templ, const FunctionDecl *spec) {
  if (fromPch(templ))
    add(spec);
}

void NewDeclRecorder::VariableDefinitionInstantiated(const VarDecl *var) {
  addIfFromPch(var);
}

void NewDeclRecorder::FunctionDefinitionInstantiated(const FunctionDecl *fn) {
  addIfFromPch(fn);
}

void NewDeclRecorder::DefaultArgumentInstantiated(const ParmVarDecl *parm) {
  addIfFromPch(parm);
}

void NewDeclRecorder::DefaultMemberInitializerInstantiated(
    const FieldDecl *field) {
  addIfFromPch(field);
}

} // namespace syclfg::frontend
