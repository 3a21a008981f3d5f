#!/usr/bin/env python3
"""Generate a C++ translation unit full of D3D12 pipeline state stream records.

Each case is one stream record `CaseN` whose members are subobjects of one of
several hand-written or d3dx12 styles, some right and some wrong for the
runtime. The program built from the output runs every case through the
runtime walker (runtime_walker.h) and d3dx12's parser (stream_harness.h); the
same source compiled with psolint must flag exactly the cases the walker finds
broken. run_differential.py drives both.

Every subobject type of every (style, kind) is declared, used by a case or
not, so the test can hold psolint to its type-level findings (SPEC §3: a
subobject record whose layout differs from the runtime's is diagnosed once, at
its declaration, wherever it is used). A type is *hazardous* when its size,
alignment or inner offset differs from the runtime's pair
`struct alignas(void*) { tag; inner; }`; for each hazardous type the generator
adds *probe* streams, built to put the type where its declared layout and the
runtime's part (see PROBE_SHAPES), and keeps those the model predicts to be
misread at the type: its tag, its inner, or the tag right after it. A type no
probe can show misread is not hazardous and must not be flagged.

Besides the source, the generator writes a JSON manifest: for each case (the
random ones, then the probes) the line range of its struct, the subobject
types it uses, the layout this script's model predicts, and the verdict and
divergence (at=) the walker must reach; for each type its line range, layout,
whether it is hazardous and its probes. The model's layouts are also emitted
as static_asserts, so a model that disagrees with the compiler fails the build
instead of the comparison.

The cases of the other checks (gen_checks.py) are appended to the same unit,
from their own random stream, so the layout cases do not depend on them.

Output is a pure function of --seed and --count.
"""

import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_checks  # noqa: E402

POINTER_SIZE = 8  # the generated program is built and run on x86_64

# (kind, inner type in d3d12.h, sizeof, alignof on x86_64, d3dx12 typedef suffix)
KINDS = [
    ("ROOT_SIGNATURE", "ID3D12RootSignature *", 8, 8, "ROOT_SIGNATURE"),
    ("VS", "D3D12_SHADER_BYTECODE", 16, 8, "VS"),
    ("PS", "D3D12_SHADER_BYTECODE", 16, 8, "PS"),
    ("DS", "D3D12_SHADER_BYTECODE", 16, 8, "DS"),
    ("HS", "D3D12_SHADER_BYTECODE", 16, 8, "HS"),
    ("GS", "D3D12_SHADER_BYTECODE", 16, 8, "GS"),
    ("CS", "D3D12_SHADER_BYTECODE", 16, 8, "CS"),
    ("STREAM_OUTPUT", "D3D12_STREAM_OUTPUT_DESC", 32, 8, "STREAM_OUTPUT"),
    ("BLEND", "D3D12_BLEND_DESC", 328, 4, "BLEND_DESC"),
    ("SAMPLE_MASK", "UINT", 4, 4, "SAMPLE_MASK"),
    ("RASTERIZER", "D3D12_RASTERIZER_DESC", 44, 4, "RASTERIZER"),
    ("DEPTH_STENCIL", "D3D12_DEPTH_STENCIL_DESC", 52, 4, "DEPTH_STENCIL"),
    ("INPUT_LAYOUT", "D3D12_INPUT_LAYOUT_DESC", 16, 8, "INPUT_LAYOUT"),
    ("IB_STRIP_CUT_VALUE", "D3D12_INDEX_BUFFER_STRIP_CUT_VALUE", 4, 4, "IB_STRIP_CUT_VALUE"),
    ("PRIMITIVE_TOPOLOGY", "D3D12_PRIMITIVE_TOPOLOGY_TYPE", 4, 4, "PRIMITIVE_TOPOLOGY"),
    ("RENDER_TARGET_FORMATS", "D3D12_RT_FORMAT_ARRAY", 36, 4, "RENDER_TARGET_FORMATS"),
    ("DEPTH_STENCIL_FORMAT", "DXGI_FORMAT", 4, 4, "DEPTH_STENCIL_FORMAT"),
    ("SAMPLE_DESC", "DXGI_SAMPLE_DESC", 8, 4, "SAMPLE_DESC"),
    ("NODE_MASK", "UINT", 4, 4, "NODE_MASK"),
    ("CACHED_PSO", "D3D12_CACHED_PIPELINE_STATE", 16, 8, "CACHED_PSO"),
    ("FLAGS", "D3D12_PIPELINE_STATE_FLAGS", 4, 4, "FLAGS"),
    ("DEPTH_STENCIL1", "D3D12_DEPTH_STENCIL_DESC1", 56, 4, "DEPTH_STENCIL1"),
    ("VIEW_INSTANCING", "D3D12_VIEW_INSTANCING_DESC", 24, 8, "VIEW_INSTANCING"),
    ("AS", "D3D12_SHADER_BYTECODE", 16, 8, "AS"),
    ("MS", "D3D12_SHADER_BYTECODE", 16, 8, "MS"),
    ("DEPTH_STENCIL2", "D3D12_DEPTH_STENCIL_DESC2", 60, 4, "DEPTH_STENCIL2"),
]
KIND = {k[0]: k for k in KINDS}
KIND_NAMES = [k[0] for k in KINDS]
DS_FAMILY = ["DEPTH_STENCIL", "DEPTH_STENCIL1", "DEPTH_STENCIL2"]

