// A walker of D3D12_STATE_OBJECT_DESC bytes the way the runtime's rules
// state them, for the state-object differential test (run_state_objects.py).
// It sees only what the runtime sees: the desc, the array, and what each
// pDesc points to; plus, registered by the generated code after the call,
// which object each desc pointer is (its declared kind) and how large the
// array is, so that it can say "another kind's desc" and "past the end"
// without reading past anything.
//
// Rules (the sections are DirectX-Specs' d3d/Raytracing.md unless noted;
// psolint's SPEC.md §8 restates them):
//   R1 "Subobject types": every Type is a D3D12_STATE_SUBOBJECT_TYPE; the
//      runtime casts pDesc by Type, so pDesc is non-null and points to the
//      desc of that Type (the root-signature kinds: one ID3D12RootSignature *).
//   R2 "Subobject association": pSubobjectToAssociate is the address of an
//      element of pSubobjects below NumSubobjects; the target is a config,
//      root signature or node mask; one default association (NumExports 0)
//      per kind.
//   R3 "Ray payload and attribute sizes", "Recursion depth": attributes
//      <= D3D12_RAYTRACING_MAX_ATTRIBUTE_SIZE_IN_BYTES (32), depth <=
//      D3D12_RAYTRACING_MAX_DECLARABLE_TRACE_RECURSION_DEPTH (31), a payload
//      of 0 is rejected when a hit shader is exported; NodeMask 0 is
//      mishandled; flags only of the defined bits (d3d12.idl).
//   R4 "Hit groups": TRIANGLES has no intersection shader,
//      PROCEDURAL_PRIMITIVE has one, no other type; export names unique.
//   R5 "Collection state object", "Default associations",
//      "AddToStateObject": no EXISTING_COLLECTION in a COLLECTION; every
//      element read is a subobject the program wrote (an element of zeroes
//      is a STATE_OBJECT_CONFIG with a null pDesc; past the array is not a
//      subobject at all); two unassociated configs of one kind must agree
//      unless an explicit default association picks one; an addition
//      allows additions.
// Each violation prints one line "so <case> <check-id> <what>", one per
// defect as psolint counts them (the zero tail and the read past the end
// once per desc).
#pragma once
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <cstdio>
#include <cstring>
#include <cwchar>
#include <map>
#include <string>
#include <vector>

struct SoDevice {
  HRESULT CreateStateObject(const D3D12_STATE_OBJECT_DESC *desc, REFIID, void **);
  HRESULT AddToStateObject(const D3D12_STATE_OBJECT_DESC *desc, ID3D12StateObject *, REFIID, void **);
};

void so_object(const void *object, int kind);
void so_array(const void *array, size_t bytes);
void so_finish(int number);

#ifdef SO_WALKER_IMPLEMENTATION
namespace {
const D3D12_STATE_OBJECT_DESC *g_desc;
bool g_addition;
std::map<const void *, int> g_objects;
const void *g_array;
size_t g_arrayBytes;

void report(int number, const char *check, const std::string &what) {
  std::printf("so %d %s %s\n", number, check, what.c_str());
}

bool validKind(UINT k) { return k <= 12 && k != 4; }
bool associable(UINT k) { return k == 0 || k == 1 || k == 2 || k == 3 || k == 9 || k == 10 || k == 12; }
} // namespace

HRESULT SoDevice::CreateStateObject(const D3D12_STATE_OBJECT_DESC *desc, REFIID, void **) {
  g_desc = desc;
  g_addition = false;
  return S_OK;
}
HRESULT SoDevice::AddToStateObject(const D3D12_STATE_OBJECT_DESC *desc, ID3D12StateObject *, REFIID, void **) {
  g_desc = desc;
  g_addition = true;
  return S_OK;
}
void so_object(const void *object, int kind) { g_objects[object] = kind; }
void so_array(const void *array, size_t bytes) { g_array = array; g_arrayBytes = bytes; }

