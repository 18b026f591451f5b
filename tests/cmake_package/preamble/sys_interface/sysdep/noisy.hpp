// In a SYSTEM interface include directory: the unused parameter warns
// under -Wextra unless the header is a system header (-isystem), so with
// -Werror the parse fails if the tool gets this directory as -I.
#pragma once
inline int noisy_interface(int unused) { return 1; }
