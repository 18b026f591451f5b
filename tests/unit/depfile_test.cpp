#include "io/depfile.hpp"

#include <catch2/catch.hpp>

TEST_CASE("depfile: sorted, unique, escaped for Make and Ninja") {
  std::string d = syclfg::io::renderDepfile(
      "out/a b.footer.hpp",
      {"/src/z.hpp", "/src/a file.cpp", "/src/z.hpp", "/src/$x#.h"});
  CHECK(d ==
        "out/a\\ b.footer.hpp: \\\n  /src/$$x\\#.h \\\n  /src/a\\ file.cpp \\\n"
        "  /src/z.hpp\n");
}
