"""line_filter_parity.py --tidy T --module SO --psolint P FILE -- FLAGS

Runs clang-tidy (with the psolint module) and the psolint tool with the same
-line-filter values on FILE and compares the findings and notes they print.
"""
import argparse
import os
import re
import subprocess
import sys

parser = argparse.ArgumentParser()
for name in ("tidy", "module", "psolint"):
    parser.add_argument("--" + name, required=True)
parser.add_argument("file")
parser.add_argument("flags", nargs=argparse.REMAINDER)
args = parser.parse_args()
flags = args.flags[1:] if args.flags[:1] == ["--"] else args.flags
name = os.path.basename(args.file)

FILTERS = [
    '[]',
    '[{"name":"%s"}]' % name,
    '[{"name":"%s","lines":[]}]' % name,
    '[{"name":"%s","lines":[[7,7]]}]' % name,
    '[{"name":"%s","lines":[[27,27]]}]' % name,
    '[{"name":"%s","lines":[[1,12],[29,40]]}]' % name,
    '[{"name":"%s","lines":[[1,10]]},{"name":"%s"}]' % (name, name),
    '[{"name":"%s"}]' % name[2:],
    '[{"name":"other.cpp"}]',
]
DIAGNOSTIC = re.compile(r"^\S+:\d+:\d+: (warning|note): ")


def diagnostics(output):
    return [line for line in output.splitlines() if DIAGNOSTIC.match(line)]


different = 0
for line_filter in FILTERS:
    tidy = subprocess.run(
        [args.tidy, "--load=" + args.module, "--checks=-*,d3d12-*",
         "-line-filter=" + line_filter, args.file, "--"] + flags,
        capture_output=True, text=True)
    tool = subprocess.run(
        [args.psolint, "--line-filter=" + line_filter, args.file, "--"] + flags,
        capture_output=True, text=True)
    if diagnostics(tidy.stdout) != diagnostics(tool.stdout):
        different += 1
        sys.stderr.write("differs for %s:\nclang-tidy:\n%s\npsolint:\n%s\n" % (
            line_filter, tidy.stdout, tool.stdout))
print("compared %d filters, %d differ" % (len(FILTERS), different))
sys.exit(1 if different else 0)
