// stream_harness.h — runs one generated stream record through the runtime
// walker and through d3dx12's D3DX12ParsePipelineStream, and prints what each
// observed, for run_differential.py to compare with psolint's findings.
//
// Output, one line per case:
//   case N: walker=<verdict> at=<where> d3dx12=<verdict>[ !!<harness inconsistency>]
// walker verdicts:
//   OK | DUPLICATE(<kind> after <first kind>) | CORRUPT(<first divergence>)
// at= says where a CORRUPT walk first diverges from the members, "-" for
// other verdicts: <member index>:tag (the runtime reads a tag, or stops,
// where member I's tag is not, or reads another kind there, or fails there),
// <member index>:inner (member I's inner is not where, or not what, the
// runtime reads), or <member count>:end (the runtime reads past the last
// member). The differential test uses it to tell which member a misread
// belongs to.
// d3dx12 verdicts:
//   OK | DUPLICATE(<kind>) | UNKNOWN(<tag>) | BADINPUT(<index>)
// A "!!" suffix means the walker and d3dx12 disagree on where the subobjects
// they both read are — i.e. a bug in the walker (or in this harness); the
// driver treats it as an internal failure, never as a plugin finding.
//
// CORRUPT messages depend only on positions (never on the bytes read from
// padding), so gen_streams.py can predict them from its own layout model.
#ifndef PSOLINT_TEST_STREAM_HARNESS_H
#define PSOLINT_TEST_STREAM_HARNESS_H

#include "runtime_walker.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace stream_harness {

using runtime_walker::kindName;
using runtime_walker::Walk;

// Where the program put one subobject of a case, and the byte it filled the
// inner with.
struct MemberPlacement {
  uint32_t Kind;
  const void *Tag;
  const void *Inner;
  size_t InnerSize;
  unsigned char FillByte;
};

// What D3DX12ParsePipelineStream reported for one subobject. Callbacks that
// take the inner by reference tell where it was read; those that take it by
// value tell what was read.
struct ParsedSubobject {
  uint32_t Kind;
  const void *InnerAddress;         // null for by-value callbacks
  std::vector<unsigned char> Value; // empty for by-reference callbacks
};

class D3dx12Recorder final : public ID3DX12PipelineParserCallbacks {
public:
  std::vector<ParsedSubobject> Parsed;
  enum class Error { None, BadInput, Duplicate, Unknown } Err = Error::None;
  uint32_t ErrorValue = 0;

private:
  template <class T> void byValue(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE K, T V) {
    ParsedSubobject P{static_cast<uint32_t>(K), nullptr, {}};
    P.Value.resize(sizeof(T));
    std::memcpy(P.Value.data(), &V, sizeof(T));
    Parsed.push_back(std::move(P));
  }
  template <class T>
  void byRef(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE K, const T &V) {
    Parsed.push_back(ParsedSubobject{static_cast<uint32_t>(K), &V, {}});
  }

#define K(Suffix) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_##Suffix
public:
  void FlagsCb(D3D12_PIPELINE_STATE_FLAGS V) override { byValue(K(FLAGS), V); }
  void NodeMaskCb(UINT V) override { byValue(K(NODE_MASK), V); }
  void RootSignatureCb(ID3D12RootSignature *V) override {
    byValue(K(ROOT_SIGNATURE), V);
  }
  void InputLayoutCb(const D3D12_INPUT_LAYOUT_DESC &V) override {
    byRef(K(INPUT_LAYOUT), V);
  }
  void IBStripCutValueCb(D3D12_INDEX_BUFFER_STRIP_CUT_VALUE V) override {
    byValue(K(IB_STRIP_CUT_VALUE), V);
  }
  void PrimitiveTopologyTypeCb(D3D12_PRIMITIVE_TOPOLOGY_TYPE V) override {
    byValue(K(PRIMITIVE_TOPOLOGY), V);
  }
  void VSCb(const D3D12_SHADER_BYTECODE &V) override { byRef(K(VS), V); }
  void GSCb(const D3D12_SHADER_BYTECODE &V) override { byRef(K(GS), V); }
  void StreamOutputCb(const D3D12_STREAM_OUTPUT_DESC &V) override {
    byRef(K(STREAM_OUTPUT), V);
  }
  void HSCb(const D3D12_SHADER_BYTECODE &V) override { byRef(K(HS), V); }
  void DSCb(const D3D12_SHADER_BYTECODE &V) override { byRef(K(DS), V); }
  void PSCb(const D3D12_SHADER_BYTECODE &V) override { byRef(K(PS), V); }
  void CSCb(const D3D12_SHADER_BYTECODE &V) override { byRef(K(CS), V); }
  void ASCb(const D3D12_SHADER_BYTECODE &V) override { byRef(K(AS), V); }
  void MSCb(const D3D12_SHADER_BYTECODE &V) override { byRef(K(MS), V); }
  void BlendStateCb(const D3D12_BLEND_DESC &V) override { byRef(K(BLEND), V); }
  void DepthStencilStateCb(const D3D12_DEPTH_STENCIL_DESC &V) override {
    byRef(K(DEPTH_STENCIL), V);
  }
  void DepthStencilState1Cb(const D3D12_DEPTH_STENCIL_DESC1 &V) override {
    byRef(K(DEPTH_STENCIL1), V);
  }
  void DepthStencilState2Cb(const D3D12_DEPTH_STENCIL_DESC2 &V) override {
    byRef(K(DEPTH_STENCIL2), V);
  }
  void DSVFormatCb(DXGI_FORMAT V) override {
    byValue(K(DEPTH_STENCIL_FORMAT), V);
  }
  void RasterizerStateCb(const D3D12_RASTERIZER_DESC &V) override {
    byRef(K(RASTERIZER), V);
  }
  void RTVFormatsCb(const D3D12_RT_FORMAT_ARRAY &V) override {
    byRef(K(RENDER_TARGET_FORMATS), V);
  }
  void SampleDescCb(const DXGI_SAMPLE_DESC &V) override {
    byRef(K(SAMPLE_DESC), V);
  }
  void SampleMaskCb(UINT V) override { byValue(K(SAMPLE_MASK), V); }
  void ViewInstancingCb(const D3D12_VIEW_INSTANCING_DESC &V) override {
    byRef(K(VIEW_INSTANCING), V);
  }
  void CachedPSOCb(const D3D12_CACHED_PIPELINE_STATE &V) override {
    byRef(K(CACHED_PSO), V);
  }
#undef K

