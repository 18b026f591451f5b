// Output flavors: which runtime the generated footer and host TU talk to.
// Flavors differ only in the templates they use and in this small table;
// plan and the render code are the same for all of them.
#pragma once

#include <optional>
#include <string_view>

namespace syclfg::render {

enum class Flavor {
  Syclfg, // our runtime (libsyclfg, include/sycl): the default
  Dpcpp,  // DPC++'s runtime headers and library (intel/llvm)
};

struct FlavorTable {
  std::string_view name; // the --flavor value
  // Prefix of this flavor's own templates (footer, host_tu, symbolic_id,
  // symbolic_ids, register_call, registrations):
  // footer-templates/<prefix>footer.tmpl. Shims and access grants are shared.
  std::string_view templatePrefix;
  // The only kind registered by address; empty: every kind. DPC++ maps
  // device globals only (device_global_map::add); spec constants are found
  // through their symbolic ID alone.
  std::string_view registeredKind;
  // Registrations are wrapped in the flavor's "registrations" template, and
  // only when there are any (DPC++'s integration header declares its
  // registrar only then); else the footer template places them itself (our
  // host TU always declares a registrar).
  bool registrationsBlock = false;
  // Nothing to reference gives an empty footer (DPC++'s), not one that only
  // sets up our registrar.
  bool emptyWithoutObjects = false;
  // Our runtime's extras: specialization-constant layouts and the kernel
  // layout checks that go with our integration header.
  bool layouts = false;
};

const FlavorTable &flavorTable(Flavor flavor);

// The flavor named `name` ("syclfg", "dpcpp"), or nullopt.
std::optional<Flavor> flavorNamed(std::string_view name);

} // namespace syclfg::render