# Styles of subobject record. "correct" ones always put the tag and inner
# where the runtime reads them; the others may or may not, depending on the
# inner's alignment and on what surrounds them — the walker decides.
CORRECT_STYLES = ["helper", "pair", "wholeunion"]
WRONG_STYLES = ["noalign", "tagunion_init", "tagunion_ctor", "align16"]
STYLES = CORRECT_STYLES + WRONG_STYLES

TAG_PREFIX = "D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_"
PADDING_BYTE = 0xEE  # stream_harness.h fills unwritten bytes with it


def align_to(offset, align):
    return (offset + align - 1) // align * align


def family(kind):
    """The family base of a kind: its name without a trailing number, if that names a kind."""
    base = kind.rstrip("0123456789")
    return base if base != kind and base in KIND else kind


def subobject_layout(style, kind):
    """(size, align, inner offset) of a subobject record of this style on x86_64."""
    _, _, size, align, _ = KIND[kind]
    if style in ("tagunion_init", "tagunion_ctor"):
        # The tag shares a pointer-sized union, so the inner starts after 8 bytes.
        inner = align_to(POINTER_SIZE, align)
        rec_align = max(POINTER_SIZE, align)
    else:
        inner = align_to(4, align)
        rec_align = {
            "helper": POINTER_SIZE,
            "pair": POINTER_SIZE,
            "wholeunion": POINTER_SIZE,
            "noalign": max(4, align),
            "align16": 16,
        }[style]
    return align_to(inner + size, rec_align), rec_align, inner


def runtime_layout(kind):
    """(size, align, inner offset) the runtime assumes for a subobject of this
    kind: the layout of struct alignas(void*) { tag; inner; }."""
    return subobject_layout("pair", kind)


def hazardous(style, kind):
    """Whether some stream can put a (style, kind) record where the runtime
    does not read it through a defect of its own: exactly when its layout is
    not the runtime's, except for an alignment below the runtime's alone. A
    record with the runtime's size, alignment and inner offset is read
    correctly wherever the compiler places it (after a correct record it
    starts at the runtime's cursor, and it ends where the runtime's next
    cursor is). One aligned below a pointer but with the runtime's size and
    inner offset also starts at the cursor after every correct record: it
    starts off the cursor only after a record whose own size is wrong, and
    that record is the defect (one defect, one warning, at the cause)."""
    size, align, inner = subobject_layout(style, kind)
    rsize, ralign, rinner = runtime_layout(kind)
    if (size, inner) == (rsize, rinner) and align < ralign:
        return False
    return (size, align, inner) != (rsize, ralign, rinner)


def type_name(style, kind):
    return "Sub_%s_%s" % (style, kind)