  void ErrorBadInputParameter(UINT Index) override {
    Err = Error::BadInput;
    ErrorValue = Index;
  }
  void ErrorDuplicateSubobject(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE T) override {
    Err = Error::Duplicate;
    ErrorValue = static_cast<uint32_t>(T);
  }
  void ErrorUnknownSubobject(UINT T) override {
    Err = Error::Unknown;
    ErrorValue = T;
  }

  std::string verdict() const {
    switch (Err) {
    case Error::None:
      return "OK";
    case Error::BadInput:
      return "BADINPUT(" + std::to_string(ErrorValue) + ")";
    case Error::Duplicate:
      return "DUPLICATE(" + kindName(ErrorValue) + ")";
    case Error::Unknown:
      return "UNKNOWN(" + runtime_walker::hex32(ErrorValue) + ")";
    }
    return "?";
  }
};

inline size_t offsetIn(const void *Base, const void *P) {
  return static_cast<size_t>(static_cast<const unsigned char *>(P) -
                             static_cast<const unsigned char *>(Base));
}

// The walker's verdict on one case, and for CORRUPT where it first diverges.
struct Verdict {
  std::string Text;
  std::string At = "-"; // "<member>:tag", "<member>:inner", "<count>:end"
};

// Compares what the runtime read with what the program placed, member by
// member, and names the first divergence. The order of checks mirrors the
// runtime: a tag is read and judged (unknown, duplicate) before its inner.
inline Verdict walkerVerdict(const Walk &W,
                             const std::vector<MemberPlacement> &Members,
                             const void *Base) {
  auto Corrupt = [](const std::string &Why, size_t Member, const char *Part) {
    return Verdict{"CORRUPT(" + Why + ")",
                   std::to_string(Member) + ":" + Part};
  };
  auto MemberTag = [&](size_t I) {
    return "member " + std::to_string(I) + " " + kindName(Members[I].Kind) +
           " has its tag at " + std::to_string(offsetIn(Base, Members[I].Tag));
  };
  const unsigned char *Bytes = static_cast<const unsigned char *>(Base);
  for (size_t I = 0; I < W.Steps.size(); ++I) {
    const runtime_walker::Step &S = W.Steps[I];
    if (I >= Members.size())
      return Corrupt("the runtime reads a subobject at " +
                         std::to_string(S.TagOffset) + ", past the last member",
                     I, "end");
    const MemberPlacement &M = Members[I];
    if (S.TagOffset != offsetIn(Base, M.Tag))
      return Corrupt(MemberTag(I) + ", the runtime reads a tag at " +
                         std::to_string(S.TagOffset),
                     I, "tag");
    if (S.Kind != M.Kind)
      return Corrupt("tag at " + std::to_string(S.TagOffset) + " reads " +
                         kindName(S.Kind) + ", member " + std::to_string(I) +
                         " is " + kindName(M.Kind),
                     I, "tag");
    if (S.InnerOffset != offsetIn(Base, M.Inner))
      return Corrupt("inner of " + kindName(M.Kind) + " read at " +
                         std::to_string(S.InnerOffset) + ", member at " +
                         std::to_string(offsetIn(Base, M.Inner)),
                     I, "inner");
    // The offsets agree; check the bytes too, against the pattern the
    // program wrote into this member, so a wrong address computation in the
    // harness cannot make a misread look right.
    bool SameBytes = S.InnerSize == M.InnerSize;
    for (size_t B = 0; SameBytes && B < S.InnerSize; ++B)
      SameBytes = Bytes[S.InnerOffset + B] == M.FillByte;
    if (!SameBytes)
      return Corrupt("inner of " + kindName(M.Kind) + " read at " +
                         std::to_string(S.InnerOffset) +
                         " does not hold the member's bytes",
                     I, "inner");
  }
  size_t Next = W.Steps.size();
  if (W.Fail == runtime_walker::Failure::None) {
    if (Next < Members.size())
      return Corrupt(MemberTag(Next) + ", the runtime stops at " +
                         std::to_string(W.EndCursor),
                     Next, "tag");
    return Verdict{"OK"};
  }
  if (Next >= Members.size())
    return Corrupt("the runtime reads a subobject at " +
                       std::to_string(W.FailOffset) + ", past the last member",
                   Next, "end");
  if (W.FailOffset != offsetIn(Base, Members[Next].Tag))
    return Corrupt(MemberTag(Next) + ", the runtime reads a tag at " +
                       std::to_string(W.FailOffset),
                   Next, "tag");
  if (W.Fail == runtime_walker::Failure::DuplicateSubobject)
    return Verdict{"DUPLICATE(" + kindName(W.FailTag) + " after " +
                   kindName(W.FirstOfFamily) + ")"};
  return Corrupt(MemberTag(Next) + ", the runtime fails there: " +
                     runtime_walker::describeFailure(W),
                 Next, "tag");
}

