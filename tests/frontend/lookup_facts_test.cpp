// The name-lookup facts the collector proves for each step of an object's
// path: the planner builds references and shims from these alone.
#include "collect_code.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;
using test::collectCode;
using test::objectNamed;

namespace {

model::TranslationUnit collectWith(const std::string &code) {
  return collectCode(std::string(test::kSpecTemplate) + code);
}

} // namespace

TEST_CASE("lookup facts: nothing hidden") {
  model::TranslationUnit tu = collectWith(R"(
namespace a { namespace b { global<int> v; } }
)");
  const model::Object &v = objectNamed(tu, "a::b::v");
  REQUIRE(v.scopes.size() == 2);
  for (const model::Step &s : v.scopes) {
    CHECK(s.kind == model::ScopeKind::Namespace);
    CHECK(s.qualifiedOk);
    CHECK(s.unqualifiedOk);
  }
  CHECK(v.name.qualifiedOk);
  CHECK(v.name.unqualifiedOk);
}

TEST_CASE("lookup facts: a namesake in the global namespace hides an "
          "unnamed namespace's object from ::") {
  model::TranslationUnit tu = collectWith(R"(
int v;
namespace { global<int> v; }
)");
  const model::Object &v = objectNamed(tu, "(anonymous namespace)::v");
  REQUIRE(v.scopes.size() == 1);
  CHECK(v.scopes[0].kind == model::ScopeKind::UnnamedNamespace);
  CHECK_FALSE(v.name.qualifiedOk);
  CHECK(v.name.unqualifiedOk);
  CHECK_FALSE(v.externallyVisible);
}

TEST_CASE("lookup facts: an inline namespace's namesake hides the outer "
          "object; the inner one is reached through its namespace") {
  model::TranslationUnit tu = collectWith(R"(
namespace Foo {
global<int> X;
inline namespace Bar { global<int> X; }
}
)");
  CHECK_FALSE(objectNamed(tu, "Foo::X").name.qualifiedOk);
  const model::Object &inner = objectNamed(tu, "Foo::Bar::X");
  CHECK(inner.scopes.at(1).kind == model::ScopeKind::InlineNamespace);
  CHECK(inner.name.qualifiedOk); // ::Foo::Bar::X
  CHECK(inner.name.unqualifiedOk);
}

TEST_CASE("lookup facts: a hidden namespace name") {
  model::TranslationUnit tu = collectWith(R"(
namespace { namespace n { global<int> v; } }
namespace n {}
)");
  const model::Object &v = objectNamed(tu, "(anonymous namespace)::n::v");
  REQUIRE(v.scopes.size() == 2);
  CHECK_FALSE(v.scopes[1].qualifiedOk);
  CHECK(v.scopes[1].unqualifiedOk);
  CHECK(v.name.qualifiedOk);
}

TEST_CASE("lookup facts: private members are marked non-public") {
  model::TranslationUnit tu = collectWith(R"(
class Holder {
  static global<int> hidden;
public:
  static global<int> shown;
};
global<int> Holder::hidden;
global<int> Holder::shown;
)");
  CHECK(objectNamed(tu, "Holder::hidden").nonPublic);
  CHECK_FALSE(objectNamed(tu, "Holder::shown").nonPublic);
  CHECK(objectNamed(tu, "Holder::shown").scopes.at(0).kind ==
        model::ScopeKind::Class);
}
