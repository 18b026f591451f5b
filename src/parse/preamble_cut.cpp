#include "parse/preamble_cut.hpp"

#include "parse/preamble_text.hpp"

namespace syclfg::parse {
namespace {

// `#include <name>`, optionally followed by a line comment.
bool isAngleInclude(std::string_view directive) {
  if (directive.substr(0, 7) != "include")
    return false;
  std::string_view rest = trimBlanks(directive.substr(7));
  const std::size_t close = rest.find('>');
  if (rest.empty() || rest.front() != '<' || close == std::string_view::npos)
    return false;
  std::string_view after = trimBlanks(rest.substr(close + 1));
  return after.empty() || after.substr(0, 2) == "//";
}

bool isMacroLine(std::string_view directive) {
  const std::string_view word =
      directive.substr(0, directive.find_first_of(" \t"));
  return (word == "define" || word == "undef") && directive.back() != '\\' &&
         directive.find("/*") == std::string_view::npos;
}

enum class LineKind { Skip, Include, Macro, Stop };

// What a trimmed, non-blank line is to the preamble.
LineKind classify(std::string_view text) {
  if (text.substr(0, 2) == "//")
    return text.back() == '\\' ? LineKind::Stop : LineKind::Skip;
  if (text.front() != '#')
    return LineKind::Stop;
  const std::string_view directive = trimBlanks(text.substr(1));
  if (directive.empty())
    return LineKind::Stop;
  if (isAngleInclude(directive))
    return LineKind::Include;
  return isMacroLine(directive) ? LineKind::Macro : LineKind::Stop;
}

} // namespace

PreambleCut cutPreamble(std::string_view source) {
  PreambleCut cut;
  bool anyInclude = false;
  std::size_t pos = 0;
  while (pos < source.size()) {
    std::size_t end = source.find('\n', pos);
    if (end == std::string_view::npos)
      break; // a last line without newline cannot end at a line start
    const std::string_view text = trimBlanks(source.substr(pos, end - pos));
    const std::size_t start = pos;
    pos = end + 1;
    if (text.empty())
      continue;
    if (text.substr(0, 2) == "/*") {
      end = blockCommentEnd(source, source.find("/*", start));
      if (end == std::string_view::npos)
        break;
      pos = end + 1;
      continue;
    }
    const LineKind kind = classify(text);
    if (kind == LineKind::Stop)
      break;
    if (kind == LineKind::Skip)
      continue;
    anyInclude = anyInclude || kind == LineKind::Include;
    cut.header.append(text).push_back('\n');
    cut.bytes = pos;
  }
  return anyInclude ? cut : PreambleCut{};
}

} // namespace syclfg::parse
