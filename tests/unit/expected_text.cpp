#include "expected_text.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <optional>
#include <sstream>

namespace syclfg::test {
namespace {

std::optional<std::string> readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

} // namespace

void checkExpectedText(const std::string &actual, const std::string &name) {
  const std::string expectedPath = SYCLFG_UNIT_EXPECTED_DIR "/" + name;
  const std::string actualPath = SYCLFG_UNIT_ACTUAL_DIR "/" + name;
  std::optional<std::string> expected = readFile(expectedPath);
  if (expected && *expected == actual) {
    SUCCEED(name);
    return;
  }
  std::ofstream(actualPath, std::ios::binary) << actual;
  if (!expected)
    FAIL_CHECK("no expectation " << expectedPath << "; the output is in "
                                 << actualPath);
  else
    FAIL_CHECK(name << " differs from its expectation:\n  diff -u "
                    << expectedPath << " " << actualPath << "\nactual:\n"
                    << actual);
}

} // namespace syclfg::test