// The walker and d3dx12 implement the same cursor arithmetic, so wherever
// both read a subobject they must agree on its kind and on where its inner
// is. Returns an empty string when they do.
inline std::string crossCheck(const Walk &W, const D3dx12Recorder &R,
                              const void *Base) {
  using runtime_walker::Failure;
  const unsigned char *Bytes = static_cast<const unsigned char *>(Base);
  size_t Common = std::min(W.Steps.size(), R.Parsed.size());
  for (size_t I = 0; I < Common; ++I) {
    const runtime_walker::Step &S = W.Steps[I];
    const ParsedSubobject &P = R.Parsed[I];
    std::string Where = "subobject " + std::to_string(I) + ": ";
    if (S.Kind != P.Kind)
      return Where + "walker read " + kindName(S.Kind) + ", d3dx12 read " +
             kindName(P.Kind);
    if (P.InnerAddress && offsetIn(Base, P.InnerAddress) != S.InnerOffset)
      return Where + "walker read the inner at " +
             std::to_string(S.InnerOffset) + ", d3dx12 at " +
             std::to_string(offsetIn(Base, P.InnerAddress));
    if (!P.InnerAddress &&
        (P.Value.size() != S.InnerSize ||
         std::memcmp(P.Value.data(), Bytes + S.InnerOffset, S.InnerSize) != 0))
      return Where +
             "d3dx12 read a different value than the walker's inner at " +
             std::to_string(S.InnerOffset);
  }
  using E = D3dx12Recorder::Error;
  size_t N = W.Steps.size();
  switch (W.Fail) {
  case Failure::None:
    if (R.Err != E::None || R.Parsed.size() != N)
      return "walker read " + std::to_string(N) +
             " subobjects without error, d3dx12 read " +
             std::to_string(R.Parsed.size()) + " and says " + R.verdict();
    break;
  case Failure::UnknownSubobject:
    if (R.Err != E::Unknown || R.ErrorValue != W.FailTag ||
        R.Parsed.size() != N)
      return "walker: " + runtime_walker::describeFailure(W) + " after " +
             std::to_string(N) + " subobjects; d3dx12 read " +
             std::to_string(R.Parsed.size()) + " and says " + R.verdict();
    break;
  case Failure::DuplicateSubobject:
    // d3dx12 may miss a family duplicate (it marks the derived kind as seen),
    // but whatever it reports, it must have reached the same tag.
    if (R.Err == E::Duplicate) {
      if (R.ErrorValue != W.FailTag || R.Parsed.size() != N)
        return "walker: " + runtime_walker::describeFailure(W) +
               "; d3dx12 says " + R.verdict() + " after " +
               std::to_string(R.Parsed.size()) + " subobjects";
    } else if (R.Parsed.size() <= N || R.Parsed[N].Kind != W.FailTag) {
      return "walker: " + runtime_walker::describeFailure(W) +
             "; d3dx12 did not read that tag as subobject " + std::to_string(N);
    }
    break;
  case Failure::Truncated:
    // d3dx12 does not check that the inner fits: it reads it anyway.
    if (R.Err != E::None && R.Parsed.size() <= N)
      return "walker: " + runtime_walker::describeFailure(W) +
             "; d3dx12 says " + R.verdict() + " after " +
             std::to_string(R.Parsed.size());
    break;
  }
  return "";
}

