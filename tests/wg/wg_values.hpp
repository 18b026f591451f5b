// Included by top_barrier.cpp with quotes: the host TU that embeds the
// rewritten source lives elsewhere, so the tool rewrites this #include to
// the source's directory.
#pragma once

constexpr int kScale = 3;