def type_declaration(style, kind):
    """Source lines declaring the subobject record type for (style, kind)."""
    name = type_name(style, kind)
    _, inner_type, _, _, helper = KIND[kind]
    tag = TAG_PREFIX + kind
    if style == "helper":
        return ["typedef CD3DX12_PIPELINE_STATE_STREAM_%s %s;" % (helper, name)]
    if style in ("pair", "noalign", "align16"):
        spec = {"pair": "alignas(void *) ", "noalign": "", "align16": "alignas(16) "}[style]
        return [
            "struct %s%s {" % (spec, name),
            "  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = %s;" % tag,
            "  %s Inner;" % inner_type,
            "};",
        ]
    if style == "tagunion_init":
        return [
            "struct %s {" % name,
            "  union {",
            "    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = %s;" % tag,
            "    void *Pad;",
            "  };",
            "  %s Inner;" % inner_type,
            "};",
        ]
    if style == "tagunion_ctor":
        return [
            "struct %s {" % name,
            "  union {",
            "    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;",
            "    void *Pad;",
            "  };",
            "  %s Inner;" % inner_type,
            "  %s() : Type(%s) {}" % (name, tag),
            "};",
        ]
    if style == "wholeunion":
        return [
            "union %s {" % name,
            "  struct {",
            "    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;",
            "    %s Inner;" % inner_type,
            "  } s;",
            "  void *Pad;",
            "};",
        ]
    raise ValueError(style)


def type_static_asserts(style, kind):
    name = type_name(style, kind)
    size, align, inner = subobject_layout(style, kind)
    lines = ["static_assert(sizeof(%s) == %d && alignof(%s) == %d, \"model\");"
             % (name, size, name, align)]
    # The helper's inner is private; its offset is checked at run time instead.
    member = {"helper": None, "wholeunion": "s.Inner"}.get(style, "Inner")
    if member:
        lines.append("static_assert(offsetof(%s, %s) == %d, \"model\");" % (name, member, inner))
    return lines


def inner_expr(style, obj):
    """Expression for a pointer to the inner of subobject `obj`."""
    if style == "helper":
        return "&%s" % obj  # the d3dx12 helper overloads operator& to return the inner
    if style == "wholeunion":
        return "&%s.s.Inner" % obj
    return "&%s.Inner" % obj


def tag_lvalue(style, obj):
    """The tag member, for styles whose tag the fill function sets."""
    if style == "wholeunion":
        return "%s.s.Type" % obj
    if style in ("tagunion_init", "tagunion_ctor"):
        return "%s.Type" % obj
    return None


# ---------------------------------------------------------------------------
# Case plans


def pick_kinds(rng, count, exclude_families=()):
    """`count` kinds, no two of one family, none of the excluded families."""
    pool = [k for k in KIND_NAMES if family(k) not in exclude_families]
    rng.shuffle(pool)
    chosen, families = [], set()
    for k in pool:
        if len(chosen) == count:
            break
        if family(k) in families:
            continue
        chosen.append(k)
        families.add(family(k))
    return chosen


def plan_case(rng):
    """A case has at most one kind of problem: it is 'clean' (correct styles),
    'layout' (at least one wrong style, no repeated kind) or 'duplicate'
    (correct styles, exactly one repeated kind or family), so a layout fault
    can never hide a duplicate from the walker."""
    plan = rng.choices(["clean", "layout", "duplicate"], weights=[25, 50, 25])[0]
    count = rng.choice([1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8])
    if plan == "duplicate":
        count = max(count, 2)
        if rng.random() < 0.5:
            # Two kinds of the depth-stencil family, in either order (or one twice).
            first, second = rng.choice(DS_FAMILY), rng.choice(DS_FAMILY)
            kinds = pick_kinds(rng, count - 2, exclude_families=("DEPTH_STENCIL",))
            i = rng.randint(0, len(kinds))
            kinds.insert(i, first)
            kinds.insert(rng.randint(i + 1, len(kinds)), second)
        else:
            kinds = pick_kinds(rng, count - 1)
            i = rng.randrange(len(kinds))
            kinds.insert(rng.randint(i + 1, len(kinds)), kinds[i])
        styles = [rng.choice(CORRECT_STYLES) for _ in kinds]
    else:
        kinds = pick_kinds(rng, count)
        if plan == "clean":
            styles = [rng.choice(CORRECT_STYLES) for _ in kinds]
        else:
            styles = [rng.choice(WRONG_STYLES) if rng.random() < 0.5
                      else rng.choice(CORRECT_STYLES) for _ in kinds]
            if not any(s in WRONG_STYLES for s in styles):
                styles[rng.randrange(len(styles))] = rng.choice(WRONG_STYLES)
    return plan, list(zip(styles, kinds))


