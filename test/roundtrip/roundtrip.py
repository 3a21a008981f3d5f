"""roundtrip.py --psolint P --clang C --clangxx CXX --sub NAME=VALUE... ROOT

The held-out round trip over the whole suite: every fix-it any test emits is
applied, the file recompiles for its own target, and the finding is gone.

For every C/C++ test source under ROOT, each compile configuration its RUN
lines give the plugin (target, language, standard, defines, include paths,
and the plugin's own arguments, mapped to the tool's options) is run through
the tool:
  1. on a copy of the source (its own directory stays first on the include
     path), with SARIF output: the findings, and which have fix-its;
  2. with --fix, then the copy is compiled again with the same flags and no
     plugin: it must compile (with -DFIX_APPLIED where the test gives it,
     which turns on its static assertions of the fixed layout);
  3. again, up to three rounds, until no finding offers a fix-it; a finding
     whose fix-it was applied must not come back (same check, same record
     or stream named first in its message).
A configuration whose original does not compile, or that has no fix-it,
is counted and skipped. Prints a summary; exits 1 on any failure.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

parser = argparse.ArgumentParser()
parser.add_argument("--psolint", required=True)
parser.add_argument("--clang", required=True)
parser.add_argument("--clangxx", required=True)
parser.add_argument("--sub", action="append", default=[],
                    help="a lit substitution, NAME=VALUE (%%dx, %%dx_win, %%inputs)")
parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
parser.add_argument("root")
args = parser.parse_args()
subs = sorted((kv.split("=", 1) for kv in args.sub), key=lambda kv: -len(kv[0]))

RUN = re.compile(r"RUN:\s*(.*)$")
KEEP_WITH_VALUE = {"-I", "-isystem", "-D", "-x", "-target", "-include"}


def run_lines(text):
    lines, pending = [], ""
    for line in text.splitlines():
        m = RUN.search(line)
        if not m:
            continue
        body = m.group(1).rstrip()
        if body.endswith("*/"):
            body = body[:-2].rstrip()
        if body.endswith("\\"):
            pending += body[:-1] + " "
            continue
        lines.append(pending + body)
        pending = ""
    return lines


def configurations(path):
    """The (compiler, flags, tool options) each plugin RUN line compiles with."""
    seen, result = set(), []
    for line in run_lines(open(path, encoding="utf-8", errors="replace").read()):
        if "%plugin" not in line:
            continue
        command = re.split(r"\s\|\s|\s2>|\s>", line)[0]
        for name, value in subs:
            command = command.replace(name, value)
        try:
            words = shlex.split(command)
        except ValueError:
            continue
        words = [w for w in words if w not in ("not", "%not")]
        if not words or words[0] not in ("%clang", "%clangxx"):
            continue
        compiler = args.clangxx if words[0] == "%clangxx" else args.clang
        flags, tool, options = [], [], {}
        checks = None
        i = 1
        while i < len(words):
            w = words[i]
            i += 1
            if w == "-Xclang":
                i += 1  # -verify, -fixit: the test's own business
                continue
            if w.startswith("-fplugin-arg-psolint-"):
                arg = w[len("-fplugin-arg-psolint-"):]
                name, _, value = arg.partition("=")
                if name == "strict-records":
                    tool.append("--strict-records")
                elif name == "checks":
                    checks = value
                elif name == "pedantic":
                    options["d3d12-subobject-enum-union.Pedantic"] = "true"
                elif name == "align-macro":
                    options["d3d12-subobject-alignment.AlignMacro"] = value
                elif name == "sdk-version":
                    options["d3d12-stream-sdk-version.SdkVersion"] = value
                elif name == "derived-function":
                    options["d3d12-derived-pso-desc.FunctionName"] = value
                continue
            if w in ("%plugin", "-fsyntax-only", "-Werror", "-w") or w.startswith("%t") \
                    or w == "%s" or w.startswith("-Wno-") or w.startswith("-W") \
                    or w.startswith("-fdiagnostics"):
                continue
            if w in KEEP_WITH_VALUE and i < len(words):
                flags += [w, words[i]]
                i += 1
                continue
            if w.startswith("-") and not w.startswith("-fplugin"):
                flags.append(w)
        if checks:
            tool.append("--checks=" + checks)
        if options:
            tool.append("--config=" + json.dumps({"CheckOptions": options}))
        key = (compiler, tuple(flags), tuple(tool))
        if key not in seen:
            seen.add(key)
            result.append(key)
    return result


def sarif(tool_options, copy, flags):
    out = subprocess.run([args.psolint, "--format=sarif"] + list(tool_options) +
                         [copy, "--"] + list(flags),
                         capture_output=True, text=True)
    if out.returncode not in (0, 1):
        return None, out.stderr
    results = json.loads(out.stdout)["runs"][0]["results"]
    return results, ""


NAME = re.compile(r"'([A-Za-z_][A-Za-z0-9_:<>, ]*)'")


def key_of(result):
    m = NAME.search(result["message"]["text"])
    return (result["ruleId"], m.group(1) if m else "")


def compiles(compiler, flags, path):
    return subprocess.run([compiler, "-fsyntax-only"] + list(flags) + [path],
                          capture_output=True, text=True)


def trip(job):
    path, (compiler, flags, tool) = job
    here = os.path.dirname(path)
    flags = ["-I" + here] + list(flags)
    # clang++ compiles a .c file as C++; the tool's driver needs to be told.
    if compiler == args.clangxx and path.endswith(".c") and "-x" not in flags:
        flags = ["-x", "c++"] + flags
    # -DFIX_APPLIED turns on a test's assertions of the fixed layout
    # (static_assert on offsets and alignment): the original is analysed
    # without it, the fixed file must compile with it.
    fixed_flags = flags
    flags = [f for f in flags if f != "-DFIX_APPLIED"]
    original = compiles(compiler, flags, path)
    if original.returncode:
        return "skipped-broken", ""
    work = tempfile.mkdtemp(prefix="roundtrip-")
    try:
        # The test's own headers (its directory, Inputs/) are copied too and
        # found there: --fix edits them in the copy, never in the suite.
        copied = os.path.join(work, "src")
        shutil.copytree(here, copied, ignore=shutil.ignore_patterns(
            "Output", "*.c", "*.cpp", "*.test"))
        copy = os.path.join(copied, os.path.basename(path))
        shutil.copy(path, copy)

        def relocate(flag):
            for prefix in ("-I", "-isystem", "-iquote"):
                if flag.startswith(prefix + here):
                    return prefix + copied + flag[len(prefix + here):]
            return flag
        flags = [relocate(f) for f in flags]
        fixed_flags = [relocate(f) for f in fixed_flags]
        first, err = sarif(tool, copy, flags)
        if first is None and "no psolint check is enabled" in err:
            return "skipped-config", ""  # a test of a rejected configuration
        if first is None:
            return "failed", "%s %s: the tool failed:\n%s" % (path, flags, err)
        fixable = [r for r in first if r.get("fixes")]
        if not fixable:
            return "no-fixits", ""
        fixed = collections.Counter(key_of(r) for r in fixable)
        before = collections.Counter(key_of(r) for r in first)
        results = first
        for round_ in range(3):
            if not any(r.get("fixes") for r in results):
                break
            subprocess.run([args.psolint, "--fix"] + list(tool) +
                           [copy, "--"] + flags,
                           capture_output=True, text=True)
            compiled = compiles(compiler, fixed_flags, copy)
            if compiled.returncode:
                return "failed", "%s %s: the fixed file does not compile:\n%s" % (
                    path, " ".join(flags), compiled.stderr)
            results, err = sarif(tool, copy, flags)
            if results is None:
                return "failed", "%s %s: the tool failed:\n%s" % (path, flags, err)
        left = [r for r in results if r.get("fixes")]
        if left:
            return "failed", "%s %s: fix-its still offered after three rounds: %s" % (
                path, " ".join(flags), [r["message"]["text"] for r in left])
        after = collections.Counter(key_of(r) for r in results)
        back = [k for k, n in fixed.items() if after[k] > before[k] - n]
        if back:
            return "failed", "%s %s: fixed findings came back: %s" % (
                path, " ".join(flags), back)
        return "fixed", "%d" % len(fixable)
    finally:
        shutil.rmtree(work, ignore_errors=True)


jobs = []
for directory, dirs, files in os.walk(args.root):
    dirs[:] = sorted(d for d in dirs if d not in ("Inputs", "Output") and
                     not d.endswith("_work"))
    for name in sorted(files):
        if name.endswith((".c", ".cpp")):
            path = os.path.join(directory, name)
            for config in configurations(path):
                jobs.append((path, config))

counts = collections.Counter()
findings = 0
failures = []
with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
    for outcome, detail in pool.map(trip, jobs):
        counts[outcome] += 1
        if outcome == "fixed":
            findings += int(detail)
        elif outcome == "failed":
            failures.append(detail)
for failure in failures:
    sys.stderr.write(failure + "\n")
targets = sorted({f for _, (_, flags, _) in jobs for f in flags
                  if f.startswith(("--target", "-m32"))})
print("%d configurations of %d files: %d with fix-its (%d findings fixed), "
      "%d without, %d that do not compile as they are, %d with a configuration "
      "the tool rejects, %d failed" % (
          len(jobs), len({p for p, _ in jobs}), counts["fixed"], findings,
          counts["no-fixits"], counts["skipped-broken"], counts["skipped-config"],
          counts["failed"]))
print("targets: " + " ".join(targets))
sys.exit(1 if failures else 0)
