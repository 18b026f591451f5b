#include "parse/preamble_split.hpp"

#include "parse/preamble_cut.hpp"
#include "parse/preamble_text.hpp"

#include <limits>
#include <utility>

namespace syclfg::parse {
namespace {

// The directive of a `#` line without the `#` and its spaces; "" otherwise.
std::string_view directiveOf(std::string_view line) {
  if (line.empty() || line.front() != '#')
    return {};
  return trimBlanks(line.substr(1));
}

// Reads the next line of `text` at `pos` that is not blank nor a comment
// ("" at the end, or "?" for a block comment blockCommentEnd refuses).
std::string_view nextLine(std::string_view text, std::size_t &pos) {
  while (pos < text.size()) {
    const std::size_t start = pos;
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos)
      end = text.size();
    std::string_view line = trimBlanks(text.substr(pos, end - pos));
    pos = end + 1;
    if (line.substr(0, 2) == "/*") {
      const std::size_t lineEnd = blockCommentEnd(text, text.find("/*", start));
      if (lineEnd == std::string_view::npos)
        return "?";
      pos = lineEnd + 1;
      continue;
    }
    if (!line.empty() && line.substr(0, 2) != "//")
      return line;
  }
  return {};
}

std::string_view firstWord(std::string_view text) {
  return text.substr(0, text.find_first_of(" \t"));
}

bool isAngleIncludeLine(std::string_view line) {
  const std::string_view directive = directiveOf(line);
  return directive.substr(0, 7) == "include" &&
         trimBlanks(directive.substr(7)).substr(0, 1) == "<";
}

// Skips `#pragma once` or `#ifndef G` + `#define G`; false for other text.
bool skipGuard(std::string_view text, std::size_t &pos) {
  const std::string_view first = directiveOf(nextLine(text, pos));
  if (first.substr(0, 6) == "pragma")
    return trimBlanks(first.substr(6)) == "once";
  if (first.substr(0, 6) != "ifndef")
    return false;
  const std::string_view guard = trimBlanks(first.substr(6));
  const std::string_view second = directiveOf(nextLine(text, pos));
  if (second.substr(0, 6) != "define")
    return false;
  return !guard.empty() && firstWord(trimBlanks(second.substr(6))) == guard;
}

} // namespace

std::vector<std::string> leadingIncludes(std::string_view header) {
  std::size_t pos = 0;
  if (!skipGuard(header, pos))
    return {};
  std::vector<std::string> includes;
  // cutPreamble keeps the leading directives it can share: of those, the
  // run of angle includes (a #define would move with them).
  for (const std::string &line :
       splitLines(cutPreamble(header.substr(pos)).header)) {
    if (!isAngleIncludeLine(line))
      break;
    includes.push_back(line);
  }
  return includes;
}

std::vector<std::string> splitLines(std::string_view header) {
  std::vector<std::string> lines;
  std::size_t pos = 0;
  while (pos < header.size()) {
    std::size_t end = header.find('\n', pos);
    if (end == std::string_view::npos)
      end = header.size();
    lines.emplace_back(header.substr(pos, end - pos));
    pos = end + 1;
  }
  return lines;
}

std::vector<std::string> flatten(const std::vector<std::string> &lines,
                                 const std::vector<HoistedLines> &hoisted) {
  std::vector<std::string> flat;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    for (const HoistedLines &h : hoisted)
      if (h.line == i)
        flat.insert(flat.end(), h.before.begin(), h.before.end());
    flat.push_back(lines[i]);
  }
  return flat;
}

std::string stageText(const std::vector<std::string> &lines,
                      const std::vector<std::size_t> &starts,
                      std::size_t stage) {
  const std::size_t end =
      stage + 1 < starts.size() ? starts[stage + 1] : lines.size();
  std::string text;
  for (std::size_t i = starts[stage]; i < end; ++i)
    text.append(lines[i]).push_back('\n');
  return text;
}

namespace {

// A cut's score: its heaviest stage, then how unequal its stages are (the
// sum of their squares), both lower is better.
using Score = std::pair<std::size_t, unsigned long long>;

struct Search {
  const std::vector<std::size_t> &sums;   // prefix sums of the weights
  const std::vector<bool> &libraryStarts; // where the first stage may end
  std::size_t stages;
  std::size_t minWeight;
  std::vector<std::size_t> starts; // of the cut being tried
  std::vector<std::size_t> best;
  Score bestScore{std::numeric_limits<std::size_t>::max(), 0};

  std::size_t weight(std::size_t stage) const {
    const std::size_t end =
        stage + 1 < starts.size() ? starts[stage + 1] : sums.size() - 1;
    return sums[end] - sums[starts[stage]];
  }

  void score() {
    Score s{0, 0};
    for (std::size_t stage = 0; stage < starts.size(); ++stage) {
      std::size_t w = weight(stage);
      if (w < minWeight)
        return;
      if (stage + 1 == starts.size())
        w *= 2;
      s.first = std::max(s.first, w);
      s.second += static_cast<unsigned long long>(w) * w;
    }
    if (s < bestScore) {
      bestScore = s;
      best = starts;
    }
  }

  // Tries every start of the next stage after the last one (all cuts of a
  // preamble's few dozen lines into at most three stages).
  void extend() {
    if (starts.size() == stages) {
      score();
      return;
    }
    const std::size_t lines = sums.size() - 1;
    for (std::size_t start = starts.back() + 1; start < lines; ++start) {
      if (starts.size() == 1 && !libraryStarts[start])
        continue;
      starts.push_back(start);
      extend();
      starts.pop_back();
    }
  }
};

} // namespace

std::vector<std::size_t> chooseStages(const std::vector<WeighedLine> &lines,
                                      std::size_t maxStages,
                                      std::size_t minWeight) {
  std::vector<std::size_t> sums{0};
  std::vector<bool> libraryStarts(lines.size(), false);
  bool anyChange = false;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    sums.push_back(sums.back() + lines[i].weight);
    libraryStarts[i] = i > 0 && lines[i].library != lines[i - 1].library;
    anyChange = anyChange || libraryStarts[i];
  }
  if (!anyChange)
    libraryStarts.assign(lines.size(), true);
  for (std::size_t stages = maxStages; stages >= 2; --stages) {
    Search search{sums,   libraryStarts,
                  stages, std::max<std::size_t>(minWeight, 1),
                  {0},    {}};
    if (!lines.empty())
      search.extend();
    if (!search.best.empty())
      return search.best;
  }
  return {0};
}

} // namespace syclfg::parse
