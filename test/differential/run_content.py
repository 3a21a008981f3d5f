#!/usr/bin/env python3
"""Differential test of the desc-content checks.

Generates graphics pipelines, classic descs and d3dx12 streams, with random
render targets, blend states, depth-stencil states, depth formats and sample
counts (some fields from a value the program only has at run time), then:

  * builds them natively (-DNATIVE) with content_walker.h, which reads each
    stream through d3dx12's D3DX12ParsePipelineStream (the runtime's defaults
    for the parts a stream leaves out) and applies the rules of
    desc-content-rules.md to what the runtime would be given, printing per
    case the check ids whose rules the pipeline breaks;
  * compiles them with the psolint plugin, with the four desc-content checks
    on, and groups its findings by the case (the function) they are in.

Per case: where every field is a constant, psolint's ids must be exactly the
walker's; where a field comes from run time, psolint may be silent about a
rule but must not report one the walker does not see.

  run_content.py --clang CLANG++ --plugin PLUGIN --workdir DIR --seed N --count N
"""
import argparse
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FLAGS = ["-std=c++17", "-I/usr/include/wsl/stubs", "-I" + HERE]
CHECKS = ["d3d12-pso-render-targets", "d3d12-pso-blend-state",
          "d3d12-pso-depth-stencil", "d3d12-pso-sample-desc"]
DIAGNOSTIC = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):\d+: (?P<sev>warning|error): "
                        r".* \[(?P<id>d3d12-[a-z0-9-]+)[^\]]*\]$")

FORMATS = ["DXGI_FORMAT_R8G8B8A8_UNORM", "DXGI_FORMAT_R16G16B16A16_FLOAT",
           "DXGI_FORMAT_R32_UINT", "DXGI_FORMAT_R8G8B8A8_UINT", "DXGI_FORMAT_R16G16_SINT",
           "DXGI_FORMAT_B8G8R8A8_UNORM_SRGB", "DXGI_FORMAT_R10G10B10A2_UNORM",
           "DXGI_FORMAT_R32G32B32_FLOAT", "DXGI_FORMAT_D32_FLOAT", "DXGI_FORMAT_BC1_UNORM",
           "DXGI_FORMAT_UNKNOWN"]
FACTORS = ["D3D12_BLEND_ONE", "D3D12_BLEND_ZERO", "D3D12_BLEND_SRC_ALPHA",
           "D3D12_BLEND_INV_SRC_ALPHA", "D3D12_BLEND_DEST_ALPHA", "D3D12_BLEND_SRC_COLOR",
           "D3D12_BLEND_INV_DEST_COLOR", "D3D12_BLEND_SRC1_COLOR", "D3D12_BLEND_INV_SRC1_ALPHA"]

PRELUDE = r'''#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#ifdef NATIVE
#include "content_walker.h"
#include <cstdlib>
#define CREATE_CLASSIC(id, device, desc) \
  content_walker::print(id, content_walker::judge(desc))
#define CREATE_STREAM(id, device, stream)                                        \
  do {                                                                           \
    D3D12_GRAPHICS_PIPELINE_STATE_DESC parsed_;                                  \
    if (content_walker::parseStream(&stream, sizeof(stream), parsed_))           \
      content_walker::print(id, content_walker::judge(parsed_));                 \
    else                                                                         \
      std::printf("case %d: PARSE-FAIL\n", id);                                  \
  } while (0)
#else
#define CREATE_CLASSIC(id, device, desc)                                         \
  do {                                                                           \
    ID3D12PipelineState *pso_ = nullptr;                                         \
    device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(&pso_));             \
  } while (0)
#define CREATE_STREAM(id, device, stream)                                        \
  do {                                                                           \
    D3D12_PIPELINE_STATE_STREAM_DESC streamDesc_ = {sizeof(stream), &stream};    \
    ID3D12PipelineState *pso_ = nullptr;                                         \
    device->CreatePipelineState(&streamDesc_, IID_PPV_ARGS(&pso_));              \
  } while (0)
#endif

static const unsigned char kBytes[4] = {0x44, 0x58, 0x42, 0x43};
static const D3D12_SHADER_BYTECODE kShader = {kBytes, sizeof(kBytes)};
'''

CASTS = {"format": "(DXGI_FORMAT)k", "factor": "(D3D12_BLEND)k", "bool": "(BOOL)k",
         "uint": "(UINT)k"}


