// Splits an nd_range kernel lambda's body at its barriers and group
// functions: each stretch between them becomes a region (run for each
// work-item in turn), a group function a step run once per group between
// the region that stores its values and the one that reads its results, a
// for or while loop holding either stays one loop around its regions (SYCL
// requires such a loop to be uniform across the group). Anything else
// holding one, or a construct wg_scan refuses, leaves the kernel on fibers
// with the reason.
#include "frontend/wg_collect.hpp"

#include "frontend/sycl_names.hpp"
#include "frontend/wg_pieces.hpp"
#include "frontend/wg_scan.hpp"

#include <clang/AST/DeclTemplate.h>
#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Lex/Lexer.h>

#include <algorithm>

namespace syclfg::frontend {

using namespace clang;

model::TextSpan WgText::span(SourceLocation begin, SourceLocation end) const {
  model::TextSpan span;
  span.begin = offset(begin);
  span.end = offset(end);
  span.line = sm_.getSpellingLineNumber(begin);
  span.column = sm_.getSpellingColumnNumber(begin);
  return span;
}

SourceLocation WgText::tokenEnd(SourceLocation loc) const {
  return Lexer::getLocForEndOfToken(loc, 0, sm_, lang_);
}

unsigned WgText::offset(SourceLocation loc) const {
  return sm_.getFileOffset(loc);
}

SourceLocation WgText::afterSemicolon(SourceLocation loc) const {
  return Lexer::findLocationAfterToken(loc, tok::semi, sm_, lang_, false);
}

char WgText::at(unsigned offset) const {
  const llvm::StringRef text = sm_.getBufferData(sm_.getMainFileID());
  return offset < text.size() ? text[offset] : '\0';
}

namespace {

// Why a kernel in a header or a macro is not compiled, or "". A kernel in
// a template is described per instantiation (its types concrete), which
// the collector compares (collector.cpp): the host TU rewrites the
// template's one text.
std::string placeProblem(const CXXMethodDecl *op, const SourceManager &sm) {
  for (const DeclContext *dc = op->getParent(); dc != nullptr;
       dc = dc->getParent())
    if (dc->isDependentContext())
      return "the kernel is in a template that is not instantiated";
  const auto *body = dyn_cast_or_null<CompoundStmt>(op->getBody());
  if (body == nullptr)
    return "the kernel has no body";
  for (SourceLocation loc :
       {op->getBeginLoc(), body->getLBracLoc(), body->getRBracLoc()})
    if (loc.isMacroID() || sm.getFileID(loc) != sm.getMainFileID())
      return "the kernel is written in a macro or outside the main file";
  const llvm::StringRef text = sm.getBufferData(sm.getMainFileID());
  const unsigned begin = sm.getFileOffset(body->getLBracLoc());
  const unsigned end = sm.getFileOffset(body->getRBracLoc());
  for (unsigned i = begin; i < end; ++i)
    if (text[i] == '\n' &&
        text.substr(i + 1, end - i - 1).ltrim(" \t").starts_with("#"))
      return "the kernel body holds a preprocessor directive";
  return {};
}

// The dimensions of an `nd_item<D>` parameter (with an optional
// kernel_handler after it); 0 if the call operator takes anything else.
int itemDims(const CXXMethodDecl *op, std::string &why) {
  const unsigned count = op->getNumParams();
  if (count == 0 || count > 2)
    return 0;
  const QualType item = op->getParamDecl(0)->getType().getNonReferenceType();
  if (classNameWithoutInlineNamespaces(item) != "sycl::nd_item")
    return 0;
  if (count == 2 &&
      classNameWithoutInlineNamespaces(op->getParamDecl(1)->getType()) !=
          "sycl::kernel_handler") {
    why = "the kernel takes a second parameter that is not a kernel_handler";
    return -1;
  }
  const auto *spec =
      dyn_cast<ClassTemplateSpecializationDecl>(item->getAsCXXRecordDecl());
  if (spec == nullptr || spec->getTemplateArgs().size() == 0)
    return 0;
  return static_cast<int>(
      spec->getTemplateArgs()[0].getAsIntegral().getExtValue());
}

const char *statementKind(const Stmt *stmt) {
  if (isa<IfStmt>(stmt))
    return "an if statement";
  if (isa<SwitchStmt>(stmt))
    return "a switch statement";
  if (isa<DoStmt>(stmt))
    return "a do loop";
  if (isa<CXXForRangeStmt>(stmt))
    return "a range-based for loop";
  if (isa<ForStmt>(stmt) || isa<WhileStmt>(stmt))
    return "a loop whose body is not a block or that declares a variable "
           "in its condition";
  if (isa<CompoundStmt>(stmt))
    return "a nested block";
  return "an expression";
}

// The branch of an if statement holding a barrier or group function that
// may run masked (model::WgNode::branch; its condition must be a group
// function, Splitter::loop): no else, no init statement, no variable
// declared in its condition, not constexpr; else null.
const Stmt *maskedIfBody(const Stmt *stmt) {
  const auto *branch = dyn_cast<IfStmt>(stmt);
  if (branch == nullptr || branch->getElse() != nullptr ||
      branch->getInit() != nullptr ||
      branch->getConditionVariable() != nullptr || branch->isConsteval() ||
      branch->isConstexpr())
    return nullptr;
  return branch->getThen();
}

// The body of a for or while loop holding a barrier (without a variable
// declared in its condition), or of an if statement that runs masked;
// else null.
const Stmt *uniformLoopBody(const Stmt *stmt) {
  if (const auto *loop = dyn_cast<ForStmt>(stmt))
    return loop->getConditionVariable() == nullptr ? loop->getBody() : nullptr;
  if (const auto *loop = dyn_cast<WhileStmt>(stmt))
    return loop->getConditionVariable() == nullptr ? loop->getBody() : nullptr;
  return maskedIfBody(stmt);
}

// A block's statements, or the one statement of a loop body without
// braces.
std::vector<const Stmt *> statementsOf(const Stmt *body) {
  if (const auto *block = dyn_cast<CompoundStmt>(body))
    return {block->body_begin(), block->body_end()};
  return {body};
}

class ReturnFinder : public RecursiveASTVisitor<ReturnFinder> {
public:
  bool VisitReturnStmt(ReturnStmt *) {
    found = true;
    return false;
  }
  bool found = false;
};

// break or continue leaving the region's statements (they would leave the
// loop over work-items instead of the kernel's loop).
class JumpFinder : public RecursiveASTVisitor<JumpFinder> {
public:
  bool TraverseForStmt(ForStmt *) { return true; }
  bool TraverseWhileStmt(WhileStmt *) { return true; }
  bool TraverseDoStmt(DoStmt *) { return true; }
  bool TraverseCXXForRangeStmt(CXXForRangeStmt *) { return true; }
  bool TraverseSwitchStmt(SwitchStmt *s) {
    inSwitch_ = true; // break is the switch's, continue still leaves
    RecursiveASTVisitor::TraverseStmt(s->getBody());
    inSwitch_ = false;
    return true;
  }
  bool VisitBreakStmt(BreakStmt *) {
    found = found || !inSwitch_;
    return true;
  }
  bool VisitContinueStmt(ContinueStmt *) {
    found = true;
    return true;
  }
  bool found = false;

private:
  bool inSwitch_ = false;
};

template <class Finder> bool finds(const std::vector<const Stmt *> &stmts) {
  Finder finder;
  for (const Stmt *stmt : stmts)
    finder.TraverseStmt(const_cast<Stmt *>(stmt));
  return finder.found;
}

// The message for a statement holding a barrier or group function where
// the compiled form cannot take it.
std::string misplaced(const Stmt *stmt) {
  const std::string what = collectiveName(stmt);
  if (what == "a group function" && (isa<Expr>(stmt) || isa<DeclStmt>(stmt)))
    return "a group function where C++ evaluates other parts of the "
           "statement first or may skip it (the right of &&, ||, ',', << or "
           ">>, a branch of ?:, a subscript's index, an assignment's target, "
           "a later brace initializer, a call on a computed object), two of "
           "them in one statement, or a declaration of several variables";
  return what + " inside " + statementKind(stmt);
}

// A for or while loop's condition, or an if statement's; or null.
const Expr *conditionOf(const Stmt *loop) {
  if (const auto *f = dyn_cast<ForStmt>(loop))
    return f->getCond();
  if (const auto *branch = dyn_cast<IfStmt>(loop))
    return branch->getCond();
  return cast<WhileStmt>(loop)->getCond();
}

// Whether the init, condition or increment of a loop holds a barrier or
// group function (they run once per group).
bool headerHoldsCollective(const Stmt *loop) {
  if (const auto *f = dyn_cast<ForStmt>(loop))
    return (f->getInit() != nullptr && containsBarrier(f->getInit())) ||
           (f->getCond() != nullptr && containsBarrier(f->getCond())) ||
           (f->getInc() != nullptr && containsBarrier(f->getInc()));
  const Expr *cond = conditionOf(loop);
  return cond != nullptr && containsBarrier(cond);
}

// The group function that is a while loop's or an if statement's whole
// condition (`while (any_of_group(sg, i < n))`), with no other barrier or
// group function in the condition; else null. The loop runs masked
// (model::WgNode).
const CallExpr *conditionGroupCall(const Stmt *loop,
                                   const DeclContext *kernel) {
  if (isa<ForStmt>(loop) || conditionOf(loop) == nullptr)
    return nullptr;
  const Expr *cond = conditionOf(loop)->IgnoreImplicit()->IgnoreParens();
  const CallExpr *call = groupFunctionStatement(cond);
  if (call == nullptr || call != cond->IgnoreImplicit())
    return nullptr;
  // Its arguments after the value name no variable of the kernel (the call
  // then reads no slot): `reduce_over_group(sg, x, sycl::plus<>())`.
  return sameForAllSubGroups(call, {}, kernel) ? call : nullptr;
}

class Splitter {
public:
  // `kernel`: the call operator; `hoist`: whether uniform loops over local
  // memory run around the work-item loop (wg_hoist.cpp).
  Splitter(const WgText &text, const DeclContext *kernel, bool hoist)
      : text_(text), kernel_(kernel), hoist_(hoist) {}

