#!/bin/sh
# Runs the pattern benchmarks built by build.sh in <bin-dir> at each thread
# count of THREADS (default "1 2"), twins side by side in one run, and
# prints their raw lines prefixed with the implementation and thread count
# (table.py turns them into the table). Plain sh: it also runs on a machine
# with nothing but the static binaries.
# Usage: bench/patterns/run.sh <bin-dir> [tiny|full|large] [pattern...]
set -eu
bin=$(cd "$1" && pwd)
size=${2:-full}
shift
[ $# -gt 0 ] && shift
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2)"
for t in ${THREADS:-1 2}; do
  SYCLFG_THREADS=$t "$bin/patterns_sycl" "$size" "$@" | sed "s/^/impl=sycl threads=$t /"
  OMP_NUM_THREADS=$t "$bin/patterns_omp" "$size" "$@" | sed "s/^/impl=omp threads=$t /"
  if [ -x "$bin/pocl_bench" ] && [ "${POCL:-1}" = 1 ]; then
    POCL_CPU_MAX_CU_COUNT=$t POCL_MAX_PTHREAD_COUNT=$t \
      "$bin/pocl_bench" "$size" "$bin/pocl_kernels.cl" | sed "s/^/impl=pocl threads=$t /"
  fi
done
echo "# load average after $(cut -d' ' -f1-3 /proc/loadavg)"
