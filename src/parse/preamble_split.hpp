// Where a shared preamble can be split into a chain of precompiled headers,
// each built on the one before: each build then holds only its part of the
// headers' parse, so its peak memory is lower than that of one PCH of all
// of them (see preamble_chain.hpp). No Clang here: text scanning and the
// choice of the stages, unit-tested.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace syclfg::parse {

// The `#include <...>` lines a header starts with, when it starts with
// nothing else: comments and blank lines, then `#pragma once` or an
// include guard's `#ifndef G` / `#define G`, then those lines (comments and
// blank lines among them). Empty when the header has another shape. A
// preamble line including such a header may be preceded by these lines
// ("hoisted"); whether that changes nothing is checked by preprocessing.
std::vector<std::string> leadingIncludes(std::string_view header);

// The lines of `header` (one directive per line, as cutPreamble writes it)
// with the line at each index of `hoisted` preceded by the lines given for
// it: the flattened preamble whose lines the stages are cut from.
struct HoistedLines {
  std::size_t line;                // index in the preamble's lines
  std::vector<std::string> before; // the lines to put before it
};
std::vector<std::string> splitLines(std::string_view header);
std::vector<std::string> flatten(const std::vector<std::string> &lines,
                                 const std::vector<HoistedLines> &hoisted);

// A line of the flattened preamble as the stage choice sees it.
struct WeighedLine {
  std::size_t weight;  // what its build costs: the tokens its include lexes
  std::string library; // the include directory its header was found in
};

// The first line of each stage (the first is always 0): as many stages as
// possible up to `maxStages`, each of at least `minWeight`, cut where the
// heaviest stage is lightest, the last stage counting double (it also
// instantiates the templates the whole preamble left pending). When the
// lines come from several libraries, the first stage ends where the
// library changes (measured: a cut inside the standard library leaves the
// later stages deserializing more of it). {0} (one PCH) when the lines
// weigh too little for two stages.
std::vector<std::size_t> chooseStages(const std::vector<WeighedLine> &lines,
                                      std::size_t maxStages,
                                      std::size_t minWeight);

// The text of stage `stage` (0-based) of `lines` cut at `starts`.
std::string stageText(const std::vector<std::string> &lines,
                      const std::vector<std::size_t> &starts,
                      std::size_t stage);

} // namespace syclfg::parse
