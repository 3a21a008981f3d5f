"""check_message_ids.py HEADER DOCS_DIR [--require-section DIR]

Every D3D12_MESSAGE_ID_* name cited in the Markdown files under DOCS_DIR must
be an enumerator of HEADER (d3d12sdklayers.h): a page may only cite ids the
debug layer really has. With --require-section, every page in DIR must also
have a '## Debug layer' section. Prints each cited id once with its value, and
one line per problem; exits 1 if there is any.
"""
import argparse
import pathlib
import re
import sys

CITED = re.compile(r"\bD3D12_MESSAGE_ID_[A-Z0-9_]+\b")
DEFINED = re.compile(r"^\s*(D3D12_MESSAGE_ID_[A-Z0-9_]+)\s*=\s*(\d+)", re.M)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("header")
    parser.add_argument("docs")
    parser.add_argument("--require-section")
    args = parser.parse_args()

    defined = dict(DEFINED.findall(pathlib.Path(args.header).read_text()))
    if not defined:
        print("error: no D3D12_MESSAGE_ID_* enumerators in %s" % args.header)
        return 1

    problems = []
    cited = {}
    for page in sorted(pathlib.Path(args.docs).rglob("*.md")):
        for number, line in enumerate(page.read_text().splitlines(), 1):
            for name in CITED.findall(line):
                cited.setdefault(name, []).append("%s:%d" % (page, number))
    for name, places in sorted(cited.items()):
        if name in defined:
            print("%s = %s" % (name, defined[name]))
        else:
            problems.append("%s: %s is not in %s" % (places[0], name, args.header))

    if args.require_section:
        for page in sorted(pathlib.Path(args.require_section).glob("*.md")):
            if not re.search(r"^## Debug layer$", page.read_text(), re.M):
                problems.append("%s: no '## Debug layer' section" % page)

    for problem in problems:
        print("error: " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
