"""The native C++ rules under rules_cc's names, for Bazel 4's builtin tools.

Debian 12's bazel-bootstrap (4.2) loads @rules_cc from @bazel_tools and
would download it; Debian's bazel-rules-cc (0.0.4) needs a newer Bazel
(use_cpp_toolchain). These forwarders are all that loading needs offline.
"""

def cc_binary(**kwargs):
    native.cc_binary(**kwargs)

def cc_import(**kwargs):
    native.cc_import(**kwargs)

def cc_library(**kwargs):
    native.cc_library(**kwargs)

def cc_proto_library(**kwargs):
    native.cc_proto_library(**kwargs)

def cc_test(**kwargs):
    native.cc_test(**kwargs)

def cc_toolchain(**kwargs):
    native.cc_toolchain(**kwargs)

def cc_toolchain_suite(**kwargs):
    native.cc_toolchain_suite(**kwargs)

def objc_library(**kwargs):
    native.objc_library(**kwargs)