  // The pieces of `block`; false with `why` set when a barrier or group
  // function stands where the compiled form cannot take it.
  bool split(const std::vector<const Stmt *> &children, SourceLocation end,
             std::vector<WgPiece> &out, bool inLoop) {
    WgPiece region;
    for (auto it = children.begin(); it != children.end(); ++it) {
      const Stmt *stmt = *it;
      const SourceLocation next = std::next(it) != children.end()
                                      ? (*std::next(it))->getBeginLoc()
                                      : end;
      if (stmt->getBeginLoc().isMacroID() || next.isMacroID())
        return fail("a statement of the kernel is written in a macro");
      if (isBarrierStatement(stmt)) {
        close(region, stmt->getBeginLoc(), out);
        continue;
      }
      if (const CallExpr *call = groupFunctionStatement(stmt)) {
        if (groupCall(stmt, call, region, out))
          continue; // the call is the whole statement
      } else if (containsBarrier(stmt)) {
        close(region, stmt->getBeginLoc(), out);
        if (!loop(stmt, out))
          return false;
        continue;
      } else if (const ForStmt *tile = tileLoop(stmt, kernel_)) {
        if (const unsigned trips = unrolledTrips(tile, kernel_); trips > 0) {
          region.unrolls.push_back({text_.offset(stmt->getBeginLoc()), trips});
        } else if (hoist_) {
          close(region, stmt->getBeginLoc(), out);
          if (!hoisted(tile, out))
            return false;
          continue;
        }
      }
      if (region.stmts.empty())
        region.text = text_.span(stmt->getBeginLoc(), next);
      region.stmts.push_back(stmt);
      region.text.end = text_.offset(next);
    }
    close(region, end, out);
    return checkJumps(out, inLoop);
  }
  std::string why;
  std::vector<const CallExpr *> calls; // the group calls, in text order
  std::vector<bool> perSubGroup;       // model::WgGroupCall's, per call

private:
  void close(WgPiece &region, SourceLocation end, std::vector<WgPiece> &out) {
    if (region.stmts.empty())
      return;
    region.text.end = text_.offset(end);
    out.push_back(std::move(region));
    region = WgPiece();
  }

