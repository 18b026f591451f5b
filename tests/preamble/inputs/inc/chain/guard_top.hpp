// Starts with includes, one of which reads this header's include guard:
// hoisted, it would not see it defined, so the preamble is not cut among
// them.
#ifndef CHAIN_GUARD_TOP_HPP
#define CHAIN_GUARD_TOP_HPP
#include <functional>
#include <chain/guard_seen.hpp>
#include <iostream>
#endif
