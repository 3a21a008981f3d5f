#!/usr/bin/env python3
"""Runs a psolint check through clang-tidy and checks its output.

Debian ships no check_clang_tidy.py, so this is psolint's own small one:

  check_clang_tidy.py [--check-suffix S] <source> <checks> <temp-file> \
      --tidy <clang-tidy> --load <module> --filecheck <FileCheck> \
      [--config <yaml>] -- <compiler flags>

1. The source, with its `// CHECK-…:` comments blanked, is copied to
   <temp-file> and clang-tidy runs on it with --fix.
2. FileCheck matches clang-tidy's output against CHECK-MESSAGES lines and
   the fixed file against CHECK-FIXES lines (whitespace-strict), both read
   from the original source.
3. The fixed file is compiled again with the same flags and must compile.
A source without CHECK-FIXES lines must come back unchanged.
"""
import argparse
import re
import subprocess
import sys


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, **kw)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--check-suffix", default="")
    parser.add_argument("--tidy", required=True)
    parser.add_argument("--load", required=True)
    parser.add_argument("--filecheck", required=True)
    parser.add_argument("--compiler", required=True)
    parser.add_argument("--config", default=None)
    parser.add_argument("--extra-tidy-arg", action="append", default=[])
    parser.add_argument("source")
    parser.add_argument("checks")
    parser.add_argument("temp")
    parser.add_argument("flags", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    flags = args.flags[1:] if args.flags[:1] == ["--"] else args.flags

    suffix = "-" + args.check_suffix if args.check_suffix else ""
    messages_prefix = "CHECK-MESSAGES" + suffix
    fixes_prefix = "CHECK-FIXES" + suffix

    original = open(args.source, encoding="utf-8").read()
    has_messages = messages_prefix + ":" in original
    has_fixes = fixes_prefix + ":" in original
    cleaned = re.sub(r"// *CHECK-[A-Z0-9\-]*:[^\r\n]*", "//", original)
    with open(args.temp, "w", encoding="utf-8") as f:
        f.write(cleaned)

    cmd = [args.tidy, "--load=" + args.load, "--checks=-*," + args.checks,
           "--fix", args.temp] + args.extra_tidy_arg
    if args.config:
        cmd.append("--config=" + args.config)
    cmd += ["--"] + flags
    tidy = run(cmd)
    output = tidy.stdout
    with open(args.temp + ".msg", "w", encoding="utf-8") as f:
        f.write(output)
    if tidy.returncode not in (0, 1):
        sys.exit("clang-tidy failed (%d):\n%s" % (tidy.returncode, output))

    if has_messages:
        check = run([args.filecheck, "--input-file=" + args.temp + ".msg",
                     args.source, "--check-prefix=" + messages_prefix,
                     "--implicit-check-not={{warning|error}}:"])
        if check.returncode:
            sys.exit("CHECK-MESSAGES failed:\n%s\nclang-tidy said:\n%s"
                     % (check.stdout, output))
    elif re.search(r"\b(warning|error):", output):
        sys.exit("unexpected findings:\n" + output)

    fixed = open(args.temp, encoding="utf-8").read()
    if has_fixes:
        check = run([args.filecheck, "--input-file=" + args.temp, args.source,
                     "--check-prefix=" + fixes_prefix, "--strict-whitespace"])
        if check.returncode:
            sys.exit("CHECK-FIXES failed:\n%s" % check.stdout)
    elif fixed != cleaned:
        diff = run(["diff", "-u", args.source, args.temp]).stdout
        sys.exit("fix-its changed the file but the test has no CHECK-FIXES:\n"
                 + diff)

    compiled = run([args.compiler, "-fsyntax-only", "-x",
                    "c" if args.temp.endswith(".c") else "c++",
                    args.temp] + flags)
    if compiled.returncode:
        sys.exit("the fixed file does not compile:\n" + compiled.stdout)


if __name__ == "__main__":
    main()
