"""check_doc_uris.py [--under DIR] JSON...

Every documentation URI in each JSON file (a SARIF log: the driver's
informationUri and each rule's helpUri; --list-checks --json: each check's
helpUri) must be a file:// URI naming an existing file, under DIR when given.
Prints how many were checked; exits 1 naming each one that does not resolve.
"""
import argparse
import json
import os
import sys
import urllib.parse

parser = argparse.ArgumentParser()
parser.add_argument("--under")
parser.add_argument("files", nargs="+")
args = parser.parse_args()


def uris(doc):
    if isinstance(doc, list):  # --list-checks --json
        return [c["helpUri"] for c in doc]
    found = []
    for run in doc["runs"]:
        driver = run["tool"]["driver"]
        found.append(driver["informationUri"])
        found += [rule["helpUri"] for rule in driver["rules"]]
    return found


bad = 0
checked = 0
under = os.path.realpath(args.under) if args.under else None
for name in args.files:
    with open(name, encoding="utf-8") as f:
        for uri in uris(json.load(f)):
            checked += 1
            parsed = urllib.parse.urlparse(uri)
            path = urllib.parse.unquote(parsed.path)
            if parsed.scheme != "file" or not os.path.isfile(path):
                bad += 1
                print("does not resolve to a file: " + uri)
            elif under and not os.path.realpath(path).startswith(under + os.sep):
                bad += 1
                print("not under %s: %s" % (under, uri))
print("%d URIs, %d do not resolve" % (checked, bad))
sys.exit(1 if bad else 0)
