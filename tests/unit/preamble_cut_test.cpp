#include "parse/preamble_cut.hpp"

#include <catch2/catch.hpp>

using syclfg::parse::cutPreamble;

TEST_CASE("preamble: leading angle includes and macros, comments skipped") {
  const std::string source = "// license\n"
                             "/* block\n   comment */\n"
                             "#define SYCL_FLAG 1\n"
                             "#include <sycl/sycl.hpp>\n"
                             "\n"
                             "#  include <vector> // why\n"
                             "#include \"local.hpp\"\n"
                             "#include <map>\n";
  const auto cut = cutPreamble(source);
  CHECK(cut.header == "#define SYCL_FLAG 1\n#include <sycl/sycl.hpp>\n"
                      "#  include <vector> // why\n");
  CHECK(source.substr(cut.bytes, 8) == "#include");
  CHECK(source.substr(cut.bytes).rfind("#include \"local.hpp\"", 0) == 0);
}

TEST_CASE("preamble: the cut ends where code or a conditional starts") {
  CHECK(cutPreamble("#include <a>\n#if X\n#include <b>\n#endif\n").header ==
        "#include <a>\n");
  CHECK(cutPreamble("#include <a>\nint x;\n#include <b>\n").bytes == 13);
  CHECK(cutPreamble("#include <a>\r\n#include <b>\r\nint x;\n").header ==
        "#include <a>\n#include <b>\n");
}

TEST_CASE("preamble: nothing to share") {
  CHECK(cutPreamble("").bytes == 0);
  CHECK(cutPreamble("#define A 1\nint x;\n").bytes == 0); // no include
  CHECK(cutPreamble("#include \"a.hpp\"\n#include <b>\n").bytes == 0);
  CHECK(cutPreamble("#include <a>").bytes == 0); // no newline: no line start
  CHECK(cutPreamble("#define A \\\n 1\n#include <a>\n").bytes == 0);
  CHECK(cutPreamble("/* open\n#include <a>\n").bytes == 0);
  CHECK(cutPreamble("// continued \\\n#include <a>\n").bytes == 0);
  CHECK(cutPreamble("/* c */ int x;\n#include <a>\n").bytes == 0);
}
