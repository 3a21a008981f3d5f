"""check_sarif.py LOG --checks-def FILE [--schema FILE] [--apply]

Checks what psolint's SARIF must hold beyond JSON: the SARIF 2.1.0 properties
a consumer needs (tool.driver with one rule per check of Checks.def, results
pointing at their rule, file:// artifacts listed once, 1-based regions in
UTF-16 columns that cover the reported token, related locations, fixes).
With --schema, also validates against the JSON schema (needs jsonschema).
With --apply, applies every fix to the files, reading the regions as UTF-16
columns, so that a test can compare the result with psolint --fix.
"""
import argparse
import json
import re
import sys
import urllib.parse

errors = []


def expect(condition, what):
    if not condition:
        errors.append(what)
    return condition


def text_of(obj, where):
    return expect(isinstance(obj, dict) and isinstance(obj.get("text"), str)
                  and obj["text"] != "", where + ": needs a non-empty text")


def path_of(uri):
    parsed = urllib.parse.urlparse(uri)
    return urllib.parse.unquote(parsed.path)


def lines_of(path, cache={}):
    if path not in cache:
        with open(path, encoding="utf-8") as f:
            cache[path] = f.read().split("\n")
    return cache[path]


def utf16(text):
    return text.encode("utf-16-le")


def check_region(region, where, path, token=False):
    if not expect(isinstance(region, dict), where + ": region"):
        return
    for key in ("startLine", "startColumn", "endLine", "endColumn"):
        expect(isinstance(region.get(key), int) and region[key] >= 1,
               "%s: region.%s must be a positive integer" % (where, key))
    if errors:
        return
    expect((region["endLine"], region["endColumn"]) >=
           (region["startLine"], region["startColumn"]),
           where + ": region ends before it starts")
    lines = lines_of(path)
    expect(region["endLine"] <= len(lines), where + ": region past the end")
    if token and region["startLine"] == region["endLine"]:
        line = utf16(lines[region["startLine"] - 1])
        covered = line[2 * (region["startColumn"] - 1):2 * (region["endColumn"] - 1)]
        word = covered.decode("utf-16-le")
        expect(re.fullmatch(r"[A-Za-z_][A-Za-z_0-9]*", word) is not None,
               "%s: region covers %r, not an identifier" % (where, word))