def layout_case(members):
    """Member offsets, size and alignment of a case struct, from the model."""
    offset, case_align, placed = 0, 1, []
    for index, (style, kind) in enumerate(members):
        size, align, inner = subobject_layout(style, kind)
        offset = align_to(offset, align)
        placed.append({
            "name": "m%d" % index, "style": style, "kind": kind,
            "type": type_name(style, kind),
            "tag_offset": offset, "inner_offset": offset + inner,
            "fill_byte": 0x11 * (index + 1),
        })
        offset += size
        case_align = max(case_align, align)
    return placed, align_to(offset, case_align)


def predict_walker(placed, size):
    """The verdict and divergence (at=) stream_harness.h's walkerVerdict()
    must print, computed from positions alone (any cursor off a member's tag is
    corrupt whatever bytes it finds there)."""
    cursor, seen = 0, {}
    index = 0
    while cursor < size:
        if index >= len(placed):
            return ("CORRUPT(the runtime reads a subobject at %d, past the last member)" % cursor,
                    "%d:end" % index)
        m = placed[index]
        if cursor != m["tag_offset"]:
            return ("CORRUPT(member %d %s has its tag at %d, the runtime reads a tag at %d)"
                    % (index, m["kind"], m["tag_offset"], cursor), "%d:tag" % index)
        fam = family(m["kind"])
        if fam in seen:
            return "DUPLICATE(%s after %s)" % (m["kind"], seen[fam]), "-"
        _, _, inner_size, inner_align, _ = KIND[m["kind"]]
        inner = align_to(cursor + 4, inner_align)
        if inner != m["inner_offset"]:
            return ("CORRUPT(inner of %s read at %d, member at %d)"
                    % (m["kind"], inner, m["inner_offset"]), "%d:inner" % index)
        seen[fam] = m["kind"]
        cursor = align_to(inner + inner_size, POINTER_SIZE)
        index += 1
    if index < len(placed):
        m = placed[index]
        return ("CORRUPT(member %d %s has its tag at %d, the runtime stops at %d)"
                % (index, m["kind"], m["tag_offset"], cursor), "%d:tag" % index)
    return "OK", "-"


def misread_at(at, index):
    """Whether a divergence `at` (walker's at=) is a misread of the member at
    `index`: its tag or its inner is not where the runtime reads them, or the
    runtime's cursor after it is not where the next member (or the end) is."""
    if at == "-":
        return False
    member, part = at.split(":")
    member = int(member)
    return (member == index and part in ("tag", "inner")) or \
        (member == index + 1 and part in ("tag", "end"))


def predict_d3dx12(placed):
    """d3dx12's verdict on a stream it reads where the members are. It marks
    the kind it read as seen but looks up the family base, so only a later
    kind whose base was itself seen first is reported."""
    seen = set()
    for m in placed:
        if family(m["kind"]) in seen:
            return "DUPLICATE(%s)" % m["kind"]
        seen.add(m["kind"])
    return "OK"


# ---------------------------------------------------------------------------
# Probes: streams that show a hazardous type misread


# Fillers around the probed type T. CORRECT_FILLERS are d3dx12 helpers whose
# size is 8 mod 16 (after one, a 16-aligned T lands 8 bytes past the runtime's
# cursor); SHORT_FILLERS are unaligned pairs whose size is 4 mod 8 (after one,
# a 4-aligned T lands 4 bytes before the runtime's cursor; before one, T's
# size decides where the filler is). Two per list, so that one is never of
# T's family.
CORRECT_FILLERS = [("helper", "SAMPLE_MASK"), ("helper", "NODE_MASK")]
SHORT_FILLERS = [("noalign", "SAMPLE_DESC"), ("noalign", "DEPTH_STENCIL1")]

