#pragma once
#include <algorithm>
#include <map>
#include <random>

inline int chain_last() { return 2; }
