// Starts with includes, one of which reads __INCLUDE_LEVEL__: hoisted, it
// would see another value, so the preamble is not cut among them.
#pragma once
#include <functional>
#include <chain/level.hpp>
#include <iostream>
