#!/usr/bin/env python3
"""Turn a unified diff into clang-tidy's -line-filter JSON.

Reads a diff on stdin (best made with -U0, e.g. `git diff --cached -U0`) and
prints one entry per file with the line ranges the diff adds or changes, in the
new file's numbering:

    [{"name":"src/pipelines.cpp","lines":[[12,14],[30,30]]}]

Deleted files and hunks that only delete lines contribute nothing. The output
is `[]` when no file has added lines. Note that psolint and clang-tidy read an
empty filter as "no filter": callers should stop there instead of passing it.

The same script serves the pre-commit hook (scripts/pre-commit-psolint) and CI
jobs that check only the lines a change touches (docs/ci.md).
"""
import json
import re
import sys

HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")
ESCAPES = {"\\": "\\", '"': '"', "t": "\t", "n": "\n", "a": "\a", "b": "\b",
           "f": "\f", "r": "\r", "v": "\v"}


def unquote(path):
    """Undo git's C-style quoting of unusual paths ("a\\303\\244.cpp")."""
    if not (len(path) >= 2 and path[0] == '"' and path[-1] == '"'):
        return path
    raw = bytearray()
    body = path[1:-1]
    i = 0
    while i < len(body):
        if body[i] == "\\" and i + 1 < len(body):
            if body[i + 1] in "01234567":
                raw.append(int(body[i + 1:i + 4], 8))
                i += 4
                continue
            raw += ESCAPES.get(body[i + 1], body[i + 1]).encode()
            i += 2
            continue
        raw += body[i].encode()
        i += 1
    return raw.decode("utf-8", "surrogateescape")


def new_path(header):
    """The path of a '+++ ' line without its 'b/' prefix; None for /dev/null."""
    path = header[4:].rstrip("\n")
    if "\t" in path:  # diff -u puts a timestamp after a tab
        path = path.split("\t", 1)[0]
    path = unquote(path)
    if path == "/dev/null":
        return None
    return path[2:] if path.startswith("b/") else path


def changed_lines(diff_lines):
    """Maps each file to its added line ranges, in the order of the diff."""
    ranges = {}
    current = None
    for line in diff_lines:
        if line.startswith("+++ "):
            current = new_path(line)
            continue
        match = HUNK.match(line)
        if match and current is not None:
            first = int(match.group(1))
            count = int(match.group(2)) if match.group(2) is not None else 1
            if count == 0:
                continue
            merged = ranges.setdefault(current, [])
            last = first + count - 1
            if merged and merged[-1][1] + 1 >= first:
                merged[-1][1] = max(merged[-1][1], last)
            else:
                merged.append([first, last])
    return ranges


def main():
    ranges = changed_lines(sys.stdin)
    entries = [{"name": name, "lines": lines} for name, lines in ranges.items()]
    print(json.dumps(entries, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
