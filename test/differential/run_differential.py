#!/usr/bin/env python3
"""Differential test of psolint against a runtime-faithful stream walker.

1. gen_streams.py writes a C++ file of stream records (cases) and a manifest.
2. The file is built and run natively (x86_64): for each case the runtime
   walker (runtime_walker.h) and d3dx12's D3DX12ParsePipelineStream report
   what they read (stream_harness.h).
3. The same file is compiled with -fsyntax-only -fplugin=<psolint plugin>.
4. psolint must agree with the walker. Layout findings are the ids
   d3d12-subobject-alignment, -subobject-enum-union, -subobject-layout and
   d3d12-stream-layout; a finding on a subobject type's declaration is a
   type finding (SPEC §3: a record laid out unlike the runtime's pair is
   wrong wherever it is used, and diagnosed once, at its declaration), one on
   a case's struct a stream finding. Per case (random cases and probes):
     (a) walker CORRUPT   => a layout finding on the case struct or on a
                             subobject type the case uses;
     (b) walker DUPLICATE <=> a d3d12-stream-duplicate-subobject finding on
                             the case struct;
     (c) a layout finding on the case struct => walker CORRUPT.
   Per subobject type (gen_streams.py declares every style x kind):
     (d) a type finding must be justified: some probe stream built around
         the type (gen_streams.PROBE_SHAPES) is CORRUPT in the walker, and
         its first misread (the walker's at=) is the type's tag or inner or
         the tag right after it. A type whose layout is the runtime's (d3dx12
         helpers, alignas(void*) pairs, whole-pair unions, unaligned pairs and
         tag-only unions whose inner is pointer-aligned) has no such probe
         and must not be flagged; a tag-only union with a pointer-aligned
         inner is flagged (d3d12-subobject-enum-union) only with the
         `pedantic` plugin argument, and then must be;
     (e) a type that is hazardous (some probe shows it misread) has a layout
         finding at its declaration, or on every one of its probe structs.
   And whatever d3dx12's parser rejects, the walker rejects too.
5. The other checks (gen_checks.py, whose docstring gives each one's truth):
   d3d12-stream-unknown-subobject, -subobject-type-mismatch,
   -stream-pipeline-type, -stream-desc-size, -stream-role-name and
   d3d12-derived-pso-desc have cases in the same unit, observed natively by
   checks_harness.h (the walker on the bytes; for the Xbox call, a model of
   the runtime reading pDescs); d3d12-stream-sdk-version, the RASTERIZER /
   RASTERIZER1 misread and both root signatures need kinds newer than
   Debian's headers and live in a second unit on test/Inputs/d3d12_newkinds.h,
   built natively once and compiled with the plugin once per SDK-version group.
   Per case, psolint must report exactly what the observation requires (a
   finding, or the finding on each member, or the first provable pipeline
   rule) and nothing else of that check; where the generator made the value
   unknowable at compile time (a tag, kind, size, count or bytecode from a
   parameter, descs written at run time, no exported SDK version) it must be
   silent.
Exit status: 0 when everything agrees, 1 on any disagreement, 2 when the test
itself could not run or found itself inconsistent.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep the source tree clean when run from lit
import gen_checks  # noqa: E402
import gen_streams  # noqa: E402

LAYOUT_IDS = {
    "d3d12-subobject-alignment",
    "d3d12-subobject-enum-union",
    "d3d12-subobject-layout",
    "d3d12-stream-layout",
}
DUPLICATE_ID = "d3d12-stream-duplicate-subobject"

# On Linux, DirectX-Headers parse after <wsl/winadapter.h> with its stubs.
# test/Inputs has the Xbox stand-in header and the newkinds header.
INPUTS = os.path.join(os.path.dirname(HERE), "Inputs")
INCLUDE_FLAGS = ["-std=c++17", "-I/usr/include/wsl/stubs", "-I" + HERE, "-I" + INPUTS]

CASE_LINE = re.compile(r"^case (\d+): walker=(.*?) at=(\S+) d3dx12=(\S+)(?: !!(.*))?$")
CHECK_LINE = re.compile(r"^check (\d+) (\w+): (.*)$")
DIAGNOSTIC = re.compile(
    r"^(?P<file>.*?):(?P<line>\d+):(?P<col>\d+): (?P<severity>warning|error|fatal error): "
    r"(?P<message>.*?)(?: \[(?P<flags>[^\]]*)\])?$")


class TestBroken(Exception):
    """The test could not run, or found itself inconsistent."""


def run(cmd, what, timeout=900):
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise TestBroken("%s: %s" % (what, err))
    return proc


def check_id(flags):
    """The d3d12-* check id in a diagnostic's [..] suffix: [d3d12-x], [-Wd3d12-x,-Werror]."""
    for flag in (flags or "").split(","):
        flag = flag.strip()
        if flag.startswith("-W"):
            flag = flag[2:]
        if flag.startswith("d3d12-"):
            return flag
    return None


