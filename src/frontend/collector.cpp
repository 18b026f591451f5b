#include "frontend/collector.hpp"

#include "frontend/identifiable.hpp"
#include "frontend/kernels.hpp"
#include "frontend/lookup_facts.hpp"
#include "frontend/spelling.hpp"
#include "frontend/unique_names.hpp"

#include <clang/AST/RecordLayout.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Basic/TargetInfo.h>

#include <memory>
#include <set>

namespace syclfg::frontend {
namespace {

using namespace clang;

class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(ASTContext &ctx, Sema &sema) : ctx_(ctx), sema_(sema) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitVarDecl(VarDecl *var) {
    if (isa<ParmVarDecl>(var) || !var->hasGlobalStorage())
      return true;
    if (var->getDescribedVarTemplate() != nullptr ||
        isa<VarTemplatePartialSpecializationDecl>(var) ||
        var->getDeclContext()->isDependentContext() ||
        var->getType()->isDependentType())
      return true; // a pattern: only its instantiations are objects
    std::optional<IdentifiableKind> kind = identifiableKind(var->getType());
    if (!kind) {
      if (const ArrayType *array = var->getType()->getAsArrayTypeUnsafe())
        if (identifiableKind(array->getElementType()))
          problem(var,
                  "'" + var->getNameAsString() +
                      "' is an array of uniquely identifiable objects; each "
                      "object needs its own variable to get a symbolic ID",
                  "declare one variable per element");
      return true;
    }
    if (var->getTLSKind() != VarDecl::TLS_None) {
      problem(var,
              "'" + var->getNameAsString() +
                  "' is thread_local: each thread has its own object, so no "
                  "single address or template argument names it",
              "drop thread_local");
      return true;
    }
    // One object per variable: the walk runs after the whole TU is parsed,
    // so the first declaration seen already knows all its redeclarations
    // (isDefinedHere looks at them).
    if (!seen_.insert(var->getCanonicalDecl()).second)
      return true;
    addObject(var, *kind);
    return true;
  }

  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *call) {
    if (call->isTypeDependent() || !isKernelInvocation(call))
      return true;
    // Calls inside the SYCL headers themselves are not the user's kernels.
    if (ctx_.getSourceManager().isInSystemHeader(call->getExprLoc()))
      return true;
    std::string why;
    std::optional<model::Kernel> kernel = describeKernel(call, ctx_, why);
    model::Location where = locationOf(call->getExprLoc());
    if (!kernel) {
      tu_.problems.push_back(
          {diag::Severity::Error, where, why,
           "see the SYCL 2020 rules for kernel function objects"});
      return true;
    }
    kernel->location = where;
    tu_.kernels.push_back(std::move(*kernel));
    return true;
  }

  model::TranslationUnit finish() {
    for (const auto &[id, info] : ctx_.Idents) {
      llvm::StringRef name = id;
      if (name.starts_with("__syclfg"))
        tu_.reservedNamesInUse.push_back(name.str());
    }
    std::sort(tu_.reservedNamesInUse.begin(), tu_.reservedNamesInUse.end());
    const SourceManager &sm = ctx_.getSourceManager();
    if (const FileEntry *main = sm.getFileEntryForID(sm.getMainFileID()))
      tu_.mainFile = main->tryGetRealPathName().str();
    return std::move(tu_);
  }

private:
  model::Location locationOf(const Decl *decl) const {
    return locationOf(decl->getLocation());
  }

  model::Location locationOf(SourceLocation where) const {
    const SourceManager &sm = ctx_.getSourceManager();
    PresumedLoc loc = sm.getPresumedLoc(sm.getExpansionLoc(where));
    if (loc.isInvalid())
      return {};
    return {loc.getFilename(), loc.getLine(), loc.getColumn()};
  }

  void problem(const Decl *decl, std::string message, std::string hint) {
    tu_.problems.push_back(
        diag::Diagnostic{diag::Severity::Error, locationOf(decl),
                         std::move(message), std::move(hint)});
  }

  static bool isDefinedHere(const VarDecl *var) {
    for (const VarDecl *redecl : var->redecls())
      if (redecl->isThisDeclarationADefinition() != VarDecl::DeclarationOnly)
        return true;
    TemplateSpecializationKind tsk = var->getTemplateSpecializationKind();
    return tsk == TSK_ImplicitInstantiation ||
           tsk == TSK_ExplicitInstantiationDefinition;
  }

