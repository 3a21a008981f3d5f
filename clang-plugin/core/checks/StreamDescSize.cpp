//===- StreamDescSize.cpp - d3d12-stream-desc-size ------------------------===//
//
// SizeInBytes tells the runtime how far to walk. sizeof a pointer, of the
// desc itself, of another type or a stale literal makes it stop early (the
// pipeline silently loses state) or read past the object.
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

/// The object whose address is the stream pointer: `&stream`, `&pso.stream`,
/// an array. Null when it is not visible (a pointer variable, d3dx12's
/// overloaded operator& that returns the inner, a call).
static const Expr *pointedObject(const Expr *Pointer) {
  if (const Expr *Object = addressedObject(Pointer))
    return isa<DeclRefExpr>(Object) || isa<MemberExpr>(Object) ? Object
                                                                : nullptr;
  // An array decays to its first element's address.
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Pointer->IgnoreParenCasts()))
    if (DRE->getType()->isConstantArrayType())
      return DRE;
  return nullptr;
}

void runStreamDescSize(CheckContext &Context) {
  ASTContext &Ctx = Context.context();
  for (const StreamDescUse &Use : Context.uses().Descs) {
    if (!Use.Size || !Use.Stream)
      continue;
    const Expr *Object = pointedObject(Use.Stream);
    if (!Object)
      continue;
    QualType ObjectType = Object->getType();
    if (ObjectType->isIncompleteType() || ObjectType->isDependentType() ||
        Use.Size->isValueDependent())
      continue;
    uint64_t ObjectSize = Ctx.getTypeSizeInChars(ObjectType).getQuantity();
    Expr::EvalResult Result;
    if (!Use.Size->EvaluateAsInt(Result, Ctx))
      continue;
    uint64_t Size = Result.Val.getInt().getZExtValue();
    if (Size == ObjectSize)
      continue;
    // SizeInBytes may leave out the last subobject's trailing padding.
    uint64_t Lowest = ObjectSize;
    if (const StreamRecord *Stream =
            Context.model().stream(compat::recordOf(ObjectType)))
      if (!Stream->Members.empty()) {
        const StreamMember &Last = Stream->Members.back();
        Lowest = Last.Offset + Last.Sub->RuntimeInnerOffset +
                 Last.Sub->InnerSize;
      }
    if (Size >= Lowest && Size <= ObjectSize)
      continue;
    // Raw storage (a byte buffer the stream is written into) may be larger
    // than what it holds; only reading past its end is certain.
    if (!Context.model().stream(compat::recordOf(ObjectType)) &&
        Size < ObjectSize)
      continue;

    StringRef ObjectText = Context.text(Object->getSourceRange());
    StringRef SizeText = Context.text(Use.Size->getSourceRange());
    std::string TypeName = ObjectType.getAsString(Ctx.getPrintingPolicy());
    Finding F;
    F.Loc = Use.Size->getExprLoc();
    F.Message = formatv(
        "SizeInBytes is {0}{1} bytes, but pPipelineStateSubobjectStream points "
        "to {2}{3}, {4} bytes: the runtime {5}",
        SizeText.empty() || SizeText == std::to_string(Size)
            ? std::string()
            : (SizeText + " = ").str(),
        Size,
        ObjectText.empty() ? std::string("an object")
                           : ("'" + ObjectText + "'").str(),
        " (" + TypeName + ")", ObjectSize,
        Size < ObjectSize
            ? formatv("stops after {0} bytes and never reads the rest", Size)
                  .str()
            : formatv("reads {0} bytes past its end", Size - ObjectSize).str());
    if (!ObjectText.empty() && Context.canEdit(Use.Size->getSourceRange()))
      F.FixIts.push_back(FixItHint::CreateReplacement(
          Use.Size->getSourceRange(), ("sizeof(" + ObjectText + ")").str()));
    Context.report(CheckId::StreamDescSize, std::move(F));
  }
}

} // namespace psolint