# ---------------------------------------------------------------------------
# Native half: the walker and d3dx12


def build_and_run(clang, source, workdir):
    exe = os.path.join(workdir, "streams")
    proc = run([clang] + INCLUDE_FLAGS + ["-O0", source, "-o", exe], "native build")
    if proc.returncode != 0:
        raise TestBroken("native build failed:\n" + proc.stderr[-6000:])
    if proc.stderr.strip():
        print("note: native build printed:\n" + proc.stderr[-3000:])
    proc = run([exe], "running the generated program")
    if proc.returncode != 0:
        raise TestBroken("generated program exited %d:\n%s%s"
                         % (proc.returncode, proc.stdout[-3000:], proc.stderr[-3000:]))
    observed, checks = {}, collections.defaultdict(list)
    for line in proc.stdout.splitlines():
        match = CHECK_LINE.match(line)
        if match:
            checks[int(match.group(1))].append((match.group(2), match.group(3)))
            continue
        match = CASE_LINE.match(line)
        if not match:
            raise TestBroken("unexpected output from the generated program: " + line)
        number = int(match.group(1))
        if number in observed:
            raise TestBroken("case %d reported twice" % number)
        observed[number] = {"walker": match.group(2), "at": match.group(3),
                            "d3dx12": match.group(4), "inconsistency": match.group(5)}
    return observed, checks


def check_harness(manifest, observed):
    """The test's own consistency; returns a list of problems."""
    problems = []
    for key, case in sorted(manifest["cases"].items(), key=lambda kv: int(kv[0])):
        number = int(key)
        seen = observed.get(number)
        if seen is None:
            problems.append("case %d: no output" % number)
            continue
        if seen["inconsistency"]:
            problems.append("case %d: walker and d3dx12 disagree on the cursor: %s"
                            % (number, seen["inconsistency"]))
        if seen["walker"] != case["expected_walker"]:
            problems.append("case %d: walker says %s, the layout model predicts %s"
                            % (number, seen["walker"], case["expected_walker"]))
        if seen["at"] != case["expected_at"]:
            problems.append("case %d: walker diverges at %s, the layout model predicts %s"
                            % (number, seen["at"], case["expected_at"]))
        if case["expected_d3dx12"] is not None and seen["d3dx12"] != case["expected_d3dx12"]:
            problems.append("case %d: d3dx12 says %s, the model of its parser predicts %s"
                            % (number, seen["d3dx12"], case["expected_d3dx12"]))
        # A case has at most one kind of problem, so that a layout fault can
        # never stop the walker before a duplicate the plugin will report.
        kinds = [m["kind"] for m in case["members"]]
        families = [gen_streams.family(k) for k in kinds]
        repeated = len(set(families)) != len(families)
        wrong = any(m["style"] in gen_streams.WRONG_STYLES for m in case["members"])
        if repeated and wrong:
            problems.append("case %d mixes a repeated kind with a wrong style" % number)
        probe = case.get("probe")
        if probe and not (outcome(seen["walker"]) == "CORRUPT"
                          and gen_streams.misread_at(seen["at"], probe["index"])):
            problems.append("probe %d of %s: the walker says %s at %s, not a misread of m%d"
                            % (number, probe["type"], seen["walker"], seen["at"],
                               probe["index"]))
    for name, info in manifest["types"].items():
        if info["hazardous"] != bool(info["probes"]):
            problems.append("type %s: hazardous=%s but %d probes"
                            % (name, info["hazardous"], len(info["probes"])))
        if info["style"] in gen_streams.CORRECT_STYLES and info["hazardous"]:
            problems.append("type %s: a correct style, but its layout is not the runtime's" % name)
    extra = set(observed) - {int(k) for k in manifest["cases"]}
    if extra:
        problems.append("output for cases not in the manifest: %s" % sorted(extra))
    return problems


