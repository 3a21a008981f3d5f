#!/usr/bin/env python3
"""new-check.py ID [--name Name] --summary TEXT [--fixit] [--root DIR]

Writes the places a new check lives in, so that the count of places to edit
by hand is one (the check's own logic):
  clang-plugin/core/Checks.def          the registry entry (the one list)
  clang-plugin/core/checks/<Name>.cpp   run<Name>(CheckContext &), a skeleton
  docs/checks/<ID>.md                   the page, with every section a page has
  test/<ID>/basic.cpp                   the lit folder: plugin -verify, clang-tidy
  test/frontends/<ID>.cpp               the three front-ends compared
  README.md, docs/README.md             a row in each check table
  docs/clang-tidy.md                    the id in the --list-checks listing
and bumps the count of checks that README.md gives in words.
test/docs/check-tables.test then holds them to Checks.def. The new tests
fail until the check finds its defect: write the defect and its clean twin
into test/<ID>/basic.cpp first (docs/CONTRIBUTING.md).
"""
import argparse
import os
import re
import sys

WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "twenty-one",
         "twenty-two", "twenty-three", "twenty-four", "twenty-five"]


def camel(check_id):
    return "".join(p.capitalize() for p in check_id.split("-")[1:])


def write_new(path, text):
    if os.path.exists(path):
        sys.exit("new-check.py: %s exists already" % path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote " + path)


def edit(path, change):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    new = change(text)
    if new == text:
        sys.exit("new-check.py: could not edit %s" % path)
    with open(path, "w", encoding="utf-8") as f:
        f.write(new)
    print("edited " + path)


def after_last_row(text, link_prefix, row):
    lines = text.split("\n")
    last = max(i for i, l in enumerate(lines)
               if re.match(r"\| \[`?d3d12-[a-z0-9-]+`?\]\(" + re.escape(link_prefix), l))
    lines.insert(last + 1, row)
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("id")
    parser.add_argument("--name")
    parser.add_argument("--summary", required=True)
    parser.add_argument("--fixit", action="store_true")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), ".."))
    args = parser.parse_args()
    check_id, root = args.id, os.path.abspath(args.root)
    if not re.fullmatch(r"d3d12-[a-z0-9]+(-[a-z0-9]+)+", check_id):
        sys.exit("new-check.py: an id is d3d12-<words>, lower case, dash-separated")
    name = args.name or camel(check_id)
    fixit = "true" if args.fixit else "false"
    path = lambda *p: os.path.join(root, *p)

    write_new(path("clang-plugin", "core", "checks", name + ".cpp"), f"""\
//===- {name}.cpp - {check_id} {'-' * max(3, 58 - len(name) - len(check_id))}===//
//
// {args.summary}.
// What the runtime does, in bytes, and why this is a defect: see
// docs/checks/{check_id}.md.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"

#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {{

void run{name}(CheckContext &Context) {{
  // Each place the runtime reads a desc, one read per path: judge each
  // path and report through Context.reportOnPaths (docs/value-model.md).
  for (const RuntimeUse &Use : Context.values().uses()) {{
    std::vector<std::optional<Finding>> PerPath(Use.Paths.size());
    Context.reportOnPaths(CheckId::{name}, Use, std::move(PerPath));
  }}
}}

}} // namespace psolint
""")
    write_new(path("docs", "checks", check_id + ".md"), f"""\
# {check_id}

{args.summary[0].upper() + args.summary[1:]}.

## Why, in bytes

What the runtime reads, at which offsets, and what it does with a wrong value.

## Example

```cpp
// the defect, and the message psolint prints for it
```

## Fix-it

{'What the fix-it writes, and where none is offered.' if args.fixit else 'None: say why one edit is not the whole fix.'}

## Options

None.

## Debug layer

The debug layer's message id for this defect, if it has one (test/docs/message-ids.test checks the ids cited).

## Not flagged

What stays silent because it is unknown or right.

## Suppression

`// NOLINT({check_id})` on the finding's line, or `// NOLINTNEXTLINE({check_id})` on the line above.
""")
    write_new(path("test", check_id, "basic.cpp"), f"""\
// {check_id}: each defect with its clean twin.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,{check_id}' -Xclang -verify %s
// RUN: %check_clang_tidy %s '{check_id}' %t.cpp -- -std=c++17 %dx
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

// expected-no-diagnostics
""")
    write_new(path("test", "frontends", check_id + ".cpp"), f"""\
// {check_id} through the three front-ends: the same findings, notes and
// fix-its from the plugin, clang-tidy and the tool.
// RUN: %compare_frontends --work %t --expect {check_id} %s -- -std=c++17 %dx
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
""")
    entry = f"""PSOLINT_CHECK({name}, "{check_id}",
              "{args.summary}",
              true, Warning, {fixit})
"""
    edit(path("clang-plugin", "core", "Checks.def"),
         lambda t: t.replace("\n#undef PSOLINT_CHECK", entry + "\n#undef PSOLINT_CHECK", 1))
    yes_no = "yes" if args.fixit else "no"
    edit(path("README.md"), lambda t: after_last_row(
        t, "docs/checks/",
        f"| [`{check_id}`](docs/checks/{check_id}.md) | {args.summary} | {yes_no} |"))
    edit(path("docs", "README.md"), lambda t: after_last_row(
        t, "checks/",
        f"| [{check_id}](checks/{check_id}.md) | {args.summary} | {yes_no} | none |"))

    def listing(text):
        m = re.search(r"((?:^    d3d12-[a-z0-9-]+\n)+)", text, re.M)
        ids = sorted(set(m.group(1).split()) | {check_id})
        return text[:m.start(1)] + "".join("    %s\n" % i for i in ids) + text[m.end(1):]
    edit(path("docs", "clang-tidy.md"), listing)

    def count(text):
        m = re.search(r"The same ([a-z-]+) checks", text)
        n = WORDS.index(m.group(1)) + 1
        return text[:m.start(1)] + WORDS[n] + text[m.end(1):]
    edit(path("README.md"), count)


if __name__ == "__main__":
    main()
