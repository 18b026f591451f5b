// Which work-group scans of a compiled kernel run inside one loop over the
// work-items with the regions before and after them: `v =
// inclusive_scan_over_group(g, src[i], op); dst[i] = v;` then runs, per
// work-item in order, its part before the call, one step of a running
// scan and its part after, instead of three loops over the group. That is
// one pass over the data instead of a pass that only reads and one that
// only writes: what a scan written as a plain loop does (bench/RESULTS.md).
//
// Valid when no work-item's part after the call touches memory that a
// later work-item's part before it reads (the only order fusing changes):
// the part before writes no memory but its own variables; the part after
// writes memory only through captured accessors, none of which the part
// before reads by the same name; each other pair (read before, written
// after) is compared at run time (group_calls::apart), the three loops
// running where they may overlap. Either part reaching memory any other
// way (a pointer, a reference it binds, a call that is not a query of the
// index classes) keeps the three loops.
#include "frontend/sycl_names.hpp"
#include "frontend/wg_pieces.hpp"

#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>

#include <algorithm>

namespace syclfg::frontend {
namespace {

using namespace clang;

bool isAccessor(QualType type) {
  const std::string name =
      classNameWithoutInlineNamespaces(type.getNonReferenceType());
  return name == "sycl::accessor" || name == "sycl::local_accessor";
}

// The memory a region reaches, as far as fusing needs it: the captured
// accessors whose elements it reads and writes; `other` when it may reach
// memory another way.
class Effects : public RecursiveASTVisitor<Effects> {
public:
  Effects(const DeclContext *kernel, const Stmt *skip)
      : kernel_(kernel), skip_(skip) {}
  bool TraverseStmt(Stmt *stmt) {
    return stmt == skip_ || RecursiveASTVisitor::TraverseStmt(stmt);
  }
  bool VisitCallExpr(CallExpr *call);
  bool VisitCXXConstructExpr(CXXConstructExpr *construct) {
    const CXXConstructorDecl *ctor = construct->getConstructor();
    return ctor->isTrivial() || isIndexClass(ctor->getParent()) || fail();
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    if (op->getOpcode() == UO_Deref || op->getOpcode() == UO_AddrOf)
      return fail();
    return !op->isIncrementDecrementOp() || written(op->getSubExpr());
  }
  bool VisitBinaryOperator(BinaryOperator *op) {
    return !op->isAssignmentOp() || written(op->getLHS());
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *e) {
    return localRoot(e) || fail();
  }
  bool VisitVarDecl(VarDecl *var) {
    const QualType type = var->getType();
    return (!var->isStaticLocal() &&
            (!type->isReferenceType() ||
             type.getNonReferenceType().isConstQualified())) ||
           fail();
  }
  bool VisitGCCAsmStmt(GCCAsmStmt *) { return fail(); }
  std::set<const VarDecl *> reads, writes;
  bool other = false;

private:
  bool fail() {
    other = true;
    return false;
  }
  // The captured accessor `e` subscripts, or null.
  const VarDecl *accessorOf(const Expr *e) const;
  bool written(const Expr *target);
  bool localRoot(const Expr *e) const;
  const DeclContext *kernel_;
  const Stmt *skip_;
};

const VarDecl *Effects::accessorOf(const Expr *e) const {
  const auto *op = dyn_cast<CXXOperatorCallExpr>(e->IgnoreParenImpCasts());
  if (op == nullptr || op->getOperator() != OO_Subscript)
    return nullptr;
  const Expr *object = op->getArg(0)->IgnoreParenImpCasts(); // not its base
  const auto *ref = dyn_cast<DeclRefExpr>(object);
  if (!isAccessor(object->getType()))
    return nullptr;
  const auto *var =
      ref != nullptr ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  if (var == nullptr || isa<ParmVarDecl>(var) ||
      var->getParentFunctionOrMethod() == kernel_)
    return nullptr; // not a capture
  return var;
}

bool Effects::VisitCallExpr(CallExpr *call) {
  if (const VarDecl *accessor = accessorOf(call)) {
    reads.insert(accessor); // written(): also a write
    return true;
  }
  const auto *callee = dyn_cast_or_null<FunctionDecl>(call->getCalleeDecl());
  if (callee == nullptr)
    return fail();
  if (const auto *method = dyn_cast<CXXMethodDecl>(callee))
    return isIndexClass(method->getParent()) || fail();
  // A free operator of the index classes (id + id, range == range).
  return (isa<CXXOperatorCallExpr>(call) && call->getNumArgs() > 0 &&
          isIndexClass(call->getArg(0)
                           ->getType()
                           .getNonReferenceType()
                           ->getAsCXXRecordDecl())) ||
         fail();
}

// Whether `e` names a variable of the kernel body (or a member or element
// of one): memory no other work-item reaches.
bool Effects::localRoot(const Expr *e) const {
  for (;;) {
    e = e->IgnoreParenImpCasts();
    if (const auto *member = dyn_cast<MemberExpr>(e)) {
      if (member->isArrow())
        return false;
      e = member->getBase();
    } else if (const auto *element = dyn_cast<ArraySubscriptExpr>(e)) {
      e = element->getBase()->IgnoreParenImpCasts();
      if (!e->getType()->isArrayType())
        return false; // through a pointer
    } else {
      break;
    }
  }
  const auto *ref = dyn_cast<DeclRefExpr>(e);
  const auto *var =
      ref != nullptr ? dyn_cast<VarDecl>(ref->getDecl()) : nullptr;
  return var != nullptr && !var->getType()->isReferenceType() &&
         var->getParentFunctionOrMethod() == kernel_;
}

bool Effects::written(const Expr *target) {
  if (const VarDecl *accessor = accessorOf(target)) {
    writes.insert(accessor);
    return true;
  }
  return localRoot(target) || fail();
}

// The effects of a region's statements.
Effects effectsOf(const WgPiece &region, const DeclContext *kernel) {
  Effects effects(kernel, region.skip);
  for (const Stmt *stmt : region.stmts)
    if (!effects.other)
      effects.TraverseStmt(const_cast<Stmt *>(stmt));
  return effects;
}

// `vars` by where they are declared: the same output for the same input
// (a set of pointers is ordered by address).
std::vector<const VarDecl *>
inTextOrder(const std::set<const VarDecl *> &vars) {
  std::vector<const VarDecl *> out(vars.begin(), vars.end());
  std::sort(out.begin(), out.end(), [](const VarDecl *a, const VarDecl *b) {
    return a->getLocation().getRawEncoding() <
           b->getLocation().getRawEncoding();
  });
  return out;
}

// Whether a variable of the kernel body has one of these names (it would
// hide the capture the generated check names).
class Hides : public RecursiveASTVisitor<Hides> {
public:
  explicit Hides(const std::set<std::string> &names) : names_(names) {}
  bool VisitVarDecl(VarDecl *var) {
    found = found || names_.count(var->getNameAsString()) != 0;
    return !found;
  }
  bool found = false;

private:
  const std::set<std::string> &names_;
};

// Fills call.apart and sets call.fused when `before`, the call and
// `after` may run as one loop.
void fuse(const WgPiece &before, const WgPiece &after, const Stmt *body,
          const DeclContext *kernel, model::WgGroupCall &call) {
  const Effects first = effectsOf(before, kernel);
  const Effects second = effectsOf(after, kernel);
  if (first.other || second.other || !first.writes.empty())
    return;
  std::set<std::string> names;
  std::vector<std::pair<std::string, std::string>> apart;
  for (const VarDecl *read : inTextOrder(first.reads))
    for (const VarDecl *write : inTextOrder(second.writes)) {
      if (read == write)
        return;
      apart.emplace_back(read->getNameAsString(), write->getNameAsString());
      names.insert(apart.back().first);
      names.insert(apart.back().second);
    }
  Hides hides(names);
  hides.TraverseStmt(const_cast<Stmt *>(body));
  if (hides.found)
    return;
  call.fused = true;
  call.apart = std::move(apart);
}

} // namespace

void markFusedScans(const std::vector<WgPiece> &pieces, const Stmt *body,
                    const DeclContext *kernel,
                    std::vector<model::WgGroupCall> &calls) {
  // The region after a fused scan runs inside its loop: a scan it holds
  // the value of is not fused with it too.
  std::size_t fusedUpTo = 0;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const WgPiece &piece = pieces[i];
    if (piece.isLoop) {
      // A masked loop's stretches skip work-items the fused loop would not.
      if (piece.mask < 0)
        markFusedScans(piece.body, body, kernel, calls);
      continue;
    }
    if (piece.groupCall < 0 || i == 0 || i + 1 == pieces.size() ||
        (fusedUpTo != 0 && i - 1 <= fusedUpTo))
      continue;
    model::WgGroupCall &call = calls[static_cast<std::size_t>(piece.groupCall)];
    const WgPiece &before = pieces[i - 1], &after = pieces[i + 1];
    const bool scan = call.function == "inclusive_scan_over_group" ||
                      call.function == "exclusive_scan_over_group";
    if (scan && !call.subGroup && piece.uses.empty() && !before.isLoop &&
        !after.isLoop && before.stores == piece.groupCall &&
        after.reads == piece.groupCall) {
      fuse(before, after, body, kernel, call);
      fusedUpTo = call.fused ? i + 1 : fusedUpTo;
    }
  }
}

} // namespace syclfg::frontend
