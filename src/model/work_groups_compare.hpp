// Whether two descriptions of a kernel lambda give the same compiled form:
// the collector compares the instantiations of a kernel written in a
// template (frontend/collector.cpp), whose one text the host TU rewrites
// once. Everything the renderer reads, nothing else (not the location or
// the display name). Included by frontend/collector.cpp and its tests.
#pragma once

#include "model/work_groups.hpp"

#include <tuple>

namespace syclfg::model {

inline bool operator==(const TextSpan &a, const TextSpan &b) {
  return std::tie(a.begin, a.end, a.line, a.column) ==
         std::tie(b.begin, b.end, b.line, b.column);
}

inline bool operator==(const WgSlot &a, const WgSlot &b) {
  return std::tie(a.name, a.type, a.isConst, a.byValue, a.recomputed,
                  a.isConstexpr, a.form, a.init) ==
         std::tie(b.name, b.type, b.isConst, b.byValue, b.recomputed,
                  b.isConstexpr, b.form, b.init);
}

inline bool operator==(const WgSlotDecl &a, const WgSlotDecl &b) {
  return std::tie(a.stmt, a.slot, a.form, a.init) ==
         std::tie(b.stmt, b.slot, b.form, b.init);
}

inline bool operator==(const WgGroupCall &a, const WgGroupCall &b) {
  return std::tie(a.function, a.subGroup, a.valueType, a.resultType, a.call,
                  a.group, a.value, a.extras, a.perSubGroup, a.fused,
                  a.apart) ==
         std::tie(b.function, b.subGroup, b.valueType, b.resultType, b.call,
                  b.group, b.value, b.extras, b.perSubGroup, b.fused, b.apart);
}

inline bool operator==(const WgUnroll &a, const WgUnroll &b) {
  return a.at == b.at && a.count == b.count;
}

inline bool operator==(const WgRegion &a, const WgRegion &b) {
  return std::tie(a.text, a.decls, a.uses, a.unrolls, a.stores, a.reads,
                  a.expression) == std::tie(b.text, b.decls, b.uses, b.unrolls,
                                            b.stores, b.reads, b.expression);
}

inline bool operator==(const WgNode &a, const WgNode &b) {
  return std::tie(a.isLoop, a.perItem, a.mask, a.groupCall, a.conditionCall,
                  a.branch, a.region, a.header, a.headerUses, a.body) ==
         std::tie(b.isLoop, b.perItem, b.mask, b.groupCall, b.conditionCall,
                  b.branch, b.region, b.header, b.headerUses, b.body);
}

inline bool sameCompiledForm(const WgKernel &a, const WgKernel &b) {
  return std::tie(a.compiled, a.dims, a.itemName, a.paramsEnd, a.body,
                  a.bodyEndLine, a.bodyEndColumn, a.slots, a.groupCalls,
                  a.nodes, a.masks) ==
         std::tie(b.compiled, b.dims, b.itemName, b.paramsEnd, b.body,
                  b.bodyEndLine, b.bodyEndColumn, b.slots, b.groupCalls,
                  b.nodes, b.masks);
}

} // namespace syclfg::model
