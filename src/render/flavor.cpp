#include "render/flavor.hpp"

namespace syclfg::render {
namespace {

// {name, templatePrefix, registeredKind, registrationsBlock,
//  emptyWithoutObjects, layouts}
constexpr FlavorTable kSyclfg{"syclfg", "", "", false, false, true};
constexpr FlavorTable kDpcpp{"dpcpp", "dpcpp_", "device_global",
                             true,    true,     false};

} // namespace

const FlavorTable &flavorTable(Flavor flavor) {
  return flavor == Flavor::Dpcpp ? kDpcpp : kSyclfg;
}

std::optional<Flavor> flavorNamed(std::string_view name) {
  for (Flavor f : {Flavor::Syclfg, Flavor::Dpcpp})
    if (flavorTable(f).name == name)
      return f;
  return std::nullopt;
}

} // namespace syclfg::render
