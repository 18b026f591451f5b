// Compiled as c++20: CXX_EXTENSIONS OFF.
#include "mode.hpp"

const char *strict_id() { return id_of<MODE>(); }