# (shape, members with None standing for T, fillers)
PROBE_SHAPES = [
    ("alone", [None], None),                      # T's own inner offset or size
    ("before_correct", [None, "F"], CORRECT_FILLERS),  # T's size vs the runtime's advance
    ("before_short", [None, "F"], SHORT_FILLERS),
    ("after_correct", ["F", None], CORRECT_FILLERS),   # T's alignment above P
]
# No probe puts T after a short filler: a T misread there is misread because
# the filler's size is wrong, and the filler is what is reported.


def probe_candidates(style, kind):
    """Every probe shape instantiated for T = (style, kind)."""
    for shape, template, fillers in PROBE_SHAPES:
        filler = None
        if fillers:
            filler = next(f for f in fillers if family(f[1]) != family(kind))
        members = [(style, kind) if slot is None else filler for slot in template]
        yield shape, members, template.index(None)


def plan_probes(style, kind):
    """The probes that the model predicts to be misread at T, one per kind of
    divergence (T's tag, T's inner, the cursor after T): each shows a
    different way T's layout differs from the runtime's."""
    probes, parts = [], set()
    for shape, members, index in probe_candidates(style, kind):
        placed, size = layout_case(members)
        verdict, at = predict_walker(placed, size)
        if not verdict.startswith("CORRUPT") or not misread_at(at, index):
            continue
        member, part = at.split(":")
        part = "after" if int(member) == index + 1 else part
        if part in parts:
            continue
        parts.add(part)
        probes.append({"shape": shape, "members": members, "index": index})
    return probes


# ---------------------------------------------------------------------------
# Emission


class Source:
    def __init__(self):
        self.lines = []

    def add(self, *lines):
        self.lines.extend(lines)

    def next_line(self):
        return len(self.lines) + 1  # 1-based, as compilers report


def emit_case(src, number, name, plan, members, comment):
    """Emits stream record `name` with its static_asserts and its fill and
    describe functions; returns its manifest entry."""
    placed, size = layout_case(members)
    src.add("// %s %d: %s" % ("probe" if plan == "probe" else "case", number, comment))
    first = src.next_line()
    src.add("struct %s {" % name)
    for m in placed:
        src.add("  %s %s;" % (m["type"], m["name"]))
    src.add("};")
    last = src.next_line() - 1
    src.add("static_assert(sizeof(%s) == %d, \"model\");" % (name, size))
    for m in placed:
        src.add("static_assert(offsetof(%s, %s) == %d, \"model\");"
                % (name, m["name"], m["tag_offset"]))

    fill_first = src.next_line()
    src.add("static void fill%s(%s &c) {" % (name, name))
    for m in placed:
        obj = "c." + m["name"]
        tag = tag_lvalue(m["style"], obj)
        if tag:
            src.add("  %s = %s%s;" % (tag, TAG_PREFIX, m["kind"]))
        # Pointers and bytecode get the pattern too: nothing dereferences them.
        src.add("  std::memset(static_cast<void *>(%s), 0x%02X, sizeof(*%s));"
                % (inner_expr(m["style"], obj), m["fill_byte"], inner_expr(m["style"], obj)))
    src.add("}")
    src.add("static void describe%s(const %s &c, std::vector<MemberPlacement> &out) {"
            % (name, name))
    for m in placed:
        obj = "c." + m["name"]
        src.add("  out.push_back(MemberPlacement{%s%s, std::addressof(%s), %s, sizeof(*%s), 0x%02X});"
                % (TAG_PREFIX, m["kind"], obj, inner_expr(m["style"], obj),
                   inner_expr(m["style"], obj), m["fill_byte"]))
    src.add("}")
    fill_last = src.next_line() - 1
    src.add("")

    walker, at = predict_walker(placed, size)
    return {
        "plan": plan,
        "struct": name,
        "lines": [first, last],
        "code_lines": [fill_first, fill_last],
        "size": size,
        "members": placed,
        "types": sorted({m["type"] for m in placed}),
        "expected_walker": walker,
        "expected_at": at,
        # d3dx12 reads garbage once the layout is off; predict it only where it is not.
        "expected_d3dx12": None if walker.startswith("CORRUPT") else predict_d3dx12(placed),
    }


