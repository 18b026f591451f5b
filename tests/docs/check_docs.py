#!/usr/bin/env python3
"""Checks the documentation: README.md, CONTRIBUTING.md and docs/*.md.

  check_docs.py links SOURCE_DIR
      every relative link resolves to a file or directory, every #anchor to a
      heading of its page (GitHub's anchors), and every repository path
      written as code (`src/...`, `tests/...`, ...) exists, so that a moved
      or renamed file cannot leave the docs behind.
  check_docs.py commands SOURCE_DIR BUILD_DIR WORK_DIR
      every ```sh block is preceded by <!-- run --> or <!-- covered-by: ... -->;
      covered-by names CTest tests (ctest:REGEX, each matching a test of
      BUILD_DIR) or scripts (script:PATH, each existing); <!-- run --> blocks
      are run with sh -e in a directory of their own per page, against an
      installation of BUILD_DIR, after writing the page's <!-- file: NAME -->
      blocks there; and every CTest name written as code (`golden.deprecated`,
      `runtime.kernels_*`) names tests of BUILD_DIR, so that renamed tests
      cannot leave the docs behind.
Prints file:line: error: ... for each problem and exits 1 if there is one.
"""
import os
import re
import shutil
import subprocess
import sys

FENCE = re.compile(r"^ {0,3}(```+|~~~+)\s*([^\s`]*)")
MARKER = re.compile(r"^<!--\s*(run|file:|covered-by:)\s*(.*?)\s*-->\s*$")
LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
REPO_PATH = re.compile(r"`((?:src|include|runtime|tests|scripts|bench|examples|cmake|"
                       r"footer-templates|fuzz|docs|bazel|\.ci)/[^`\s]*)`")
# Pages whose code paths name files of other repositories (the programs of
# the compatibility sweeps, the Khronos CTS), not of this one.
OTHER_REPOSITORIES = {os.path.join("docs", "compat-sweep.md"), os.path.join("docs", "cts.md")}
TEST_NAME = re.compile(r"`((?:unit|frontend|golden|diagnosed|cli|runtime|batch|preamble|"
                       r"cmake_package|dpcpp|faults|hostile|style|install|registry|"
                       r"multi_tu|example|docs|bench|scale|layering|wg)(?:\.[A-Za-z0-9_*]+)*)`")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")


def pages(source_dir):
    names = ["README.md", "CONTRIBUTING.md"]
    docs = os.path.join(source_dir, "docs")
    names += sorted(os.path.join("docs", n) for n in os.listdir(docs) if n.endswith(".md"))
    return [n for n in names if os.path.exists(os.path.join(source_dir, n))]


def blocks(lines):
    """Yields (kind, start line index, language, body lines, marker) for each
    fenced block and ('text', index, line) for each line outside blocks."""
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            yield ("text", i, lines[i])
            i += 1
            continue
        fence, lang, start = m.group(1), m.group(2), i
        body = []
        i += 1
        while i < len(lines) and not lines[i].strip().startswith(fence):
            body.append(lines[i])
            i += 1
        marker = None
        j = start - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        if j >= 0:
            marker = MARKER.match(lines[j].strip())
        yield ("block", start, lang, body, marker)
        i += 1


def slug(text):
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<[^>]+>", "", text).lower()
    text = "".join(c for c in text if c.isalnum() or c in "-_ ")
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        seen = {}
        found = set()
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        for item in blocks(lines):
            if item[0] != "text":
                continue
            m = HEADING.match(item[2])
            if not m:
                continue
            base = slug(m.group(2))
            n = seen.get(base, 0)
            seen[base] = n + 1
            found.add(base if n == 0 else "%s-%d" % (base, n))
        cache[path] = found
    return cache[path]


def check_paths(source_dir, page, index, line):
    """`src/...`-like code spans name files of this repository; patterns
    (`*`, `<name>`, `{a,b}`, `$VAR`) and `x.*` stand for several, unchecked."""
    if page in OTHER_REPOSITORIES:
        return []
    errors = []
    for m in REPO_PATH.finditer(line):
        path = m.group(1).rstrip(".,:;)")
        if any(c in path for c in "*<>{}[]$") or path.endswith(".*"):
            continue
        if not os.path.exists(os.path.join(source_dir, path)):
            errors.append("%s:%d: error: no file or directory '%s' in the repository"
                          % (page, index + 1, path))
    return errors


def check_links(source_dir):
    errors = []
    for page in pages(source_dir):
        path = os.path.join(source_dir, page)
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        for item in blocks(lines):
            if item[0] != "text":
                continue
            errors += check_paths(source_dir, page, item[1], item[2])
            line = CODE_SPAN.sub("", item[2])
            for m in LINK.finditer(line):
                target = m.group(1)
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue  # http:, https:, mailto:
                file_part, _, anchor = target.partition("#")
                dest = path if not file_part else os.path.normpath(
                    os.path.join(os.path.dirname(path), file_part))
                where = "%s:%d" % (page, item[1] + 1)
                if not os.path.exists(dest):
                    errors.append("%s: error: link to '%s': no such file" % (where, target))
                elif anchor and dest.endswith(".md") and anchor not in anchors(dest):
                    errors.append("%s: error: link to '%s': no heading '#%s' in %s"
                                  % (where, target, anchor, os.path.relpath(dest, source_dir)))
    return errors


