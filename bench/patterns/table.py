#!/usr/bin/env python3
"""Turns run.sh's lines (stdin or files) into the Markdown tables of
bench/RESULTS.md: per pattern and thread count our time, the OpenMP twin's,
PoCL's where it ran, and their ratios; the scaling from 1 thread to the most
threads measured; and whether the twins' checksums agree."""
import sys
from collections import defaultdict

BANDWIDTH = {"stream_copy", "stream_mul", "stream_add", "stream_triad",
             "stream_dot", "stream_triad_byvalue", "transpose_tiled"}
PER_ITEM = {"light_range", "light_nd_range", "barrier"}
PER_LAUNCH = {"small_launches"}


def parse(lines):
    runs = {}
    notes = []
    for line in lines:
        if line.startswith("#"):
            notes.append(line.strip())
            continue
        fields = dict(f.split("=", 1) for f in line.split() if "=" in f)
        if "pattern" not in fields:
            continue
        key = (fields["pattern"], int(fields["threads"]), fields["impl"])
        runs[key] = (float(fields["time_s"]), float(fields["work"]),
                     float(fields["check"]))
    return runs, notes


def shown(pattern, time, work):
    if pattern in BANDWIDTH:
        return "%.1f GB/s" % (work / time / 1e9)
    if pattern in PER_ITEM:
        return "%.2f ns" % (time / work * 1e9)
    if pattern in PER_LAUNCH:
        return "%.2f us" % (time / work * 1e6)
    return "%.1f ms" % (time * 1e3)


def agree(a, b):
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


def main():
    # --check: exit 1 unless every pattern ran in both twins at every thread
    # count with equal checksums (the ctest bench.patterns_run).
    strict = "--check" in sys.argv
    names = [a for a in sys.argv[1:] if a != "--check"]
    lines = []
    for name in names or ["-"]:
        lines += (sys.stdin if name == "-" else open(name)).readlines()
    runs, notes = parse(lines)
    for note in notes:
        print(note.lstrip("# "))
    print()
    patterns = sorted({p for p, _, _ in runs}, key=lambda p: min(
        i for i, (q, _, _) in enumerate(runs) if q == p))
    threads = sorted({t for _, t, _ in runs})
    print("| pattern | threads | ours | OpenMP | ours/OpenMP (time) "
          "| PoCL | ours/PoCL (time) | checksums |")
    print("|---|---:|---:|---:|---:|---:|---:|---|")
    failed = False
    for p in patterns:
        for t in threads:
            ours = runs.get((p, t, "sycl"))
            if ours is None:
                failed = True
                continue
            row = ["%s" % p, "%d" % t, shown(p, ours[0], ours[1])]
            check = ""
            for impl in ("omp", "pocl"):
                other = runs.get((p, t, impl))
                if other is None:
                    row += ["", ""]
                    continue
                row += [shown(p, other[0], other[1]),
                        "%.2f" % (ours[0] / other[0])]
                if impl == "omp":
                    check = "equal" if agree(ours[2], other[2]) else (
                        "differ: %.17g / %.17g" % (ours[2], other[2]))
                    failed = failed or check != "equal"
            row.append(check)
            print("| " + " | ".join(row) + " |")
    if len(threads) > 1:
        lo, hi = threads[0], threads[-1]
        print()
        print("| pattern | ours %d->%d threads | OpenMP | ours/OpenMP scaling |"
              % (lo, hi))
        print("|---|---:|---:|---:|")
        for p in patterns:
            cells = []
            for impl in ("sycl", "omp"):
                a, b = runs.get((p, lo, impl)), runs.get((p, hi, impl))
                cells.append(a[0] / b[0] if a and b else None)
            if cells[0] is None:
                continue
            ratio = "%.2f" % (cells[0] / cells[1]) if cells[1] else ""
            omp = "%.2fx" % cells[1] if cells[1] else ""
            print("| %s | %.2fx | %s | %s |" % (p, cells[0], omp, ratio))
    if strict and (failed or not runs):
        sys.exit("table.py: a twin is missing or the checksums differ")


main()
