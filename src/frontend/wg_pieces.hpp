// The work-group compiler's view of a kernel body while it is being
// described: regions of Clang statements and loops holding barriers.
// Shared by wg_collect.cpp (which builds it), wg_slots.cpp (which finds
// the private variables living across barriers), wg_group_call.cpp,
// wg_recompute.cpp, wg_hoist.cpp and wg_fuse.cpp; included by those only.
#pragma once

#include "model/work_groups.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <clang/AST/Expr.h>
#include <clang/AST/Stmt.h>
#include <clang/Basic/LangOptions.h>
#include <clang/Basic/SourceManager.h>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace syclfg::frontend {

struct WgPiece {
  bool isLoop = false;
  bool perItem = false;    // a loop run per item (model::WgNode)
  int mask = -1;           // a masked loop: its mask (model::WgNode)
  bool expression = false; // a region of a for loop's init or increment
  int groupCall = -1;      // a group call: its index
  int conditionCall = -1;  // a masked while loop or if whose condition is
                           // this group call (model::WgNode)
  bool branch = false;     // a masked if (model::WgNode)
  const clang::CallExpr *call = nullptr;  // a group call: the call
  std::vector<const clang::Stmt *> stmts; // a region's statements (and the
                                          // arguments it evaluates last)
  model::TextSpan text;                   // a region's text
  int stores = -1, reads = -1;            // a region's, as model::WgRegion
  const clang::Stmt *skip = nullptr;      // the call a region reads: its
                                          // arguments are not evaluated there
  std::vector<model::WgUnroll> unrolls;   // a region's tile loops kept
                                          // inside it (unrolledTrips)
  const clang::Stmt *loop = nullptr;      // the for, while or if statement
  model::TextSpan header;
  std::vector<WgPiece> body;
  // Filled by assignSlots.
  std::vector<model::WgSlotDecl> decls;
  std::vector<unsigned> uses;
};

// Locates text of the main file for the model (wg_collect.cpp).
class WgText {
public:
  WgText(const clang::SourceManager &sm, const clang::LangOptions &lang)
      : sm_(sm), lang_(lang) {}
  // [begin, end) with the line and column of `begin`.
  model::TextSpan span(clang::SourceLocation begin,
                       clang::SourceLocation end) const;
  // Where the token at `loc` ends.
  clang::SourceLocation tokenEnd(clang::SourceLocation loc) const;
  // Just after the ';' that follows the token at `loc`; invalid if none.
  clang::SourceLocation afterSemicolon(clang::SourceLocation loc) const;
  unsigned offset(clang::SourceLocation loc) const;
  char at(unsigned offset) const;

private:
  const clang::SourceManager &sm_;
  const clang::LangOptions &lang_;
};

// The model of a group call (the spelled types of its value and result, the
// text of its arguments); "" or why the kernel cannot be compiled
// (wg_group_call.cpp).
std::string describeGroupCall(const clang::CallExpr *call,
                              const clang::ASTContext &ctx, const WgText &text,
                              model::WgGroupCall &out);

// Whether a sub-group call's arguments after the value are the same for
// every sub-group by their text: they name no variable of the kernel (its
// locals, the nd_item) but those of `uniform` (the variables of the
// group-uniform loops around the call) (wg_group_call.cpp).
bool sameForAllSubGroups(const clang::CallExpr *call,
                         const std::set<const clang::VarDecl *> &uniform,
                         const clang::DeclContext *kernel);

// Gives a slot to each variable declared at the top of a region and used in
// another region, in a loop header or in a group call's extra arguments,
// filling `slots` and the pieces' decls and uses; "" or why the kernel cannot
// be compiled. `body`: the kernel's, where a variable's address may be taken.
// A variable recomputableVars takes gets a slot without storage: each use
// evaluates its initializer again.
std::string assignSlots(std::vector<WgPiece> &pieces,
                        std::vector<model::WgSlot> &slots,
                        const clang::Stmt *body, const clang::ParmVarDecl *item,
                        const clang::ASTContext &ctx, const WgText &text);

// The local variables `stmt` names outside `skip` (a group call whose
// arguments its region does not evaluate), and whether `var` is named by a
// unary '&' in `body` (wg_slots.cpp).
std::set<const clang::VarDecl *> namedIn(const clang::Stmt *stmt,
                                         const clang::Stmt *skip = nullptr);
bool addressTaken(const clang::VarDecl *var, const clang::Stmt *body);

// Whether `dc` is one of the index and work-item classes (id, range, item,
// h_item, group, nd_item, nd_range, sub_group), whose members and
// operators reach no memory but their own object's (wg_recompute.cpp).
bool isIndexClass(const clang::DeclContext *dc);

// Whether every name of `var` in `stmt` is read (none assigns it, binds
// it to a reference or takes its address) (wg_recompute.cpp).
bool onlyRead(const clang::VarDecl *var, const clang::Stmt *stmt);

// A barrier-free statement of a region that is a tile loop: a uniform
// loop over local memory, which may run around the loop over the group's
// work-items instead of inside it; else null (wg_hoist.cpp). `kernel`:
// the kernel's call operator, whose own variables a uniform loop header
// may not name.
const clang::ForStmt *tileLoop(const clang::Stmt *stmt,
                               const clang::DeclContext *kernel);

// Whether `stmt` is a for loop whose header is the same for the whole
// group by its text: it names only its own variables, those of the
// enclosing such loops (`uniform`, to which it adds its own), constants
// and captures, calls nothing, and its body never changes its variables.
// Such a loop runs once per group; wg_collect.cpp masks the others around
// a sub-group operation (wg_hoist.cpp).
bool groupUniformLoop(const clang::Stmt *stmt, const clang::DeclContext *kernel,
                      std::set<const clang::VarDecl *> &uniform);

// A tile loop (above) whose trip count is a small constant stays inside
// the loop over the work-items instead, unrolled: the host compiler then
// keeps the work-item's variables in registers across the steps and still
// vectorizes across the work-items. Its trip count, or 0 where it has no
// such count (wg_hoist.cpp).
unsigned unrolledTrips(const clang::ForStmt *loop,
                       const clang::DeclContext *kernel);

// Marks the work-group scans of `pieces` (and of the loops among them)
// whose region before, call and region after may run as one loop over the
// work-items, with the accessors to compare at run time (wg_fuse.cpp).
// `body`, `kernel`: the kernel's body and call operator. After
// assignSlots: a call whose extra arguments read slots is not fused.
void markFusedScans(const std::vector<WgPiece> &pieces, const clang::Stmt *body,
                    const clang::DeclContext *kernel,
                    std::vector<model::WgGroupCall> &calls);

// Of `declared` (the variables declared at the top of a kernel's regions,
// in declaration order), those whose every use can evaluate the
// initializer again: each with the variables of `declared` it names,
// themselves recomputable (wg_recompute.cpp). `loopVars`: the variables of
// loops holding a barrier; `item`: the kernel's nd_item parameter.
std::map<const clang::VarDecl *, std::set<const clang::VarDecl *>>
recomputableVars(const std::vector<const clang::VarDecl *> &declared,
                 const std::set<const clang::VarDecl *> &loopVars,
                 const clang::ParmVarDecl *item, const clang::Stmt *body,
                 const clang::ASTContext &ctx);

} // namespace syclfg::frontend
