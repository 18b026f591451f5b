// The seed's two property sets for one translation unit, as JSON:
//
// {
//   "source": "<main file>",
//   "SYCL/specialization constants": {
//     "<symbolic ID>": [ {"id": <leaf numeric ID>, "offset": <bytes>, "size":
//     <bytes>}, ... ]
//   },
//   "SYCL/specialization constants default values": {
//     "all": [ <byte>, ... ]   // every constant's default value, in ascending
//                              // numeric-ID order, padding zero
//   }
// }
//
// Numeric IDs are assigned as the runtime assigns them: constants sorted by
// symbolic ID, leaves numbered consecutively from 0. Only specialization
// constants defined in the TU are listed.
#pragma once

#include "plan/plan.hpp"

#include <string>

namespace syclfg::render {

std::string renderProperties(const plan::Plan &plan,
                             const std::string &sourcePath);

} // namespace syclfg::render
