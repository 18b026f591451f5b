// Private variables that live across a barrier: declared at the top of one
// region, used in another region or in the header of a loop holding a
// barrier. Each gets one element per work-item (compiled_group::slots).
#include "frontend/wg_pieces.hpp"

#include "frontend/spelling.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>

namespace syclfg::frontend {
namespace {

using namespace clang;
using VarSet = std::set<const VarDecl *>;

// The local variables a statement names, outside `skip` (a group call
// whose arguments its region does not evaluate).
class RefFinder : public RecursiveASTVisitor<RefFinder> {
public:
  explicit RefFinder(const Stmt *skip) : skip_(skip) {}
  bool TraverseStmt(Stmt *stmt) {
    return stmt == skip_ || RecursiveASTVisitor::TraverseStmt(stmt);
  }
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()))
      if (var->isLocalVarDecl())
        found.insert(var);
    return true;
  }
  VarSet found;

private:
  const Stmt *skip_;
};

// The local variables a group call's extra arguments name (they are
// evaluated once per group, as work-item 0's).
VarSet namedInExtras(const CallExpr *call) {
  VarSet names;
  for (unsigned i = 2; i < call->getNumArgs(); ++i) {
    const VarSet part = namedIn(call->getArg(i));
    names.insert(part.begin(), part.end());
  }
  return names;
}

// Whether a statement assigns, increments or decrements one of `vars`.
class WriteFinder : public RecursiveASTVisitor<WriteFinder> {
public:
  explicit WriteFinder(const VarSet &vars) : vars_(vars) {}
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->isAssignmentOp())
      check(op->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    if (op->isIncrementDecrementOp() || op->getOpcode() == UO_AddrOf)
      check(op->getSubExpr());
    return true;
  }
  bool found = false;

private:
  void check(const Expr *expr) {
    if (const auto *ref = dyn_cast<DeclRefExpr>(expr->IgnoreParenImpCasts()))
      if (vars_.count(dyn_cast<VarDecl>(ref->getDecl())) != 0)
        found = true;
  }
  const VarSet &vars_;
};

struct Region {
  WgPiece *piece;
  VarSet used;
  std::vector<std::pair<const VarDecl *, const DeclStmt *>> declared;
};

struct Header {
  WgPiece *piece;
  VarSet used;
};

// The regions and headers (loop headers, group calls' extra arguments) of
// `pieces`, depth first in text order; a
// region writing a variable of an enclosing loop's header is an error (it
// is shared by the group's work-items).
class Gather {
public:
  std::string run(std::vector<WgPiece> &pieces, const VarSet &loopVars) {
    for (WgPiece &piece : pieces) {
      if (piece.groupCall >= 0) {
        headers.push_back({&piece, namedInExtras(piece.call)});
        continue;
      }
      if (piece.isLoop) {
        if (std::string why = loop(piece, loopVars); !why.empty())
          return why;
        continue;
      }
      Region region{&piece, {}, {}};
      for (const Stmt *stmt : piece.stmts) {
        VarSet names = namedIn(stmt, piece.skip);
        region.used.insert(names.begin(), names.end());
        WriteFinder writes(loopVars);
        writes.TraverseStmt(const_cast<Stmt *>(stmt));
        if (writes.found)
          return "a region between barriers changes the variable of a loop "
                 "holding a barrier";
        if (const auto *decls = dyn_cast<DeclStmt>(stmt))
          for (const Decl *decl : decls->decls()) {
            if (const auto *var = dyn_cast<VarDecl>(decl))
              region.declared.push_back({var, decls});
            else if (!isa<StaticAssertDecl>(decl))
              declaresType = true;
          }
      }
      regions.push_back(std::move(region));
    }
    return {};
  }
  std::vector<Region> regions;
  std::vector<Header> headers;
  VarSet allLoopVars; // of every loop holding a barrier
  // A type, alias or function declared at the top of a region: later
  // regions (other lambdas) would not see it.
  bool declaresType = false;

private:
  std::string loop(WgPiece &piece, VarSet loopVars) {
    Header header{&piece, {}};
    if (piece.perItem) { // a for loop's init and increment are regions
      const auto *forStmt = dyn_cast<ForStmt>(piece.loop);
      const auto *branch = dyn_cast<IfStmt>(piece.loop);
      header.used =
          namedIn(forStmt != nullptr  ? forStmt->getCond()
                  : branch != nullptr ? branch->getCond()
                                      : cast<WhileStmt>(piece.loop)->getCond());
    } else if (const auto *forStmt = dyn_cast<ForStmt>(piece.loop)) {
      VarSet inits = namedIn(forStmt->getInit());
      for (const VarSet &part :
           {inits, namedIn(forStmt->getCond()), namedIn(forStmt->getInc())})
        header.used.insert(part.begin(), part.end());
      if (const auto *decls = dyn_cast_or_null<DeclStmt>(forStmt->getInit()))
        for (const Decl *decl : decls->decls())
          if (const auto *var = dyn_cast<VarDecl>(decl)) {
            loopVars.insert(var);
            allLoopVars.insert(var);
          }
    } else {
      header.used = namedIn(cast<WhileStmt>(piece.loop)->getCond());
    }
    headers.push_back(std::move(header));
    return run(piece.body, loopVars);
  }
};

