#!/usr/bin/env python3
"""Differential test of psolint's state-object checks against a walker.

1. Generates a C++ unit of cases: each builds a D3D12_STATE_OBJECT_DESC from a
   hand-built array the way engines do (index++, &subobjects[index - 1]) and
   hands it to CreateStateObject or AddToStateObject; most cases carry one
   defect of one rule (every rule of the five checks appears), some are
   valid variants, some carry a defect whose value comes from a parameter
   (unknowable at compile time).
2. Builds it natively with state_object_walker.h and runs it: the walker reads
   each desc's bytes by the runtime's rules (its comments cite them) and
   prints one line per defect.
3. Compiles it with -fsyntax-only and the plugin.
4. Per case, the multiset of check ids psolint reports inside the case must
   equal the walker's; where the generator made the defect unknowable,
   psolint must be silent (and the walker must see the defect).
Exit status: 0 when everything agrees, 1 on a disagreement, 2 when the test
could not run.
"""

import argparse
import collections
import os
import random
import re
import subprocess
import sys

HIT = "d3d12-state-object-hit-group"
LIMITS = "d3d12-state-object-limits"
TYPE = "d3d12-state-object-type"
SUB = "d3d12-state-object-subobject-type"
ASSOC = "d3d12-state-object-association"

# Every rule: name -> the check whose finding it is.
DEFECTS = {
    "kind4": SUB, "stream_enum": SUB, "null_desc": SUB, "wrong_desc": SUB,
    "assoc_copy": ASSOC, "assoc_past": ASSOC, "assoc_library": ASSOC,
    "assoc_two_defaults": ASSOC,
    "attributes": LIMITS, "depth": LIMITS, "payload": LIMITS, "node_mask": LIMITS,
    "config1_flags": LIMITS, "config_flags": LIMITS,
    "hit_triangles": HIT, "hit_procedural": HIT, "hit_type": HIT, "hit_export": HIT,
    "collection": TYPE, "zero_tail": TYPE, "past_end": TYPE, "defaults": TYPE,
    "addition": TYPE,
}
# Defects whose value a parameter can carry: then psolint cannot know.
UNKNOWABLE = ["attributes", "depth", "node_mask", "hit_type"]


# The containers a case keeps its subobjects in: a C array, std::array, a
# std::vector sized up front, and a std::vector grown by push_back (reserved
# first, as real generators do, so that pointers to its elements stay valid).
FORMS = ["c", "std_array", "vector", "pushed"]


def case_form(seed, number, defect):
    """The container of a case, from its own generator (so the cases' other
    choices stay what they were). A pointer past a pushed vector's end names
    no element yet: those defects take a sized container."""
    rng = random.Random(seed * 7919 + number)
    if defect == "zero_tail":
        return "pushed"  # its tail zeroed by resize()
    forms = FORMS if defect not in ("assoc_past",) else FORMS[:3]
    return rng.choice(forms)