  // Ends `region` with the evaluation of the call's group and value, adds
  // the group call, and starts the next region reading its result; true
  // when the call is the whole statement (nothing left to read it).
  bool groupCall(const Stmt *stmt, const CallExpr *call, WgPiece &region,
                 std::vector<WgPiece> &out) {
    const int index = static_cast<int>(calls.size());
    calls.push_back(call);
    perSubGroup.push_back(
        overSubGroup(call) &&
        (masked_ || !sameForAllSubGroups(call, uniformVars_, kernel_)));
    if (region.stmts.empty())
      region.text = text_.span(stmt->getBeginLoc(), stmt->getBeginLoc());
    region.stmts.push_back(call->getArg(0));
    region.stmts.push_back(call->getArg(1));
    region.stores = index;
    close(region, stmt->getBeginLoc(), out);
    WgPiece piece;
    piece.groupCall = index;
    piece.call = call;
    out.push_back(std::move(piece));
    const auto *expr = dyn_cast<Expr>(stmt);
    if (expr != nullptr && expr->IgnoreImplicit()->IgnoreParens() == call)
      return true;
    region.reads = index;
    region.skip = call;
    return false;
  }

  bool loop(const Stmt *stmt, std::vector<WgPiece> &out) {
    const Stmt *body = uniformLoopBody(stmt);
    if (body == nullptr)
      return fail(misplaced(stmt));
    const CallExpr *condCall = conditionGroupCall(stmt, kernel_);
    // An if runs masked only under a group function, the same for each
    // sub-group: under another condition the fibers report a barrier that
    // not every work-item reaches (errc::kernel).
    if (isa<IfStmt>(stmt) && condCall == nullptr)
      return fail(misplaced(stmt));
    if (condCall == nullptr && headerHoldsCollective(stmt))
      return fail(std::string(collectiveName(stmt)) +
                  " in the header of a loop");
    const auto *block = dyn_cast<CompoundStmt>(body);
    if (block == nullptr && !isBarrierStatement(body) &&
        groupFunctionStatement(body) == nullptr &&
        uniformLoopBody(body) == nullptr)
      return fail(misplaced(body));
    if (changesVariable(condCall != nullptr ? condCall : conditionOf(stmt)))
      return fail(std::string(isa<IfStmt>(stmt) ? "an if" : "a loop") +
                  " holding a barrier whose condition changes a variable (it "
                  "is evaluated once per group)");
    std::set<const VarDecl *> uniformVars = uniformVars_;
    const bool uniform = condCall == nullptr && !isa<IfStmt>(stmt) &&
                         groupUniformLoop(stmt, kernel_, uniformVars);
    WgPiece piece = loopPiece(stmt, body, uniform, condCall, out);
    const bool outerUniform = uniformLoops_, outerMasked = masked_;
    uniformLoops_ = uniformLoops_ && uniform;
    if (uniformLoops_)
      uniformVars_ = std::move(uniformVars);
    masked_ = masked_ || piece.mask >= 0;
    const bool done =
        split(statementsOf(body), bodyEnd(body), piece.body, true);
    uniformLoops_ = outerUniform;
    masked_ = outerMasked;
    if (!done)
      return false;
    const auto *forStmt = dyn_cast<ForStmt>(stmt);
    if (forStmt != nullptr && piece.perItem && forStmt->getInc() != nullptr)
      piece.body.push_back(headerRegion(forStmt->getInc()));
    out.push_back(std::move(piece));
    return true;
  }