// Why `var` cannot have a slot, or "".
std::string slotProblem(const VarDecl *var, const ASTContext &ctx) {
  const std::string name = "'" + var->getNameAsString() + "'";
  const QualType type = var->getType();
  if (type->isReferenceType() || type->isArrayType())
    return "the " + std::string(type->isArrayType() ? "array " : "reference ") +
           name + " lives across a barrier (not compiled yet)";
  if (var->isConstexpr())
    return name + " is constexpr and used across a barrier (not compiled "
                  "yet)";
  if (!var->isLocalVarDecl() || var->isStaticLocal() ||
      type.isVolatileQualified() || isa<DecompositionDecl>(var))
    return name + " lives across a barrier and is static, volatile or a "
                  "structured binding";
  if (!type.isTriviallyCopyableType(ctx) ||
      type.isDestructedType() != QualType::DK_none ||
      ctx.getTypeAlignInChars(type).getQuantity() > 64)
    return name + " lives across a barrier and is not trivially copyable "
                  "and destructible";
  const auto *record = type->getAsCXXRecordDecl();
  if (!var->hasInit() && record != nullptr &&
      !record->hasTrivialDefaultConstructor())
    return name + " lives across a barrier and is default-constructed";
  return {};
}

// How `var` is initialized, as text spans for the renderer.
model::WgSlotDecl slotDecl(const VarDecl *var, const DeclStmt *stmt,
                           const WgText &text) {
  model::WgSlotDecl decl;
  decl.stmt = text.span(stmt->getBeginLoc(), text.tokenEnd(stmt->getEndLoc()));
  if (!var->hasInit())
    return decl;
  unsigned begin = text.offset(text.tokenEnd(var->getLocation()));
  const unsigned end = text.offset(text.tokenEnd(var->getEndLoc()));
  auto skipSpace = [&] {
    while (begin < end &&
           std::isspace(static_cast<unsigned char>(text.at(begin))) != 0)
      ++begin;
  };
  skipSpace();
  if (var->getInitStyle() == VarDecl::CInit) {
    ++begin; // '='
    skipSpace();
    decl.form =
        text.at(begin) == '{' ? model::WgInit::Brace : model::WgInit::Copy;
  } else {
    decl.form =
        text.at(begin) == '{' ? model::WgInit::Brace : model::WgInit::Paren;
  }
  decl.init.begin = begin;
  decl.init.end = end;
  return decl;
}

} // namespace

