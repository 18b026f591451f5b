// What a job read last time, so that a rerun over an unchanged build skips
// the parse: the options' key, then one content hash per input file.
#pragma once

#include <string>
#include <vector>

namespace syclfg::driver {

// A stable hash of `text` as 16 hex digits.
std::string hashText(const std::string &text);

// The stamp's text for a job whose options hash to `key` and that read
// `inputs` (hashed now).
std::string makeStamp(const std::string &key,
                      const std::vector<std::string> &inputs);

// True when the stamp at `path` has `key` and every input still has the
// recorded content.
bool stampIsCurrent(const std::string &path, const std::string &key);

} // namespace syclfg::driver