  // The piece of a loop holding a barrier, its body not split yet; a per-
  // item for loop's init goes to `out` first. A loop whose header is the
  // same for the whole group (`uniform`) runs once per group; a for loop
  // whose variables may differ per work-item runs per item; each sub-group
  // runs its own trips of a loop around a sub-group operation (and of
  // every loop inside such a loop): masked per work-item.
  WgPiece loopPiece(const Stmt *stmt, const Stmt *body, bool uniform,
                    const CallExpr *condCall, std::vector<WgPiece> &out) {
    const auto *forStmt = dyn_cast<ForStmt>(stmt);
    WgPiece piece;
    piece.isLoop = true;
    piece.loop = stmt;
    if (condCall != nullptr) { // its call comes first in text order
      piece.conditionCall = static_cast<int>(calls.size());
      calls.push_back(condCall);
      perSubGroup.push_back(overSubGroup(condCall));
    }
    piece.branch = isa<IfStmt>(stmt);
    if (!uniform && (masked_ || condCall != nullptr || piece.branch ||
                     holdsSubGroupCollective(body)))
      piece.mask = masks++;
    piece.perItem = !uniform && (forStmt != nullptr || piece.mask >= 0);
    if (forStmt != nullptr && piece.perItem && forStmt->getInit() != nullptr)
      out.push_back(headerRegion(forStmt->getInit()));
    piece.header = piece.perItem
                       ? conditionSpan(stmt)
                       : text_.span(stmt->getBeginLoc(), body->getBeginLoc());
    return piece;
  }