def case_source(number, defect, unknown, rng, form="c"):
    """The code of one case and the walker's expectation."""
    L = []
    add = L.append
    objects = []  # (variable, kind) registered after the call
    count_extra = 0     # elements in the array past what is written
    count_literal = None
    object_type = "D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE"
    addition = defect == "addition" or (defect is None and rng.random() < 0.15)
    runtime = "runtime" if unknown else None

    def value(v):
        return runtime if unknown else str(v)

    body = []
    b = body.append
    b("  UINT index = 0;")
    b("  D3D12_DXIL_LIBRARY_DESC library = {dxil, 0, nullptr};")
    b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, &library};")
    objects.append(("library", 5))
    # The hit group.
    b("  D3D12_HIT_GROUP_DESC hit0 = {};")
    b("  hit0.HitGroupExport = L\"Hit0\";")
    b("  hit0.ClosestHitShaderImport = L\"Closest\";")
    procedural = defect is None and rng.random() < 0.3
    if procedural:
        b("  hit0.Type = D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE;")
        b("  hit0.IntersectionShaderImport = L\"Intersection\";")
    if defect == "hit_triangles":
        b("  hit0.IntersectionShaderImport = L\"Intersection\";")
    elif defect == "hit_procedural":
        b("  hit0.Type = D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE;")
    elif defect == "hit_type":
        b("  hit0.Type = static_cast<D3D12_HIT_GROUP_TYPE>(%s);" % value(2))
    if defect == "wrong_desc":
        b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &library};")
    else:
        b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &hit0};")
    objects.append(("hit0", 11))
    if defect == "hit_export" or (defect is None and rng.random() < 0.3):
        name = "Hit0" if defect == "hit_export" else "Hit1"
        b("  D3D12_HIT_GROUP_DESC hit1 = {};")
        b("  hit1.HitGroupExport = L\"%s\";" % name)
        b("  hit1.AnyHitShaderImport = L\"AnyHit\";")
        b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &hit1};")
        objects.append(("hit1", 11))
    # The shader config(s).
    payload, attributes = 16, 8
    if defect == "payload":
        payload = 0
    if defect == "attributes":
        attributes = value(40)
    b("  D3D12_RAYTRACING_SHADER_CONFIG shader = {%s, %s};" % (payload, attributes))
    b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shader};")
    objects.append(("shader", 9))
    second = defect == "defaults" or (defect is None and rng.random() < 0.3)
    if second:
        same = defect is None and rng.random() < 0.5
        b("  D3D12_RAYTRACING_SHADER_CONFIG shader2 = {%d, 8};" % (16 if same else 32))
        b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shader2};")
        objects.append(("shader2", 9))
        if defect is None and not same:
            # An explicit default picks one: valid.
            b("  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION pick = {&subobjects[index - 1], 0, nullptr};")
            b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &pick};")
            objects.append(("pick", 7))
    # The pipeline config.
    depth = value(40) if defect == "depth" else str(rng.choice([1, 2, 31]))
    if defect == "config1_flags" or (defect is None and rng.random() < 0.3):
        flags = "0x400" if defect == "config1_flags" else "0x100"
        b("  D3D12_RAYTRACING_PIPELINE_CONFIG1 pipeline = {%s, static_cast<D3D12_RAYTRACING_PIPELINE_FLAGS>(%s)};" % (depth, flags))
        b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG1, &pipeline};")
        objects.append(("pipeline", 12))
    else:
        b("  D3D12_RAYTRACING_PIPELINE_CONFIG pipeline = {%s};" % depth)
        if defect == "null_desc":
            b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, nullptr};")
        else:
            b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &pipeline};")
        objects.append(("pipeline", 10))
    # A local root signature and its association.
    local = defect in ("assoc_copy", "assoc_past", "assoc_library", "assoc_two_defaults") or \
        (defect is None and rng.random() < 0.5)
    if local:
        b("  D3D12_LOCAL_ROOT_SIGNATURE local = {nullptr};")
        b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, &local};")
        objects.append(("local", 2))
        b("  static LPCWSTR exports[] = {L\"RayGen\"};")
        if defect == "assoc_copy":
            b("  D3D12_STATE_SUBOBJECT copy = subobjects[index - 1];")
            target, exports = "&copy", "1, exports"
        elif defect == "assoc_past":
            count_extra = 1
            target, exports = "&subobjects[index + 1]", "1, exports"
        elif defect == "assoc_library":
            target, exports = "&subobjects[0]", "1, exports"
        elif defect == "assoc_two_defaults":
            target, exports = "&subobjects[index - 1]", "0, nullptr"
        else:
            target, exports = "&subobjects[index - 1]", rng.choice(["1, exports", "0, nullptr"])
        b("  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {%s, %s};" % (target, exports))
        b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};")
        objects.append(("association", 7))
        if defect == "assoc_two_defaults":
            b("  D3D12_LOCAL_ROOT_SIGNATURE local2 = {nullptr};")
            b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, &local2};")
            objects.append(("local2", 2))
            b("  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association2 = {&subobjects[index - 1], 0, nullptr};")
            b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association2};")
            objects.append(("association2", 7))
    # A node mask.
    if defect in ("node_mask", "stream_enum") or (defect is None and rng.random() < 0.3):
        b("  D3D12_NODE_MASK node = {%s};" % (value(0) if defect == "node_mask" else "1"))
        kind = ("static_cast<D3D12_STATE_SUBOBJECT_TYPE>(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK)"
                if defect == "stream_enum" else "D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK")
        b("  subobjects[index++] = {%s, &node};" % kind)
        objects.append(("node", 3))
    if defect == "kind4":
        b("  subobjects[index++] = {static_cast<D3D12_STATE_SUBOBJECT_TYPE>(4), &library};")
    # A state object config.
    if addition or defect == "config_flags" or (defect is None and rng.random() < 0.3):
        if defect == "config_flags":
            flags = "0x8"
        elif defect == "addition":
            flags = "0x1"
        else:
            flags = rng.choice(["0x4", "0x5"]) if addition else rng.choice(["0x0", "0x1", "0x4"])
        b("  D3D12_STATE_OBJECT_CONFIG config = {static_cast<D3D12_STATE_OBJECT_FLAGS>(%s)};" % flags)
        b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_STATE_OBJECT_CONFIG, &config};")
        objects.append(("config", 0))
    if defect == "collection" or (defect is None and rng.random() < 0.2):
        b("  D3D12_EXISTING_COLLECTION_DESC existing = {nullptr, 0, nullptr};")
        b("  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_EXISTING_COLLECTION, &existing};")
        objects.append(("existing", 6))
        if defect == "collection":
            object_type = "D3D12_STATE_OBJECT_TYPE_COLLECTION"
    written = sum(1 for line in body if "subobjects[index++]" in line)
    capacity = written + count_extra
    count = "index"
    if defect == "zero_tail":
        capacity = written + 2
        count = str(written + 2)
    elif defect == "past_end":
        count = str(written + 1)
    add("void case_%d(SoDevice &device, D3D12_SHADER_BYTECODE dxil, UINT runtime) {" % number)
    data = "subobjects.data()"
    if form == "c":
        add("  D3D12_STATE_SUBOBJECT subobjects[%d] = {};" % capacity)
        data = "subobjects"
    elif form == "std_array":
        add("  std::array<D3D12_STATE_SUBOBJECT, %d> subobjects{};" % capacity)
    elif form == "vector":
        add("  std::vector<D3D12_STATE_SUBOBJECT> subobjects(%d);" % capacity)
    else:
        add("  std::vector<D3D12_STATE_SUBOBJECT> subobjects;")
        add("  subobjects.reserve(%d);" % (capacity + 1))
        body = [re.sub(r"subobjects\[index\+\+\] = (\{.*\});$",
                       r"subobjects.push_back(\1); ++index;", line) for line in body]
        if capacity > written:
            body.append("  subobjects.resize(%d);" % capacity)
    L.extend(body)
    add("  D3D12_STATE_OBJECT_DESC desc = {%s, %s, %s};" % (object_type, count, data))
    add("  static const IID none = {};")
    if addition:
        add("  device.AddToStateObject(&desc, nullptr, none, nullptr);")
    else:
        add("  device.CreateStateObject(&desc, none, nullptr);")
    add("  so_array(%s, %d * sizeof(D3D12_STATE_SUBOBJECT));" % (data, capacity))
    for name, kind in objects:
        add("  so_object(&%s, %d);" % (name, kind))
    add("  so_finish(%d);" % number)
    add("}")
    return L