def ctest_names(build_dir):
    out = subprocess.run(["ctest", "-N"], cwd=build_dir, capture_output=True,
                         text=True, check=True).stdout
    return re.findall(r"Test\s+#\d+: (\S+)", out)


def install(build_dir, prefix):
    shutil.rmtree(prefix, ignore_errors=True)
    subprocess.run(["cmake", "--install", build_dir, "--prefix", prefix],
                   check=True, stdout=subprocess.DEVNULL)
    env = dict(os.environ)
    env["PATH"] = os.path.join(prefix, "bin") + os.pathsep + env.get("PATH", "")
    env["PKG_CONFIG_PATH"] = os.path.join(prefix, "lib", "pkgconfig")
    return env


def check_covered(where, spec, source_dir, tests):
    errors = []
    names, _, _note = spec.partition(" -- ")
    if not names.split():
        errors.append("%s: error: covered-by names no test or script" % where)
    for token in names.split():
        kind, _, value = token.partition(":")
        if kind == "ctest":
            if not any(re.search(value, t) for t in tests):
                errors.append("%s: error: no CTest test matches '%s'" % (where, value))
        elif kind == "script":
            if not os.path.isfile(os.path.join(source_dir, value)):
                errors.append("%s: error: no script '%s'" % (where, value))
        else:
            errors.append("%s: error: '%s' is neither ctest:REGEX nor script:PATH"
                          % (where, token))
    return errors


def run_block(where, body, cwd, env):
    script = "\n".join(body) + "\n"
    result = subprocess.run(["sh", "-e", "-x", "-c", script], cwd=cwd, env=env,
                            capture_output=True, text=True)
    print("--- %s (exit %d)\n%s%s" % (where, result.returncode, result.stdout, result.stderr))
    if result.returncode != 0:
        return ["%s: error: the block failed (exit %d)" % (where, result.returncode)]
    return []


def check_test_names(page, lines, tests):
    """A name matches a test, or is a group: a prefix of test names before a
    '.'; '*' stands for any characters."""
    errors = []
    if page in OTHER_REPOSITORIES:
        return errors
    # The groups above, and every group the build has now (a new one is
    # checked as soon as it exists; one that disappears stays known above).
    groups = sorted({t.split(".")[0] for t in tests if "." in t}, key=len, reverse=True)
    dynamic = re.compile(r"`((?:%s)(?:\.[A-Za-z0-9_*]+)+)`" % "|".join(map(re.escape, groups)))
    for item in blocks(lines):
        if item[0] != "text":
            continue
        names = {m.group(1) for m in TEST_NAME.finditer(item[2])}
        names |= {m.group(1) for m in dynamic.finditer(item[2])}
        for name in sorted(names):
            pattern = "^" + re.escape(name).replace(r"\*", ".*") + r"(\..*)?$"
            if not any(re.match(pattern, t) for t in tests):
                errors.append("%s:%d: error: no CTest test or group '%s'"
                              % (page, item[1] + 1, name))
    return errors


def check_page_commands(page, source_dir, work, tests, env):
    with open(os.path.join(source_dir, page), encoding="utf-8") as f:
        lines = f.read().split("\n")
    errors = check_test_names(page, lines, tests)
    page_dir = os.path.join(work, page.replace("/", "_"))
    os.makedirs(page_dir, exist_ok=True)
    items = [b for b in blocks(lines) if b[0] == "block"]
    for _, start, lang, body, marker in items:  # files first: a run may use a later one
        if marker and marker.group(1) == "file:":
            with open(os.path.join(page_dir, marker.group(2)), "w", encoding="utf-8") as f:
                f.write("\n".join(body) + "\n")
    for _, start, lang, body, marker in items:
        if lang != "sh":
            continue
        where = "%s:%d" % (page, start + 1)
        if marker is None or marker.group(1) == "file:":
            errors.append("%s: error: a ```sh block needs <!-- run --> or "
                          "<!-- covered-by: ctest:REGEX|script:PATH ... --> on the "
                          "line before it (CONTRIBUTING.md)" % where)
        elif marker.group(1) == "covered-by:":
            errors += check_covered(where, marker.group(2), source_dir, tests)
        else:
            errors += run_block(where, body, page_dir, env)
    return errors


def check_commands(source_dir, build_dir, work):
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    tests = ctest_names(build_dir)
    env = install(build_dir, os.path.join(work, "prefix"))
    errors = []
    for page in pages(source_dir):
        errors += check_page_commands(page, source_dir, work, tests, env)
    return errors


def main(argv):
    if len(argv) == 3 and argv[1] == "links":
        errors = check_links(os.path.abspath(argv[2]))
    elif len(argv) == 5 and argv[1] == "commands":
        errors = check_commands(*(os.path.abspath(a) for a in argv[2:]))
    else:
        sys.stderr.write(__doc__)
        return 2
    for e in errors:
        print(e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
