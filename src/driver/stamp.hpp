// What a job read and wrote last time, so that a rerun over an unchanged
// build skips the parse: the options' key, one content hash per input file
// and one per output file. A rerun regenerates when any input or output
// differs, is missing, or the stamp itself cannot be read.
#pragma once

#include "io/atomic_write.hpp"
#include "util/content_hash.hpp"

#include <string>
#include <vector>

namespace syclfg::driver {

using util::hashText;

// The stamp's text for a job whose options hash to `key`, that read
// `inputs` (hashed now) and writes `outputs` (hashed from their content).
std::string makeStamp(const std::string &key,
                      const std::vector<std::string> &inputs,
                      const std::vector<io::OutputFile> &outputs);

// True when the stamp at `path` has `key` and every input and output still
// has the recorded content.
bool stampIsCurrent(const std::string &path, const std::string &key);

} // namespace syclfg::driver
