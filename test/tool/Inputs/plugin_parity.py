"""plugin_parity.py --clang C --clangxx CXX --plugin SO --psolint TOOL FILE...

Compiles each C or C++ file with the plugin and analyses it with the tool,
with the same flags, and compares what they print (the plugin's "N warnings
generated." aside, paths made absolute). Files that do not compile with
these default flags (they are written for another target) are skipped.
"""
import argparse
import os
import re
import subprocess
import sys

parser = argparse.ArgumentParser()
for name in ("clang", "clangxx", "plugin", "psolint"):
    parser.add_argument("--" + name, required=True)
parser.add_argument("files", nargs="+")
args = parser.parse_args()
# The compiler runs in each file's directory.
args.plugin, args.psolint = map(os.path.abspath, (args.plugin, args.psolint))

compared, different = 0, []
for path in sorted(set(os.path.abspath(f) for f in args.files)):
    is_c = path.endswith(".c")
    flags = ["-std=c11" if is_c else "-std=c++17", "-I/usr/include/wsl/stubs"]
    compiler = args.clang if is_c else args.clangxx
    plugin = subprocess.run([compiler, "-fsyntax-only"] + flags +
                            ["-fplugin=" + args.plugin, path],
                            capture_output=True, text=True,
                            cwd=os.path.dirname(path))
    if plugin.returncode != 0 or "error:" in plugin.stderr:
        continue
    tool = subprocess.run([args.psolint, path, "--"] + flags,
                          capture_output=True, text=True)
    expected = [line for line in plugin.stderr.splitlines()
                if not re.search(r"generated\.$", line)]
    compared += 1
    if expected != tool.stdout.splitlines() or tool.stderr:
        different.append(path)
        sys.stderr.write("differs: %s\n" % path)
print("compared %d files, %d differ" % (compared, len(different)))
sys.exit(1 if different else 0)
