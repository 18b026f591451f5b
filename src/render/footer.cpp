#include "render/footer.hpp"

#include "render/int_header.hpp"
#include "render/kernel_facts.hpp"
#include "render/text.hpp"

#include <fmt/format.h>

#include <utility>

namespace syclfg::render {
namespace {

using model::ScopeKind;

std::string openScopes(const std::vector<model::Step> &scopes) {
  std::string out;
  for (const model::Step &s : scopes) {
    if (s.kind == ScopeKind::UnnamedNamespace)
      out += "namespace {\n";
    else if (s.kind == ScopeKind::InlineNamespace)
      // Reopening an inline namespace must repeat `inline` or compilers warn.
      out += "inline namespace " + s.spelling + " {\n";
    else
      out += "namespace " + s.spelling + " {\n";
  }
  return out;
}

std::string closeScopes(const std::vector<model::Step> &scopes) {
  std::string out;
  for (auto it = scopes.rbegin(); it != scopes.rend(); ++it)
    out += it->kind == ScopeKind::UnnamedNamespace
               ? "} // namespace\n"
               : "} // namespace " + it->spelling + "\n";
  return out;
}

std::string location(const model::Location &loc) {
  return oneLine(loc.file) + ":" + std::to_string(loc.line);
}

std::string renderLayout(const model::Object &o, const model::SpecConstant &c,
                         const model::ValueLayout &layout,
                         const std::string &id) {
  std::string leaves;
  for (const model::Leaf &leaf : layout.leaves)
    leaves += fmt::format("{{{}, {}}}, ", leaf.offset, leaf.size);
  if (leaves.empty())
    leaves = "{0, 0}"; // an empty type: C++ has no empty arrays
  else
    leaves.resize(leaves.size() - 2);
  std::string offsetChecks;
  for (const model::Leaf &leaf : layout.leaves)
    if (!leaf.designator.empty())
      offsetChecks +=
          renderTemplate("offset_check", fmt::arg("type", c.valueType),
                         fmt::arg("designator", leaf.designator),
                         fmt::arg("offset", leaf.offset));
  std::string sizeCheck;
  if (!c.valueType.empty())
    sizeCheck = renderTemplate("size_check", fmt::arg("type", c.valueType),
                               fmt::arg("size", layout.size));
  return renderTemplate(
      "register_layout", fmt::arg("object", oneLine(o.qualifiedName)),
      fmt::arg("size_check", sizeCheck),
      fmt::arg("offset_checks", offsetChecks), fmt::arg("size", layout.size),
      fmt::arg("leaves", leaves), fmt::arg("count", layout.leaves.size()),
      fmt::arg("id", id));
}

// A specialization that names its object through a redeclaration g++
// cannot match (PlannedObject::idByAddressWithoutClang) is Clang's only.
std::string clangOnly(const plan::PlannedObject &p,
                      std::string specialization) {
  if (!p.idByAddressWithoutClang)
    return specialization;
  return "#if defined(__clang__)\n" + specialization +
         "#endif // defined(__clang__)\n";
}

// Without Clang, the symbolic IDs of the Clang-only specializations come
// from the flavor's definition of the primary template, which compares
// addresses; nothing when there are none.
std::string renderIdsByAddress(const plan::Plan &plan,
                               const FlavorTable &table) {
  std::string cases;
  for (const plan::PlannedObject &p : plan.objects)
    if (p.object->specConstant && p.idByAddressWithoutClang)
      cases +=
          renderTemplate("symbolic_id_case", fmt::arg("reference", p.reference),
                         fmt::arg("id", p.id),
                         fmt::arg("object", oneLine(p.object->qualifiedName)));
  if (cases.empty())
    return {};
  return renderTemplate(std::string(table.templatePrefix) +
                            "symbolic_id_by_address",
                        fmt::arg("cases", cases));
}

// The symbolic-ID specializations and the registration calls of every
// planned object, in `flavor`'s templates.
std::pair<std::string, std::string> renderObjects(const plan::Plan &plan,
                                                  Flavor flavor) {
  const FlavorTable &table = flavorTable(flavor);
  const std::string prefix(table.templatePrefix);
  std::string specializations;
  std::string registrations;
  for (const plan::PlannedObject &p : plan.objects) {
    const model::Object &o = *p.object;
    if (o.specConstant)
      specializations += clangOnly(
          p, renderTemplate(prefix + "symbolic_id",
                            fmt::arg("object", oneLine(o.qualifiedName)),
                            fmt::arg("location", location(p.location)),
                            fmt::arg("reference", p.reference),
                            fmt::arg("id", p.id)));
    if (!plan::registeredAs(p, table.registeredKind))
      continue;
    if (const model::ValueLayout *layout = model::valueLayout(o);
        table.layouts && layout != nullptr)
      registrations += renderLayout(o, *o.specConstant, *layout, p.id);
    registrations += renderTemplate(
        prefix + "register_call", fmt::arg("object", oneLine(o.qualifiedName)),
        fmt::arg("reference", p.reference), fmt::arg("id", p.id),
        fmt::arg("kind", escapeForLiteral(o.kind)),
        fmt::arg("function", o.copiesPerTu
                                 ? "__syclfg_register_per_tu_copy"
                                 : "__register_uniquely_identifiable_object"));
  }
  specializations += renderIdsByAddress(plan, table);
  return {specializations, registrations};
}

std::string renderShim(const plan::Shim &shim) {
  if (!shim.redeclarationType.empty())
    return renderTemplate("extern_ref",
                          fmt::arg("open", openScopes(shim.scopes)),
                          fmt::arg("close", closeScopes(shim.scopes)),
                          fmt::arg("name", shim.namespaceName),
                          fmt::arg("object", oneLine(shim.body)),
                          fmt::arg("type", shim.redeclarationType),
                          fmt::arg("variable", shim.body));
  return renderTemplate(
      "shim", fmt::arg("open", openScopes(shim.scopes)),
      fmt::arg("close", closeScopes(shim.scopes)),
      fmt::arg("name", shim.namespaceName), fmt::arg("function", shim.function),
      fmt::arg("object", oneLine(shim.body)), fmt::arg("body", shim.body));
}

} // namespace

std::string renderFooter(const plan::Plan &plan, const std::string &sourcePath,
                         Flavor flavor, bool registrarDeclared) {
  const FlavorTable &table = flavorTable(flavor);
  auto flavored = [&](std::string_view name) {
    return std::string(table.templatePrefix) + std::string(name);
  };
  std::string shims;
  for (const model::TypeAlias &alias : plan.typeAliases)
    shims += renderTemplate(
        "type_alias", fmt::arg("open", openScopes(alias.scopes)),
        fmt::arg("close", closeScopes(alias.scopes)),
        fmt::arg("object", oneLine(alias.what)), fmt::arg("name", alias.name),
        fmt::arg("aliased", alias.aliased));
  for (const plan::Shim &shim : plan.shims)
    shims += renderShim(shim);

  std::string grants;
  for (const plan::AccessGrant &g : plan.grants)
    grants += renderTemplate("access_grant", fmt::arg("tag", g.tag),
                             fmt::arg("pointer", g.pointer));
  if (!grants.empty())
    grants = renderTemplate("access", fmt::arg("name", plan.accessNamespace),
                            fmt::arg("grants", grants));

  auto [specializations, registrations] = renderObjects(plan, flavor);
  std::string symbolicIds;
  if (!specializations.empty())
    symbolicIds = renderTemplate(flavored("symbolic_ids"),
                                 fmt::arg("specializations", specializations));
  if (table.emptyWithoutObjects && specializations.empty() &&
      registrations.empty() && !registrarDeclared)
    return {};
  if (table.registrationsBlock && (!registrations.empty() || registrarDeclared))
    registrations = renderTemplate(flavored("registrations"),
                                   fmt::arg("registrations", registrations));

  std::string kernelChecks = table.layouts ? renderKernelChecks(plan) : "";
  if (!kernelChecks.empty())
    kernelChecks =
        "\n// Kernel function objects and captured classes: Clang's layout, "
        "which\n"
        "// the integration header describes, must be the host compiler's.\n" +
        kernelChecks;
  // Our runtime's per-kernel facts, registered with the objects.
  std::string kernelFacts = table.layouts ? renderKernelFacts(plan) : "";
  if (!kernelFacts.empty())
    registrations += "  register_kernels();\n";
  return renderTemplate(
      flavored("footer"), fmt::arg("source", oneLine(sourcePath)),
      fmt::arg("kernel_checks", kernelChecks),
      fmt::arg("kernel_facts", kernelFacts),
      fmt::arg("shims", shims.empty() ? "" : "\n" + shims),
      fmt::arg("access", grants), fmt::arg("symbolic_ids", symbolicIds),
      fmt::arg("registrations", registrations),
      fmt::arg("warnings_off", renderTemplate("warnings_off")),
      fmt::arg("warnings_on", renderTemplate("warnings_on")));
}

std::string renderHostTu(const std::string &sourcePath,
                         const std::string &footerPath,
                         const std::string &intHeader, Flavor flavor,
                         const std::string &compiledSource) {
  return renderTemplate(
      std::string(flavorTable(flavor).templatePrefix) + "host_tu",
      fmt::arg("source", oneLine(sourcePath)),
      fmt::arg("source_block", compiledSource.empty()
                                   ? "#include \"" + sourcePath + "\""
                                   : compiledSource),
      fmt::arg("int_header", intHeader), fmt::arg("source_include", sourcePath),
      fmt::arg("footer_include", footerPath));
}

} // namespace syclfg::render
