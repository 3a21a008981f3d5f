//===- StreamPipelineType.cpp - d3d12-stream-pipeline-type ----------------===//
//
// At a use site (an object's address stored into pPipelineStateSubobjectStream)
// the runtime picks the pipeline type from which of VS / CS / MS has
// bytecode: none fails, several fail; a mesh pipeline takes no VS/GS/HS/DS;
// AS needs MS; a root signature and a serialized one cannot both be set.
// The value model says what each slot holds where the runtime reads it,
// per path: the tag (a written kind, or the record's), and whether the
// inner's pointer is null. Only what is provable counts: a slot the model
// does not know (written by code it cannot see) leaves the stream alone.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "Compat.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {
enum class Nullness { Null, NonNull, Unknown };

Nullness join(Nullness A, Nullness B) { return A == B ? A : Nullness::Unknown; }

Nullness nullness(const Value &V) {
  if (V.isNull())
    return Nullness::Null;
  if (V.isNonNull())
    return Nullness::NonNull;
  return Nullness::Unknown;
}

/// The defect on one path, if the stream it hands over has one. With
/// UseSize, only the subobjects a measured SizeInBytes covers count.
std::optional<Finding>
judge(CheckContext &Context, const RuntimeUse &Use, const DescRead &Read,
      bool UseSize = true, bool *NoShader = nullptr,
      std::vector<const StreamMember *> *PastSize = nullptr) {
  const ValueModel &Values = Context.values();
  const KindTable &Kinds = Context.kinds();
  const Value &StreamValue = Read.Stream;
  // The runtime reads SizeInBytes bytes; when that is known, only the
  // subobjects inside them count.
  std::optional<PathStream> OnPath = streamOnPath(Context, Read, UseSize);
  if (!OnPath)
    return std::nullopt;
  const StreamRecord *Stream = OnPath->Stream;
  uint64_t PointerSize = Context.model().pointerAlign();
  if (Context.context()
          .getTypeSizeInChars(Context.context().VoidPtrTy)
          .getQuantity() != int64_t(PointerSize))
    PointerSize = Context.context()
                      .getTypeSizeInChars(Context.context().VoidPtrTy)
                      .getQuantity();

  // Every member's kind must be known, or a VS could hide in the rest.
  // Per kind value: what its slots hold, the first slot's path and write.
  struct KindState {
    Nullness N;
    const std::string *Path;
    Value Write;
  };
  DenseMap<int64_t, KindState> State;
  bool AllKnown = true;
  for (const StreamMember &M : Stream->Members) {
    // What this object's tag holds on this path.
    std::optional<int64_t> Kind = OnPath->kindOf(M);
    if (!OnPath->reads(M)) {
      if (PastSize && Kind)
        for (StringRef Stage : {"VS", "CS", "MS"})
          if (Kinds.valueOf(Stage) == *Kind)
            PastSize->push_back(&M);
      continue;
    }
    if (!Kind || !Kinds.isValid(*Kind)) {
      AllKnown = false;
      continue;
    }
    Nullness N = Nullness::Unknown;
    Value Inner;
    if (M.Sub->Inner || M.Sub->Written) {
      Inner = Values.read(*Read.At, StreamValue, M.Offset + M.Sub->InnerOffset,
                          PointerSize);
      N = nullness(Inner);
    }
    auto [It, Inserted] =
        State.try_emplace(*Kind, KindState{N, &M.Path, Inner});
    if (!Inserted)
      It->second.N = join(It->second.N, N);
  }
  auto Find = [&](StringRef Kind) -> const KindState * {
    std::optional<int64_t> Value = Kinds.valueOf(Kind);
    if (!Value)
      return nullptr;
    auto It = State.find(*Value);
    return It == State.end() ? nullptr : &It->second;
  };
  auto Is = [&](StringRef Kind, Nullness N) {
    const KindState *K = Find(Kind);
    return (K ? K->N : Nullness::Null) == N;
  };
  auto Member = [&](StringRef Kind) {
    const KindState *K = Find(Kind);
    return K ? *K->Path : std::string();
  };
  auto WriteOf = [&](StringRef Kind) {
    const KindState *K = Find(Kind);
    return K ? K->Write : Value();
  };

  // The stream's name, asked only of a path with a defect.
  std::string Name;
  SourceLocation Declared;
  auto Named = [&] {
    std::tie(Name, Declared) = streamName(Context, StreamValue);
    return Name;
  };
  Finding F;
  F.Loc = StreamValue.Site->getExprLoc();
  SmallVector<StringRef, 2> Shown;
  auto Make = [&](std::string Message) {
    F.Message = std::move(Message);
    if (Declared.isValid())
      F.Notes.push_back(
          {Declared, formatv("stream '{0}' is declared here", Name)});
    for (StringRef Kind : Shown)
      Context.addOriginNotes(F, WriteOf(Kind), "'" + Member(Kind) + "'");
    Context.addUseNotes(F, Use);
    return std::optional<Finding>(std::move(F));
  };

  SmallVector<StringRef, 3> Set;
  for (StringRef Kind : {"VS", "CS", "MS"})
    if (Is(Kind, Nullness::NonNull))
      Set.push_back(Kind);
  if (AllKnown && Is("VS", Nullness::Null) && Is("CS", Nullness::Null) &&
      Is("MS", Nullness::Null)) {
    if (NoShader)
      *NoShader = true;
    return Make(formatv("stream '{0}' has no VS, CS or MS with bytecode: "
                        "CreatePipelineState cannot tell a graphics, compute "
                        "or mesh pipeline and always fails with E_INVALIDARG",
                        Named()));
  }
  if (Set.size() > 1) {
    Shown = {Set[0], Set[1]};
    return Make(formatv("stream '{0}' sets bytecode for both {1} ('{2}') and "
                        "{3} ('{4}'): the runtime accepts exactly one of VS, "
                        "CS and MS and fails with E_INVALIDARG",
                        Named(), Set[0], Member(Set[0]), Set[1],
                        Member(Set[1])));
  }
  if (Is("MS", Nullness::NonNull))
    for (StringRef Stage : {"VS", "GS", "HS", "DS"})
      if (Is(Stage, Nullness::NonNull)) {
        Shown = {"MS", Stage};
        return Make(formatv("stream '{0}' is a mesh pipeline (MS '{1}') but "
                            "sets {2} ('{3}'): a mesh pipeline takes no "
                            "VS/GS/HS/DS and the runtime fails with "
                            "E_INVALIDARG",
                            Named(), Member("MS"), Stage, Member(Stage)));
      }
  if (Is("AS", Nullness::NonNull) && Is("MS", Nullness::Null)) {
    Shown = {"AS"};
    return Make(formatv("stream '{0}' sets an amplification shader ('{1}') "
                        "but no mesh shader: AS feeds MS, and the runtime "
                        "fails with E_INVALIDARG",
                        Named(), Member("AS")));
  }
  if (Is("ROOT_SIGNATURE", Nullness::NonNull) &&
      Is("SERIALIZED_ROOT_SIGNATURE", Nullness::NonNull)) {
    Shown = {"ROOT_SIGNATURE", "SERIALIZED_ROOT_SIGNATURE"};
    return Make(formatv("stream '{0}' sets both a root signature ('{1}') and "
                        "a serialized root signature ('{2}'): the runtime "
                        "fails with E_INVALIDARG",
                        Named(), Member("ROOT_SIGNATURE"),
                        Member("SERIALIZED_ROOT_SIGNATURE")));
  }
  return std::nullopt;
}
} // namespace

