// The dpcpp flavor on hand-built plans: DPC++'s footer shapes, each whole
// output compared with its expectation in tests/unit/expected/, and what
// differs from our flavor (which kinds are registered, no layouts, an empty
// footer when there is nothing).
#include "expected_text.hpp"
#include "render/footer.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;
using render::Flavor;
using syclfg::test::checkExpectedText;

namespace {

model::Object makeObject(std::string kind, std::string name) {
  model::Object o;
  o.kind = std::move(kind);
  o.mangledName = "_ZN2ns" + std::to_string(name.size()) + name + "E";
  o.qualifiedName = "ns::" + name;
  o.location = {"src/a.cpp", 7, 1};
  if (o.kind == "specialization_id")
    o.specConstant =
        model::SpecConstant{"int", model::ValueLayout{4, {{0, 4, ""}}, {}}};
  return o;
}

plan::PlannedObject planned(const model::Object &o) {
  return {&o, o.mangledName, "::" + o.qualifiedName, true, false, o.location};
}

} // namespace

TEST_CASE("dpcpp: nothing to reference gives an empty footer") {
  CHECK(render::renderFooter(plan::Plan{}, "a.cpp", Flavor::Dpcpp).empty());
}

TEST_CASE("dpcpp: a specialization_id specializes the _impl function in "
          "sycl::_V1::detail, then includes spec_const_integration.hpp") {
  model::Object o = makeObject("specialization_id", "v");
  plan::Plan p;
  p.objects.push_back(planned(o));
  checkExpectedText(render::renderFooter(p, "/src/a.cpp", Flavor::Dpcpp),
                    "dpcpp_spec_constant.footer");
}

TEST_CASE("dpcpp: device globals are added to device_global_map by the "
          "registrar DPC++'s integration header declares") {
  model::Object a = makeObject("device_global", "a");
  model::Object b = makeObject("device_global", "bb");
  plan::Plan p;
  p.objects.push_back(planned(a));
  p.objects.push_back(planned(b));
  checkExpectedText(render::renderFooter(p, "a.cpp", Flavor::Dpcpp),
                    "dpcpp_device_globals.footer");
}

TEST_CASE("dpcpp: spec constants are not registered by address, other kinds "
          "and declared-only objects not at all, and no layouts") {
  model::Object spec = makeObject("specialization_id", "s");
  model::Object pipe = makeObject("host_pipe", "p");
  model::Object declared = makeObject("device_global", "d");
  plan::Plan p;
  p.objects.push_back(planned(spec));
  p.objects.push_back(planned(pipe));
  p.objects.push_back(planned(declared));
  p.objects.back().registered = false;
  // Only the symbolic-ID specialization of the specialization_id.
  checkExpectedText(render::renderFooter(p, "a.cpp", Flavor::Dpcpp),
                    "dpcpp_unregistered.footer");
}

TEST_CASE("dpcpp: the same plan in our flavor keeps our runtime's shape") {
  model::Object o = makeObject("specialization_id", "v");
  plan::Plan p;
  p.objects.push_back(planned(o));
  std::string ours = render::renderFooter(p, "a.cpp");
  CHECK(ours == render::renderFooter(p, "a.cpp", Flavor::Syclfg));
  checkExpectedText(ours, "spec_constant_with_layout.footer");
}

TEST_CASE("dpcpp: the host TU includes DPC++'s integration header, the "
          "source, then the footer, and nothing of our runtime") {
  checkExpectedText(render::renderHostTu("/src/a.cpp", "/out/a.footer.hpp",
                                         "#include \"/dev/a.int.h\"\n",
                                         Flavor::Dpcpp),
                    "dpcpp_host_tu.host-tu");
}

TEST_CASE("flavors are named as --flavor spells them") {
  CHECK(render::flavorNamed("dpcpp") == Flavor::Dpcpp);
  CHECK(render::flavorNamed("syclfg") == Flavor::Syclfg);
  CHECK_FALSE(render::flavorNamed("DPCPP").has_value());
  CHECK_FALSE(render::flavorNamed("").has_value());
}

TEST_CASE("dpcpp: a registrar the integration header declares gets its "
          "constructor even with nothing to register") {
  model::Object spec = makeObject("specialization_id", "s");
  plan::Plan p;
  p.objects.push_back(planned(spec));
  CHECK_FALSE(
      plan::registersAny(p, render::flavorTable(Flavor::Dpcpp).registeredKind));
  CHECK(plan::registersAny(p,
                           render::flavorTable(Flavor::Syclfg).registeredKind));
  checkExpectedText(render::renderFooter(p, "a.cpp", Flavor::Dpcpp, true),
                    "dpcpp_empty_registrar.footer");
  checkExpectedText(
      render::renderFooter(plan::Plan{}, "a.cpp", Flavor::Dpcpp, true),
      "dpcpp_registrar_only.footer");
  checkExpectedText(render::renderFooter(p, "a.cpp", Flavor::Dpcpp, false),
                    "dpcpp_unregistered.footer");
}
