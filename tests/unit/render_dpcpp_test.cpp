// The dpcpp flavor on hand-built plans: DPC++'s footer shapes, whole blocks
// compared, and what differs from our flavor (which kinds are registered,
// no layouts, an empty footer when there is nothing).
#include "render/footer.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;
using render::Flavor;

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
  return {&o, o.mangledName, "::" + o.qualifiedName, true};
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
  CHECK(render::renderFooter(p, "a.cpp", Flavor::Dpcpp) ==
        "// ns::v (src/a.cpp:7)\n"
        "namespace sycl {\n"
        "inline namespace _V1 {\n"
        "namespace detail {\n"
        "template<>\n"
        "inline const char *get_spec_constant_symbolic_ID_impl<::ns::v>() {\n"
        "  return \"_ZN2ns1vE\";\n"
        "}\n"
        "} // namespace detail\n"
        "} // namespace _V1\n"
        "} // namespace sycl\n"
        "#include <sycl/detail/spec_const_integration.hpp>\n");
}

TEST_CASE("dpcpp: device globals are added to device_global_map by the "
          "registrar DPC++'s integration header declares") {
  model::Object a = makeObject("device_global", "a");
  model::Object b = makeObject("device_global", "bb");
  plan::Plan p;
  p.objects.push_back(planned(a));
  p.objects.push_back(planned(b));
  std::string footer = render::renderFooter(p, "a.cpp", Flavor::Dpcpp);
  CHECK(footer.rfind("#include <sycl/detail/device_global_map.hpp>\n"
                     "namespace sycl::detail {\n",
                     0) == 0);
  CHECK(
      footer.find("namespace {\n"
                  "__sycl_device_global_registration::__sycl_device_global_"
                  "registration() noexcept {\n"
                  "// ns::a\n"
                  "device_global_map::add((void *)&::ns::a, \"_ZN2ns1aE\");\n"
                  "// ns::bb\n"
                  "device_global_map::add((void *)&::ns::bb, \"_ZN2ns2bbE\");\n"
                  "}\n"
                  "} // namespace (unnamed)\n") != std::string::npos);
  CHECK(footer.find("get_spec_constant_symbolic_ID") == std::string::npos);
  CHECK(footer.find("spec_const_integration.hpp") == std::string::npos);
  const std::string tail = "#ifdef __clang__\n"
                           "#pragma clang diagnostic pop\n"
                           "#endif // defined(__clang__)\n"
                           "\n"
                           "} // namespace sycl::detail\n";
  REQUIRE(footer.size() > tail.size());
  CHECK(footer.substr(footer.size() - tail.size()) == tail);
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
  std::string footer = render::renderFooter(p, "a.cpp", Flavor::Dpcpp);
  CHECK(footer.find("device_global_map") == std::string::npos);
  CHECK(footer.find("__register_uniquely_identifiable_object") ==
        std::string::npos);
  CHECK(footer.find("__syclfg_register_spec_constant_layout") ==
        std::string::npos);
  CHECK(footer.find("get_spec_constant_symbolic_ID_impl<::ns::s>") !=
        std::string::npos);
}

TEST_CASE("dpcpp: the same plan in our flavor keeps our runtime's shape") {
  model::Object o = makeObject("specialization_id", "v");
  plan::Plan p;
  p.objects.push_back(planned(o));
  std::string ours = render::renderFooter(p, "a.cpp");
  CHECK(ours == render::renderFooter(p, "a.cpp", Flavor::Syclfg));
  CHECK(ours.find("get_spec_constant_symbolic_ID<::ns::v>") !=
        std::string::npos);
  CHECK(ours.find("__syclfg_register_spec_constant_layout") !=
        std::string::npos);
  CHECK(ours.find("_impl<") == std::string::npos);
}

TEST_CASE("dpcpp: the host TU includes DPC++'s integration header, the "
          "source, then the footer, and nothing of our runtime") {
  std::string tu =
      render::renderHostTu("/src/a.cpp", "/out/a.footer.hpp",
                           "#include \"/dev/a.int.h\"\n", Flavor::Dpcpp);
  auto header = tu.find("\n#include \"/dev/a.int.h\"\n");
  auto source = tu.find("\n#include \"/src/a.cpp\"\n");
  auto footer = tu.find("\n#include \"/out/a.footer.hpp\"\n");
  REQUIRE(header != std::string::npos);
  REQUIRE(source != std::string::npos);
  REQUIRE(footer != std::string::npos);
  CHECK(header < source);
  CHECK(source < footer);
  CHECK(tu.find("__syclfg_generated") == std::string::npos);
  CHECK(tu.find("__SYCLFG") == std::string::npos);
}

TEST_CASE("flavors are named as --flavor spells them") {
  CHECK(render::flavorNamed("dpcpp") == Flavor::Dpcpp);
  CHECK(render::flavorNamed("syclfg") == Flavor::Syclfg);
  CHECK_FALSE(render::flavorNamed("DPCPP").has_value());
  CHECK_FALSE(render::flavorNamed("").has_value());
}
