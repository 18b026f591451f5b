#include "driver/shell_words.hpp"

#include "util/error.hpp"

namespace syclfg::driver {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Inside "...": a backslash escapes only these.
bool escapableInDoubleQuotes(char c) {
  return c == '"' || c == '\\' || c == '$' || c == '`' || c == '\n';
}

} // namespace

llvm::Expected<std::vector<std::string>>
splitShellWords(const std::string &command) {
  std::vector<std::string> words;
  std::string word;
  bool inWord = false;
  for (std::size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (isBlank(c)) {
      if (inWord)
        words.push_back(std::move(word));
      word.clear();
      inWord = false;
      continue;
    }
    inWord = true;
    if (c == '\\') {
      if (++i == command.size())
        return util::inputError("the command ends in a lone backslash");
      word += command[i];
    } else if (c == '\'') {
      const std::size_t end = command.find('\'', i + 1);
      if (end == std::string::npos)
        return util::inputError("the command has an unbalanced ' quote");
      word.append(command, i + 1, end - i - 1);
      i = end;
    } else if (c == '"') {
      for (++i;; ++i) {
        if (i >= command.size())
          return util::inputError("the command has an unbalanced \" quote");
        if (command[i] == '"')
          break;
        if (command[i] == '\\' && i + 1 < command.size() &&
            escapableInDoubleQuotes(command[i + 1]))
          ++i;
        word += command[i];
      }
    } else {
      word += c;
    }
  }
  if (inWord)
    words.push_back(std::move(word));
  return words;
}

} // namespace syclfg::driver