  // A per-item for loop's init or increment as a region of its own.
  WgPiece headerRegion(const Stmt *part) const {
    WgPiece region;
    region.stmts.push_back(part);
    region.text =
        text_.span(part->getBeginLoc(), text_.tokenEnd(part->getEndLoc()));
    region.expression = text_.at(region.text.end - 1) != ';';
    return region;
  }

  // A per-item loop's condition, or an empty span where it has none.
  model::TextSpan conditionSpan(const Stmt *loop) const {
    const Expr *cond = conditionOf(loop);
    if (cond == nullptr)
      return text_.span(loop->getBeginLoc(), loop->getBeginLoc());
    return text_.span(cond->getBeginLoc(), text_.tokenEnd(cond->getEndLoc()));
  }

  // Whether evaluating `expr` may change a variable: a group call in a
  // loop's condition counts by its arguments alone.
  bool changesVariable(const Expr *expr) const {
    if (expr == nullptr)
      return false;
    const auto *call = dyn_cast<CallExpr>(expr);
    if (call == nullptr || !isGroupFunctionCall(call))
      return expr->HasSideEffects(context(), false);
    return std::any_of(call->arg_begin(), call->arg_end(), [&](const Expr *a) {
      return a->HasSideEffects(context(), false);
    });
  }

  const ASTContext &context() const {
    return Decl::castFromDeclContext(kernel_)->getASTContext();
  }

  // Where a loop's body ends: at its closing brace, or after the ';' of a
  // one-statement body.
  SourceLocation bodyEnd(const Stmt *body) const {
    if (const auto *block = dyn_cast<CompoundStmt>(body))
      return block->getRBracLoc();
    return text_.afterSemicolon(body->getEndLoc());
  }

