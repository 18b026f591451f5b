// The planner on hand-built models: IDs and reference spellings, no Clang.
#include "plan/plan.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;
using model::ScopeKind;
using model::Step;

namespace {

Step ns(std::string name, bool qualifiedOk = true, bool unqualifiedOk = true) {
  Step s;
  s.kind = ScopeKind::Namespace;
  s.spelling = std::move(name);
  s.qualifiedOk = qualifiedOk;
  s.unqualifiedOk = unqualifiedOk;
  return s;
}

Step unnamed() {
  Step s;
  s.kind = ScopeKind::UnnamedNamespace;
  return s;
}

Step name(std::string spelling, bool qualifiedOk = true,
          bool unqualifiedOk = true) {
  Step s = ns(std::move(spelling), qualifiedOk, unqualifiedOk);
  return s;
}

model::Object object(std::vector<Step> scopes, Step last,
                     bool external = true) {
  model::Object o;
  o.kind = "specialization_id";
  o.specConstant.emplace();
  o.mangledName = "_Zmangled";
  o.externallyVisible = external;
  o.scopes = std::move(scopes);
  o.name = std::move(last);
  o.qualifiedName = "x";
  o.location = {"f.cpp", 3, 5};
  return o;
}

plan::Plan planFor(model::Object o) {
  model::TranslationUnit tu;
  tu.objects.push_back(std::move(o));
  return plan::makePlan(tu, "uidP");
}

} // namespace

TEST_CASE("symbolic IDs: mangled name, prefixed when internal") {
  model::Object o = object({}, name("v"), true);
  CHECK(plan::symbolicId(o, "uidP") == "_Zmangled");
  o.externallyVisible = false;
  CHECK(plan::symbolicId(o, "uidP") == "uidP____Zmangled");
  // A device compile without -fsycl-unique-prefix: "" + "___" + mangled.
  CHECK(plan::symbolicId(o, "") == "____Zmangled");
}

TEST_CASE("kernel names are never prefixed") {
  model::TranslationUnit tu;
  model::Kernel k;
  k.mangledName = "_ZTSZ4mainE12first_kernel";
  k.functorType = "_ZTSZ4mainEUlvE_";
  tu.kernels.push_back(k);
  plan::Plan p = plan::makePlan(tu, "uidP");
  REQUIRE(p.kernels.size() == 1);
  CHECK(p.kernels[0].name == "_ZTSZ4mainE12first_kernel");
}

TEST_CASE("a static member declared but not defined here is registered") {
  Step holder = ns("Holder");
  holder.kind = ScopeKind::Class;
  model::Object dg = object({holder}, name("dg"));
  dg.kind = "device_global";
  dg.specConstant.reset();
  dg.defined = false;
  CHECK(planFor(dg).objects.at(0).registered);
  // A declared-only specialization ID gets its symbolic ID only: its layout
  // comes with its definition.
  dg.kind = "specialization_id";
  dg.specConstant.emplace();
  CHECK_FALSE(planFor(dg).objects.at(0).registered);
  // A namespace-scope extern declaration is registered where it is defined.
  model::Object ext = object({ns("lib")}, name("dg"));
  ext.kind = "device_global";
  ext.specConstant.reset();
  ext.defined = false;
  CHECK_FALSE(planFor(ext).objects.at(0).registered);
}

TEST_CASE("a name found by qualified lookup is spelled from ::") {
  plan::Plan p = planFor(object({ns("a"), ns("b")}, name("v")));
  REQUIRE(p.problems.empty());
  CHECK(p.shims.empty());
  CHECK(p.objects.at(0).reference == "::a::b::v");
}

TEST_CASE("unnamed namespaces are skipped when nothing hides the name") {
  plan::Plan p = planFor(object({unnamed(), ns("a")}, name("v")));
  CHECK(p.shims.empty());
  CHECK(p.objects.at(0).reference == "::a::v");
}

TEST_CASE("a shadowed name in an unnamed namespace gets a shim") {
  plan::Plan p = planFor(object({unnamed()}, name("v", false, true)));
  REQUIRE(p.shims.size() == 1);
  CHECK(p.shims[0].scopes.size() == 1);
  CHECK(p.shims[0].body == "v");
  CHECK(p.objects.at(0).reference ==
        "::" + p.shims[0].namespaceName + "::ref()");
}

