//===- StreamRoleName.cpp - d3d12-stream-role-name ------------------------===//
//
// A member, variable or typedef named for one shader stage (hullShader, HS,
// m_ds, StreamAS) that holds another stage's subobject: the runtime binds the
// bytecode to the stage of the tag, not of the name. Tessellation HS/DS tags
// swapped and an AS member declared with the MS helper both shipped.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "Compat.h"

#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {
struct Stage {
  llvm::StringLiteral Kind;  // the kind's suffix
  llvm::StringLiteral Short; // "hs"
  llvm::StringLiteral Long;  // "hull"
  llvm::StringLiteral Title; // "hull shader"
};
constexpr Stage Stages[] = {
    {"VS", "vs", "vertex", "vertex shader"},
    {"PS", "ps", "pixel", "pixel shader"},
    {"DS", "ds", "domain", "domain shader"},
    {"HS", "hs", "hull", "hull shader"},
    {"GS", "gs", "geometry", "geometry shader"},
    {"CS", "cs", "compute", "compute shader"},
    {"AS", "as", "amplification", "amplification shader"},
    {"MS", "ms", "mesh", "mesh shader"},
};
} // namespace

/// The words of an identifier: m_hullShader -> m, hull, shader;
/// CD3DX12_PIPELINE_STATE_STREAM_AS -> cd3dx12, pipeline, state, stream, as.
static SmallVector<std::string, 6> words(StringRef Name) {
  SmallVector<std::string, 6> Result;
  std::string Current;
  auto Flush = [&] {
    if (!Current.empty())
      Result.push_back(Current);
    Current.clear();
  };
  for (size_t I = 0; I < Name.size(); ++I) {
    char C = Name[I];
    if (!isAlnum(C)) {
      Flush();
      continue;
    }
    bool Upper = isUpper(C);
    // a lower-to-upper step, or the last capital of an acronym before a
    // lower-case run (HSBlob -> HS, Blob), starts a word.
    if (Upper && !Current.empty() &&
        (isLower(Name[I - 1]) ||
         (I + 1 < Name.size() && isLower(Name[I + 1]) && isUpper(Name[I - 1]))))
      Flush();
    Current += toLower(C);
  }
  Flush();
  return Result;
}

static const Stage *stageOfKind(StringRef Kind);

/// "an MS", "an HS", "a VS": the article follows the letter's sound.
static StringRef article(const Stage &S) {
  return StringRef("AEFHILMNORSX").contains(S.Kind[0]) ? "an" : "a";
}

/// The stage other APIs' names for it say (Vulkan, OpenGL, Mesa): a word
/// (fragment, tesc, task), or two (tess ctrl, tessellation evaluation).
static const Stage *otherApiStage(ArrayRef<std::string> Words, size_t I,
                                  size_t &Used) {
  Used = 1;
  StringRef W = Words[I];
  if (W == "fragment" || W == "frag")
    return stageOfKind("PS");
  if (W == "tesc")
    return stageOfKind("HS");
  if (W == "tese")
    return stageOfKind("DS");
  if (W == "task")
    return stageOfKind("AS");
  if ((W == "tess" || W == "tessellation" || W == "tesselation") &&
      I + 1 < Words.size()) {
    StringRef Next = Words[I + 1];
    Used = 2;
    if (Next == "ctrl" || Next == "control")
      return stageOfKind("HS");
    if (Next == "eval" || Next == "evaluation")
      return stageOfKind("DS");
  }
  return nullptr;
}

/// The one stage a name is about, if it names exactly one.
static const Stage *stageOfName(StringRef Name) {
  const Stage *Found = nullptr;
  SmallVector<std::string, 6> Words = words(Name);
  for (size_t I = 0; I < Words.size();) {
    const Stage *Named = nullptr;
    for (const Stage &S : Stages)
      if (Words[I] == S.Short || Words[I] == S.Long)
        Named = &S;
    size_t Used = 1;
    if (!Named)
      Named = otherApiStage(Words, I, Used);
    if (Named) {
      if (Found && Found != Named)
        return nullptr;
      Found = Named;
    } else {
      Used = 1;
    }
    I += Used;
  }
  return Found;
}

static const Stage *stageOfKind(StringRef Kind) {
  for (const Stage &S : Stages)
    if (Kind == S.Kind)
      return &S;
  return nullptr;
}

namespace {
/// The shader tags a function names under `case` labels: each enumerator
/// of a shader kind that the code assigns, returns, passes or initialises
/// with (not one it compares with), and the labels that lead to it: those
/// just before the statement that holds it, with those of the cases that
/// fall through into it.
class CaseLabels {
public:
  CaseLabels(const KindTable &Kinds) : Kinds(Kinds) {}
  struct Use {
    const DeclRefExpr *Tag;
    int64_t Kind;
    SmallVector<const SwitchCase *, 2> Labels;
  };
  std::vector<Use> Found;