def check_location(run, physical, where, token=False):
    if not expect(isinstance(physical, dict), where + ": physicalLocation"):
        return None
    artifact = physical.get("artifactLocation", {})
    uri = artifact.get("uri", "")
    expect(uri.startswith("file:///"), where + ": uri must be an absolute file:// URI")
    index = artifact.get("index")
    artifacts = run.get("artifacts", [])
    if expect(isinstance(index, int) and 0 <= index < len(artifacts),
              where + ": artifactLocation.index must point into run.artifacts"):
        expect(artifacts[index]["location"]["uri"] == uri,
               where + ": artifacts[index] is another file")
    check_region(physical.get("region"), where, path_of(uri), token)
    return path_of(uri)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("log")
    parser.add_argument("--checks-def", required=True)
    parser.add_argument("--schema")
    parser.add_argument("--apply", action="store_true")
    args = parser.parse_args()

    with open(args.log, encoding="utf-8") as f:
        log = json.load(f)
    with open(args.checks_def, encoding="utf-8") as f:
        check_ids = re.findall(r'PSOLINT_CHECK\(\s*\w+,\s*"([^"]+)"', f.read())

    if args.schema:
        import jsonschema
        with open(args.schema, encoding="utf-8") as f:
            jsonschema.validate(log, json.load(f))

    expect(log.get("version") == "2.1.0", "version must be 2.1.0")
    expect(isinstance(log.get("$schema"), str), "$schema")
    runs = log.get("runs")
    if not expect(isinstance(runs, list) and len(runs) == 1, "one run"):
        return
    run = runs[0]
    expect(run.get("columnKind") == "utf16CodeUnits", "columnKind")
    driver = run.get("tool", {}).get("driver", {})
    expect(driver.get("name") == "psolint", "tool.driver.name")
    expect(re.fullmatch(r"\d+\.\d+\.\d+", str(driver.get("version"))), "tool.driver.version")
    expect(str(driver.get("informationUri", "")).startswith("file://")
           and driver["informationUri"].endswith("/README.md"), "informationUri")
    rules = driver.get("rules", [])
    expect([r.get("id") for r in rules] == check_ids,
           "rules must be the checks of Checks.def, in order")
    for i, rule in enumerate(rules):
        where = "rules[%d]" % i
        for key in ("shortDescription", "fullDescription", "help"):
            text_of(rule.get(key), where + "." + key)
        expect(str(rule.get("helpUri", "")).startswith("file://") and
               rule["helpUri"].endswith("/checks/%s.md" % rule.get("id")),
               where + ".helpUri")
        expect(rule.get("defaultConfiguration", {}).get("level") in ("warning", "error"),
               where + ".defaultConfiguration.level")

    uris = [a.get("location", {}).get("uri") for a in run.get("artifacts", [])]
    expect(len(uris) == len(set(uris)), "artifacts listed once each")
    invocations = run.get("invocations", [])
    expect(len(invocations) == 1 and
           isinstance(invocations[0].get("executionSuccessful"), bool),
           "invocations[0].executionSuccessful")

    edits = {}
    for i, result in enumerate(run.get("results", [])):
        where = "results[%d]" % i
        index = result.get("ruleIndex")
        if expect(isinstance(index, int) and 0 <= index < len(rules),
                  where + ".ruleIndex"):
            expect(rules[index]["id"] == result.get("ruleId"),
                   where + ": ruleIndex and ruleId disagree")
        expect(result.get("level") in ("warning", "error"), where + ".level")
        text_of(result.get("message"), where + ".message")
        locations = result.get("locations", [])
        if expect(len(locations) == 1, where + ": one location"):
            check_location(run, locations[0].get("physicalLocation"),
                           where + ".locations[0]", token=True)
        ids = set()
        for j, related in enumerate(result.get("relatedLocations", [])):
            rwhere = "%s.relatedLocations[%d]" % (where, j)
            expect(isinstance(related.get("id"), int) and related["id"] not in ids,
                   rwhere + ".id must be a unique integer")
            ids.add(related.get("id"))
            text_of(related.get("message"), rwhere + ".message")
            check_location(run, related.get("physicalLocation"), rwhere, token=True)
        for j, fix in enumerate(result.get("fixes", [])):
            fwhere = "%s.fixes[%d]" % (where, j)
            changes = fix.get("artifactChanges", [])
            expect(len(changes) >= 1, fwhere + ": artifactChanges")
            for change in changes:
                path = check_location(run, {"artifactLocation": change.get("artifactLocation", {}),
                                            "region": {"startLine": 1, "startColumn": 1,
                                                       "endLine": 1, "endColumn": 1}},
                                      fwhere)
                replacements = change.get("replacements", [])
                expect(len(replacements) >= 1, fwhere + ": replacements")
                for replacement in replacements:
                    region = replacement.get("deletedRegion")
                    check_region(region, fwhere + ".deletedRegion", path)
                    inserted = replacement.get("insertedContent", {"text": ""})
                    expect(isinstance(inserted.get("text"), str), fwhere + ".insertedContent")
                    if path and not errors:
                        edits.setdefault(path, set()).add(
                            (region["startLine"], region["startColumn"],
                             region["endLine"], region["endColumn"], inserted["text"]))

    if errors:
        for e in errors:
            print("check_sarif: " + e, file=sys.stderr)
        sys.exit(1)

    if args.apply:
        for path, file_edits in edits.items():
            lines = lines_of(path)
            # UTF-16 positions -> offsets into the UTF-16 text of the file.
            starts, total = [], 0
            for line in lines:
                starts.append(total)
                total += len(utf16(line + "\n")) // 2
            text = utf16("\n".join(lines))

            def offset(line, column):
                return 2 * (starts[line - 1] + column - 1)

            for (sl, sc, el, ec, new) in sorted(file_edits, reverse=True):
                text = text[:offset(sl, sc)] + utf16(new) + text[offset(el, ec):]
            with open(path, "w", encoding="utf-8", newline="") as f:
                f.write(text.decode("utf-16-le"))
    print("check_sarif: ok, %d results" % len(run.get("results", [])))


main()