std::vector<const StreamMember *> shadersPastSize(CheckContext &Context,
                                                  const RuntimeUse &Use,
                                                  const DescRead &Read) {
  bool NoShader = false, WholeNoShader = false;
  std::vector<const StreamMember *> PastSize;
  if (!judge(Context, Use, Read, /*UseSize=*/true, &NoShader, &PastSize) ||
      !NoShader || PastSize.empty())
    return {};
  judge(Context, Use, Read, /*UseSize=*/false, &WholeNoShader);
  if (WholeNoShader)
    return {};
  return PastSize;
}

void runStreamPipelineType(CheckContext &Context) {
  for (const RuntimeUse &Use : Context.values().uses()) {
    std::vector<std::optional<Finding>> PerPath;
    // A defect only because a measured size leaves parts out (WickedEngine
    // adds its mesh part when the device supports it) depends on a branch
    // whose other side the program may never take with that stream: it
    // counts only on every path.
    std::vector<bool> SizeOnly;
    for (const DescRead &Read : Use.Paths) {
      PerPath.push_back(judge(Context, Use, Read));
      SizeOnly.push_back(PerPath.back() &&
                         !judge(Context, Use, Read, /*UseSize=*/false));
      // A measured size that leaves out every shader is the size's defect:
      // d3d12-stream-desc-size reports it, at the size.
      if (SizeOnly.back() && Context.isEnabled(CheckId::StreamDescSize) &&
          !shadersPastSize(Context, Use, Read).empty())
        PerPath.back().reset();
    }
    Context.reportOnPaths(CheckId::StreamPipelineType, Use, std::move(PerPath),
                          std::move(SizeOnly));
  }
}

} // namespace psolint
