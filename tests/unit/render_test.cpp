// Rendering on hand-built plans: the whole footer is compared, so a change of
// template shows here first.
#include "render/footer.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;

namespace {

model::Object makeObject(std::string kind) {
  model::Object o;
  o.kind = std::move(kind);
  o.mangledName = "_ZN2ns1vE";
  o.qualifiedName = "ns::v";
  o.location = {"src/a.cpp", 7, 1};
  return o;
}

// A specialization constant whose value type is unknown: no layout.
model::Object makeSpecConstant() {
  model::Object o = makeObject("specialization_id");
  o.specConstant.emplace();
  return o;
}

} // namespace

TEST_CASE("footer for one specialization_id") {
  model::Object o = makeSpecConstant();
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", true});
  std::string footer = render::renderFooter(p, "/src/a.cpp");
  CHECK(footer.find("//   /src/a.cpp\n") != std::string::npos);
  CHECK(footer.find("template <>\n[[maybe_unused]] inline const char "
                    "*get_spec_constant_symbolic_ID<::ns::v>() {\n  return "
                    "\"_ZN2ns1vE\";\n}\n") != std::string::npos);
  // Registered through __builtin_addressof: a user operator& must not
  // interfere.
  CHECK(footer.find("::__register_uniquely_identifiable_object(") !=
        std::string::npos);
  CHECK(footer.find("__builtin_addressof(::ns::v))),\n               "
                    "\"_ZN2ns1vE\", \"specialization_id\");") !=
        std::string::npos);
  CHECK(footer.rfind("#include <sycl/detail/spec_const_integration.hpp>\n") !=
        std::string::npos);
}

TEST_CASE("g++'s per-TU copies of one Clang-external object") {
  model::Object o = makeObject("specialization_id");
  o.copiesPerTu = true;
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", true});
  std::string footer = render::renderFooter(p, "/src/a.cpp");
  CHECK(footer.find("::__syclfg_register_per_tu_copy(") != std::string::npos);
  CHECK(footer.find("__register_uniquely_identifiable_object(") ==
        std::string::npos);
}

TEST_CASE("device_global: registered, no symbolic-ID specialization") {
  model::Object o = makeObject("device_global");
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", true});
  std::string footer = render::renderFooter(p, "a.cpp");
  CHECK(footer.find("get_spec_constant_symbolic_ID<") == std::string::npos);
  CHECK(footer.find("\"device_global\");") != std::string::npos);
}

TEST_CASE("the payload, not the kind's name, makes a specialization constant") {
  model::Object o = makeObject("specialization_id"); // no payload
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", true});
  std::string footer = render::renderFooter(p, "a.cpp");
  CHECK(footer.find("get_spec_constant_symbolic_ID<") == std::string::npos);
  CHECK(footer.find("\"specialization_id\");") != std::string::npos);
}

TEST_CASE("declared-only objects are not registered") {
  model::Object o = makeSpecConstant();
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", false});
  std::string footer = render::renderFooter(p, "a.cpp");
  CHECK(footer.find("get_spec_constant_symbolic_ID<::ns::v>") !=
        std::string::npos);
  CHECK(footer.find("__register_uniquely_identifiable_object(") ==
        std::string::npos);
}

TEST_CASE("an object reached through a redeclaration: Clang's "
          "specialization, an address comparison for other compilers") {
  model::Object hidden = makeSpecConstant();
  model::Object plain = makeSpecConstant();
  plan::Plan p;
  p.objects.push_back({&plain, "_ZN2ns1vE", "::ns::v", true});
  p.objects.push_back(
      {&hidden, "P___ZN2ns1vE", "::__syclfg_ref_0()", true, true});
  for (render::Flavor flavor :
       {render::Flavor::Syclfg, render::Flavor::Dpcpp}) {
    std::string footer = render::renderFooter(p, "a.cpp", flavor, false);
    auto clangOnly = footer.find("#if defined(__clang__)\n");
    auto hiddenSpec = footer.find("<::__syclfg_ref_0()>() {");
    auto plainSpec = footer.find("<::ns::v>() {");
    REQUIRE(clangOnly != std::string::npos);
    CHECK(plainSpec < clangOnly); // the plain one is for every compiler
    CHECK(clangOnly < hiddenSpec);
    auto fallback = footer.find("#if !defined(__clang__)\n");
    REQUIRE(fallback != std::string::npos);
    CHECK(footer.find("template <auto &SpecName>\ninline const char "
                      "*get_spec_constant_symbolic_ID",
                      fallback) != std::string::npos);
    CHECK(footer.find("if (address == static_cast<const volatile void "
                      "*>(__builtin_addressof(::__syclfg_ref_0())))\n    "
                      "return \"P___ZN2ns1vE\";",
                      fallback) != std::string::npos);
    std::string block = footer.substr(
        fallback,
        footer.find("#endif // !defined(__clang__)", fallback) - fallback);
    CHECK(block.find("::ns::v") == std::string::npos);
  }
  p.objects.pop_back();
  CHECK(render::renderFooter(p, "a.cpp").find("defined(__clang__)") ==
        std::string::npos);
}

TEST_CASE("shims reopen their namespaces, unnamed ones included") {
  plan::Plan p;
  model::Step anon;
  anon.kind = model::ScopeKind::UnnamedNamespace;
  model::Step inl;
  inl.kind = model::ScopeKind::InlineNamespace;
  inl.spelling = "v1";
  p.shims.push_back({{inl, anon}, "__syclfg_shim_0", "x", ""});
  std::string footer = render::renderFooter(p, "a.cpp");
  CHECK(footer.find("inline namespace v1 {\nnamespace {\nnamespace "
                    "__syclfg_shim_0 {\n") != std::string::npos);
  CHECK(footer.find("static constexpr auto &ref() { return x; }") !=
        std::string::npos);
  CHECK(footer.find("} // namespace\n} // namespace v1\n") !=
        std::string::npos);
}

TEST_CASE("rendering is deterministic") {
  model::Object o = makeSpecConstant();
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", true});
  CHECK(render::renderFooter(p, "a.cpp") == render::renderFooter(p, "a.cpp"));
}

TEST_CASE("host TU includes the source, then the footer, after the prologue") {
  std::string tu =
      render::renderHostTu("/src/a b.cpp", "/out/a.footer.hpp", "");
  auto prologue = tu.find("registrar registrar_instance;");
  auto source = tu.find("#include \"/src/a b.cpp\"");
  auto footer = tu.find("#include \"/out/a.footer.hpp\"");
  REQUIRE(prologue != std::string::npos);
  REQUIRE(source != std::string::npos);
  REQUIRE(footer != std::string::npos);
  CHECK(prologue < source);
  CHECK(source < footer);
}
