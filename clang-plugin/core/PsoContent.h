//===- PsoContent.h - What a pipeline's desc holds, part by part -*- C++
//-*-===//
//
// The checks of what a pipeline's descs hold (render targets, blending,
// depth-stencil, samples) read one view of a path, whichever way the
// program built the pipeline: a classic D3D12_GRAPHICS_PIPELINE_STATE_DESC
// handed to CreateGraphicsPipelineState, or a stream's subobjects handed
// to CreatePipelineState, where a part the stream leaves out reads as the
// runtime's default for it (one sample, no render targets, no blending;
// depth on only where the stream names a depth format).
// Fields are named as the stream's inner types name them
// (D3D12_RT_FORMAT_ARRAY's "RTFormats[2]"); the view maps them onto the
// classic desc's members ("RTVFormats[2]").
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_PSOCONTENT_H
#define PSOLINT_CORE_PSOCONTENT_H

#include "Finding.h"
#include "ValueModel.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/SmallSet.h"
#include <array>
#include <optional>
#include <string>
#include <vector>

namespace psolint {

class CheckContext;

/// The parts of a graphics pipeline the content checks read.
enum class PsoPart : uint8_t {
  Blend,              // D3D12_BLEND_DESC
  RenderTargets,      // D3D12_RT_FORMAT_ARRAY: RTFormats[8], NumRenderTargets
  DepthStencil,       // D3D12_DEPTH_STENCIL_DESC (1, 2)
  DepthStencilFormat, // DXGI_FORMAT (field "")
  Samples,            // DXGI_SAMPLE_DESC
};
constexpr unsigned PsoPartCount = 5;

class PsoContent {
public:
  /// A classic graphics desc on one path; none for a compute desc or a
  /// desc the model does not know.
  static std::optional<PsoContent> ofClassic(CheckContext &Context,
                                             const DescRead &Read);
  /// A stream on one path; none when the stream is not known, holds no
  /// graphics shader (VS, MS) whose bytecode may be set, or holds a compute
  /// shader that may be.
  static std::optional<PsoContent> ofStream(CheckContext &Context,
                                            const DescRead &Read);

  /// The scalar at Field of Part ("RenderTarget[1].BlendEnable"); the
  /// runtime's default where a stream omits the part, unknown where it is
  /// not known.
  Value get(PsoPart Part, llvm::StringRef Field) const;
  /// What messages call Field of Part: "BlendState.RenderTarget[1]
  /// .BlendEnable", "RTVFormats[2]" in a classic desc;
  /// "RTFormats[2] of the RENDER_TARGET_FORMATS subobject 'formats'".
  std::string name(PsoPart Part, llvm::StringRef Field) const;
  /// Whether the stream leaves Part out (get() reads the default).
  bool omitted(PsoPart Part) const { return !Parts[index(Part)].Present; }
  bool isStream() const { return Stream; }
  /// The desc pointer handed to the runtime (the stream's, for a stream).
  const Value &object() const { return Object; }
  /// The type of Field of Part ("DXGI_FORMAT"), for naming its values.
  clang::QualType typeOf(PsoPart Part, llvm::StringRef Field) const;

private:
  struct PartAt {
    /// Present in the stream (always in a classic desc), and once.
    bool Present = false;
    bool Ambiguous = false;
    /// Where the part's bytes start in the object, and the record that
    /// names its fields (the classic desc itself for render targets).
    uint64_t Offset = 0;
    const clang::RecordDecl *Record = nullptr;
    clang::QualType Type;
    /// Classic: the member path prefix ("BlendState."). Stream: the
    /// member's path and kind name, for messages.
    std::string Prefix, Member;
    llvm::StringRef KindName;
  };
  static unsigned index(PsoPart P) { return static_cast<unsigned>(P); }
  /// Field as the classic desc names it.
  std::string classicField(PsoPart Part, llvm::StringRef Field) const;

  const clang::ASTContext *Ctx = nullptr;
  const CheckContext *Context = nullptr;
  const ValueModel *Values = nullptr;
  const DescRead *Read = nullptr;
  Value Object;
  bool Stream = false;
  /// Whether a stream's kinds are all known, so that a part it omits is
  /// surely omitted.
  bool Complete = true;
  std::array<PartAt, PsoPartCount> Parts;
};

/// Where a finding about a desc's zero fill goes (a value no store wrote):
/// the initialiser of the desc variable Object points to, else its
/// declaration; invalid when Object is no pointer to a variable.
clang::SourceLocation initialiserLocation(const CheckContext &Context,
                                          const Value &Object);
/// The notes for V, written by a helper, unless F is already at the call
/// that made the helper write it (CheckContext::addOriginNotes).
void addContentOriginNotes(const CheckContext &Context, Finding &F,
                           const Value &V, llvm::StringRef What);
/// What a desc-content check finds on one path: each finding once per
/// place, with notes at the stores that make it wrong.
class ContentFindings {
public:
  ContentFindings(CheckContext &Context, const PsoContent &Pso,
                  std::vector<Finding> &Found)
      : Context(Context), Pso(Pso), Found(Found) {}

protected:
  /// Adds F, with notes for a value a helper wrote (At, named What); once
  /// per place.
  void add(Finding F, const Value &At, llvm::StringRef What);
  /// A note at the store of V, where it has one other than F's place.
  void noteAt(Finding &F, const Value &V, std::string Text) const;

  CheckContext &Context;
  const PsoContent &Pso;

private:
  std::vector<Finding> &Found;
  llvm::SmallSet<unsigned, 4> Reported;
};

/// The class of a DXGI format as a render target (D3D11.3 functional spec's
/// format tables, FL11): what blending and logic ops may do with it.
enum class RenderTargetClass : uint8_t {
  NotRenderTarget, // unknown to the table, typeless, compressed, depth
  Blendable,       // float, unorm, snorm
  Uint,            // logic ops, no blending
  Sint,            // neither
};
RenderTargetClass renderTargetClass(llvm::StringRef FormatName);

} // namespace psolint

#endif // PSOLINT_CORE_PSOCONTENT_H