// Room after the record for d3dx12, which reads a truncated final inner past
// SizeInBytes (up to the largest d3dx12 subobject, 336 bytes).
constexpr size_t SlackBytes = 1024;
// Filler for every byte the program does not write (padding): as a tag it is
// an unknown kind, so a runtime that reads padding fails visibly.
constexpr unsigned char PaddingByte = 0xEE;

template <class Case>
void runCase(int Number, void (*Fill)(Case &),
             void (*Describe)(const Case &, std::vector<MemberPlacement> &),
             bool Trace) {
  alignas(64) static unsigned char Buffer[sizeof(Case) + SlackBytes];
  std::memset(Buffer, PaddingByte, sizeof Buffer);
  Case *Object = new (Buffer) Case; // default-init: padding keeps the filler
  Fill(*Object);
  std::vector<MemberPlacement> Members;
  Describe(*Object, Members);

  D3D12_PIPELINE_STATE_STREAM_DESC Desc{sizeof(Case), Object};
  Walk W = runtime_walker::walk(Desc.pPipelineStateSubobjectStream,
                                Desc.SizeInBytes);
  D3dx12Recorder Recorder;
  D3DX12ParsePipelineStream(Desc, &Recorder);

  std::string Inconsistency = crossCheck(W, Recorder, Object);
  Verdict V = walkerVerdict(W, Members, Object);
  std::printf("case %d: walker=%s at=%s d3dx12=%s%s%s\n", Number,
              V.Text.c_str(), V.At.c_str(), Recorder.verdict().c_str(), Inconsistency.empty() ? "" : " !!",
              Inconsistency.c_str());
  if (Trace) {
    std::printf("  size %zu\n", sizeof(Case));
    for (size_t I = 0; I < Members.size(); ++I)
      std::printf(
          "  member %zu %s: tag at %zu, inner at %zu, %zu bytes of 0x%02x\n", I,
          kindName(Members[I].Kind).c_str(), offsetIn(Object, Members[I].Tag),
          offsetIn(Object, Members[I].Inner), Members[I].InnerSize,
          Members[I].FillByte);
    for (const runtime_walker::Step &S : W.Steps)
      std::printf("  walker reads %s: tag at %zu, inner at %zu\n",
                  kindName(S.Kind).c_str(), S.TagOffset, S.InnerOffset);
    std::printf("  walker stops at %zu: %s\n", W.EndCursor,
                runtime_walker::describeFailure(W).c_str());
    for (const ParsedSubobject &P : Recorder.Parsed)
      std::printf("  d3dx12 reads %s%s\n", kindName(P.Kind).c_str(),
                  P.InnerAddress
                      ? (": inner at " +
                         std::to_string(offsetIn(Object, P.InnerAddress)))
                            .c_str()
                      : "");
  }
  Object->~Case();
}