TEST_CASE("the shim's function is not named like the object it returns") {
  // `ref() { return ref; }` would name the function itself.
  plan::Plan p = planFor(object({unnamed()}, name("ref", false, true)));
  REQUIRE(p.shims.size() == 1);
  CHECK(p.shims[0].body == "ref");
  CHECK(p.shims[0].function == "get");
  CHECK(p.objects.at(0).reference ==
        "::" + p.shims[0].namespaceName + "::get()");
  plan::Plan other = planFor(object({unnamed()}, name("refs", false, true)));
  CHECK(other.shims.at(0).function == "ref");
}

TEST_CASE("a hidden namespace on the path needs a chain of shims") {
  // ::a::(unnamed)::b::(unnamed)::v where "::a::b" finds another b.
  plan::Plan p =
      planFor(object({ns("a"), unnamed(), ns("b", false, true), unnamed()},
                     name("v", true, true)));
  REQUIRE(p.problems.empty());
  REQUIRE(p.shims.size() == 1);
  CHECK(p.shims[0].scopes.size() == 2); // in a::(unnamed)
  CHECK(p.shims[0].body == "b::v");
  CHECK(p.objects.at(0).reference ==
        "::a::" + p.shims[0].namespaceName + "::ref()");
}

TEST_CASE("shim after shim when the first shim is itself hidden") {
  // ::(unnamed)::n::(unnamed)::v, n hidden from ::, v hidden from n.
  plan::Plan p = planFor(object({unnamed(), ns("n", false, true), unnamed()},
                                name("v", false, true)));
  REQUIRE(p.problems.empty());
  REQUIRE(p.shims.size() == 2);
  CHECK(p.shims[0].body == "v");
  CHECK(p.shims[1].body == "n::" + p.shims[0].namespaceName + "::ref()");
  CHECK(p.objects.at(0).reference ==
        "::" + p.shims[1].namespaceName + "::ref()");
}

TEST_CASE("a name hidden everywhere is redeclared in its own namespace") {
  // The seed's middle same_name: ::(unnamed)::v, ambiguous from :: and from
  // inside its namespace.
  model::Object o = object({unnamed()}, name("v", false, false));
  o.redeclarationType = "const ::sycl::specialization_id<int>";
  plan::Plan p = planFor(o);
  REQUIRE(p.problems.empty());
  REQUIRE(p.shims.size() == 1);
  CHECK(p.shims[0].scopes.size() == 1); // directly in (unnamed)
  CHECK(p.shims[0].body == "v");
  CHECK(p.shims[0].redeclarationType == "const ::sycl::specialization_id<int>");
  CHECK(p.objects.at(0).reference == "::" + p.shims[0].namespaceName + "()");
  // g++ cannot take the redeclaration as a template argument.
  CHECK(p.objects.at(0).idByAddressWithoutClang);
}

TEST_CASE("an object named without a redeclaration is a template argument "
          "for every compiler") {
  plan::Plan p = planFor(object({unnamed()}, name("v", false, true)));
  REQUIRE(p.objects.size() == 1);
  CHECK_FALSE(p.objects.at(0).idByAddressWithoutClang);
}

TEST_CASE("a redeclaring function behind a hidden namespace gets a shim") {
  // ::(unnamed)::n::v, v ambiguous everywhere, n hidden from ::.
  model::Object o =
      object({unnamed(), ns("n", false, true)}, name("v", false, false));
  o.redeclarationType = "int";
  plan::Plan p = planFor(o);
  REQUIRE(p.problems.empty());
  REQUIRE(p.shims.size() == 2);
  CHECK(p.shims[0].scopes.size() == 2);
  CHECK(p.shims[1].redeclarationType.empty());
  CHECK(p.shims[1].body == "n::" + p.shims[0].namespaceName + "()");
  CHECK(p.objects.at(0).reference ==
        "::" + p.shims[1].namespaceName + "::ref()");
}

TEST_CASE("no spelling at all is a problem with a location, not a footer") {
  // A member (or a variable-template specialization) has no block-scope
  // redeclaration: redeclarationType is empty.
  plan::Plan p = planFor(object({unnamed()}, name("v", false, false)));
  CHECK(p.objects.empty());
  REQUIRE(p.problems.size() == 1);
  CHECK(p.problems[0].location.line == 3);
  CHECK(p.problems[0].message.find("cannot be referenced") !=
        std::string::npos);
}

