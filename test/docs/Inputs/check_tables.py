#!/usr/bin/env python3
"""check_tables.py ROOT: every place that lists psolint's checks agrees with
clang-plugin/core/Checks.def, the one list.

Checked, for each check of Checks.def (and no other id):
  - README.md's table: one row, linking docs/checks/<id>.md, whose fix-it
    column says yes exactly when Checks.def's HasFixIt is true;
  - docs/README.md's table: one row, linking checks/<id>.md, likewise;
  - docs/clang-tidy.md's `--list-checks` listing: the id, once;
  - docs/checks/<id>.md exists and starts with `# <id>`;
  - a lit folder test/<id>/ and a front-ends test test/frontends/<id>.*;
  - core/checks/<Name>.cpp defines run<Name>.
The count of checks written in words in README.md ("The same seventeen
checks") matches. Prints one line per problem; exits 1 when there is one.
"""
import os
import re
import sys

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "twenty-one",
         "twenty-two", "twenty-three", "twenty-four", "twenty-five"]


def read(root, *parts):
    with open(os.path.join(root, *parts), encoding="utf-8") as f:
        return f.read()


def checks_def(root):
    text = read(root, "clang-plugin", "core", "Checks.def")
    pattern = re.compile(
        r'PSOLINT_CHECK\(\s*(\w+)\s*,\s*"([^"]+)"\s*,\s*"(?:[^"\\]|\\.)*"\s*,'
        r'\s*(true|false)\s*,\s*(\w+)\s*,\s*(true|false)\s*\)', re.S)
    return [(m.group(1), m.group(2), m.group(5) == "true")
            for m in pattern.finditer(text)]


def table_rows(text, link_prefix):
    """id -> list of fix-it column texts, for rows linking <prefix><id>.md."""
    rows = {}
    for line in text.splitlines():
        if not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        m = re.match(r"\[`?(d3d12-[a-z0-9-]+)`?\]\(" + re.escape(link_prefix) +
                     r"(d3d12-[a-z0-9-]+)\.md\)", cells[0])
        if not m:
            continue
        if m.group(1) != m.group(2):
            rows.setdefault(m.group(1), []).append("link to " + m.group(2))
            continue
        rows.setdefault(m.group(1), []).append(cells[2] if len(cells) > 2 else "")
    return rows


def main():
    root = sys.argv[1]
    checks = checks_def(root)
    problems = []
    if not checks:
        problems.append("Checks.def: no PSOLINT_CHECK entry read")
    ids = {c[1] for c in checks}
    for where, text, prefix in [
            ("README.md", read(root, "README.md"), "docs/checks/"),
            ("docs/README.md", read(root, "docs", "README.md"), "checks/")]:
        rows = table_rows(text, prefix)
        for name, id_, fixit in checks:
            got = rows.get(id_, [])
            if len(got) != 1:
                problems.append("%s: %d table rows for %s, expected 1" % (where, len(got), id_))
                continue
            says = got[0].lower().startswith("yes")
            if says != fixit:
                problems.append("%s: %s's fix-it column says %r; Checks.def says HasFixIt=%s"
                                % (where, id_, got[0], "true" if fixit else "false"))
        for extra in sorted(set(rows) - ids):
            problems.append("%s: a table row for %s, which Checks.def does not list" % (where, extra))
    listing = re.findall(r"^    (d3d12-[a-z0-9-]+)$", read(root, "docs", "clang-tidy.md"), re.M)
    if sorted(listing) != sorted(ids):
        problems.append("docs/clang-tidy.md: the --list-checks listing has %s; Checks.def has %s"
                        % (sorted(set(listing) ^ ids) or "duplicates", len(ids)))
    readme = read(root, "README.md")
    m = re.search(r"The same ([a-z-]+) checks", readme)
    if not m or m.group(1) not in WORDS or WORDS.index(m.group(1)) != len(checks):
        problems.append("README.md: 'The same <count> checks' should say %s"
                        % (WORDS[len(checks)] if len(checks) < len(WORDS) else len(checks)))
    frontends = os.listdir(os.path.join(root, "test", "frontends"))
    for name, id_, _ in checks:
        page = os.path.join(root, "docs", "checks", id_ + ".md")
        if not os.path.isfile(page):
            problems.append("docs/checks/%s.md: missing" % id_)
        elif not read(root, "docs", "checks", id_ + ".md").startswith("# " + id_ + "\n"):
            problems.append("docs/checks/%s.md: does not start with '# %s'" % (id_, id_))
        if not os.path.isdir(os.path.join(root, "test", id_)):
            problems.append("test/%s/: missing" % id_)
        if not any(f.rsplit(".", 1)[0] == id_ for f in frontends):
            problems.append("test/frontends/%s.*: missing" % id_)
        source = os.path.join(root, "clang-plugin", "core", "checks", name + ".cpp")
        if not os.path.isfile(source) or ("void run%s(CheckContext &Context)" % name) not in read(
                root, "clang-plugin", "core", "checks", name + ".cpp"):
            problems.append("clang-plugin/core/checks/%s.cpp: no run%s(CheckContext &Context)"
                            % (name, name))
    for p in problems:
        print("error: " + p)
    print("check_tables: %d checks, %d problems" % (len(checks), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