class Case:
    def __init__(self, rng, index):
        self.index = index
        self.stream = rng.random() < 0.35
        self.knowable = rng.random() >= 0.25
        self.parts = {p: (not self.stream) or rng.random() < 0.7
                      for p in ("blend", "rts", "ds", "dsv", "samples")}
        self.lines = []
        self.assignments = []  # (lhs, rhs, kind)
        rng_ = rng
        # Render targets.
        if self.parts["rts"]:
            n = rng_.choice([0, 1, 1, 2, 2, 3, 8, 9])
            self.assignments.append(("RTS.NumRenderTargets", str(n), "uint"))
            for i in range(min(n, 8)):
                # Now and then a null target below the count (A3: valid, and
                # never judged as a format).
                fmt = ("DXGI_FORMAT_UNKNOWN" if rng_.random() < 0.1
                       else rng_.choice(FORMATS[:-1]))
                self.assignments.append(("RTS.%s[%d]" % (self.rtname(), i),
                                         fmt, "format"))
            if n < 8 and rng_.random() < 0.25:
                i = rng_.randrange(n, 8)
                self.assignments.append(("RTS.%s[%d]" % (self.rtname(), i),
                                         rng_.choice(FORMATS), "format"))
        # Blend.
        self.blend_default = rng_.random() < 0.5
        if self.parts["blend"]:
            if rng_.random() < 0.3:
                self.assignments.append(("BLEND.IndependentBlendEnable",
                                         rng_.choice(["TRUE", "FALSE"]), "bool"))
            for _ in range(rng_.randrange(0, 8)):
                slot = rng_.choice([0, 0, 1, 2])
                field = rng_.choice(["BlendEnable", "BlendEnable", "LogicOpEnable", "SrcBlend",
                                     "DestBlend", "SrcBlendAlpha", "DestBlendAlpha"])
                if field.endswith("Enable"):
                    rhs, kind = rng_.choice(["TRUE", "TRUE", "FALSE"]), "bool"
                else:
                    rhs, kind = rng_.choice(FACTORS), "factor"
                self.assignments.append(("BLEND.RenderTarget[%d].%s" % (slot, field), rhs, kind))
        # Depth-stencil.
        self.ds_default = rng_.random() < 0.4
        if self.parts["ds"]:
            r = rng_.random()
            if r < 0.3:
                self.assignments.append(("DS.DepthEnable", rng_.choice(["TRUE", "FALSE"]), "bool"))
            elif r < 0.45:
                self.assignments.append(("DS.StencilEnable", "TRUE", "bool"))
        if self.parts["dsv"] and rng_.random() < 0.5:
            self.assignments.append(("DSV", rng_.choice(["DXGI_FORMAT_D32_FLOAT",
                                                         "DXGI_FORMAT_D24_UNORM_S8_UINT",
                                                         "DXGI_FORMAT_UNKNOWN"]), "format"))
        if self.parts["samples"]:
            count = rng_.choice([1, 1, 1, 1, 4, 0, 33, None])
            if count is not None:
                self.assignments.append(("SAMPLES.Count", str(count), "uint"))
        if not self.knowable:
            if self.assignments:
                i = rng_.randrange(len(self.assignments))
                lhs, _, kind = self.assignments[i]
                self.assignments[i] = (lhs, CASTS[kind], kind)
            else:
                self.knowable = True

    def rtname(self):
        return "RTFormats" if self.stream else "RTVFormats"

    def emit(self):
        out = []
        i = self.index
        if self.stream:
            members = ["  CD3DX12_PIPELINE_STATE_STREAM_VS vs;",
                       "  CD3DX12_PIPELINE_STATE_STREAM_PS ps;"]
            names = {"blend": "CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC",
                     "rts": "CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS",
                     "ds": "CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL",
                     "dsv": "CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL_FORMAT",
                     "samples": "CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_DESC"}
            for part, type_name in names.items():
                if self.parts[part]:
                    members.append("  %s %s;" % (type_name, part))
            out.append("struct Stream%d {" % i)
            out += members
            out.append("};")
        out.append("void case_%d(ID3D12Device2 *device, unsigned k) {" % i)
        out.append("  (void)k;")
        if self.stream:
            out.append("  Stream%d stream;" % i)
            out.append("  stream.vs = kShader;")
            out.append("  stream.ps = kShader;")
            prefix = {"RTS": "rts", "BLEND": "blend", "DS": "ds", "DSV": "dsv",
                      "SAMPLES": "samples"}
            if self.parts["blend"]:
                out.append("  D3D12_BLEND_DESC blend = %s;" % (
                    "CD3DX12_BLEND_DESC(D3D12_DEFAULT)" if self.blend_default else "{}"))
            if self.parts["rts"]:
                out.append("  D3D12_RT_FORMAT_ARRAY rts = {};")
            if self.parts["ds"]:
                out.append("  D3D12_DEPTH_STENCIL_DESC ds = %s;" % (
                    "CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT)" if self.ds_default else "{}"))
            if self.parts["dsv"]:
                out.append("  DXGI_FORMAT dsv = DXGI_FORMAT_UNKNOWN;")
            if self.parts["samples"]:
                out.append("  DXGI_SAMPLE_DESC samples = {1, 0};")
        else:
            out.append("  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};")
            out.append("  desc.VS = kShader;")
            out.append("  desc.PS = kShader;")
            out.append("  desc.SampleMask = UINT_MAX;")
            out.append("  desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;")
            if self.blend_default:
                out.append("  desc.BlendState = CD3DX12_BLEND_DESC(D3D12_DEFAULT);")
            if self.ds_default:
                out.append("  desc.DepthStencilState = CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT);")
            prefix = {"RTS": "desc", "BLEND": "desc.BlendState", "DS": "desc.DepthStencilState",
                      "DSV": "desc.DSVFormat", "SAMPLES": "desc.SampleDesc"}
        for lhs, rhs, _ in self.assignments:
            head, _, rest = lhs.partition(".")
            target = prefix[head] + ("." + rest if rest else "")
            out.append("  %s = %s;" % (target, rhs))
        if self.stream:
            wrap = {"blend": "CD3DX12_BLEND_DESC(blend)",
                    "ds": "CD3DX12_DEPTH_STENCIL_DESC(ds)"}
            for part in ("blend", "rts", "ds", "dsv", "samples"):
                if self.parts[part]:
                    out.append("  stream.%s = %s;" % (part, wrap.get(part, part)))
            out.append("  CREATE_STREAM(%d, device, stream);" % i)
        else:
            out.append("  CREATE_CLASSIC(%d, device, desc);" % i)
        out.append("}")
        return out


