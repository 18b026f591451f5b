// A group function the work-group compiler takes, described for the
// renderer: the spelled types of the work-item's value and of the result
// (each gets one slot per work-item) and the text of its arguments.
#include "frontend/wg_pieces.hpp"

#include "frontend/spelling.hpp"
#include "frontend/wg_scan.hpp"

#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>

namespace syclfg::frontend {
namespace {

using namespace clang;

// Why `type` cannot be a group call's value or result slot, or "".
std::string typeProblem(const std::string &function, const char *what,
                        QualType type, const ASTContext &ctx,
                        std::string &spelled) {
  if (!type.isTriviallyCopyableType(ctx) ||
      type.isDestructedType() != QualType::DK_none ||
      ctx.getTypeAlignInChars(type).getQuantity() > 64)
    return "'" + function + "' over a " + what +
           " that is not trivially copyable and destructible";
  try {
    spelled = spellType(type, ctx);
  } catch (const UnspellableError &error) {
    return "the " + std::string(what) + " type of '" + function +
           "' cannot be written: " + error.message;
  }
  return {};
}

// Finds a name of a kernel variable outside `uniform`.
class KernelVariableFinder : public RecursiveASTVisitor<KernelVariableFinder> {
public:
  KernelVariableFinder(const std::set<const VarDecl *> &uniform,
                       const DeclContext *kernel)
      : uniform_(uniform), kernel_(kernel) {}
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    const auto *var = dyn_cast<VarDecl>(ref->getDecl());
    found = var != nullptr && uniform_.count(var) == 0 &&
            var->getParentFunctionOrMethod() == kernel_;
    return !found;
  }
  bool found = false;

private:
  const std::set<const VarDecl *> &uniform_;
  const DeclContext *kernel_;
};

} // namespace

bool sameForAllSubGroups(const CallExpr *call,
                         const std::set<const VarDecl *> &uniform,
                         const DeclContext *kernel) {
  KernelVariableFinder finder(uniform, kernel);
  for (unsigned i = 2; i < call->getNumArgs() && !finder.found; ++i)
    finder.TraverseStmt(const_cast<Expr *>(call->getArg(i)));
  return !finder.found;
}

std::string describeGroupCall(const CallExpr *call, const ASTContext &ctx,
                              const WgText &text, model::WgGroupCall &out) {
  const FunctionDecl *callee = call->getDirectCallee();
  out.function = callee->getName().str();
  out.subGroup = overSubGroup(call);
  const auto spanOf = [&](const Expr *expr) {
    return text.span(expr->getBeginLoc(), text.tokenEnd(expr->getEndLoc()));
  };
  for (const Expr *arg : call->arguments())
    if (!isa<CXXDefaultArgExpr>(arg) &&
        (arg->getBeginLoc().isMacroID() || arg->getEndLoc().isMacroID()))
      return "an argument of '" + out.function + "' is written in a macro";
  out.call = spanOf(call);
  out.group = spanOf(call->getArg(0));
  out.value = spanOf(call->getArg(1));
  for (unsigned i = 2; i < call->getNumArgs(); ++i)
    if (!isa<CXXDefaultArgExpr>(call->getArg(i)))
      out.extras.push_back(spanOf(call->getArg(i)));
  const QualType value = callee->getParamDecl(1)
                             ->getType()
                             .getNonReferenceType()
                             .getUnqualifiedType();
  if (std::string why =
          typeProblem(out.function, "value", value, ctx, out.valueType);
      !why.empty())
    return why;
  return typeProblem(out.function, "result",
                     call->getType().getUnqualifiedType(), ctx, out.resultType);
}

} // namespace syclfg::frontend
