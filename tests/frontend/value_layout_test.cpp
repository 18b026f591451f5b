// Specialization constants' value types as Clang lays them out (x86-64
// Itanium ABI): size, scalar leaves with their offsetof designators, and the
// default value's bytes.
#include "collect_code.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;
using test::collectCode;
using test::objectNamed;

namespace {

model::ValueLayout layoutOf(const std::string &code, const std::string &name) {
  model::TranslationUnit tu =
      collectCode(std::string(test::kSpecTemplate) + code);
  const model::ValueLayout *layout = model::valueLayout(objectNamed(tu, name));
  REQUIRE(layout != nullptr);
  return *layout;
}

} // namespace

// Found by argument-dependent lookup from std::vector's comparison.
namespace syclfg::model {
static bool operator==(const Leaf &a, const Leaf &b) {
  return a.offset == b.offset && a.size == b.size &&
         a.designator == b.designator;
}
} // namespace syclfg::model

namespace Catch {
template <> struct StringMaker<model::Leaf> {
  static std::string convert(const model::Leaf &l) {
    return "{" + std::to_string(l.offset) + ", " + std::to_string(l.size) +
           ", \"" + l.designator + "\"}";
  }
};
} // namespace Catch

TEST_CASE("value layout: a scalar") {
  model::ValueLayout l = layoutOf("constexpr spec<int> v{0x01020304};", "v");
  CHECK(l.size == 4);
  CHECK(l.leaves == std::vector<model::Leaf>{{0, 4, ""}});
  CHECK(l.defaultValue == std::vector<unsigned char>{4, 3, 2, 1});
}

TEST_CASE("value layout: padding is skipped, members are designated") {
  model::ValueLayout l = layoutOf(R"(
struct P { char c; int i; short s[2]; };
constexpr spec<P> v{P{'a', 7, {1, 2}}};
)",
                                  "v");
  CHECK(l.size == 12);
  CHECK(l.leaves ==
        std::vector<model::Leaf>{
            {0, 1, "c"}, {4, 4, "i"}, {8, 2, "s[0]"}, {10, 2, "s[1]"}});
  CHECK(l.defaultValue ==
        std::vector<unsigned char>{'a', 0, 0, 0, 7, 0, 0, 0, 1, 0, 2, 0});
}

TEST_CASE("value layout: bases first; not standard layout, no designators") {
  model::ValueLayout l = layoutOf(R"(
struct B { int b; };
struct D : B { double d; };
constexpr spec<D> v{D{{5}, 0.5}};
)",
                                  "v");
  CHECK(l.size == 16);
  CHECK(l.leaves == std::vector<model::Leaf>{{0, 4, ""}, {8, 8, ""}});
  REQUIRE(l.defaultValue.size() == 16);
  CHECK(l.defaultValue[0] == 5);
  CHECK(l.defaultValue[15] == 0x3f); // 0.5 = 0x3fe0000000000000
  CHECK(l.defaultValue[14] == 0xe0);
}

TEST_CASE("value layout: a default that is not constant has no bytes") {
  model::ValueLayout l = layoutOf(R"(
int runtime();
const spec<int> v{runtime()};
)",
                                  "v");
  CHECK(l.size == 4);
  CHECK(l.defaultValue.empty());
}

TEST_CASE("value layout: a run of bit-fields is one leaf of whole bytes") {
  // a: bits 0-2, b: bits 3-7 (one byte); c shares the int's storage unit at
  // byte 1; d starts a new run after the zero-width bit-field.
  model::ValueLayout l = layoutOf(R"(
struct Bits { int a : 3; int b : 5; char c; int : 0; unsigned d : 9; };
constexpr spec<Bits> v{Bits{1, 2, 'x', 0x101}};
)",
                                  "v");
  CHECK(l.size == 8);
  CHECK(l.leaves ==
        std::vector<model::Leaf>{{0, 1, ""}, {1, 1, "c"}, {4, 2, ""}});
  CHECK(l.defaultValue ==
        std::vector<unsigned char>{0x11, 'x', 0, 0, 0x01, 0x01, 0, 0});
}
