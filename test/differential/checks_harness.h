// checks_harness.h — the native half of the differential test for the checks
// that are not about layout alone (gen_checks.py writes the cases): it runs
// what each generated case builds through the runtime walker
// (runtime_walker.h), or through a model of the runtime where the walker has
// nothing to read, and prints what it observed, for run_differential.py to
// compare with psolint's findings. It needs only the types of the d3d12.h in
// use, so it works with Debian's DirectX-Headers and with
// test/Inputs/d3d12_newkinds.h alike.
//
// Output, one line per observation (a case may print several):
//   check N walk: members=<tag offsets> steps=<kind@tag/inner,...> fail=<f> end=<cursor>
//       a walk of the whole object (f: none, unknown:<tag>@<offset>,
//       duplicate:<tag>@<offset>, truncated@<offset>)
//   check N inner: misread=<0|1> read=<offset>/<size> written=<offset>/<size>
//       the inner of one member as the runtime reads it, against the object
//       the code wrote there (values compared field by field where the two
//       types have the same size)
//   check N pipeline: <verdict>
//       the runtime's pipeline-type rules on the bytes of one submitted desc
//   check N size: size=<SizeInBytes> object=<sizeof object> same=<0|1>
//       whether walking SizeInBytes reads what walking the whole object reads
//   check N derived: read=<NumDescs> available=<descs from pDescs to the end>
//                    dup=<0|1>
//       a model of CreateDerivedGraphicsPipelineStateX reading pDescs
#ifndef PSOLINT_TEST_CHECKS_HARNESS_H
#define PSOLINT_TEST_CHECKS_HARNESS_H

#include "runtime_walker.h"

#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <string>
#include <type_traits>
#include <vector>

