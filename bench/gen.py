#!/usr/bin/env python3
"""Generates psolint's benchmark inputs.

  gen.py d3d12 N OUT.cpp     a TU including d3d12.h + d3dx12.h with N stream
                             records built in every style (d3dx12 helpers,
                             ready-made streams, hand-written pairs, tag unions,
                             whole-pair unions, templates), with use sites
  gen.py plain N OUT.cpp     ordinary C++ that never includes d3d12.h: records,
                             templates and standard-library containers
  gen.py database DIR COUNT  COUNT TUs of both kinds and compile_commands.json
"""
import json
import os
import sys

KINDS = [
    ("VS", "D3D12_SHADER_BYTECODE"), ("PS", "D3D12_SHADER_BYTECODE"),
    ("RASTERIZER", "D3D12_RASTERIZER_DESC"), ("BLEND", "D3D12_BLEND_DESC"),
    ("DEPTH_STENCIL1", "D3D12_DEPTH_STENCIL_DESC1"),
    ("SAMPLE_DESC", "DXGI_SAMPLE_DESC"), ("SAMPLE_MASK", "UINT"),
    ("PRIMITIVE_TOPOLOGY", "D3D12_PRIMITIVE_TOPOLOGY_TYPE"),
    ("RENDER_TARGET_FORMATS", "D3D12_RT_FORMAT_ARRAY"),
    ("DEPTH_STENCIL_FORMAT", "DXGI_FORMAT"),
]
HELPERS = ["VS", "PS", "RASTERIZER", "BLEND_DESC", "DEPTH_STENCIL1",
           "SAMPLE_DESC", "SAMPLE_MASK", "PRIMITIVE_TOPOLOGY",
           "RENDER_TARGET_FORMATS", "DEPTH_STENCIL_FORMAT"]


def d3d12_tu(n):
    out = ["#include <wsl/winadapter.h>", "#include <directx/d3d12.h>",
           "#include <directx/d3dx12.h>", ""]
    # One pair type per (style, kind): correct ones mostly, as real code is.
    for kind, inner in KINDS:
        tag = "D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_" + kind
        out.append("struct alignas(void*) Pair_%s { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = %s; %s Inner; };" % (kind, tag, inner))
        out.append("union WholeUnion_%s { struct { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; %s Inner; } Pair; void *Align; };" % (kind, inner))
    out.append("template <typename T, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE K> struct alignas(void*) Sub { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = K; T Inner; };")
    out.append("")
    for i in range(n):
        style = i % 5
        k = [KINDS[(i + j) % len(KINDS)] for j in range(4)]
        kinds = []
        seen = set()
        for kind, inner in k:
            if kind in seen or (kind in ("VS", "PS") and seen & {"VS", "PS"}):
                continue
            seen.add(kind)
            kinds.append((kind, inner))
        out.append("struct Stream%d {" % i)
        for j, (kind, inner) in enumerate(kinds):
            if style == 0:
                helper = "BLEND_DESC" if kind == "BLEND" else kind
                out.append("  CD3DX12_PIPELINE_STATE_STREAM_%s m%d;" % (helper, j))
            elif style == 1:
                out.append("  Pair_%s m%d;" % (kind, j))
            elif style == 2:
                out.append("  WholeUnion_%s m%d;" % (kind, j))
            elif style == 3:
                out.append("  Sub<%s, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_%s> m%d;" % (inner, kind, j))
            else:
                out.append("  CD3DX12_PIPELINE_STATE_STREAM%s s;" % ("" if i % 2 else "2"))
                break
        out.append("};")
        # Use sites for the streams that can be a pipeline (a VS member, or a
        # ready-made d3dx12 stream); a stream type without VS, CS or MS
        # always fails to create, and real code does not hand one over.
        if style != 4 and "VS" not in seen:
            continue
        out.append("inline void Build%d(ID3D12Device2 *device, Stream%d &stream) {" % (i, i))
        out.append("  D3D12_PIPELINE_STATE_STREAM_DESC desc = { sizeof(stream), &stream };")
        out.append("  ID3D12PipelineState *pso = nullptr;")
        out.append("  device->CreatePipelineState(&desc, IID_PPV_ARGS(&pso));")
        out.append("}")
    return "\n".join(out) + "\n"


def plain_tu(n):
    out = ["#include <map>", "#include <string>", "#include <vector>",
           "#include <memory>", "#include <algorithm>", ""]
    out.append("template <typename T, int N> struct Buffer { T items[N]; int count = 0; void push(const T &t) { items[count++] = t; } };")
    for i in range(n):
        out.append("struct Record%d { int id = %d; float weight; std::string name; std::vector<int> values; };" % (i, i))
        out.append("inline int Sum%d(const std::map<int, Record%d> &m) { int s = 0; for (auto &[k, v] : m) s += v.id + k; Buffer<Record%d, 2> b; b.push(Record%d{}); return s + b.count; }" % (i, i, i, i))
    return "\n".join(out) + "\n"


def main():
    what = sys.argv[1]
    if what == "d3d12":
        open(sys.argv[3], "w").write(d3d12_tu(int(sys.argv[2])))
    elif what == "plain":
        open(sys.argv[3], "w").write(plain_tu(int(sys.argv[2])))
    elif what == "database":
        out, count = sys.argv[2], int(sys.argv[3])
        os.makedirs(out, exist_ok=True)
        entries = []
        for i in range(count):
            name = "tu%03d.cpp" % i
            # Half the TUs build streams, half are ordinary code.
            text = d3d12_tu(4) if i % 2 == 0 else plain_tu(40)
            open(os.path.join(out, name), "w").write(text)
            entries.append({
                "directory": os.path.abspath(out), "file": name,
                "arguments": ["clang++", "-std=c++17", "-fsyntax-only",
                              "-I/usr/include/wsl/stubs", name]})
        json.dump(entries, open(os.path.join(out, "compile_commands.json"), "w"), indent=1)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