def outcome(verdict):
    return verdict.split("(", 1)[0]


# ---------------------------------------------------------------------------
# Plugin half


def run_plugin(clang, plugin, plugin_args, source, flags=None):
    cmd = [clang] + (INCLUDE_FLAGS if flags is None else flags) + [
        "-fsyntax-only", "-fplugin=" + plugin,
        "-fno-color-diagnostics", "-fno-caret-diagnostics", "-ferror-limit=0",
    ]
    for arg in plugin_args:
        cmd.append("-fplugin-arg-psolint-" + arg)
    cmd.append(source)
    proc = run(cmd, "plugin compile")
    findings, foreign_errors = [], []
    for line in proc.stderr.splitlines():
        match = DIAGNOSTIC.match(line)
        if not match:
            continue
        ident = check_id(match.group("flags"))
        if ident:
            findings.append({
                "file": match.group("file"), "line": int(match.group("line")),
                "col": int(match.group("col")), "severity": match.group("severity"),
                "message": match.group("message"), "id": ident,
            })
        elif match.group("severity") != "warning":
            foreign_errors.append(line)
    if foreign_errors:
        raise TestBroken("the plugin compile reported errors that are not psolint findings:\n"
                         + "\n".join(foreign_errors[:20]))
    if proc.returncode != 0 and not any(f["severity"] != "warning" for f in findings):
        raise TestBroken("the plugin compile exited %d without an error finding:\n%s"
                         % (proc.returncode, proc.stderr[-4000:]))
    return findings


def attribute(manifest, findings, source):
    """Map findings to cases and types: a finding on a case struct belongs to
    that case; one on a subobject type's declaration to the type and to every
    case using it (a shared type is diagnosed once, at its declaration)."""
    by_case = collections.defaultdict(list)
    by_type = collections.defaultdict(list)
    by_check = collections.defaultdict(list)  # gen_checks.py's cases
    unattributed = []
    type_users = collections.defaultdict(list)
    for key, case in manifest["cases"].items():
        for name in case["types"]:
            type_users[name].append(int(key))
    source_real = os.path.realpath(source)
    for finding in findings:
        if os.path.realpath(finding["file"]) != source_real:
            unattributed.append(finding)
            continue
        line = finding["line"]
        hit = False
        for key, case in manifest["cases"].items():
            first, last = case["lines"]
            if first <= line <= last:
                by_case[int(key)].append(dict(finding, where="struct " + case["struct"]))
                hit = True
        for name, info in manifest["types"].items():
            first, last = info["lines"]
            if first <= line <= last:
                by_type[name].append(finding)
                for number in type_users[name]:
                    by_case[number].append(dict(finding, where="type " + name))
                hit = True
        for key, case in manifest["checks"].items():
            first, last = case["lines"]
            if first <= line <= last:
                by_check[int(key)].append(finding)
                hit = True
        if not hit:
            unattributed.append(finding)
    return by_case, by_type, by_check, unattributed


def case_label(case, number):
    if case.get("probe"):
        return "probe %d (%s %s)" % (number, case["probe"]["type"], case["probe"]["shape"])
    return "case %d" % number


