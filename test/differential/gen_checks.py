#!/usr/bin/env python3
"""Generated cases for the checks that are not about layout alone.

gen_streams.py covers where subobjects are (the layout checks) and kinds that
repeat (d3d12-stream-duplicate-subobject). This module writes, for each of the
other checks, cases whose truth the native program observes with the runtime
walker (runtime_walker.h) or, for the Xbox call, with a model of the runtime
(checks_harness.h), and says for each case which observation is the truth and
when it is unknowable at compile time (then psolint must be silent):

  d3d12-stream-unknown-subobject  a tag value set by a default member
      initialiser, a constructor initialiser, an aggregate initialiser, an
      assignment or a d3dx12 template argument: finding <=> the walker fails
      with an unknown subobject at that member. A value from a parameter is
      unknowable.
  d3d12-subobject-type-mismatch   a pair whose inner may not be its kind's:
      finding <=> the walker reads the member's inner at another offset or
      size, or reads other values (RASTERIZER on D3D12_RASTERIZER_DESC1:
      the same 44 bytes, DepthBias INT against FLOAT, in the newkinds unit).
      A kind stored at run time is unknowable.
  d3d12-stream-pipeline-type      a d3dx12 stream filled in a function and
      given to a D3D12_PIPELINE_STATE_STREAM_DESC: the walker applies the
      runtime's pipeline-type rules to the bytes, once per assignment of the
      slots copied from a parameter (null / non-null); finding <=> it fails
      for every assignment (and, with nothing copied, for the same rule).
  d3d12-stream-desc-size          SizeInBytes spelled many ways: finding <=>
      walking SizeInBytes reads something else than walking the object. A
      size from a parameter is unknowable.
  d3d12-stream-role-name          stream members named for a stage (or not):
      finding on a member <=> its name names exactly one stage and the kind
      the walker reads at its offset is another stage's shader.
  d3d12-stream-sdk-version        (newkinds unit) a program exporting
      D3D12SDKVersion = N, or the sdk-version=N plugin argument: finding on a
      member <=> the walker, as the runtime of SDK N, rejects its kind. With
      no version (or a variable that is not the exported one) unknowable.
  d3d12-derived-pso-desc          calls to CreateDerivedGraphicsPipelineStateX:
      a model of the runtime reading pDescs[0..NumDescs): a count finding <=>
      it reads past the object or stops before its end (or reads none); a
      grouping finding <=> two descs it reads have one Type. A count from a
      parameter, or descs written at run time, are unknowable.

Output is a pure function of the seed.
"""

import random

TAG_TYPE = "D3D12_PIPELINE_STATE_SUBOBJECT_TYPE"
TAG_PREFIX = TAG_TYPE + "_"

UNKNOWN_ID = "d3d12-stream-unknown-subobject"
MISMATCH_ID = "d3d12-subobject-type-mismatch"
PIPELINE_ID = "d3d12-stream-pipeline-type"
SIZE_ID = "d3d12-stream-desc-size"
ROLE_ID = "d3d12-stream-role-name"
SDK_ID = "d3d12-stream-sdk-version"
DERIVED_ID = "d3d12-derived-pso-desc"
CHECK_IDS = [UNKNOWN_ID, MISMATCH_ID, PIPELINE_ID, SIZE_ID, ROLE_ID, SDK_ID, DERIVED_ID]


def cast(value):
    return "static_cast<%s>(%s)" % (TAG_TYPE, value)


class Emitter:
    """Collects cases: each gets a number, a line range and main() lines."""

    def __init__(self, src):
        self.src = src
        self.cases = {}
        self.main = []

    def begin(self, check, comment):
        number = len(self.cases)
        self.src.add("// check case %d (%s): %s" % (number, check, comment))
        return number, self.src.next_line()

    def end(self, number, first, entry):
        entry["lines"] = [first, self.src.next_line() - 1]
        self.cases[str(number)] = entry
        self.src.add("")


# ---------------------------------------------------------------------------
# d3d12-stream-unknown-subobject

# (spelling, value or None when not a compile-time constant, usable as a
# template argument). Out-of-range values cannot be template arguments: C++
# rejects a constant cast outside the enum's range.
UNKNOWN_VALUES = [
    (cast(23), 23, True),
    (TAG_PREFIX + "MAX_VALID", 27, True),
    (cast(27), 27, True),
    (cast(28), 28, True),
    (cast(30), 30, True),
    (cast(100), 100, False),
    (cast(-1), -1, False),
    (cast("0xFFFFFFFFu"), -1, False),
    # Valid kinds with a UINT inner, spelled as integers and as arithmetic.
    (cast(9), 9, True),
    (cast(18), 18, True),
    (TAG_PREFIX + "SAMPLE_MASK", 9, True),
    (cast("%sSAMPLE_MASK + 9" % TAG_PREFIX), 18, True),
]
UNKNOWN_FORMS = ["default_init", "ctor_init", "aggregate", "assignment", "template", "runtime"]


def valid_kind_value(value, max_valid):
    return value is not None and 0 <= value < max_valid and value != 23


def emit_unknown(em, rng, count):
    for _ in range(count):
        form = rng.choice(UNKNOWN_FORMS)
        choices = [v for v in UNKNOWN_VALUES if form != "template" or v[2]]
        spelling, value, _ = rng.choice(choices)
        runtime_value = None
        if form == "runtime":
            value = None
            runtime_value = rng.choice([23, 9, 40])
        number, first = em.begin(UNKNOWN_ID, "%s %s" % (form, spelling))
        pair = "Unk%d" % number
        stream = "UnkStream%d" % number
        src = em.src
        if form == "template":
            member_type = "CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<UINT, %s>" % spelling
        else:
            member_type = pair
            src.add("struct alignas(void *) %s {" % pair)
            if form == "default_init":
                src.add("  %s Type = %s;" % (TAG_TYPE, spelling))
            else:
                src.add("  %s Type;" % TAG_TYPE)
            src.add("  UINT Inner;")
            if form == "ctor_init":
                src.add("  %s() : Type(%s), Inner(0) {}" % (pair, spelling))
            src.add("};")
        src.add("struct %s {" % stream,
                "  CD3DX12_PIPELINE_STATE_STREAM_VS m0;",
                "  %s m1;" % member_type,
                "  CD3DX12_PIPELINE_STATE_STREAM_PS m2;",
                "};")
        src.add("static void check%d(unsigned char *storage, unsigned runtimeValue) {" % number)
        if form == "aggregate":
            src.add("  %s *s = new (storage) %s{{}, {%s, 0u}, {}};" % (stream, stream, spelling))
        else:
            src.add("  %s *s = new (storage) %s;" % (stream, stream))
        if form == "assignment":
            src.add("  s->m1.Type = %s;" % spelling)
        elif form == "runtime":
            src.add("  s->m1.Type = %s;" % cast("runtimeValue"))
        else:
            src.add("  (void)runtimeValue;")
        src.add("  checks_harness::reportWalk(%d, s, sizeof(*s), {std::addressof(s->m0), "
                "std::addressof(s->m1), std::addressof(s->m2)});" % number)
        src.add("  s->~%s();" % stream)
        src.add("}")
        em.main.append("  check%d(checkStorage, %du);" % (number, runtime_value or 0))
        em.end(number, first, {"check": UNKNOWN_ID, "form": form, "spelling": spelling,
                               "value": value, "member": 1})


