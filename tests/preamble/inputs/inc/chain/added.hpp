#pragma once

inline constexpr int chain_added = 5;