def compare(manifest, observed, by_case):
    """Per-case agreement between walker and plugin, (a) to (c); returns
    disagreements."""
    disagreements = []
    for key, case in sorted(manifest["cases"].items(), key=lambda kv: int(kv[0])):
        number = int(key)
        walker = observed[number]["walker"]
        found = by_case.get(number, [])
        layout_findings = [f for f in found if f["id"] in LAYOUT_IDS]
        stream_layout = [f for f in layout_findings if f["where"].startswith("struct ")]
        duplicate_findings = [f for f in found
                              if f["id"] == DUPLICATE_ID and f["where"].startswith("struct ")]
        corrupt = outcome(walker) == "CORRUPT"
        duplicate = outcome(walker) == "DUPLICATE"
        if corrupt and not layout_findings:
            disagreements.append((number, "missed layout",
                                  "the walker finds the stream corrupt; psolint reports no layout "
                                  "finding on the struct or on a type it uses"))
        if not corrupt and stream_layout:
            disagreements.append((number, "extra stream layout",
                                  "the runtime reads every member where it is; psolint reports a "
                                  "layout finding on the struct"))
        if duplicate and not duplicate_findings:
            disagreements.append((number, "missed duplicate",
                                  "the walker finds a duplicate; psolint reports none on the struct"))
        if not duplicate and duplicate_findings:
            disagreements.append((number, "extra duplicate",
                                  "the walker finds no duplicate; psolint reports one"))
    return disagreements


def justifying_probes(manifest, observed, name):
    """The probes of type `name` that the walker finds misread at the type."""
    return [number for number in manifest["types"][name]["probes"]
            if outcome(observed[number]["walker"]) == "CORRUPT"
            and gen_streams.misread_at(observed[number]["at"],
                                       manifest["cases"][str(number)]["probe"]["index"])]


def compare_types(manifest, observed, by_case, by_type, pedantic):
    """Per-type agreement, (d) and (e); returns (type name, category, why)."""
    disagreements = []
    for name, info in sorted(manifest["types"].items()):
        ids = sorted({f["id"] for f in by_type.get(name, []) if f["id"] in LAYOUT_IDS})
        justified = justifying_probes(manifest, observed, name)
        harmless_tag_union = (info["style"] in ("tagunion_init", "tagunion_ctor")
                              and not info["hazardous"])
        layout = "%d bytes, aligned to %d, inner at %d; the runtime's pair: %d, %d, %d" % (
            info["size"], info["align"], info["inner_offset"], info["runtime"]["size"],
            info["runtime"]["align"], info["runtime"]["inner_offset"])
        if harmless_tag_union and pedantic:
            if ids != ["d3d12-subobject-enum-union"]:
                disagreements.append((name, "pedantic tag union",
                                      "type %s (%s): with pedantic, expected exactly "
                                      "d3d12-subobject-enum-union, psolint reports %s"
                                      % (name, layout, ", ".join(ids) or "nothing")))
            continue
        if ids and info["style"] in gen_streams.CORRECT_STYLES:
            disagreements.append((name, "flagged correct type",
                                  "type %s (%s) is correct; psolint reports %s at its declaration"
                                  % (name, layout, ", ".join(ids))))
        elif ids and harmless_tag_union:
            disagreements.append((name, "flagged harmless tag union",
                                  "type %s (%s): its inner is pointer-aligned, so the tag union "
                                  "moves nothing; psolint reports %s without pedantic"
                                  % (name, layout, ", ".join(ids))))
        elif ids and not justified:
            why = ("its layout is the runtime's, so no stream can misread it"
                   if not info["hazardous"] else
                   "none of its probes (%s) is misread at it" % ", ".join(
                       "%d %s at=%s" % (n, observed[n]["walker"], observed[n]["at"])
                       for n in info["probes"]))
            disagreements.append((name, "unjustified type finding",
                                  "type %s (%s): psolint reports %s at its declaration, but %s"
                                  % (name, layout, ", ".join(ids), why)))
        if justified and not ids:
            unflagged = [n for n in justified
                         if not any(f["id"] in LAYOUT_IDS and f["where"].startswith("struct ")
                                    for f in by_case.get(n, []))]
            if unflagged:
                disagreements.append((name, "missed type",
                                      "type %s (%s) is misread in probe(s) %s; psolint reports no "
                                      "layout finding at its declaration nor on those structs"
                                      % (name, layout, ", ".join(map(str, unflagged)))))
    return disagreements