  // Describes the scope `dc` as a step; false (with a problem) when the
  // footer cannot name anything inside it.
  bool addScopeStep(const DeclContext *dc, const VarDecl *var,
                    std::vector<model::Step> &steps, std::string &display) {
    if (const auto *ns = dyn_cast<NamespaceDecl>(dc)) {
      model::Step step;
      if (ns->isAnonymousNamespace()) {
        step.kind = model::ScopeKind::UnnamedNamespace;
        display += "(anonymous namespace)::";
      } else {
        step.kind = ns->isInline() ? model::ScopeKind::InlineNamespace
                                   : model::ScopeKind::Namespace;
        step.spelling = ns->getNameAsString();
        step.qualifiedOk = qualifiedLookupFinds(sema_, ns, LookupFor::Scope);
        step.unqualifiedOk = unqualifiedLookupFinds(ns, LookupFor::Scope);
        display += step.spelling + "::";
      }
      steps.push_back(std::move(step));
      return true;
    }
    const auto *record = dyn_cast<CXXRecordDecl>(dc);
    if (record == nullptr)
      return false;
    if (record->getIdentifier() == nullptr) {
      problem(var,
              "'" + var->getNameAsString() +
                  "' is a member of an unnamed class, which the "
                  "integration footer cannot name",
              "give the class a name");
      return false;
    }
    model::Step step;
    step.kind = model::ScopeKind::Class;
    step.spelling = record->getNameAsString();
    if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(record))
      step.spelling +=
          "<" +
          spellTemplateArguments(spec->getTemplateArgs().asArray(), ctx_) + ">";
    step.qualifiedOk = qualifiedLookupFinds(sema_, record, LookupFor::Scope);
    step.unqualifiedOk = unqualifiedLookupFinds(record, LookupFor::Scope);
    display += step.spelling + "::";
    steps.push_back(std::move(step));
    return true;
  }

  void addObject(const VarDecl *var, const IdentifiableKind &kind) {
    if (var->isStaticLocal() || var->getParentFunctionOrMethod() != nullptr) {
      problem(var,
              "'" + var->getNameAsString() + "' of type '" +
                  var->getType().getAsString() +
                  "' is declared inside a function: the integration footer "
                  "cannot refer to it, so it would get no symbolic ID",
              "declare it at namespace scope or as a static member of a "
              "namespace-scope class");
      return;
    }
    model::Object object;
    object.kind = kind.name;
    object.location = locationOf(var);
    object.mangledName = mangleForUniqueId(ctx_, var);
    object.externallyVisible = uniqueIdIsExternal(var);
    object.copiesPerTu = hasPerTuCopiesWithGxx(var);
    object.defined = isDefinedHere(var);

    std::vector<const DeclContext *> contexts;
    // extern "C"/"C++" blocks are transparent: they are not scopes.
    for (const DeclContext *dc = var->getDeclContext()->getRedeclContext();
         !dc->isTranslationUnit(); dc = dc->getParent()->getRedeclContext())
      contexts.push_back(dc);
    std::string display;
    try {
      for (auto it = contexts.rbegin(); it != contexts.rend(); ++it)
        if (!addScopeStep(*it, var, object.scopes, display))
          return;
      object.name.spelling = var->getNameAsString();
      if (const auto *spec = dyn_cast<VarTemplateSpecializationDecl>(var))
        object.name.spelling +=
            "<" +
            spellTemplateArguments(spec->getTemplateArgs().asArray(), ctx_) +
            ">";
    } catch (const UnspellableError &error) {
      problem(var,
              "'" + var->getQualifiedNameAsString() +
                  "' cannot be referenced from the integration footer: " +
                  error.message,
              "use template arguments whose types and objects have names "
              "outside any function and any unnamed namespace");
      return;
    }
    if (kind.specConstant) {
      object.specConstant = describeValue(var);
      if (!object.specConstant)
        return;
    }
    object.name.qualifiedOk =
        qualifiedLookupFinds(sema_, var, LookupFor::Variable);
    object.name.unqualifiedOk =
        unqualifiedLookupFinds(var, LookupFor::Variable);
    object.qualifiedName = display + object.name.spelling;

    object.nonPublic = var->getAccess() == AS_private ||
                       var->getAccess() == AS_protected ||
                       hasNonPublicEnclosingClass(var);
    tu_.objects.push_back(std::move(object));
  }

  // The value type T of specialization_id<T>: its spelling, size and leaves.
  // Nothing (with a problem) when T has no describable layout.
  std::optional<model::SpecConstant> describeValue(const VarDecl *var) {
    model::SpecConstant constant;
    const auto *spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        var->getType()->getAsCXXRecordDecl());
    if (spec == nullptr || spec->getTemplateArgs().size() < 1 ||
        spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
      return constant; // a user-defined class: no value layout
    QualType value = spec->getTemplateArgs()[0].getAsType().getCanonicalType();
    if (value->isIncompleteType() || value->isDependentType())
      return constant;
    // A type the footer cannot write (a local class, say) still has a
    // layout; only the compile-time checks are left out.
    try {
      constant.valueType = spellType(value, ctx_);
    } catch (const UnspellableError &) {
      constant.valueType.clear();
    }
    try {
      model::ValueLayout layout;
      layout.size = ctx_.getTypeSizeInChars(value).getQuantity();
      const auto *record = value->getAsCXXRecordDecl();
      addLeaves(value, 0, layout.leaves, "",
                record != nullptr && record->isStandardLayout() &&
                    !constant.valueType.empty());
      layout.defaultValue = defaultBytes(var, value, layout.size);
      constant.layout = std::move(layout);
    } catch (const UnspellableError &error) {
      problem(var,
              "the value type of '" + var->getQualifiedNameAsString() +
                  "' cannot be described: " + error.message,
              "use a type made of scalars, arrays and structs without "
              "bit-fields or virtual bases");
      return std::nullopt;
    }
    return constant;
  }

  // The bytes of the specialization_id's default value (its only field),
  // when Clang can evaluate the initializer; empty otherwise.
  std::vector<unsigned char> defaultBytes(const VarDecl *var, QualType value,
                                          unsigned long long size) {
    const VarDecl *definition = var->getDefinition();
    if (definition == nullptr || definition->getInit() == nullptr ||
        !definition->hasConstantInitialization())
      return {}; // set at run time: no bytes known here
    const APValue *object = definition->evaluateValue();
    if (object == nullptr || !object->isStruct() ||
        object->getStructNumFields() < 1)
      return {};
    std::vector<unsigned char> bytes(size, 0);
    if (!writeValue(object->getStructField(0), value, 0, bytes))
      return {};
    return bytes;
  }

  // Writes `v` (of type `type`) at `offset`, in the target's byte order.
  bool writeValue(const APValue &v, QualType type, unsigned long long offset,
                  std::vector<unsigned char> &bytes) {
    type = type.getCanonicalType();
    const unsigned long long size = ctx_.getTypeSizeInChars(type).getQuantity();
    auto writeInt = [&](const llvm::APInt &bits) {
      for (unsigned long long i = 0; i < size && i * 8 < bits.getBitWidth();
           ++i) {
        unsigned long long index = ctx_.getTargetInfo().isBigEndian()
                                       ? offset + size - 1 - i
                                       : offset + i;
        if (index >= bytes.size())
          return false;
        bytes[index] = static_cast<unsigned char>(bits.extractBitsAsZExtValue(
            std::min<unsigned>(8, bits.getBitWidth() - i * 8), i * 8));
      }
      return true;
    };
    switch (v.getKind()) {
    case APValue::Int:
      return writeInt(v.getInt());
    case APValue::Float:
      return writeInt(v.getFloat().bitcastToAPInt());
    case APValue::Struct: {
      const auto *record = type->getAsCXXRecordDecl();
      if (record == nullptr)
        return false;
      const ASTRecordLayout &layout = ctx_.getASTRecordLayout(record);
      unsigned i = 0;
      for (const CXXBaseSpecifier &b : record->bases())
        if (!writeValue(
                v.getStructBase(i++), b.getType(),
                offset +
                    layout.getBaseClassOffset(b.getType()->getAsCXXRecordDecl())
                        .getQuantity(),
                bytes))
          return false;
      for (const FieldDecl *field : record->fields())
        if (!writeValue(
                v.getStructField(field->getFieldIndex()), field->getType(),
                offset + ctx_
                             .toCharUnitsFromBits(static_cast<int64_t>(
                                 layout.getFieldOffset(field->getFieldIndex())))
                             .getQuantity(),
                bytes))
          return false;
      return true;
    }
    case APValue::Array: {
      const auto *array = ctx_.getAsConstantArrayType(type);
      if (array == nullptr)
        return false;
      QualType element = array->getElementType();
      unsigned long long elementSize =
          ctx_.getTypeSizeInChars(element).getQuantity();
      for (unsigned i = 0; i < v.getArraySize(); ++i) {
        const APValue &e = i < v.getArrayInitializedElts()
                               ? v.getArrayInitializedElt(i)
                               : v.getArrayFiller();
        if (!writeValue(e, element, offset + i * elementSize, bytes))
          return false;
      }
      return true;
    }
    case APValue::Vector: {
      const auto *vector = type->getAs<VectorType>();
      unsigned long long elementSize =
          ctx_.getTypeSizeInChars(vector->getElementType()).getQuantity();
      for (unsigned i = 0; i < v.getVectorLength(); ++i)
        if (!writeValue(v.getVectorElt(i), vector->getElementType(),
                        offset + i * elementSize, bytes))
          return false;
      return true;
    }
    case APValue::Union:
    case APValue::None:
    case APValue::Indeterminate:
      return true; // nothing to write: zero bytes
    default:
      return false; // pointers and other values have no portable bytes
    }
  }

  // Depth-first over bases, fields, arrays and vectors; padding is skipped.
  // `designator` names the current subobject for offsetof while `checkable`.
  void addLeaves(QualType type, unsigned long long base,
                 std::vector<model::Leaf> &leaves,
                 const std::string &designator, bool checkable) {
    type = type.getCanonicalType();
    if (const auto *array = ctx_.getAsConstantArrayType(type)) {
      QualType element = array->getElementType();
      unsigned long long size = ctx_.getTypeSizeInChars(element).getQuantity();
      for (unsigned long long i = 0; i < array->getZExtSize(); ++i)
        addLeaves(element, base + i * size, leaves,
                  designator + "[" + std::to_string(i) + "]",
                  checkable && !designator.empty());
      return;
    }
    if (const auto *vector = type->getAs<VectorType>()) {
      unsigned long long size =
          ctx_.getTypeSizeInChars(vector->getElementType()).getQuantity();
      for (unsigned i = 0; i < vector->getNumElements(); ++i)
        leaves.push_back({base + i * size, size, ""});
      return;
    }
    if (const auto *record = type->getAsCXXRecordDecl()) {
      if (record->getNumVBases() != 0)
        throw UnspellableError{"'" + record->getNameAsString() +
                               "' has virtual bases"};
      const ASTRecordLayout &layout = ctx_.getASTRecordLayout(record);
      // A base's members are named through the derived class.
      for (const CXXBaseSpecifier &b : record->bases())
        addLeaves(
            b.getType(),
            base + layout.getBaseClassOffset(b.getType()->getAsCXXRecordDecl())
                       .getQuantity(),
            leaves, designator, checkable);
      for (const FieldDecl *field : record->fields()) {
        if (field->isBitField())
          throw UnspellableError{"'" + record->getNameAsString() +
                                 "' has the bit-field '" +
                                 field->getNameAsString() + "'"};
        // Standard-library members have implementation-specific names.
        const bool nameable =
            field->getAccess() == AS_public &&
            field->getIdentifier() != nullptr &&
            !ctx_.getSourceManager().isInSystemHeader(field->getLocation());
        addLeaves(field->getType(),
                  base + ctx_
                             .toCharUnitsFromBits(static_cast<int64_t>(
                                 layout.getFieldOffset(field->getFieldIndex())))
                             .getQuantity(),
                  leaves,
                  designator + (designator.empty() ? "" : ".") +
                      field->getNameAsString(),
                  checkable && nameable);
      }
      return;
    }
    if (type->isArrayType())
      throw UnspellableError{"a variable-length or incomplete array"};
    leaves.push_back({base,
                      static_cast<unsigned long long>(
                          ctx_.getTypeSizeInChars(type).getQuantity()),
                      checkable ? designator : std::string()});
  }

  static bool hasNonPublicEnclosingClass(const VarDecl *var) {
    for (const DeclContext *dc = var->getDeclContext(); dc != nullptr;
         dc = dc->getParent()) {
      const auto *record = dyn_cast<CXXRecordDecl>(dc);
      if (record == nullptr || !record->getDeclContext()->isRecord())
        continue;
      // A member template's specialization carries no access of its own:
      // the template's access is what a name must pass.
      AccessSpecifier access = record->getAccess();
      if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(record))
        access = spec->getSpecializedTemplate()->getAccess();
      if (access == AS_private || access == AS_protected)
        return true;
    }
    return false;
  }

  ASTContext &ctx_;
  Sema &sema_;
  std::set<const VarDecl *> seen_;
  model::TranslationUnit tu_;
};

} // namespace

model::TranslationUnit collect(ASTContext &ctx, Sema &sema) {
  Collector collector(ctx, sema);
  collector.TraverseAST(ctx);
  return collector.finish();
}

} // namespace syclfg::frontend
