// Whole-output comparison for the render tests: a rendered text must equal
// its expectation file in tests/unit/expected/ byte for byte, so any change
// of a template or a renderer shows up as a reviewable diff.
#pragma once

#include <string>

namespace syclfg::test {

// Fails the current test unless `actual` equals tests/unit/expected/<name>.
// On a difference (or a missing file) the actual text is written to
// <build>/tests/unit-actual/<name> and the failure names both files: review
// the diff, then copy the actual file over the expectation if it is right.
void checkExpectedText(const std::string &actual, const std::string &name);

} // namespace syclfg::test