def summarize_type_findings(manifest, observed, by_type):
    """Per style: how many types are hazardous, flagged, and shown misread by
    their probes; and the random cases the runtime reads correctly although
    they use a flagged type (where the type happens to sit at the runtime's
    offsets): a per-case comparison alone would call those findings false
    positives, the probes show the type misread elsewhere."""
    print("subobject types per style: total | hazardous | with a layout finding (ids) "
          "| justified by a probe")
    flagged_types = set()
    for style in gen_streams.STYLES:
        names = [n for n, t in manifest["types"].items() if t["style"] == style]
        hazardous = [n for n in names if manifest["types"][n]["hazardous"]]
        ids = collections.Counter()
        justified = 0
        for name in names:
            found = {f["id"] for f in by_type.get(name, []) if f["id"] in LAYOUT_IDS}
            if not found:
                continue
            flagged_types.add(name)
            ids.update(i.replace("d3d12-", "") for i in found)
            if justifying_probes(manifest, observed, name):
                justified += 1
        print("  %-14s %3d | %3d | %3d %-28s | %3d" % (
            style, len(names), len(hazardous), sum(1 for n in names if n in flagged_types),
            "(%s)" % ", ".join("%s %d" % kv for kv in sorted(ids.items())) if ids else "",
            justified))
    probes = [c for c in manifest["cases"].values() if c.get("probe")]
    shapes = collections.Counter(c["probe"]["shape"] for c in probes)
    print("probes: %d (%s)" % (len(probes), ", ".join("%s %d" % kv for kv in sorted(shapes.items()))))
    lucky = collections.Counter()
    lucky_cases = 0
    for key, case in manifest["cases"].items():
        if case.get("probe") or outcome(observed[int(key)]["walker"]) == "CORRUPT":
            continue
        used = [n for n in case["types"] if n in flagged_types]
        lucky.update(used)
        lucky_cases += bool(used)
    print("random cases read correctly although they use a flagged type: %d%s" % (
        lucky_cases, (" (" + ", ".join("%s %d" % kv for kv in sorted(lucky.items())) + ")")
        if lucky else ""))


def source_excerpt(lines, first, last):
    return "\n".join("    %5d | %s" % (n, lines[n - 1]) for n in range(first, last + 1))


def explain_type(info):
    _, _, size, align, _ = gen_streams.KIND[info["kind"]]
    return ("%s: %d bytes, aligned to %d, inner at %d; the runtime reads the inner at %d "
            "and the next tag %d bytes after the tag"
            % (info["style"], info["size"], info["align"], info["inner_offset"],
               gen_streams.align_to(4, align),
               gen_streams.align_to(gen_streams.align_to(4, align) + size,
                                    gen_streams.POINTER_SIZE)))


def report_disagreement(number, category, why, manifest, observed, by_case, source_lines,
                        types_shown):
    case = manifest["cases"][str(number)]
    print("DISAGREEMENT %s (%s, plan %s): %s" % (case_label(case, number), category,
                                                 case["plan"], why))
    print("  walker: %s at=%s" % (observed[number]["walker"], observed[number]["at"]))
    print("  d3dx12: %s" % observed[number]["d3dx12"])
    found = by_case.get(number, [])
    if not found:
        print("  psolint: no findings")
    for f in found:
        print("  psolint: line %d:%d [%s] on %s: %s"
              % (f["line"], f["col"], f["id"], f["where"], f["message"]))
    print("  members (tag offset, inner offset):")
    for m in case["members"]:
        print("    %s %s: tag at %d, inner at %d" % (m["name"], m["type"], m["tag_offset"],
                                                    m["inner_offset"]))
    print("  source:")
    print(source_excerpt(source_lines, *case["lines"]))
    for name in case["types"]:
        info = manifest["types"][name]
        if info["style"] == "helper":
            continue
        if name in types_shown:
            print("    -- %s: shown above" % name)
            continue
        types_shown.add(name)
        print("    -- %s" % explain_type(info))
        print(source_excerpt(source_lines, *info["lines"]))


# ---------------------------------------------------------------------------
# Summary


def report_type_disagreement(name, category, why, manifest, observed, by_type, source_lines):
    info = manifest["types"][name]
    print("DISAGREEMENT type %s (%s): %s" % (name, category, why))
    for f in by_type.get(name, []):
        print("  psolint: line %d:%d [%s]: %s" % (f["line"], f["col"], f["id"], f["message"]))
    print("    -- %s" % explain_type(info))
    print(source_excerpt(source_lines, *info["lines"]))
    for number in info["probes"]:
        case = manifest["cases"][str(number)]
        print("  %s: walker %s at=%s" % (case_label(case, number), observed[number]["walker"],
                                        observed[number]["at"]))
        print(source_excerpt(source_lines, *case["lines"]))