  // A tile loop that runs around the loop over the work-items: a loop
  // piece holding the regions of its body (one: it holds no barrier), as a
  // loop holding a barrier is.
  bool hoisted(const ForStmt *stmt, std::vector<WgPiece> &out) {
    const Stmt *body = stmt->getBody();
    const SourceLocation end = bodyEnd(body);
    WgPiece piece;
    piece.isLoop = true;
    piece.loop = stmt;
    piece.header = text_.span(stmt->getBeginLoc(), body->getBeginLoc());
    if (!split(statementsOf(body), end, piece.body, true))
      return false;
    out.push_back(std::move(piece));
    return true;
  }

  // return only after the kernel's last barrier; break and continue only
  // inside the region's own loops.
  bool checkJumps(const std::vector<WgPiece> &pieces, bool inLoop) {
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      if (pieces[i].isLoop || pieces[i].groupCall >= 0)
        continue;
      if ((inLoop || i + 1 < pieces.size()) &&
          finds<ReturnFinder>(pieces[i].stmts))
        return fail("a return before a barrier");
      if (finds<JumpFinder>(pieces[i].stmts))
        return fail("a break or continue of a loop holding a barrier");
    }
    return true;
  }
  bool fail(std::string reason) {
    why = std::move(reason);
    return false;
  }
  const WgText &text_;
  const DeclContext *kernel_;
  bool hoist_;
  // Whether every loop around the statements being split has a header
  // the same for the whole group (groupUniformLoop), and those loops'
  // variables: a sub-group function's arguments naming only them are the
  // same for every sub-group.
  bool uniformLoops_ = true;
  std::set<const VarDecl *> uniformVars_;
  // Whether the statements being split are inside a masked loop.
  bool masked_ = false;

public:
  int masks = 0; // masked loops so far (model::WgKernel::masks)
};

model::WgNode toNode(WgPiece &piece) {
  model::WgNode node;
  node.isLoop = piece.isLoop;
  node.perItem = piece.perItem;
  node.mask = piece.mask;
  node.groupCall = piece.groupCall;
  node.conditionCall = piece.conditionCall;
  node.branch = piece.branch;
  if (piece.groupCall >= 0) {
    node.headerUses = std::move(piece.uses);
  } else if (piece.isLoop) {
    node.header = piece.header;
    node.headerUses = std::move(piece.uses);
    for (WgPiece &inner : piece.body)
      node.body.push_back(toNode(inner));
  } else {
    node.region.text = piece.text;
    node.region.decls = std::move(piece.decls);
    node.region.uses = std::move(piece.uses);
    node.region.unrolls = std::move(piece.unrolls);
    node.region.stores = piece.stores;
    node.region.reads = piece.reads;
    node.region.expression = piece.expression;
  }
  return node;
}

// Whether the lambda captures something the compiled form does not take.
std::string captureProblem(const CXXRecordDecl *lambda) {
  for (const FieldDecl *field : lambda->fields())
    if (classNameWithoutInlineNamespaces(field->getType()) == "sycl::stream")
      return "the kernel writes to a sycl::stream (output order per "
             "work-item)";
  return {};
}

std::string describe(const CXXMethodDecl *op, ASTContext &ctx,
                     model::WgKernel &kernel, bool hoist) {
  const SourceManager &sm = ctx.getSourceManager();
  if (std::string why = placeProblem(op, sm); !why.empty())
    return why;
  if (!op->isConst())
    return "the lambda is mutable";
  if (std::string why = captureProblem(op->getParent()); !why.empty())
    return why;
  const auto *body = cast<CompoundStmt>(op->getBody());
  if (std::string why = unsupportedConstruct(body); !why.empty())
    return why;
  const WgText text(sm, ctx.getLangOpts());
  Splitter splitter(text, op, hoist);
  std::vector<WgPiece> pieces;
  if (!splitter.split(statementsOf(body), body->getRBracLoc(), pieces, false))
    return splitter.why;
  for (std::size_t i = 0; i < splitter.calls.size(); ++i) {
    model::WgGroupCall &call = kernel.groupCalls.emplace_back();
    if (std::string why = describeGroupCall(splitter.calls[i], ctx, text, call);
        !why.empty())
      return why;
    call.perSubGroup = splitter.perSubGroup[i];
  }
  if (std::string why = assignSlots(pieces, kernel.slots, body,
                                    op->getParamDecl(0), ctx, text);
      !why.empty())
    return why;
  markFusedScans(pieces, body, op, kernel.groupCalls);
  kernel.masks = splitter.masks;
  const FunctionTypeLoc proto = op->getFunctionTypeLoc();
  if (proto.isNull() || proto.getRParenLoc().isMacroID())
    return "the kernel's parameter list is written in a macro";
  kernel.paramsEnd = text.offset(proto.getRParenLoc());
  kernel.itemName = op->getParamDecl(0)->getNameAsString();
  kernel.body =
      text.span(text.tokenEnd(body->getLBracLoc()), body->getRBracLoc());
  kernel.bodyEndLine = sm.getSpellingLineNumber(body->getRBracLoc());
  kernel.bodyEndColumn = sm.getSpellingColumnNumber(body->getRBracLoc());
  for (WgPiece &piece : pieces)
    kernel.nodes.push_back(toNode(piece));
  return {};
}

} // namespace

