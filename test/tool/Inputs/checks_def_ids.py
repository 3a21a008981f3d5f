"""checks_def_ids.py Checks.def: prints the id of every check, one a line."""
import re
import sys

with open(sys.argv[1], encoding="utf-8") as f:
    for check_id in re.findall(r'PSOLINT_CHECK\(\s*\w+,\s*"([^"]+)"', f.read()):
        print(check_id)
