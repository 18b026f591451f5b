#include "io/atomic_write.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {
std::string read(const fs::path &p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}
// The error's message ("" for success), consuming it.
std::string message(llvm::Error error) {
  return error ? llvm::toString(std::move(error)) : std::string();
}
fs::path freshDir() {
  fs::path dir =
      fs::temp_directory_path() / ("syclfg-unit-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}
} // namespace

TEST_CASE("writes all files, leaves no temporaries") {
  fs::path dir = freshDir();
  REQUIRE(message(syclfg::io::writeAll({{(dir / "a").string(), "A"},
                                        {(dir / "b").string(), "B"}})) == "");
  CHECK(read(dir / "a") == "A");
  CHECK(read(dir / "b") == "B");
  CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) ==
        2);
  fs::remove_all(dir);
}

TEST_CASE("an unchanged file keeps its timestamp") {
  fs::path dir = freshDir();
  REQUIRE(message(syclfg::io::writeAll({{(dir / "a").string(), "A"}})) == "");
  auto before = fs::last_write_time(dir / "a");
  fs::last_write_time(dir / "a", before - std::chrono::hours(1));
  auto old = fs::last_write_time(dir / "a");
  REQUIRE(message(syclfg::io::writeAll({{(dir / "a").string(), "A"}})) == "");
  CHECK(fs::last_write_time(dir / "a") == old);
  fs::remove_all(dir);
}

TEST_CASE("a failure writes nothing and names the file") {
  fs::path dir = freshDir();
  REQUIRE(message(syclfg::io::writeAll({{(dir / "a").string(), "old"}})) == "");
  const std::string error =
      message(syclfg::io::writeAll({{(dir / "a").string(), "new"},
                                    {(dir / "missing" / "b").string(), "B"}}));
  CHECK(error.find("missing") != std::string::npos);
  CHECK(read(dir / "a") == "old");
  CHECK(std::distance(fs::directory_iterator(dir), fs::directory_iterator()) ==
        1);
  fs::remove_all(dir);
}
