"""multitool_clean.py LOG: succeeds when the SARIF Multitool's validation log
has no error or warning result (its notes are style advice)."""
import json
import sys

with open(sys.argv[1], encoding="utf-8-sig") as f:
    results = json.load(f)["runs"][0].get("results", [])
bad = [r for r in results if r.get("level", "warning") in ("error", "warning")]
for r in bad:
    print("%s %s: %s" % (r.get("level", "warning"), r.get("ruleId"),
                         r.get("message")), file=sys.stderr)
sys.exit(1 if bad else 0)
