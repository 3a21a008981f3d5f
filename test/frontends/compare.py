#!/usr/bin/env python3
"""compare.py [tools] --work DIR [--option KEY=VALUE]... SOURCE -- FLAGS

Runs one source file through psolint's three front-ends with the same flags
and the same check options, and fails with a diff when they disagree:

  plugin   clang -fsyntax-only -fplugin=... -fdiagnostics-parseable-fixits
  tidy     clang-tidy --load=... --checks='-*,d3d12-*' --export-fixes=...
  tool     psolint (text), psolint --format=sarif --export-fixes=...

Compared: the findings as (id, line, column, message), the notes of each
finding, and each finding's fix-it as a set of (offset, length, text)
replacements, from the plugin's parseable fix-its, clang-tidy's YAML, the
tool's YAML and the tool's SARIF `fixes`.

Then the fix-its round trip: the tool's YAML applied by
clang-apply-replacements, `psolint --fix` and the plugin's `-Xclang -fixit`
must give the same file, which compiles with -Werror and the plugin and
still has exactly the findings that had no fix-it.

--expect ID (repeatable) asserts that ID has at least one finding and, when
Checks.def says the check has a fix-it, at least one fix-it.

Options are clang-tidy CheckOptions keys; each is given to clang-tidy and to
the tool through one .clang-tidy file and to the plugin as its
-fplugin-arg-psolint-<arg>.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

# CheckOptions key -> the plugin's argument (None: a flag without a value).
PLUGIN_ARGUMENTS = {
    "d3d12-subobject-alignment.AlignMacro": "align-macro",
    "d3d12-subobject-enum-union.Pedantic": None,
    "d3d12-stream-sdk-version.SdkVersion": "sdk-version",
    "d3d12-derived-pso-desc.FunctionName": "derived-function",
    "d3d12-derived-pso-desc.TypeMember": "derived-type-member",
    "StrictRecords": None,
}
# The flags among them: true gives the plugin this argument.
PLUGIN_FLAGS = {
    "d3d12-subobject-enum-union.Pedantic": "pedantic",
    "StrictRecords": "strict-records",
}

FINDING = re.compile(
    r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?:warning|error): "
    r"(?P<message>.*) \[(?P<id>d3d12-[a-z0-9-]+)\]$")
NOTE = re.compile(r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): note: "
                  r"(?P<message>.*)$")
ERROR = re.compile(r"^(?P<file>.*?):\d+:\d+: (?:fatal )?error: ")
PARSEABLE_FIXIT = re.compile(
    r'^fix-it:"(?P<file>[^"]*)":\{(?P<l1>\d+):(?P<c1>\d+)-(?P<l2>\d+):'
    r'(?P<c2>\d+)\}:"(?P<text>.*)"$')


class Mismatch(Exception):
    pass


def run(cmd, cwd, expect=None):
    result = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    if expect is not None and result.returncode not in expect:
        raise Mismatch("'%s' exited with %d:\n%s%s" % (
            " ".join(cmd), result.returncode, result.stdout, result.stderr))
    return result


class SourceText:
    """Converts between (line, column) and byte offsets of one file."""

    def __init__(self, data):
        self.data = data
        self.line_starts = [0]
        for i, byte in enumerate(data):
            if byte == 0x0A:
                self.line_starts.append(i + 1)

    def offset(self, line, column):
        return self.line_starts[line - 1] + column - 1

    def offset_utf16(self, line, column):
        """SARIF columns count UTF-16 code units."""
        start = self.line_starts[line - 1]
        units, offset = 1, start
        while units < column:
            char_len = 1
            while (offset + char_len < len(self.data)
                   and self.data[offset + char_len] & 0xC0 == 0x80):
                char_len += 1
            units += 2 if char_len == 4 else 1
            offset += char_len
        return offset

    def position(self, offset):
        line = max(i for i, s in enumerate(self.line_starts) if s <= offset)
        return line + 1, offset - self.line_starts[line] + 1


class Finding:
    def __init__(self, check, line, col, message):
        self.key = (check, line, col, message)
        self.notes = []
        self.fixes = set()

    def __repr__(self):
        return "%s:%d:%d" % self.key[:3] + " '%s'" % self.key[3]


def same_file(path, basename):
    return os.path.basename(path) == basename


def parse_text(output, basename, parseable_fixits=None):
    """Findings and notes of clang-style text; with parseable_fixits (the
    file's SourceText), the plugin's fix-it lines too."""
    findings = []
    for line in output.splitlines():
        m = FINDING.match(line)
        if m:
            if not same_file(m["file"], basename):
                raise Mismatch("finding outside the input: " + line)
            findings.append(Finding(m["id"], int(m["line"]), int(m["col"]),
                                    m["message"]))
            continue
        m = NOTE.match(line)
        if m and findings:
            findings[-1].notes.append((os.path.basename(m["file"]),
                                       int(m["line"]), int(m["col"]),
                                       m["message"]))
            continue
        if ERROR.match(line):
            raise Mismatch("compiler error:\n" + output)
        m = PARSEABLE_FIXIT.match(line)
        if m and parseable_fixits and findings:
            text = parseable_fixits
            begin = text.offset(int(m["l1"]), int(m["c1"]))
            end = text.offset(int(m["l2"]), int(m["c2"]))
            replacement = m["text"].encode().decode("unicode_escape")
            findings[-1].fixes.add((begin, end - begin, replacement))
    return findings


def yaml_scalar(text):
    """A scalar as LLVM's YAML writer spells one."""
    text = text.strip()
    if text.startswith("'"):
        return text[1:-1].replace("''", "'")
    if text.startswith('"'):
        return json.loads(text)
    return text


def parse_exported_fixes(path, source):
    """clang-tidy's --export-fixes YAML (as clang-tidy and psolint write it):
    one Finding per diagnostic, located by its FileOffset."""
    findings = []
    current = None
    in_notes = False
    pending = {}
    for raw in open(path, encoding="utf-8").read().splitlines():
        line = raw.strip()
        if line.startswith("- DiagnosticName:"):
            current = {"id": yaml_scalar(line.split(":", 1)[1]),
                       "message": None, "offset": None, "fixes": set()}
            findings.append(current)
            in_notes = False
            continue
        if current is None:
            continue
        key, _, value = line.lstrip("- ").partition(":")
        if key == "Notes":
            in_notes = True
        elif key == "Message" and not in_notes:
            current["message"] = yaml_scalar(value)
        elif key == "FileOffset" and not in_notes:
            current["offset"] = int(value)
        elif key in ("Offset", "Length"):
            pending[key] = int(value)
        elif key == "ReplacementText":
            current["fixes"].add((pending["Offset"], pending["Length"],
                                  yaml_scalar(value)))
    result = []
    for f in findings:
        line, col = source.position(f["offset"])
        finding = Finding(f["id"], line, col, f["message"])
        finding.fixes = f["fixes"]
        result.append(finding)
    return result


def parse_sarif(path, source, basename):
    log = json.load(open(path, encoding="utf-8"))
    findings = []
    for result in log["runs"][0]["results"]:
        location = result["locations"][0]["physicalLocation"]
        if not location["artifactLocation"]["uri"].endswith("/" + basename):
            raise Mismatch("SARIF result outside the input: %r" % location)
        region = location["region"]
        finding = Finding(result["ruleId"], region["startLine"],
                          region["startColumn"], result["message"]["text"])
        for fix in result.get("fixes", []):
            for change in fix["artifactChanges"]:
                for replacement in change["replacements"]:
                    deleted = replacement["deletedRegion"]
                    begin = source.offset_utf16(deleted["startLine"],
                                                deleted["startColumn"])
                    end = source.offset_utf16(deleted["endLine"],
                                              deleted["endColumn"])
                    text = replacement.get("insertedContent", {}).get("text", "")
                    finding.fixes.add((begin, end - begin, text))
        findings.append(finding)
    return findings


def describe(findings, with_fixes):
    lines = []
    for f in sorted(findings, key=lambda f: f.key):
        lines.append(repr(f))
        if with_fixes:
            for fix in sorted(f.fixes):
                lines.append("    fix-it: offset %d, length %d, text %r" % fix)
    return lines


def compare(name_a, a, name_b, b, with_fixes=True, with_notes=False):
    left, right = describe(a, with_fixes), describe(b, with_fixes)
    if with_notes:
        # Each finding's notes in its order, the findings in theirs (the
        # front-ends emit findings in different orders).
        left += ["note %r" % (n,) for f in sorted(a, key=lambda f: f.key)
                 for n in f.notes]
        right += ["note %r" % (n,) for f in sorted(b, key=lambda f: f.key)
                  for n in f.notes]
    if left != right:
        import difflib
        diff = "\n".join(difflib.unified_diff(left, right, name_a, name_b,
                                              lineterm=""))
        raise Mismatch("%s and %s disagree:\n%s" % (name_a, name_b, diff))


def checks_with_fixits(checks_def):
    text = open(checks_def, encoding="utf-8").read()
    fixable = set()
    for m in re.finditer(r'PSOLINT_CHECK\(\s*\w+,\s*"([^"]+)",(.*?)\)\n',
                         text, re.S):
        if m.group(2).rstrip().endswith("true"):
            fixable.add(m.group(1))
    return fixable


def main():
    parser = argparse.ArgumentParser()
    for tool in ("clang", "clangxx", "plugin", "tidy", "tidy-module",
                 "psolint", "apply-replacements", "checks-def", "work"):
        parser.add_argument("--" + tool, required=True)
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument("--expect", action="append", default=[])
    parser.add_argument("source")
    parser.add_argument("flags", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    flags = args.flags[1:] if args.flags[:1] == ["--"] else args.flags

    options = dict(o.split("=", 1) for o in args.option)
    for key in options:
        if key not in PLUGIN_ARGUMENTS:
            sys.exit("compare.py: unknown option %s" % key)
    plugin_args = []
    for key, value in sorted(options.items()):
        argument = PLUGIN_ARGUMENTS[key]
        if argument is None:
            if value == "true":
                plugin_args.append("-fplugin-arg-psolint-" + PLUGIN_FLAGS[key])
        else:
            plugin_args.append("-fplugin-arg-psolint-%s=%s" % (argument, value))
    config = "Checks: '-*,d3d12-*'\n"
    if options:
        config += "CheckOptions:\n" + "".join(
            "  %s: '%s'\n" % item for item in sorted(options.items()))

    basename = os.path.basename(args.source)
    is_c = basename.endswith(".c")
    compiler = args.clang if is_c else args.clangxx
    work = os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    dirs = {}
    for name in ("plugin", "tidy", "tool", "export", "fix", "fixit"):
        dirs[name] = os.path.join(work, name)
        os.makedirs(dirs[name])
        shutil.copy(args.source, os.path.join(dirs[name], basename))
        with open(os.path.join(dirs[name], ".clang-tidy"), "w") as f:
            f.write(config)
    source = SourceText(open(args.source, "rb").read())
    plugin_flag = "-fplugin=" + os.path.abspath(args.plugin)
    compile_cmd = [compiler, "-fsyntax-only", plugin_flag] + plugin_args + flags

    # The plugin.
    plugin = run(compile_cmd + ["-fdiagnostics-parseable-fixits", basename],
                 dirs["plugin"])
    plugin_findings = parse_text(plugin.stderr, basename, source)

    # clang-tidy.
    tidy_yaml = os.path.join(dirs["tidy"], "fixes.yaml")
    tidy = run([args.tidy, "--load=" + os.path.abspath(args.tidy_module),
                "--checks=-*,d3d12-*", "--export-fixes=" + tidy_yaml, basename,
                "--"] + flags, dirs["tidy"], expect=(0, 1))
    tidy_findings = parse_text(tidy.stdout, basename)
    tidy_fixes = (parse_exported_fixes(tidy_yaml, source)
                  if os.path.exists(tidy_yaml) else [])

    # The tool: text, SARIF and YAML.
    psolint = os.path.abspath(args.psolint)
    tool = run([psolint, basename, "--"] + flags, dirs["tool"], expect=(0, 1))
    tool_findings = parse_text(tool.stdout, basename)
    # Each front-end's text, for FileCheck.
    for name, text in (("plugin", plugin.stderr), ("tidy", tidy.stdout),
                       ("tool", tool.stdout)):
        with open(os.path.join(dirs[name], "output.txt"), "w") as f:
            f.write(text)
    sarif_path = os.path.join(dirs["export"], "log.sarif")
    tool_yaml = os.path.join(dirs["export"], "fixes.yaml")
    sarif = run([psolint, "--format=sarif", "--export-fixes=" + tool_yaml,
                 basename, "--"] + flags, dirs["export"], expect=(0, 1))
    with open(sarif_path, "w", encoding="utf-8") as f:
        f.write(sarif.stdout)
    sarif_findings = parse_sarif(sarif_path, source, basename)
    tool_fixes = parse_exported_fixes(tool_yaml, source)

    # Findings and notes, text against text; fix-its wherever they are.
    compare("plugin", plugin_findings, "clang-tidy", tidy_findings,
            with_fixes=False, with_notes=True)
    compare("plugin", plugin_findings, "psolint", tool_findings,
            with_fixes=False, with_notes=True)
    compare("plugin", plugin_findings, "psolint --format=sarif",
            sarif_findings, with_fixes=False)
    compare("clang-tidy --export-fixes", tidy_fixes,
            "psolint --export-fixes", tool_fixes)
    compare("clang-tidy --export-fixes", tidy_fixes,
            "plugin -fdiagnostics-parseable-fixits", plugin_findings)
    compare("clang-tidy --export-fixes", tidy_fixes,
            "psolint --format=sarif", sarif_findings)

    fixable = checks_with_fixits(args.checks_def)
    ids = [f.key[0] for f in plugin_findings]
    for check in args.expect:
        if check not in ids:
            raise Mismatch("no finding of %s" % check)
        if check in fixable and not any(
                f.fixes for f in plugin_findings if f.key[0] == check):
            raise Mismatch("%s has a fix-it but no finding of it got one"
                           % check)

    with_fixes = [f for f in plugin_findings if f.fixes]
    if with_fixes:
        round_trip(args, dirs, basename, compile_cmd, flags, plugin_findings)

    print("%s: the three front-ends agree on %d findings, %d with fix-its"
          % (basename, len(plugin_findings), len(with_fixes)))


def round_trip(args, dirs, basename, compile_cmd, flags, before):
    """Applies the fix-its three ways; one result, which compiles and keeps
    only the findings that had no fix-it."""
    run([args.apply_replacements, dirs["export"]], dirs["export"], expect=(0,))
    run([os.path.abspath(args.psolint), "--fix", basename, "--"] + flags,
        dirs["fix"], expect=(0, 1))
    run(compile_cmd + ["-Xclang", "-fixit", basename], dirs["fixit"])

    applied = open(os.path.join(dirs["export"], basename), "rb").read()
    if applied == open(args.source, "rb").read():
        raise Mismatch("clang-apply-replacements changed nothing")
    for name in ("fix", "fixit"):
        other = open(os.path.join(dirs[name], basename), "rb").read()
        if other != applied:
            diff = run(["diff", "-u", os.path.join(dirs["export"], basename),
                        os.path.join(dirs[name], basename)], dirs[name]).stdout
            raise Mismatch("clang-apply-replacements and %s differ:\n%s" % (
                "psolint --fix" if name == "fix" else "plugin -Xclang -fixit",
                diff))

    # -Werror for the compiler's own warnings; psolint's stay warnings so
    # that those without a fix-it can be counted.
    after = run(compile_cmd + ["-Werror", "-Wall",
                               "-fplugin-arg-psolint-no-werror", basename],
                dirs["export"])
    remaining = parse_text(after.stderr, basename)
    expected = sorted(f.key[0] for f in before if not f.fixes)
    left = sorted(f.key[0] for f in remaining)
    if left != expected or any(
            "fix-it:" in line for line in after.stderr.splitlines()):
        raise Mismatch("after the fix-its, expected the findings without "
                       "fix-its (%s), got:\n%s" % (expected, after.stderr))
    # Only psolint's one error-level finding may fail the compile.
    if after.returncode and "d3d12-stream-pipeline-type" not in left:
        raise Mismatch("the fixed file does not compile:\n" + after.stderr)


if __name__ == "__main__":
    try:
        main()
    except Mismatch as problem:
        sys.stderr.write("compare.py: %s\n" % problem)
        sys.exit(1)
