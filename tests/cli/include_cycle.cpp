// Includes itself without a guard: Clang stops at its nesting limit.
#include "include_cycle.cpp"