def generate(seed, count, containers):
    rng = random.Random(seed)
    plan = []
    for defect in DEFECTS:  # every rule, twice
        plan += [(defect, False), (defect, False)]
    for defect in UNKNOWABLE:
        plan.append((defect, True))
    plan += [(None, False)] * count
    rng.shuffle(plan)
    lines = ['#include "state_object_walker.h"', "#include <array>", "#include <vector>", ""]
    ranges = []
    forms = collections.Counter()
    for number, (defect, unknown) in enumerate(plan):
        first = len(lines) + 1
        form = case_form(seed, number, defect) if containers else "c"
        forms[form] += 1
        lines += case_source(number, defect, unknown, rng, form)
        ranges.append((first, len(lines)))
        lines.append("")
    # The values of the unknowable cases come from main, in another unit.
    lines.append("void run_cases(SoDevice &device, D3D12_SHADER_BYTECODE dxil, const UINT *values) {")
    for number, (defect, _) in enumerate(plan):
        which = {"node_mask": 1, "hit_type": 2}.get(defect, 0)
        lines.append("  case_%d(device, dxil, values[%d]);" % (number, which))
    lines.append("}")
    return "\n".join(lines) + "\n", plan, ranges, forms


MAIN = r'''#define SO_WALKER_IMPLEMENTATION
#include "state_object_walker.h"
void run_cases(SoDevice &device, D3D12_SHADER_BYTECODE dxil, const UINT *values);
int main() {
  static const unsigned char bytes[4] = {1, 2, 3, 4};
  static const UINT values[3] = {40, 0, 2}; // a size or depth, a node mask, a hit-group type
  SoDevice device;
  run_cases(device, D3D12_SHADER_BYTECODE{bytes, sizeof bytes}, values);
}
'''


