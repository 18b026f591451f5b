// Starts with includes: a chain's stages are cut among them (hoisted).
#pragma once
#include <chain/first.hpp>
#include <iostream>
#include <chain/last.hpp>

inline int chain_top() { return chain_first() + chain_last(); }