def summarize(manifest, observed):
    # The random cases; probes are summarized with the types they probe.
    cases = {k: c for k, c in manifest["cases"].items() if not c.get("probe")}
    plans = collections.Counter(c["plan"] for c in cases.values())
    outcomes = collections.Counter(outcome(observed[int(k)]["walker"]) for k in cases)
    print("cases: %d (plans: %s)" % (len(cases), ", ".join(
        "%s %d" % kv for kv in sorted(plans.items()))))
    print("walker: %s" % ", ".join("%s %d" % kv for kv in sorted(outcomes.items())))

    print("per style: members | cases using it: OK / CORRUPT / DUPLICATE")
    for style in gen_streams.STYLES:
        members = sum(1 for c in cases.values() for m in c["members"] if m["style"] == style)
        using = collections.Counter(
            outcome(observed[int(k)]["walker"]) for k, c in cases.items()
            if any(m["style"] == style for m in c["members"]))
        print("  %-14s %4d | %4d / %4d / %4d" % (style, members, using["OK"],
                                                 using["CORRUPT"], using["DUPLICATE"]))

    # d3dx12 against the walker.
    missed_duplicates = collections.Counter()
    corrupt_parsed = 0
    for key in cases:
        seen = observed[int(key)]
        if outcome(seen["walker"]) == "DUPLICATE" and seen["d3dx12"] == "OK":
            missed_duplicates[seen["walker"][len("DUPLICATE("):-1]] += 1
        if outcome(seen["walker"]) == "CORRUPT" and seen["d3dx12"] == "OK":
            corrupt_parsed += 1
    print("d3dx12 misses what the walker catches (information):")
    print("  duplicates it lets through: %d" % sum(missed_duplicates.values()))
    for order, n in sorted(missed_duplicates.items()):
        print("    %-40s %d" % (order, n))
    print("  corrupt streams it parses without error (it cannot know where members are): %d"
          % corrupt_parsed)


def run_newkinds(clang, plugin, plugin_args, workdir, seed):
    """The newkinds unit (gen_checks.generate_newkinds): built and run natively
    with every group, compiled with the plugin once per group. Returns
    (cases, observations, findings by case, unattributed findings)."""
    source = os.path.join(workdir, "newkinds.cpp")
    code, cases, groups = gen_checks.generate_newkinds(seed)
    with open(source, "w") as f:
        f.write(code)
    flags = ["-std=c++17", "-I" + HERE, "-I" + INPUTS] + gen_checks.NEWKINDS_FLAGS
    exe = os.path.join(workdir, "newkinds")
    proc = run([clang] + flags + ["-DALL_GROUPS", "-O0", source, "-o", exe], "newkinds build")
    if proc.returncode != 0:
        raise TestBroken("newkinds build failed:\n" + proc.stderr[-6000:])
    proc = run([exe], "running the newkinds program")
    if proc.returncode != 0:
        raise TestBroken("the newkinds program exited %d:\n%s" % (proc.returncode,
                                                                 proc.stdout[-3000:]))
    observed = collections.defaultdict(list)
    for line in proc.stdout.splitlines():
        match = CHECK_LINE.match(line)
        if not match:
            raise TestBroken("unexpected output from the newkinds program: " + line)
        observed[int(match.group(1))].append((match.group(2), match.group(3)))
    by_check, unattributed = collections.defaultdict(list), []
    if plugin is None:
        return cases, observed, by_check, unattributed, code.split("\n")
    source_real = os.path.realpath(source)
    for group in groups:
        findings = run_plugin(clang, plugin, plugin_args + group["plugin_args"], source,
                              flags + [group["define"]])
        for finding in findings:
            hit = False
            if os.path.realpath(finding["file"]) == source_real:
                for key, case in cases.items():
                    first, last = case["lines"]
                    if case["group"] == group["name"] and first <= finding["line"] <= last:
                        by_check[int(key)].append(finding)
                        hit = True
            if not hit:
                unattributed.append(dict(finding, group=group["name"]))
    return cases, observed, by_check, unattributed, code.split("\n")