def generate(seed, count):
    rng = random.Random(seed)
    cases = [Case(rng, i) for i in range(count)]
    lines = PRELUDE.splitlines()
    ranges = {}
    for case in cases:
        first = len(lines) + 1
        lines += case.emit()
        ranges[case.index] = (first, len(lines))
    lines.append("#ifdef NATIVE")
    lines.append("int main(int argc, char **argv) {")
    lines.append("  unsigned k = argc > 1 ? unsigned(std::atoi(argv[1])) : 0;")
    for case in cases:
        lines.append("  case_%d(nullptr, k + %d);" % (case.index, case.index % 7))
    lines.append("  return 0;")
    lines.append("}")
    lines.append("#endif")
    return cases, "\n".join(lines) + "\n", ranges


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--clang", required=True)
    parser.add_argument("--plugin", required=True)
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=200)
    args = parser.parse_args()
    os.makedirs(args.workdir, exist_ok=True)
    cases, source_text, ranges = generate(args.seed, args.count)
    source = os.path.join(args.workdir, "content.cpp")
    with open(source, "w") as f:
        f.write(source_text)

    exe = os.path.join(args.workdir, "content")
    build = run([args.clang] + FLAGS + ["-DNATIVE", "-O0", source, "-o", exe])
    if build.returncode:
        sys.exit("native build failed:\n" + build.stderr[-4000:])
    # A run-time value the compiler cannot know (the fields cast from k).
    native = run([exe, "3"])
    if native.returncode:
        sys.exit("native run failed:\n" + native.stderr[-4000:])
    observed = {}
    for line in native.stdout.splitlines():
        m = re.match(r"^case (\d+):(.*)$", line)
        if not m:
            continue
        if m.group(2).strip() == "PARSE-FAIL":
            sys.exit("d3dx12 rejected generated stream %s" % m.group(1))
        observed[int(m.group(1))] = set(m.group(2).split())

    plugin = run([args.clang] + FLAGS + [
        "-fsyntax-only", "-fplugin=" + args.plugin, "-fno-color-diagnostics",
        "-fno-caret-diagnostics", "-ferror-limit=0",
        "-fplugin-arg-psolint-checks=-*," + ",".join(CHECKS), source])
    reported = {case.index: set() for case in cases}
    for line in plugin.stderr.splitlines():
        m = DIAGNOSTIC.match(line)
        if not m:
            if ": error:" in line:
                sys.exit("the plugin compile failed: " + line)
            continue
        number = int(m.group("line"))
        for index, (first, last) in ranges.items():
            if first <= number <= last:
                reported[index].add(m.group("id"))
                break
        else:
            sys.exit("a finding outside every case: " + line)

    disagree = []
    agreed = {"knowable": 0, "run-time": 0}
    flagged = 0
    for case in cases:
        truth = observed.get(case.index)
        if truth is None:
            sys.exit("the native program printed nothing for case %d" % case.index)
        mine = reported[case.index]
        ok = mine == truth if case.knowable else mine <= truth
        if ok:
            agreed["knowable" if case.knowable else "run-time"] += 1
            flagged += bool(mine)
        else:
            disagree.append("case %d (%s, %s): psolint %s, walker %s" % (
                case.index, "stream" if case.stream else "classic",
                "constant" if case.knowable else "run-time value",
                sorted(mine) or "silent", sorted(truth) or "silent"))
    for line in disagree:
        print(line)
    print("content cases: %d agree (%d with every field constant, %d with a run-time "
          "value), %d with findings, %d disagree" % (
              agreed["knowable"] + agreed["run-time"], agreed["knowable"],
              agreed["run-time"], flagged, len(disagree)))
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
