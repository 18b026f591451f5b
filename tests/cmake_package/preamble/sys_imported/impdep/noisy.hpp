// The include directory of an IMPORTED target: a system directory for its
// consumers (see sys_interface/sysdep/noisy.hpp).
#pragma once
inline int noisy_imported(int unused) { return 2; }
