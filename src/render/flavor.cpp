#include "render/flavor.hpp"

namespace syclfg::render {
namespace {

constexpr FlavorTable kSyclfg{"syclfg", "", "", false, true};
constexpr FlavorTable kDpcpp{"dpcpp", "dpcpp_", "device_global", true, false};

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
