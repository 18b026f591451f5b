// Path questions the driver asks before writing anything: is it the same
// file, can an #include spell it, where is it on disk.
#pragma once

#include <string>

namespace syclfg::io {

// `path` made absolute (against the current directory) and normalized
// lexically; `path` itself when that fails.
std::string absolute(const std::string &path);

// A file a parse read, as it is on disk: relative paths taken against
// `directory`, ".." taken after symlinks (the compiler finds g++'s headers as
// "<bin>/../lib/gcc/...", and /lib may be a link), so build tools can stat
// every dependency.
std::string onDisk(const std::string &path, const std::string &directory);

// Whether two paths name the same file: equal once made absolute and
// symlinks and ".." resolved (also for files not created yet), or the same
// existing file through a hard link.
bool sameFile(const std::string &a, const std::string &b);

// Whether a host TU can #include this path (no '"', newline or, off
// Windows, backslash).
bool includablePath(const std::string &path);

} // namespace syclfg::io
