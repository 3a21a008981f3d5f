#!/usr/bin/env python3
"""Fix-it safety over every input: for each test input and example (and the
fuzz survivors, with --survivors DIR), in a temporary copy:

  1. compile it with clang (-fsyntax-only, the input's flags);
  2. run the tool with --format=sarif --export-fixes;
  3. check every edit: in a file of the copy (never a system header, never
     outside the copy), not in a #define, not splitting a token;
  4. apply the YAML with clang-apply-replacements of the same LLVM major;
  5. if the input compiled, the result must compile too; re-run the tool:
     each finding that had a fix-it must be gone, and no finding may be new
     (a d3d12-stream-layout finding on a stream that had one before is
     listed as revealed: the runtime's walk of that stream now gets further).

A finding is compared by check id and message (line numbers move when a fix
deletes lines). Prints one line per violation and a summary; exits 1 when
there is any violation.

  fuzz/fixit_safety.py [--build build] [--jobs 2] [--only REGEX] [--survivors DIR]
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402

ROOT = corpus.ROOT
STREAM_NAME = re.compile(r"stream '([^']+)'")
REVEALED = "revealed: "
ENV = dict(os.environ, ASAN_OPTIONS="detect_leaks=0",
           UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")


def relocate_flags(flags, work):
    """Copies every include directory inside the repository into the work
    directory and points the flags at the copy, so that an edit in a header
    of the repository lands in the copy. Returns (flags, system_dirs)."""
    out, system_dirs, i = [], [], 0
    while i < len(flags):
        flag = flags[i]
        value, joined = None, False
        if flag in ("-I", "-isystem") and i + 1 < len(flags):
            value = flags[i + 1]
        elif flag.startswith("-I") and len(flag) > 2:
            flag, value, joined = "-I", flag[2:], True
        if value is None:
            out.append(flag)
            i += 1
            continue
        real = os.path.realpath(value)
        if real.startswith(ROOT + os.sep) and os.path.isdir(real):
            copy = os.path.join(work, "dirs", os.path.relpath(real, ROOT))
            if not os.path.exists(copy):
                shutil.copytree(real, copy, symlinks=False,
                                ignore=shutil.ignore_patterns("*.cpp", "*.c",
                                                              "*.test"))
            value = copy
        if flag == "-isystem":
            system_dirs.append(os.path.realpath(value))
        out.extend([flag, value])
        i += 1 if joined else 2
    return out, system_dirs


def sarif_findings(text):
    """[(check, message, file, fixes)] with fixes a list of
    (file, start line, start col, end line, end col, inserted text)."""
    try:
        log = json.loads(text)
    except ValueError:
        return None
    findings = []
    for result in log["runs"][0].get("results", []):
        location = result.get("locations", [{}])[0].get("physicalLocation", {})
        uri = location.get("artifactLocation", {}).get("uri", "")
        edits = []
        for fix in result.get("fixes", []):
            for change in fix.get("artifactChanges", []):
                path = uri_path(change["artifactLocation"]["uri"])
                for r in change.get("replacements", []):
                    d = r["deletedRegion"]
                    edits.append((path, d["startLine"], d.get("startColumn", 1),
                                  d.get("endLine", d["startLine"]),
                                  d.get("endColumn", d.get("startColumn", 1)),
                                  r.get("insertedContent", {}).get("text", "")))
        findings.append((result["ruleId"], result["message"]["text"],
                         uri_path(uri), edits))
    return findings


def uri_path(uri):
    if uri.startswith("file://"):
        return urllib.request.url2pathname(urllib.parse.urlparse(uri).path)
    return uri


def define_lines(text):
    """Line numbers (1-based) that belong to a #define, continuations
    included."""
    lines, inside = set(), False
    for number, line in enumerate(text.split("\n"), 1):
        if inside or re.match(r"\s*#\s*define\b", line):
            lines.add(number)
            inside = line.rstrip().endswith("\\")
        else:
            inside = False
    return lines


def offset_of(text, line, column):
    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    if line - 1 >= len(starts):
        return None
    return starts[line - 1] + column - 1


def check_edit(edit, work, system_dirs):
    path, line, column, end_line, end_column, _ = edit
    real = os.path.realpath(path)
    if any(real.startswith(d + os.sep) for d in system_dirs) or \
            real.startswith(("/usr/", "/opt/")):
        return "edit in a system header %s:%d:%d" % (path, line, column)
    if not real.startswith(os.path.realpath(work) + os.sep):
        return "edit outside the analysed files %s:%d:%d" % (path, line, column)
    with open(real, errors="replace") as f:
        text = f.read()
    if line in define_lines(text) or end_line in define_lines(text):
        return "edit inside a macro definition %s:%d:%d" % (
            os.path.basename(path), line, column)
    begin = offset_of(text, line, column)
    end = offset_of(text, end_line, end_column)
    if begin is None or end is None or end < begin or end > len(text):
        return "edit out of the file's range %s:%d:%d" % (
            os.path.basename(path), line, column)
    for at in (begin, end):
        if 0 < at < len(text) and re.match(r"\w\w", text[at - 1:at + 1]):
            return "edit splits a token at %s:%d:%d" % (
                os.path.basename(path), line, column)
    return None


class Checker:
    def __init__(self, args):
        self.args = args
        self.bindir = "/usr/lib/llvm-%s/bin" % args.llvm_major
        self.tool = os.path.abspath(args.tool or
                                    os.path.join(args.build, "bin", "psolint"))

    def compile(self, path, flags, cwd):
        proc = subprocess.run([os.path.join(self.bindir, "clang"), "-fsyntax-only",
                               "-w"] + flags + [path], cwd=cwd,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        return proc.returncode == 0, proc.stderr.decode(errors="replace")

    def analyse(self, path, flags, cwd, fixes=None):
        command = [self.tool, path, "--format=sarif"]
        if fixes:
            command.append("--export-fixes=" + fixes)
        for attempt in range(5):
            try:
                proc = subprocess.run(command + ["--"] + flags, cwd=cwd, env=ENV,
                                      stdout=subprocess.PIPE,
                                      stderr=subprocess.PIPE, timeout=600)
                break
            except OSError:  # the tool is being relinked by a build
                if attempt == 4:
                    raise
                time.sleep(10)
        return proc.returncode, sarif_findings(proc.stdout.decode(errors="replace")), \
            proc.stderr.decode(errors="replace")

    def check(self, name, source_path, flags):
        """Returns (status, [violations]) with status one of fixed, clean,
        skipped (did not compile), no-fixes."""
        work = tempfile.mkdtemp(prefix="psolint-fixit-")
        try:
            return self._check(name, source_path, flags, work)
        finally:
            if not self.args.keep:
                shutil.rmtree(work, ignore_errors=True)

    def _check(self, name, source_path, flags, work):
        flags, system_dirs = relocate_flags(flags, work)
        main = os.path.join(work, os.path.basename(source_path))
        shutil.copyfile(source_path, main)
        compiled, _ = self.compile(main, flags, work)
        if not compiled:
            return "skipped", []
        os.makedirs(os.path.join(work, "fixes"))
        fixes = os.path.join(work, "fixes", "fixes.yaml")
        status, before, stderr = self.analyse(main, flags, work, fixes)
        if status not in (0, 1) or before is None:
            return "fixed", ["%s: the tool failed on the input (exit %s): %s" %
                             (name, status, stderr.strip()[-300:])]
        violations = []
        fixed = collections.Counter()
        for check, message, _, edits in before:
            if not edits:
                continue
            fixed[(check, message)] += 1
            for edit in edits:
                problem = check_edit(edit, work, system_dirs)
                if problem:
                    violations.append("%s: [%s] %s" % (name, check, problem))
        if not fixed:
            return "no-fixes", violations
        apply = subprocess.run([os.path.join(self.bindir, "clang-apply-replacements"),
                                os.path.join(work, "fixes")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if apply.returncode != 0:
            violations.append("%s: clang-apply-replacements failed: %s" % (
                name, apply.stderr.decode(errors="replace").strip()[-300:]))
            return "fixed", violations
        compiled, errors = self.compile(main, flags, work)
        if not compiled:
            first = next((l for l in errors.splitlines() if "error:" in l), "")
            violations.append("%s: the fixed file does not compile: %s" % (
                name, first.replace(work + os.sep, "")))
            return "fixed", violations
        status, after, stderr = self.analyse(main, flags, work)
        if after is None:
            violations.append("%s: the tool failed on the fixed file (exit %s)" %
                              (name, status))
            return "fixed", violations
        before_count = collections.Counter((c, m) for c, m, _, _ in before)
        after_count = collections.Counter((c, m) for c, m, _, _ in after)
        for key, count in fixed.items():
            if after_count[key] > before_count[key] - count:
                violations.append("%s: [%s] still reported after its fix-it: %s" %
                                  (name, key[0], key[1]))
        # d3d12-stream-layout reports where the runtime's walk of a stream
        # first goes wrong, and that walk cannot go on past it. A fix there
        # lets it reach the next problem of the same stream, which was there
        # all along; or the stream's numbers change (a duplicate removed
        # shrinks it). Such a finding is listed as revealed, not as new.
        walked = {stream for c, m, _, _ in before
                  if c == "d3d12-stream-layout"
                  for stream in STREAM_NAME.findall(m)}
        for key, count in after_count.items():
            if count > before_count[key]:
                streams = set(STREAM_NAME.findall(key[1]))
                if key[0] == "d3d12-stream-layout" and streams & walked:
                    violations.append(REVEALED + "%s: [%s] %s" %
                                      (name, key[0], key[1]))
                else:
                    violations.append("%s: [%s] new after the fix-its: %s" %
                                      (name, key[0], key[1]))
        return "fixed", violations


def gather(args):
    items = []
    for item in corpus.discover(args.build):
        rel = os.path.relpath(item.path, ROOT)
        if args.only and not re.search(args.only, rel):
            continue
        items.append((rel, item.path, item.flags +
                      ["-I", os.path.dirname(item.path)]))
    if args.survivors and os.path.isdir(args.survivors):
        for name in sorted(os.listdir(args.survivors)):
            if name.endswith((".c", ".cpp")) and not (
                    args.only and not re.search(args.only, "survivor/" + name)):
                with open(os.path.join(args.survivors, name + ".flags")) as f:
                    flags = json.load(f)
                items.append(("survivor/" + name,
                              os.path.join(args.survivors, name), flags))
    return items


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--tool", help="default: <build>/bin/psolint")
    parser.add_argument("--llvm-major", default="19")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", help="inputs whose path matches this regex")
    parser.add_argument("--survivors", help="also the fuzz survivors in DIR")
    parser.add_argument("--keep", action="store_true", help="keep the copies")
    args = parser.parse_args()
    checker = Checker(args)
    items = gather(args)
    outcomes = collections.Counter()
    violations = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = {pool.submit(checker.check, *item): item for item in items}
        for future in concurrent.futures.as_completed(futures):
            status, problems = future.result()
            outcomes[status] += 1
            violations.extend(problems)
    revealed = sorted(v[len(REVEALED):] for v in violations
                      if v.startswith(REVEALED))
    violations = sorted(v for v in violations if not v.startswith(REVEALED))
    for line in revealed:
        print("fixit-safety: revealed (the stream's walk now gets further) " + line)
    for line in violations:
        print("fixit-safety: VIOLATION " + line)
    print("fixit-safety: %d inputs: %d with fix-its applied, %d without fix-its, "
          "%d not compiling (skipped); %d violations, %d revealed" % (
              len(items), outcomes["fixed"], outcomes["no-fixes"],
              outcomes["skipped"], len(violations), len(revealed)))
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
