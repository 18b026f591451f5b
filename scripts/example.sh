#!/bin/sh
# The design documents' example end to end, by hand, the way a Makefile user
# would do it: a 3x3 convolution whose coefficients are a specialization
# constant (examples/convolution). Builds only the tool and the library (not
# the test suite), generates the footer and host TU, compiles them with g++
# and runs the program, which prints the input, the coefficients and the
# output and exits non-zero when the output differs from a plain C++
# convolution.
set -eu
cd "$(dirname "$0")/.."
scripts/bootstrap.sh sycl-footergen syclfg
out=build/example-convolution
mkdir -p "$out"
set -x
build/bin/sycl-footergen examples/convolution/convolution.cpp \
  -o "$out/convolution.footer.hpp" --host-tu "$out/convolution.host.cpp" -- -std=c++17
g++ -std=c++17 -Wall -Wextra "$out/convolution.host.cpp" -Iinclude \
  -Lbuild/lib -Wl,-rpath,"$PWD/build/lib" -lsyclfg -o "$out/convolution"
"$out/convolution"
