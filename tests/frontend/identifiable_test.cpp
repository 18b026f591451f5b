// Which variables are objects, and which kinds carry a specialization
// constant's payload (decided once, in identifiableKind).
#include "collect_code.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;
using test::collectCode;
using test::objectNamed;

TEST_CASE("identifiable: the attribute names the kind") {
  model::TranslationUnit tu = collectCode(std::string(test::kSpecTemplate) + R"(
struct [[__sycl_detail__::uniquely_identifiable_object("my_kind")]] mine {};
constexpr spec<int> a{1};
global<int> b;
mine c;
int not_an_object;
)");
  REQUIRE(tu.objects.size() == 3);
  CHECK(objectNamed(tu, "a").kind == "specialization_id");
  CHECK(objectNamed(tu, "b").kind == "device_global");
  CHECK(objectNamed(tu, "c").kind == "my_kind");
  CHECK(tu.problems.empty());
}

TEST_CASE("identifiable: only specialization constants carry the payload") {
  model::TranslationUnit tu = collectCode(std::string(test::kSpecTemplate) + R"(
constexpr spec<int> a{1};
global<int> b;
)");
  REQUIRE(objectNamed(tu, "a").specConstant.has_value());
  CHECK(objectNamed(tu, "a").specConstant->layout.has_value());
  CHECK_FALSE(objectNamed(tu, "b").specConstant.has_value());
}

TEST_CASE("identifiable: a specialization_id kind that is no template has a "
          "payload without layout") {
  model::TranslationUnit tu = collectCode(R"(
struct [[__sycl_detail__::uniquely_identifiable_object("specialization_id")]]
plain {};
plain p;
)");
  const model::Object &p = objectNamed(tu, "p");
  REQUIRE(p.specConstant.has_value());
  CHECK_FALSE(p.specConstant->layout.has_value());
  CHECK(model::valueLayout(p) == nullptr);
}

TEST_CASE("identifiable: SYCL's class templates are recognised by name") {
  model::TranslationUnit tu = collectCode(R"(
#include <sycl/sycl.hpp>
constexpr sycl::specialization_id<int> s{5};
)");
  CHECK(objectNamed(tu, "s").kind == "specialization_id");
  CHECK(objectNamed(tu, "s").specConstant.has_value());
}

TEST_CASE("identifiable: arrays and function-local objects are problems") {
  model::TranslationUnit tu = collectCode(std::string(test::kSpecTemplate) + R"(
global<int> many[2];
void f() { static global<int> local; }
)");
  CHECK(tu.objects.empty());
  REQUIRE(tu.problems.size() == 2);
  CHECK(tu.problems[0].message.find("array of uniquely identifiable") !=
        std::string::npos);
  CHECK(tu.problems[1].message.find("declared inside a function") !=
        std::string::npos);
}