def generate(seed, count):
    rng = random.Random(seed)
    cases = [plan_case(rng) for _ in range(count)]
    # Every type is declared, used or not: the type-level assertions then
    # cover every (style, kind) whatever --count is.
    all_types = [(style, kind) for style in STYLES for kind in KIND_NAMES]

    src = Source()
    src.add(
        "// Generated by gen_streams.py --seed %d --count %d. Do not edit." % (seed, count),
        "// Stream records for psolint's differential test: see run_differential.py.",
        "#include <wsl/winadapter.h>",
        "#include <directx/d3d12.h>",
        "#include <directx/d3dx12.h>",
        "",
        "#include <cstddef>",
        "#include <cstdlib>",
        "#include <cstring>",
        "#include <memory>",
        "#include <vector>",
        "",
        "#include \"stream_harness.h\"",
        *gen_checks.DX_INCLUDES,
        "",
        "using stream_harness::MemberPlacement;",
        "",
        "// The layouts asserted below are gen_streams.py's model of x86_64.",
        "static_assert(sizeof(void *) == %d, \"generated for x86_64\");" % POINTER_SIZE,
    )
    for kind, inner_type, size, align, _ in KINDS:
        src.add("static_assert(sizeof(%s) == %d && alignof(%s) == %d, \"model\");"
                % (inner_type, size, inner_type, align))
    src.add("")

    types = {}
    src.add("// Subobject record types, one per (style, kind).")
    for style, kind in all_types:
        first = src.next_line()
        src.add(*type_declaration(style, kind))
        last = src.next_line() - 1
        src.add(*type_static_asserts(style, kind))
        src.add("")
        size, align, inner = subobject_layout(style, kind)
        rsize, ralign, rinner = runtime_layout(kind)
        types[type_name(style, kind)] = {
            "style": style, "kind": kind, "lines": [first, last],
            "size": size, "align": align, "inner_offset": inner,
            "runtime": {"size": rsize, "align": ralign, "inner_offset": rinner},
            "hazardous": hazardous(style, kind),
            "probes": [],
        }

    manifest_cases = {}
    for number, (plan, members) in enumerate(cases):
        manifest_cases[str(number)] = emit_case(src, number, "Case%d" % number, plan,
                                                members, plan)

    # Probes, numbered after the cases; they do not depend on the seed.
    number = count
    for style, kind in all_types:
        if not hazardous(style, kind):
            continue
        name = type_name(style, kind)
        probes = plan_probes(style, kind)
        if not probes:
            raise AssertionError("no probe shows hazardous type %s misread" % name)
        for probe in probes:
            entry = emit_case(src, number, "Probe%d" % number, "probe", probe["members"],
                              "%s %s, probed member m%d" % (name, probe["shape"], probe["index"]))
            entry["probe"] = {"type": name, "shape": probe["shape"], "index": probe["index"]}
            manifest_cases[str(number)] = entry
            types[name]["probes"].append(number)
            number += 1

    # The other checks' cases (gen_checks.py), from their own random stream.
    checks, check_calls = gen_checks.emit_directx_cases(src, seed)

    src.add(
        "int main(int argc, char **argv) {",
        "  if (!stream_harness::selfTest())",
        "    return 2;",
        "  // Optional argument: a case number whose walk to print in detail.",
        "  const int trace = argc > 1 ? std::atoi(argv[1]) : -1;",
    )
    for key in sorted(manifest_cases, key=int):
        name = manifest_cases[key]["struct"]
        src.add("  stream_harness::runCase<%s>(%s, fill%s, describe%s, trace == %s);"
                % (name, key, name, name, key))
    src.add(*check_calls)
    src.add("  return 0;", "}", "")

    manifest = {
        "seed": seed,
        "count": count,
        "pointer_size": POINTER_SIZE,
        "types": types,
        "cases": manifest_cases,
        "checks": checks,
    }
    return "\n".join(src.lines), manifest


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--output", required=True, help="C++ source to write")
    parser.add_argument("--manifest", required=True, help="JSON manifest to write")
    args = parser.parse_args(argv)
    source, manifest = generate(args.seed, args.count)
    manifest["source"] = args.output
    with open(args.output, "w") as f:
        f.write(source)
    with open(args.manifest, "w") as f:
        json.dump(manifest, f, indent=1, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