# ---------------------------------------------------------------------------
# d3d12-subobject-type-mismatch

# kind -> the inner type the runtime reads for it (C++ spelling).
KIND_INNER = {
    "DEPTH_STENCIL": "D3D12_DEPTH_STENCIL_DESC",
    "DEPTH_STENCIL1": "D3D12_DEPTH_STENCIL_DESC1",
    "RASTERIZER": "D3D12_RASTERIZER_DESC",
    "SAMPLE_DESC": "DXGI_SAMPLE_DESC",
    "SAMPLE_MASK": "UINT",
    "BLEND": "D3D12_BLEND_DESC",
    "PS": "D3D12_SHADER_BYTECODE",
    "RASTERIZER1": "D3D12_RASTERIZER_DESC1",
    "RASTERIZER2": "D3D12_RASTERIZER_DESC2",
}
# Inner types the code may write. Two different types of one size are not
# generated, except in the newkinds unit (RASTERIZER / RASTERIZER1), where the
# harness compares them field by field: in bytes alone, 4 bytes of UINT read
# as a DXGI_FORMAT are the same bytes, and nothing is observably misread.
DX_MISMATCH_KINDS = ["DEPTH_STENCIL", "DEPTH_STENCIL1", "RASTERIZER", "SAMPLE_DESC",
                     "SAMPLE_MASK", "BLEND", "PS"]
DX_MISMATCH_INNERS = ["D3D12_DEPTH_STENCIL_DESC", "D3D12_DEPTH_STENCIL_DESC1",
                      "D3D12_RASTERIZER_DESC", "CD3DX12_RASTERIZER_DESC", "DXGI_SAMPLE_DESC",
                      "UINT", "D3D12_BLEND_DESC", "D3D12_SHADER_BYTECODE"]
NK_MISMATCH_KINDS = ["RASTERIZER", "RASTERIZER1", "RASTERIZER2"]
NK_MISMATCH_INNERS = ["D3D12_RASTERIZER_DESC", "D3D12_RASTERIZER_DESC1",
                      "D3D12_RASTERIZER_DESC2", "CD3DX12_RASTERIZER_DESC1"]
MISMATCH_FORMS = ["default_init", "ctor_init", "template", "assignment", "runtime"]
# Values the harness writes into rasterizer inners, so that a DepthBias read
# as the other type is a different number.
RASTERIZER_FILL = ["  s->m1.Inner.DepthBias = 2;", "  s->m1.Inner.SlopeScaledDepthBias = 0.5f;"]


def emit_mismatch(em, rng, count, kinds, inners, filler_kinds):
    """filler_kinds: (before, after) d3dx12 helper suffixes around the pair."""
    for _ in range(count):
        form = rng.choice(MISMATCH_FORMS)
        kind = rng.choice(kinds)
        inner = rng.choice(inners) if rng.random() < 0.7 else KIND_INNER[kind]
        number, first = em.begin(MISMATCH_ID, "%s, kind %s, inner %s" % (form, kind, inner))
        src = em.src
        pair = "Tm%d" % number
        stream = "TmStream%d" % number
        tag = TAG_PREFIX + kind
        if form == "template":
            src.add("template <class I, %s K> struct alignas(void *) %s {" % (TAG_TYPE, pair),
                    "  %s Type = K;" % TAG_TYPE,
                    "  I Inner;",
                    "};")
            member_type = "%s<%s, %s>" % (pair, inner, tag)
        else:
            src.add("struct alignas(void *) %s {" % pair)
            src.add("  %s Type%s;" % (TAG_TYPE, " = " + tag if form == "default_init" else ""))
            src.add("  %s Inner;" % inner)
            if form == "ctor_init":
                src.add("  %s() : Type(%s), Inner() {}" % (pair, tag))
            src.add("};")
            member_type = pair
        src.add("struct %s {" % stream,
                "  CD3DX12_PIPELINE_STATE_STREAM_%s m0;" % filler_kinds[0],
                "  %s m1;" % member_type,
                "  CD3DX12_PIPELINE_STATE_STREAM_%s m2;" % filler_kinds[1],
                "};")
        src.add("static void check%d(unsigned char *storage, unsigned runtimeKind) {" % number)
        src.add("  %s *s = new (storage) %s;" % (stream, stream))
        src.add("  std::memset(static_cast<void *>(&s->m1.Inner), 0, sizeof(s->m1.Inner));")
        if "RASTERIZER" in inner:
            src.add(*RASTERIZER_FILL)
        if form == "assignment":
            src.add("  s->m1.Type = %s;" % tag)
        elif form == "runtime":
            # The kind is only known at run time: the inner decides for psolint.
            src.add("  std::memcpy(&s->m1.Type, &runtimeKind, sizeof(runtimeKind));")
        else:
            src.add("  (void)runtimeKind;")
        src.add("  checks_harness::reportInner<%s>(%d, s, sizeof(*s), std::addressof(s->m1), "
                "s->m1.Inner);" % (KIND_INNER[kind], number))
        src.add("  s->~%s();" % stream)
        src.add("}")
        em.main.append("  check%d(checkStorage, %s);" % (number, tag))
        em.end(number, first, {"check": MISMATCH_ID, "form": form, "kind": kind,
                               "inner": inner, "knowable": form != "runtime"})


# ---------------------------------------------------------------------------
# d3d12-stream-pipeline-type

