// model::sameCompiledForm on hand-built models: the instantiations of a
// kernel written in a template compile it only when they agree on
// everything the renderer reads (frontend/collector.cpp).
#include "model/work_groups_compare.hpp"

#include <catch2/catch.hpp>

using namespace syclfg;

namespace {

// A compiled kernel with one slot of `type` and one region reading it.
model::WgKernel kernelWithSlot(const std::string &type) {
  model::WgKernel k;
  k.compiled = true;
  k.dims = 1;
  k.itemName = "it";
  k.paramsEnd = 20;
  k.body = {22, 90, 1, 23};
  model::WgSlot slot;
  slot.name = "v";
  slot.type = type;
  slot.byValue = true;
  k.slots = {slot};
  model::WgNode region;
  region.region.text = {22, 90, 2, 1};
  region.region.uses = {0};
  region.region.unrolls = {{40, 16}};
  k.nodes = {region};
  return k;
}

} // namespace

TEST_CASE("instantiations that render the same compile; where they are "
          "and what they are called does not matter") {
  model::WgKernel a = kernelWithSlot("int"), b = kernelWithSlot("int");
  a.displayName = "k<1>";
  b.displayName = "k<2>";
  b.location.line = 7;
  CHECK(model::sameCompiledForm(a, b));
}

TEST_CASE("instantiations that differ in a slot's type, a loop's unrolling "
          "or form, or whether they compile at all do not") {
  const model::WgKernel a = kernelWithSlot("int");
  CHECK_FALSE(model::sameCompiledForm(a, kernelWithSlot("long")));
  model::WgKernel unrolled = kernelWithSlot("int");
  unrolled.nodes[0].region.unrolls[0].count = 8;
  CHECK_FALSE(model::sameCompiledForm(a, unrolled));
  model::WgKernel statement = kernelWithSlot("int");
  statement.nodes[0].region.expression = true;
  CHECK_FALSE(model::sameCompiledForm(a, statement));
  model::WgKernel looped = kernelWithSlot("int"), perItem;
  looped.nodes[0].isLoop = true;
  perItem = looped;
  perItem.nodes[0].perItem = true;
  CHECK_FALSE(model::sameCompiledForm(looped, perItem));
  model::WgKernel fibers = kernelWithSlot("int");
  fibers.compiled = false;
  CHECK_FALSE(model::sameCompiledForm(a, fibers));
}
