// What a parse on a precompiled preamble adds to the preamble's own
// declarations, so that the collection can walk only that and leave the
// rest of the PCH undeserialized (walking it would cost a third of a whole
// parse). Recorded as Clang makes the changes (an AST mutation listener):
// specializations of templates declared in the preamble, and preamble
// declarations that gained a definition, a default argument or a member
// initializer in this TU. What the TU declares itself is found by walking
// its lexical declarations that do not come from the PCH.
#pragma once

#include <clang/AST/ASTMutationListener.h>
#include <clang/AST/DeclBase.h>

#include <set>
#include <vector>

namespace syclfg::frontend {

class NewDeclRecorder : public clang::ASTMutationListener {
public:
  // In the order Clang made the changes, each once.
  const std::vector<const clang::Decl *> &roots() const { return roots_; }

  void CompletedTagDefinition(const clang::TagDecl *tag) override;
  void AddedVisibleDecl(const clang::DeclContext *dc,
                        const clang::Decl *decl) override;
  void AddedCXXTemplateSpecialization(
      const clang::ClassTemplateDecl *templ,
      const clang::ClassTemplateSpecializationDecl *spec) override;
  void AddedCXXTemplateSpecialization(
      const clang::VarTemplateDecl *templ,
      const clang::VarTemplateSpecializationDecl *spec) override;
  void AddedCXXTemplateSpecialization(const clang::FunctionTemplateDecl *templ,
                                      const clang::FunctionDecl *spec) override;
  void VariableDefinitionInstantiated(const clang::VarDecl *var) override;
  void FunctionDefinitionInstantiated(const clang::FunctionDecl *fn) override;
  void DefaultArgumentInstantiated(const clang::ParmVarDecl *parm) override;
  void
  DefaultMemberInitializerInstantiated(const clang::FieldDecl *field) override;

private:
  void addIfFromPch(const clang::Decl *decl);
  void add(const clang::Decl *decl);

  std::vector<const clang::Decl *> roots_;
  std::set<const clang::Decl *> seen_;
};

} // namespace syclfg::frontend
