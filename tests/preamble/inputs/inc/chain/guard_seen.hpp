#pragma once

#ifdef CHAIN_GUARD_TOP_HPP
inline constexpr int chain_guard_seen = 1;
#else
inline constexpr int chain_guard_seen = 0;
#endif