namespace checks_harness {

using runtime_walker::Walk;

// Filler for bytes the program does not write; as a tag it is unknown.
constexpr unsigned char PaddingByte = 0xEE;
constexpr size_t SlackBytes = 512;

inline size_t offsetIn(const void *Base, const void *P) {
  return static_cast<size_t>(static_cast<const unsigned char *>(P) -
                             static_cast<const unsigned char *>(Base));
}

inline std::string describeFail(const Walk &W) {
  using runtime_walker::Failure;
  switch (W.Fail) {
  case Failure::None:
    return "none";
  case Failure::UnknownSubobject:
    return "unknown:" + std::to_string(static_cast<int32_t>(W.FailTag)) + "@" +
           std::to_string(W.FailOffset);
  case Failure::DuplicateSubobject:
    return "duplicate:" + std::to_string(W.FailTag) + "@" +
           std::to_string(W.FailOffset);
  case Failure::Truncated:
    return "truncated@" + std::to_string(W.FailOffset);
  }
  return "?";
}

inline std::string describeSteps(const Walk &W) {
  std::string Text;
  for (const runtime_walker::Step &S : W.Steps) {
    if (!Text.empty())
      Text += ",";
    Text += std::to_string(S.Kind) + "@" + std::to_string(S.TagOffset) + "/" +
            std::to_string(S.InnerOffset);
  }
  return Text.empty() ? "-" : Text;
}

// Walks the whole object, as the runtime would with SizeInBytes =
// sizeof(object), for a runtime of Agility SDK RuntimeSdk (0: the headers').
inline void reportWalk(int Number, const void *Object, size_t Size,
                       std::initializer_list<const void *> Members,
                       unsigned RuntimeSdk = 0) {
  Walk W = runtime_walker::walk(Object, Size, sizeof(void *), RuntimeSdk);
  std::string Offsets;
  for (const void *M : Members)
    Offsets += (Offsets.empty() ? "" : ",") + std::to_string(offsetIn(Object, M));
  std::printf("check %d walk: members=%s steps=%s fail=%s end=%zu\n", Number,
              Offsets.c_str(), describeSteps(W).c_str(), describeFail(W).c_str(),
              W.EndCursor);
}

// Whether the runtime, reading Written's bytes as a KindInner, gets the values
// the code wrote. Same type, or a d3dx12 wrapper of it: the same bytes are the
// same values. Different sizes: never (the read covers other bytes). Same size
// and different types: only with a field-by-field comparison below.
template <class KindInner, class Written, class = void> struct SameValues {
  static bool same(const unsigned char *Read, const Written &W) {
    constexpr bool SameType = std::is_same<KindInner, Written>::value ||
                              std::is_base_of<KindInner, Written>::value;
    static_assert(SameType || sizeof(KindInner) != sizeof(Written),
                  "no field-by-field comparison for two types of one size");
    if (!SameType)
      return false;
    return std::memcmp(Read, &W, sizeof(KindInner)) == 0;
  }
};

#if D3D12_SDK_VERSION >= 608
// RASTERIZER and RASTERIZER1: the same 44 bytes, DepthBias an INT in one and
// a FLOAT in the other. Compare the values each field holds.
template <class A, class B> bool sameRasterizerFields(const A &X, const B &Y) {
  return X.FillMode == Y.FillMode && X.CullMode == Y.CullMode &&
         X.FrontCounterClockwise == Y.FrontCounterClockwise &&
         static_cast<double>(X.DepthBias) == static_cast<double>(Y.DepthBias) &&
         X.DepthBiasClamp == Y.DepthBiasClamp &&
         X.SlopeScaledDepthBias == Y.SlopeScaledDepthBias &&
         X.DepthClipEnable == Y.DepthClipEnable &&
         X.MultisampleEnable == Y.MultisampleEnable &&
         X.AntialiasedLineEnable == Y.AntialiasedLineEnable &&
         X.ForcedSampleCount == Y.ForcedSampleCount &&
         X.ConservativeRaster == Y.ConservativeRaster;
}
template <class KindInner, class Written>
struct SameValues<
    KindInner, Written,
    typename std::enable_if<
        (std::is_base_of<D3D12_RASTERIZER_DESC, KindInner>::value &&
         std::is_base_of<D3D12_RASTERIZER_DESC1, Written>::value) ||
        (std::is_base_of<D3D12_RASTERIZER_DESC1, KindInner>::value &&
         std::is_base_of<D3D12_RASTERIZER_DESC, Written>::value)>::type> {
  static bool same(const unsigned char *Read, const Written &W) {
    KindInner View;
    std::memcpy(static_cast<void *>(&View), Read, sizeof View);
    return sameRasterizerFields(View, W);
  }
};
#endif

// One member's inner as the runtime reads it: found by the tag offset of the
// member in a walk of the whole object. Misread when the runtime reads it at
// another offset, another size, or gets other values than the code wrote.
template <class KindInner, class Written>
void reportInner(int Number, const void *Object, size_t Size,
                 const void *MemberTag, const Written &Inner) {
  Walk W = runtime_walker::walk(Object, Size);
  const unsigned char *Bytes = static_cast<const unsigned char *>(Object);
  size_t TagOffset = offsetIn(Object, MemberTag);
  size_t WrittenOffset = offsetIn(Object, &Inner);
  for (const runtime_walker::Step &S : W.Steps) {
    if (S.TagOffset != TagOffset)
      continue;
    bool Misread = S.InnerOffset != WrittenOffset || S.InnerSize != sizeof(Written) ||
                   !SameValues<KindInner, Written>::same(Bytes + S.InnerOffset, Inner);
    std::printf("check %d inner: misread=%d read=%zu/%zu written=%zu/%zu\n", Number,
                Misread ? 1 : 0, S.InnerOffset, S.InnerSize, WrittenOffset,
                sizeof(Written));
    return;
  }
  // The runtime never reads a subobject at the member's tag.
  std::printf("check %d inner: misread=1 read=none written=%zu/%zu\n", Number,
              WrittenOffset, sizeof(Written));
}

// ---------------------------------------------------------------------------
// Pipeline type (SPEC §1): from which shader subobjects have bytecode.

inline const void *pointerAt(const unsigned char *Bytes, size_t Offset) {
  const void *P;
  std::memcpy(&P, Bytes + Offset, sizeof P);
  return P;
}

// The runtime's verdict: every rule the stream breaks, in the order the
// check documents them (the runtime fails on the first): NONE (no VS/CS/MS),
// SEVERAL (two or three of them), MESH_WITH (MS with GS/HS/DS),
// AS_WITHOUT_MS, BOTH_ROOT_SIGNATURES, joined by "+"; OK when it breaks none;
// WALK(<failure>) when the stream itself cannot be read.
inline std::string pipelineVerdict(const void *Stream, size_t Size) {
  Walk W = runtime_walker::walk(Stream, Size);
  if (W.Fail != runtime_walker::Failure::None)
    return "WALK(" + describeFail(W) + ")";
  const unsigned char *Bytes = static_cast<const unsigned char *>(Stream);
  auto isSet = [&](const char *Name) {
    const runtime_walker::KindInfo *K = runtime_walker::findKindByName(Name);
    if (!K)
      return false;
    for (const runtime_walker::Step &S : W.Steps)
      if (S.Kind == K->Value)
        return pointerAt(Bytes, S.InnerOffset) != nullptr;
    return false; // a missing subobject gets its default: null
  };
  int Stages = isSet("VS") + isSet("CS") + isSet("MS");
  std::string Broken;
  auto breaks = [&](bool Rule, const char *Name) {
    if (Rule)
      Broken += (Broken.empty() ? "" : "+") + std::string(Name);
  };
  breaks(Stages == 0, "NONE");
  breaks(Stages > 1, "SEVERAL");
  breaks(isSet("MS") && (isSet("GS") || isSet("HS") || isSet("DS")), "MESH_WITH");
  breaks(isSet("AS") && !isSet("MS"), "AS_WITHOUT_MS");
  breaks(isSet("ROOT_SIGNATURE") && isSet("SERIALIZED_ROOT_SIGNATURE"),
         "BOTH_ROOT_SIGNATURES");
  return Broken.empty() ? "OK" : Broken;
}

inline void submitPipeline(int Number, const D3D12_PIPELINE_STATE_STREAM_DESC &Desc) {
  std::printf("check %d pipeline: %s\n", Number,
              pipelineVerdict(Desc.pPipelineStateSubobjectStream, Desc.SizeInBytes).c_str());
}

// Bytecode for the shader slots the generated code copies from its input
// (unknown at compile time): bit I of Mask sets slot I non-null.
// Bit 8 is the condition of a generated branch (unknown at compile time too).
struct ShaderInputs {
  D3D12_SHADER_BYTECODE Slot[8];
  bool Branch;
};
inline ShaderInputs shaderInputs(unsigned Mask) {
  static const unsigned char Bytecode[4] = {0x44, 0x58, 0x42, 0x43};
  ShaderInputs In;
  In.Branch = (Mask >> 8 & 1) != 0;
  for (unsigned I = 0; I < 8; ++I)
    In.Slot[I] = (Mask >> I & 1) ? D3D12_SHADER_BYTECODE{Bytecode, sizeof Bytecode}
                                 : D3D12_SHADER_BYTECODE{nullptr, 0};
  return In;
}

// ---------------------------------------------------------------------------
// SizeInBytes: the runtime walks SizeInBytes bytes from the pointer. The
// object is copied into a buffer with filler after it, so that a walk past
// its end reads known bytes (an unknown tag) instead of the stack.

inline bool sameWalk(const Walk &A, const Walk &B) {
  if (A.Fail != B.Fail || A.Steps.size() != B.Steps.size())
    return false;
  for (size_t I = 0; I < A.Steps.size(); ++I)
    if (A.Steps[I].Kind != B.Steps[I].Kind || A.Steps[I].TagOffset != B.Steps[I].TagOffset)
      return false;
  return true;
}

inline void submitSized(int Number, const D3D12_PIPELINE_STATE_STREAM_DESC &Desc,
                        const void *Object, size_t ObjectSize) {
  alignas(64) static unsigned char Copy[4096 + SlackBytes];
  if (Desc.pPipelineStateSubobjectStream != Object || ObjectSize > 4096) {
    std::printf("check %d size: broken\n", Number);
    return;
  }
  std::memset(Copy, PaddingByte, sizeof Copy);
  std::memcpy(Copy, Object, ObjectSize);
  size_t Size = Desc.SizeInBytes < ObjectSize + SlackBytes ? Desc.SizeInBytes
                                                           : ObjectSize + SlackBytes;
  Walk Declared = runtime_walker::walk(Copy, Size);
  Walk Whole = runtime_walker::walk(Copy, ObjectSize);
  std::printf("check %d size: size=%zu object=%zu same=%d\n", Number,
              static_cast<size_t>(Desc.SizeInBytes), ObjectSize,
              sameWalk(Declared, Whole) ? 1 : 0);
}

// ---------------------------------------------------------------------------
// Xbox CreateDerivedGraphicsPipelineStateX. There is no Xbox runtime here,
// so this is a model of its documented reading: NumDescs descs from pDescs,
// one state grouping each. The call records what it was given; the case then
// says how many descs the object pDescs points into holds from there, and
// the model counts the descs read inside it and past its end, and looks for
// a grouping read twice. It never reads outside the object.
#ifdef PSOLINT_TEST_D3D12_X_DERIVED_H
struct DerivedCall {
  const D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC *Descs = nullptr;
  UINT NumDescs = 0;
};
inline DerivedCall &lastDerivedCall() {
  static DerivedCall Call;
  return Call;
}

// IID_PPV_ARGS would need the WSL stubs' GUID definitions at link time.
const IID kPipelineStateIid = {};

// Same name and parameters as the Xbox method; psolint matches it by name.
inline HRESULT CreateDerivedGraphicsPipelineStateX(
    ID3D12PipelineState *, UINT NumDescs,
    const D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC *pDescs, REFIID, void **) {
  lastDerivedCall() = DerivedCall{pDescs, NumDescs};
  return S_OK;
}

// DescsFromThere: how many descs the object holds from pDescs to its end.
inline void judgeDerived(int Number, size_t DescsFromThere) {
  const DerivedCall &Call = lastDerivedCall();
  size_t InBounds = Call.NumDescs < DescsFromThere ? Call.NumDescs : DescsFromThere;
  bool Duplicate = false;
  for (size_t I = 0; I < InBounds; ++I)
    for (size_t J = I + 1; J < InBounds; ++J)
      Duplicate = Duplicate || Call.Descs[I].Type == Call.Descs[J].Type;
  std::printf("check %d derived: read=%u available=%zu dup=%d\n", Number,
              Call.NumDescs, DescsFromThere, Duplicate ? 1 : 0);
}
#endif

} // namespace checks_harness

#endif // PSOLINT_TEST_CHECKS_HARNESS_H