// Hand-made streams with known answers, so a broken walker cannot pass the
// differential test by agreeing with a broken generator.
inline bool selfTest() {
  using namespace runtime_walker;
  bool Ok = true;
  auto Expect = [&](bool Cond, const char *What) {
    if (!Cond) {
      std::printf("walker self-test FAILED: %s\n", What);
      Ok = false;
    }
  };
  auto Put = [](unsigned char *Bytes, size_t At, uint32_t Tag) {
    std::memcpy(Bytes + At, &Tag, 4);
  };
  alignas(8) unsigned char Bytes[512];

  Walk Empty = walk(Bytes, 0);
  Expect(Empty.Steps.empty() && Empty.Fail == Failure::None, "empty stream");

  std::memset(Bytes, 0, sizeof Bytes);
  Put(Bytes, 0, 23);
  Walk Unknown23 = walk(Bytes, 8);
  Expect(Unknown23.Fail == Failure::UnknownSubobject && Unknown23.FailTag == 23,
         "tag 23 is unknown");
  Put(Bytes, 0, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID);
  Expect(walk(Bytes, 8).Fail == Failure::UnknownSubobject,
         "MAX_VALID is unknown");

  // ROOT_SIGNATURE: the 8-aligned pointer is read at 8, the next tag at 16.
  std::memset(Bytes, 0, sizeof Bytes);
  Put(Bytes, 0, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE);
  Put(Bytes, 16, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK);
  Walk Rs = walk(Bytes, 24);
  Expect(Rs.Fail == Failure::None && Rs.Steps.size() == 2 &&
             Rs.Steps[0].InnerOffset == 8 && Rs.Steps[1].TagOffset == 16 &&
             Rs.Steps[1].InnerOffset == 20 && Rs.EndCursor == 24,
         "ROOT_SIGNATURE then SAMPLE_MASK");

  // BLEND (328 bytes, 4-aligned): inner 4..332, next cursor 336, not 332.
  std::memset(Bytes, 0, sizeof Bytes);
  Put(Bytes, 0, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND);
  Put(Bytes, 336, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK);
  Walk Blend = walk(Bytes, 344);
  Expect(Blend.Fail == Failure::None && Blend.Steps.size() == 2 &&
             Blend.Steps[0].InnerOffset == 4 && Blend.Steps[1].TagOffset == 336,
         "BLEND advances to 336");

  // Families, in the order d3dx12 gets wrong and in the order it gets right.
  const uint32_t Ds = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL;
  const uint32_t Ds1 = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  const uint32_t Ds2 = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL2;
  Expect(familyOf(Ds1) == Ds && familyOf(Ds2) == Ds && familyOf(Ds) == Ds,
         "DEPTH_STENCIL family");
  Expect(familyOf(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT) ==
             D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT,
         "DEPTH_STENCIL_FORMAT is not in the family");
  std::memset(Bytes, 0, sizeof Bytes);
  Put(Bytes, 0, Ds1); // inner 4..60, next 64
  Put(Bytes, 64, Ds);
  Walk Ds1Ds = walk(Bytes, 128);
  Expect(Ds1Ds.Fail == Failure::DuplicateSubobject && Ds1Ds.FailOffset == 64 &&
             Ds1Ds.FailTag == Ds && Ds1Ds.FirstOfFamily == Ds1,
         "DEPTH_STENCIL after DEPTH_STENCIL1 is a duplicate");
  Put(Bytes, 0, Ds2); // inner 4..64, next 64
  Put(Bytes, 64, Ds2);
  Walk Ds2Ds2 = walk(Bytes, 128);
  Expect(Ds2Ds2.Fail == Failure::DuplicateSubobject && Ds2Ds2.FailOffset == 64,
         "DEPTH_STENCIL2 twice is a duplicate");

  // A final tag without room for its inner.
  std::memset(Bytes, 0, sizeof Bytes);
  Put(Bytes, 0, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK);
  Put(Bytes, 8, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC);
  Walk Truncated = walk(Bytes, 16);
  Expect(Truncated.Fail == Failure::Truncated && Truncated.FailOffset == 8 &&
             Truncated.Steps.size() == 1,
         "SAMPLE_DESC needs 8 bytes after its tag");
  Expect(walk(Bytes, 4).Fail == Failure::Truncated, "tag without inner");

  // On a 32-bit runtime the cursor advances to multiples of 4.
  std::memset(Bytes, 0, sizeof Bytes);
  Put(Bytes, 0, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC);
  Put(Bytes, 12, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK);
  Walk P4 = walk(Bytes, 20, 4);
  Expect(P4.Fail == Failure::None && P4.Steps.size() == 2 &&
             P4.Steps[1].TagOffset == 12,
         "P = 4 cursor");
  return Ok;
}

} // namespace stream_harness

#endif // PSOLINT_TEST_STREAM_HARNESS_H
