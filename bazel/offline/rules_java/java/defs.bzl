"""The native Java rules under rules_java's names (see rules_cc/cc/defs.bzl).

@bazel_tools//tools/jdk loads these while registering its toolchains, even
for a C++-only build; no Java rule runs.
"""

def java_binary(**kwargs):
    native.java_binary(**kwargs)

def java_import(**kwargs):
    native.java_import(**kwargs)

def java_library(**kwargs):
    native.java_library(**kwargs)

def java_plugin(**kwargs):
    native.java_plugin(**kwargs)

def java_runtime(**kwargs):
    native.java_runtime(**kwargs)

def java_test(**kwargs):
    native.java_test(**kwargs)

def java_toolchain(**kwargs):
    native.java_toolchain(**kwargs)
