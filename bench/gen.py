#!/usr/bin/env python3
"""Generates psolint's benchmark inputs.

  gen.py d3d12 N OUT.cpp     a TU including d3d12.h + d3dx12.h with N stream
                             records built in every style (d3dx12 helpers,
                             ready-made streams, hand-written pairs, tag unions,
                             whole-pair unions, templates), with use sites
  gen.py plain N OUT.cpp     ordinary C++ that never includes d3d12.h: records,
                             templates and standard-library containers
  gen.py unity N OUT.cpp     a unity-style TU modelled on a real backend: N
                             classes whose methods mention D3D12 types (buffers,
                             barriers, descriptor heaps, root signatures, a
                             format switch), loops and branches everywhere,
                             and one pipeline per class: a stream filled in a
                             helper under branches, or a classic desc built
                             from d3dx12's defaults. Every pipeline is right:
                             the analysis reports nothing
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


def unity_tu(n):
    """A backend's unity TU: most functions touch D3D12 types, few create
    pipelines, and nothing is wrong."""
    out = ["#include <wsl/winadapter.h>", "#include <directx/d3d12.h>",
           "#include <directx/d3dx12.h>", "#include <vector>", "#include <string>",
           "#include <algorithm>", ""]
    out.append("""
enum class Topology { Triangles, Lines, Points };
struct PipelineKey { bool wireframe; bool depth; bool blend; Topology topology; DXGI_FORMAT color; };
inline D3D12_PRIMITIVE_TOPOLOGY_TYPE toType(Topology t) {
  switch (t) {
  case Topology::Lines: return D3D12_PRIMITIVE_TOPOLOGY_TYPE_LINE;
  case Topology::Points: return D3D12_PRIMITIVE_TOPOLOGY_TYPE_POINT;
  default: return D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  }
}
inline UINT bytesPerPixel(DXGI_FORMAT f) {
  switch (f) {
  case DXGI_FORMAT_R8G8B8A8_UNORM: case DXGI_FORMAT_B8G8R8A8_UNORM: case DXGI_FORMAT_R32_FLOAT: return 4;
  case DXGI_FORMAT_R16G16B16A16_FLOAT: case DXGI_FORMAT_R32G32_FLOAT: return 8;
  case DXGI_FORMAT_R32G32B32A32_FLOAT: return 16;
  default: return 0;
  }
}
struct GraphicsStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE root;
  CD3DX12_PIPELINE_STATE_STREAM_VS vs;
  CD3DX12_PIPELINE_STATE_STREAM_PS ps;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER raster;
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC blend;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 depth;
  CD3DX12_PIPELINE_STATE_STREAM_PRIMITIVE_TOPOLOGY topology;
  CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS formats;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL_FORMAT dsv;
};
inline void fillStream(GraphicsStream &s, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                       D3D12_SHADER_BYTECODE ps, const PipelineKey &key) {
  s.root = root;
  s.vs = CD3DX12_SHADER_BYTECODE(vs);
  s.ps = CD3DX12_SHADER_BYTECODE(ps);
  CD3DX12_RASTERIZER_DESC raster(D3D12_DEFAULT);
  if (key.wireframe) raster.FillMode = D3D12_FILL_MODE_WIREFRAME;
  s.raster = raster;
  CD3DX12_BLEND_DESC blend(D3D12_DEFAULT);
  if (key.blend) {
    blend.RenderTarget[0].BlendEnable = TRUE;
    blend.RenderTarget[0].SrcBlend = D3D12_BLEND_SRC_ALPHA;
    blend.RenderTarget[0].DestBlend = D3D12_BLEND_INV_SRC_ALPHA;
  }
  s.blend = blend;
  CD3DX12_DEPTH_STENCIL_DESC1 depth(D3D12_DEFAULT);
  depth.DepthEnable = key.depth ? TRUE : FALSE;
  s.depth = depth;
  s.topology = toType(key.topology);
  D3D12_RT_FORMAT_ARRAY formats = {};
  formats.NumRenderTargets = 1;
  formats.RTFormats[0] = key.color;
  s.formats = formats;
  s.dsv = key.depth ? DXGI_FORMAT_D32_FLOAT : DXGI_FORMAT_UNKNOWN;
}
""")
    for i in range(n):
        c = "Pass%d" % i
        out.append("class %s {" % c)
        out.append("public:")
        out.append("  explicit %s(ID3D12Device2 *device) : m_device(device) {}" % c)
        # Resources: d3dx12 helpers, a loop of barriers.
        out.append("""  HRESULT createBuffers(UINT count, UINT64 size) {
    CD3DX12_HEAP_PROPERTIES heap(D3D12_HEAP_TYPE_DEFAULT);
    for (UINT i = 0; i < count; ++i) {
      CD3DX12_RESOURCE_DESC desc = CD3DX12_RESOURCE_DESC::Buffer(size * (i + 1));
      if (i % 2) desc.Flags |= D3D12_RESOURCE_FLAG_ALLOW_UNORDERED_ACCESS;
      ID3D12Resource *buffer = nullptr;
      HRESULT hr = m_device->CreateCommittedResource(&heap, D3D12_HEAP_FLAG_NONE, &desc,
          D3D12_RESOURCE_STATE_COMMON, nullptr, IID_PPV_ARGS(&buffer));
      if (FAILED(hr)) return hr;
      m_buffers.push_back(buffer);
    }
    return S_OK;
  }
  void transition(ID3D12GraphicsCommandList *list, D3D12_RESOURCE_STATES from, D3D12_RESOURCE_STATES to) {
    std::vector<D3D12_RESOURCE_BARRIER> barriers;
    for (ID3D12Resource *r : m_buffers)
      barriers.push_back(CD3DX12_RESOURCE_BARRIER::Transition(r, from, to));
    if (!barriers.empty()) list->ResourceBarrier(UINT(barriers.size()), barriers.data());
  }
  HRESULT createHeap(UINT descriptors, bool shaderVisible) {
    D3D12_DESCRIPTOR_HEAP_DESC desc = {};
    desc.Type = D3D12_DESCRIPTOR_HEAP_TYPE_CBV_SRV_UAV;
    desc.NumDescriptors = descriptors;
    desc.Flags = shaderVisible ? D3D12_DESCRIPTOR_HEAP_FLAG_SHADER_VISIBLE : D3D12_DESCRIPTOR_HEAP_FLAG_NONE;
    HRESULT hr = m_device->CreateDescriptorHeap(&desc, IID_PPV_ARGS(&m_heap));
    m_increment = m_device->GetDescriptorHandleIncrementSize(desc.Type);
    return hr;
  }
  D3D12_CPU_DESCRIPTOR_HANDLE slot(UINT index) const {
    CD3DX12_CPU_DESCRIPTOR_HANDLE h(m_heap->GetCPUDescriptorHandleForHeapStart());
    h.Offset(INT(index), m_increment);
    return h;
  }
  UINT64 rowPitch(UINT width, DXGI_FORMAT format) const {
    UINT64 pitch = UINT64(width) * bytesPerPixel(format);
    while (pitch % D3D12_TEXTURE_DATA_PITCH_ALIGNMENT) ++pitch;
    return pitch;
  }
  HRESULT createRootSignature(ID3DBlob *blob) {
    return m_device->CreateRootSignature(0, blob->GetBufferPointer(), blob->GetBufferSize(),
                                         IID_PPV_ARGS(&m_root));
  }""")
        if i % 2 == 0:
            out.append("""  HRESULT createPipeline(D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps, const PipelineKey &key) {
    GraphicsStream stream;
    fillStream(stream, m_root, vs, ps, key);
    D3D12_PIPELINE_STATE_STREAM_DESC desc = { sizeof(stream), &stream };
    return m_device->CreatePipelineState(&desc, IID_PPV_ARGS(&m_pipeline));
  }""")
        else:
            out.append("""  HRESULT createPipeline(D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps, const PipelineKey &key) {
    D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
    desc.pRootSignature = m_root;
    desc.VS = vs;
    desc.PS = ps;
    desc.RasterizerState = CD3DX12_RASTERIZER_DESC(D3D12_DEFAULT);
    desc.BlendState = CD3DX12_BLEND_DESC(D3D12_DEFAULT);
    desc.DepthStencilState = CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT);
    desc.DepthStencilState.DepthEnable = key.depth;
    desc.DSVFormat = key.depth ? DXGI_FORMAT_D32_FLOAT : DXGI_FORMAT_UNKNOWN;
    desc.SampleMask = UINT_MAX;
    desc.PrimitiveTopologyType = toType(key.topology);
    desc.NumRenderTargets = 1;
    desc.RTVFormats[0] = key.color;
    desc.SampleDesc.Count = 1;
    return m_device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(&m_pipeline));
  }""")
        out.append("""  void record(ID3D12GraphicsCommandList *list, UINT draws) {
    list->SetPipelineState(m_pipeline);
    list->SetGraphicsRootSignature(m_root);
    for (UINT d = 0; d < draws; ++d) {
      if (d %% 3 == 0) list->IASetPrimitiveTopology(D3D_PRIMITIVE_TOPOLOGY_TRIANGLELIST);
      list->DrawInstanced(3, 1, d * 3, 0);
    }
  }
  std::string name() const { return std::string("%s:") + std::to_string(m_buffers.size()); }
