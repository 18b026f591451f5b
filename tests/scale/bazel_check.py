"""Checks the Bazel execution logs of tests/scale/bazel.sh.

Usage: bazel_check.py WORKSPACE_ONE ONE.json TWO.json PREFIX
- ONE.json: each SyclFooter action's inputs are exactly the workspace files
  its depfile lists (the tool aside): nothing undeclared was read, nothing
  declared is unused. The depfile's other entries are system headers and the
  install prefix's SYCL headers, the same on every machine.
- TWO.json: every SyclFooter and CppCompile action was a cache hit.
"""
import json
import os
import sys


def actions(path):
    text = open(path, encoding="utf-8").read()
    decoder, at, found = json.JSONDecoder(), 0, []
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at == len(text):
            return found
        action, at = decoder.raw_decode(text, at)
        found.append(action)


def depfile_entries(path):
    text = open(path, encoding="utf-8").read().replace("\\\n", " ")
    return text.split(":", 1)[1].split()


def fail(message):
    sys.exit("FAIL: " + message)


def check_inputs(workspace, log, prefix):
    root = os.path.realpath(workspace) + "/"
    shared = ("/usr/", os.path.realpath(prefix) + "/include/")
    footers = [a for a in actions(log) if a.get("mnemonic") == "SyclFooter"]
    if len(footers) != 2:
        fail("expected 2 SyclFooter actions in %s, found %d" % (log, len(footers)))
    for action in footers:
        inputs = {i["path"] for i in action["inputs"]}
        inputs.discard("external/syclfg/bin/sycl-footergen")
        depfile = next(o for o in action["listedOutputs"] if o.endswith(".d"))
        listed = set()
        for entry in depfile_entries(os.path.join(workspace, depfile)):
            # A sandbox links the inputs to the workspace: the depfile names
            # them as on disk (see docs/scale.md).
            if entry.startswith(root):
                listed.add(entry[len(root):])
            elif not os.path.isabs(entry):
                listed.add(os.path.normpath(entry))
            elif not entry.startswith(shared):
                fail("%s lists %s: neither declared nor a system or SYCL header" % (depfile, entry))
        if listed != inputs:
            fail("%s: declared inputs %s, depfile lists %s" % (depfile, sorted(inputs), sorted(listed)))
        print("%s: inputs = the tool + %s, as the depfile lists" % (depfile, sorted(listed)))


def check_hits(log):
    counted = {}
    for action in actions(log):
        mnemonic = action.get("mnemonic")
        if mnemonic in ("SyclFooter", "CppCompile"):
            hits, total = counted.get(mnemonic, (0, 0))
            counted[mnemonic] = (hits + bool(action.get("remoteCacheHit")), total + 1)
    for mnemonic in ("SyclFooter", "CppCompile"):
        hits, total = counted.get(mnemonic, (0, 0))
        if total != 2 or hits != total:
            fail("%s: %d of %d %s actions were cache hits, expected 2 of 2" % (log, hits, total, mnemonic))
        print("second workspace: %d of %d %s actions were disk cache hits" % (hits, total, mnemonic))


def main():
    workspace, one, two, prefix = sys.argv[1:5]
    check_inputs(workspace, one, prefix)
    check_hits(two)


main()