SLOTS = ["VS", "PS", "DS", "HS", "GS", "CS", "AS", "MS"]
NONNULL = ["CD3DX12_SHADER_BYTECODE(kShaderBytes, sizeof(kShaderBytes))",
           "D3D12_SHADER_BYTECODE{kShaderBytes, sizeof(kShaderBytes)}",
           "CD3DX12_SHADER_BYTECODE(\"DXBC\", 4)"]
EXPLICIT_NULL = ["CD3DX12_SHADER_BYTECODE()", "D3D12_SHADER_BYTECODE{}",
                 "D3D12_SHADER_BYTECODE{nullptr, 0}"]
# Which slots a scenario sets non-null; the rest are random, mostly null.
PIPELINE_SCENARIOS = [
    ("graphics", ["VS", "PS"]), ("tessellation", ["VS", "HS", "DS", "PS"]),
    ("compute", ["CS"]), ("mesh", ["MS", "PS"]), ("amplified", ["AS", "MS", "PS"]),
    ("none", ["PS"]), ("none_empty", []), ("several", ["VS", "CS"]),
    ("several_mesh", ["VS", "MS"]), ("mesh_with", ["MS", "GS"]),
    ("as_without_ms", ["AS", "VS"]), ("as_alone", ["AS"]),
]


# Where the slots are filled (the value model follows each): in the function
# that makes the desc, in a helper taking the stream by reference or by
# pointer (one or two levels down), a lambda capturing it, a factory
# returning it by value, or split over a branch on a run-time condition.
PIPELINE_SHAPES = ["direct", "helper_ref", "helper_ptr", "two_levels", "lambda", "factory",
                   "branch", "bytes"]


def slot_line(rng, target, slot, state, index):
    if state == "nonnull":
        return "  %s.%s = %s;" % (target, slot, rng.choice(NONNULL))
    if state == "null":
        return "  %s.%s = %s;" % (target, slot, rng.choice(EXPLICIT_NULL))
    if state == "unknown":
        return "  %s.%s = in.Slot[%d];" % (target, slot, index)
    return None


def emit_pipeline(em, rng, count):
    for index in range(count):
        scenario, set_slots = PIPELINE_SCENARIOS[index % len(PIPELINE_SCENARIOS)]
        shape = PIPELINE_SHAPES[index % len(PIPELINE_SHAPES)]
        states = {}
        for slot in SLOTS:
            if slot in set_slots:
                states[slot] = "nonnull"
            else:
                states[slot] = rng.choices(["untouched", "null", "nonnull"], [70, 20, 10])[0]
        # Some slots come from the input instead: unknown to psolint.
        for slot in SLOTS:
            if rng.random() < 0.15:
                states[slot] = "unknown"
        # A branch writes some slots on one side only: the other side keeps
        # what the slot had (a default-constructed d3dx12 slot is null).
        branch_states = None
        if shape == "branch":
            branch_states = {}
            for slot in SLOTS:
                if rng.random() < 0.3:
                    branch_states[slot] = rng.choice(["null", "nonnull"])
        unknown = [i for i, slot in enumerate(SLOTS) if states[slot] == "unknown"]
        number, first = em.begin(PIPELINE_ID, "%s, %s: %s%s" % (scenario, shape, ", ".join(
            "%s %s" % (s, states[s]) for s in SLOTS if states[s] != "untouched"),
            "; if branch: " + ", ".join("%s %s" % kv for kv in sorted(branch_states.items()))
            if branch_states else ""))
        src = em.src
        fill = [line for i, slot in enumerate(SLOTS)
                for line in [slot_line(rng, "s", slot, states[slot], i)] if line]
        if shape in ("helper_ref", "two_levels"):
            src.add("static void fill%d(CD3DX12_PIPELINE_STATE_STREAM2 &s, "
                    "const checks_harness::ShaderInputs &in) {" % number)
            src.add("  (void)in;", *fill)
            src.add("}")
        elif shape == "helper_ptr":
            src.add("static void fill%d(CD3DX12_PIPELINE_STATE_STREAM2 *p, "
                    "const checks_harness::ShaderInputs &in) {" % number)
            src.add("  (void)in;", "  CD3DX12_PIPELINE_STATE_STREAM2 &s = *p;", *fill)
            src.add("}")
        elif shape == "factory":
            src.add("static CD3DX12_PIPELINE_STATE_STREAM2 make%d("
                    "const checks_harness::ShaderInputs &in) {" % number)
            src.add("  (void)in;", "  CD3DX12_PIPELINE_STATE_STREAM2 s;", *fill)
            src.add("  return s;", "}")
        if shape == "two_levels":
            src.add("static void outer%d(CD3DX12_PIPELINE_STATE_STREAM2 &s, "
                    "const checks_harness::ShaderInputs &in) {" % number)
            src.add("  fill%d(s, in);" % number, "}")
        src.add("static void check%d(const checks_harness::ShaderInputs &in) {" % number)
        if shape == "factory":
            src.add("  CD3DX12_PIPELINE_STATE_STREAM2 stream = make%d(in);" % number)
        else:
            src.add("  CD3DX12_PIPELINE_STATE_STREAM2 stream;")
        if shape in ("direct", "branch", "bytes"):
            src.add(*[line.replace("  s.", "  stream.", 1) for line in fill])
        elif shape == "helper_ref":
            src.add("  fill%d(stream, in);" % number)
        elif shape == "helper_ptr":
            src.add("  fill%d(&stream, in);" % number)
        elif shape == "two_levels":
            src.add("  outer%d(stream, in);" % number)
        elif shape == "lambda":
            src.add("  auto fill = [&](CD3DX12_PIPELINE_STATE_STREAM2 &s) {", *fill)
            src.add("  };", "  fill(stream);")
        if branch_states:
            src.add("  if (in.Branch) {")
            for slot, state in sorted(branch_states.items()):
                src.add("  " + slot_line(rng, "stream", slot, state, 0))
            src.add("  }")
        if shape == "bytes":
            # The shader subobjects appended to a byte buffer at its own
            # cursor, the stream handed over as those bytes.
            src.add("  alignas(void *) unsigned char bytes[sizeof(stream)];",
                    "  size_t size = 0;",
                    *["  appendBytes(bytes, size, stream.%s);" % slot for slot in SLOTS])
            src.add("  D3D12_PIPELINE_STATE_STREAM_DESC desc = {size, bytes};")
        else:
            src.add("  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};")
        src.add("  checks_harness::submitPipeline(%d, desc);" % number)
        src.add("}")
        # Every assignment of the unknown slots, null or not; each value of
        # the branch's condition, the false side first.
        branches = 2 if branch_states else 1
        for branch in range(branches):
            for bits in range(1 << len(unknown)):
                mask = sum(1 << slot for j, slot in enumerate(unknown) if bits >> j & 1)
                em.main.append("  check%d(checks_harness::shaderInputs(0x%03X));" % (
                    number, mask | branch << 8))
        em.end(number, first, {"check": PIPELINE_ID, "scenario": scenario, "states": states,
                               "shape": shape, "branches": branches,
                               "assignments": (1 << len(unknown)) * branches})


