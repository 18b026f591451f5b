"""sycl_footer: sycl-footergen as a Bazel action (docs/scale.md).

sycl_footer(name, src, hdrs, copts) runs the tool on `src` with `copts` (the
flags the host TU is compiled with: -std, -I, -D) and writes <name>.footer.hpp,
<name>.host.cpp and <name>.d. Its inputs are `src`, `hdrs` (every header of
the workspace the TU reads) and the tool; --base-dir is the execution root,
so the outputs name workspace files relative to themselves and are the same
bytes in every workspace, sandbox and remote worker: the action cache and the
host TU's compile are shared. Put the target in a cc_binary's or
cc_library's deps and its host TU (<name>.host.cpp) in srcs:

    sycl_footer(name = "main_sycl", src = "main.cpp", hdrs = [...], copts = COPTS)
    cc_binary(name = "app", srcs = [":main_sycl"], copts = COPTS,
              deps = [":main_sycl", "@syclfg//:syclfg"])
"""

def _sycl_footer_impl(ctx):
    src = ctx.file.src
    footer = ctx.actions.declare_file(ctx.label.name + ".footer.hpp")
    host_tu = ctx.actions.declare_file(ctx.label.name + ".host.cpp")
    depfile = ctx.actions.declare_file(ctx.label.name + ".d")
    args = ctx.actions.args()
    args.add(src)
    args.add("-o", footer)
    args.add("--host-tu", host_tu)
    args.add("--depfile", depfile)

    # The execution root (the action's working directory, local or remote).
    args.add("--base-dir=.")
    args.add("--")
    args.add_all(ctx.attr.copts)
    ctx.actions.run(
        executable = ctx.executable.tool,
        arguments = [args],
        inputs = [src] + ctx.files.hdrs,
        outputs = [footer, host_tu, depfile],
        mnemonic = "SyclFooter",
        progress_message = "sycl-footergen %s" % src.short_path,
    )

    # The host TU #includes the source and the footer: the compile needs
    # them (and the source's headers) as declared headers.
    headers = depset([src, footer] + ctx.files.hdrs)
    return [
        DefaultInfo(files = depset([host_tu])),
        CcInfo(compilation_context = cc_common.create_compilation_context(headers = headers)),
        OutputGroupInfo(depfile = depset([depfile])),
    ]

sycl_footer = rule(
    implementation = _sycl_footer_impl,
    attrs = {
        "src": attr.label(allow_single_file = [".cpp", ".cc", ".cxx"], mandatory = True),
        "hdrs": attr.label_list(allow_files = True),
        "copts": attr.string_list(),
        "tool": attr.label(
            default = "@syclfg//:bin/sycl-footergen",
            executable = True,
            cfg = "exec",
            allow_single_file = True,
        ),
    },
    doc = "The footer, host TU and depfile of one SYCL source.",
)