def run(cmd, what):
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0 and what != "plugin":
        sys.stderr.write("%s failed (%d):\n%s%s" % (what, proc.returncode, proc.stdout, proc.stderr))
        sys.exit(2)
    return proc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clang", required=True)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=60)
    ap.add_argument("--containers", action="store_true",
                    help="keep each case's subobjects in a C array, std::array or std::vector")
    ap.add_argument("--plugin-arg", action="append", default=[],
                    help="-fplugin-arg-psolint-<ARG>, to show a disagreement is caught")
    args = ap.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    here = os.path.dirname(os.path.abspath(__file__))
    source, plan, ranges, forms = generate(args.seed, args.count, args.containers)
    cases = os.path.join(args.workdir, "cases.cpp")
    with open(cases, "w") as f:
        f.write(source)
    driver = os.path.join(args.workdir, "main.cpp")
    with open(driver, "w") as f:
        f.write(MAIN)
    flags = ["-std=c++17", "-I/usr/include/wsl/stubs", "-I" + here, "-Wno-unused"]
    exe = os.path.join(args.workdir, "walk")
    run([args.clang] + flags + [cases, driver, "-o", exe], "native build")
    walked = run([exe], "walker").stdout
    observed = collections.defaultdict(collections.Counter)
    done = set()
    for line in walked.splitlines():
        parts = line.split()
        if parts[:1] != ["so"]:
            continue
        if parts[2] == "done":
            done.add(int(parts[1]))
        else:
            observed[int(parts[1])][parts[2]] += 1
    if len(done) != len(plan):
        sys.stderr.write("the walker finished %d of %d cases\n" % (len(done), len(plan)))
        return 2
    proc = run([args.clang] + flags + ["-fsyntax-only", "-fplugin=" + args.plugin, cases] +
               ["-fplugin-arg-psolint-" + a for a in args.plugin_arg], "plugin")
    found = collections.defaultdict(collections.Counter)
    pattern = re.compile(r"^%s:(\d+):\d+: warning: .*\[(d3d12-[a-z0-9-]+)\]$" % re.escape(cases))
    for line in proc.stderr.splitlines():
        m = pattern.match(line)
        if not m:
            continue
        row = int(m.group(1))
        for number, (first, last) in enumerate(ranges):
            if first <= row <= last:
                found[number][m.group(2)] += 1
                break
        else:
            print("finding outside every case: " + line)
            return 1
    failures = 0
    per_check = collections.Counter()
    for number, (defect, unknown) in enumerate(plan):
        want = observed[number]
        got = found[number]
        if unknown:
            ok = not got and DEFECTS[defect] in want
        else:
            ok = got == want
            if defect and DEFECTS[defect] not in want:
                print("case %d: the walker does not see the %s defect" % (number, defect))
                ok = False
        if not ok:
            failures += 1
            print("case %d (%s%s): walker %s, psolint %s" % (
                number, defect or "valid", ", unknowable" if unknown else "",
                dict(want), dict(got)))
            first, last = ranges[number]
            print("\n".join(source.splitlines()[first - 1:last]))
        for check, n in want.items():
            if not unknown:
                per_check[check] += n
    print("state objects: %d cases (%d defective, %d unknowable, %d valid), %d disagree" % (
        len(plan), sum(1 for d, u in plan if d and not u), sum(1 for d, u in plan if u),
        sum(1 for d, u in plan if not d), failures))
    if args.containers:
        print("  containers: " + ", ".join("%s %d" % (f, forms[f]) for f in FORMS))
    for check in sorted(per_check):
        print("  %s: %d findings agreed" % (check, per_check[check]))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