# ---------------------------------------------------------------------------
# d3d12-stream-desc-size

# Streams: (members, size on x86_64, the last subobject's trailing padding).
SIZED_STREAMS = [
    (["VS", "BLEND_DESC"], 360, 4),
    (["ROOT_SIGNATURE", "SAMPLE_DESC"], 32, 4),
    (["VS", "PS"], 48, 0),
    (["CS", "NODE_MASK", "SAMPLE_MASK"], 40, 0),
]
SIZE_FORMS = ["sizeof_object", "sizeof_type", "sizeof_expr", "sizeof_desc", "sizeof_pointer",
              "sizeof_void_pointer", "sizeof_other", "literal_exact", "literal_unpadded",
              "literal_short", "literal_long", "literal_stale", "runtime"]


def emit_size(em, rng, count):
    for index in range(count):
        members, size, padding = SIZED_STREAMS[index % len(SIZED_STREAMS)]
        other_members, other_size, _ = SIZED_STREAMS[(index + 1) % len(SIZED_STREAMS)]
        form = SIZE_FORMS[index % len(SIZE_FORMS)] if index < len(SIZE_FORMS) else \
            rng.choice(SIZE_FORMS)
        style = rng.choice(["init", "designated", "assign", "helper", "branch", "accumulate"])
        if style == "accumulate":
            form = rng.choice(["accumulated_exact", "accumulated_extra", "accumulated_prefix"])
        number, first = em.begin(SIZE_ID, "%s, %s" % (form, style))
        src = em.src
        stream = "SizedStream%d" % number
        other = "OtherStream%d" % number
        src.add("struct %s {" % stream)
        for i, kind in enumerate(members):
            src.add("  CD3DX12_PIPELINE_STATE_STREAM_%s m%d;" % (kind, i))
        src.add("};")
        src.add("struct %s {" % other)
        for i, kind in enumerate(other_members):
            src.add("  CD3DX12_PIPELINE_STATE_STREAM_%s m%d;" % (kind, i))
        src.add("};")
        expr = {
            "sizeof_object": "sizeof(stream)", "sizeof_type": "sizeof(%s)" % stream,
            "sizeof_expr": "sizeof stream", "sizeof_desc": "sizeof(desc)",
            "sizeof_pointer": "sizeof(&stream)", "sizeof_void_pointer": "sizeof(void *)",
            "sizeof_other": "sizeof(%s)" % other,
            "literal_exact": str(size), "literal_unpadded": str(size - padding),
            "literal_short": str(size - padding - 4), "literal_long": str(size + 8),
            "literal_stale": str(size - 24), "runtime": "runtimeSize",
        }.get(form, "")
        parts = ["sizeof(stream.m%d)" % i for i in range(len(members))]
        if form == "accumulated_extra":
            parts.append(parts[0])
        elif form == "accumulated_prefix":
            parts = parts[:1]
        if style == "helper":
            src.add("static void describe%d(D3D12_PIPELINE_STATE_STREAM_DESC *d, void *s, "
                    "SIZE_T n) {" % number,
                    "  d->pPipelineStateSubobjectStream = s;", "  d->SizeInBytes = n;", "}")
        src.add("static void check%d(SIZE_T runtimeSize, bool branch) {" % number)
        src.add("  (void)branch;")
        src.add("  %s stream;" % stream)
        src.add("  static_assert(sizeof(stream) == %d, \"model\");" % size)
        if form != "runtime":
            src.add("  (void)runtimeSize;")
        if style == "init":
            src.add("  D3D12_PIPELINE_STATE_STREAM_DESC desc = {%s, &stream};" % expr)
        elif style == "designated":
            src.add("  D3D12_PIPELINE_STATE_STREAM_DESC desc = {.SizeInBytes = %s, "
                    ".pPipelineStateSubobjectStream = &stream};" % expr)
        elif style == "helper":
            src.add("  D3D12_PIPELINE_STATE_STREAM_DESC desc;",
                    "  describe%d(&desc, &stream, %s);" % (number, expr))
        elif style == "branch":
            # One side the form, the other the right size (or the reverse).
            right = "sizeof(stream)"
            sides = [expr, right] if rng.random() < 0.5 else [right, expr]
            src.add("  D3D12_PIPELINE_STATE_STREAM_DESC desc = {0, &stream};",
                    "  if (branch)", "    desc.SizeInBytes = %s;" % sides[1],
                    "  else", "    desc.SizeInBytes = %s;" % sides[0])
        elif style == "accumulate":
            src.add("  D3D12_PIPELINE_STATE_STREAM_DESC desc = {0, &stream};")
            src.add(*["  desc.SizeInBytes += %s;" % part for part in parts])
        else:
            src.add("  D3D12_PIPELINE_STATE_STREAM_DESC desc = {};",
                    "  desc.SizeInBytes = %s;" % expr,
                    "  desc.pPipelineStateSubobjectStream = &stream;")
        src.add("  checks_harness::submitSized(%d, desc, &stream, sizeof(stream));" % number)
        src.add("}")
        branches = 2 if style == "branch" else 1
        runtime = rng.choice([size, size - 8, 16])
        for branch in range(branches):
            em.main.append("  check%d(%d, %s);" % (number, runtime,
                                                   "true" if branch else "false"))
        # A prefix measured from the stream's parts is meant (the runtime
        # reads whole subobjects); whether the rest was meant to be left out
        # is not in the bytes, so psolint stays silent on it.
        em.end(number, first, {"check": SIZE_ID, "form": form,
                               "knowable": form not in ("runtime", "accumulated_prefix")})


# ---------------------------------------------------------------------------
# d3d12-stream-role-name