  void walk(const Stmt *S, const SmallVector<const SwitchCase *, 2> *Labels) {
    if (!S)
      return;
    if (const auto *BO = dyn_cast<BinaryOperator>(S);
        BO && (BO->isComparisonOp() || BO->isLogicalOp()))
      return; // a test of a kind, not a choice of one
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S)) {
      const auto *ECD = dyn_cast<EnumConstantDecl>(DRE->getDecl());
      if (Labels && ECD && ECD->getDeclContext() == &Kinds.tagEnum())
        Found.push_back({DRE, ECD->getInitVal().getSExtValue(), *Labels});
      return;
    }
    const auto *Switch = dyn_cast<SwitchStmt>(S);
    const auto *Body =
        Switch ? dyn_cast_or_null<CompoundStmt>(Switch->getBody()) : nullptr;
    if (!Body) {
      for (const Stmt *Child : S->children())
        walk(Child, Labels);
      return;
    }
    SmallVector<const SwitchCase *, 2> Mine;
    bool FallsIn = false;
    for (const Stmt *Child : Body->body()) {
      if (isa<SwitchCase>(Child)) {
        if (!FallsIn)
          Mine.clear();
        while (const auto *Case = dyn_cast_or_null<SwitchCase>(Child)) {
          Mine.push_back(Case);
          Child = Case->getSubStmt();
        }
      }
      walk(Child, Mine.empty() ? nullptr : &Mine);
      FallsIn = !jumpsAway(Child);
    }
  }

private:
  static bool jumpsAway(const Stmt *S) {
    while (const auto *Block = dyn_cast_or_null<CompoundStmt>(S))
      S = Block->body_empty() ? nullptr : Block->body_back();
    return isa_and_nonnull<BreakStmt, ReturnStmt, ContinueStmt, GotoStmt>(S);
  }
  const KindTable &Kinds;
};

/// The enumerator a `case` compares with, by name.
StringRef caseName(const SwitchCase *SC) {
  const auto *Case = dyn_cast<CaseStmt>(SC);
  if (!Case || Case->getRHS())
    return StringRef();
  const auto *DRE =
      dyn_cast<DeclRefExpr>(Case->getLHS()->IgnoreParenImpCasts());
  if (!DRE || !DRE->getDecl()->getDeclName().isIdentifier())
    return StringRef();
  return DRE->getDecl()->getName();
}
} // namespace

/// A shader tag chosen under `case` labels that name another stage (the
/// old Mesa driver's `case MESA_SHADER_TESS_CTRL:` appending a DS tag).
static void checkCaseLabels(CheckContext &Context) {
  const KindTable &Kinds = Context.kinds();
  DenseSet<const FunctionDecl *> Seen;
  for (const FunctionDecl *Function : Context.model().evidence().TagFunctions) {
    if (!Seen.insert(Function).second || !Function->hasBody())
      continue;
    CaseLabels Labels(Kinds);
    Labels.walk(Function->getBody(), nullptr);
    for (const CaseLabels::Use &Use : Labels.Found) {
      const Stage *Holds = stageOfKind(Kinds.describe(Use.Kind));
      if (!Holds)
        continue;
      // Every label that leads here names one stage, the same one.
      const Stage *Named = nullptr;
      const SwitchCase *Label = nullptr;
      bool Agree = true;
      for (const SwitchCase *SC : Use.Labels) {
        const Stage *S = stageOfName(caseName(SC));
        if (!S || (Named && S != Named)) {
          Agree = false;
          break;
        }
        Named = S;
        Label = Label ? Label : SC;
      }
      if (!Agree || !Named || Named == Holds)
        continue;
      StringRef Article = article(*Holds);
      Finding F;
      F.Loc = Context.editableLoc(Use.Tag->getExprLoc());
      F.Message = formatv("the tag chosen under 'case {0}' is {5} {1} tag, "
                          "but the case is named for the {2} ({3}): the "
                          "runtime binds the bytecode that goes with it as "
                          "the {4}",
                          caseName(Label), Holds->Kind, Named->Title,
                          Named->Kind, Holds->Title, Article);
      F.Notes.push_back(
          {Label->getBeginLoc(),
           formatv("the case for the {0} is here", Named->Title)});
      Context.report(CheckId::StreamRoleName, std::move(F));
    }
  }
}

void runStreamRoleName(CheckContext &Context) {
  checkCaseLabels(Context);
  const KindTable &Kinds = Context.kinds();
  auto Check = [&](StringRef What, StringRef Name, std::optional<int64_t> Kind,
                   SourceLocation Loc) {
    if (!Kind || !Kinds.isValid(*Kind))
      return;
    const Stage *Holds = stageOfKind(Kinds.describe(*Kind));
    const Stage *Named = stageOfName(Name);
    if (!Holds || !Named || Holds == Named)
      return;
    Finding F;
    F.Loc = Loc;
    StringRef Article = article(*Holds);
    F.Message =
        formatv("{0} '{1}' is named for the {2} ({3}) but holds {6} {4} "
                "subobject: the runtime binds its bytecode as the {5}",
                What, Name, Named->Title, Named->Kind, Holds->Kind,
                Holds->Title, Article);
    Context.report(CheckId::StreamRoleName, std::move(F));
  };

  for (const StreamRecord *Stream : Context.streams())
    for (const StreamMember &M : Stream->Members)
      if (M.Field && M.Origin == M.Field)
        Check("member", M.Field->getName(), M.Kind, M.OriginLoc);

  SubobjectModel &Model = Context.model();
  for (const VarDecl *VD : Context.uses().RecordVariables)
    if (const SubobjectRecord *S =
            Model.subobject(compat::recordOf(VD->getType())))
      Check("variable", VD->getName(), S->Kind, VD->getLocation());
  for (const TypedefNameDecl *TD : Context.uses().RecordTypedefs)
    if (const SubobjectRecord *S =
            Model.subobject(compat::recordOf(TD->getUnderlyingType())))
      Check("type", TD->getName(), S->Kind, TD->getLocation());
}

} // namespace psolint
