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
