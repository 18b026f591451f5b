// Plain description of the nd_range kernels sycl-footergen compiles into
// work-group loops (issue 22: one loop over a group's work-items per stretch
// of the kernel between barriers). Written by frontend/wg_collect, read by
// render/wg_source; included by model.hpp only. No Clang types.
#pragma once

#include "diag/diagnostic.hpp"

#include <string>
#include <utility>
#include <vector>

namespace syclfg::model {

// A stretch of the main file: byte offsets [begin, end), and the line and
// column of `begin` (for the #line directives that keep naming the user's
// source).
struct TextSpan {
  unsigned begin = 0, end = 0;
  unsigned line = 0, column = 0;
};

// How a slot variable's declaration initializes it.
enum class WgInit { None, Copy, Paren, Brace };

// A private variable that lives across a barrier: one element per
// work-item (compiled_group::slots), or recomputed.
struct WgSlot {
  std::string name;
  std::string type; // unqualified, spelled from "::"
  bool isConst = false;
  // Its address is never taken (a scalar, not named by '&'): each region
  // works on a local copy written back to the slot at its end, which the
  // host compiler keeps in a register; else regions use a reference to the
  // slot (and the declaration becomes one).
  bool byValue = false;
  // No storage: its initializer follows from the work-item alone and the
  // variable never changes, so each region (or loop header) naming it
  // declares it again with the initializer as written (`init`, in `form`;
  // its line for #line). Its declaring region keeps the declaration.
  bool recomputed = false;
  bool isConstexpr = false;
  WgInit form = WgInit::None;
  TextSpan init;
};

// The declaration statement of a slot variable in its region, replaced by
// a reference to the work-item's slot.
struct WgSlotDecl {
  TextSpan stmt; // the whole declaration statement, ';' included
  unsigned slot = 0;
  WgInit form = WgInit::None;
  TextSpan init; // Copy: the expression; Paren/Brace: with delimiters
};

// A group function (SYCL 2020 4.17.3-4.17.4) standing where a barrier
// may: the region before it stores each work-item's value (and evaluates
// the group argument), the call runs once over the group's values, the
// region after reads each work-item's result where the call was written.
struct WgGroupCall {
  std::string function;         // "reduce_over_group", ...
  bool subGroup = false;        // over the work-item\'s sub-group
  std::string valueType;        // of the work-item's value, spelled from "::"
  std::string resultType;       // of the call
  TextSpan call;                // the whole call
  TextSpan group, value;        // its first two arguments
  std::vector<TextSpan> extras; // the others, evaluated once per group
  // Over a sub-group, with other arguments that name the work-item's
  // variables (`group_broadcast(sg, x, sg.get_group_linear_id() % 2)`): they
  // may differ between sub-groups, so the call runs once per sub-group,
  // with that sub-group's first work-item's variables.
  bool perSubGroup = false;
  // A work-group scan whose region before, call and region after may run
  // as one loop over the work-items, each work-item's step after the one
  // before (frontend/wg_fuse.cpp): when every pair of captured accessors
  // in `apart` (read before the call, written after it) reaches no common
  // element at run time; as three loops otherwise.
  bool fused = false;
  std::vector<std::pair<std::string, std::string>> apart;
};

// A tile loop with a constant trip count that stays inside the loop over
// the work-items, unrolled (frontend/wg_hoist.cpp): the offset of its
// `for` in the main file and its number of iterations.
struct WgUnroll {
  unsigned at = 0;
  unsigned count = 0;
};

// Statements between two barriers, run for each work-item in turn.
struct WgRegion {
  TextSpan text;
  std::vector<WgSlotDecl> decls; // in text order
  std::vector<unsigned> uses;    // slots declared in other regions
  std::vector<WgUnroll> unrolls; // in text order
  // The group call whose value this region stores last, or -1.
  int stores = -1;
  // The group call written in this region's first statement, replaced by
  // the work-item's result, or -1.
  int reads = -1;
  // `text` is an expression (a for loop's init or increment), rendered
  // as a statement.
  bool expression = false;
};

// A region, a loop holding a barrier (uniform across the group, so it
// runs once per group around the loops over work-items), or a group call.
// A for loop whose variables may differ between work-items (`for (int j =
// lid; j < n; j += size)`) runs per item: its init is a region before the
// node, its increment the last region of its body, and only its condition,
// the same for all work-items by SYCL's rules, runs once per group.
//
// A loop around a sub-group operation need only be uniform across each
// sub-group (and every loop inside it then): unless its header is the same
// for the whole group by its text, it runs masked. Each work-item evaluates
// the condition into its element of mask `mask` (compiled_group::slots)
// before each trip, the loop runs while any work-item's holds, each stretch
// inside it skips the work-items whose mask is off, and a sub-group
// function there runs per sub-group, skipping the sub-groups that are off.
struct WgNode {
  bool isLoop = false;
  bool perItem = false; // isLoop: header is the condition alone
  int mask = -1;        // perItem: masked, with this mask
  int groupCall = -1;   // >= 0: this node runs that group call
  // A masked while loop or if whose condition is a group call (`while
  // (any_of_group(sg, i < n))`): that call's index. Before each trip each
  // work-item stores the call's value, the call runs (per sub-group, as
  // its masked loop's calls do), and each work-item's mask takes its
  // result.
  int conditionCall = -1;
  // A masked if (`if (any_of_group(sg, c)) { ...; barrier(sg); }`): its
  // body runs once, for the work-items whose condition holds.
  bool branch = false;
  WgRegion region;                  // a region
  TextSpan header;                  // isLoop: "for (...)" / "while (...)"
  std::vector<unsigned> headerUses; // slots the header or the group call's
                                    // extra arguments read (work-item 0)
  std::vector<WgNode> body;         // isLoop
};

struct WgKernel {
  diag::Location location;
  std::string displayName;
  bool compiled = false;
  std::string reason; // why it keeps running on fibers (!compiled)
  // What follows is set when compiled.
  int dims = 1;
  std::string itemName;   // the nd_item parameter's name ("" if unnamed)
  unsigned paramsEnd = 0; // offset of the ')' closing the parameters
  TextSpan body;          // between the body's braces
  unsigned bodyEndLine = 0, bodyEndColumn = 0; // of the closing brace
  std::vector<WgSlot> slots;
  std::vector<WgGroupCall> groupCalls;
  std::vector<WgNode> nodes;
  int masks = 0; // masked loops (WgNode::mask)
};

// A quoted #include of the main file that names a file next to it.
struct WgInclude {
  unsigned begin = 0, end = 0; // the name between the quotes
  std::string path;            // as written
};

struct WorkGroups {
  std::string mainText;            // the main file, when a kernel is compiled
  std::vector<WgInclude> includes; // when a kernel is compiled
  std::vector<WgKernel> kernels;   // every nd_range kernel, source order
};

} // namespace syclfg::model
