// One policy for every "same name, two different things" report of the
// runtime (object IDs, kernel names): SYCLFG_ON_CONFLICT or
// syclfg::set_conflict_policy decide between ignore, warn and fatal.
#pragma once

#include <syclfg/registry.hpp>

#include <string>

namespace syclfg::detail {

// set_conflict_policy's value once called, else SYCLFG_ON_CONFLICT
// (ignore|warn|fatal; default warn).
conflict_policy current_conflict_policy();

// Reports `what` ("symbolic ID 'x' is registered for two different
// objects...") as a warning or an error; fatal exits with status 70 at once
// (this may run inside a global constructor, where running other
// destructors or handlers is not safe).
void report_conflict(const std::string &what);

} // namespace syclfg::detail
