// The work-group renderer on hand-built models: a slot variable and a
// recomputed one (issue 22), compared whole with tests/unit/expected/.
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
  model::WgKernel k;
  k.compiled = true;
  k.dims = 1;
  k.itemName = "it";
  k.paramsEnd = static_cast<unsigned>(t.find(") {"));
  k.body = spanOf(t, "\nconst int l", 1);
  k.body.end = static_cast<unsigned>(t.find("});"));
  k.bodyEndLine = 5;
  k.bodyEndColumn = 1;
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

} // namespace

TEST_CASE("work-group source: a recomputed variable is declared again where "
          "it is read, a slot variable is loaded") {
  checkExpectedText(render::renderWorkGroupSource(twoRegions(), "k.cpp"),
                    "wg_recomputed.wg");
}