STAGE_NAMES = {
    "VS": ["VS", "m_vs", "vertexShader", "VertexShader", "vertex_shader", "VSBlob"],
    "PS": ["PS", "m_ps", "pixelShader", "PixelShader", "pixel_shader", "PSBlob"],
    "DS": ["DS", "m_ds", "domainShader", "DomainShader", "domain_shader", "DSBlob"],
    "HS": ["HS", "m_hs", "hullShader", "HullShader", "hull_shader", "HSBlob"],
    "GS": ["GS", "m_gs", "geometryShader", "GeometryShader", "geometry_shader", "GSBlob"],
    "CS": ["CS", "m_cs", "computeShader", "ComputeShader", "compute_shader", "CSBlob"],
    "AS": ["AS", "m_as", "amplificationShader", "AmplificationShader", "amplification_shader"],
    "MS": ["MS", "m_ms", "meshShader", "MeshShader", "mesh_shader", "MSBlob"],
}
# Names without a stage, and names of two stages: no single stage to compare.
NEUTRAL_NAMES = ["Rasterizer", "Stage0", "Decals", "psoDesc", "Displacement", "pass", "MSAA",
                 "VertexOrPixelShader", "HullDomainShader", "AsMsShader"]
ROLE_KINDS = SLOTS + ["RASTERIZER", "INPUT_LAYOUT", "RENDER_TARGET_FORMATS", "SAMPLE_MASK"]


def emit_role(em, rng, count):
    for _ in range(count):
        kinds = rng.sample(ROLE_KINDS, rng.randint(2, 5))
        members, used = [], set()
        for kind in kinds:
            while True:
                roll = rng.random()
                if roll < 0.35:
                    stage, name = None, rng.choice(NEUTRAL_NAMES)
                else:
                    # Mostly a shader's own name, often another stage's.
                    stage = kind if (kind in SLOTS and roll < 0.55) else rng.choice(SLOTS)
                    name = rng.choice(STAGE_NAMES[stage])
                if name not in used:
                    break
            used.add(name)
            members.append({"kind": kind, "name": name, "stage": stage})
        number, first = em.begin(ROLE_ID, ", ".join("%s %s" % (m["name"], m["kind"])
                                                    for m in members))
        src = em.src
        stream = "RoleStream%d" % number
        src.add("struct %s {" % stream)
        for m in members:
            m["line"] = src.next_line()
            src.add("  CD3DX12_PIPELINE_STATE_STREAM_%s %s;" % (
                "BLEND_DESC" if m["kind"] == "BLEND" else m["kind"], m["name"]))
        src.add("};")
        src.add("static void check%d(unsigned char *storage) {" % number)
        src.add("  %s *s = new (storage) %s;" % (stream, stream))
        src.add("  checks_harness::reportWalk(%d, s, sizeof(*s), {%s});" % (
            number, ", ".join("std::addressof(s->%s)" % m["name"] for m in members)))
        src.add("  s->~%s();" % stream)
        src.add("}")
        em.main.append("  check%d(checkStorage);" % number)
        em.end(number, first, {"check": ROLE_ID, "members": members})


# ---------------------------------------------------------------------------
# d3d12-derived-pso-desc (Xbox)

GROUPINGS = ["BLEND", "RASTERIZER", "DEPTH_STENCIL"]
GROUPING_PREFIX = "D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_"


def emit_derived(em, rng, count):
    for _ in range(count):
        length = rng.randint(1, 3)
        types = [rng.choice(GROUPINGS) for _ in range(length)]
        where = rng.choice(["array", "array", "element", "single"])
        if where == "single":
            types = types[:1]
            length = 1
        start = rng.randrange(length) if where == "element" else 0
        fill = rng.choice(["init", "init", "static_init", "runtime"])
        available = length - start
        count_form = rng.choice(["literal", "literal", "sizeof_ratio", "runtime"])
        if count_form == "literal":
            num = str(max(0, available + rng.choice([-1, 0, 0, 1, 2])))
        elif count_form == "sizeof_ratio":
            num = "sizeof(descs) / sizeof(descs[0])" if where != "single" else "1"
        else:
            num = "runtimeCount"
        number, first = em.begin(DERIVED_ID, "%s %s from [%d], NumDescs %s, %s" % (
            fill, "/".join(types), start, num, where))
        src = em.src
        src.add("static void check%d(UINT runtimeCount) {" % number)
        if count_form != "runtime":
            src.add("  (void)runtimeCount;")
        initialiser = ", ".join("{%s%s, {}}" % (GROUPING_PREFIX, t) for t in types)
        name = "single" if where == "single" else "descs"
        declarator = name if where == "single" else "descs[%d]" % length
        if fill == "runtime":
            src.add("  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC %s = {};" % declarator)
            for i, t in enumerate(types):
                src.add("  %s%s.Type = %s%s;" % (name, "" if where == "single" else "[%d]" % i,
                                                 GROUPING_PREFIX, t))
        elif where == "single":
            src.add("  %sconst D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC single = %s;" % (
                "static " if fill == "static_init" else "", initialiser))
        else:
            src.add("  %sconst D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC %s = {%s};" % (
                "static " if fill == "static_init" else "", declarator, initialiser))
        pointer = {"array": "descs", "element": "&descs[%d]" % start, "single": "&single"}[where]
        src.add("  ID3D12PipelineState *derived = nullptr;")
        src.add("  checks_harness::CreateDerivedGraphicsPipelineStateX(nullptr, %s, %s, "
                "checks_harness::kPipelineStateIid, reinterpret_cast<void **>(&derived));" % (num, pointer))
        # The model learns the object's extent through sizeof: the array is
        # not named again, so a runtime-filled array stays what the check
        # must be silent about only because of its own fill.
        src.add("  checks_harness::judgeDerived(%d, sizeof(%s) / sizeof(D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC) - %d);"
                % (number, name, start))
        src.add("}")
        em.main.append("  check%d(%du);" % (number, max(0, available + rng.choice([-1, 0, 1]))))
        em.end(number, first, {"check": DERIVED_ID, "types": types, "where": where,
                               "fill": fill, "count_form": count_form,
                               "count_knowable": count_form != "runtime",
                               "groupings_knowable": fill != "runtime"})


# ---------------------------------------------------------------------------
# The DirectX-Headers unit: the cases go into gen_streams.py's file.