private:
  ID3D12Device2 *m_device;
  ID3D12RootSignature *m_root = nullptr;
  ID3D12PipelineState *m_pipeline = nullptr;
  ID3D12DescriptorHeap *m_heap = nullptr;
  UINT m_increment = 0;
  std::vector<ID3D12Resource *> m_buffers;
};""" % c)
        out.append("""inline HRESULT setup%d(ID3D12Device2 *device, ID3D12GraphicsCommandList *list, ID3DBlob *root,
                       D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps) {
  %s pass(device);
  HRESULT hr = pass.createBuffers(%d, 4096);
  if (FAILED(hr)) return hr;
  if (FAILED(hr = pass.createHeap(64, true))) return hr;
  if (FAILED(hr = pass.createRootSignature(root))) return hr;
  PipelineKey key = { %s, %s, %s, Topology::%s, DXGI_FORMAT_R8G8B8A8_UNORM };
  if (FAILED(hr = pass.createPipeline(vs, ps, key))) return hr;
  pass.transition(list, D3D12_RESOURCE_STATE_COMMON, D3D12_RESOURCE_STATE_GENERIC_READ);
  pass.record(list, %d);
  return S_OK;
}""" % (i, c, 1 + i % 4, "true" if i % 3 == 0 else "false", "true" if i % 2 else "false",
        "true" if i % 5 == 0 else "false", ["Triangles", "Lines", "Points"][i % 3], 2 + i % 7))
    return "\n".join(out) + "\n"


def main():
    what = sys.argv[1]
    if what == "d3d12":
        open(sys.argv[3], "w").write(d3d12_tu(int(sys.argv[2])))
    elif what == "unity":
        open(sys.argv[3], "w").write(unity_tu(int(sys.argv[2])))
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
