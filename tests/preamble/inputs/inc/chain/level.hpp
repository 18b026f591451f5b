#pragma once

inline constexpr int chain_level = __INCLUDE_LEVEL__;