namespace {

// The variables declared at the top of one region and named in another
// region or in a loop header, with the others of their declarations (one
// statement becomes one reference per variable).
VarSet liveAcross(const Gather &gather,
                  const std::map<const VarDecl *, std::size_t> &declaredIn) {
  VarSet live;
  for (std::size_t r = 0; r < gather.regions.size(); ++r)
    for (const VarDecl *var : gather.regions[r].used)
      if (auto d = declaredIn.find(var);
          d != declaredIn.end() && d->second != r)
        live.insert(var);
  for (const Header &header : gather.headers)
    for (const VarDecl *var : header.used)
      if (declaredIn.count(var) != 0)
        live.insert(var);
  for (const Region &region : gather.regions)
    for (const auto &[var, stmt] : region.declared)
      if (live.count(var) != 0)
        for (const Decl *decl : stmt->decls())
          if (const auto *other = dyn_cast<VarDecl>(decl))
            live.insert(other);
  return live;
}

// Whether `var` is named by a unary '&' (its address may outlive a region).
class AddressFinder : public RecursiveASTVisitor<AddressFinder> {
public:
  explicit AddressFinder(const VarDecl *var) : var_(var) {}
  bool VisitUnaryOperator(UnaryOperator *op) {
    if (op->getOpcode() == UO_AddrOf)
      if (const auto *ref =
              dyn_cast<DeclRefExpr>(op->getSubExpr()->IgnoreParens()))
        found = found || ref->getDecl() == var_;
    return !found;
  }
  bool found = false;

private:
  const VarDecl *var_;
};

// Whether every variable of `stmt` can be copied in and out of its slot:
// scalars whose address is never taken in `body`.
bool copiesByValue(const DeclStmt *stmt, const Stmt *body) {
  for (const Decl *decl : stmt->decls()) {
    const auto *var = dyn_cast<VarDecl>(decl);
    if (var == nullptr || !var->getType()->isScalarType())
      return false;
    if (addressTaken(var, body))
      return false;
  }
  return true;
}

// The slot of `var`, with its declaration added to its region's decls. A
// recomputed one has no storage: it keeps its initializer as written for
// the regions that name it, and its declaration stays as written.
std::string addSlot(const VarDecl *var, const DeclStmt *stmt, Region &region,
                    bool recomputed, std::vector<model::WgSlot> &slots,
                    const Stmt *body, const ASTContext &ctx,
                    const WgText &text) {
  if (std::string why = recomputed ? "" : slotProblem(var, ctx); !why.empty())
    return why;
  model::WgSlot slot;
  slot.name = var->getNameAsString();
  slot.isConst = var->getType().isConstQualified();
  slot.byValue = !recomputed && copiesByValue(stmt, body);
  slot.recomputed = recomputed;
  slot.isConstexpr = var->isConstexpr();
  try {
    slot.type = spellType(var->getType().getUnqualifiedType(), ctx);
  } catch (const UnspellableError &error) {
    return "'" + slot.name + "' lives across a barrier and its type " +
           "cannot be written: " + error.message;
  }
  model::WgSlotDecl decl = slotDecl(var, stmt, text);
  if (recomputed) {
    slot.form = decl.form;
    slot.init = decl.init;
    slot.init.line = text.span(var->getLocation(), var->getLocation()).line;
  }
  decl.slot = static_cast<unsigned>(slots.size());
  region.piece->decls.push_back(decl);
  slots.push_back(std::move(slot));
  return {};
}

using Recomputable = std::map<const VarDecl *, VarSet>;

// The variables recomputed instead of stored: the live ones recomputableVars
// takes, with the variables they name. A declaration statement of reference
// slots is replaced as a whole, so its variables are recomputed only if all
// of them can be.
VarSet recomputedVars(const Gather &gather, const VarSet &live,
                      const Recomputable &pure, const Stmt *body) {
  VarSet ok;
  for (const Region &region : gather.regions)
    for (const auto &[var, stmt] : region.declared) {
      const auto found = pure.find(var);
      if (found == pure.end())
        continue;
      bool whole = true;
      for (const Decl *decl : stmt->decls())
        whole = whole && pure.count(dyn_cast<VarDecl>(decl)) != 0;
      whole = whole || copiesByValue(stmt, body);
      bool depsOk = true;
      for (const VarDecl *dep : found->second)
        depsOk = depsOk && ok.count(dep) != 0;
      if (whole && depsOk)
        ok.insert(var);
    }
  VarSet out;
  std::vector<const VarDecl *> todo;
  for (const VarDecl *var : ok)
    if (live.count(var) != 0)
      todo.push_back(var);
  while (!todo.empty()) {
    const VarDecl *var = todo.back();
    todo.pop_back();
    if (out.insert(var).second)
      for (const VarDecl *dep : pure.at(var))
        todo.push_back(dep);
  }
  return out;
}

} // namespace

