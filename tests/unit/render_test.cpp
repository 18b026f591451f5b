// Rendering on hand-built plans: each whole output is compared with its
// expectation in tests/unit/expected/, so a change of template shows here
// first.
#include "expected_text.hpp"
#include "render/footer.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;
using syclfg::test::checkExpectedText;

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
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", true, false, o.location});
  // The symbolic-ID specialization, the registration through
  // __builtin_addressof (a user operator& must not interfere), then
  // spec_const_integration.hpp.
  checkExpectedText(render::renderFooter(p, "/src/a.cpp"),
                    "spec_constant.footer");
}

TEST_CASE("g++'s per-TU copies of one Clang-external object") {
  model::Object o = makeObject("specialization_id");
  o.copiesPerTu = true;
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", true, false, o.location});
  // __syclfg_register_per_tu_copy instead of the plain registration.
  checkExpectedText(render::renderFooter(p, "/src/a.cpp"),
                    "per_tu_copy.footer");
}

TEST_CASE("device_global: registered, no symbolic-ID specialization") {
  model::Object o = makeObject("device_global");
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", true, false, o.location});
  checkExpectedText(render::renderFooter(p, "a.cpp"), "device_global.footer");
}

TEST_CASE("the payload, not the kind's name, makes a specialization constant") {
  model::Object o = makeObject("specialization_id"); // no payload
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", true, false, o.location});
  // Registered, without a symbolic-ID specialization or a layout.
  checkExpectedText(render::renderFooter(p, "a.cpp"),
                    "kind_without_payload.footer");
}

TEST_CASE("declared-only objects are not registered") {
  model::Object o = makeSpecConstant();
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", false, false, o.location});
  // The symbolic-ID specialization only.
  checkExpectedText(render::renderFooter(p, "a.cpp"), "declared_only.footer");
}

TEST_CASE("an object reached through a redeclaration: Clang's "
          "specialization, an address comparison for other compilers") {
  model::Object hidden = makeSpecConstant();
  model::Object plain = makeSpecConstant();
  plan::Plan p;
  p.objects.push_back(
      {&plain, "_ZN2ns1vE", "::ns::v", true, false, plain.location});
  p.objects.push_back({&hidden, "P___ZN2ns1vE", "::__syclfg_ref_0()", true,
                       true, hidden.location});
  // The plain object's specialization for every compiler, the hidden one's
  // under #if defined(__clang__), and for other compilers the primary
  // template comparing addresses (hidden objects only).
  checkExpectedText(
      render::renderFooter(p, "a.cpp", render::Flavor::Syclfg, false),
      "hidden_ref.footer");
  checkExpectedText(
      render::renderFooter(p, "a.cpp", render::Flavor::Dpcpp, false),
      "dpcpp_hidden_ref.footer");
  p.objects.pop_back();
  CHECK(render::renderFooter(p, "a.cpp").find("#if defined(__clang__)") ==
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
  checkExpectedText(render::renderFooter(p, "a.cpp"), "shims.footer");
}

TEST_CASE("rendering is deterministic") {
  model::Object o = makeSpecConstant();
  plan::Plan p;
  p.objects.push_back({&o, "_ZN2ns1vE", "::ns::v", true, false, o.location});
  CHECK(render::renderFooter(p, "a.cpp") == render::renderFooter(p, "a.cpp"));
}

TEST_CASE("host TU includes the source, then the footer, after the prologue") {
  checkExpectedText(
      render::renderHostTu("/src/a b.cpp", "/out/a.footer.hpp", ""),
      "host_tu.host-tu");
}

TEST_CASE("type aliases come first, in the class's own namespaces") {
  model::Object o = makeSpecConstant();
  plan::Plan p;
  model::TypeAlias alias;
  alias.scopes.push_back({model::ScopeKind::Namespace, "app"});
  alias.scopes.push_back({model::ScopeKind::UnnamedNamespace, ""});
  alias.name = "__syclfg_type_0";
  alias.aliased = "struct Key";
  alias.what = "app::(anonymous namespace)::Key";
  p.typeAliases.push_back(alias);
  p.objects.push_back({&o, "_ZN2ns1vE", "::vt<::app::__syclfg_type_0>", true,
                       false, o.location});
  checkExpectedText(render::renderFooter(p, "/src/a.cpp"), "type_alias.footer");
}

TEST_CASE("per-kernel facts: typeid of a nameable kernel, reads, sub-group, "
          "work-group size, aspects") {
  model::Kernel named;
  named.mangledName = "_ZTS1k";
  named.displayName = "k";
  named.invocation = "single_task";
  named.nameType = "class ::k";
  named.functorSize = 16;
  named.location = {"src/a.cpp", 9, 3};
  model::Kernel unnamed = named;
  unnamed.displayName = "(lambda)";
  unnamed.invocation = "parallel_for";
  unnamed.nameType = "";
  unnamed.functorSize = 8;
  unnamed.requiredSubGroupSize = 32;
  // SIZE_MAX needs its literal's suffix (no warning that it is unsigned).
  unnamed.requiredWorkGroupSize = {4, 2, ~0ULL};
  named.requiredAspects = {"cpu", "fp64"};
  plan::Plan p;
  p.kernels.push_back({&named,
                       "_ZTS1k",
                       {"_Z1a", "uidP____ZL1b"},
                       false,
                       named.location,
                       named.displayName});
  p.kernels.push_back({&unnamed,
                       "_ZTSZ4mainEUlvE_",
                       {},
                       true,
                       unnamed.location,
                       unnamed.displayName});
  // register_kernels() lists both; the lambda has no host name; the named
  // kernel's aspects are an array ended by -1, the lambda's none (null);
  // the registration call follows the objects'.
  checkExpectedText(render::renderFooter(p, "/src/a.cpp"),
                    "kernel_facts.footer");
}