DX_INCLUDES = ["#include \"xbox/d3d12_x_derived.h\"", "#include \"checks_harness.h\"", "#include <cstring>",
               "#include <memory>", "#include <new>"]


def emit_directx_cases(src, seed):
    """Emits the cases into src (after the DirectX includes); returns the
    manifest entries and the lines main() must run."""
    rng = random.Random("checks-%d" % seed)
    em = Emitter(src)
    src.add("// Cases for the other checks (gen_checks.py).",
            "alignas(64) static unsigned char checkStorage[1024];",
            "static const unsigned char kShaderBytes[4] = {0x44, 0x58, 0x42, 0x43};",
            "// A subobject appended to a byte buffer at the buffer's cursor (its",
            "// address, not its inner's: d3dx12's pairs overload operator&).",
            "template <typename Sub>",
            "static void appendBytes(unsigned char *bytes, size_t &size, const Sub &sub) {",
            "  memcpy(bytes + size, std::addressof(sub), sizeof(Sub));",
            "  size += sizeof(Sub);",
            "}",
            "")
    emit_unknown(em, rng, 30)
    emit_mismatch(em, rng, 30, DX_MISMATCH_KINDS, DX_MISMATCH_INNERS,
                  ("ROOT_SIGNATURE", "NODE_MASK"))
    emit_pipeline(em, rng, 48)
    emit_size(em, rng, 26)
    emit_role(em, rng, 20)
    emit_derived(em, rng, 24)
    return em.cases, em.main


# ---------------------------------------------------------------------------
# What each case's observation says psolint must report

SHADER_KIND_VALUES = {"VS": 1, "PS": 2, "DS": 3, "HS": 4, "GS": 5, "CS": 6, "AS": 24, "MS": 25}
KIND_NAME_OF_VALUE = {v: k for k, v in SHADER_KIND_VALUES.items()}

PIPELINE_MESSAGES = [
    ("has no VS, CS or MS", "NONE"),
    ("sets bytecode for both", "SEVERAL"),
    ("is a mesh pipeline", "MESH_WITH"),
    ("amplification shader", "AS_WITHOUT_MS"),
    ("serialized root signature", "BOTH_ROOT_SIGNATURES"),
]


def finding_key(case, finding):
    """What a finding on a case claims, comparable with expected_keys()."""
    check = case["check"]
    if check == ROLE_ID:
        return "member@%d" % finding["line"]
    if check == DERIVED_ID:
        return "count" if finding["message"].startswith("NumDescs") else "groupings"
    if check == PIPELINE_ID:
        for text, category in PIPELINE_MESSAGES:
            if text in finding["message"]:
                return "pipeline:" + category
        return "pipeline:?"
    if check == SDK_ID:
        return "member@%d" % finding["line"]
    return "finding"


def parse_walk(payload):
    fields = dict(part.split("=", 1) for part in payload.split())
    steps = {}
    if fields["steps"] != "-":
        for step in fields["steps"].split(","):
            kind, where = step.split("@")
            steps[int(where.split("/")[0])] = int(kind)
    fail = fields["fail"]
    fail_at = int(fail.rsplit("@", 1)[1]) if "@" in fail else None
    return {"members": [int(x) for x in fields["members"].split(",")], "steps": steps,
            "fail": fail.split(":")[0].split("@")[0], "fail_at": fail_at}


def expected_keys(case, observations):
    """(required keys, allowed keys, what the walker saw) for one case, from
    its observations: psolint must report every required key and nothing
    outside the allowed ones. Raises ValueError when the observations are not
    what the generator built (a broken test, not a disagreement)."""
    check = case["check"]
    by_what = {}
    for what, payload in observations:
        by_what.setdefault(what, []).append(payload)
    if check == UNKNOWN_ID:
        walk = parse_walk(by_what["walk"][0])
        member = walk["members"][case["member"]]
        rejected = walk["fail"] == "unknown" and walk["fail_at"] == member
        if case["value"] is not None and rejected == valid_kind_value(case["value"], 27):
            raise ValueError("tag value %s, but the walker %s it" % (
                case["value"], "rejects" if rejected else "accepts"))
        saw = "walker %s the tag at %d" % ("rejects" if rejected else "reads", member)
        if case["value"] is None:
            return set(), set(), saw + " (the value is only known at run time)"
        keys = {"finding"} if rejected else set()
        return keys, keys, saw
    if check == MISMATCH_ID:
        payload = by_what["inner"][0]
        misread = "misread=1" in payload
        saw = "walker: %s" % payload
        if not case["knowable"]:
            return set(), set(), saw + " (the kind is only known at run time)"
        keys = {"finding"} if misread else set()
        return keys, keys, saw
    if check == PIPELINE_ID:
        verdicts = by_what["pipeline"]
        if len(verdicts) != case["assignments"] or any(v.startswith("WALK") for v in verdicts):
            raise ValueError("pipeline verdicts %s" % verdicts)
        saw = "walker: %s over %d assignment(s) of the unknown slots" % (
            ", ".join(verdicts), len(verdicts))
        # A rule is provable when every assignment of the slots psolint
        # cannot know breaks it; psolint reports the first provable rule in
        # its table's order, and nothing when none is provable (even if every
        # assignment breaks some rule or other: which one is unknowable).
        # With a branch on a run-time condition, each side is a path: a rule
        # provable on one side is reported with that side named.
        branches = case.get("branches", 1)
        per = len(verdicts) // branches
        keys = set()
        for side in range(branches):
            broken = [set(v.split("+")) - {"OK"} for v in verdicts[side * per:(side + 1) * per]]
            provable = set.intersection(*broken)
            first = [c for _, c in PIPELINE_MESSAGES if c in provable][:1]
            keys |= {"pipeline:" + c for c in first}
        return keys, keys, saw
    if check == SIZE_ID:
        payload = "; ".join(by_what["size"])
        differs = "same=0" in payload
        saw = "walker: %s" % payload
        if not case["knowable"]:
            return set(), set(), saw + " (the size is only known at run time)"
        keys = {"finding"} if differs else set()
        return keys, keys, saw
    if check == ROLE_ID:
        walk = parse_walk(by_what["walk"][0])
        keys, notes = set(), []
        for member, offset in zip(case["members"], walk["members"]):
            read = walk["steps"].get(offset)
            if read is None:
                raise ValueError("the walker reads nothing at member %s" % member["name"])
            stage = KIND_NAME_OF_VALUE.get(read)
            notes.append("%s: %s" % (member["name"], stage or "kind %d" % read))
            if member["stage"] and stage and stage != member["stage"]:
                keys.add("member@%d" % member["line"])
        return keys, keys, "walker reads " + ", ".join(notes)
    if check == SDK_ID:
        walk = parse_walk(by_what["walk"][0])
        keys = set()
        saw = "walker (runtime %s): %s" % (case["runtime_sdk"] or "unknown", by_what["walk"][0])
        if case["runtime_sdk"] is None:
            return set(), set(), saw + " (no version is known)"
        for member, offset in zip(case["members"], walk["members"]):
            if walk["fail"] == "unknown" and walk["fail_at"] == offset:
                keys.add("member@%d" % member["line"])
        expected_new = {m["line"] for m in case["members"] if m["since"] > case["runtime_sdk"]}
        if {int(k.split("@")[1]) for k in keys} != expected_new:
            raise ValueError("walker rejects %s, the kinds' SDK versions say %s" % (
                sorted(keys), sorted(expected_new)))
        return keys, keys, saw
    if check == DERIVED_ID:
        fields = dict(part.split("=") for part in by_what["derived"][0].split())
        read, available, dup = int(fields["read"]), int(fields["available"]), fields["dup"] == "1"
        saw = "model reads %d of the %d descs from pDescs%s" % (
            read, available, ", one grouping twice" if dup else "")
        required = set()
        if case["count_knowable"] and read != available:
            required.add("count")
        if case["count_knowable"] and case["groupings_knowable"] and dup:
            required.add("groupings")
        allowed = set(required)
        return required, allowed, saw
    raise ValueError("unknown check " + check)