VarSet namedIn(const Stmt *stmt, const Stmt *skip) {
  RefFinder finder(skip);
  if (stmt != nullptr)
    finder.TraverseStmt(const_cast<Stmt *>(stmt));
  return finder.found;
}

bool addressTaken(const VarDecl *var, const Stmt *body) {
  AddressFinder finder(var);
  finder.TraverseStmt(const_cast<Stmt *>(body));
  return finder.found;
}

std::string assignSlots(std::vector<WgPiece> &pieces,
                        std::vector<model::WgSlot> &slots, const Stmt *body,
                        const ParmVarDecl *item, const ASTContext &ctx,
                        const WgText &text) {
  Gather gather;
  if (std::string why = gather.run(pieces, {}); !why.empty())
    return why;
  if (gather.declaresType && gather.regions.size() + gather.headers.size() > 1)
    return "a type or alias declared inside a kernel with barriers";
  std::map<const VarDecl *, std::size_t> declaredIn;
  std::vector<const VarDecl *> order;
  for (std::size_t r = 0; r < gather.regions.size(); ++r)
    for (const auto &[var, stmt] : gather.regions[r].declared) {
      declaredIn[var] = r;
      order.push_back(var);
    }
  const VarSet live = liveAcross(gather, declaredIn);
  const Recomputable pure =
      recomputableVars(order, gather.allLoopVars, item, body, ctx);
  const VarSet recomputed = recomputedVars(gather, live, pure, body);
  // Slots in declaration order: a recomputed variable's uses come after
  // those of the variables it names.
  std::map<const VarDecl *, unsigned> slotOf;
  for (Region &region : gather.regions)
    for (const auto &[var, stmt] : region.declared) {
      const bool again = recomputed.count(var) != 0;
      if (!again && live.count(var) == 0)
        continue;
      slotOf[var] = static_cast<unsigned>(slots.size());
      if (std::string why =
              addSlot(var, stmt, region, again, slots, body, ctx, text);
          !why.empty())
        return why;
    }
  // A region's uses: slots it names that another region declares, and what
  // the recomputed ones among them name.
  auto usesOf = [&](const VarSet &used, std::size_t self) {
    std::vector<unsigned> uses;
    std::vector<const VarDecl *> todo;
    for (const auto &[var, slot] : slotOf)
      if (used.count(var) != 0 && declaredIn[var] != self)
        todo.push_back(var);
    while (!todo.empty()) {
      const VarDecl *var = todo.back();
      todo.pop_back();
      uses.push_back(slotOf.at(var));
      if (recomputed.count(var) != 0)
        todo.insert(todo.end(), pure.at(var).begin(), pure.at(var).end());
    }
    std::sort(uses.begin(), uses.end());
    uses.erase(std::unique(uses.begin(), uses.end()), uses.end());
    return uses;
  };
  for (std::size_t r = 0; r < gather.regions.size(); ++r)
    gather.regions[r].piece->uses = usesOf(gather.regions[r].used, r);
  for (Header &header : gather.headers)
    header.piece->uses = usesOf(header.used, SIZE_MAX);
  return {};
}

} // namespace syclfg::frontend
