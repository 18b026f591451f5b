// Includes a header of Clang's resource directory (<stddef.h>): the test
// cli.resource_dir gives a resource directory whose <stddef.h> says so.
#include <stddef.h>

int main() { return static_cast<int>(sizeof(size_t)) - 8; }
