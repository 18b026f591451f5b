// The work-group renderer on hand-built models: a slot variable and a
// recomputed one, a fused scan and its report line, a tile loop unrolled
// inside the work-item loop (issue 22), compared
// whole with tests/unit/expected/.
#include "expected_text.hpp"
#include "render/wg_source.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;
using syclfg::test::checkExpectedText;

namespace {

// `text`'s [begin, end) of the first occurrence of `part` at or after `from`.
model::TextSpan spanOf(const std::string &text, const std::string &part,
                       unsigned line, std::size_t from = 0) {
  const std::size_t at = text.find(part, from);
  REQUIRE(at != std::string::npos);
  model::TextSpan span;
  span.begin = static_cast<unsigned>(at);
  span.end = static_cast<unsigned>(at + part.size());
  span.line = line;
  span.column = 1;
  return span;
}

// A compiled 1-dimensional kernel `k([=](nd_item<1> it) {...});` of `t`,
// its body from `bodyStart` to the "});" on line `endLine`.
model::WgKernel compiledKernel(const std::string &t,
                               const std::string &bodyStart, unsigned endLine) {
  model::WgKernel k;
  k.compiled = true;
  k.dims = 1;
  k.itemName = "it";
  k.paramsEnd = static_cast<unsigned>(t.find(") {"));
  k.body = spanOf(t, bodyStart, 1);
  k.body.end = static_cast<unsigned>(t.find("});"));
  k.bodyEndLine = endLine;
  k.bodyEndColumn = 1;
  return k;
}

// A private int copied in and out of its slot.
model::WgSlot intSlot(const std::string &name) {
  model::WgSlot slot;
  slot.name = name;
  slot.type = "int";
  slot.byValue = true;
  return slot;
}

// A region of `part` of `t` (on `line`) reading slot 0.
model::WgNode regionReadingSlot0(const std::string &t, const std::string &part,
                                 unsigned line) {
  model::WgNode node;
  node.region.text = spanOf(t, part, line);
  node.region.uses = {0};
  return node;
}

// kernel body: "const int l = it.get_local_id(0); float s = 1; barrier;
// o[l] = s;" with l recomputed and s in a slot.
model::WorkGroups twoRegions() {
  model::WorkGroups groups;
  groups.mainText = "k([=](nd_item<1> it) {\n"
                    "const int l = it.get_local_id(0); float s = 1;\n"
                    "barrier();\n"
                    "o[l] = s;\n"
                    "});\n";
  const std::string &t = groups.mainText;
  model::WgKernel k = compiledKernel(t, "\nconst int l", 5);
  model::WgSlot l;
  l.name = "l";
  l.type = "int";
  l.isConst = l.byValue = l.recomputed = true;
  l.form = model::WgInit::Copy;
  l.init = spanOf(t, "it.get_local_id(0)", 2);
  model::WgSlot s;
  s.name = "s";
  s.type = "float";
  s.byValue = true;
  k.slots = {l, s};
  model::WgNode first, second;
  first.region.text = spanOf(t, "const int l", 2);
  first.region.text.end = static_cast<unsigned>(t.find("barrier"));
  first.region.decls = {{spanOf(t, "const int l = it.get_local_id(0);", 2), 0,
                         model::WgInit::Copy, l.init},
                        {spanOf(t, "float s = 1;", 2), 1, model::WgInit::Copy,
                         spanOf(t, "1;", 2)}};
  second.region.text = spanOf(t, "o[l] = s;", 4);
  second.region.uses = {0, 1};
  k.nodes = {first, second};
  groups.kernels.push_back(k);
  return groups;
}

// kernel body: "const int v = inclusive_scan_over_group(g, s[i], op);
// d[i] = v;" with the scan fused, s and d compared at run time.
model::WorkGroups fusedScan() {
  model::WorkGroups groups;
  groups.mainText = "k([=](nd_item<1> it) {\n"
                    "const int v = inclusive_scan_over_group(g, s[i], op);\n"
                    "d[i] = v;\n"
                    "});\n";
  const std::string &t = groups.mainText;
  model::WgKernel k = compiledKernel(t, "\nconst int v", 4);
  model::WgGroupCall call;
  call.function = "inclusive_scan_over_group";
  call.valueType = call.resultType = "int";
  call.call = spanOf(t, "inclusive_scan_over_group(g, s[i], op)", 2);
  call.group = spanOf(t, "g,", 2);
  call.group.end -= 1;
  call.value = spanOf(t, "s[i]", 2);
  call.extras = {spanOf(t, "op)", 2)};
  call.extras[0].end -= 1;
  call.fused = true;
  call.apart = {{"s", "d"}};
  k.groupCalls = {call};
  model::WgNode before, scan, after;
  before.region.text = spanOf(t, "const int v", 2);
  before.region.text.end = before.region.text.begin;
  before.region.stores = 0;
  scan.groupCall = 0;
  after.region.text = spanOf(t, "const int v", 2);
  after.region.text.end = static_cast<unsigned>(t.find("});"));
  after.region.reads = 0;
  k.nodes = {before, scan, after};
  groups.kernels.push_back(k);
  return groups;
}

// kernel body: "float s = 0; for (int j = 0; j < 4; ++j) s += m[j];
// o[0] = s;": one region whose tile loop stays inside it, unrolled.
model::WorkGroups unrolledLoop() {
  model::WorkGroups groups;
  groups.mainText = "k([=](nd_item<1> it) {\n"
                    "float s = 0;\n"
                    "for (int j = 0; j < 4; ++j) s += m[j];\n"
                    "o[0] = s;\n"
                    "});\n";
  const std::string &t = groups.mainText;
  model::WgKernel k = compiledKernel(t, "\nfloat s", 5);
  model::WgNode region;
  region.region.text = spanOf(t, "float s", 2);
  region.region.text.end = static_cast<unsigned>(t.find("});"));
  region.region.unrolls = {{static_cast<unsigned>(t.find("for (")), 4}};
  k.nodes = {region};
  groups.kernels.push_back(k);
  return groups;
}

// kernel body: "for (int j = s; j < n; j += 8) { o[j] = j; barrier(); }"
// with j different per work-item: the init a region, the condition a
// while loop's, the increment the body's last region, as a statement.
model::WorkGroups perItemLoop() {
  model::WorkGroups groups;
  groups.mainText = "k([=](nd_item<1> it) {\n"
                    "for (int j = s; j < n; j += 8) {\n"
                    "o[j] = j;\n"
                    "barrier();\n"
                    "}\n"
                    "});\n";
  const std::string &t = groups.mainText;
  model::WgKernel k = compiledKernel(t, "\nfor (", 6);
  k.slots = {intSlot("j")};
  model::WgNode init, loop;
  init.region.text = spanOf(t, "int j = s;", 2);
  init.region.decls = {
      {init.region.text, 0, model::WgInit::Copy, spanOf(t, "s;", 2)}};
  init.region.decls[0].init.end -= 1;
  loop.isLoop = loop.perItem = true;
  loop.header = spanOf(t, "j < n", 2);
  loop.headerUses = {0};
  model::WgNode inc = regionReadingSlot0(t, "j += 8", 2);
  inc.region.expression = true;
  loop.body = {regionReadingSlot0(t, "o[j] = j;", 3), inc};
  k.nodes = {init, loop};
  groups.kernels.push_back(k);
  return groups;
}

// kernel body: "while (j < n) { o[j] = j; barrier(sg); j += 8; }" around a
// sub-group barrier, masked: the condition per work-item into mask 0
// before each trip, each stretch skipping the work-items that are done.
model::WorkGroups maskedLoop() {
  model::WorkGroups groups;
  groups.mainText = "k([=](nd_item<1> it) {\n"
                    "while (j < n) {\n"
                    "o[j] = j;\n"
                    "barrier(sg);\n"
                    "j += 8;\n"
                    "}\n"
                    "});\n";
  const std::string &t = groups.mainText;
  model::WgKernel k = compiledKernel(t, "\nwhile (", 7);
  k.slots = {intSlot("j")};
  k.masks = 1;
  model::WgNode loop;
  loop.isLoop = loop.perItem = true;
  loop.mask = 0;
  loop.header = spanOf(t, "j < n", 2);
  loop.headerUses = {0};
  loop.body = {regionReadingSlot0(t, "o[j] = j;", 3),
               regionReadingSlot0(t, "j += 8;", 5)};
  k.nodes = {loop};
  groups.kernels.push_back(k);
  return groups;
}

// kernel body: "if (any_of_group(sg, j < n)) { o[j] = j; barrier(sg); }"
// over a sub-group, masked: each work-item stores its value, the call runs
// per sub-group, each mask takes the work-item's result, the body runs
// once for the work-items whose mask is on.
model::WorkGroups maskedIf() {
  model::WorkGroups groups;
  groups.mainText = "k([=](nd_item<1> it) {\n"
                    "if (any_of_group(sg, j < n)) {\n"
                    "o[j] = j;\n"
                    "barrier(sg);\n"
                    "}\n"
                    "});\n";
  const std::string &t = groups.mainText;
  model::WgKernel k = compiledKernel(t, "\nif (", 6);
  k.slots = {intSlot("j")};
  k.masks = 1;
  model::WgGroupCall call;
  call.function = "any_of_group";
  call.subGroup = call.perSubGroup = true;
  call.valueType = call.resultType = "bool";
  call.call = spanOf(t, "any_of_group(sg, j < n)", 2);
  call.group = spanOf(t, "sg,", 2);
  call.group.end -= 1;
  call.value = spanOf(t, "j < n", 2);
  k.groupCalls = {call};
  model::WgNode branch;
  branch.isLoop = branch.perItem = branch.branch = true;
  branch.mask = branch.conditionCall = 0;
  branch.header = call.call;
  branch.headerUses = {0};
  branch.body = {regionReadingSlot0(t, "o[j] = j;", 3)};
  k.nodes = {branch};
  groups.kernels.push_back(k);
  return groups;
}

} // namespace

