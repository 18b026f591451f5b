#include "frontend/identifiable.hpp"

#include "frontend/sycl_names.hpp"

#include <clang/AST/Attr.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Lex/Lexer.h>
#include <clang/Sema/ParsedAttr.h>
#include <clang/Sema/Sema.h>

namespace syclfg::frontend {
namespace {

using namespace clang;

std::optional<std::string> kindFromAttributes(const Decl *decl) {
  if (decl == nullptr)
    return std::nullopt;
  for (const auto *attr : decl->specific_attrs<AnnotateAttr>()) {
    llvm::StringRef text = attr->getAnnotation();
    if (text.consume_front(kUidAnnotationPrefix))
      return text.str();
  }
  return std::nullopt;
}

// Qualified names of class templates recognised without the attribute, with
// their kind. Inline namespaces are skipped when comparing, so DPC++'s
// sycl::_V1::specialization_id and
// sycl::_V1::ext::oneapi::experimental::device_global (a partial
// specialization of a declared-only primary template) match too: its headers
// carry no attribute Clang 19 understands (tests/dpcpp).
struct KnownTemplate {
  const char *name;
  const char *kind;
};
// The kind whose objects are specialization constants.
constexpr const char *kSpecConstantKind = "specialization_id";

constexpr KnownTemplate kKnownTemplates[] = {
    {"sycl::specialization_id", kSpecConstantKind},
    {"sycl::ext::oneapi::experimental::device_global", "device_global"},
    {"sycl::ext::oneapi::device_global", "device_global"},
};

// The kind's name from the attribute or the known-template table.
std::optional<std::string> kindName(QualType type) {
  const auto *record = type->getAsCXXRecordDecl();
  if (record == nullptr)
    return std::nullopt;
  if (auto kind = kindFromAttributes(record))
    return kind;
  const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(record);
  if (spec == nullptr)
    return std::nullopt;
  const ClassTemplateDecl *tmpl = spec->getSpecializedTemplate();
  if (auto kind = kindFromAttributes(tmpl->getTemplatedDecl()))
    return kind;
  const std::string name = nameWithoutInlineNamespaces(tmpl);
  for (const KnownTemplate &known : kKnownTemplates)
    if (name == known.name)
      return std::string(known.kind);
  return std::nullopt;
}

} // namespace

std::optional<IdentifiableKind> identifiableKind(QualType type) {
  std::optional<std::string> name = kindName(type);
  if (!name)
    return std::nullopt;
  IdentifiableKind kind;
  kind.specConstant = *name == kSpecConstantKind;
  kind.name = std::move(*name);
  return kind;
}

namespace {

// [[__sycl_detail__::uniquely_identifiable_object("kind")]] on a class or
// class template: stored as an AnnotateAttr so the collector finds it.
// Clang 19 does not parse the arguments of a plugin attribute in a vendor
// namespace it does not know (getNumArgs() is 0), so the kind is read from
// the tokens that follow the attribute name in the source.
std::optional<std::string> kindArgument(Sema &sema, const ParsedAttr &attr) {
  if (attr.getNumArgs() == 1 && attr.isArgExpr(0))
    if (const auto *literal =
            dyn_cast<StringLiteral>(attr.getArgAsExpr(0)->IgnoreParenCasts()))
      return literal->getLength() == 0
                 ? std::nullopt
                 : std::optional<std::string>(literal->getString().str());
  const SourceManager &sm = sema.getSourceManager();
  const LangOptions &lang = sema.getLangOpts();
  // The location is that of the scope: skip "::" and the attribute name.
  std::optional<Token> paren;
  SourceLocation at = sm.getSpellingLoc(attr.getLoc());
  for (int i = 0; i < 3; ++i) {
    paren = Lexer::findNextToken(at, sm, lang);
    if (!paren || paren->is(tok::l_paren))
      break;
    at = paren->getLocation();
  }
  if (!paren || !paren->is(tok::l_paren))
    return std::nullopt;
  std::optional<Token> text =
      Lexer::findNextToken(paren->getLocation(), sm, lang);
  if (!text || !text->is(tok::string_literal))
    return std::nullopt;
  std::optional<Token> close =
      Lexer::findNextToken(text->getLocation(), sm, lang);
  if (!close || !close->is(tok::r_paren))
    return std::nullopt;
  llvm::StringRef spelled(text->getLiteralData(), text->getLength());
  if (spelled.size() < 3 || !spelled.starts_with("\"") ||
      !spelled.ends_with("\"") || spelled.contains('\\'))
    return std::nullopt; // only plain "..." literals, no prefixes or escapes
  return spelled.drop_front().drop_back().str();
}

struct UniquelyIdentifiableAttrInfo : ParsedAttrInfo {
  static constexpr Spelling kSpellings[] = {
      {ParsedAttr::AS_CXX11, "__sycl_detail__::uniquely_identifiable_object"}};

  UniquelyIdentifiableAttrInfo() {
    // Arguments are checked in handleDeclAttribute, with a clearer message.
    OptArgs = 1;
    Spellings = kSpellings;
  }

  bool diagAppertainsToDecl(Sema &sema, const ParsedAttr &attr,
                            const Decl *decl) const override {
    if (isa<CXXRecordDecl>(decl))
      return true;
    sema.Diag(attr.getLoc(), diag::warn_attribute_wrong_decl_type_str)
        << attr << attr.isRegularKeywordAttribute() << "classes";
    return false;
  }

  AttrHandling handleDeclAttribute(Sema &sema, Decl *decl,
                                   const ParsedAttr &attr) const override {
    std::optional<std::string> kind = kindArgument(sema, attr);
    if (!kind) {
      unsigned id = sema.getDiagnostics().getCustomDiagID(
          DiagnosticsEngine::Error,
          "'uniquely_identifiable_object' needs a non-empty string literal "
          "naming the kind, written directly (not through a macro "
          "parameter), e.g. (\"device_global\")");
      sema.Diag(attr.getLoc(), id);
      return AttributeNotApplied;
    }
    std::string annotation = std::string(kUidAnnotationPrefix) + *kind;
    decl->addAttr(AnnotateAttr::Create(sema.Context, annotation, nullptr, 0,
                                       attr.getRange()));
    return AttributeApplied;
  }
};

} // namespace

// Registered at start-up: the parse then accepts the attribute.
static ParsedAttrInfoRegistry::Add<UniquelyIdentifiableAttrInfo>
    registerUidAttribute("sycl-uniquely-identifiable-object",
                         "[[__sycl_detail__::uniquely_identifiable_object]]");

} // namespace syclfg::frontend
