#include "driver/relocate.hpp"
#include "io/base_dir.hpp"

#include <catch2/catch.hpp>

using syclfg::io::BaseDir;

TEST_CASE("base dir: paths under it are written relative, others as they are") {
  const BaseDir base("/work/one/");
  CHECK(base.contains("/work/one"));
  CHECK(base.contains("/work/one/src/a.cpp"));
  CHECK_FALSE(base.contains("/work/onex/a.cpp"));
  CHECK_FALSE(base.contains("/usr/include/stdio.h"));

  CHECK(base.relativeFrom("/work/one/src/a.cpp",
                          "/work/one/build/app.syclfg/src") ==
        "../../../src/a.cpp");
  CHECK(base.relativeFrom("/work/one/build/a.footer.hpp", "/work/one/build") ==
        "a.footer.hpp");
  // Either side outside: the path stays absolute (it names the same file
  // from any checkout).
  CHECK(base.relativeFrom("/usr/include/stdio.h", "/work/one/build") ==
        "/usr/include/stdio.h");
  CHECK(base.relativeFrom("/work/one/src/a.cpp", "/tmp") ==
        "/work/one/src/a.cpp");

  CHECK(base.name("/work/one/src/a.cpp") == "src/a.cpp");
  CHECK(base.name("/opt/x.hpp") == "/opt/x.hpp");
  CHECK(base.strip("-I/work/one/include") == "-I"
                                             "include");
  CHECK(base.strip("-DX=/work/one/a:/work/one/b") == "-DX=a:b");
}

TEST_CASE("base dir: off by default, two checkouts give the same names") {
  const BaseDir off;
  CHECK_FALSE(off.contains("/work/one/a.cpp"));
  CHECK(off.relativeFrom("/work/one/a.cpp", "/work/one") == "/work/one/a.cpp");
  CHECK(off.strip("-I/work/one") == "-I/work/one");

  const BaseDir one("/home/alice/proj"), two("/ci/runner-7/checkout");
  CHECK(one.relativeFrom("/home/alice/proj/src/a.cpp",
                         "/home/alice/proj/build") ==
        two.relativeFrom("/ci/runner-7/checkout/src/a.cpp",
                         "/ci/runner-7/checkout/build"));
}

// A lambda kernel's name, as Clang prints it, holds the file's absolute
// path: under the base directory it must not make two checkouts' footers
// differ (tests/scale/bazel.sh found it: a sandbox path in each comment).
TEST_CASE("base dir: lambda kernel names in comments are relative") {
  auto displayed = [](const std::string &checkout) {
    syclfg::model::TranslationUnit tu;
    tu.kernels.emplace_back();
    tu.kernels.back().displayName =
        "(lambda at " + checkout + "/main.cpp:15:41)";
    tu.kernels.back().location.file = checkout + "/main.cpp";
    syclfg::driver::relocateLocations(tu, BaseDir(checkout));
    return tu.kernels.back().displayName;
  };
  CHECK(displayed("/home/alice/proj") == "(lambda at main.cpp:15:41)");
  CHECK(displayed("/ci/runner-7/checkout") == "(lambda at main.cpp:15:41)");
}
