#!/usr/bin/env python3
"""run_doc_blocks.py --root ROOT --build BUILD [--update] [PAGE...]

Runs the command blocks of psolint's documentation and compares what they
print with what the page shows, so that the docs cannot drift from the tool.

A page is README.md or any docs/**/*.md (all of them when no PAGE is named).
In a page:
  - a fenced block whose first line starts with `$ ` is a session: each `$`
    line is a command (a trailing backslash continues it), the lines up to
    the next `$` line are what it prints (stdout and stderr, as a terminal
    shows them). The commands of one block run in one shell, in order, so
    `$ echo $?` gives the status of the command before it;
  - a fenced block with a language (```cpp, ```yaml, not ```diff or ```sh)
    right after a paragraph that ends in ":" and names a file of that
    language
    in backquotes ("`name.ext`:", "`platform.cpp` declares it:") is that
    file of the page (the last such name in the paragraph): it is written
    into the page's working directory where it appears, so the sessions after
    it see it and the ones before do not (a later block of the same name
    replaces it, as a reader editing along would), unless the
    name is under a folder of the repository (`test/Inputs/x.h` is a
    file the page quotes, never one it writes);
  - `<!-- doc-test: setup: <shell command> -->` on the line before a session
    runs that command first, its output not compared (a file the page
    describes as another one with a change: `sed ... a.cpp > b.cpp`);
  - an HTML comment `<!-- doc-test: skip: <reason> -->` on the line before a
    session says why it is not run (a CMake project, an editor, a timing);
    every session is either run or skipped with a reason;
  - `<!-- doc-test: dir=<absolute path> from=<folder of the repository> -->`
    makes the working directory of the sessions after it a fresh copy of that
    folder at that path (the paths the page prints); before any, it is an
    empty directory.
In an empty working directory `build`, `build-llvm22`, `test`, `scripts` and
`examples` name the repository's (a copy gets none of them); $PSOLINT is the repository and the build's
bin/ comes first on PATH (psolint is the tool just built).

What a page shows may elide: `…` in a line matches any text, and a line
that is only `…` matches any number of lines. Otherwise lines must match
exactly (trailing blanks aside). With --update, the sessions that differ are
rewritten with what they print now (read the diff before committing it: an
elision the page meant is lost). In a temporary working directory (no dir=
marker), output shows that directory as `…/` and the checkout as $PSOLINT.
Prints one line per session that differs; exits 1 if any does.
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

LINKED = ("build", "build-llvm22", "test", "scripts", "examples")
SEPARATOR = "@@psolint-doc-test@@"
CAPTION = re.compile(r"`((?:[\w.-]+/)*(?:[\w.-]+\.(?:cpp|c|h|hpp|yaml|json|txt)|\.clang-tidy))`")
MARKER = re.compile(r"^<!--\s*doc-test:\s*(.*?)\s*-->\s*$")


class Session:
    def __init__(self, start, end, commands, skip, setup, setting):
        self.start, self.end = start, end  # line indexes of the block's body
        self.commands = commands           # [(command, [expected lines])]
        self.skip = skip
        self.setup = setup                 # a command run first, or None
        self.setting = setting             # the dir= marker in force


def fits(language, name):
    """Whether a block in `language` can be the file `name`."""
    ext = "clang-tidy" if name.endswith(".clang-tidy") else name.rsplit(".", 1)[-1]
    return ext in {"cpp": ("cpp", "h", "hpp"), "c++": ("cpp", "h", "hpp"),
                   "c": ("c", "h"), "yaml": ("yaml", "clang-tidy"),
                   "json": ("json",), "cmake": ("txt",)}.get(language, ())


def parse(lines):
    """(events, sessions, the last directory setting); an event is
    ("file", name, text) or ("session", Session), in page order."""
    events, sessions, setting = [], [], None
    i = 0
    while i < len(lines):
        line = lines[i]
        marker = MARKER.match(line)
        if marker and marker.group(1).startswith("dir="):
            # Each marker makes a fresh copy, even of a folder copied before.
            setting = (i, tuple(sorted(tuple(kv.split("=", 1))
                                       for kv in marker.group(1).split())))
        if not line.lstrip().startswith("```"):
            i += 1
            continue
        # A fenced block, perhaps indented in a list item: find its end.
        indent = len(line) - len(line.lstrip())
        j = i + 1
        while j < len(lines) and not lines[j].lstrip().startswith("```"):
            j += 1
        body = [l[indent:] if l[:indent].strip() == "" else l for l in lines[i + 1:j]]
        line = line.lstrip()
        # The paragraph right before the block (blank lines between allowed).
        k = i - 1
        while k >= 0 and not lines[k].strip():
            k -= 1
        paragraph = []
        while k >= 0 and lines[k].strip() and not lines[k].lstrip().startswith("```"):
            paragraph.insert(0, lines[k].strip())
            k -= 1
        caption = None
        language = line[3:].strip()
        if (paragraph and paragraph[-1].rstrip().endswith(":") and language
                and language not in ("diff", "sh", "console", "text")):
            names = [n for n in CAPTION.findall(" ".join(paragraph))
                     if fits(language, n)]
            caption = names[-1] if names else None
        skip = setup = None
        if paragraph:
            m = MARKER.match(paragraph[-1])
            if m and m.group(1).startswith("skip"):
                skip = m.group(1).partition(":")[2].strip() or "no reason given"
            elif m and m.group(1).startswith("setup:"):
                setup = m.group(1).partition(":")[2].strip()
        if body and body[0].startswith("$ "):
            commands = []
            for line_ in body:
                if line_.startswith("$ ") and not (commands and commands[-1][0].endswith("\\")
                                                   and not commands[-1][1]):
                    commands.append([line_[2:], []])
                elif commands and commands[-1][0].endswith("\\") and not commands[-1][1]:
                    commands[-1][0] += "\n" + line_
                elif commands:
                    commands[-1][1].append(line_)
            sessions.append(Session(i + 1, j, [(c, o) for c, o in commands], skip,
                                    setup, setting))
            sessions[-1].indent = indent
            events.append(("session", sessions[-1]))
        elif caption:
            events.append(("file", caption, "\n".join(body) + "\n"))
        i = j + 1
    return events, sessions, setting


def matches(expected, actual):
    """Whether actual lines match the expected ones, with … elisions."""
    def line_ok(e, a):
        if "…" not in e:
            return e.rstrip() == a.rstrip()
        parts = [re.escape(p) for p in e.rstrip().split("…")]
        return re.fullmatch(".*".join(parts), a.rstrip()) is not None

    memo = {}

    def go(i, j):
        if (i, j) in memo:
            return memo[(i, j)]
        if i == len(expected):
            r = j == len(actual)
        elif expected[i].strip() == "…":
            r = any(go(i + 1, k) for k in range(j, len(actual) + 1))
        else:
            r = j < len(actual) and line_ok(expected[i], actual[j]) and go(i + 1, j + 1)
        memo[(i, j)] = r
        return r
    return go(0, 0)


def run_session(session, cwd, env):
    script = []
    if session.setup:
        script.append("{ %s\n} >/dev/null 2>&1" % session.setup)
    for command, _ in session.commands:
        script.append("{ %s\n} 2>&1; __status=$?; echo '%s'; (exit $__status)"
                      % (command, SEPARATOR))
    result = subprocess.run(["bash", "-c", "\n".join(script)], cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, timeout=600)
    chunks = result.stdout.split(SEPARATOR + "\n")
    outputs = [c.rstrip("\n").split("\n") if c.rstrip("\n") else [] for c in chunks]
    while len(outputs) < len(session.commands):
        outputs.append([])
    return outputs[:len(session.commands)]


def write_file(cwd, name, text):
    if name.split("/")[0] in LINKED:
        return
    os.makedirs(os.path.dirname(os.path.join(cwd, name)), exist_ok=True)
    with open(os.path.join(cwd, name), "w") as f:
        f.write(text)


def prepare(root, build, page_dir, setting, files):
    if setting:
        setting = dict(setting[1])
        target = setting["dir"]
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(os.path.join(root, setting["from"]), target)
        cwd = target
    else:
        cwd = tempfile.mkdtemp(prefix="psolint-doc-")
    for name in LINKED if not setting else ():
        source = build if name == "build" else os.path.join(root, name)
        link = os.path.join(cwd, name)
        if os.path.exists(source) and not os.path.exists(link):
            os.symlink(source, link)
    for name, text in files.items():
        write_file(cwd, name, text)
    return cwd


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", required=True)
    parser.add_argument("--build", required=True)
    parser.add_argument("--update", action="store_true")
    parser.add_argument("pages", nargs="*")
    args = parser.parse_args()
    root, build = os.path.abspath(args.root), os.path.abspath(args.build)
    pages = args.pages or ([os.path.join(root, "README.md")] +
                           sorted(glob.glob(os.path.join(root, "docs", "**", "*.md"),
                                            recursive=True)))
    env = dict(os.environ)
    env["PATH"] = os.path.join(build, "bin") + os.pathsep + env.get("PATH", "")
    env["PSOLINT"] = root
    env.pop("CLANG_FORCE_COLOR_DIAGNOSTICS", None)
    env["LC_ALL"] = "C"
    ran = skipped = differ = 0
    reasons = {}
    for page in pages:
        rel = os.path.relpath(page, root)
        with open(page, encoding="utf-8") as f:
            lines = f.read().split("\n")
        events, sessions, _ = parse(lines)
        if not sessions:
            continue
        cwd, cwd_setting = None, None
        edits = []
        files = {}  # the page's files so far
        for event in events:
            if event[0] == "file":
                files[event[1]] = event[2]
                if cwd is not None:
                    write_file(cwd, event[1], event[2])
                continue
            s = event[1]
            if s.skip:
                skipped += 1
                reasons.setdefault(s.skip, []).append("%s:%d" % (rel, s.start))
                continue
            if any("…" in c for c, _ in s.commands):
                differ += 1
                print("error: %s:%d: a command with '…' cannot run; spell it out or "
                      "mark the block <!-- doc-test: skip: <reason> -->" % (rel, s.start))
                continue
            if cwd is None or s.setting != cwd_setting:
                cwd = prepare(root, build, os.path.dirname(page), s.setting, files)
                cwd_setting = s.setting
            ran += 1
            outputs = run_session(s, cwd, env)
            if s.setting is None:
                # A temporary working directory prints as "…/", the
                # checkout as $PSOLINT: the same on every machine.
                outputs = [[l.replace(cwd + "/", "…/").replace(build, "$PSOLINT/build")
                            .replace(root, "$PSOLINT") for l in out] for out in outputs]
            bad = [k for k, ((c, e), a) in enumerate(zip(s.commands, outputs))
                   if not matches(e, a)]
            if not bad:
                continue
            if args.update:
                # The working directory is a temporary one: "…/" stands for it.
                body = []
                for (c, _), a in zip(s.commands, outputs):
                    body.append("$ " + c)
                    body.extend(a)
                edits.append((s.start, s.end, [" " * s.indent + l if l else l
                                                for l in body]))
                print("updated: %s:%d" % (rel, s.start))
                continue
            differ += 1
            k = bad[0]
            print("error: %s:%d: `$ %s` prints:\n%s\n-- the page shows:\n%s\n--"
                  % (rel, s.start, s.commands[k][0].split("\n")[0],
                     "\n".join(outputs[k]), "\n".join(s.commands[k][1])))
        for start, end, body in sorted(edits, reverse=True):
            body = [l.rstrip() for l in "\n".join(body).split("\n")]
            lines[start:end] = body
        if edits:
            with open(page, "w", encoding="utf-8") as f:
                f.write("\n".join(lines))
    for reason, where in sorted(reasons.items()):
        print("skipped %d: %s (%s)" % (len(where), reason, ", ".join(where)))
    print("doc blocks: %d run, %d skipped, %d differ" % (ran, skipped, differ))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