TEST_CASE("shim names avoid names the translation unit already uses") {
  model::TranslationUnit tu;
  tu.reservedNamesInUse = {"__syclfg_shim_0", "__syclfg_shim_1"};
  tu.objects.push_back(object({unnamed()}, name("v", false, true)));
  plan::Plan p = plan::makePlan(tu, "uidP");
  REQUIRE(p.shims.size() == 1);
  CHECK(p.shims[0].namespaceName == "__syclfg_shim_2");
}

TEST_CASE("declared-only objects get an ID but no registration") {
  model::Object o = object({}, name("v"));
  o.defined = false;
  plan::Plan p = planFor(o);
  REQUIRE(p.objects.size() == 1);
  CHECK_FALSE(p.objects[0].registered);
}

TEST_CASE("a kernel's reads become the constants' symbolic IDs") {
  model::TranslationUnit tu;
  model::Object internal = object({}, name("b"), false);
  internal.mangledName = "_ZL1b";
  internal.specConstant.emplace();
  tu.objects.push_back(internal);
  model::Object external = object({}, name("a"), true);
  external.mangledName = "_Z1a";
  external.specConstant.emplace();
  tu.objects.push_back(external);
  model::Kernel k;
  k.mangledName = "_ZTS1k";
  k.specConstantsRead = {"_Z1a", "_ZL1b"};
  tu.kernels.push_back(k);
  plan::Plan p = plan::makePlan(tu, "uidP");
  REQUIRE(p.kernels.size() == 1);
  CHECK(p.kernels[0].specConstantIds ==
        std::vector<std::string>{"_Z1a", "uidP____ZL1b"});
  CHECK(!p.kernels[0].readsUnknownConstants);
}

TEST_CASE("a read of a constant the TU does not hold may be any constant") {
  model::TranslationUnit tu;
  model::Kernel k;
  k.mangledName = "_ZTS1k";
  k.specConstantsRead = {"_Z7missing"};
  tu.kernels.push_back(k);
  plan::Plan p = plan::makePlan(tu, "uidP");
  REQUIRE(p.kernels.size() == 1);
  CHECK(p.kernels[0].specConstantIds.empty());
  CHECK(p.kernels[0].readsUnknownConstants);
}

TEST_CASE("the plan's objects and kernels carry the outputs' file names; its "
          "problems and the model keep the compiler's") {
  model::TranslationUnit tu;
  model::Object o = object({}, name("v"));
  o.location = {"/checkout/src/f.cpp", 3, 5};
  tu.objects.push_back(o);
  model::Kernel k;
  k.mangledName = "_ZTS1k";
  k.functorType = "_ZTSZ4mainEUlvE_";
  k.displayName = "k";
  k.location = {"/checkout/src/f.cpp", 9, 1};
  tu.kernels.push_back(k);
  k.functorType = "_ZTSZ4mainEUlvE0_"; // a second kernel under the same name
  k.location.line = 12;
  tu.kernels.push_back(k);
  plan::OutputSpelling spelling;
  spelling.file = [](const std::string &file) {
    return file.substr(std::string("/checkout/").size());
  };
  const plan::Plan p = plan::makePlan(tu, "uidP", spelling);
  REQUIRE(p.objects.size() == 1);
  CHECK(p.objects[0].location.file == "src/f.cpp");
  CHECK(p.objects[0].location.line == 3);
  REQUIRE(p.kernels.size() == 1);
  CHECK(p.kernels[0].location.file == "src/f.cpp");
  REQUIRE(p.problems.size() == 1);
  CHECK(p.problems[0].location.file == "/checkout/src/f.cpp");
  CHECK(p.problems[0].message.find("first at /checkout/src/f.cpp:9") !=
        std::string::npos);
  CHECK(tu.objects[0].location.file == "/checkout/src/f.cpp");
}

TEST_CASE("registersAny: only objects of the flavor's registered kind count") {
  model::Object spec = object({}, name("s"));
  model::Object global = object({}, name("g"));
  global.kind = "device_global";
  global.specConstant.reset();
  plan::Plan p;
  p.objects.push_back({&spec, "_Z1s", "::s", true, false, {}});
  CHECK(plan::registersAny(p, ""));
  CHECK_FALSE(plan::registersAny(p, "device_global"));
  p.objects.push_back(
      {&global, "_Z1g", "::g", false, false, {}}); // not registered here
  CHECK_FALSE(plan::registersAny(p, "device_global"));
  p.objects.back().registered = true;
  CHECK(plan::registersAny(p, "device_global"));
}
