"""tidy_config_parity.py --tidy T --module SO --psolint P [--copy SRC] ROOT -- FLAGS

With --copy, SRC is first copied into every directory under ROOT as input.cpp.

For every source file under ROOT (each directory with its own .clang-tidy,
or none), runs clang-tidy with the psolint module and the psolint tool, and
compares:
  - the psolint checks each enables for the file (--list-checks), and
  - the findings each reports: location, level (warning or error) and id.
Both read the same .clang-tidy files; neither gets --checks. Each runs in
the file's own directory: clang-tidy 19 takes HeaderFilterRegex from the
working directory's configuration, not the file's (llvm-project#118009,
fixed later); the tool reads it per file, as clang-tidy 22 does. Prints one
line per file and a summary; exits 1 when anything differs.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

parser = argparse.ArgumentParser()
for name in ("tidy", "module", "psolint"):
    parser.add_argument("--" + name, required=True)
parser.add_argument("--copy")
parser.add_argument("root")
parser.add_argument("flags", nargs=argparse.REMAINDER)
args = parser.parse_args()
flags = args.flags[1:] if args.flags[:1] == ["--"] else args.flags

FINDING = re.compile(r"^(\S+):(\d+):(\d+): (warning|error): .*\[(d3d12-[a-z0-9-]+)[,\]]")


def findings(output):
    return sorted((os.path.basename(m.group(1)), int(m.group(2)), int(m.group(3)),
                   m.group(4), m.group(5))
                  for m in map(FINDING.match, output.splitlines()) if m)


def tidy_checks(path):
    out = subprocess.run([args.tidy, "--load=" + args.module, "--list-checks",
                          path, "--"] + flags, capture_output=True, text=True,
                         cwd=os.path.dirname(path)).stdout
    return sorted(line.strip() for line in out.splitlines()
                  if line.strip().startswith("d3d12-"))


def tool_checks(path):
    out = subprocess.run([args.psolint, "--list-checks", path],
                         capture_output=True, text=True).stdout
    return sorted(line.strip() for line in out.splitlines() if line.strip())


if args.copy:
    for d, _, _ in os.walk(args.root):
        shutil.copy(args.copy, os.path.join(d, "input.cpp"))

different = 0
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(args.root)
               for f in fs if f.endswith((".cpp", ".c")))
for path in files:
    rel = os.path.relpath(path, args.root)
    tidy_enabled, tool_enabled = tidy_checks(path), tool_checks(path)
    here = os.path.dirname(path)
    tidy = subprocess.run([args.tidy, "--load=" + args.module, path, "--"] + flags,
                          capture_output=True, text=True, cwd=here)
    tool = subprocess.run([args.psolint, path, "--"] + flags,
                          capture_output=True, text=True, cwd=here)
    tidy_found, tool_found = findings(tidy.stdout), findings(tool.stdout)
    same = tidy_enabled == tool_enabled and tidy_found == tool_found
    levels = sorted({f[3] for f in tool_found})
    print("%s: %d checks, %d findings (%s): %s" % (
        rel, len(tool_enabled), len(tool_found), ",".join(levels) or "-",
        "same" if same else "DIFFERENT"))
    if not same:
        different += 1
        sys.stderr.write("%s\n clang-tidy enables %s\n psolint enables %s\n"
                         " clang-tidy: %s\n psolint: %s\n%s%s" % (
                             rel, tidy_enabled, tool_enabled, tidy_found,
                             tool_found, tidy.stdout, tool.stdout))
print("compared %d files, %d differ" % (len(files), different))
sys.exit(1 if different else 0)