def summarize_checks(cases, by_check):
    """Per check: cases, cases with a finding of that check, findings of
    other checks on them (information)."""
    print("other checks: cases | with a finding | other ids on them")
    for check in gen_checks.CHECK_IDS:
        numbers = [int(k) for k, c in cases.items() if c["check"] == check]
        if not numbers:
            continue
        flagged = sum(1 for n in numbers if any(f["id"] == check for f in by_check.get(n, [])))
        others = collections.Counter(f["id"].replace("d3d12-", "") for n in numbers
                                     for f in by_check.get(n, []) if f["id"] != check)
        print("  %-32s %3d | %3d | %s" % (check, len(numbers), flagged, ", ".join(
            "%s %d" % kv for kv in sorted(others.items())) or "-"))


def report_check_disagreement(number, category, why, cases, by_check, source_lines):
    case = cases[str(number)]
    print("DISAGREEMENT check case %d (%s): %s" % (number, category, why))
    for f in by_check.get(number, []):
        print("  psolint: line %d:%d [%s]: %s" % (f["line"], f["col"], f["id"], f["message"]))
    if not by_check.get(number):
        print("  psolint: no findings")
    print(source_excerpt(source_lines, *case["lines"]))


def subset_violations(manifest, observed):
    """Everything d3dx12's parser rejects, the walker must reject too."""
    problems = []
    for key in manifest["cases"]:
        seen = observed[int(key)]
        if seen["d3dx12"] != "OK" and seen["walker"] == "OK":
            problems.append((int(key), "d3dx12 not subset of walker",
                             "d3dx12 rejects the stream (%s) but the walker reads it" % seen["d3dx12"]))
    return problems


