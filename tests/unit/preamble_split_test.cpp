#include "parse/preamble_split.hpp"

#include <catch2/catch.hpp>

using namespace syclfg::parse;
using Starts = std::vector<std::size_t>;

TEST_CASE("preamble split: leading includes of a pragma-once header") {
  CHECK(leadingIncludes("// about\n/* more\n   */\n#pragma once\n\n"
                        "// why\n#include <a>\n#  include <b/c.hpp> // x\n"
                        "#include \"local.hpp\"\n#include <d>\nint x;\n") ==
        std::vector<std::string>{"#include <a>", "#  include <b/c.hpp> // x"});
}

TEST_CASE("preamble split: leading includes inside an include guard") {
  CHECK(leadingIncludes("#ifndef G_H\n#define G_H 1\n#include <a>\n"
                        "#define M 2\n#include <b>\n#endif\n") ==
        std::vector<std::string>{"#include <a>"});
}

TEST_CASE("preamble split: headers of another shape hoist nothing") {
  CHECK(leadingIncludes("#include <a>\n#pragma once\n").empty());
  CHECK(
      leadingIncludes("#ifndef G\n#define H\n#include <a>\n#endif\n").empty());
  CHECK(
      leadingIncludes("#ifndef G\n#define GX\n#include <a>\n#endif\n").empty());
  CHECK(leadingIncludes("#pragma GCC system_header\n#include <a>\n").empty());
  CHECK(
      leadingIncludes("/* a */ int x;\n#pragma once\n#include <a>\n").empty());
  CHECK(leadingIncludes("#pragma once\nint x;\n#include <a>\n").empty());
}

TEST_CASE("preamble split: flatten puts hoisted lines before their line") {
  const std::vector<std::string> lines = splitLines("#define X\n#include <s>\n"
                                                    "#include <v>\n");
  REQUIRE(lines.size() == 3);
  CHECK(flatten(lines, {{1, {"#include <a>", "#include <b>"}}}) ==
        std::vector<std::string>{"#define X", "#include <a>", "#include <b>",
                                 "#include <s>", "#include <v>"});
  CHECK(stageText(lines, {0, 2}, 0) == "#define X\n#include <s>\n");
  CHECK(stageText(lines, {0, 2}, 1) == "#include <v>\n");
}

namespace {

// Lines of the given weights, all from one library unless `libraries`
// names each line's.
std::vector<WeighedLine> weighed(const std::vector<std::size_t> &weights,
                                 const std::string &libraries = "") {
  std::vector<WeighedLine> lines;
  for (std::size_t i = 0; i < weights.size(); ++i)
    lines.push_back(
        {weights[i], libraries.empty() ? "" : libraries.substr(i, 1)});
  return lines;
}

} // namespace

TEST_CASE("preamble split: stages balance the heaviest, the last counts "
          "double") {
  CHECK(chooseStages(weighed({5, 5, 5, 5, 5, 5}), 3, 1) == Starts{0, 2, 5});
  CHECK(chooseStages(weighed({4, 4, 4, 4, 4, 4}), 2, 1) == Starts{0, 4});
  // The heaviest is 9 whatever the cut: then the most even (9, 7, 2x2).
  CHECK(chooseStages(weighed({9, 1, 1, 1, 1, 1, 1, 1, 1, 1}), 3, 1) ==
        Starts{0, 1, 8});
  // Equal cuts: the first.
  CHECK(chooseStages(weighed({1, 1, 8, 2, 2}), 2, 1) == Starts{0, 3});
}

TEST_CASE("preamble split: the first stage ends where the library changes") {
  // Unconstrained, {0, 2, 4} is best (8, 8, 2x4).
  CHECK(chooseStages(weighed({4, 4, 4, 4, 2, 2}), 3, 1) == Starts{0, 2, 4});
  CHECK(chooseStages(weighed({4, 4, 4, 4, 2, 2}, "sssyyy"), 3, 1) ==
        Starts{0, 3, 5});
  CHECK(chooseStages(weighed({4, 4, 4, 4, 2, 2}, "sssysy"), 3, 1) ==
        Starts{0, 3, 5});
  // A library change late: the first stage is most of the lines.
  CHECK(chooseStages(weighed({4, 4, 4, 4, 2, 2}, "ssssss"), 2, 1) ==
        Starts{0, 4});
}

TEST_CASE("preamble split: too light for a chain gives one stage") {
  CHECK(chooseStages(weighed({5, 5, 5}), 3, 20) == Starts{0});
  CHECK(chooseStages({}, 3, 1) == Starts{0});
  CHECK(chooseStages(weighed({30}), 3, 1) == Starts{0});
  // Two stages of at least 10 fit, three do not.
  CHECK(chooseStages(weighed({6, 6, 6, 6}), 3, 10) == Starts{0, 2});
  // A stage of nothing but zero-weight lines is never made.
  CHECK(chooseStages(weighed({0, 0, 10}), 3, 1) == Starts{0});
  // Only one library change, too early for a first stage of 10.
  CHECK(chooseStages(weighed({6, 6, 6, 6}, "sxxx"), 2, 10) == Starts{0});
}
