// How scopes, names and template arguments are spelled for the footer.
#include "collect_code.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;
using test::collectCode;
using test::objectNamed;

TEST_CASE("spelling: variable template arguments are written from ::, "
          "classes with their key (no hiding), enumerators by value") {
  model::TranslationUnit tu = collectCode(std::string(test::kSpecTemplate) + R"(
namespace ns { struct S {}; enum class E { A, B }; }
template <class T, ns::E e> global<int> vt;
auto &r = vt<ns::S, ns::E::B>;
)");
  REQUIRE(tu.objects.size() == 1);
  CHECK(tu.objects[0].name.spelling ==
        "vt<struct ::ns::S, static_cast<enum ::ns::E>(1ll)>");
}

TEST_CASE("spelling: a class template's static member") {
  model::TranslationUnit tu = collectCode(std::string(test::kSpecTemplate) + R"(
template <int N, class T> struct H { static inline global<T> m; };
auto &r = H<3, unsigned long>::m;
)");
  REQUIRE(tu.objects.size() == 1);
  const model::Object &m = tu.objects[0];
  REQUIRE(m.scopes.size() == 1);
  CHECK(m.scopes[0].spelling == "H<3, unsigned long>");
  CHECK(m.name.spelling == "m");
  CHECK(m.qualifiedName == "H<3, unsigned long>::m");
}

TEST_CASE("spelling: a local type as template argument is a problem") {
  model::TranslationUnit tu = collectCode(std::string(test::kSpecTemplate) + R"(
template <class T> global<int> vt;
void f() { struct Local {}; (void)vt<Local>; }
)");
  CHECK(tu.objects.empty());
  REQUIRE(tu.problems.size() == 1);
  CHECK(tu.problems[0].message.find("cannot be referenced from the "
                                    "integration footer") != std::string::npos);
}

TEST_CASE("spelling: the value type of a specialization constant") {
  model::TranslationUnit tu = collectCode(std::string(test::kSpecTemplate) + R"(
namespace ns { struct P { int x; }; }
constexpr spec<ns::P> p{ns::P{1}};
constexpr spec<const char *> s{nullptr};
)");
  CHECK(objectNamed(tu, "p").specConstant->valueType == "struct ::ns::P");
  CHECK(objectNamed(tu, "s").specConstant->valueType == "const char *");
}

TEST_CASE("spelling: a hidden class of an unnamed namespace is named through "
          "an alias in its own namespace; an elaborated name that still "
          "reaches it needs none") {
  model::TranslationUnit tu = collectCode(std::string(test::kSpecTemplate) + R"(
template <class T> global<int> vt;
struct Secret {};
namespace w { namespace { struct H {}; } }
namespace { struct Secret {}; auto &r = vt<Secret>; auto &h = vt<w::H>; }
namespace w { void H(); }
)");
  REQUIRE(tu.objects.size() == 2);
  CHECK(tu.objects[0].name.spelling == "vt<::__syclfg_type_0>");
  CHECK(tu.objects[1].name.spelling == "vt<struct ::w::H>");
  REQUIRE(tu.typeAliases.size() == 1);
  const model::TypeAlias &alias = tu.typeAliases[0];
  CHECK(alias.name == "__syclfg_type_0");
  CHECK(alias.aliased == "struct Secret");
  REQUIRE(alias.scopes.size() == 1);
  CHECK(alias.scopes[0].kind == model::ScopeKind::UnnamedNamespace);
}

TEST_CASE("spelling: alias names avoid the TU's own __syclfg names; a class "
          "no lookup reaches without a typedef is a problem") {
  model::TranslationUnit tu = collectCode(std::string(test::kSpecTemplate) + R"(
int __syclfg_type_0;
template <class T> global<int> vt;
struct L {};
namespace { struct L {}; L middle; auto &a = vt<L>;
  namespace { struct L {}; auto &c = vt<L>; } }
)");
  REQUIRE(tu.typeAliases.size() == 1);
  CHECK(tu.typeAliases[0].name == "__syclfg_type_1");
  REQUIRE(tu.problems.size() == 1);
  CHECK(tu.problems[0].message.find("has no name that reaches it") !=
        std::string::npos);
}

TEST_CASE("spelling: C++20 class-type values as aggregate initializations") {
  model::TranslationUnit tu = collectCode(std::string(test::kSpecTemplate) + R"(
struct P { int x; double d; bool b; };
struct Q : P { P inner[2]; };
template <Q V> global<int> vt;
auto &r = vt<Q{{1, 0.5, true}, {{2, 1.0, false}}}>;
)",
                                          "-std=c++20");
  REQUIRE(tu.objects.size() == 1);
  CHECK(tu.objects[0].name.spelling ==
        "vt<::Q{{1, static_cast<double>(0x1p-1L), true}, {{2, "
        "static_cast<double>(0x1p0L), false}, {0, static_cast<double>(0x0p0L), "
        "false}}}>");
}