def main(argv=None):
    parser = argparse.ArgumentParser(description="psolint differential test")
    parser.add_argument("--clang", required=True, help="clang++ to build with and load the plugin into")
    parser.add_argument("--plugin", help="psolint-plugin.so")
    parser.add_argument("--native-only", action="store_true",
                        help="only build and run the walker and d3dx12 (no plugin)")
    parser.add_argument("--plugin-arg", action="append", default=[],
                        help="passed as -fplugin-arg-psolint-<ARG>")
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=300)
    args = parser.parse_args(argv)
    if not args.native_only and not args.plugin:
        parser.error("--plugin is required unless --native-only")

    try:
        os.makedirs(args.workdir, exist_ok=True)
        source = os.path.join(args.workdir, "streams.cpp")
        manifest_path = os.path.join(args.workdir, "streams.manifest.json")
        code, manifest = gen_streams.generate(args.seed, args.count)
        manifest["source"] = source
        with open(source, "w") as f:
            f.write(code)
        with open(manifest_path, "w") as f:
            json.dump(manifest, f, indent=1, sort_keys=True)
        source_lines = code.split("\n")
        print("differential: seed %d, %d cases, source %s" % (args.seed, args.count, source))

        # The plugin compile does not depend on the native run: overlap them.
        pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
        plugin_run = None
        if not args.native_only:
            if not os.path.exists(args.plugin):
                raise TestBroken("no plugin at " + args.plugin)
            plugin_run = pool.submit(run_plugin, args.clang, args.plugin, args.plugin_arg, source)
        observed, check_observed = build_and_run(args.clang, source, args.workdir)
        problems = check_harness(manifest, observed)
        if problems:
            raise TestBroken("the harness is inconsistent:\n  " + "\n  ".join(problems[:50]))
        summarize(manifest, observed)
        disagreements = subset_violations(manifest, observed)

        if not args.native_only:
            findings = plugin_run.result()
            by_case, by_type, by_check, unattributed = attribute(manifest, findings, source)
            ids = collections.Counter(f["id"] for f in findings)
            print("psolint findings: %d (%s)" % (len(findings), ", ".join(
                "%s %d" % kv for kv in sorted(ids.items())) or "none"))
            relevant = [f for f in unattributed if f["id"] in LAYOUT_IDS | {DUPLICATE_ID}]
            for f in unattributed:
                print("  %s finding outside any case or subobject type: %s:%d: [%s] %s"
                      % ("DISAGREEMENT:" if f in relevant else "note:",
                         f["file"], f["line"], f["id"], f["message"]))
            summarize_type_findings(manifest, observed, by_type)
            disagreements += compare(manifest, observed, by_case)
            type_disagreements = compare_types(manifest, observed, by_case, by_type,
                                               "pedantic" in args.plugin_arg)
            disagreements += [(-1, category, why) for _, category, why in type_disagreements]
            disagreements += [(-1, "unattributed", "%s:%d [%s]" % (f["file"], f["line"], f["id"]))
                              for f in relevant]
            check_disagreements, broken = gen_checks.compare(manifest["checks"], check_observed,
                                                             by_check)
            if broken:
                raise TestBroken("the checks' cases are inconsistent:\n  "
                                 + "\n  ".join(broken[:50]))
            summarize_checks(manifest["checks"], by_check)
            disagreements += [(-1, category, "check case %d: %s" % (number, why))
                              for number, category, why in check_disagreements]
            for number, category, why in check_disagreements:
                report_check_disagreement(number, category, why, manifest["checks"],
                                          by_check, source_lines)

            # The kinds newer than Debian's headers, in their own unit.
            nk_cases, nk_observed, nk_by_check, nk_unattributed, nk_lines = run_newkinds(
                args.clang, args.plugin, args.plugin_arg, args.workdir, args.seed)
            nk_disagreements, broken = gen_checks.compare(nk_cases, nk_observed, nk_by_check)
            if broken:
                raise TestBroken("the newkinds cases are inconsistent:\n  "
                                 + "\n  ".join(broken[:50]))
            print("newkinds unit (%d plugin compiles):" % len(gen_checks.SDK_GROUPS))
            summarize_checks(nk_cases, nk_by_check)
            for f in nk_unattributed:
                print("  DISAGREEMENT: newkinds finding outside any case (group %s): line %d [%s] %s"
                      % (f["group"], f["line"], f["id"], f["message"]))
                nk_disagreements.append((-1, "unattributed newkinds", f["message"]))
            for number, category, why in nk_disagreements:
                if number >= 0:
                    report_check_disagreement(number, category, "newkinds " + why, nk_cases,
                                              nk_by_check, nk_lines)
            check_disagreements += [(n + 100000, c, w) for n, c, w in nk_disagreements]
            disagreements += [(-1, category, "newkinds check case %d: %s" % (number, why))
                              for number, category, why in nk_disagreements]
            categories = collections.Counter(category for _, category, _ in disagreements)
            print("plugin agreement: %d of %d cases, %d of %d types and %d of %d other checks' "
                  "cases agree%s" % (
                len(manifest["cases"]) - len({n for n, _, _ in disagreements if n >= 0}),
                len(manifest["cases"]),
                len(manifest["types"]) - len(type_disagreements), len(manifest["types"]),
                len(manifest["checks"]) + len(nk_cases)
                - len({n for n, _, _ in check_disagreements}),
                len(manifest["checks"]) + len(nk_cases),
                "".join("; %s %d" % kv for kv in sorted(categories.items()))))
        else:
            by_case, by_type, type_disagreements = {}, {}, []
            print("plugin: not run (--native-only)")

        types_shown = set()  # print each subobject type's source once
        for number, category, why in disagreements:
            if number >= 0:
                report_disagreement(number, category, why, manifest, observed, by_case,
                                    source_lines, types_shown)
        for name, category, why in type_disagreements:
            report_type_disagreement(name, category, why, manifest, observed, by_type,
                                     source_lines)
        if disagreements:
            categories = collections.Counter(category for _, category, _ in disagreements)
            print("differential: FAILED, %d disagreements (%s)" % (
                len(disagreements), ", ".join("%s %d" % kv for kv in sorted(categories.items()))))
            return 1
        print("differential: passed")
        return 0
    except TestBroken as err:
        print("differential: BROKEN: %s" % err)
        return 2


if __name__ == "__main__":
    sys.exit(main())
