// runtime_walker.h — a byte-level model of how the D3D12 runtime reads a
// pipeline state stream (SPEC §1), used as the oracle of the differential test.
//
// It deliberately knows nothing about how the stream was declared: it gets
// bytes and a size and reports what the runtime would read, exactly as the
// runtime would read it:
//   1. the cursor starts at 0; read the 4-byte tag there;
//   2. the tag must be a kind the runtime knows, else "unknown subobject":
//      a kind the headers declare and, when the walk is given the Agility
//      SDK version of the runtime that reads it, one that version has
//      (DEPTH_STENCIL2 606, RASTERIZER1 608, RASTERIZER2 610,
//      SERIALIZED_ROOT_SIGNATURE 618);
//   3. a kind already seen — by family: DEPTH_STENCIL, DEPTH_STENCIL1 and
//      DEPTH_STENCIL2 are one kind — is a duplicate;
//   4. the inner of kind K (type T) is read at alignTo(c + 4, alignof(T)), and
//      must fit in the stream, else "truncated";
//   5. the next cursor is alignTo(end of inner, P), P = pointer size; repeat
//      while the cursor is below SizeInBytes.
//
// Kinds are stored as uint32_t, never as D3D12_PIPELINE_STATE_SUBOBJECT_TYPE:
// a record whose first member is the tag enum is what psolint treats as a
// subobject, and this harness must not look like one.
#ifndef PSOLINT_TEST_RUNTIME_WALKER_H
#define PSOLINT_TEST_RUNTIME_WALKER_H

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace runtime_walker {

struct KindInfo {
  uint32_t Value;
  // The enumerator's name without D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_.
  const char *Name;
  // sizeof / alignof of the inner type the runtime reads for this kind.
  size_t InnerSize;
  size_t InnerAlign;
  // The first Agility SDK whose runtime knows the kind; 0 for every runtime.
  unsigned SinceSdk;
};

// clang-format off
#define RW_KIND_SINCE(Suffix, Inner, Sdk)                                      \
  KindInfo{static_cast<uint32_t>(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_##Suffix), \
           #Suffix, sizeof(Inner), alignof(Inner), Sdk}
#define RW_KIND(Suffix, Inner) RW_KIND_SINCE(Suffix, Inner, 0)
// clang-format on

// The kinds the d3d12.h in use declares, with the inner type the runtime
// reads for each: Debian's DirectX-Headers (SDK 606) stop at DEPTH_STENCIL2;
// test/Inputs/d3d12_newkinds.h reproduces 608 to 619 (D3D12_SDK_VERSION is
// the release either header reproduces). Value 23 is not declared and so is
// not valid.
inline const std::vector<KindInfo> &kindTable() {
  static const std::vector<KindInfo> Table = {
      RW_KIND(ROOT_SIGNATURE, ID3D12RootSignature *),
      RW_KIND(VS, D3D12_SHADER_BYTECODE),
      RW_KIND(PS, D3D12_SHADER_BYTECODE),
      RW_KIND(DS, D3D12_SHADER_BYTECODE),
      RW_KIND(HS, D3D12_SHADER_BYTECODE),
      RW_KIND(GS, D3D12_SHADER_BYTECODE),
      RW_KIND(CS, D3D12_SHADER_BYTECODE),
      RW_KIND(STREAM_OUTPUT, D3D12_STREAM_OUTPUT_DESC),
      RW_KIND(BLEND, D3D12_BLEND_DESC),
      RW_KIND(SAMPLE_MASK, UINT),
      RW_KIND(RASTERIZER, D3D12_RASTERIZER_DESC),
      RW_KIND(DEPTH_STENCIL, D3D12_DEPTH_STENCIL_DESC),
      RW_KIND(INPUT_LAYOUT, D3D12_INPUT_LAYOUT_DESC),
      RW_KIND(IB_STRIP_CUT_VALUE, D3D12_INDEX_BUFFER_STRIP_CUT_VALUE),
      RW_KIND(PRIMITIVE_TOPOLOGY, D3D12_PRIMITIVE_TOPOLOGY_TYPE),
      RW_KIND(RENDER_TARGET_FORMATS, D3D12_RT_FORMAT_ARRAY),
      RW_KIND(DEPTH_STENCIL_FORMAT, DXGI_FORMAT),
      RW_KIND(SAMPLE_DESC, DXGI_SAMPLE_DESC),
      RW_KIND(NODE_MASK, UINT),
      RW_KIND(CACHED_PSO, D3D12_CACHED_PIPELINE_STATE),
      RW_KIND(FLAGS, D3D12_PIPELINE_STATE_FLAGS),
      RW_KIND(DEPTH_STENCIL1, D3D12_DEPTH_STENCIL_DESC1),
      RW_KIND(VIEW_INSTANCING, D3D12_VIEW_INSTANCING_DESC),
      RW_KIND(AS, D3D12_SHADER_BYTECODE),
      RW_KIND(MS, D3D12_SHADER_BYTECODE),
      RW_KIND_SINCE(DEPTH_STENCIL2, D3D12_DEPTH_STENCIL_DESC2, 606),
#if D3D12_SDK_VERSION >= 608
      RW_KIND_SINCE(RASTERIZER1, D3D12_RASTERIZER_DESC1, 608),
#endif
#if D3D12_SDK_VERSION >= 610
      RW_KIND_SINCE(RASTERIZER2, D3D12_RASTERIZER_DESC2, 610),
#endif
#if D3D12_SDK_VERSION >= 618
      RW_KIND_SINCE(SERIALIZED_ROOT_SIGNATURE, D3D12_SERIALIZED_ROOT_SIGNATURE_DESC, 618),
#endif
  };
  return Table;
}
#undef RW_KIND
#undef RW_KIND_SINCE

// Only kinds below MAX_VALID exist for this runtime; the table must not
// claim more or fewer than the header it was compiled against.
static_assert(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID ==
                  (D3D12_SDK_VERSION >= 618   ? 30
                   : D3D12_SDK_VERSION >= 610 ? 29
                   : D3D12_SDK_VERSION >= 608 ? 28
                                              : 27),
              "kind table written for DirectX-Headers SDK 606 to 619");

inline const KindInfo *findKind(uint32_t Value) {
  for (const KindInfo &K : kindTable())
    if (K.Value == Value)
      return &K;
  return nullptr;
}

// The kind as a runtime of Agility SDK RuntimeSdk knows it (0: the runtime
// of the headers in use, which knows every kind they declare).
inline const KindInfo *findKnownKind(uint32_t Value, unsigned RuntimeSdk) {
  const KindInfo *K = findKind(Value);
  if (K && RuntimeSdk != 0 && K->SinceSdk > RuntimeSdk)
    return nullptr;
  return K;
}

inline const KindInfo *findKindByName(const std::string &Name) {
  for (const KindInfo &K : kindTable())
    if (Name == K.Name)
      return &K;
  return nullptr;
}

inline std::string kindName(uint32_t Value) {
  if (const KindInfo *K = findKind(Value))
    return K->Name;
  return "kind " + std::to_string(Value);
}

// A family is "a kind and the kinds whose name is its name plus a number":
// strip trailing digits and, if what remains names a kind, that is the base.
inline uint32_t familyOf(uint32_t Value) {
  const KindInfo *K = findKind(Value);
  if (!K)
    return Value;
  std::string Name = K->Name;
  size_t End = Name.size();
  while (End > 0 && Name[End - 1] >= '0' && Name[End - 1] <= '9')
    --End;
  if (End == Name.size() || End == 0)
    return Value;
  if (const KindInfo *Base = findKindByName(Name.substr(0, End)))
    return Base->Value;
  return Value;
}

inline std::string hex32(uint32_t Value) {
  char Text[16];
  std::snprintf(Text, sizeof Text, "0x%08x", Value);
  return Text;
}

inline size_t alignTo(size_t Offset, size_t Align) {
  return (Offset + Align - 1) / Align * Align;
}

// One subobject as the runtime read it.
struct Step {
  uint32_t Kind;
  size_t TagOffset;
  size_t InnerOffset;
  size_t InnerSize;
};

enum class Failure { None, UnknownSubobject, DuplicateSubobject, Truncated };

struct Walk {
  std::vector<Step> Steps; // every subobject read successfully, in order
  Failure Fail = Failure::None;
  size_t FailOffset = 0;      // cursor at which the walk failed
  uint32_t FailTag = 0;       // tag read there (if any)
  uint32_t FirstOfFamily = 0; // for a duplicate: the kind seen first
  size_t EndCursor = 0;       // cursor when the walk stopped
};

// Walks Size bytes at Stream as the runtime does, for a target whose
// pointers are PointerSize bytes (the runtime's natural word alignment), as
// the runtime of Agility SDK RuntimeSdk (0: the headers' own) reads them.
inline Walk walk(const void *Stream, size_t Size,
                 size_t PointerSize = sizeof(void *), unsigned RuntimeSdk = 0) {
  const unsigned char *Bytes = static_cast<const unsigned char *>(Stream);
  Walk Result;
  // Family base value -> first kind of that family seen.
  std::vector<std::pair<uint32_t, uint32_t>> SeenFamilies;
  size_t Cursor = 0;
  while (Cursor < Size) {
    if (Cursor + 4 > Size) { // not even room for the tag
      Result.Fail = Failure::Truncated;
      Result.FailOffset = Cursor;
      break;
    }
    uint32_t Tag;
    std::memcpy(&Tag, Bytes + Cursor, 4);
    const KindInfo *Kind = findKnownKind(Tag, RuntimeSdk);
    if (!Kind) {
      Result.Fail = Failure::UnknownSubobject;
      Result.FailOffset = Cursor;
      Result.FailTag = Tag;
      break;
    }
    uint32_t Family = familyOf(Tag);
    bool Duplicate = false;
    for (const auto &Seen : SeenFamilies) {
      if (Seen.first == Family) {
        Result.Fail = Failure::DuplicateSubobject;
        Result.FailOffset = Cursor;
        Result.FailTag = Tag;
        Result.FirstOfFamily = Seen.second;
        Duplicate = true;
        break;
      }
    }
    if (Duplicate)
      break;
    size_t InnerOffset = alignTo(Cursor + 4, Kind->InnerAlign);
    if (InnerOffset + Kind->InnerSize > Size) {
      Result.Fail = Failure::Truncated;
      Result.FailOffset = Cursor;
      Result.FailTag = Tag;
      break;
    }
    SeenFamilies.emplace_back(Family, Tag);
    Result.Steps.push_back(Step{Tag, Cursor, InnerOffset, Kind->InnerSize});
    Cursor = alignTo(InnerOffset + Kind->InnerSize, PointerSize);
  }
  Result.EndCursor = Cursor;
  return Result;
}

inline std::string describeFailure(const Walk &W) {
  switch (W.Fail) {
  case Failure::None:
    return "none";
  case Failure::UnknownSubobject:
    return "unknown tag " + hex32(W.FailTag) + " at " +
           std::to_string(W.FailOffset);
  case Failure::DuplicateSubobject:
    return "duplicate " + kindName(W.FailTag) + " after " +
           kindName(W.FirstOfFamily) + " at " + std::to_string(W.FailOffset);
  case Failure::Truncated:
    return "truncated at " + std::to_string(W.FailOffset);
  }
  return "?";
}

} // namespace runtime_walker

#endif // PSOLINT_TEST_RUNTIME_WALKER_H