def compare(cases, observed, by_case):
    """Per case: every required key reported, nothing not allowed. Returns
    (disagreements [(number, category, why)], problems with the test)."""
    disagreements, broken = [], []
    for key, case in sorted(cases.items(), key=lambda kv: int(kv[0])):
        number = int(key)
        if number not in observed:
            broken.append("check case %d: no output" % number)
            continue
        try:
            required, allowed, saw = expected_keys(case, observed[number])
        except (ValueError, KeyError, IndexError) as err:
            broken.append("check case %d (%s): %s" % (number, case["check"], err))
            continue
        found = [f for f in by_case.get(number, []) if f["id"] == case["check"]]
        found_keys = {finding_key(case, f) for f in found}
        for need in sorted(required):
            if need == "pipeline:*":
                if not any(k.startswith("pipeline:") for k in found_keys):
                    disagreements.append((number, "missed " + case["check"], saw))
            elif need not in found_keys:
                disagreements.append((number, "missed " + case["check"],
                                      "%s; expected %s" % (saw, need)))
        for have in sorted(found_keys - allowed):
            disagreements.append((number, "extra " + case["check"],
                                  "%s; psolint reports %s" % (saw, have)))
    return disagreements, broken


# ---------------------------------------------------------------------------
# The newkinds unit: kinds newer than Debian's headers (test/Inputs/
# d3d12_newkinds.h, SDK 619 shape). One source, compiled natively with every
# group (-DALL_GROUPS, no exported version: the walker is told each group's
# runtime instead) and once per group for psolint (-DGROUP_<name>), because a
# program exports one D3D12SDKVersion.

NEWKINDS_FLAGS = ["-DPSOLINT_NEWKINDS_WITH_D3DX12", "-DPSOLINT_TEST_SYSTEM_HEADER"]

# (name, how the version is given, value, plugin arguments, the runtime the
# walker is told: None when nothing says which runtime the program meets).
SDK_GROUPS = [
    ("none", None, None, [], None),
    ("export602", "export", 602, [], 602),
    ("export606", "export", 606, [], 606),
    ("export608", "export", 608, [], 608),
    ("export610", "export", 610, [], 610),
    ("export618", "export", 618, [], 618),
    ("export700", "export", 700, [], 700),
    ("option606", None, None, ["sdk-version=606"], 606),
    ("option610", None, None, ["sdk-version=610"], 610),
    # An exported version wins over the option.
    ("export619_option606", "export", 619, ["sdk-version=606"], 619),
    # Not the exported variable: a C++ name in a namespace is mangled, the
    # loader never sees it, and the runtime is the system's: unknowable.
    ("namespaced606", "namespace", 606, [], None),
]
SDK_SINCE = {"DEPTH_STENCIL2": 606, "RASTERIZER1": 608, "RASTERIZER2": 610,
             "SERIALIZED_ROOT_SIGNATURE": 618}
SDK_OLD_KINDS = ["ROOT_SIGNATURE", "VS", "PS", "RASTERIZER", "DEPTH_STENCIL", "DEPTH_STENCIL1"]
SDK_FAMILY = {"RASTERIZER1": "RASTERIZER", "RASTERIZER2": "RASTERIZER",
              "DEPTH_STENCIL1": "DEPTH_STENCIL", "DEPTH_STENCIL2": "DEPTH_STENCIL"}


def emit_sdk(em, rng, group, runtime_sdk, count):
    for index in range(count):
        # At most one kind newer than 606's base set, so that the walker,
        # which stops at the first unknown kind, sees every member.
        new_kind = (list(SDK_SINCE) + [None])[index % (len(SDK_SINCE) + 1)]
        kinds = [new_kind] if new_kind else []
        families = {SDK_FAMILY.get(k, k) for k in kinds}
        for kind in rng.sample(SDK_OLD_KINDS, len(SDK_OLD_KINDS)):
            if len(kinds) >= rng.randint(2, 4):
                break
            if SDK_FAMILY.get(kind, kind) not in families:
                kinds.append(kind)
                families.add(SDK_FAMILY.get(kind, kind))
        rng.shuffle(kinds)
        number, first = em.begin(SDK_ID, "group %s: %s" % (group, ", ".join(kinds)))
        src = em.src
        stream = "SdkStream%d" % number
        members = []
        src.add("struct %s {" % stream)
        for i, kind in enumerate(kinds):
            members.append({"kind": kind, "name": "m%d" % i, "line": src.next_line(),
                            "since": SDK_SINCE.get(kind, 0)})
            src.add("  CD3DX12_PIPELINE_STATE_STREAM_%s m%d;" % (kind, i))
        src.add("};")
        src.add("static void check%d(unsigned char *storage, unsigned runtimeSdk) {" % number)
        src.add("  %s *s = new (storage) %s;" % (stream, stream))
        src.add("  checks_harness::reportWalk(%d, s, sizeof(*s), {%s}, runtimeSdk);" % (
            number, ", ".join("std::addressof(s->%s)" % m["name"] for m in members)))
        src.add("  s->~%s();" % stream)
        src.add("}")
        em.main.append("  check%d(checkStorage, %d);" % (number, runtime_sdk or 0))
        em.end(number, first, {"check": SDK_ID, "members": members, "runtime_sdk": runtime_sdk})