std::optional<model::WgKernel> describeWorkGroup(const CXXRecordDecl *functor,
                                                 ASTContext &ctx) {
  if (functor == nullptr || !functor->isLambda())
    return std::nullopt;
  const CXXMethodDecl *op = functor->getLambdaCallOperator();
  if (op == nullptr || functor->isGenericLambda())
    return std::nullopt;
  model::WgKernel kernel;
  kernel.dims = itemDims(op, kernel.reason);
  if (kernel.dims == 0)
    return std::nullopt;
  auto forget = [&kernel] {
    kernel.slots.clear();
    kernel.groupCalls.clear();
    kernel.nodes.clear();
  };
  if (kernel.dims > 0) {
    kernel.reason = describe(op, ctx, kernel, true);
    // A loop run around the work-item loop may give a variable a slot it
    // cannot have: compile the kernel without moving loops, then.
    if (!kernel.reason.empty()) {
      forget();
      kernel.reason = describe(op, ctx, kernel, false);
    }
  }
  kernel.compiled = kernel.reason.empty();
  if (!kernel.compiled)
    forget();
  return kernel;
}

void describeMainFile(const ASTContext &ctx, model::WorkGroups &groups) {
  const SourceManager &sm = ctx.getSourceManager();
  const llvm::StringRef text = sm.getBufferData(sm.getMainFileID());
  groups.mainText = text.str();
  const auto entry = sm.getFileEntryRefForID(sm.getMainFileID());
  if (!entry)
    return;
  const llvm::StringRef dir = entry->getDir().getName();
  std::size_t lineStart = 0;
  while (lineStart < text.size()) {
    const std::size_t lineEnd =
        std::min(text.find('\n', lineStart), text.size());
    llvm::StringRef line = text.slice(lineStart, lineEnd).ltrim(" \t");
    if (line.consume_front("#") && line.ltrim(" \t").starts_with("include")) {
      line = line.ltrim(" \t").drop_front(7).ltrim(" \t");
      const std::size_t close = line.find('"', 1);
      if (line.starts_with("\"") && close != llvm::StringRef::npos) {
        const llvm::StringRef path = line.slice(1, close);
        const auto begin = static_cast<unsigned>(path.data() - text.data());
        if (!path.starts_with("/") &&
            sm.getFileManager().getOptionalFileRef((dir + "/" + path).str()))
          groups.includes.push_back(
              {begin, begin + static_cast<unsigned>(path.size()), path.str()});
      }
    }
    lineStart = lineEnd + 1;
  }
}

} // namespace syclfg::frontend
