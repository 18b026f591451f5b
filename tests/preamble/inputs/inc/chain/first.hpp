#pragma once
#include <functional>

inline int chain_first() { return 1; }