TEST_CASE("work-group source: an if around a sub-group operation whose "
          "condition is a group function runs masked, once") {
  checkExpectedText(render::renderWorkGroupSource(maskedIf(), "k.cpp"),
                    "wg_masked_if.wg");
}

TEST_CASE("work-group source: a loop around a sub-group operation whose "
          "trips may differ between sub-groups runs masked") {
  checkExpectedText(render::renderWorkGroupSource(maskedLoop(), "k.cpp"),
                    "wg_masked_loop.wg");
}

TEST_CASE("work-group source: a for loop whose variable differs per "
          "work-item runs its init and increment as regions, its condition "
          "once per group") {
  checkExpectedText(render::renderWorkGroupSource(perItemLoop(), "k.cpp"),
                    "wg_per_item_loop.wg");
}

TEST_CASE("work-group source: a tile loop kept inside the work-item loop is "
          "marked to be unrolled, the rest of its text as written") {
  checkExpectedText(render::renderWorkGroupSource(unrolledLoop(), "k.cpp"),
                    "wg_unrolled.wg");
}

TEST_CASE("work-group source: a fused scan runs the regions around it and "
          "one step per work-item in one loop where its accessors are apart, "
          "and the report names it") {
  const model::WorkGroups groups = fusedScan();
  checkExpectedText(render::renderWorkGroupSource(groups, "k.cpp"),
                    "wg_fused_scan.wg");
  CHECK(render::renderKernelReport(groups).find(
            "runs as work-group loops; scan at line 2 fused with the code "
            "around it (where accessors s and d do not overlap)") !=
        std::string::npos);
}

TEST_CASE("work-group source: a recomputed variable is declared again where "
          "it is read, a slot variable is loaded") {
  checkExpectedText(render::renderWorkGroupSource(twoRegions(), "k.cpp"),
                    "wg_recomputed.wg");
}
