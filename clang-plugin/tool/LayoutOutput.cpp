//===- LayoutOutput.cpp ---------------------------------------------------===//
#include "LayoutOutput.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace llvm;

namespace psolint {

static std::string declaredOffsets(const LayoutRow &Row) {
  std::string Text = formatv("declared: tag at {0}", Row.DeclaredTag);
  if (Row.HasInner)
    Text += formatv(", inner at {0}", Row.DeclaredInner);
  return Text;
}

void printLayout(raw_ostream &OS, const LayoutTable &Table) {
  const RecordLayout &L = Table.Layout;
  OS << (L.IsStream ? "stream '" : "subobject '") << L.Name << "' at "
     << Table.Where.File << ":" << Table.Where.Begin.Line << ":"
     << Table.Where.Begin.Column << " (" << L.Target << ", pointer alignment "
     << L.PointerAlign << "): " << L.Size << " bytes, aligned to " << L.Align
     << "\n";

  size_t KindWidth = 4, TypeWidth = 10, PathWidth = 6;
  for (const LayoutRow &Row : L.Rows) {
    KindWidth = std::max(KindWidth, Row.Kind.size());
    TypeWidth = std::max(TypeWidth, Row.InnerType.size());
    PathWidth = std::max(PathWidth, Row.Path.size());
  }
  OS << "    offset  inner   size  padding  " << left_justify("kind", KindWidth)
     << "  " << left_justify("inner type", TypeWidth) << "  "
     << (L.IsStream ? "member" : "record") << "\n";
  for (size_t I = 0; I != L.Rows.size(); ++I) {
    const LayoutRow &Row = L.Rows[I];
    bool First = L.FirstDivergence && *L.FirstDivergence == I;
    OS << (First ? "  > " : "    ") << right_justify(utostr(Row.RuntimeTag), 6)
       << "  "
       << right_justify(Row.HasInner ? utostr(Row.RuntimeInner) : "-", 5)
       << "  " << right_justify(utostr(Row.InnerSize), 5) << "  "
       << right_justify(utostr(Row.Padding), 7) << "  "
       << left_justify(Row.Kind, KindWidth) << "  "
       << left_justify(Row.HasInner ? Row.InnerType : "-", TypeWidth) << "  ";
    if (Row.Diverges)
      OS << left_justify(Row.Path, PathWidth) << "  " << declaredOffsets(Row);
    else
      OS << Row.Path;
    OS << "\n";
  }

  if (L.FirstDivergence) {
    const LayoutRow &Row = L.Rows[*L.FirstDivergence];
    bool TagMoved = Row.RuntimeTag != Row.DeclaredTag;
    OS << "  first divergence: '" << Row.Path << "': the runtime reads its "
       << (TagMoved ? "tag" : "inner") << " at byte "
       << (TagMoved ? Row.RuntimeTag : Row.RuntimeInner)
       << ", the declaration puts it at byte "
       << (TagMoved ? Row.DeclaredTag : Row.DeclaredInner);
    if (L.IsStream && *L.FirstDivergence + 1 < L.Rows.size())
      OS << "; every subobject from there on is misread";
    OS << "\n";
  } else {
    OS << "  the declaration matches the runtime's reading\n";
  }
  if (L.RuntimeSize != L.Size)
    OS << "  the runtime walks " << L.RuntimeSize << " bytes over it; sizeof "
       << "is " << L.Size << "\n";
  OS << "\n";
}

void printStateObject(raw_ostream &OS, const StateObjectTable &Table) {
  const StateObjectLayout &L = Table.Layout;
  OS << "state object given to " << L.Call << " in " << L.Function << " at "
     << Table.Where.File << ":" << Table.Where.Begin.Line << ":"
     << Table.Where.Begin.Column << " (" << L.Target << "): Type "
     << L.ObjectType << ", NumSubobjects " << L.Count << ", pSubobjects "
     << L.Array;
  if (L.Paths > 1)
    OS << "; " << L.Paths << " paths, the first shown";
  OS << "\n";
  size_t KindWidth = 4, DescWidth = 5;
  for (const StateObjectRow &Row : L.Rows) {
    KindWidth = std::max(KindWidth, Row.Kind.size());
    DescWidth = std::max(DescWidth, Row.Desc.size());
  }
  OS << "    index  " << left_justify("kind", KindWidth) << "  "
     << left_justify("pDesc", DescWidth) << "  association\n";
  for (const StateObjectRow &Row : L.Rows) {
    std::string Line;
    raw_string_ostream Out(Line);
    Out << "    " << right_justify(utostr(Row.Index), 5) << "  "
        << left_justify(Row.Kind, KindWidth) << "  "
        << left_justify(Row.Desc, DescWidth) << "  " << Row.Association;
    OS << StringRef(Line).rtrim() << "\n";
  }
  if (L.Rows.empty())
    OS << "  the elements are not known here\n";
  else if (!L.Complete)
    OS << "  not every element is known here\n";
  OS << "\n";
}

} // namespace psolint
