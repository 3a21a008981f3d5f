"""check_list_json.py JSON Checks.def: --list-checks --json lists the checks
of Checks.def in order, each with its metadata; the help page is the source
tree's docs/checks/<id>.md (a tool run from its build tree)."""
import json
import os
import re
import sys

with open(sys.argv[1], encoding="utf-8") as f:
    listed = json.load(f)
with open(sys.argv[2], encoding="utf-8") as f:
    entries = re.findall(
        r'PSOLINT_CHECK\(\s*\w+,\s*"([^"]+)",\s*"((?:[^"\\]|\\.)*)"\s*,\s*(true|false),\s*(\w+),\s*(true|false)\)',
        f.read())
docs = os.path.realpath(os.path.join(os.path.dirname(sys.argv[2]), "..", "..", "docs"))
expected = [{"id": i, "summary": s, "enabledByDefault": on == "true",
             "severity": sev.lower(), "hasFixIt": fix == "true",
             "helpUri": "file://%s/checks/%s.md" % (docs, i)}
            for (i, s, on, sev, fix) in entries]
if listed != expected:
    print("listed:   %s\nexpected: %s" % (listed, expected), file=sys.stderr)
    sys.exit(1)
print("%d checks" % len(listed))
