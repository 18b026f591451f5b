#include "util/unique_prefix.hpp"

#include <llvm/ADT/StringRef.h>
#include <llvm/Support/xxhash.h>

#include <cctype>
#include <cstdio>

namespace syclfg::util {
namespace {

bool takesValue(llvm::StringRef arg) {
  return arg == "-o" || arg == "-MF" || arg == "-MT" || arg == "-MQ";
}

bool irrelevantToParse(llvm::StringRef arg) {
  return arg == "-c" || arg.starts_with("-W") || arg.starts_with("-g") ||
         arg.starts_with("-M") || arg.starts_with("-o") ||
         arg.starts_with("-fdiagnostics") || arg.starts_with("-fcolor");
}

} // namespace

std::string defaultUniquePrefix(const std::string &absoluteSource,
                                const std::vector<std::string> &compileArgs) {
  std::string key = absoluteSource;
  key.push_back('\0');
  for (std::size_t i = 0; i < compileArgs.size(); ++i) {
    llvm::StringRef arg = compileArgs[i];
    if (takesValue(arg)) {
      ++i;
      continue;
    }
    if (irrelevantToParse(arg))
      continue;
    key += compileArgs[i];
    key.push_back('\0');
  }
  uint64_t hash = llvm::xxh3_64bits(llvm::StringRef(key));
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx",
                static_cast<unsigned long long>(hash));
  return std::string("uid") + hex;
}

bool isValidPrefix(const std::string &prefix) {
  if (prefix.empty())
    return false;
  for (char c : prefix)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_'))
      return false;
  return true;
}

} // namespace syclfg::util
