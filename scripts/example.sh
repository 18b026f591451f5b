#!/bin/sh
# The main example end to end, by hand, the way a Makefile user would do it:
# generate the footer and host TU, compile with g++, run.
set -eu
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
out=build/example-quickstart
mkdir -p "$out"
set -x
build/bin/sycl-footergen examples/quickstart/quickstart.cpp \
  -o "$out/quickstart.footer.hpp" --host-tu "$out/quickstart.host.cpp" -- -std=c++17
g++ -std=c++17 -Wall -Wextra "$out/quickstart.host.cpp" -Iinclude \
  -Lbuild/lib -Wl,-rpath,"$PWD/build/lib" -lsyclfg -o "$out/quickstart"
"$out/quickstart"
