#include "render/properties.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace syclfg::render {

std::string renderProperties(const plan::Plan &plan,
                             const std::string &sourcePath) {
  std::vector<const plan::PlannedObject *> constants;
  for (const plan::PlannedObject &p : plan.objects)
    if (p.registered && model::valueLayout(*p.object) != nullptr)
      constants.push_back(&p);
  std::sort(constants.begin(), constants.end(),
            [](const auto *a, const auto *b) { return a->id < b->id; });

  nlohmann::ordered_json ids = nlohmann::ordered_json::object();
  nlohmann::ordered_json defaults = nlohmann::ordered_json::array();
  unsigned numericId = 0;
  for (const plan::PlannedObject *p : constants) {
    nlohmann::ordered_json leaves = nlohmann::ordered_json::array();
    const model::ValueLayout &layout = *model::valueLayout(*p->object);
    for (const model::Leaf &leaf : layout.leaves)
      leaves.push_back(
          {{"id", numericId++}, {"offset", leaf.offset}, {"size", leaf.size}});
    ids[p->id] = std::move(leaves);
    std::vector<unsigned char> bytes = layout.defaultValue;
    bytes.resize(layout.size, 0); // not constant: zero-filled
    for (unsigned char b : bytes)
      defaults.push_back(b);
  }
  nlohmann::ordered_json out;
  out["source"] = sourcePath;
  out["SYCL/specialization constants"] = std::move(ids);
  out["SYCL/specialization constants default values"] = {
      {"all", std::move(defaults)}};
  return out.dump(2) + "\n";
}

} // namespace syclfg::render
