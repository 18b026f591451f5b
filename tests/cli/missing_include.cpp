// Includes a header that does not exist.
#include "no-such-header.hpp"
