// Splits a compile_commands.json "command" string into arguments the way a
// POSIX shell would (what CMake and Bear write): blanks separate, '...'
// is literal, "..." keeps blanks (a backslash there escapes only '"', '$',
// '`', a newline and itself), and outside quotes a backslash escapes the next
// character.
#pragma once

#include <llvm/Support/Error.h>

#include <string>
#include <vector>

namespace syclfg::driver {

// An error (whose message says what is unbalanced) for an unterminated
// quote or a trailing backslash.
llvm::Expected<std::vector<std::string>>
splitShellWords(const std::string &command);

} // namespace syclfg::driver
