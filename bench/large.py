#!/usr/bin/env python3
"""Very large inputs for psolint, each with a known number of findings.

  large.py wide N OUT.cpp   one stream record of N members: the ten pairs
                            below in turn, so every kind after the first
                            ten members is a duplicate (N - 10 findings of
                            d3d12-stream-duplicate-subobject) plus the one
                            misaligned BLEND pair, last, which misplaces
                            nothing (no finding: placement decides)
  large.py deep N OUT.cpp   N levels of stream records, each holding the one
                            below and a pair of its own kind; the innermost
                            holds a misaligned BLEND pair: 1 finding, however
                            deep (a nested stream's problem is reported once)
  large.py many N OUT.cpp   N subobject record types in one TU, every tenth
                            a BLEND pair without alignas: N / 10 findings
  large.py count KIND N     prints the expected number of findings

bench/large_bench.sh times the tool on each at 1x and 10x.
"""
import sys

HEADER = ["#include <wsl/winadapter.h>", "#include <directx/d3d12.h>", ""]
TAG = "D3D12_PIPELINE_STATE_SUBOBJECT_TYPE"
# (kind, inner); all 8-byte aligned pairs except BLEND, which is left
# without alignas on purpose (one alignment finding).
PAIRS = [("VS", "D3D12_SHADER_BYTECODE"), ("PS", "D3D12_SHADER_BYTECODE"),
         ("RASTERIZER", "D3D12_RASTERIZER_DESC"),
         ("DEPTH_STENCIL", "D3D12_DEPTH_STENCIL_DESC"),
         ("SAMPLE_MASK", "UINT"),
         ("PRIMITIVE_TOPOLOGY", "D3D12_PRIMITIVE_TOPOLOGY_TYPE"),
         ("RENDER_TARGET_FORMATS", "D3D12_RT_FORMAT_ARRAY"),
         ("DEPTH_STENCIL_FORMAT", "DXGI_FORMAT"),
         ("SAMPLE_DESC", "DXGI_SAMPLE_DESC"),
         ("BLEND", "D3D12_BLEND_DESC")]


def pair(name, kind, inner, aligned=True):
    return "struct %s%s { %s Type = %s_%s; %s Inner; };" % (
        "alignas(void*) " if aligned else "", name, TAG, TAG, kind, inner)


def pair_types():
    return [pair("Pair_" + kind, kind, inner, kind != "BLEND")
            for kind, inner in PAIRS]


def wide(n):
    out = HEADER + pair_types() + ["", "struct WideStream {"]
    for i in range(n):
        out.append("  Pair_%s M%d;" % (PAIRS[i % len(PAIRS)][0], i))
    out.append("};")
    out.append("static_assert(sizeof(WideStream) > 0, \"complete\");")
    return out


def deep(n):
    # Level 0 holds the misaligned BLEND pair; level i holds level i - 1 and
    # no pair of its own (a second pair would be a duplicate at every level).
    out = HEADER + pair_types() + [""]
    out.append("struct Level0 { Pair_VS Shader; Pair_BLEND Blend; };")
    for i in range(1, n):
        out.append("struct Level%d { Level%d Inner; };" % (i, i - 1))
    out.append("Level%d TheStream;" % (n - 1))
    return out


def many(n):
    out = HEADER[:]
    for i in range(n):
        kind, inner = PAIRS[i % len(PAIRS)]
        out.append(pair("Record%d" % i, kind, inner, kind != "BLEND"))
    return out


def expected(kind, n):
    if kind == "wide":
        # The BLEND pairs misplace nothing: each is followed by a
        # pointer-aligned pair or ends the stream.
        return max(0, n - len(PAIRS))
    if kind == "deep":
        return 1
    if kind == "many":
        return n // len(PAIRS)
    raise SystemExit("unknown kind " + kind)


def main(argv):
    if len(argv) == 3 and argv[0] == "count":
        print(expected(argv[1], int(argv[2])))
        return 0
    if len(argv) != 3 or argv[0] not in ("wide", "deep", "many"):
        sys.stderr.write(__doc__)
        return 2
    lines = {"wide": wide, "deep": deep, "many": many}[argv[0]](int(argv[1]))
    with open(argv[2], "w") as f:
        f.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