void so_finish(int number) {
  const D3D12_STATE_OBJECT_DESC &d = *g_desc;
  const D3D12_STATE_SUBOBJECT *a = d.pSubobjects;
  UINT n = d.NumSubobjects;
  // R5: past the array the runtime reads no subobject of the program's.
  size_t capacity = (g_arrayBytes - ((const char *)a - (const char *)g_array)) / sizeof(D3D12_STATE_SUBOBJECT);
  if (n > capacity) {
    report(number, "d3d12-state-object-type", "past-end");
    n = capacity; // what follows is not the program's: read no further
  }
  // R5: elements of zeroes (the tail of `= {}`).
  bool zeroes = false;
  static const D3D12_STATE_SUBOBJECT zero = {};
  for (UINT i = 0; i < n; ++i)
    if (!std::memcmp(&a[i], &zero, sizeof zero))
      zeroes = true;
  if (zeroes)
    report(number, "d3d12-state-object-type", "zeroed-element");
  // R1.
  static const int descKind[13] = {0, 1, 2, 3, -1, 5, 6, 7, 8, 9, 10, 11, 12};
  for (UINT i = 0; i < n; ++i) {
    if (!std::memcmp(&a[i], &zero, sizeof zero))
      continue;
    UINT k = a[i].Type;
    if (!validKind(k)) {
      report(number, "d3d12-state-object-subobject-type", "kind " + std::to_string(k));
      continue;
    }
    if (!a[i].pDesc) {
      report(number, "d3d12-state-object-subobject-type", "null " + std::to_string(i));
      continue;
    }
    auto it = g_objects.find(a[i].pDesc);
    if (it != g_objects.end() && it->second != descKind[k])
      report(number, "d3d12-state-object-subobject-type", "desc " + std::to_string(i));
  }
  auto kindOf = [&](UINT i) { return a[i].Type; };
  auto isKind = [&](UINT i, UINT k) {
    return validKind(a[i].Type) && a[i].Type == k && a[i].pDesc &&
           (g_objects.find(a[i].pDesc) == g_objects.end() || g_objects[a[i].pDesc] == (int)k);
  };
  // R2.
  std::map<UINT, UINT> defaults; // kind -> element
  std::vector<bool> associated(n);
  std::vector<UINT> explicitDefaultKinds;
  for (UINT i = 0; i < n; ++i) {
    if (!isKind(i, D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION))
      continue;
    auto *as = (const D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION *)a[i].pDesc;
    const D3D12_STATE_SUBOBJECT *t = as->pSubobjectToAssociate;
    if (!t) {
      report(number, "d3d12-state-object-association", "null");
      continue;
    }
    ptrdiff_t j = t - a;
    bool inArray = (const char *)t >= (const char *)g_array &&
                   (const char *)t < (const char *)g_array + g_arrayBytes;
    if (!inArray || j < 0 || (UINT)j >= d.NumSubobjects) {
      report(number, "d3d12-state-object-association", inArray ? "past-count" : "foreign");
      continue;
    }
    associated[j] = true;
    if (!associable(kindOf(j))) {
      report(number, "d3d12-state-object-association", "not-associable");
      continue;
    }
    if (as->NumExports == 0) {
      explicitDefaultKinds.push_back(kindOf(j) == 12 ? 10 : kindOf(j));
      auto [old, fresh] = defaults.emplace(kindOf(j), (UINT)j);
      if (!fresh && old->second != (UINT)j)
        report(number, "d3d12-state-object-association", "two-defaults");
    }
  }
  // R3 and R4.
  bool hitShader = false;
  std::vector<std::wstring> exportsSeen;
  for (UINT i = 0; i < n; ++i) {
    if (!isKind(i, D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP))
      continue;
    auto *h = (const D3D12_HIT_GROUP_DESC *)a[i].pDesc;
    if (h->ClosestHitShaderImport || h->AnyHitShaderImport)
      hitShader = true;
    bool intersection = h->IntersectionShaderImport != nullptr;
    if (h->Type != D3D12_HIT_GROUP_TYPE_TRIANGLES && h->Type != D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE)
      report(number, "d3d12-state-object-hit-group", "type");
    else if ((h->Type == D3D12_HIT_GROUP_TYPE_TRIANGLES) == intersection)
      report(number, "d3d12-state-object-hit-group", "intersection");
    if (h->HitGroupExport) {
      std::wstring name(h->HitGroupExport);
      for (const std::wstring &seen : exportsSeen)
        if (seen == name) {
          report(number, "d3d12-state-object-hit-group", "export");
          break;
        }
      exportsSeen.push_back(name);
    }
  }
  for (UINT i = 0; i < n; ++i) {
    if (isKind(i, D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG)) {
      auto *c = (const D3D12_RAYTRACING_SHADER_CONFIG *)a[i].pDesc;
      if (c->MaxAttributeSizeInBytes > 32)
        report(number, "d3d12-state-object-limits", "attributes");
      if (c->MaxPayloadSizeInBytes == 0 && hitShader)
        report(number, "d3d12-state-object-limits", "payload");
    } else if (isKind(i, D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG)) {
      if (((const D3D12_RAYTRACING_PIPELINE_CONFIG *)a[i].pDesc)->MaxTraceRecursionDepth > 31)
        report(number, "d3d12-state-object-limits", "depth");
    } else if (isKind(i, D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG1)) {
      auto *c = (const D3D12_RAYTRACING_PIPELINE_CONFIG1 *)a[i].pDesc;
      if (c->MaxTraceRecursionDepth > 31)
        report(number, "d3d12-state-object-limits", "depth");
      if (c->Flags & ~0x300u)
        report(number, "d3d12-state-object-limits", "flags");
    } else if (isKind(i, D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK)) {
      if (((const D3D12_NODE_MASK *)a[i].pDesc)->NodeMask == 0)
        report(number, "d3d12-state-object-limits", "node-mask");
    } else if (isKind(i, D3D12_STATE_SUBOBJECT_TYPE_STATE_OBJECT_CONFIG)) {
      auto *c = (const D3D12_STATE_OBJECT_CONFIG *)a[i].pDesc;
      if (c->Flags & ~0x7u)
        report(number, "d3d12-state-object-limits", "flags");
      if (g_addition && !(c->Flags & D3D12_STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS))
        report(number, "d3d12-state-object-type", "addition");
    }
  }
  // R5: collections, default configs.
  if (d.Type == D3D12_STATE_OBJECT_TYPE_COLLECTION)
    for (UINT i = 0; i < n; ++i)
      if (isKind(i, D3D12_STATE_SUBOBJECT_TYPE_EXISTING_COLLECTION)) {
        report(number, "d3d12-state-object-type", "collection");
        break;
      }
  struct Config { UINT a = 0, b = 0; bool seen = false; };
  std::map<UINT, Config> first; // family (9, or 10 for both pipeline configs)
  bool conflict = false; // reported once per desc, as psolint does
  for (UINT i = 0; i < n && !conflict; ++i) {
    UINT family;
    Config c;
    if (isKind(i, 9)) {
      auto *s = (const D3D12_RAYTRACING_SHADER_CONFIG *)a[i].pDesc;
      family = 9; c.a = s->MaxPayloadSizeInBytes; c.b = s->MaxAttributeSizeInBytes;
    } else if (isKind(i, 10)) {
      family = 10; c.a = ((const D3D12_RAYTRACING_PIPELINE_CONFIG *)a[i].pDesc)->MaxTraceRecursionDepth;
    } else if (isKind(i, 12)) {
      auto *p = (const D3D12_RAYTRACING_PIPELINE_CONFIG1 *)a[i].pDesc;
      family = 10; c.a = p->MaxTraceRecursionDepth; c.b = p->Flags;
    } else {
      continue;
    }
    bool explicitDefault = false;
    for (UINT k : explicitDefaultKinds)
      explicitDefault |= k == family;
    if (associated[i] || explicitDefault)
      continue;
    Config &f = first[family];
    if (!f.seen) {
      f = c;
      f.seen = true;
    } else if (f.a != c.a || f.b != c.b) {
      report(number, "d3d12-state-object-type", "defaults");
      conflict = true;
    }
  }
  std::printf("so %d done\n", number);
  g_objects.clear();
  g_array = nullptr;
}
#endif
