//===- DerivedPsoDesc.cpp - d3d12-derived-pso-desc ------------------------===//
//
// Xbox's CreateDerivedGraphicsPipelineStateX(src, NumDescs, pDescs, riid, pp)
// reads NumDescs descs from pDescs; each overrides one state grouping
// (blend, rasterizer, depth/stencil). A count that is not the array's
// length, zero descs, or one grouping twice is a bug. No public header
// defines the API, so it is matched by names, which are options.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "Compat.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {
/// Where pDescs points: an array variable from element Start on, or one
/// object (Array null, Length 1).
struct DescTarget {
  const VarDecl *Array = nullptr;
  uint64_t Start = 0;
  uint64_t Length = 0;
};
} // namespace

static std::optional<DescTarget> descTarget(ASTContext &Ctx,
                                            const Expr *Pointer) {
  const Expr *E = Pointer->IgnoreParenCasts();
  auto ArrayVar = [&](const Expr *E) -> const VarDecl * {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    return VD && Ctx.getAsConstantArrayType(VD->getType()) ? VD : nullptr;
  };
  auto LengthOf = [&](const VarDecl *VD) {
    return Ctx.getAsConstantArrayType(VD->getType())->getSize().getZExtValue();
  };
  if (const VarDecl *VD = ArrayVar(E))
    return DescTarget{VD, 0, LengthOf(VD)};
  const auto *UO = dyn_cast<UnaryOperator>(E);
  if (!UO || UO->getOpcode() != UO_AddrOf)
    return std::nullopt;
  const Expr *Object = UO->getSubExpr()->IgnoreParens();
  if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Object)) {
    const VarDecl *VD = ArrayVar(ASE->getBase());
    Expr::EvalResult Index;
    if (!VD || ASE->getIdx()->isValueDependent() ||
        !ASE->getIdx()->EvaluateAsInt(Index, Ctx))
      return std::nullopt;
    uint64_t Start = Index.Val.getInt().getZExtValue();
    uint64_t Length = LengthOf(VD);
    if (Start > Length)
      return std::nullopt;
    return DescTarget{VD, Start, Length - Start};
  }
  if (isa<DeclRefExpr>(Object) || isa<MemberExpr>(Object))
    return DescTarget{nullptr, 0, 1};
  return std::nullopt;
}

/// The enumerator spelling a constant of an enum type, for messages.
static std::string grouping(QualType Type, int64_t Value) {
  if (const EnumDecl *ED = compat::enumOf(Type))
    for (const EnumConstantDecl *ECD : ED->enumerators())
      if (ECD->getInitVal().getSExtValue() == Value)
        return ECD->getName().str();
  return std::to_string(Value);
}

void runDerivedPsoDesc(CheckContext &Context) {
  ASTContext &Ctx = Context.context();
  StringRef TypeMember = Context.options().DerivedTypeMember;
  for (const CallExpr *Call : Context.uses().DerivedCalls) {
    // device->Create...(src, n, descs, riid, pp), or through a C vtable
    // with the device first.
    unsigned First = isa<CXXMemberCallExpr>(Call) ? 0 : 1;
    if (!isa<CXXMemberCallExpr>(Call) && Call->getNumArgs() == 5)
      First = 0;
    if (Call->getNumArgs() < First + 3)
      continue;
    const Expr *Count = Call->getArg(First + 1);
    const Expr *Descs = Call->getArg(First + 2);
    if (Count->isValueDependent() || Descs->isValueDependent())
      continue;
    Expr::EvalResult CountValue;
    if (!Count->EvaluateAsInt(CountValue, Ctx))
      continue;
    uint64_t N = CountValue.Val.getInt().getZExtValue();
    std::optional<DescTarget> Target = descTarget(Ctx, Descs);

    Finding F;
    F.Loc = Count->getExprLoc();
    if (N == 0) {
      F.Message = "NumDescs is 0: the call derives nothing from the source "
                  "pipeline state";
      Context.report(CheckId::DerivedPsoDesc, std::move(F));
      continue;
    }
    if (!Target)
      continue;
    if (N != Target->Length) {
      std::string Where =
          Target->Array ? formatv("array '{0}' holds {1} desc{2} from there",
                                  Target->Array->getName(), Target->Length,
                                  Target->Length == 1 ? "" : "s")
                              .str()
                        : std::string("pDescs points to a single desc");
      F.Message = formatv(
          "NumDescs is {0} but {1}: the runtime {2}", N, Where,
          N > Target->Length
              ? formatv("reads {0} desc{1} past the end", N - Target->Length,
                        N - Target->Length == 1 ? "" : "s")
                    .str()
              : formatv("ignores the last {0}", Target->Length - N).str());
      Context.report(CheckId::DerivedPsoDesc, std::move(F));
      // The descs it does read may still repeat a grouping: go on.
    }
    // Two descs overriding one grouping: read the array's initialiser,
    // which is what the call sees when the array is const or nothing else
    // names it (no element written, not passed elsewhere first).
    if (!Target->Array || !Target->Array->getInit())
      continue;
    unsigned Calls = 0;
    for (const CallExpr *Other : Context.uses().DerivedCalls)
      for (const Expr *Arg : Other->arguments())
        if (std::optional<DescTarget> T = descTarget(Ctx, Arg))
          Calls += T->Array == Target->Array;
    auto Named = Context.uses().OtherUses.find(Target->Array);
    bool Const =
        Ctx.getBaseElementType(Target->Array->getType()).isConstQualified();
    if (!Const && Named != Context.uses().OtherUses.end() &&
        Named->second > Calls)
      continue;
    const auto *List =
        dyn_cast<InitListExpr>(Target->Array->getInit()->IgnoreImplicit());
    if (!List)
      continue;
    if (InitListExpr *Semantic = List->getSemanticForm())
      List = Semantic;
    DenseMap<int64_t, uint64_t> FirstWithType;
    uint64_t End = std::min<uint64_t>(Target->Start + N, List->getNumInits());
    for (uint64_t I = Target->Start; I < End; ++I) {
      const Expr *ElementInit = List->getInit(I);
      const auto *Element =
          ElementInit ? dyn_cast<InitListExpr>(ElementInit->IgnoreImplicit())
                      : nullptr;
      const RecordDecl *RD =
          Element ? compat::recordOf(Element->getType()) : nullptr;
      if (!RD)
        continue;
      unsigned Index = 0;
      for (const FieldDecl *FD : RD->fields()) {
        if (Index >= Element->getNumInits())
          break;
        const Expr *Init = Element->getInit(Index++);
        if (!Init)
          break;
        if (FD->getName() != TypeMember || isa<ImplicitValueInitExpr>(Init))
          continue;
        Expr::EvalResult Type;
        if (Init->isValueDependent() || !Init->EvaluateAsInt(Type, Ctx))
          break;
        int64_t Value = Type.Val.getInt().getSExtValue();
        auto [It, Inserted] = FirstWithType.try_emplace(Value, I);
        if (!Inserted) {
          Finding D;
          D.Loc = Init->getExprLoc();
          D.Message = formatv("descs [{0}] and [{1}] of '{2}' both override "
                              "{3}: one state grouping per desc",
                              It->second, I, Target->Array->getName(),
                              grouping(FD->getType(), Value));
          Context.report(CheckId::DerivedPsoDesc, std::move(D));
        }
        break;
      }
    }
  }
}

} // namespace psolint