ROOT_SIGNATURE_VALUES = {
    "nonnull": ["reinterpret_cast<ID3D12RootSignature *>(&kRootSignatureStandIn)",
                "reinterpret_cast<ID3D12RootSignature *>(0x10)"],
    "null": ["nullptr"],
}
SERIALIZED_VALUES = {
    "nonnull": ["D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{kShaderBytes, sizeof(kShaderBytes)}",
                "D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{\"blob\", 4}"],
    "null": ["D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{}",
             "D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{nullptr, 0}"],
}


def emit_root_signatures(em, rng, count):
    """d3d12-stream-pipeline-type's last rule: ROOT_SIGNATURE and
    SERIALIZED_ROOT_SIGNATURE both non-null (SDK 618)."""
    for index in range(count):
        states = {slot: rng.choice(["untouched", "null", "nonnull", "nonnull", "unknown"])
                  for slot in ("RS", "SRS")}
        vs = "nonnull" if index % 4 else rng.choice(["untouched", "unknown"])
        number, first = em.begin(PIPELINE_ID, "root signature %s, serialized %s, VS %s" % (
            states["RS"], states["SRS"], vs))
        src = em.src
        stream = "RootStream%d" % number
        src.add("struct %s {" % stream,
                "  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;",
                "  CD3DX12_PIPELINE_STATE_STREAM_VS VS;",
                "  CD3DX12_PIPELINE_STATE_STREAM_SERIALIZED_ROOT_SIGNATURE Serialized;",
                "  CD3DX12_PIPELINE_STATE_STREAM_PS PS;",
                "};")
        src.add("static void check%d(const checks_harness::ShaderInputs &in, "
                "ID3D12RootSignature *runtimeRoot, "
                "const D3D12_SERIALIZED_ROOT_SIGNATURE_DESC &runtimeSerialized) {" % number)
        src.add("  %s stream;" % stream)
        unknown = []
        if vs == "nonnull":
            src.add("  stream.VS = CD3DX12_SHADER_BYTECODE(kShaderBytes, sizeof(kShaderBytes));")
        elif vs == "unknown":
            src.add("  stream.VS = in.Slot[0];")
            unknown.append("vs")
        for slot, member, values, runtime in (
                ("RS", "RootSignature", ROOT_SIGNATURE_VALUES, "runtimeRoot"),
                ("SRS", "Serialized", SERIALIZED_VALUES, "runtimeSerialized")):
            state = states[slot]
            if state in values:
                src.add("  stream.%s = %s;" % (member, rng.choice(values[state])))
            elif state == "unknown":
                src.add("  stream.%s = %s;" % (member, runtime))
                unknown.append(slot)
        src.add("  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};")
        src.add("  checks_harness::submitPipeline(%d, desc);" % number)
        src.add("}")
        for bits in range(1 << len(unknown)):
            on = {slot for j, slot in enumerate(unknown) if bits >> j & 1}
            em.main.append(
                "  check%d(checks_harness::shaderInputs(%s), %s, %s);" % (
                    number, "1u" if "vs" in on else "0u",
                    "reinterpret_cast<ID3D12RootSignature *>(&kRootSignatureStandIn)"
                    if "RS" in on else "nullptr",
                    "D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{kShaderBytes, 4}"
                    if "SRS" in on else "D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{}"))
        em.end(number, first, {"check": PIPELINE_ID, "states": dict(states, VS=vs),
                               "assignments": 1 << len(unknown)})


def generate_newkinds(seed):
    """The newkinds unit: (source, cases, groups). Every case carries the
    group whose plugin compile sees it."""
    rng = random.Random("newkinds-%d" % seed)

    class Lines:
        def __init__(self):
            self.lines = []

        def add(self, *lines):
            self.lines.extend(lines)

        def next_line(self):
            return len(self.lines) + 1

    src = Lines()
    src.add("// Generated by gen_checks.py (seed %d). Do not edit." % seed,
            "// The newkinds unit of psolint's differential test: see run_differential.py.",
            "#include \"d3d12_newkinds.h\"",
            "",
            "#include <cstddef>",
            "#include <cstring>",
            "#include <memory>",
            "#include <new>",
            "",
            "#include \"checks_harness.h\"",
            "",
            "alignas(64) static unsigned char checkStorage[1024];",
            "static const unsigned char kShaderBytes[4] = {0x44, 0x58, 0x42, 0x43};",
            "static int kRootSignatureStandIn;",
            "")
    em = Emitter(src)
    groups = []
    for name, how, value, plugin_args, runtime_sdk in SDK_GROUPS:
        macro = "GROUP_" + name
        src.add("#if defined(%s) || defined(ALL_GROUPS)" % macro)
        if how == "export":
            src.add("#ifndef ALL_GROUPS",
                    "extern \"C\" {",
                    "extern const UINT D3D12SDKVersion = %d;" % value,
                    "}",
                    "#endif")
        elif how == "namespace":
            src.add("namespace config {",
                    "extern const UINT D3D12SDKVersion = %d;" % value,
                    "}")
        before = set(em.cases)
        emit_sdk(em, rng, name, runtime_sdk, 5)
        if name == "none":
            # Cases of the other checks that need the newer kinds: in the
            # group with no version, compiled once.
            emit_mismatch(em, rng, 16, NK_MISMATCH_KINDS, NK_MISMATCH_INNERS,
                          ("ROOT_SIGNATURE", "PS"))
            emit_root_signatures(em, rng, 12)
        src.add("#endif")
        src.add("")
        for key in set(em.cases) - before:
            em.cases[key]["group"] = name
        groups.append({"name": name, "define": "-D" + macro, "plugin_args": plugin_args})
    src.add("int main() {", "#ifdef ALL_GROUPS")
    src.add(*em.main)
    src.add("#endif", "  return 0;", "}", "")
    return "\n".join(src.lines), em.cases, groups
