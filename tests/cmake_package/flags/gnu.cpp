// Compiled as gnu++20: CXX_EXTENSIONS is ON by default.
#include "mode.hpp"

const char *gnu_id() { return id_of<MODE>(); }
